/// What a navigation bar shows for a view controller while it is the top of a navigation
/// stack, or the one below the top, the analogue of `UINavigationItem`.
@MainActor
public final class NavigationItem {
  /// The title in the middle of the bar; the view controller's ``ViewController/title`` unless
  /// set since.
  public var title: String? {
    didSet { changed?() }
  }
  /// The back button's title while the item is below the top; `nil` shows ``title``, or "Back"
  /// when the title is missing or too long for the back button's room.
  public var backButtonTitle: String? {
    didSet { changed?() }
  }
  /// Whether the bar leaves out the back button while the item is the top.
  public var hidesBackButton = false {
    didSet { changed?() }
  }
  /// The button on the right of the bar while the item is the top.
  public var rightBarButtonItem: BarButtonItem? {
    didSet {
      oldValue?.changed = nil
      rightBarButtonItem?.changed = { [weak self] in self?.changed?() }
      changed?()
    }
  }
  /// Called on any change that shows, by the navigation bar showing the item.
  var changed: (() -> Void)?

  /// Creates an item titled `title`.
  public init(title: String? = nil) {
    self.title = title
  }
}
