extension GestureEnvironment {
  /// Handles `recognizer`'s request to leave possible for `state` (began or recognized): the
  /// delegate may refuse it, required recognizers may hold it, an exclusive recognizer under way
  /// prevents it; otherwise it recognizes and the exclusive recognizers that share a touch with
  /// it fail.
  func recognize(_ recognizer: GestureRecognizer, as state: GestureRecognizer.State) {
    guard recognizer.requestedState == nil else {
      recognizer.requestedState = state
      return
    }
    guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else {
      fail(recognizer)
      return
    }
    recognizer.requestedState = state
    resolve(recognizer)
  }

  /// Releases the recognizers that wait for `recognizer` to fail.
  func recognizerDidFail(_ recognizer: GestureRecognizer) {
    for waiting in live
    where waiting.requestedState != nil && waiting.failureRequirements.contains(where: { $0 === recognizer }) {
      resolve(waiting)
    }
  }

  /// Takes `recognizer` out of the current touches (its view dropped it): a gesture under way is
  /// cancelled with actions, an undecided one fails, then it is reset.
  func detach(_ recognizer: GestureRecognizer) {
    if recognizer.currentState.isActive {
      recognizer.state = .cancelled
    } else if recognizer.currentState == .possible {
      fail(recognizer)
    }
    for touch in viewTouches + recognizer.activeTouches {
      touch.gestureRecognizers.removeAll { $0 === recognizer }
    }
    resetAfterActions(recognizer)
    live.removeAll { $0 === recognizer }
  }

  /// Takes the recognizers of `view`'s subtree out of the current touches, as the platform does
  /// when a view leaves its window: a gesture under way is cancelled with actions (so an
  /// interactive transition it drives is cancelled), an undecided one fails.
  func detachRecognizers(inSubtreeOf view: View) {
    for recognizer in live where recognizer.view?.isDescendant(of: view) == true {
      detach(recognizer)
    }
  }

  private func fail(_ recognizer: GestureRecognizer) {
    recognizer.requestedState = nil
    recognizer.currentState = .failed
    recognizerDidFail(recognizer)
  }

  /// Decides a waiting recognition: wait while a required recognizer is undecided, fail if one
  /// recognized, else recognize (unless an exclusive gesture under way prevents it).
  private func resolve(_ recognizer: GestureRecognizer) {
    guard let state = recognizer.requestedState else { return }
    var undecided = false
    for required in recognizer.failureRequirements {
      if required.currentState != .possible && required.currentState != .failed {
        return fail(recognizer)
      }
      if required.currentState == .possible, required.environment === self { undecided = true }
    }
    guard !undecided else { return }
    let rivals = live.filter {
      $0 !== recognizer && $0.sharesTouches(with: recognizer) && !simultaneous($0, recognizer)
    }
    guard !rivals.contains(where: { $0.currentState.isActive }) else { return fail(recognizer) }
    recognizer.requestedState = nil
    recognizer.currentState = state
    if recognizer.cancelsTouchesInView {
      for touch in recognizer.receivedTouches { touch.viewDelivery.isClaimed = true }
    }
    recognizer.actionsDue()
    for rival in rivals where rival.currentState == .possible { fail(rival) }
    for waiting in live
    where waiting.requestedState != nil && waiting.failureRequirements.contains(where: { $0 === recognizer }) {
      fail(waiting)
    }
  }

  /// Whether either recognizer's delegate lets the two recognize together.
  private func simultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
    first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
      || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
  }
}

extension GestureRecognizer {
  /// Whether the two recognizers received a touch in common since their resets.
  func sharesTouches(with other: GestureRecognizer) -> Bool {
    !receivedTouches.isDisjoint(with: other.receivedTouches)
  }
}
