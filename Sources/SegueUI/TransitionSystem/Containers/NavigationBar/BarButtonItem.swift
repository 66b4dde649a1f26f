/// A button in a navigation bar, the analogue of `UIBarButtonItem` with a title and a primary
/// action.
///
/// Segue's bar button items show their title in the bar's tint colour; the platform's images,
/// system items, menus and custom views are not offered. An item belongs to one navigation
/// item at a time: given to a second one, only that one shows its later changes.
@MainActor
public final class BarButtonItem {
  /// The title shown in the bar; a change shows at once.
  public var title: String? {
    didSet { changed?() }
  }
  /// Whether a tap on the item runs its action; a disabled item shows in grey.
  public var isEnabled = true {
    didSet { changed?() }
  }
  /// Run with the item when a tap lands on it.
  public var primaryAction: (@MainActor (BarButtonItem) -> Void)?
  /// Called when the title or the enabled state changes, by the item that holds the button.
  var changed: (() -> Void)?

  /// Creates an item titled `title` that runs `primaryAction` when tapped.
  public init(title: String?, primaryAction: (@MainActor (BarButtonItem) -> Void)? = nil) {
    self.title = title
    self.primaryAction = primaryAction
  }
}
