import SegueGeometry
import SegueMotion
import SegueUI
import Testing

/// The Health Beat pop-up's view: it swallows every touch that no subview takes.
@MainActor
final class SwallowingView: View {
  override func hitTest(_ point: Point, with event: Event?) -> View? {
    super.hitTest(point, with: event) ?? self
  }
}

@MainActor
@Suite struct HitTestingTests {
  private func makeTree() -> (root: View, back: View, front: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let back = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
    let front = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    return (root, back, front)
  }

  @Test func theFrontMostSubviewWins() {
    let (root, back, front) = makeTree()
    #expect(root.hitTest(Point(x: 60, y: 60), with: nil) === front)
    #expect(root.hitTest(Point(x: 20, y: 20), with: nil) === back)
    #expect(root.hitTest(Point(x: 190, y: 10), with: nil) === root)
    #expect(root.hitTest(Point(x: 250, y: 10), with: nil) == nil)
  }

  @Test func hiddenTransparentAndDisabledViewsAreSkipped() {
    let (root, back, front) = makeTree()
    front.isHidden = true
    #expect(root.hitTest(Point(x: 60, y: 60), with: nil) === back)
    front.isHidden = false
    front.alpha = 0.009
    #expect(root.hitTest(Point(x: 60, y: 60), with: nil) === back)
    front.alpha = 0.01
    #expect(root.hitTest(Point(x: 60, y: 60), with: nil) === front)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(Point(x: 60, y: 60), with: nil) === back)
  }

  @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHit() {
    let (root, back, _) = makeTree()
    let outside = View(frame: Rect(x: 120, y: 0, width: 20, height: 20))
    back.addSubview(outside)
    #expect(root.hitTest(Point(x: 135, y: 15), with: nil) === root)
  }

  @Test func transformsAreFollowed() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let rotated = View(frame: Rect(x: 50, y: 50, width: 100, height: 20))
    rotated.transform = AffineTransform(rotationAngle: .pi / 2)
    root.addSubview(rotated)
    // Turned a quarter about its centre (100, 60), the bar now runs from y = 10 to 110 at x 90–110.
    #expect(root.hitTest(Point(x: 100, y: 20), with: nil) === rotated)
    #expect(root.hitTest(Point(x: 60, y: 60), with: nil) === root)
    let scaled = View(frame: Rect(x: 0, y: 150, width: 10, height: 10))
    scaled.transform = AffineTransform(scaleX: 4, y: 4)
    root.addSubview(scaled)
    #expect(root.hitTest(Point(x: 20, y: 170), with: nil) === scaled)
  }

  @Test func anOverriddenHitTestSwallowsTouchesButLetsSubviewsHaveTheirs() {
    let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let popup = SwallowingView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    let button = View(frame: Rect(x: 10, y: 10, width: 30, height: 30))
    popup.addSubview(button)
    container.addSubview(popup)
    #expect(container.hitTest(Point(x: 280, y: 280), with: nil) === popup)
    #expect(container.hitTest(Point(x: 70, y: 70), with: nil) === button)
  }
}

@MainActor
@Suite struct AnimatedHitTestingTests {
  @Test func aViewAnimatingWithoutAllowUserInteractionIsSkippedUntilItsAnimationEnds() {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let app = Application(window: window, clock: clock, framesPerSecond: 10)
    let plain = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let allowing = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
    window.addSubview(plain)
    window.addSubview(allowing)
    View.animate(withDuration: 0.5) { plain.alpha = 0.5 }
    View.animate(withDuration: 0.5, delay: 0, options: .allowUserInteraction, animations: { allowing.alpha = 0.5 })
    app.runFrame()
    #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === window)
    #expect(window.hitTest(Point(x: 150, y: 50), with: nil) === allowing)
    for _ in 0..<6 { app.step(clock) }
    #expect(window.hitTest(Point(x: 50, y: 50), with: nil) === plain)
  }
}

@MainActor
@Suite struct AnimatorHitTestingTests {
  private func run(manual: Bool) -> (atStart: View?, atNewPlace: View?) {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    let app = Application(window: window, clock: clock, framesPerSecond: 10)
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    let animator = PropertyAnimator(duration: 1, curve: .linear) { card.center = Point(x: 350, y: 50) }
    animator.isManualHitTestingEnabled = manual
    animator.startAnimation()
    app.runFrame()
    for _ in 0..<5 { app.step(clock) }
    // Half way the card shows at x 150–250; its model frame is already at x 300–400.
    let result = (window.hitTest(Point(x: 200, y: 50), with: nil), window.hitTest(Point(x: 350, y: 50), with: nil))
    animator.stopAnimation(true)
    return result
  }

  @Test func aPropertyAnimatorsViewsAreHitWhereTheyShow() {
    let (shown, model) = run(manual: false)
    #expect(shown !== nil && !(shown is Window))
    #expect(model is Window)
  }

  @Test func withManualHitTestingTheModelGeometryIsUsed() {
    let (shown, model) = run(manual: true)
    #expect(shown is Window)
    #expect(model !== nil && !(model is Window))
  }
}
