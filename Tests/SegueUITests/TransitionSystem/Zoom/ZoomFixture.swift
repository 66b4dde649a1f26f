import SegueGeometry
import SegueTestSupport
import SegueUI

/// A 390 × 844 window whose navigation controller shows a list of three rounded cells; the
/// detail's preferred transition zooms from the cell ``sourceIndex`` names (asked each time).
@MainActor
final class ZoomFixture: Stage {
  let list = ViewController()
  let navigation: NavigationController
  let detail = ViewController()
  let cells: [View]
  /// How long after its start a zoom (0.45 s) is nearly at its end.
  static let nearlyDone = 0.4
  /// The cell the provider names next.
  var sourceIndex = 0
  /// How often the provider was asked.
  private(set) var providerCalls = 0

  init(options: ViewController.Transition.ZoomOptions? = nil) {
    navigation = NavigationController(rootViewController: list)
    cells = (0..<3).map { row in
      let cell = View(frame: Rect(x: 20, y: 120 + Double(row) * 140, width: 160, height: 120))
      cell.backgroundColor = Color(red: 0.2, green: 0.3 + 0.2 * Double(row), blue: 0.8)
      cell.layer.cornerRadius = 12
      return cell
    }
    super.init(width: 390, height: 844)
    for cell in cells { list.view.addSubview(cell) }
    detail.view.backgroundColor = Color(red: 0.9, green: 0.5, blue: 0.2)
    detail.preferredTransition = .zoom(options: options) { [weak self] _ in
      guard let self else { return nil }
      providerCalls += 1
      return cells[sourceIndex]
    }
    window.rootViewController = navigation
    application.runFrame()
  }

  /// The view the zoom moves the detail in while it runs (its superview), if any.
  var clip: View? {
    guard let superview = detail.viewIfLoaded?.superview, superview.clipsToBounds else { return nil }
    return superview
  }

  /// Where `cell` is in the navigation controller's view.
  func frame(of cell: View) -> Rect { cell.convert(cell.bounds, to: navigation.view) }

  /// The frame `view` shows now, in the navigation controller's view (its transform's
  /// translation and scale included).
  func shownFrame(_ view: View) -> Rect {
    let values = shown(view)
    let scale = values.transform.m11
    let size = Size(width: values.bounds.width * scale, height: values.bounds.height * scale)
    let centre = Point(x: values.position.x + values.transform.m41, y: values.position.y + values.transform.m42)
    let origin =
      view.superview?.convert(
        Point(x: centre.x - size.width / 2, y: centre.y - size.height / 2), to: navigation.view) ?? .zero
    return Rect(origin: origin, size: size)
  }

  /// Holds the finger of ``drag(from:by:steps:lifts:flick:)`` still at `point` for `frames`
  /// frames.
  func hold(at point: Point, frames: Int) {
    send(
      (1...frames).map {
        TouchInput(identifier: 3, location: point, phase: .moved, timestamp: clock.now + frameDuration * Double($0))
      })
  }

  /// Lifts the finger of ``drag(from:by:steps:lifts:flick:)`` at `point` a frame from now.
  func lift(at point: Point) {
    send([TouchInput(identifier: 3, location: point, phase: .ended, timestamp: clock.now + frameDuration)])
  }

  /// Queues a drag of one finger from `start` by `travel`, in `steps` moves a frame apart,
  /// lifting a frame after the last one (still moving when `flick`, held otherwise) and runs
  /// the frames up to the lift when `lifts`.
  func drag(from start: Point, by travel: Vector, steps: Int = 12, lifts: Bool = true, flick: Bool = true) {
    let frame = frameDuration
    var inputs = [TouchInput(identifier: 3, location: start, phase: .began, timestamp: clock.now + frame)]
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      inputs.append(
        TouchInput(
          identifier: 3, location: Point(x: start.x + travel.dx * fraction, y: start.y + travel.dy * fraction),
          phase: .moved, timestamp: clock.now + frame * Double(step + 1)))
    }
    let end = Point(x: start.x + travel.dx, y: start.y + travel.dy)
    if lifts {
      if !flick {
        for hold in 0..<6 {
          inputs.append(
            TouchInput(
              identifier: 3, location: end, phase: .moved, timestamp: clock.now + frame * Double(steps + 2 + hold)))
        }
      }
      let liftStep = flick ? steps + 2 : steps + 8
      let lift = flick ? Point(x: end.x + travel.dx / Double(steps), y: end.y + travel.dy / Double(steps)) : end
      inputs.append(
        TouchInput(identifier: 3, location: lift, phase: .ended, timestamp: clock.now + frame * Double(liftStep)))
    }
    send(inputs)
  }
}
