import SegueUI

extension ContainerViewController {
  /// Selects `child`: through a transition when the container is in a window and shows
  /// another child, at once otherwise; deferred while a transition runs.
  func select(_ child: ViewController) {
    guard runningContext == nil, !isAskingDelegate else {
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
    transition(from: previous, to: child)
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
  /// moving alongside.
  private func transition(from previous: ViewController, to next: ViewController) {
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
    let bounds = containerView.bounds
    let travel = toIndex > fromIndex ? -bounds.width : bounds.width
    context.setInitialFrame(bounds, for: previous)
    context.setInitialFrame(bounds.offsetBy(dx: -travel, dy: 0), for: next)
    context.setFinalFrame(bounds, for: next)
    previous.willMove(toParent: nil)
    addChild(next)
    runningContext = context
    selectedChild = next
    buttonsView.isUserInteractionEnabled = false
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
        break
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
        buttonsView.isUserInteractionEnabled = true
      case .finished, .refused:
        transitionEnded()
      }
    }
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

  /// Forgets the transition that ended, has the next layout pass size the selected child to the
  /// container (the window may have been resized while the transition held the frames it began
  /// with), and applies the selections code asked for meanwhile.
  private func transitionEnded() {
    runningContext = nil
    viewIfLoaded?.setNeedsLayout()
    let selections = deferredSelections
    deferredSelections = []
    for selection in selections { select(selection) }
  }
}
