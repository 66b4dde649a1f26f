import SegueGeometry

extension ViewController {
  /// Presents `viewControllerToPresent` modally with its ``modalPresentationStyle`` and its
  /// transitioning delegate's animator (the cover-vertical slide by default), starting on the
  /// next frame; `completion` runs once the presentation completed (not when it was cancelled).
  ///
  /// The presenter is the outermost ancestor of this view controller. Appearance calls follow
  /// the navigation order, which is Segue's choice since the platform documents none for modal
  /// presentation: the presenter's `viewWillDisappear` (full screen only, or with
  /// ``forwardsAppearanceToPresenter``), the presented `viewWillAppear`, then at the end the
  /// presenter's `viewDidDisappear` and the presented `viewDidAppear`. Segue's policy for
  /// overlapping requests, as the platform logs and ignores them: presenting from a view
  /// controller that already presents, or while it takes part in a transition, or presenting a
  /// view controller that is already presented or contained, is refused with a
  /// ``TransitionDiagnostics`` report.
  ///
  /// Presenting again the view controller a dismissal is taking away converts the dismissal,
  /// as on iOS 18: it ends at once and the presentation starts from what is on screen (see
  /// `ModalTransition/convert(_:toPresenting:)`).
  public func present(_ viewControllerToPresent: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
    let presenter = outermostAncestor
    let presented = viewControllerToPresent
    let start =
      presenter.presentedViewController === presented
      ? ModalTransition.convert(presented, toPresenting: true) ?? 0 : 0
    guard let refusal = presentationRefusal(presenter: presenter, presented: presented) else {
      return ModalTransition.present(
        presented, over: presenter, source: self, animated: animated, startProgress: start, completion: completion)
    }
    TransitionDiagnostics.report(.overlappingTransition, refusal)
  }

  /// Dismisses the view controller this one presented, or this one (or its outermost ancestor)
  /// when it is presented; the presenter takes over again on the next frame and `completion`
  /// runs once the dismissal completed. When the dismissed view controller presents others in
  /// turn, only the top-most one is dismissed with an animation (its own), and the ones in
  /// between are removed at once with their disappear calls, as the platform documents. A
  /// dismissal requested during a transition of the view controller, or of any view controller
  /// it presents in turn, is refused with a diagnostic before anything changes; with nothing to
  /// dismiss it does nothing. Dismissing a view controller while its presentation plays
  /// converts the presentation instead of being refused, as on iOS 18: it ends at once and the
  /// dismissal starts from what is on screen (see `ModalTransition/convert(_:toPresenting:)`).
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let root = outermostAncestor
    guard let target = root.presentedViewController ?? (root.presentingViewController != nil ? root : nil) else {
      return
    }
    let start = target.presentedViewController == nil ? ModalTransition.convert(target, toPresenting: false) ?? 0 : 0
    if target.isInTransition || target.presentingViewController?.isInTransition == true {
      return TransitionDiagnostics.report(
        .overlappingTransition,
        "dismiss(animated:) of \(target.traceName) while a transition of it runs; refused (dismiss from the completion of the running transition)"
      )
    }
    var top = target
    while let above = top.presentedViewController {
      // Checked before anything changes: the ones in between are removed at once below.
      if above.isInTransition {
        return TransitionDiagnostics.report(
          .overlappingTransition,
          "dismiss(animated:) of \(target.traceName) while a transition of \(above.traceName), which it leads to, runs; refused (dismiss from the completion of the running transition)"
        )
      }
      top = above
    }
    guard top !== target else {
      return ModalTransition.dismiss(target, animated: animated, startProgress: start, completion: completion)
    }
    let presenter = target.presentingViewController
    ModalTransition.collapse(from: target, keeping: top)
    let reveals = presenter.map { !$0.isAppearingOrAppeared } ?? false
    ModalTransition.dismiss(top, animated: animated, revealsPresenter: reveals, completion: completion)
  }

  /// This view controller's outermost container (itself when it has no parent).
  var outermostAncestor: ViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// Why presenting `presented` over `presenter` must be refused, if it must.
  private func presentationRefusal(presenter: ViewController, presented: ViewController) -> String? {
    if let current = presenter.presentedViewController {
      return
        "present(_:animated:) of \(presented.traceName) on \(presenter.traceName), which already presents \(current.traceName); refused (dismiss it first, or present from \(current.traceName))"
    }
    if presenter.isInTransition {
      return
        "present(_:animated:) of \(presented.traceName) while \(presenter.traceName) is in a transition; refused (present from the transition's completion)"
    }
    if presented.presentingViewController != nil || presented.parent != nil || presented === presenter {
      return
        "present(_:animated:) of \(presented.traceName), which is already presented or contained; refused (present a view controller that is not on screen)"
    }
    if presenter.viewIfLoaded?.window == nil {
      return
        "present(_:animated:) on \(presenter.traceName), whose view is in no window; refused (make it the window's root view controller first)"
    }
    return nil
  }
}
