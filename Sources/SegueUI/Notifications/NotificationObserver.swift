/// What ``NotificationCenter/addObserver(forName:object:using:)`` returns: the registration,
/// which ``NotificationCenter/removeObserver(_:)`` ends.
@MainActor
public final class NotificationObserver {
  /// The name observed, or `nil` for every name.
  let name: Notification.Name?
  /// The sender observed, or `nil` for any sender.
  weak var object: AnyObject?
  /// Whether a sender was given (a sender that went away matches nothing more).
  let filtersObject: Bool
  /// What runs for each matching notification.
  let block: @MainActor (Notification) -> Void

  init(name: Notification.Name?, object: AnyObject?, block: @escaping @MainActor (Notification) -> Void) {
    self.name = name
    self.object = object
    self.filtersObject = object != nil
    self.block = block
  }

  /// Whether `notification` is one this registration observes.
  func matches(_ notification: Notification) -> Bool {
    guard name == nil || name == notification.name else { return false }
    guard filtersObject else { return true }
    return object != nil && object === notification.object
  }
}
