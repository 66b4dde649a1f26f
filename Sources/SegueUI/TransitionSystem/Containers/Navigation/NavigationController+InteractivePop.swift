import SegueGeometry

extension NavigationController {
  /// A flick faster than this, in points per second, decides how an interactive pop ends
  /// whatever its progress: to the right it finishes, to the left it cancels.
  public static let popFlickVelocity = 300.0

  /// Wires the pop gesture's action.
  func configurePopGesture() {
    popGesture.addTarget { [weak self] gesture in self?.popGestureChanged(gesture) }
    contentPopGesture.addTarget { [weak self] gesture in self?.popGestureChanged(gesture) }
    contentPopGesture.require(toFail: popGesture)
    catchGesture.addTarget { [weak self] gesture in self?.catchGestureChanged(gesture) }
    popInteraction.completionCurve = .easeOut
  }

  /// Holds the pop gestures off while there is nothing to pop or another transition runs.
  ///
  /// Their ``GestureRecognizer/isEnabled`` stays the app's, as on the platform: an app that
  /// turns the back swipe off (`interactivePopGestureRecognizer?.isEnabled = false`) keeps it
  /// off across pushes and pops.
  ///
  /// While a transition runs they act when their pop converts it (a back swipe during a push,
  /// see ``reversal(to:)``), or while they drive it themselves.
  func updatePopGesture() {
    guard !isConverting else { return }
    let poppable: Bool
    if let target = popTarget {
      poppable =
        runningRequest == nil
        || reversal(to: NavigationRequest(stack: target, animated: true, interactive: true)) != nil
    } else {
      poppable = false
    }
    let suspended = !(isViewLoaded && (poppable || isPopGestureDriving))
    if popGesture.isSuspended != suspended { popGesture.isSuspended = suspended }
    if contentPopGesture.isSuspended != suspended { contentPopGesture.isSuspended = suspended }
    // Held off while another gesture scrubs the pop; never while it scrubs it itself.
    let catchable =
      runningRequest != nil && isPopGestureDriving && (!isPopGestureScrubbing || scrubbingGesture === catchGesture)
    if catchGesture.isSuspended == catchable { catchGesture.isSuspended = !catchable }
  }

  /// Follows a touch that caught the pop while it played its rest (after the finger lifted):
  /// the pop stops where it shows and is interactive again from there, the finger's travel
  /// counting from that progress, and the lift decides again as the pop gestures' lift does.
  ///
  /// Segue's choice, as iOS 18's navigation transitions can be caught: the catch needs no
  /// movement (a finger that rests and lifts decides by the progress it caught), and it works
  /// however many times the pop is released and caught again.
  private func catchGestureChanged(_ gesture: PanGestureRecognizer) {
    guard gesture.state == .began else { return popGestureChanged(gesture) }
    guard runningRequest != nil, isPopGestureDriving, !isPopGestureScrubbing else { return }
    popInteraction.pause()
    caughtProgress = popInteraction.percentComplete
    isPopGestureScrubbing = true
    scrubbingGesture = gesture
    updatePopGesture()
  }

  /// Follows the left-edge pan or the content pan: it starts an animated pop, scrubs the pop to the finger's
  /// progress (the horizontal translation over the view's width) while its own interaction
  /// drives it, and on lifting finishes when the finger flicks right faster than
  /// ``popFlickVelocity`` or is past half way without a flick to the left, and cancels
  /// otherwise; a cancelled gesture cancels. Segue's choices where the platform is silent: the
  /// rest plays at completion speed 1 with an ease-out curve; a pan that begins while the pop
  /// plays its rest (the finger lifted a moment ago) is left to the touch that catches it.
  private func popGestureChanged(_ gesture: PanGestureRecognizer) {
    switch gesture.state {
    case .began:
      guard let target = popTarget else { return }
      let pop = NavigationRequest(stack: target, animated: true, interactive: true)
      guard runningRequest == nil || reversal(to: pop) != nil else { return }
      request(target, animated: true, interactive: true)
      guard isPopGestureDriving else { return }
      caughtProgress = runningRequest?.startProgress ?? 0
      isPopGestureScrubbing = true
      scrubbingGesture = gesture
      updatePopGesture()
      popInteraction.update(popProgress(of: gesture))
    case .changed:
      guard isPopGestureScrubbing, gesture === scrubbingGesture else { return }
      popInteraction.update(popProgress(of: gesture))
    case .ended:
      guard isPopGestureScrubbing, gesture === scrubbingGesture else { return }
      isPopGestureScrubbing = false
      defer { updatePopGesture() }
      let velocity = gesture.velocity(in: view).x
      let progress = popProgress(of: gesture)
      // The lift's own sample counts: a finger that lifts a step further shows that step.
      if progress != popInteraction.percentComplete { popInteraction.update(progress) }
      if velocity > Self.popFlickVelocity || (progress > 0.5 && velocity >= -Self.popFlickVelocity) {
        popInteraction.finish()
      } else {
        popInteraction.cancel()
      }
    case .cancelled:
      guard isPopGestureScrubbing, gesture === scrubbingGesture else { return }
      isPopGestureScrubbing = false
      popInteraction.cancel()
      updatePopGesture()
    case .possible, .failed:
      return
    }
  }

  /// The stack a back swipe leads to: the top of the stack on screen (or the one the running
  /// transition heads for) taken away; nil when that would leave nothing.
  var popTarget: [ViewController]? {
    let heading =
      runningRequest.flatMap { running in
        runningContext?.transitionWasCancelled == false ? running.stack : nil
      } ?? shownControllers
    return heading.count > 1 ? Array(heading.dropLast()) : nil
  }

  private func popProgress(of gesture: PanGestureRecognizer) -> Double {
    let width = view.bounds.size.width
    guard width > 0 else { return 0 }
    return min(1, max(0, caughtProgress + gesture.translation(in: view).x / width))
  }
}
