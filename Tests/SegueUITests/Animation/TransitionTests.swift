import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct TransitionTests {
  /// A stage whose view is a card with a coloured subview.
  private func card() -> (AnimationStage, View) {
    let stage = AnimationStage()
    stage.view.backgroundColor = .white
    let face = View(frame: Rect(x: 10, y: 10, width: 30, height: 30))
    face.backgroundColor = Color(red: 1, green: 0, blue: 0)
    stage.view.addSubview(face)
    return (stage, face)
  }

  /// The temporary layers a transition put in `view`'s layer: its sublayers that belong to no subview.
  private func transitionLayers(of view: View) -> [Layer] {
    view.layer.sublayers.filter { layer in !view.subviews.contains { $0.layer === layer } }
  }

  /// The height, on screen, of the vertical edge at `x` of a layer with `values`.
  private func edgeHeight(_ values: LayerValues, x: Double) -> Double {
    let matrix = values.transformToSuperlayer
    let top = matrix.project(Point(x: x, y: 0))!
    let bottom = matrix.project(Point(x: x, y: values.bounds.size.height))!
    return bottom.y - top.y
  }

  /// The width, on screen, of the horizontal edge at `y` of a layer with `values`.
  private func edgeWidth(_ values: LayerValues, y: Double) -> Double {
    let matrix = values.transformToSuperlayer
    let left = matrix.project(Point(x: 0, y: y))!
    let right = matrix.project(Point(x: values.bounds.size.width, y: y))!
    return right.x - left.x
  }

  @Test func crossDissolveFadesThePictureOfTheOldContentOverTheNew() {
    let (stage, face) = card()
    let log = CallLog()
    View.transition(
      with: stage.view, duration: 1, options: .transitionCrossDissolve,
      animations: {
        face.removeFromSuperview()
        stage.view.backgroundColor = .black
      }, completion: { log.append("done \($0)") })
    #expect(stage.view.subviews.isEmpty)
    #expect(stage.view.backgroundColor == .black)
    let pictures = transitionLayers(of: stage.view)
    #expect(pictures.count == 1)
    let picture = pictures[0]
    let pictureWidth = picture.contents?.width
    #expect(pictureWidth == 100)
    for t in [0.0, 0.25, 0.5, 0.75] {
      #expect(isClose(picture.presentation(at: t).opacity, 1 - TimingFunction.easeInEaseOut.value(at: t)), "t = \(t)")
    }
    #expect(stage.shown(at: 0.5).backgroundColor == .black)
    stage.run(until: 1)
    #expect(log.entries == ["done true"])
    #expect(transitionLayers(of: stage.view).isEmpty)
  }

  @Test func flipsTurnTheViewShowingTheOldPictureThenTheNewContent() {
    let expectations: [(View.AnimationOptions, nearer: String)] = [
      (.transitionFlipFromLeft, "left"), (.transitionFlipFromRight, "right"), (.transitionFlipFromTop, "top"),
      (.transitionFlipFromBottom, "bottom"),
    ]
    for (style, nearer) in expectations {
      let (stage, face) = card()
      View.transition(
        with: stage.view, duration: 1, options: [style, .curveLinear],
        animations: {
          face.backgroundColor = .black
        })
      let picture = transitionLayers(of: stage.view)[0]
      for t in [0.25, 0.75] {
        let values = stage.shown(at: t)
        let size = values.bounds.size
        let (left, right) = (edgeHeight(values, x: 0), edgeHeight(values, x: size.width))
        let (top, bottom) = (edgeWidth(values, y: 0), edgeWidth(values, y: size.height))
        let larger: String
        switch nearer {
        case "left", "right":
          #expect(isClose(top, bottom))
          larger = left > right ? "left" : "right"
        default:
          #expect(isClose(left, right))
          larger = top > bottom ? "top" : "bottom"
        }
        let expected = t < 0.5 ? nearer : ["left": "right", "right": "left", "top": "bottom", "bottom": "top"][nearer]!
        #expect(larger == expected, "\(nearer) flip at \(t)")
        #expect(picture.presentation(at: t).opacity == (t < 0.5 ? 1 : 0))
      }
      let edgeOn = stage.shown(at: 0.5)
      let thickness = nearer == "left" || nearer == "right" ? edgeWidth(edgeOn, y: 50) : edgeHeight(edgeOn, x: 50)
      #expect(abs(thickness) < 1e-9)
      stage.run(until: 1)
      #expect(stage.shown(at: 1).transform == .identity)
      #expect(transitionLayers(of: stage.view).isEmpty)
    }
  }

  @Test func curlUpRollsTheOldPictureAwayInStripsThatStayJoined() {
    let (stage, face) = card()
    View.transition(
      with: stage.view, duration: 1, options: [.transitionCurlUp, .curveLinear],
      animations: {
        face.isHidden = true
      })
    let curl = transitionLayers(of: stage.view)[0]
    #expect(curl.masksToBounds)
    let strips = curl.sublayers
    #expect(strips.count == 32)
    func edges(at t: Double) -> [(top: (y: Double, z: Double), bottom: (y: Double, z: Double))] {
      strips.map { strip in
        let values = strip.presentation(at: t)
        let matrix = values.transformToSuperlayer
        let top = matrix.homogeneous(SIMD4(50, 0, 0, 1))
        let bottom = matrix.homogeneous(SIMD4(50, values.bounds.size.height, 0, 1))
        return ((top.y, top.z), (bottom.y, bottom.z))
      }
    }
    let flat = edges(at: 0)
    for (index, edge) in flat.enumerated() {
      #expect(isClose(edge.top.y, Double(index) * 100 / 32) && isClose(edge.top.z, 0))
    }
    for t in [0.3, 0.6] {
      let rolled = edges(at: t)
      for index in 1..<rolled.count {
        #expect(
          isClose(rolled[index].top.y, rolled[index - 1].bottom.y)
            && isClose(rolled[index].top.z, rolled[index - 1].bottom.z))
      }
      #expect(rolled[0].top.z == 0, "the top of the page is still flat at \(t)")
      #expect(rolled[31].bottom.z > 0, "the bottom of the page is lifted at \(t)")
    }
    let gone = edges(at: 1)
    #expect(gone.allSatisfy { $0.top.y <= 1e-9 && $0.bottom.y <= 1e-9 })
  }

  @Test func curlDownUnrollsTheNewPictureOverTheOld() {
    let (stage, face) = card()
    View.transition(
      with: stage.view, duration: 1, options: [.transitionCurlDown, .curveLinear],
      animations: {
        face.backgroundColor = .black
      })
    let curl = transitionLayers(of: stage.view)[0]
    let under = curl.sublayers[0]
    let hasPicture = under.contents != nil
    #expect(hasPicture)
    #expect(under.animationKeys.isEmpty)
    let strips = Array(curl.sublayers.dropFirst())
    #expect(strips.count == 32)
    let showsTheNewContent = strips[0].contents != under.contents
    #expect(showsTheNewContent)
    #expect(strips.allSatisfy { $0.presentation(at: 0).position.y <= 1e-9 })
    for (index, strip) in strips.enumerated() {
      #expect(isClose(strip.presentation(at: 1).position.y, Double(index) * 100 / 32))
    }
  }

  @Test func animatedContentAnimatesTheChangesWithTheTransition() {
    let (stage, face) = card()
    View.transition(
      with: stage.view, duration: 1, options: [.transitionCrossDissolve, .curveLinear, .allowAnimatedContent],
      animations: {
        face.alpha = 0
      })
    #expect(isClose(stage.shown(face, at: 0.25).opacity, 0.75))
    let (other, otherFace) = card()
    View.transition(
      with: other.view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
      animations: {
        otherFace.alpha = 0
      })
    #expect(other.shown(otherFace, at: 0.25).opacity == 0)
  }

  @Test func removingTheAnimationsInterruptsTheTransition() {
    let (stage, face) = card()
    let log = CallLog()
    View.transition(
      with: stage.view, duration: 1, options: .transitionFlipFromRight,
      animations: {
        face.isHidden = true
      }, completion: { log.append("done \($0)") })
    stage.run(until: 0.2)
    stage.view.layer.removeAllAnimations()
    #expect(log.entries.isEmpty)
    stage.run(until: 1)
    #expect(log.entries == ["done false"])
    #expect(transitionLayers(of: stage.view).isEmpty)
  }

  @Test func withoutAStyleTheChangesShowAtOnce() {
    let (stage, face) = card()
    let log = CallLog()
    View.transition(
      with: stage.view, duration: 1, options: [], animations: { face.alpha = 0 },
      completion: {
        log.append("done \($0)")
      })
    #expect(transitionLayers(of: stage.view).isEmpty)
    #expect(stage.shown(face, at: 0).opacity == 0)
    stage.application.runFrame()
    #expect(log.entries == ["done true"])
  }

  @Test func transitionFromToReplacesTheViewAtOnceInItsPlace() {
    let stage = AnimationStage()
    let first = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let second = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let above = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    stage.view.addSubview(first)
    stage.view.addSubview(above)
    let log = CallLog()
    View.transition(from: first, to: second, duration: 0.5, options: .transitionFlipFromLeft) {
      log.append("done \($0)")
    }
    #expect(stage.view.subviews.map { $0 === second ? "second" : $0 === above ? "above" : "?" } == ["second", "above"])
    #expect(first.superview == nil)
    #expect(stage.view.layer.animationKeys == ["transition"])
    stage.run(until: 0.5)
    #expect(log.entries == ["done true"])
  }

  @Test func showHideTransitionViewsHidesInsteadOfRemoving() {
    let stage = AnimationStage()
    let first = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let second = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    second.isHidden = true
    stage.view.addSubview(second)
    stage.view.addSubview(first)
    View.transition(
      from: first, to: second, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
    #expect(stage.view.subviews.count == 2)
    #expect(first.superview === stage.view && first.isHidden)
    #expect(!second.isHidden)
  }

  @Test func aFromViewWithoutSuperviewIsReported() {
    let first = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let second = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let log = CallLog()
    let messages = diagnosticMessages {
      View.transition(from: first, to: second, duration: 1, options: .transitionCrossDissolve) {
        log.append("done \($0)")
      }
    }
    #expect(
      messages == [
        "View.transition(from:to:): fromView has no superview, so there is nothing to transition in; nothing "
          + "changed (add fromView to the view the transition should happen in first)"
      ])
    #expect(second.superview == nil)
    #expect(log.entries == ["done true"])
  }

  @Test func deleteFadesAndShrinksTheViewsThenRemovesThem() {
    let stage = AnimationStage()
    let other = View(frame: Rect(x: 200, y: 0, width: 10, height: 10))
    stage.window.addSubview(other)
    let log = CallLog()
    View.perform(
      .delete, on: [stage.view], options: .curveLinear, animations: { other.alpha = 0 },
      completion: {
        log.append("done \($0) removed \(stage.view.superview == nil)")
      })
    let half = View.systemDeleteDuration / 2
    let progress = TimingFunction.easeInEaseOut.value(at: 0.5)
    #expect(isClose(stage.shown(at: half).opacity, 1 - progress))
    #expect(isClose(stage.shown(at: half).transform.m11, 1 - 0.5 * progress))
    #expect(isClose(stage.shown(other, at: half).opacity, 1 - progress))
    stage.run(until: View.systemDeleteDuration)
    #expect(log.entries == ["done true removed true"])
    #expect(stage.view.alpha == 1)
    #expect(stage.view.transform3D == .identity)
  }
}
