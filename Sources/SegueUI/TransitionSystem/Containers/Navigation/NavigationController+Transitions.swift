import SegueGeometry

extension NavigationController {
  /// Runs a change to `stack` now, or queues it while a transition runs or a change is being
  /// applied at once.
  ///
  /// A request for the stack the running transition left (a pop during a push), or for the
  /// one it heads back from once cancelled, converts it instead: see ``reversal(to:)``.
  func request(_ stack: [ViewController], animated: Bool, interactive: Bool = false) {
    let request = NavigationRequest(stack: stack, animated: animated, interactive: interactive)
    guard let reversal = reversal(to: request), let context = runningContext else {
      pendingRequests.append(request)
      return runPendingRequests()
    }
    pendingRequests.append(reversal)
    // Ending the running transition runs the reversal (`transitionFinished`); an animator that
    // completes later leaves its end on screen, where the reversal then starts from. The pop
    // gestures keep their state meanwhile: a back swipe may be what converts it.
    isConverting = true
    let ended = context.endAtOnce()
    isConverting = false
    if !ended, !pendingRequests.isEmpty {
      // A swipe cannot wait for an animator that completes later: it lets go; a request by
      // code waits and starts from the end the transition shows.
      if reversal.interactive { pendingRequests.removeFirst() } else { pendingRequests[0].startProgress = 0 }
    }
    runPendingRequests()
  }

  /// The request that converts the running transition when `request` asks for the opposite
  /// change, nil otherwise.
  ///
  /// iOS 18's semantics, which Segue keeps for every opposite pair: a request for the stack
  /// the running transition is leaving (a pop during a push, a push of the page a pop is
  /// taking away) while no interaction holds it does not wait: the running transition ends at
  /// once at the end it heads for (the pushed page appeared, with its appearance calls), and
  /// the request's transition starts in the same frame from what is on screen. Its progress
  /// starts where its animator shows what the interrupted one showed (see
  /// ``TransitionContext/reversalProgress(interactive:)``: the mirror of the fraction of the
  /// motion shown, along the animators' curves, a back swipe's linearly). A cancelled transition
  /// heading back is converted the same way by a request for the stack it was heading to.
  /// Other requests wait for the running transition, in order; so does a request by code when
  /// the running transition cannot end now (its animator completes later), while a back swipe
  /// then does nothing.
  func reversal(to request: NavigationRequest) -> NavigationRequest? {
    guard reverses(to: request.stack), let context = runningContext else { return nil }
    var reversal = request
    reversal.startProgress = request.animated ? context.reversalProgress(interactive: request.interactive) : 0
    return reversal
  }

  /// Whether a request for `stack` now converts the running transition (see
  /// ``reversal(to:)``).
  func reverses(to stack: [ViewController]) -> Bool {
    guard pendingRequests.isEmpty, let running = runningRequest, let context = runningContext,
      context.isInterruptible
    else { return false }
    let left = context.transitionWasCancelled ? running.stack : shownControllers
    return stack.count == left.count && zip(stack, left).allSatisfy { $0 === $1 }
  }

  /// Runs the queued requests, in order, until one starts a transition.
  func runPendingRequests() {
    while runningRequest == nil, !pendingRequests.isEmpty {
      run(pendingRequests.removeFirst())
    }
    updatePopGesture()
  }

  /// Animates `request` when it asks for it, changes the top and the view is in an
  /// application's window; applies it at once otherwise.
  /// View controllers whose parents cannot give them up now are reported and left out of the
  /// stack; a request left with none is dropped.
  private func run(_ asked: NavigationRequest) {
    let stack = asked.stack.filter { mayAdopt($0) }
    guard !stack.isEmpty else { return }
    var request = asked
    request.stack = stack
    let animates =
      request.animated && request.stack.last !== shownControllers.last
      && viewIfLoaded?.window?.application != nil && shownControllers.last != nil
    if animates {
      startTransition(request)
    } else {
      apply(request)
    }
  }

  /// The operation that goes from the shown stack to `stack`.
  func operation(to stack: [ViewController]) -> Operation {
    guard let top = stack.last, top !== shownControllers.last else { return .none }
    return shownControllers.contains { $0 === top } ? .pop : .push
  }

  /// Applies `request` at once: containment, the delegate's `willShow`, the appearance calls
  /// (when the navigation controller is on screen or on its way), the views, `didShow`.
  ///
  /// The request counts as running until it is applied, so that a request made from one of
  /// those calls (a push from `viewDidAppear(_:)`) is queued behind it and applied to the
  /// stack it leads to.
  func apply(_ request: NavigationRequest) {
    runningRequest = request
    defer { runningRequest = nil }
    let change = StackChange(from: shownControllers, to: request.stack)
    let from = shownControllers.last
    let to = request.stack.last
    let topChanges = from !== to
    change.begin(in: self)
    if topChanges { replaceTop(from, with: to) }
    shownControllers = request.stack
    showStackInBar()
    change.end(in: self, completed: true)
    if topChanges, let to { delegate?.navigationController(self, didShow: to, animated: false) }
  }

  /// Shows `to` instead of `from` at once: the delegate's `willShow`, the appearance calls (when
  /// the navigation controller is on screen or on its way) and the views.
  private func replaceTop(_ from: ViewController?, with to: ViewController?) {
    if let to { delegate?.navigationController(self, willShow: to, animated: false) }
    let appears = isAppearingOrAppeared
    if appears {
      from?.beginAppearanceTransition(false, animated: false)
      to?.beginAppearanceTransition(true, animated: false)
    }
    if isViewLoaded {
      view.layoutIfNeeded()
      let container = transitionView
      if let toView = to?.view {
        View.performWithoutAnimation { toView.frame = container.bounds }
        container.addSubview(toView)
      }
      if from?.viewIfLoaded?.superview === container { from?.viewIfLoaded?.removeFromSuperview() }
    }
    if appears {
      from?.endAppearanceTransition()
      to?.endAppearanceTransition()
    }
  }

  /// Forgets `child`, which another view controller took from the stack; when it was the top,
  /// the view controller below it (if any) is shown at once, counted as a running change so
  /// that requests made from its calls wait for it.
  func forgetTaken(_ child: ViewController) {
    guard let position = shownControllers.firstIndex(where: { $0 === child }) else { return }
    shownControllers.remove(at: position)
    showStackInBar()
    guard position == shownControllers.count else { return updatePopGesture() }
    let top = shownControllers.last
    runningRequest = NavigationRequest(stack: shownControllers, animated: false, interactive: false)
    replaceTop(child, with: top)
    runningRequest = nil
    if let top { delegate?.navigationController(self, didShow: top, animated: false) }
    runPendingRequests()
  }

  /// Starts the animated transition of `request` with the delegate's animator and interaction
  /// controller; the pop gesture's own interaction drives it when the gesture started it and
  /// the delegate has none.
  private func startTransition(_ request: NavigationRequest) {
    guard let from = shownControllers.last, let to = request.stack.last else { return }
    let operation = operation(to: request.stack)
    let change = StackChange(from: shownControllers, to: request.stack)
    runningRequest = request
    change.begin(in: self)
    delegate?.navigationController(self, willShow: to, animated: true)
    let vended = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
    let zoom =
      operation == .pop
      ? ZoomAnimator(zoomingIn: false, zoomed: from, source: to)
      : ZoomAnimator(zoomingIn: true, zoomed: to, source: from)
    let animator = vended ?? zoom ?? NavigationSlideAnimator(operation: operation)
    var interaction = delegate?.navigationController(self, interactionControllerFor: animator)
    if interaction == nil, vended == nil, operation == .pop, let drag = from.zoomDismissal, drag.isDriving {
      interaction = drag
    }
    isPopGestureDriving = interaction == nil && request.interactive
    if isPopGestureDriving {
      interaction = popInteraction
    }
    view.layoutIfNeeded()
    let bounds = transitionView.bounds
    let context = TransitionContext(
      containerView: transitionView, from: from, to: to, animator: animator, interactionController: interaction)
    if interaction == nil { context.startProgress = request.startProgress }
    context.setInitialFrame(bounds, for: from)
    context.setFinalFrame(bounds, for: to)
    View.performWithoutAnimation {
      from.view.frame = bounds
      to.view.frame = bounds
    }
    // A cancel counts from here, whether an interaction or the animator cancelled: requests
    // made from the cancel's appearance calls apply to the stack kept.
    context.observer = { [weak self] event in
      guard let self else { return }
      switch event {
      case .willBegin:
        updatePopGesture()
      case .ended(let completed):
        guard completed else {
          isRunningTransitionCancelled = true
          return
        }
        from.viewIfLoaded?.removeFromSuperview()
        shownControllers = request.stack
      case .finished(let completed):
        transitionFinished(change, completed: completed, showing: to)
      case .refused:
        transitionFinished(change, completed: false, showing: to)
      }
    }
    context.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
      // A caught transition may be cancelled and then finished again.
      self?.isRunningTransitionCancelled = context.isCancelled
      self?.updatePopGesture()
    }
    runningContext = context
    let barMove = navigationBar.prepareTransition(
      to: request.stack.map(\.navigationItem), isPush: operation != .pop)
    context.coordinatorObject?.animateChrome(barMove)
    updatePopGesture()
    context.start()
  }

  /// Ends the running request's transition: the bar shows the stack kept, the containment
  /// calls end, the next layout pass sizes the top view controller's view to the transition
  /// view (which may have been resized, or first laid out, while the transition held the frames
  /// it began with), the delegate hears `didShow` when it completed, and the next request runs.
  private func transitionFinished(_ change: StackChange, completed: Bool, showing to: ViewController) {
    showStackInBar()
    change.end(in: self, completed: completed)
    runningRequest = nil
    runningContext = nil
    caughtCodeInteraction = nil
    isCaughtFromCode = false
    viewIfLoaded?.setNeedsLayout()
    isRunningTransitionCancelled = false
    isPopGestureDriving = false
    isPopGestureScrubbing = false
    if completed { delegate?.navigationController(self, didShow: to, animated: true) }
    runPendingRequests()
  }
}
