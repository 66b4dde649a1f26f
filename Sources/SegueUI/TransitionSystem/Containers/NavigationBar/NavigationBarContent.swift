import SegueGeometry

/// What a navigation bar shows for one item: its title in the middle, the back button (the
/// chevron and the title of the item below) on the left, the right bar button item on the
/// right. A bar holds one between transitions and two while one runs, the outgoing and the
/// incoming item's, whose parts it moves and fades.
///
/// Segue's layout where the platform measures text: the back button has the left 32 % of the
/// bar, the title the middle 36 %, the right item the rest; a title is estimated at 0.6 of the
/// font size per character, which is what decides whether the back button shows the item's
/// title or "Back", and where a title moving to the back button lands.
@MainActor
final class NavigationBarContent: View {
  /// The font size of every text in the bar, the platform's.
  static let fontSize = 17.0
  /// The share of the bar's width on each side of the title.
  static let sideShare = 0.32
  /// The estimated width of one character, as a share of the font size.
  static let characterWidth = 0.6
  /// The left edge of the back button's title.
  static let backTitleInset = 26.0
  /// The left edge of the chevron.
  static let chevronInset = 8.0
  /// The space between the right item and the bar's right edge.
  static let rightInset = 16.0
  /// The narrowest a button's touch target gets, the platform's 44 points.
  static let minimumTouchWidth = 44.0

  /// The item shown.
  let item: NavigationItem
  /// The item below it in the stack, whose title the back button shows.
  let backItem: NavigationItem?
  let titleLabel = Label()
  let backLabel = Label()
  let rightLabel = Label()
  let chevron = BackChevronView()
  /// Holds the back button's title and clips it just right of the chevron, so a title sliding
  /// in from the left appears from behind the chevron's edge, as on the platform.
  private let backClip = View()
  /// Whether the parts sit at rest and follow the bounds; `false` while a transition moves them.
  var isSettled = true
  private var tintColor: Color
  private var titleColor: Color

  init(item: NavigationItem, backItem: NavigationItem?, tintColor: Color, titleColor: Color) {
    self.item = item
    self.backItem = backItem
    self.tintColor = tintColor
    self.titleColor = titleColor
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    for label in [titleLabel, backLabel, rightLabel] {
      label.fontSize = Self.fontSize
      label.truncationMode = .end
      label.isUserInteractionEnabled = false
    }
    titleLabel.textAlignment = .center
    backLabel.textAlignment = .left
    rightLabel.textAlignment = .right
    backClip.clipsToBounds = true
    backClip.isUserInteractionEnabled = false
    backClip.addSubview(backLabel)
    for part in [chevron, backClip, titleLabel, rightLabel] { addSubview(part) }
    refresh()
  }

  /// Whether the back button shows: there is an item below and the item does not hide it.
  var showsBackButton: Bool { backItem != nil && !item.hidesBackButton }

  /// Whether the right bar button item shows.
  var showsRightItem: Bool { item.rightBarButtonItem?.title?.isEmpty == false }

  /// Shows the items' current titles in the bar's colours; the back button's title depends on
  /// the bounds.
  func refresh(tintColor: Color? = nil, titleColor: Color? = nil) {
    if let tintColor { self.tintColor = tintColor }
    if let titleColor { self.titleColor = titleColor }
    titleLabel.text = item.title
    titleLabel.textColor = self.titleColor
    backLabel.text = backTitle
    backLabel.textColor = self.tintColor
    chevron.color = self.tintColor
    let enabled = item.rightBarButtonItem?.isEnabled ?? true
    rightLabel.text = item.rightBarButtonItem?.title
    rightLabel.textColor = enabled ? self.tintColor : Color(white: 0.6)
    backClip.isHidden = !showsBackButton
    chevron.isHidden = !showsBackButton
    rightLabel.isHidden = !showsRightItem
  }

  /// The back button's title: the item below's ``NavigationItem/backButtonTitle``, else its
  /// title when it fits the back button's room, else "Back".
  var backTitle: String {
    if let title = backItem?.backButtonTitle { return title }
    guard let title = backItem?.title, !title.isEmpty, Self.width(of: title) <= restBackFrame.width else {
      return "Back"
    }
    return title
  }

  override func layoutSubviews() {
    if isSettled { layAtRest() }
  }

  /// Puts every part at rest, fully opaque, showing the current titles.
  func layAtRest() {
    refresh()
    let clipLeft = Self.backTitleInset - 1
    backClip.frame = Rect(x: clipLeft, y: 0, width: max(0, bounds.width - clipLeft), height: bounds.height)
    titleLabel.frame = restTitleFrame
    placeBackTitle(at: restBackFrame)
    rightLabel.frame = restRightFrame
    chevron.frame = chevronFrame
    for part in [titleLabel, backLabel, rightLabel, chevron] { part.alpha = 1 }
  }

  /// Moves the back button's title to `frame`, in the content's coordinates.
  func placeBackTitle(at frame: Rect) {
    backLabel.frame = frame.offsetBy(dx: -backClip.frame.minX, dy: -backClip.frame.minY)
  }

  /// The title's frame at rest: the middle of the bar.
  var restTitleFrame: Rect {
    let width = bounds.width * (1 - 2 * Self.sideShare)
    return Rect(x: bounds.width * Self.sideShare, y: textTop, width: width, height: textHeight)
  }

  /// The back button's title's frame at rest, right of the chevron.
  var restBackFrame: Rect {
    let width = max(0, bounds.width * Self.sideShare - Self.backTitleInset - 4)
    return Rect(x: Self.backTitleInset, y: textTop, width: width, height: textHeight)
  }

  /// The right item's frame at rest, right-aligned.
  var restRightFrame: Rect {
    let left = bounds.width * (1 - Self.sideShare)
    return Rect(x: left, y: textTop, width: max(0, bounds.width - Self.rightInset - left), height: textHeight)
  }

  /// The chevron's frame, centred on the bar's height.
  var chevronFrame: Rect {
    let size = BackChevronView.size
    return Rect(x: Self.chevronInset, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
  }

  /// The title's frame moved so its text centres where the back button's title would show it.
  var titleFrameAtBack: Rect {
    let back = restBackFrame
    let textCentre = back.minX + min(back.width, Self.width(of: item.title ?? "")) / 2
    return restTitleFrame.offsetBy(dx: textCentre - restTitleFrame.midX, dy: 0)
  }

  /// The back button's title's frame moved so its text centres where the title shows.
  var backFrameAtTitle: Rect {
    let back = restBackFrame
    let textCentre = back.minX + min(back.width, Self.width(of: backTitle)) / 2
    return back.offsetBy(dx: restTitleFrame.midX - textCentre, dy: 0)
  }

  /// Where a tap pops: the back button's side of the bar, while the back button shows.
  var backButtonFrame: Rect? {
    showsBackButton ? Rect(x: 0, y: 0, width: bounds.width * Self.sideShare, height: bounds.height) : nil
  }

  /// Where a tap runs the right item's action, while it shows: its title with 8 points of
  /// margin on the left and the bar's inset on the right, and at least the platform's
  /// 44-point touch target.
  var rightItemFrame: Rect? {
    guard showsRightItem else { return nil }
    let room = restRightFrame
    let textWidth = min(room.width, Self.width(of: item.rightBarButtonItem?.title ?? ""))
    let width = max(Self.minimumTouchWidth, textWidth + 8 + Self.rightInset)
    return Rect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
  }

  /// The estimated width of `text` at the bar's font size.
  static func width(of text: String) -> Double {
    Double(text.count) * fontSize * characterWidth
  }

  private var textHeight: Double { Self.fontSize * 1.3 }
  private var textTop: Double { (bounds.height - textHeight) / 2 }
}
