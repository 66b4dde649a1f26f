import SegueGeometry

/// Builds and runs the transition contexts of modal presentation and dismissal.
@MainActor
enum ModalTransition {
  static func present(
    _ presented: ViewController, over presenter: ViewController, source: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    let window = presenter.view.window!
    let style = presented.modalPresentationStyle
    let delegate = presented.transitioningDelegate
    let controller = presentationController(for: presented, presenter: presenter, source: source, style: style)
    presented.presentingViewController = presenter
    presenter.presentedViewController = presented
    presented.presentationController = controller
    let container = TransitionContainerView(frame: window.bounds)
    container.presentationController = controller
    controller.containerView = container
    window.addSubview(container)
    controller.presenterHome = HierarchySnapshot.Record(presenter.view)

    let vended = animated || style == .custom
      ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source) : nil
    let animator = vended ?? CoverVerticalAnimator(isPresenting: true)
    let interactor = vended.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    let context = TransitionContext(
      containerView: container, from: presenter, to: presented, animator: animator, interactionController: interactor,
      isAnimated: animated, presentationStyle: style)
    let removesPresenter = controller.shouldRemovePresentersView
    context.setView(removesPresenter ? presenter.view : nil, forKey: .from)
    let presenterFrame = presenter.view.superview?.convert(presenter.view.frame, to: container) ?? .zero
    context.setInitialFrame(presenterFrame, for: presenter)
    context.setFinalFrame(removesPresenter ? .zero : presenterFrame, for: presenter)
    context.setFinalFrame(style != .custom || controller.isVended ? controller.frameOfPresentedViewInContainerView : .zero, for: presented)
    context.appearance = TransitionAppearance(
      appearing: presented, disappearing: removesPresenter || presented.forwardsAppearanceToPresenter ? presenter : nil)
    if !removesPresenter { context.anchoredViews = [HierarchySnapshot.Record(presenter.view)] }
    context.willBegin = { [weak context] in
      LifecycleTrace.record(controller.traceName, "presentationTransitionWillBegin")
      controller.presentationTransitionWillBegin()
      // Asked only now, as on the platform: a presented view that wraps the root view is
      // usually made in presentationTransitionWillBegin().
      context?.setView(controller.presentedView, forKey: .to)
      container.setNeedsLayout()
    }
    context.completion = { completed in
      LifecycleTrace.record(controller.traceName, "presentationTransitionDidEnd(\(completed))")
      controller.presentationTransitionDidEnd(completed)
      if completed {
        if removesPresenter { presenter.view.removeFromSuperview() }
      } else {
        unlink(presented, from: presenter)
        container.removeFromSuperview()
      }
    }
    if let completion {
      context.requestCompletion = { [weak context] in
        guard context?.transitionWasCancelled == false else { return }
        LifecycleTrace.record(presenter, "presentCompletion")
        completion()
      }
    }
    context.start()
  }

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
    context.appearance = TransitionAppearance(
      appearing: removesPresenter || presented.forwardsAppearanceToPresenter ? presenter : nil, disappearing: presented)
    if !removesPresenter { context.anchoredViews = [HierarchySnapshot.Record(presenter.view)] }
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
    if let completion {
      context.requestCompletion = { [weak context] in
        guard context?.transitionWasCancelled == false else { return }
        LifecycleTrace.record(presenter, "dismissCompletion")
        completion()
      }
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

  private static func presentationController(
    for presented: ViewController, presenter: ViewController, source: ViewController, style: ModalPresentationStyle
  ) -> PresentationController {
    let controller: PresentationController
    switch style {
    case .custom:
      if let vended = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter, source: source) {
        vended.isVended = true
        controller = vended
      } else {
        controller = PresentationController(presentedViewController: presented, presenting: presenter)
      }
    case .fullScreen:
      controller = FullScreenPresentationController(presentedViewController: presented, presenting: presenter)
    case .overFullScreen, .none:
      controller = PresentationController(presentedViewController: presented, presenting: presenter)
    }
    controller.presentingViewController = presenter
    controller.presentationStyle = style
    return controller
  }

  private static func putBack(_ record: HierarchySnapshot.Record) {
    guard let superview = record.superview else { return }
    View.performWithoutAnimation {
      superview.insertSubview(record.view, at: record.index)
      record.restoreProperties()
    }
  }

  private static func unlink(_ presented: ViewController, from presenter: ViewController) {
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
    presented.presentationController = nil
  }
}
