import SegueGeometry
import SegueTesting
import SegueUI
import Testing

/// Slides the "from" view out to the left over the "to" view, inserted beneath it; undone on cancel.
@MainActor
final class UncoverSlide: AnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.3 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (fromView, toView) = transitionContext.viewsWithToViewPlaced() else { return }
    transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
    let start = fromView.frame
    let options: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
    View.animate(
      withDuration: 0.3, delay: 0, options: options,
      animations: {
        fromView.frame = start.offsetBy(dx: -start.size.width, dy: 0)
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled {
          fromView.frame = start
          toView.removeFromSuperview()
        }
        transitionContext.completeTransition(!cancelled)
      })
  }
}

/// A correct interruptible slide in from the right, run by one property animator.
@MainActor
final class PropertySlide: AnimatedTransitioning {
  private var animator: PropertyAnimator?

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.3 }

  func interruptibleAnimator(using transitionContext: any ContextTransitioning) -> (any ViewImplicitlyAnimating)? {
    if let animator { return animator }
    guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
    else { return nil }
    let final = transitionContext.finalFrame(for: to)
    toView.frame = final.offsetBy(dx: final.size.width, dy: 0)
    transitionContext.containerView.addSubview(toView)
    let animator = PropertyAnimator(duration: 0.3, curve: .easeInOut) { toView.frame = final }
    animator.addCompletion { position in
      if position != .end { toView.removeFromSuperview() }
      transitionContext.completeTransition(position == .end)
    }
    self.animator = animator
    return animator
  }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    interruptibleAnimator(using: transitionContext)?.startAnimation()
  }
}

extension TransitionHarnessTests {
  @Test func anAnimatorThatUncoversTheToViewPassesEveryConformanceRun() {
    #expect(TransitionHarness().conformanceProblems { UncoverSlide() } == [])
  }

  @Test func anInterruptibleAnimatorPassesEveryConformanceRun() {
    #expect(TransitionHarness().conformanceProblems { PropertySlide() } == [])
  }

  @Test func anInterruptibleRunEndsAsTheScenarioSays() {
    let harness = TransitionHarness()
    #expect(harness.run(PropertySlide()).completed == true)
    #expect(
      harness.run(PropertySlide(), scenario: .interactive(progress: [0.2, 0.5], finishes: true)).completed == true)
    #expect(
      harness.run(PropertySlide(), scenario: .interactive(progress: [0.2, 0.5], finishes: false)).completed == false)
  }
}
