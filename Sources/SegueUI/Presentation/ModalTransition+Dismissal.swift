import SegueGeometry

extension ModalTransition {
  static func dismiss(_ presented: ViewController, animated: Bool, completion: (() -> Void)?) {
    guard let presenter = presented.presentingViewController, let controller = presented.presentationController,
      let container = controller.containerView
    else { return }
    let style = controller.presentationStyle
    let delegate = presented.transitioningDelegate
    let vended = animated || style == .custom ? delegate?.animationController(forDismissed: presented) : nil
    let animator = vended ?? CoverVerticalAnimator(isPresenting: false)
    let interactor = vended.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
    let context = TransitionContext(
      containerView: container, from: presented, to: presenter, animator: animator, interactionController: interactor,
      isAnimated: animated, presentationStyle: style)
    let removesPresenter = controller.shouldRemovePresentersView
    let presentedView = controller.presentedView
    context.setView(presentedView, forKey: .from)
    context.setView(removesPresenter ? presenter.view : nil, forKey: .to)
    if let presentedView, let superview = presentedView.superview {
      context.setInitialFrame(superview.convert(presentedView.frame, to: container), for: presented)
    }
    let home = controller.presenterHome
    let homeFrame = home.flatMap { record in record.superview.map { $0.convert(record.frame, to: container) } } ?? container.bounds
    context.setInitialFrame(removesPresenter ? .zero : homeFrame, for: presenter)
    context.setFinalFrame(homeFrame, for: presenter)
    share(context, presenting: false, presented: presented, presenter: presenter, removesPresenter: removesPresenter, completion: completion)
    context.willBegin = {
      LifecycleTrace.record(controller.traceName, "dismissalTransitionWillBegin")
      controller.dismissalTransitionWillBegin()
      container.setNeedsLayout()
    }
    context.completion = { completed in
      LifecycleTrace.record(controller.traceName, "dismissalTransitionDidEnd(\(completed))")
      controller.dismissalTransitionDidEnd(completed)
      guard completed else { return }
      presentedView?.removeFromSuperview()
      container.removeFromSuperview()
      if removesPresenter, let home { putBack(home) }
      unlink(presented, from: presenter)
    }
    context.start()
  }

  /// Removes `presented` (and what it presents) at once, with its disappear calls, putting its
  /// presenter's view back when it was removed.
  static func removeWithoutAnimation(_ presented: ViewController) {
    if let above = presented.presentedViewController { removeWithoutAnimation(above) }
    guard let presenter = presented.presentingViewController, let controller = presented.presentationController else { return }
    presented.beginAppearanceTransition(false, animated: false)
    controller.containerView?.removeFromSuperview()
    presented.endAppearanceTransition()
    if controller.shouldRemovePresentersView, let home = controller.presenterHome { putBack(home) }
    unlink(presented, from: presenter)
  }
}
