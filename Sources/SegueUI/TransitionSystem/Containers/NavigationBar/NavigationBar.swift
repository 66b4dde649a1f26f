import SegueGeometry

/// The bar along the top of a navigation controller, the analogue of `UINavigationBar`: the
/// top item's title in the middle, a back button with the title of the item below on the left,
/// the top item's right bar button item on the right. A tap on the back button pops; on the
/// right item, runs its action.
///
/// A push or a pop moves the bar with the transition, as the platform's does: on a push the
/// old title slides left into the back button's place and fades while the new back button's
/// title comes from the middle, and the new title slides in from the right and fades in; a pop
/// plays the same backwards. The bar runs this alongside the transition, over its duration,
/// ease-in-out (linear while interactive), so it is scrubbed by an interactive pop and put back
/// by a cancel; an animator with another curve or a spring moves the pages differently, and
/// the bar settles at the transition's end.
///
/// Segue's bar is translucent white without the platform's blur, 44 points high with no
/// status bar above it; the view controllers' views extend under it, as the platform's do
/// under a translucent bar.
@MainActor
public final class NavigationBar: View {
  /// The height of the bar in points, the platform's.
  public static let standardHeight = 44.0

  /// The items, bottom first: one per view controller of the stack.
  public private(set) var items: [NavigationItem] = []
  /// The colour of the back button and the bar button items; the platform's system blue by
  /// default.
  public var tintColor = Color(red: 0, green: 122.0 / 255, blue: 1) {
    didSet { refreshContents() }
  }
  /// The colour of the title; black by default.
  public var titleTextColor = Color.black {
    didSet { refreshContents() }
  }
  /// Called when a tap lands on the back button.
  var backTapped: (() -> Void)?
  /// The contents shown, the incoming item's last; two while a transition moves them.
  private var contents: [NavigationBarContent] = []
  private let hairline = View()

  /// Creates an empty bar.
  init() {
    super.init(frame: .zero)
    backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)
    hairline.backgroundColor = Color(white: 0.7)
    hairline.isUserInteractionEnabled = false
    addSubview(hairline)
    addGestureRecognizer(TapGestureRecognizer { [weak self] tap in self?.tapped(at: tap.location(in: self)) })
  }

  /// The top item, whose title shows.
  public var topItem: NavigationItem? { items.last }

  /// The item below the top, whose title the back button shows.
  public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

  /// The back button's frame in the bar's coordinates, where a tap pops; `nil` while it does
  /// not show.
  public var frameOfBackButton: Rect? { settledContent?.backButtonFrame }

  /// The top item's right bar button item's frame in the bar's coordinates, where a tap runs
  /// its action; `nil` while there is none.
  public var frameOfRightBarButtonItem: Rect? { settledContent?.rightItemFrame }

  /// The item titles as the bar shows them now: the title, and the back button's title when it
  /// shows (for tests and tools).
  public var shownTitles: (title: String?, back: String?) {
    guard let content = contents.last else { return (nil, nil) }
    return (content.item.title, content.showsBackButton ? content.backTitle : nil)
  }

  /// Places the contents over the bar and a hairline along its bottom.
  public override func layoutSubviews() {
    hairline.frame = Rect(x: 0, y: bounds.height, width: bounds.width, height: 0.5)
    for content in contents where content.frame != bounds { content.frame = bounds }
  }

  /// Shows `items` at once, ending any transition of the bar.
  func show(_ items: [NavigationItem]) {
    for content in contents { content.removeFromSuperview() }
    contents = []
    observe(items)
    if let top = items.last {
      let content = makeContent(for: top, below: self.items.count > 1 ? self.items[self.items.count - 2] : nil)
      View.performWithoutAnimation {
        content.frame = bounds
        content.layAtRest()
        addSubview(content)
      }
      contents = [content]
    }
  }

  /// Starts the bar's move to `items` for a push or a pop: adds the incoming item's content in
  /// its starting place and returns the block that moves both contents to their ends, to run
  /// alongside the transition. ``show(_:)`` ends the move.
  func prepareTransition(to items: [NavigationItem], isPush: Bool) -> () -> Void {
    guard let outgoing = contents.last, let top = items.last else {
      show(items)
      return {}
    }
    observe(items)
    let incoming = makeContent(for: top, below: items.count > 1 ? items[items.count - 2] : nil)
    let move = NavigationBarMove(outgoing: outgoing, incoming: incoming, isPush: isPush)
    View.performWithoutAnimation {
      incoming.frame = bounds
      incoming.layAtRest()
      addSubview(incoming)
      move.placeAtStart()
    }
    contents.append(incoming)
    return { move.placeAtEnd() }
  }

  /// The content at rest, `nil` while a transition moves the bar.
  private var settledContent: NavigationBarContent? {
    contents.count == 1 ? contents[0] : nil
  }

  private func makeContent(for item: NavigationItem, below: NavigationItem?) -> NavigationBarContent {
    NavigationBarContent(item: item, backItem: below, tintColor: tintColor, titleColor: titleTextColor)
  }

  /// Follows the changes of `items` (and no longer of the items that left).
  private func observe(_ newItems: [NavigationItem]) {
    for item in items where !newItems.contains(where: { $0 === item }) { item.changed = nil }
    items = newItems
    for item in items { item.changed = { [weak self] in self?.refreshContents() } }
  }

  private func refreshContents() {
    for content in contents { content.refresh(tintColor: tintColor, titleColor: titleTextColor) }
  }

  /// A tap pops on the back button and runs the right item's action on it, while the bar is at
  /// rest; taps during a transition are ignored, as the platform's bar ignores them.
  private func tapped(at point: Point) {
    guard let content = settledContent else { return }
    if let back = content.backButtonFrame, back.contains(point) {
      backTapped?()
    } else if let right = content.rightItemFrame, right.contains(point), let button = content.item.rightBarButtonItem,
      button.isEnabled
    {
      button.primaryAction?(button)
    }
  }
}
