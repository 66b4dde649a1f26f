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
    popInteraction.completionCurve = .easeOut
  }

  /// Holds the pop gestures off while there is nothing to pop or another transition runs.
  ///
  /// Their ``GestureRecognizer/isEnabled`` stays the app's, as on the platform: an app that
  /// turns the back swipe off (`interactivePopGestureRecognizer?.isEnabled = false`) keeps it
  /// off across pushes and pops.
  func updatePopGesture() {
    let suspended = !(isViewLoaded && shownControllers.count > 1 && (runningRequest == nil || isPopGestureDriving))
    if popGesture.isSuspended != suspended { popGesture.isSuspended = suspended }
    if contentPopGesture.isSuspended != suspended { contentPopGesture.isSuspended = suspended }
  }

  /// Follows the left-edge pan or the content pan: it starts an animated pop, scrubs the pop to the finger's
  /// progress (the horizontal translation over the view's width) while its own interaction
  /// drives it, and on lifting finishes when the finger flicks right faster than
  /// ``popFlickVelocity`` or is past half way without a flick to the left, and cancels
  /// otherwise; a cancelled gesture cancels. Segue's choices where the platform is silent: the
  /// rest plays at completion speed 1 with an ease-out curve; a pan that begins while the pop
  /// plays to its end (the finger lifted a moment ago) is ignored.
  private func popGestureChanged(_ gesture: PanGestureRecognizer) {
    switch gesture.state {
    case .began:
      guard runningRequest == nil, shownControllers.count > 1 else { return }
      request(Array(shownControllers.dropLast()), animated: true, interactive: true)
      guard isPopGestureDriving else { return }
      isPopGestureScrubbing = true
      popInteraction.update(popProgress(of: gesture))
    case .changed:
      guard isPopGestureScrubbing else { return }
      popInteraction.update(popProgress(of: gesture))
    case .ended:
      guard isPopGestureScrubbing else { return }
      isPopGestureScrubbing = false
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
      guard isPopGestureScrubbing else { return }
      isPopGestureScrubbing = false
      popInteraction.cancel()
    case .possible, .failed:
      return
    }
  }

  private func popProgress(of gesture: PanGestureRecognizer) -> Double {
    let width = view.bounds.size.width
    guard width > 0 else { return 0 }
    return min(1, max(0, gesture.translation(in: view).x / width))
  }
}
