extension LifecycleTrace {
  /// The appearance contract broken in the trace, one line per problem; empty when it holds.
  ///
  /// For each view controller, the appearance calls must follow the platform's state diagram:
  /// `viewWillAppear` from disappeared or disappearing, `viewIsAppearing` once while appearing,
  /// `viewDidAppear` only while appearing, `viewWillDisappear` from appeared or appearing,
  /// `viewDidDisappear` only while disappearing; and at the end of the trace every `will` has
  /// been matched by its `did` or by the opposite `will` and that one's `did`. A view
  /// controller's first call sets where it started, so a trace may begin at any point.
  public var appearanceViolations: [String] {
    var states: [String: AppearanceState] = [:]
    var isAppearingCalled: Set<String> = []
    var problems: [String] = []
    for (index, event) in events.enumerated() {
      guard let call = AppearanceCall(event.call) else { continue }
      let subject = event.subject
      let state = states[subject] ?? call.assumedStart
      func refuse() {
        problems.append("event \(index): \(event.line) while \(subject) is \(state)")
      }
      switch call {
      case .willAppear:
        if state == .appearing || state == .appeared { refuse() }
        states[subject] = .appearing
        isAppearingCalled.remove(subject)
      case .isAppearing:
        if state != .appearing || isAppearingCalled.contains(subject) { refuse() }
        isAppearingCalled.insert(subject)
      case .didAppear:
        if state != .appearing { refuse() }
        states[subject] = .appeared
      case .willDisappear:
        if state == .disappearing || state == .disappeared { refuse() }
        states[subject] = .disappearing
      case .didDisappear:
        if state != .disappearing { refuse() }
        states[subject] = .disappeared
      }
    }
    for (subject, state) in states.sorted(by: { $0.key < $1.key }) where state == .appearing || state == .disappearing {
      problems.append("\(subject) ends the trace \(state): a will call was never matched")
    }
    return problems
  }

  /// The appearance contract broken in the trace (``appearanceViolations``) and, now, by what
  /// `window` shows (``Window/appearanceMismatches``): a view controller told it appeared whose
  /// view is not in the window, say, which balanced calls can hide. Empty when both hold.
  public func contractViolations(in window: Window) -> [String] {
    appearanceViolations + window.appearanceMismatches
  }
}

/// An appearance call as a trace records it.
private enum AppearanceCall {
  case willAppear, isAppearing, didAppear, willDisappear, didDisappear

  init?(_ call: String) {
    let name = call.prefix { $0 != "(" }
    switch name {
    case "viewWillAppear": self = .willAppear
    case "viewIsAppearing": self = .isAppearing
    case "viewDidAppear": self = .didAppear
    case "viewWillDisappear": self = .willDisappear
    case "viewDidDisappear": self = .didDisappear
    default: return nil
    }
  }

  /// The state a view controller is taken to be in when this is its first call.
  var assumedStart: AppearanceState {
    switch self {
    case .willAppear: .disappeared
    case .isAppearing, .didAppear: .appearing
    case .willDisappear: .appeared
    case .didDisappear: .disappearing
    }
  }
}
