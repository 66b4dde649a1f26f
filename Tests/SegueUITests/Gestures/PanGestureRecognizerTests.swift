import PropertyBased
import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PanGestureRecognizerTests {
  @Test func thePanBeginsAfterTenPointsThenChangesAndEnds() {
    let scene = GestureScene()
    var trace: [String] = []
    let pan = PanGestureRecognizer { pan in
      let translation = pan.translation(in: nil)
      trace.append("\(pan.state) \(translation.x),\(translation.y)")
    }
    scene.content.addGestureRecognizer(pan)
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.moved, 106, 100, at: 0.1))
    scene.send(sample(.moved, 108, 106, at: 0.2))
    scene.send(sample(.moved, 130, 110, at: 0.3))
    scene.send(sample(.ended, 140, 110, at: 0.4))
    #expect(trace == ["began 8.0,6.0", "changed 30.0,10.0", "ended 40.0,10.0"])
    #expect(scene.log.entries == ["view began 0", "view moved 0", "view cancelled 0"])
    #expect(pan.state == .possible)
    #expect(pan.translation(in: nil) == .zero)
  }

  @Test func aPanThatNeverMovesFarEnoughFails() {
    let scene = GestureScene()
    scene.attach(PanGestureRecognizer(), as: "pan")
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.moved, 109, 100, at: 0.1))
    scene.send(sample(.ended, 109, 100, at: 0.2))
    #expect(scene.log.entries == ["view began 0", "view moved 0", "view ended 0"])
  }

  @Test func theVelocityOfAConstantVelocityPanIsExact() async {
    let rate = Gen.double(in: -3000...3000)
    let spacing = Gen.double(in: 0.002...0.05).array(of: 12)
    await propertyCheck(input: rate, rate, spacing) { (vx: Double, vy: Double, gaps: [Double]) in
      let scene = GestureScene()
      var velocities: [Point] = []
      scene.content.addGestureRecognizer(PanGestureRecognizer { velocities.append($0.velocity(in: nil)) })
      var t = 1.0
      scene.send(sample(.began, 195, 422, at: t))
      for (index, gap) in gaps.enumerated() {
        t += gap
        let phase: Touch.Phase = index == gaps.count - 1 ? .ended : .moved
        scene.send(sample(phase, 195 + vx * (t - 1), 422 + vy * (t - 1), at: t))
      }
      // The pan begins if a move (not the final lift) takes the finger past the hysteresis.
      let distance = (vx * vx + vy * vy).squareRoot() * (t - gaps.last! - 1)
      if distance >= PanGestureRecognizer.hysteresis + 1e-6 { #expect(!velocities.isEmpty) }
      for velocity in velocities {
        #expect(abs(velocity.x - vx) < 1e-9 && abs(velocity.y - vy) < 1e-9)
      }
    }
  }

  @Test func theVelocityOfADeceleratingPanIsTheVelocityAtTheLatestSample() {
    let scene = GestureScene()
    var readings: [Double] = []
    scene.content.addGestureRecognizer(PanGestureRecognizer { readings.append($0.velocity(in: nil).x) })
    let v0 = 1500.0
    let deceleration = 4000.0
    var times: [Double] = []
    scene.send(sample(.began, 20, 300, at: 0))
    for step in 1...20 {
      let t = Double(step) / 60
      times.append(t)
      scene.send(sample(step == 20 ? .ended : .moved, 20 + v0 * t - deceleration * t * t / 2, 300, at: t))
    }
    #expect(readings.count == 20)
    // The first reading has two samples: their slope is the velocity halfway between them.
    #expect(abs(readings[0] - (v0 - deceleration * times[0] / 2)) < 1e-6)
    for (velocity, t) in zip(readings, times).dropFirst() {
      #expect(abs(velocity - (v0 - deceleration * t)) < 1e-6)
    }
  }

  @Test func aFingerThatRestsBeforeLiftingEndsWithZeroVelocity() {
    let scene = GestureScene()
    var last = Point(x: .nan, y: .nan)
    scene.content.addGestureRecognizer(PanGestureRecognizer { last = $0.velocity(in: nil) })
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 6, lift: false))
    scene.send(sample(.ended, 200, 100, at: 0.6))
    #expect(last == .zero)
  }

  @Test func aFingerThatStopsAndLiftsAMomentLaterDoesNotFlickBack() {
    let scene = GestureScene()
    var last = Point(x: .nan, y: .nan)
    scene.content.addGestureRecognizer(PanGestureRecognizer { last = $0.velocity(in: nil) })
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), steps: 6, lift: false))
    scene.send(sample(.ended, 200, 100, at: 9.0 / 60))
    #expect(last == .zero, "a finger at rest has no velocity, not a flick back: \(last)")
  }

  @Test func setTranslationRebasesTheTranslationAndRestartsTheVelocity() {
    let scene = GestureScene()
    var trace: [(state: GestureRecognizer.State, translation: Double, velocity: Double)] = []
    scene.content.addGestureRecognizer(
      PanGestureRecognizer { pan in
        trace.append((pan.state, pan.translation(in: nil).x, pan.velocity(in: nil).x))
        if pan.state == .began {
          pan.setTranslation(.zero, in: nil)
          #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
        }
      })
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 160, y: 100), steps: 3, interval: 0.1))
    #expect(trace.map(\.state) == [.began, .changed, .ended])
    #expect(trace.map(\.translation) == [20, 20, 40])
    // Restarted at began, the velocity comes from the samples after it: 200 pt/s each time.
    #expect(trace.allSatisfy { abs($0.velocity - 200) < 1e-9 })
  }

  @Test func translationAndVelocityConvertIntoAView() {
    let scene = GestureScene()
    let scaled = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    scaled.transform = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(rotationAngle: .pi / 2))
    scaled.isUserInteractionEnabled = false
    scene.window.addSubview(scaled)
    let pan = PanGestureRecognizer()
    var seen: (translation: Point, velocity: Point)?
    pan.addTarget { seen = ($0.translation(in: scaled), $0.velocity(in: scaled)) }
    scene.content.addGestureRecognizer(pan)
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.moved, 120, 100, at: 0.1))
    // Scaled by 2 then turned a quarter clockwise: a window step of +20 in x is +10 along the
    // view's y axis.
    #expect(abs(seen!.translation.x) < 1e-9 && abs(seen!.translation.y + 10) < 1e-9)
    #expect(abs(seen!.velocity.x) < 1e-9 && abs(seen!.velocity.y + 100) < 1e-9)
    pan.setTranslation(Point(x: 5, y: 0), in: scaled)
    let translation = pan.translation(in: scaled)
    #expect(abs(translation.x - 5) < 1e-9 && abs(translation.y) < 1e-9)
  }

  @Test func aTwoFingerPanFollowsTheCentroidWithoutJumping() {
    let scene = GestureScene()
    var trace: [String] = []
    let pan = PanGestureRecognizer { trace.append("\($0.state) \($0.translation(in: nil).x) \($0.numberOfTouches)") }
    pan.minimumNumberOfTouches = 2
    scene.content.addGestureRecognizer(pan)
    scene.send(sample(.began, 100, 100, at: 0, finger: 0))
    scene.send(sample(.moved, 130, 100, at: 0.1, finger: 0))
    #expect(trace.isEmpty)
    scene.send(sample(.began, 300, 100, at: 0.2, finger: 1))
    scene.send(sample(.moved, 140, 100, at: 0.3, finger: 0), sample(.moved, 310, 100, at: 0.3, finger: 1))
    scene.send(sample(.ended, 310, 100, at: 0.4, finger: 1))
    #expect(trace == ["began 40.0 2", "ended 40.0 2"])
  }

  @Test func fingersBeyondTheMaximumAreIgnored() {
    let scene = GestureScene()
    let pan = scene.attach(PanGestureRecognizer(), as: "pan")
    pan.maximumNumberOfTouches = 1
    scene.send(sample(.began, 100, 100, at: 0, finger: 0), sample(.began, 200, 100, at: 0, finger: 1))
    #expect(pan.numberOfTouches == 1)
    scene.send(sample(.moved, 100, 100, at: 0.1, finger: 0), sample(.moved, 250, 100, at: 0.1, finger: 1))
    #expect(pan.state == .possible)
    scene.send(sample(.moved, 120, 100, at: 0.2, finger: 0))
    #expect(pan.state == .began)
    #expect(pan.translation(in: nil) == Point(x: 20, y: 0))
  }

  @Test func aCancelledTouchCancelsAPanUnderWay() {
    let scene = GestureScene()
    scene.attach(PanGestureRecognizer(), as: "pan")
    scene.send(sample(.began, 100, 100, at: 0))
    scene.send(sample(.moved, 150, 100, at: 0.1))
    scene.send(sample(.cancelled, 150, 100, at: 0.2))
    #expect(scene.log.entries == ["view began 0", "pan began", "view cancelled 0", "pan cancelled"])
  }
}
