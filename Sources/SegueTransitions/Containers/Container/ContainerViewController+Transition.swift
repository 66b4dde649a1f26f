import SegueGeometry
import SegueUI

extension ContainerViewController {
  /// Selects `child`: through a transition when the container is in a window and shows
  /// another child, at once otherwise; deferred while a transition runs, except that selecting
  /// the child a transition is leaving converts it (see ``ContainerViewController``).
  func select(_ child: ViewController) {
    let start = conversion(to: child) ?? 0
    guard runningContext == nil, !isAskingDelegate, !isConverting else {
      deferredSelections.append(child)
      return
    }
    guard child !== selectedChild, mayAdopt(child) else { return }
    guard isViewLoaded else {
      selectedChild = child
      return
    }
    guard let previous = selectedChild, view.window != nil else {
      if let previous = selectedChild { hide(previous) }
      show(child)
      delegate?.containerViewController(self, didSelect: child)
      return
    }
    transition(from: previous, to: child, startProgress: start)
  }

  /// Ends the running transition at once when `child` is the child it is leaving (or, once
  /// cancelled, the one it was heading for) and returns the progress the transition to
  /// `child` starts at, so that it shows what was on screen; nil when there is nothing to
  /// convert or the transition cannot end now (an interaction holds it, or its animator
  /// completes later).
  private func conversion(to child: ViewController) -> Double? {
    guard !isAskingDelegate, deferredSelections.isEmpty, let context = runningContext,
      let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to),
      child === (context.transitionWasCancelled ? to : from)
    else { return nil }
    let start = context.reversalProgress(interactive: false)
    // Selections the ended transition's completions make wait for the converted one.
    isConverting = true
    defer { isConverting = false }
    return context.endAtOnce() ? start : nil
  }

  /// Makes `child` the shown child at once: containment, view and, while the container is on
  /// screen, the appearance calls.
  func show(_ child: ViewController) {
    guard mayAdopt(child) else { return }
    let onScreen = appearanceState == .appeared
    addChild(child)
    if onScreen { child.beginAppearanceTransition(true, animated: false) }
    child.view.frame = containerView.bounds
    containerView.addSubview(child.view)
    if onScreen { child.endAppearanceTransition() }
    child.didMove(toParent: self)
    selectedChild = child
    buttonsView.select(index(of: child))
  }

  /// Removes the shown child `child` at once.
  private func hide(_ child: ViewController) {
    let onScreen = appearanceState == .appeared
    child.willMove(toParent: nil)
    if onScreen { child.beginAppearanceTransition(false, animated: false) }
    child.viewIfLoaded?.removeFromSuperview()
    if onScreen { child.endAppearanceTransition() }
    selectedChild = nil
    child.removeFromParent()
  }

  /// Runs the transition from `previous` to `next` as the articles do, the buttons' selection
  /// moving alongside; one that plays by itself starts `startProgress` of the way in.
  private func transition(from previous: ViewController, to next: ViewController, startProgress: Double) {
    view.layoutIfNeeded()
    let fromIndex = index(of: previous) ?? 0
    let toIndex = index(of: next) ?? 0
    isAskingDelegate = true
    let vended = delegate?.containerViewController(self, animationControllerForTransitionFrom: previous, to: next)
    let animator = vended ?? HorizontalSlideAnimator(goingRight: toIndex > fromIndex)
    let interaction = interactionController(for: animator, animatorIsDefault: vended == nil)
    isAskingDelegate = false
    let context = TransitionContext(
      containerView: containerView, from: previous, to: next, animator: animator, interactionController: interaction)
    if interaction == nil { context.startProgress = startProgress }
    let bounds = containerView.bounds
    let travel = toIndex > fromIndex ? -bounds.width : bounds.width
    context.setInitialFrame(bounds, for: previous)
    context.setInitialFrame(bounds.offsetBy(dx: -travel, dy: 0), for: next)
    context.setFinalFrame(bounds, for: next)
    previous.willMove(toParent: nil)
    addChild(next)
    runningContext = context
    selectedChild = next
    context.transitionCoordinator?.animate(
      alongsideTransition: { [buttonsView] _ in
        buttonsView.select(toIndex)
      },
      completion: { [buttonsView] coordinatorContext in
        if coordinatorContext.isCancelled { buttonsView.select(fromIndex) }
      })
    context.observer = { [weak self] event in
      guard let self else { return }
      switch event {
      case .willBegin:
        transitionCatch.update()
      case .ended(let completed):
        if completed {
          previous.viewIfLoaded?.removeFromSuperview()
          previous.removeFromParent()
          next.didMove(toParent: self)
        } else {
          selectedChild = previous
          next.willMove(toParent: nil)
          next.removeFromParent()
          previous.didMove(toParent: self)
          buttonsView.select(fromIndex)
        }
      case .finished, .refused:
        transitionEnded()
      }
    }
    context.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] _ in self?.transitionCatch.update() }
    delegate?.containerViewController(self, didSelect: next)
    context.start()
  }

  /// The interaction controller of a transition run by `animator`: the container's pan
  /// interaction while a pan is beginning, else the delegate's for an animator it vended.
  private func interactionController(
    for animator: any AnimatedTransitioning, animatorIsDefault: Bool
  ) -> (any InteractiveTransitioning)? {
    if defaultInteraction.recognizer.state == .began { return defaultInteraction }
    guard !animatorIsDefault else { return nil }
    return delegate?.containerViewController(self, interactionControllerFor: animator)
  }

  /// The transition a touch may catch when it plays by itself (see
  /// ``/SegueUI/TransitionContext/isCatchable``: started without an interaction, or let go by
  /// the pan or by a percent-driven controller of the delegate's that says a catch direction),
  /// with the direction of travel that furthers it: a move to a
  /// later child slides the content left, so a finger moving left furthers it.
  var catchTarget: (context: TransitionContext, direction: Vector)? {
    guard let context = runningContext,
      let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to),
      let fromIndex = index(of: from), let toIndex = index(of: to)
    else { return nil }
    return (context, Vector(dx: toIndex > fromIndex ? -1 : 1, dy: 0))
  }

  /// Forgets the transition that ended, has the next layout pass size the selected child to the
  /// container (the window may have been resized while the transition held the frames it began
  /// with), and applies the selections code asked for meanwhile.
  private func transitionEnded() {
    runningContext = nil
    transitionCatch.update()
    viewIfLoaded?.setNeedsLayout()
    guard !isConverting else { return }
    let selections = deferredSelections
    deferredSelections = []
    for selection in selections { select(selection) }
  }
}
