import SegueGeometry

/// Builds and runs the transition contexts of modal presentation and dismissal.
@MainActor
enum ModalTransition {
  static func present(
    _ presented: ViewController, over presenter: ViewController, source: ViewController, animated: Bool,
    startProgress: Double = 0, completion: (() -> Void)?
  ) {
    let window = presenter.view.window!
    let style = presented.modalPresentationStyle
    let delegate = presented.transitioningDelegate
    let controller = presentationController(for: presented, presenter: presenter, source: source, style: style)
    // The delegate's hook may have presented something itself (re-entering present): that one
    // stands, and this request is refused as it would have been after it.
    if let current = presenter.presentedViewController ?? presented.presentingViewController.map({ _ in presented }) {
      return TransitionDiagnostics.report(
        .overlappingTransition,
        "present(_:animated:) of \(presented.traceName) on \(presenter.traceName), which presented \(current.traceName) from the transitioning delegate's presentationController(forPresented:presenting:source:); refused (present from the completion instead)"
      )
    }
    presented.presentingViewController = presenter
    presenter.presentedViewController = presented
    presented.presentationController = controller
    let container = TransitionContainerView(frame: window.bounds)
    container.presentationController = controller
    controller.containerView = container
    window.addSubview(container)
    controller.presenterHome = HierarchySnapshot.Record(presenter.view)

    let vended =
      animated || style == .custom
      ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source) : nil
    let animator =
      vended ?? ZoomAnimator(zoomingIn: true, zoomed: presented, source: presenter)
      ?? CoverVerticalAnimator(isPresenting: true)
    let asked = vended.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    let interactor = asked
    let context = TransitionContext(
      containerView: container, from: presenter, to: presented, animator: animator, interactionController: interactor,
      isAnimated: animated, presentationStyle: style)
    let removesPresenter = controller.shouldRemovePresentersView
    context.setView(removesPresenter ? presenter.view : nil, forKey: .from)
    let presenterFrame = presenter.view.superview?.convert(presenter.view.frame, to: container) ?? .zero
    context.setInitialFrame(presenterFrame, for: presenter)
    context.setFinalFrame(removesPresenter ? .zero : presenterFrame, for: presenter)
    context.setFinalFrame(
      style != .custom || controller.isVended ? controller.frameOfPresentedViewInContainerView : .zero, for: presented)
    let finish = share(
      context, presenting: true, presented: presented, presenter: presenter, removesPresenter: removesPresenter,
      completion: completion)
    var began = false
    context.observer = { [weak context] event in
      switch event {
      case .willBegin:
        began = true
        container.transitionBegan()
        LifecycleTrace.record(controller.traceName, "presentationTransitionWillBegin")
        controller.presentationTransitionWillBegin()
        // Asked only now, as on the platform: a presented view that wraps the root view is
        // usually made in presentationTransitionWillBegin().
        context?.setView(controller.presentedView, forKey: .to)
        container.setNeedsLayout()
      case .ended(let completed):
        if began {
          LifecycleTrace.record(controller.traceName, "presentationTransitionDidEnd(\(completed))")
          controller.presentationTransitionDidEnd(completed)
        }
        if completed {
          if removesPresenter { presenter.view.removeFromSuperview() }
        } else {
          unlink(presented, from: presenter)
          container.removeFromSuperview()
        }
      case .finished, .refused:
        finish(event)
      }
    }
    if interactor == nil, animated { context.startProgress = startProgress }
    container.run(context, presenting: true)
    context.start()
  }

  /// Sets what presentation and dismissal share: the presenter's appearance calls (only when
  /// its view is removed, when the presented view controller forwards them, or when
  /// `notifiesPresenter` asks for them), the
  /// presenter's view kept in its superview when it stays, ``ViewController/isBeingPresented``
  /// or ``ViewController/isBeingDismissed`` (until after the `did` appearance calls, or the
  /// refusal), and the request's completion, run only when the transition completed; returns
  /// what the context's observer does on ``TransitionEvent/finished(completed:)`` and
  /// ``TransitionEvent/refused``.
  static func share(
    _ context: TransitionContext, presenting: Bool, presented: ViewController, presenter: ViewController,
    removesPresenter: Bool, notifiesPresenter: Bool = false, completion: (() -> Void)?
  ) -> (TransitionEvent) -> Void {
    let notified = removesPresenter || notifiesPresenter || presented.forwardsAppearanceToPresenter ? presenter : nil
    context.appearance =
      presenting
      ? TransitionAppearance(appearing: presented, disappearing: notified)
      : TransitionAppearance(appearing: notified, disappearing: presented)
    if !removesPresenter { context.anchoredViews = [HierarchySnapshot.Record(presenter.view)] }
    if presenting { presented.isBeingPresented = true } else { presented.isBeingDismissed = true }
    // Each clears only its own flag: a dismissal requested from the presentation's `did` calls
    // (or a presentation from the dismissal's) is under way by now and keeps its own.
    return { event in
      if presenting { presented.isBeingPresented = false } else { presented.isBeingDismissed = false }
      guard let completion, event == .finished(completed: true) else { return }
      LifecycleTrace.record(presenter, presenting ? "presentCompletion" : "dismissCompletion")
      completion()
    }
  }

  private static func presentationController(
    for presented: ViewController, presenter: ViewController, source: ViewController, style: ModalPresentationStyle
  ) -> PresentationController {
    let controller: PresentationController
    switch style {
    case .custom:
      if let vended = presented.transitioningDelegate?.presentationController(
        forPresented: presented, presenting: presenter, source: source)
      {
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

  static func putBack(_ record: HierarchySnapshot.Record) {
    guard let superview = record.superview else { return }
    View.performWithoutAnimation {
      superview.insertSubview(record.view, at: record.index)
      record.restoreProperties()
    }
  }

  /// Abandons the transitions still running for `controller`, its descendants and the view
  /// controllers they present (see ``TransitionContext/abandon()``).
  static func abandonTransitions(under controller: ViewController) {
    controller.activeCoordinator?.context.abandon()
    for child in controller.children { abandonTransitions(under: child) }
    if let presented = controller.presentedViewController { abandonTransitions(under: presented) }
  }

  /// Unlinks every presentation made by `controller`, its descendants and the view controllers
  /// they present, deepest first.
  static func unlinkAll(under controller: ViewController) {
    for child in controller.children { unlinkAll(under: child) }
    guard let presented = controller.presentedViewController else { return }
    unlinkAll(under: presented)
    unlink(presented, from: controller)
  }

  static func unlink(_ presented: ViewController, from presenter: ViewController) {
    if presenter.presentedViewController === presented { presenter.presentedViewController = nil }
    if presented.presentingViewController === presenter { presented.presentingViewController = nil }
    presented.presentationController = nil
  }
}
