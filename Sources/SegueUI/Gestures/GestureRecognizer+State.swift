import SegueMotion

extension GestureRecognizer {
  /// Whether the state machine allows going from `old` to `new`.
  static func allows(from old: State, to new: State) -> Bool {
    switch old {
    case .possible: new == .began || new == .ended || new == .failed
    case .began, .changed: new == .changed || new == .ended || new == .cancelled
    case .ended, .cancelled, .failed: false
    }
  }

  /// Moves toward `newState`, through the window's arbitration when leaving possible.
  func requestTransition(to newState: State) {
    guard Self.allows(from: currentState, to: newState) else {
      Diagnostics.report(
        Diagnostic(
          message: "\(typeName): cannot go from \(currentState) to \(newState); "
            + "the change was ignored (states go possible → began → changed → ended or cancelled, or possible → recognized or failed)"
        ))
      return
    }
    switch newState {
    case .began where currentState == .possible, .ended where currentState == .possible:
      if let environment {
        environment.recognize(self, as: newState)
      } else if delegate?.gestureRecognizerShouldBegin(self) ?? true {
        currentState = newState
        actionsDue()
      } else {
        currentState = .failed
      }
    case .failed:
      currentState = .failed
      requestedState = nil
      environment?.recognizerDidFail(self)
    default:
      currentState = newState
      actionsDue()
    }
  }

  /// Queues the actions with the environment, or sends them now outside one.
  func actionsDue() {
    if let environment {
      environment.enqueueActions(of: self)
    } else {
      sendActions()
    }
  }

  /// Cancels a gesture under way or fails an undecided one, when the recognizer is disabled.
  func stopForDisabling() {
    if currentState.isActive {
      state = .cancelled
    } else if currentState == .possible, environment != nil {
      state = .failed
    }
  }

  /// Returns to possible with no touches and no gesture-specific values.
  func resetForNextGesture() {
    currentState = .possible
    requestedState = nil
    activeTouches = []
    receivedTouches = []
    environment = nil
    reset()
  }

  /// Settles a gesture that follows two fingers after `lifted` left it with `remaining`
  /// followed: `finishing` (ended or cancelled) once under way and fewer than two remain;
  /// failed when every finger lifted before it began.
  func settleTwoFingerGesture(remaining: Int, lifted: Set<Touch>, finishing: State) {
    if state.isActive {
      if remaining < 2 { state = finishing }
    } else if numberOfTouches == lifted.count {
      state = .failed
    }
  }

  /// Moves a continuous gesture on after its fingers moved: from possible to began once
  /// `passedThreshold`, from began or changed to changed.
  func advanceAfterMove(passedThreshold: () -> Bool) {
    if state == .possible {
      if passedThreshold() { state = .began }
    } else {
      state = .changed
    }
  }
}
