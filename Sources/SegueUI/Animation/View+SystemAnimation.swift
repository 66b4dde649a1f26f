extension View {
  /// The predefined animations of ``View/perform(_:on:options:animations:completion:)``, the
  /// analogue of `UIView.SystemAnimation`.
  public enum SystemAnimation: UInt, Sendable, Hashable, CaseIterable {
    /// Fades the views out while shrinking them, then removes them from their superviews.
    case delete = 0
  }
}
