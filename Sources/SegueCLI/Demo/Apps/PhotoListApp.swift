import SegueGeometry
import SegueUI

/// A list of photos in a navigation stack, the fluid transitions of iOS 18 and 26: a scroll
/// view of rows; a tap on a row zooms into its photo (the row is the zoom's source, asked again
/// on the way back); the photo is dragged down to zoom back into its row, or swiped back from
/// the middle of the screen. The script scrolls the list with a fling, opens a photo, drags it
/// home, scrolls back, opens another and swipes it back from the content.
@MainActor
final class PhotoListApp: DemoApp {
  /// How many photos the list holds.
  static let count = 12

  private let list = ViewController()
  private(set) lazy var navigation = NavigationController(rootViewController: list)
  /// The list's scroll view.
  let scrollView = ScrollView()
  /// The list's rows, one per photo.
  private(set) var rows: [DemoButton] = []

  init(size: Size) {
    list.title = "Photos"
    let root = DemoLayoutView()
    root.backgroundColor = Color(white: 0.96)
    root.addSubview(scrollView)
    rows = (0..<Self.count).map { index in
      let row = DemoButton(title: "Photo \(index + 1)", tint: Self.color(of: index)) { [weak self] in
        self?.open(index)
      }
      scrollView.addSubview(row)
      return row
    }
    root.layout = { [weak self] root in self?.layOut(in: root.bounds) }
    list.view = root
  }

  var rootViewController: ViewController { navigation }

  /// The colour of photo `index`.
  private static func color(of index: Int) -> Color {
    DemoPage.palette[index % DemoPage.palette.count]
  }

  /// Places the scroll view below the bar and the rows down it, a third of the width apart.
  private func layOut(in bounds: Rect) {
    let top = navigation.navigationBar.frame.maxY
    scrollView.frame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    let gap = bounds.width * 0.05
    let height = bounds.width * 0.3
    for (index, row) in rows.enumerated() {
      row.frame = Rect(
        x: gap, y: gap + Double(index) * (height + gap), width: bounds.width - 2 * gap, height: height)
    }
    scrollView.contentSize = Size(width: bounds.width, height: gap + Double(rows.count) * (height + gap))
  }

  /// Pushes photo `index`, zooming out of its row.
  private func open(_ index: Int) {
    let photo = DemoPage(
      title: "Photo \(index + 1)", color: Self.color(of: index),
      detail: "drag down to close, or swipe right from anywhere")
    photo.preferredTransition = .zoom { [weak self] _ in self?.rows[index] }
    navigation.pushViewController(photo, animated: true)
  }

  /// The tap on the first row wholly in view below row `after` (counted from the top of the
  /// list's visible part).
  private func tapRow(_ name: String, after skipped: Int) -> DemoStep {
    .tap(name) { [weak self] in
      guard let self else { return nil }
      let visible = scrollView.bounds
      let shown = rows.filter { visible.contains($0.frame.origin) && $0.frame.maxY <= visible.maxY }
      guard shown.count > skipped else { return nil }
      let row = shown[skipped]
      return row.convert(Point(x: row.bounds.midX, y: row.bounds.midY), to: row.window)
    }
  }

  var script: [DemoStep] {
    // A touch on a moving list only stops it (as on the platform): each tap on a row follows one
    // that stops the list.
    let stop = DemoStep.tap("the list to stop it") { [weak self] in
      self.map { Point(x: $0.scrollView.frame.midX, y: $0.scrollView.frame.maxY - 10) }
    }
    return [
      .wait(0.4),
      .pan("fling the list up", from: Point(x: 0.5, y: 0.8), to: Point(x: 0.5, y: 0.45), seconds: 0.25),
      .wait(1.2), stop, .wait(0.3),
      tapRow("a photo", after: 1), .wait(0.8),
      .pan("drag the photo down to close it", from: Point(x: 0.5, y: 0.4), to: Point(x: 0.5, y: 0.8), seconds: 0.5),
      .wait(0.9),
      .pan("scroll back, slowly", from: Point(x: 0.5, y: 0.35), to: Point(x: 0.5, y: 0.6), seconds: 0.6),
      .wait(0.5), stop, .wait(0.3),
      tapRow("another photo", after: 0), .wait(0.8),
      .pan("swipe back from the middle", from: Point(x: 0.3, y: 0.5), to: Point(x: 0.95, y: 0.5), seconds: 0.4),
      .wait(0.9),
    ]
  }
}
