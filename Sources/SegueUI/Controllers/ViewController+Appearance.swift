extension ViewController {
  /// Tells the view controller its view is about to appear (`isAppearing`) or disappear, the
  /// way custom containers drive their children: it gets `viewWillAppear(_:)` or
  /// `viewWillDisappear(_:)`, and ``endAppearanceTransition()`` later brings the matching
  /// `did` call.
  ///
  /// Follows the platform's state diagram: a view controller that is appearing may be told to
  /// disappear (a cancelled transition), one that is disappearing to appear again. A call that
  /// does not change the state (appear while appearing or appeared) is ignored. When
  /// ``shouldAutomaticallyForwardAppearanceMethods`` is `true`, the children whose views are in
  /// this view controller's view get the same call.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      loadViewIfNeeded()
      appearanceState = .appearing
      appearanceAnimated = animated
      didCallIsAppearing = false
      LifecycleTrace.record(self, "viewWillAppear(\(animated))")
      viewWillAppear(animated)
      if loadedView?.window != nil { callIsAppearing() }
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      appearanceAnimated = animated
      LifecycleTrace.record(self, "viewWillDisappear(\(animated))")
      viewWillDisappear(animated)
    }
    for child in forwardedChildren {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Ends the appearance transition begun with ``beginAppearanceTransition(_:animated:)``: an
  /// appearing view controller gets `viewIsAppearing(_:)` (if its view never reached a window)
  /// and `viewDidAppear(_:)`, a disappearing one `viewDidDisappear(_:)`; otherwise nothing.
  public func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      if !didCallIsAppearing { callIsAppearing() }
      appearanceState = .appeared
      LifecycleTrace.record(self, "viewDidAppear(\(appearanceAnimated))")
      viewDidAppear(appearanceAnimated)
      if case .zoom = preferredTransition?.kind, zoomDismissal == nil {
        zoomDismissal = ZoomDismissInteraction(zoomed: self)
      }
    case .disappearing:
      appearanceState = .disappeared
      LifecycleTrace.record(self, "viewDidDisappear(\(appearanceAnimated))")
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      return
    }
    for child in forwardedChildren {
      child.endAppearanceTransition()
    }
  }

  /// Ends the appearance of a view controller that a transition leaves on screen: its `did`
  /// call, unless its parent, which passes appearance on by itself, began to disappear while
  /// the transition ran (a full-screen presentation covered a tab bar controller during a tab
  /// switch). The parent's `viewWillDisappear(_:)` did not reach the child then, so the child
  /// disappears with the parent now: `viewWillDisappear(_:)` at once, `viewDidDisappear(_:)`
  /// with the parent's, or at once when the parent has disappeared already. One that the
  /// parent's `viewWillDisappear(_:)` reached already (it began to disappear with the parent
  /// while the transition ran) keeps disappearing until the parent's `did` brings its own, since
  /// its view stays on screen until then.
  func endAppearanceFollowingParent() {
    if appearanceState == .disappearing, let parent, parent.shouldAutomaticallyForwardAppearanceMethods,
      parent.appearanceState == .disappearing, isInParentView
    {
      return
    }
    guard appearanceState == .appearing, let parent, parent.shouldAutomaticallyForwardAppearanceMethods,
      !parent.isAppearingOrAppeared
    else { return endAppearanceTransition() }
    beginAppearanceTransition(false, animated: appearanceAnimated)
    if parent.appearanceState == .disappeared { endAppearanceTransition() }
  }

  /// Whether the view controller is on screen or on its way there.
  public var isAppearingOrAppeared: Bool {
    appearanceState == .appearing || appearanceState == .appeared
  }

  /// The children that get this view controller's appearance calls passed on.
  private var forwardedChildren: [ViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
    return children.filter { child in
      guard let childView = child.loadedView else { return false }
      return childView === root || childView.isDescendant(of: root)
    }
  }

  private func callIsAppearing() {
    didCallIsAppearing = true
    LifecycleTrace.record(self, "viewIsAppearing(\(appearanceAnimated))")
    viewIsAppearing(appearanceAnimated)
  }

  /// Called when the root view entered or left a window, or moved between superviews out of
  /// every window.
  ///
  /// An appearing view controller gets `viewIsAppearing(_:)` when its view reaches a window. A
  /// child whose parent forwards appearance automatically, and that takes part in no transition
  /// of its own, follows its parent: when its view is added to the window while the parent is
  /// on screen it gets a whole appearance (will, then did), and a whole disappearance when it is
  /// removed (also while the parent is still appearing or disappearing, whose `did` would no
  /// longer reach it), as the platform does for a custom container that only adds and removes views;
  /// when its view joins the parent's view while the parent is appearing it gets its `will`
  /// call, and the parent's `did` brings its own; when its view leaves the parent's view while
  /// it is appearing or disappearing, its appearance ends at once as a disappearance, since the
  /// parent's `did` no longer reaches it; so does one still appearing or disappearing, out of
  /// the window, once its parent has disappeared (the parent's `did` came while the child's view
  /// was away, and it came back afterwards).
  func rootViewDidMove() {
    let inWindow = loadedView?.window != nil
    let parentState = automaticParentState
    switch appearanceState {
    case .appearing where inWindow && !didCallIsAppearing:
      callIsAppearing()
    case .disappeared where inWindow && parentState == .appeared:
      beginAppearanceTransition(true, animated: false)
      endAppearanceTransition()
    case .disappeared where inWindow && parentState == .appearing && isInParentView:
      beginAppearanceTransition(true, animated: parent?.appearanceAnimated ?? false)
    case .appeared where !inWindow && parentState != nil:
      beginAppearanceTransition(false, animated: false)
      endAppearanceTransition()
    case .appearing where !inWindow && parentState != nil && !isInParentView:
      beginAppearanceTransition(false, animated: appearanceAnimated)
      endAppearanceTransition()
    case .disappearing where !inWindow && parentState != nil && !isInParentView:
      endAppearanceTransition()
    case .disappearing where !inWindow && parentState == .disappeared:
      endAppearanceTransition()
    case .appearing where !inWindow && parentState == .disappeared:
      beginAppearanceTransition(false, animated: appearanceAnimated)
      endAppearanceTransition()
    default:
      break
    }
  }

  /// Ends the appearance transition of a view controller that nothing would end any more: one
  /// that takes part in no transition, whose view is out of every window, and that has neither
  /// a parent nor a presenter. That is a child a container let go of in a transition of its
  /// own made while the container itself appeared or disappeared (a custom container switching
  /// children, or a stack popping, while a tab switch or a full-screen presentation takes the
  /// container off the screen): its parent's `did` call no longer reaches it. Segue's choice: a
  /// disappearing one gets `viewDidDisappear(_:)`, an appearing or appeared one disappears (will,
  /// then did), so that its appearance agrees with its view being off the screen.
  func endAbandonedAppearance() {
    guard activeCoordinator == nil, parent == nil, presentingViewController == nil, loadedView?.window == nil
    else { return }
    switch appearanceState {
    case .appearing, .appeared:
      beginAppearanceTransition(false, animated: appearanceAnimated)
      endAppearanceTransition()
    case .disappearing:
      endAppearanceTransition()
    case .disappeared:
      break
    }
  }

  /// The parent's appearance state, when the parent passes appearance on to its children by
  /// itself and this view controller takes part in no transition, or only in one still waiting
  /// to begin (which decides its calls when it begins, from the states the view controllers
  /// have then); `nil` otherwise.
  private var automaticParentState: AppearanceState? {
    guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, activeCoordinator?.isWaitingToBegin ?? true
    else { return nil }
    return parent.appearanceState
  }

  /// Whether the root view is in the parent's view.
  private var isInParentView: Bool {
    guard let view = loadedView, let parentView = parent?.loadedView else { return false }
    return view.isDescendant(of: parentView)
  }
}
