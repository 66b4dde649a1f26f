/// A message posted through a ``NotificationCenter``, the analogue of Foundation's
/// `Notification`: a name, the object that posted it, and information keyed by strings.
public struct Notification {
  /// The name of a kind of notification, the analogue of `Notification.Name`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The name's text.
    public let rawValue: String

    /// Creates the name `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates the name `rawValue`.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// What kind of notification this is.
  public let name: Name
  /// The object that posted it, if it says.
  public let object: AnyObject?
  /// What the poster tells about the event, by key (the keyboard's keys are on ``Responder``).
  public let userInfo: [String: any Sendable]

  /// Creates a notification `name` from `object` carrying `userInfo`.
  public init(name: Name, object: AnyObject? = nil, userInfo: [String: any Sendable] = [:]) {
    self.name = name
    self.object = object
    self.userInfo = userInfo
  }
}
