import SegueGeometry

/// The bar along the bottom of a tab bar controller, the analogue of `UITabBar`: one item per
/// view controller, in equal widths, each showing its title, the selected one in
/// ``tintColor``. A tap on an item asks the tab bar controller to select it.
///
/// Segue's bar has titles and no images: the platform's icons would need an image set the
/// demo apps do not have.
@MainActor
public final class TabBar: View {
  /// The height of the bar in points, the platform's for a bar without a home indicator.
  public static let standardHeight = 49.0

  /// The items, one per view controller of the tab bar controller.
  public internal(set) var items: [TabBarItem] = [] {
    didSet { rebuildItemViews() }
  }
  /// The item of the selected view controller.
  public internal(set) var selectedItem: TabBarItem? {
    didSet { updateColours() }
  }
  /// The colour of the selected item's title; the platform's system blue by default.
  public var tintColor = Color(red: 0, green: 122.0 / 255, blue: 1) {
    didSet { updateColours() }
  }
  /// The colour of the other items' titles; the platform's grey by default.
  public var unselectedItemTintColor = Color(white: 146.0 / 255) {
    didSet { updateColours() }
  }
  /// Called with the index of the item a tap landed on.
  var itemTapped: ((Int) -> Void)?
  private var itemLabels: [Label] = []
  private let separator = View()

  /// Creates an empty bar.
  init() {
    super.init(frame: .zero)
    backgroundColor = Color(white: 0.97)
    separator.backgroundColor = Color(white: 0.7)
    addSubview(separator)
    addGestureRecognizer(TapGestureRecognizer { [weak self] tap in self?.tapped(at: tap.location(in: self)) })
  }

  /// Places the items side by side in equal widths, their titles centred, and a hairline on
  /// top.
  public override func layoutSubviews() {
    separator.frame = Rect(x: 0, y: 0, width: bounds.width, height: 0.5)
    let width = items.isEmpty ? 0 : bounds.width / Double(items.count)
    for (index, label) in itemLabels.enumerated() {
      let height = label.fontSize * 1.3
      label.frame = Rect(x: Double(index) * width, y: (bounds.height - height) / 2, width: width, height: height)
    }
  }

  /// The frame of the item at `index`, in the bar's coordinates: where a tap selects it.
  public func frameOfItem(at index: Int) -> Rect {
    guard items.indices.contains(index) else { return .zero }
    let width = bounds.width / Double(items.count)
    return Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
  }

  private func tapped(at point: Point) {
    guard !items.isEmpty, bounds.width > 0 else { return }
    let index = Int(point.x / (bounds.width / Double(items.count)))
    guard items.indices.contains(index) else { return }
    itemTapped?(index)
  }

  private func rebuildItemViews() {
    for label in itemLabels { label.removeFromSuperview() }
    itemLabels = items.map { item in
      let label = Label(text: item.title)
      label.fontSize = 12
      label.textAlignment = .center
      label.isUserInteractionEnabled = false
      item.changed = { [weak label, weak item] in label?.text = item?.title }
      addSubview(label)
      return label
    }
    updateColours()
    setNeedsLayout()
  }

  private func updateColours() {
    for (item, label) in zip(items, itemLabels) {
      label.textColor = item === selectedItem ? tintColor : unselectedItemTintColor
    }
  }
}
