extension GestureEnvironment {
  /// Delivers the touches of `event` (or, on a tick, `nil`) and the touches held back before to
  /// their views: held while a recognizer that delays them is undecided, cancelled once one that
  /// cancels touches in its view recognized. Calls go phase by phase (began, moved, ended,
  /// cancelled), one per view with that view's touches in that phase.
  func deliverToViews(_ event: Event?, at time: Double) {
    let moved = Set(event?.allTouches.filter { $0.phase == .moved } ?? [])
    if let event {
      let landed = event.allTouches.filter { $0.phase == .began }
      viewTouches.append(contentsOf: GestureRecognizer.ordered(landed))
    }
    var calls: [Touch.Phase: [Touch]] = [:]
    for touch in viewTouches {
      for phase in viewPhases(of: touch, movedNow: moved.contains(touch)) {
        calls[phase, default: []].append(touch)
      }
    }
    viewTouches.removeAll { $0.viewDelivery.stage == .finished }
    guard !calls.isEmpty else { return }
    let delivered = Set(calls.values.joined())
    let viewEvent = event ?? Event(touches: delivered, timestamp: time)
    viewEvent.allTouches.formUnion(delivered)
    for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
      for (view, touches) in Self.byView(calls[phase] ?? []) {
        switch phase {
        case .began: view.touchesBegan(touches, with: viewEvent)
        case .moved: view.touchesMoved(touches, with: viewEvent)
        case .ended: view.touchesEnded(touches, with: viewEvent)
        case .cancelled, .stationary: view.touchesCancelled(touches, with: viewEvent)
        }
      }
    }
  }

  /// The calls `touch`'s view gets now, in order, advancing the touch's delivery stage.
  private func viewPhases(of touch: Touch, movedNow: Bool) -> [Touch.Phase] {
    var delivery = touch.viewDelivery
    defer { touch.viewDelivery = delivery }
    var phases: [Touch.Phase] = []
    if delivery.isClaimed, delivery.stage != .finished {
      if delivery.stage == .begun { phases.append(.cancelled) }
      delivery.stage = .finished
      return phases
    }
    switch delivery.stage {
    case .finished:
      return []
    case .notBegun:
      if touch.isHeld(by: \.delaysTouchesBegan, in: self) {
        delivery.movedWhileHeld = delivery.movedWhileHeld || movedNow
        return []
      }
      phases.append(.began)
      if delivery.movedWhileHeld || movedNow { phases.append(.moved) }
      delivery.stage = .begun
    case .begun:
      if movedNow { phases.append(.moved) }
    }
    if touch.phase == .cancelled {
      phases.append(.cancelled)
      delivery.stage = .finished
    } else if touch.phase == .ended, !touch.isHeld(by: \.delaysTouchesEnded, in: self) {
      phases.append(.ended)
      delivery.stage = .finished
    }
    return phases
  }

  /// `touches` grouped by the view they landed on, views in the order of their first touch.
  private static func byView(_ touches: [Touch]) -> [(view: View, touches: Set<Touch>)] {
    var groups: [(view: View, touches: Set<Touch>)] = []
    for touch in touches {
      guard let view = touch.view else { continue }
      if let index = groups.firstIndex(where: { $0.view === view }) {
        groups[index].touches.insert(touch)
      } else {
        groups.append((view, [touch]))
      }
    }
    return groups
  }
}

extension Touch {
  /// Whether a live, undecided recognizer of this touch with `delays` set holds its delivery.
  func isHeld(by delays: KeyPath<GestureRecognizer, Bool>, in environment: GestureEnvironment) -> Bool {
    gestureRecognizers.contains { recognizer in
      recognizer[keyPath: delays] && recognizer.environment === environment && recognizer.currentState == .possible
    }
  }
}
