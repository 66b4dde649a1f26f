extension GestureEnvironment {
  /// Gives each new touch its recognizers, then each live recognizer its touches, phase by phase.
  func deliverToRecognizers(_ event: Event) {
    let touches = GestureRecognizer.ordered(event.allTouches)
    for touch in touches where touch.phase == .began {
      assignRecognizers(to: touch)
    }
    for recognizer in live where recognizer.environment === self {
      for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
        let delivered = touches.filter { touch in
          touch.phase == phase && touch.gestureRecognizers.contains { $0 === recognizer }
        }
        guard !delivered.isEmpty else { continue }
        deliver(Set(delivered), in: phase, with: event, to: recognizer)
      }
    }
  }

  /// The recognizers of the touch's view and its ancestors, deepest first, that take a new touch
  /// and that the delegate lets receive it; they become live.
  private func assignRecognizers(to touch: Touch) {
    var recognizers: [GestureRecognizer] = []
    var view = touch.view
    while let current = view {
      for recognizer in current.gestureRecognizers
      where recognizer.acceptsNewTouches
        && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
      {
        recognizers.append(recognizer)
      }
      view = current.superview
    }
    touch.gestureRecognizers = recognizers
    for recognizer in recognizers where recognizer.environment !== self {
      recognizer.environment = self
      live.append(recognizer)
    }
  }

  private func deliver(
    _ touches: Set<Touch>, in phase: Touch.Phase, with event: Event, to recognizer: GestureRecognizer
  ) {
    if phase == .began {
      recognizer.activeTouches.append(contentsOf: GestureRecognizer.ordered(touches))
      recognizer.receivedTouches.formUnion(touches)
    }
    if recognizer.receivesTouches {
      handle(recognizer) { recognizer in
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled, .stationary: recognizer.touchesCancelled(touches, with: event)
        }
      }
    }
    if phase == .began, recognizer.currentState.isActive, recognizer.cancelsTouchesInView {
      for touch in touches where recognizer.receivedTouches.contains(touch) { touch.viewDelivery.isClaimed = true }
    }
    if phase.isFinal, recognizer.activeTouches.contains(where: { touches.contains($0) }) {
      recognizer.lastCentroid = recognizer.centroidInWindow
      recognizer.activeTouches.removeAll { touches.contains($0) }
    }
  }
}

extension GestureRecognizer {
  /// Whether the recognizer is handed touches: enabled, not suspended, and possible or under way.
  var receivesTouches: Bool {
    isEnabled && !isSuspended && (currentState == .possible || currentState.isActive)
  }

  /// Whether a touch that lands now goes to the recognizer: it receives touches and is not
  /// waiting to recognize.
  var acceptsNewTouches: Bool {
    receivesTouches && requestedState == nil
  }
}
