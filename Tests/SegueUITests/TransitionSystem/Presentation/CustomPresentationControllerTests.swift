import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A presentation controller that puts the presented view in the bottom half of the container
/// and logs its hooks.
@MainActor
final class BottomHalfPresentationController: PresentationController {
  let log: CallLog

  init(presentedViewController: ViewController, presenting: ViewController?, log: CallLog) {
    self.log = log
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }

  override var frameOfPresentedViewInContainerView: Rect {
    guard let bounds = containerView?.bounds else { return .zero }
    return Rect(x: 0, y: bounds.size.height / 2, width: bounds.size.width, height: bounds.size.height / 2)
  }

  override func presentationTransitionWillBegin() { log.append("presentationTransitionWillBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.append("presentationTransitionDidEnd(\(completed))")
  }
  override func dismissalTransitionWillBegin() { log.append("dismissalTransitionWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalTransitionDidEnd(\(completed))") }
  override func containerViewWillLayoutSubviews() { log.append("containerViewWillLayoutSubviews") }
  override func containerViewDidLayoutSubviews() { log.append("containerViewDidLayoutSubviews") }
}

/// A presentation controller in the style of Apple's sample: it makes a rounded wrapping view
/// in `presentationTransitionWillBegin()`, embeds the presented view controller's view in it and
/// returns it as `presentedView`.
@MainActor
final class WrappingPresentationController: PresentationController {
  private(set) var wrappingView: View?

  override var presentedView: View? { wrappingView }

  override func presentationTransitionWillBegin() {
    let wrapping = View(frame: frameOfPresentedViewInContainerView)
    wrapping.layer.cornerRadius = 16
    let content = presentedViewController.view
    content.frame = wrapping.bounds
    wrapping.addSubview(content)
    wrappingView = wrapping
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { wrappingView = nil }
  }
}

/// Vends a presentation controller made by `make` and an animator that logs what the
/// context gives it.
@MainActor
final class PresentationControllerDelegate: ViewControllerTransitioningDelegate {
  let log: CallLog
  let make: (ViewController, ViewController?) -> PresentationController
  private(set) var presentedFinalFrame: Rect?
  private(set) var presentedContextView: View?

  init(log: CallLog, make: @escaping (ViewController, ViewController?) -> PresentationController) {
    self.log = log
    self.make = make
  }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    log.append("delegate.presentationController")
    return make(presented, presenting)
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    log.append("delegate.animationController(forPresented:)")
    return LoggingAnimator(delegate: self, isPresenting: true)
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    log.append("delegate.animationController(forDismissed:)")
    return LoggingAnimator(delegate: self, isPresenting: false)
  }

  /// Fades the presented view in at its final frame, and out.
  final class LoggingAnimator: AnimatedTransitioning {
    unowned let delegate: PresentationControllerDelegate
    let isPresenting: Bool

    init(delegate: PresentationControllerDelegate, isPresenting: Bool) {
      self.delegate = delegate
      self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.3 }

    func animateTransition(using transitionContext: any ContextTransitioning) {
      delegate.log.append(isPresenting ? "animator.animateTransition(present)" : "animator.animateTransition(dismiss)")
      if isPresenting {
        let presented = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)
        delegate.presentedFinalFrame = transitionContext.finalFrame(for: presented)
        delegate.presentedContextView = toView
        guard let toView else { return transitionContext.completeTransition(true) }
        toView.frame = transitionContext.finalFrame(for: presented)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        View.animate(
          withDuration: 0.3, animations: { toView.alpha = 1 },
          completion: { _ in
            self.delegate.log.append("animator.animationsEnded")
            transitionContext.completeTransition(true)
          })
      } else {
        let fromView = transitionContext.view(forKey: .from)
        View.animate(
          withDuration: 0.3, animations: { fromView?.alpha = 0 },
          completion: { _ in
            self.delegate.log.append("animator.animationsEnded")
            transitionContext.completeTransition(true)
          })
      }
    }

    func animationEnded(_ transitionCompleted: Bool) {
      delegate.log.append("animator.animationEnded(\(transitionCompleted))")
    }
  }
}

@MainActor
@Suite struct CustomPresentationControllerTests {
  @Test func theDelegatesPresentationControllerHearsItsHooksInThePlatformsOrder() {
    let stage = PresentationStage()
    let log = CallLog()
    let delegate = PresentationControllerDelegate(log: log) { presented, presenting in
      BottomHalfPresentationController(presentedViewController: presented, presenting: presenting, log: log)
    }
    let presented = controller("sheet", style: .custom)
    presented.transitioningDelegate = delegate
    stage.root.present(presented, animated: true) { log.append("presentCompletion") }
    stage.run(until: 1)

    let layoutStart = log.entries.firstIndex(of: "containerViewWillLayoutSubviews")
    let layoutEnd = log.entries.firstIndex(of: "containerViewDidLayoutSubviews")
    let animatorStart = log.entries.firstIndex(of: "animator.animateTransition(present)")
    let animationsEnd = log.entries.firstIndex(of: "animator.animationsEnded")
    #expect(
      Array(log.entries.prefix(4)) == [
        "delegate.presentationController",
        "delegate.animationController(forPresented:)",
        "presentationTransitionWillBegin",
        "animator.animateTransition(present)",
      ])
    if let layoutStart, let layoutEnd, let animatorStart, let animationsEnd {
      #expect(animatorStart < layoutStart && layoutStart < layoutEnd && layoutEnd < animationsEnd, "\(log.entries)")
    } else {
      Issue.record("missing hooks: \(log.entries)")
    }
    #expect(
      Array(log.entries.suffix(4)) == [
        "animator.animationsEnded",
        "presentationTransitionDidEnd(true)",
        "presentCompletion",
        "animator.animationEnded(true)",
      ])

    let controller = presented.presentationController
    #expect(controller is BottomHalfPresentationController)
    #expect(delegate.presentedFinalFrame == Rect(x: 0, y: 284, width: 320, height: 284))
    #expect(delegate.presentedFinalFrame == controller?.frameOfPresentedViewInContainerView)
    #expect(
      presented.view.convert(presented.view.bounds, to: stage.window) == Rect(x: 0, y: 284, width: 320, height: 284))
    #expect(stage.root.view.superview === stage.window, "a custom presentation keeps the presenter's view")

    log.append("--")
    presented.dismiss(animated: true) { log.append("dismissCompletion") }
    stage.run(until: 2)
    let dismissal = Array(log.entries.drop { $0 != "--" }.dropFirst())
      .filter { !$0.hasPrefix("containerView") }
    #expect(
      dismissal == [
        "delegate.animationController(forDismissed:)",
        "dismissalTransitionWillBegin",
        "animator.animateTransition(dismiss)",
        "animator.animationsEnded",
        "dismissalTransitionDidEnd(true)",
        "dismissCompletion",
        "animator.animationEnded(true)",
      ])
    #expect(stage.root.presentedViewController == nil)
    #expect(presented.view.window == nil)
  }

  @Test func aPresentedViewMadeInPresentationTransitionWillBeginIsTheOneTheAnimatorGets() {
    let stage = PresentationStage()
    let log = CallLog()
    let delegate = PresentationControllerDelegate(log: log) { presented, presenting in
      WrappingPresentationController(presentedViewController: presented, presenting: presenting)
    }
    let presented = controller("card", style: .custom)
    presented.transitioningDelegate = delegate
    stage.root.present(presented, animated: true)
    stage.run(until: 1)

    let wrapping = (presented.presentationController as? WrappingPresentationController)?.wrappingView
    #expect(wrapping != nil)
    #expect(delegate.presentedContextView === wrapping)
    #expect(presented.view.superview === wrapping)
    #expect(wrapping?.superview === presented.presentationController?.containerView)
    #expect(presented.view.window === stage.window)

    presented.dismiss(animated: true)
    stage.run(until: 2)
    #expect(wrapping?.superview == nil)
    #expect(presented.view.window == nil)
    #expect(stage.window.subviews.count == 1)
  }
}
