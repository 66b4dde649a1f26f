import Segue
import Testing

/// `import Segue` alone reaches every public module, as the README's examples assume.
@MainActor
@Suite struct UmbrellaTests {
  @Test func oneImportReachesEveryModule() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 30))
    let application = Application(window: window, clock: VirtualClock())
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    let animator: any AnimatedTransitioning = CubeAnimator()
    #expect(animator.transitionDuration(using: nil) > 0)
    #expect(view.layer.presentation(at: application.clock.now).bounds.width == 10)
    #expect(Layer().opacity == 1)
    #expect(
      TransitionIssue(TransitionIssue(kind: .invalidParameter, message: "m").diagnostic)?.kind == .invalidParameter)
  }
}
