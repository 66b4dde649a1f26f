import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A conversion starts the opposite transition where it shows what the interrupted one showed,
/// along the animator's own curve when it says which (``ProgressMirroring``).
@MainActor
@Suite struct ProgressMirroringTests {
  /// A push that slides the page in from the right on an ease-out curve (linear while
  /// interactive), and a pop that slides it back out.
  private class EaseOutSlide: AnimatedTransitioning {
    let isPush: Bool

    init(isPush: Bool) {
      self.isPush = isPush
    }

    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.5 }

    func animateTransition(using transitionContext: any ContextTransitioning) {
      guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
      else { return transitionContext.completeTransition(false) }
      let container = transitionContext.containerView
      let width = container.bounds.width
      let page = isPush ? toView : fromView
      if isPush {
        toView.frame = container.bounds.offsetBy(dx: width, dy: 0)
        container.addSubview(toView)
      } else {
        container.insertSubview(toView, belowSubview: fromView)
      }
      View.animate(
        withDuration: 0.5, delay: 0, options: transitionContext.isInteractive ? .curveLinear : .curveEaseOut,
        animations: { page.frame = container.bounds.offsetBy(dx: self.isPush ? 0 : width, dy: 0) },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if !cancelled, !self.isPush { fromView.removeFromSuperview() }
          transitionContext.completeTransition(!cancelled)
        })
    }
  }

  /// The same slide, telling its curve.
  private final class MirroredEaseOutSlide: EaseOutSlide, ProgressMirroring {
    func shownFraction(atProgress progress: Double) -> Double {
      View.AnimationCurve.easeOut.timingFunction.value(at: progress)
    }
  }

  /// Vends `make`'s slide for every push and pop.
  private final class Vending: NavigationControllerDelegate {
    let make: (Bool) -> any AnimatedTransitioning

    init(_ make: @escaping (Bool) -> any AnimatedTransitioning) {
      self.make = make
    }

    func navigationController(
      _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
      from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { make(operation != .pop) }
  }

  /// How far the page jumps at a pop asked for 0.1 s into the push, beyond a frame's motion.
  private func jump(mirrored: Bool) -> Double {
    let stage = NavigationStage()
    let delegate = Vending { mirrored ? MirroredEaseOutSlide(isPush: $0) : EaseOutSlide(isPush: $0) }
    stage.navigation.delegate = delegate
    let next = NamedController("next")
    stage.navigation.pushViewController(next, animated: true)
    stage.run(for: 0.1)
    let before = stage.shownX(next.view)
    stage.step()
    let shown = stage.shownX(next.view)
    stage.navigation.popViewController(animated: true)
    stage.step()
    return abs(stage.shownX(next.view) - shown) - abs(shown - before)
  }

  @Test func anAnimatorThatTellsItsCurveIsMirroredWhereItShows() {
    #expect(jump(mirrored: true) < 1, "the pop starts where the push left the page")
    #expect(jump(mirrored: false) > 20, "taken as ease-in-ease-out, the ease-out page jumps")
  }
}
