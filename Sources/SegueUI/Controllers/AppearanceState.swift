/// Where a view controller is in the platform's appearance state diagram.
public enum AppearanceState: Sendable {
  /// Not on screen.
  case disappeared
  /// `viewWillAppear` was called, `viewDidAppear` not yet.
  case appearing
  /// On screen.
  case appeared
  /// `viewWillDisappear` was called, `viewDidDisappear` not yet.
  case disappearing
}
