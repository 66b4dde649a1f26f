import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI

/// An application on a virtual clock at time 0 with a 320 × 568 window (the article's iPhone
/// screen) whose root view controller, titled "root", is on screen.
@MainActor
final class PresentationStage: Stage {
  let root = ViewController()

  init() {
    super.init()
    root.title = "root"
    window.rootViewController = root
  }

  /// Presents `first` over the root view controller and `second` over `first`, animated,
  /// giving each presentation a second to finish.
  func presentStack(_ first: ViewController, _ second: ViewController) {
    root.present(first, animated: true)
    run(until: clock.now + 1)
    first.present(second, animated: true)
    run(until: clock.now + 1)
  }

  /// Runs one frame at the current time (where a requested transition begins).
  func runFrameNow() {
    application.runFrame()
  }

  /// Runs frames, one every 1/60 s, until `done` holds (checked before each frame), at most
  /// `limit` of them; returns whether `done` held.
  @discardableResult
  func runFrames(until done: () -> Bool, limit: Int = 600) -> Bool {
    for _ in 0..<limit {
      if done() { return true }
      application.step(clock)
    }
    return done()
  }
}

/// A view controller titled `title`.
@MainActor
func controller(_ title: String, style: ModalPresentationStyle = .fullScreen) -> ViewController {
  let controller = ViewController()
  controller.title = title
  controller.modalPresentationStyle = style
  return controller
}

/// Slides the presented view up from the bottom edge to its final frame (the container's
/// bounds when that is zero), and down again on dismissal; a cancelled transition puts back
/// what it changed, as the platform's guide asks.
@MainActor
final class SlideUpAnimator: AnimatedTransitioning {
  let isPresenting: Bool
  let duration = 0.4

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { duration }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    let container = transitionContext.containerView
    let drop = container.bounds.size.height
    if isPresenting {
      guard let toView = transitionContext.view(forKey: .to),
        let presented = transitionContext.viewController(forKey: .to)
      else {
        return transitionContext.completeTransition(false)
      }
      let given = transitionContext.finalFrame(for: presented)
      let final = given == .zero ? container.bounds : given
      toView.frame = final.offsetBy(dx: 0, dy: drop)
      container.addSubview(toView)
      View.animate(
        withDuration: duration, delay: 0, options: .curveLinear,
        animations: {
          toView.frame = final
        },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if cancelled { toView.removeFromSuperview() }
          transitionContext.completeTransition(!cancelled)
        })
    } else {
      guard let fromView = transitionContext.view(forKey: .from) else {
        return transitionContext.completeTransition(false)
      }
      let toView = transitionContext.view(forKey: .to)
      if let toView, let presenter = transitionContext.viewController(forKey: .to) {
        toView.frame = transitionContext.finalFrame(for: presenter)
        container.insertSubview(toView, at: 0)
      }
      let start = fromView.frame
      View.animate(
        withDuration: duration, delay: 0, options: .curveLinear,
        animations: {
          fromView.frame = start.offsetBy(dx: 0, dy: drop)
        },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if cancelled {
            fromView.frame = start
            toView?.removeFromSuperview()
          }
          transitionContext.completeTransition(!cancelled)
        })
    }
  }
}
