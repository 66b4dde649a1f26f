import SegueGeometry

extension TabBarController {
  /// Selects `child`: at once without an animator from the delegate (or when the tab bar
  /// controller is not in a window), else through a transition; deferred while one runs or
  /// another change is being made at once.
  ///
  /// Selecting again the tab a switch is leaving converts the switch instead of waiting for
  /// it, as a navigation controller's opposite requests do (see
  /// ``NavigationController``): the switch ends at once and the switch back starts in the same
  /// frame from what is on screen.
  func select(_ child: ViewController) {
    let start = conversion(to: child) ?? 0
    guard !isChanging else {
      deferredChanges.append { [weak self, weak child] in
        guard let self, let child, self.children.contains(where: { $0 === child }) else { return }
        self.select(child)
      }
      return
    }
    // The delegate's `shouldSelect` may have changed the children since the tap.
    guard child !== selectedChild, children.contains(where: { $0 === child }) else { return }
    guard let previous = selectedChild, isViewLoaded, view.window != nil,
      let animator = holdingChanges({
        delegate?.tabBarController(self, animationControllerForTransitionFrom: previous, to: child)
      })
    else {
      changeAtOnce { switchAtOnce(to: child, from: selectedChild, animated: false) }
      return
    }
    transition(from: previous, to: child, animator: animator, startProgress: start)
  }

  /// Ends the running switch at once when `child` is the tab it is leaving (the one it heads
  /// back to, once cancelled, is the one it was heading for), and returns the progress the
  /// switch to `child` starts at; nil when there is nothing to convert or the switch cannot
  /// end now (an interaction holds it, or its animator completes later).
  private func conversion(to child: ViewController) -> Double? {
    guard let context = convertibleSwitch(to: child) else { return nil }
    let start = context.reversalProgress(interactive: false)
    return context.endAtOnce() ? start : nil
  }

  /// The running switch's context when selecting `child` converts it (see ``select(_:)``).
  func convertibleSwitch(to child: ViewController) -> TransitionContext? {
    guard deferredChanges.isEmpty, !isChangingAtOnce, let context = runningContext, context.isInterruptible,
      let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to)
    else { return nil }
    return child === (context.transitionWasCancelled ? to : from) ? context : nil
  }

  /// Runs `ask` (a question to the delegate while a switch starts) with selections and new sets
  /// of children held back as during a change, so that one the delegate makes follows the
  /// switch instead of pulling its view controllers away under it.
  private func holdingChanges<Answer>(_ ask: () -> Answer) -> Answer {
    let wasChanging = isChangingAtOnce
    isChangingAtOnce = true
    defer { isChangingAtOnce = wasChanging }
    return ask()
  }

  /// Whether a transition runs or a change is being made at once: selections and new sets of
  /// children asked for meanwhile wait in ``deferredChanges``.
  var isChanging: Bool { runningContext != nil || isChangingAtOnce }

  /// Runs `change`, made at once, holding back the changes its appearance calls ask for (a
  /// `viewWillAppear(_:)` that selects another tab), then applies them in order.
  func changeAtOnce(_ change: () -> Void) {
    isChangingAtOnce = true
    change()
    isChangingAtOnce = false
    applyDeferredChanges()
  }

  /// Shows `next` instead of `previous` without a transition. When the tab bar controller is on
  /// screen the two get their appearance calls in the tab bar's order; while it appears or
  /// disappears, its own calls carry the children along.
  func switchAtOnce(to next: ViewController?, from previous: ViewController?, animated: Bool) {
    guard next !== previous else { return }
    selectedChild = next
    tabBar.selectedItem = next?.tabBarItem
    guard isViewLoaded else { return }
    view.layoutIfNeeded()
    let onScreen = appearanceState == .appeared
    if onScreen {
      next?.beginAppearanceTransition(true, animated: animated)
      previous?.beginAppearanceTransition(false, animated: animated)
    }
    if let next {
      next.view.frame = transitionView.bounds
      transitionView.addSubview(next.view)
    }
    if let old = previous?.viewIfLoaded, old.superview === transitionView { old.removeFromSuperview() }
    if onScreen {
      previous?.endAppearanceTransition()
      next?.endAppearanceTransition()
    }
  }

  /// Runs the transition from `previous` to `next` with `animator` and the delegate's
  /// interaction controller for it: the selection moves at once and moves back if the
  /// transition is cancelled.
  private func transition(
    from previous: ViewController, to next: ViewController, animator: any AnimatedTransitioning,
    startProgress: Double
  ) {
    view.layoutIfNeeded()
    let vended = holdingChanges { delegate?.tabBarController(self, interactionControllerFor: animator) }
    let interaction = vended
    let context = TransitionContext(
      containerView: transitionView, from: previous, to: next, animator: animator, interactionController: interaction)
    if interaction == nil { context.startProgress = startProgress }
    context.appearance = TransitionAppearance(appearing: next, disappearing: previous, order: .appearingFirst)
    context.setInitialFrame(transitionView.bounds, for: previous)
    context.setFinalFrame(transitionView.bounds, for: next)
    runningContext = context
    selectedChild = next
    tabBar.selectedItem = next.tabBarItem
    context.observer = { [weak self] event in
      guard let self else { return }
      switch event {
      case .willBegin:
        transitionCatch.update()
      case .ended(true):
        if let old = previous.viewIfLoaded, old.superview === transitionView { old.removeFromSuperview() }
      case .ended(false):
        selectedChild = previous
        tabBar.selectedItem = previous.tabBarItem
      case .finished, .refused:
        transitionEnded()
      }
    }
    context.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] _ in self?.transitionCatch.update() }
    context.start()
  }

  /// The switch a touch may catch when it plays by itself (see
  /// ``TransitionContext/isCatchable``), with the direction of travel that furthers it. Segue's choice, as the
  /// library's tab slide moves: a switch to a tab further right moves the content left, so a
  /// finger moving left furthers it.
  var catchTarget: (context: TransitionContext, direction: Vector)? {
    guard let context = runningContext,
      let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to),
      let fromIndex = children.firstIndex(where: { $0 === from }),
      let toIndex = children.firstIndex(where: { $0 === to })
    else { return nil }
    return (context, Vector(dx: toIndex > fromIndex ? -1 : 1, dy: 0))
  }

  /// Forgets the transition that ended, has the next layout pass size the selected child to the
  /// children's area (the window may have been resized while the transition held the frames it
  /// began with), and applies the changes code asked for meanwhile.
  private func transitionEnded() {
    runningContext = nil
    transitionCatch.update()
    viewIfLoaded?.setNeedsLayout()
    applyDeferredChanges()
  }

  /// Applies the deferred changes in the order asked for, until one starts a transition (the
  /// rest wait for its end).
  private func applyDeferredChanges() {
    while !isChanging, !deferredChanges.isEmpty {
      deferredChanges.removeFirst()()
    }
  }

  /// Makes `newChildren` the children, in order, keeping the selection if it stays, else the
  /// same index or the first; containment calls as on the platform (`willMove(toParent:)`
  /// before, `didMove(toParent:)` once the view is in place). A view controller its parent
  /// cannot give up now is reported and left out.
  func replaceChildren(with newChildren: [ViewController], animated: Bool) {
    var unique: [ViewController] = []
    for child in newChildren where !unique.contains(where: { $0 === child }) && child !== self && mayAdopt(child) {
      unique.append(child)
    }
    let old = children
    let leaving = old.filter { child in !unique.contains { $0 === child } }
    let arriving = unique.filter { $0.parent !== self }
    let previous = selectedChild
    let previousIndex = selectedIndex
    let next =
      unique.first { $0 === previous }
      ?? (unique.indices.contains(previousIndex) ? unique[previousIndex] : unique.first)
    for child in leaving { child.willMove(toParent: nil) }
    for child in arriving { addChild(child) }
    switchAtOnce(to: next, from: previous, animated: animated)
    for child in leaving {
      child.viewIfLoaded.map { if $0.superview === transitionView { $0.removeFromSuperview() } }
      child.leaveParent()
    }
    children = unique
    for child in arriving { child.didMove(toParent: self) }
    tabBar.items = unique.map(\.tabBarItem)
    tabBar.selectedItem = next?.tabBarItem
  }
}
