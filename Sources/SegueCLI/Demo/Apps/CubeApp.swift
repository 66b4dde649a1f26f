import SegueGeometry
import SegueTransitions
import SegueUI

/// The cookbook's custom container of four children that a rotating segue turns between, as
/// faces of a cube; Back and Next buttons switch, and the page dots follow when the segue
/// completes. The script turns forward twice and back once.
@MainActor
final class CubeApp: DemoApp {
  let container = CubeContainer()

  init(size: Size) {}

  var rootViewController: ViewController { container }

  var script: [DemoStep] {
    [
      .wait(0.4), .tap("Next", on: { [container] in container.nextButton }), .wait(0.9),
      .tap("Next", on: { [container] in container.nextButton }), .wait(0.9),
      .tap("Back", on: { [container] in container.backButton }), .wait(0.9),
    ]
  }
}

/// The recipe's container: every child is added up front, the current one's view stands in
/// the backsplash, and `switchToView(_:goingForward:)` performs a ``RotatingSegue``.
@MainActor
final class CubeContainer: ViewController, RotatingSegueDelegate {
  private let pages = (0..<4).map { index in
    DemoPage(title: "Face \(index + 1)", color: DemoPage.palette[index], detail: "a custom segue turns the cube")
  }
  private let backsplash = View()
  private var dots: [View] = []
  private var vcIndex = 0
  private(set) lazy var backButton = DemoButton(title: "Back") { [weak self] in self?.step(by: -1) }
  private(set) lazy var nextButton = DemoButton(title: "Next") { [weak self] in self?.step(by: 1) }

  override init() {
    super.init()
    title = "Cube"
  }

  override func loadView() {
    let root = DemoLayoutView()
    root.backgroundColor = .black
    root.addSubview(backsplash)
    for page in pages {
      addChild(page)
      page.didMove(toParent: self)
    }
    backsplash.addSubview(pages[0].view)
    dots = pages.map { _ in View() }
    for view in dots + [backButton, nextButton] { root.addSubview(view) }
    root.layout = { [weak self] root in self?.layOut(in: root.bounds) }
    view = root
    updateDots()
  }

  private func layOut(in bounds: Rect) {
    let bar = max(0, min(64, bounds.height * 0.1))
    backsplash.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - bar)
    for page in pages where page.viewIfLoaded?.superview === backsplash { page.view.frame = backsplash.bounds }
    let buttonWidth = bounds.width * 0.25
    let buttonHeight = bar * 0.55
    backButton.frame = Rect(
      x: bounds.width * 0.04, y: bounds.height - bar * 0.78, width: buttonWidth, height: buttonHeight)
    nextButton.frame = Rect(
      x: bounds.width * 0.96 - buttonWidth, y: bounds.height - bar * 0.78, width: buttonWidth, height: buttonHeight)
    for (index, dot) in dots.enumerated() {
      let side = bar * 0.15
      dot.frame = Rect(
        x: bounds.width / 2 + (Double(index) - 1.5) * side * 2.2 - side / 2, y: bounds.height - bar / 2 - side / 2,
        width: side, height: side)
      dot.layer.cornerRadius = side / 2
    }
  }

  private func step(by offset: Int) {
    switchToView((vcIndex + offset + pages.count) % pages.count, goingForward: offset > 0)
  }

  /// The recipe's switch: a rotating segue from the current child to the new one.
  func switchToView(_ newIndex: Int, goingForward: Bool) {
    guard vcIndex != newIndex else { return }
    let segue = RotatingSegue(identifier: "segue", source: pages[vcIndex], destination: pages[newIndex])
    segue.goesForward = goingForward
    segue.delegate = self
    segue.perform()
    vcIndex = newIndex
  }

  func segueDidComplete() {
    updateDots()
  }

  private func updateDots() {
    for (index, dot) in dots.enumerated() { dot.backgroundColor = Color(white: 1, alpha: index == vcIndex ? 1 : 0.35) }
  }
}
