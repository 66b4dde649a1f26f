/// Delivers notifications to the blocks registered for them, the analogue of Foundation's
/// `NotificationCenter` on the main queue.
///
/// There is no process-wide default center: an ``Application`` owns one
/// (``Application/notificationCenter``), reachable from a view through
/// `view.window?.application?.notificationCenter`, so two applications (or two tests) never
/// hear each other. Posting is synchronous: the matching blocks run in the order they were
/// registered before ``post(_:)`` returns. Segue's choices where Foundation is silent: a block
/// registered while a notification is being posted first hears the next one, and one removed
/// meanwhile is not called again, not even for the notification under way.
@MainActor
public final class NotificationCenter {
  private var observers: [NotificationObserver] = []

  /// Creates a center with no observers.
  public init() {}

  /// Runs `block` for every notification named `name` (any name when `nil`) posted by `object`
  /// (any object when `nil`; the center keeps `object` weakly) until the returned registration
  /// is removed; the center keeps `block` until then.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object: AnyObject?, using block: @escaping @MainActor (Notification) -> Void
  ) -> NotificationObserver {
    let observer = NotificationObserver(name: name, object: object, block: block)
    observers.append(observer)
    return observer
  }

  /// Ends `observer`'s registration; removing one twice does nothing.
  public func removeObserver(_ observer: NotificationObserver) {
    observers.removeAll { $0 === observer }
  }

  /// Delivers `notification` to the blocks registered for it, in registration order.
  public func post(_ notification: Notification) {
    for observer in observers where observer.matches(notification) {
      guard observers.contains(where: { $0 === observer }) else { continue }
      observer.block(notification)
    }
  }

  /// Delivers a notification `name` from `object` carrying `userInfo` (see ``post(_:)``).
  public func post(name: Notification.Name, object: AnyObject? = nil, userInfo: [String: any Sendable] = [:]) {
    post(Notification(name: name, object: object, userInfo: userInfo))
  }
}
