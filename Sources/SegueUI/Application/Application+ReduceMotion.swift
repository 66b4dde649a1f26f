extension Application {
  /// Posted when ``isReduceMotionEnabled`` changes, with no object and no user info.
  nonisolated public static let reduceMotionStatusDidChangeNotification = Notification.Name(
    "ReduceMotionStatusDidChangeNotification")
}
