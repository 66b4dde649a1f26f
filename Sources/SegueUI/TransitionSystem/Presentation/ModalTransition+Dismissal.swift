import SegueGeometry

extension ModalTransition {
  /// Dismisses `presented` over its presenter; `revealsPresenter` gives the presenter its
  /// appear calls even when the style would not (it is uncovered by a collapsed stack).
  static func dismiss(
    _ presented: ViewController, animated: Bool, revealsPresenter: Bool = false, startProgress: Double = 0,
    completion: (() -> Void)?
  ) {
    guard let presenter = presented.presentingViewController, let controller = presented.presentationController,
      let container = controller.containerView
    else { return }
    let style = controller.presentationStyle
    let delegate = presented.transitioningDelegate
    let vended = animated || style == .custom ? delegate?.animationController(forDismissed: presented) : nil
    let animator =
      vended ?? ZoomAnimator(zoomingIn: false, zoomed: presented, source: presenter)
      ?? CoverVerticalAnimator(isPresenting: false)
    let drag = vended == nil && presented.zoomDismissal?.isDriving == true ? presented.zoomDismissal : nil
    let asked = vended.flatMap { delegate?.interactionControllerForDismissal(using: $0) } ?? drag
    let interactor = asked
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
    let homeFrame =
      home.flatMap { record in record.superview.map { $0.convert(record.frame, to: container) } } ?? container.bounds
    context.setInitialFrame(removesPresenter ? .zero : homeFrame, for: presenter)
    context.setFinalFrame(homeFrame, for: presenter)
    let finish = share(
      context, presenting: false, presented: presented, presenter: presenter, removesPresenter: removesPresenter,
      notifiesPresenter: revealsPresenter, completion: completion)
    var began = false
    context.observer = { event in
      switch event {
      case .willBegin:
        began = true
        (container as? TransitionContainerView)?.transitionBegan()
        LifecycleTrace.record(controller.traceName, "dismissalTransitionWillBegin")
        controller.dismissalTransitionWillBegin()
        container.setNeedsLayout()
      case .ended(let completed):
        if began {
          LifecycleTrace.record(controller.traceName, "dismissalTransitionDidEnd(\(completed))")
          controller.dismissalTransitionDidEnd(completed)
        }
        guard completed else { return }
        presentedView?.removeFromSuperview()
        // The presenter's view goes home before the container leaves the window, so that it
        // never leaves the window itself (which would end the animations a tab switch runs in it).
        if removesPresenter, let home { putBack(home) }
        container.removeFromSuperview()
        unlink(presented, from: presenter)
      case .finished, .refused:
        finish(event)
      }
    }
    if interactor == nil, animated { context.startProgress = startProgress }
    (container as? TransitionContainerView)?.run(context, presenting: false)
    context.start()
  }

  /// Collapses the stack of presentations from `target` up to `top` (which `target` presents,
  /// directly or not) so that `top` is presented by `target`'s presenter: the view controllers
  /// in between are removed at once with their disappear calls, as the platform does when a
  /// stack is dismissed from below, and the presenter's view is back in the window under
  /// `top`'s presentation unless `top` is full screen, whose dismissal brings it back as its
  /// "to" view (so that a cancelled one leaves it out). `top` keeps its own presentation
  /// controller and container.
  static func collapse(from target: ViewController, keeping top: ViewController) {
    guard let presenter = target.presentingViewController, let home = target.presentationController?.presenterHome,
      let topController = top.presentationController
    else { return }
    removeAtOnce(chain(from: target, upTo: top))
    presenter.presentedViewController = top
    top.presentingViewController = presenter
    topController.presentingViewController = presenter
    topController.presenterHome = home
    // A full-screen top's dismissal brings the presenter's view back itself, as its "to" view,
    // and a cancelled one must leave it out.
    if presenter.view.window == nil, !topController.shouldRemovePresentersView { putBack(home) }
  }

  /// `first` and the view controllers it presents in turn, bottom first, up to (without) `top`.
  static func chain(from first: ViewController?, upTo top: ViewController? = nil) -> [ViewController] {
    var chain: [ViewController] = []
    var current = first
    while let controller = current, controller !== top {
      chain.append(controller)
      current = controller.presentedViewController
    }
    return chain
  }

  /// Takes `chain` (presented view controllers, bottom first) off the screen at once, top-most
  /// first, each with its disappear calls, and unlinks each from its presenter.
  static func removeAtOnce(_ chain: [ViewController]) {
    for controller in chain.reversed() {
      controller.beginAppearanceTransition(false, animated: false)
      controller.presentationController?.containerView?.removeFromSuperview()
      controller.endAppearanceTransition()
      if let below = controller.presentingViewController { unlink(controller, from: below) }
      controller.presentedViewController = nil
    }
  }
}
