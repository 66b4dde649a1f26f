/// One call in the life cycle of view controllers and transitions: an appearance method, a
/// containment call, a coordinator callback, a presentation-controller hook, `animationEnded`
/// or a completion handler.
public struct LifecycleEvent: Sendable, Hashable, Codable {
  /// The application time of the frame the call happened in, when the trace has a clock.
  public let time: Double?
  /// Who received the call: a view controller's ``ViewController/traceName``, an animator's or
  /// presentation controller's type name, or `"coordinator"`.
  public let subject: String
  /// The call, with its argument: `"viewWillAppear(true)"`, `"animationEnded(false)"`.
  public let call: String

  /// Creates an event.
  public init(time: Double?, subject: String, call: String) {
    self.time = time
    self.subject = subject
    self.call = call
  }

  /// The event as one line, `subject.call`.
  public var line: String { "\(subject).\(call)" }
}
