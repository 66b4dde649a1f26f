/// The item that stands for a view controller in a tab bar, the analogue of `UITabBarItem`.
@MainActor
public final class TabBarItem {
  /// The title shown in the tab bar; a change shows at once.
  public var title: String? {
    didSet { changed?() }
  }
  /// A number that identifies the item to the app.
  public var tag: Int
  /// Called when the title changes, by the tab bar showing the item.
  var changed: (() -> Void)?

  /// Creates an item titled `title`.
  public init(title: String? = nil, tag: Int = 0) {
    self.title = title
    self.tag = tag
  }
}
