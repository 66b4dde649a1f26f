import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueTransitions
import SegueUI

/// A 320 × 568 window on a virtual clock whose root view controller is the objc.io container
/// of the children "A", "B" and "C", with a recording delegate.
@MainActor
final class ContainerStage: Stage {
  let a = NamedController("A")
  let b = NamedController("B")
  let c = NamedController("C")
  let container: ContainerViewController
  let delegate = RecordingContainerDelegate()

  init() {
    container = ContainerViewController(viewControllers: [a, b, c])
    super.init()
    container.title = "Container"
    container.delegate = delegate
    window.rootViewController = container
    application.runFrame()
  }

  /// A finger at mid-height moving horizontally from `startX` to `endX` in 10 frames, lifting
  /// at the end when `lift`; runs the frames it takes.
  func pan(fromX startX: Double, toX endX: Double, lift: Bool = true) {
    send(drag(from: Point(x: startX, y: 400), to: Point(x: endX, y: 400), at: clock.now, steps: 10, lift: lift))
  }

  /// Lifts the finger of a pan at `point` one frame later.
  func send(lift point: Point) {
    send([TouchInput(identifier: 0, location: point, phase: .ended, timestamp: clock.now + 1.0 / 60)])
  }

  /// The children whose views are in the container's view.
  var shownTitles: [String] {
    [a, b, c].filter { $0.viewIfLoaded?.isDescendant(of: container.view) == true }.compactMap(\.title)
  }

  /// The fill of button `index` as shown now.
  func buttonFill(_ index: Int) -> Color? {
    let button = container.view.subviews.last?.subviews[index]
    return button?.layer.presentation(at: clock.now).backgroundColor
  }
}

/// A container delegate that logs its calls and vends `animator` (when set) with `interaction`.
@MainActor
final class RecordingContainerDelegate: ContainerViewControllerDelegate {
  var calls: [String] = []
  var animator: (() -> any AnimatedTransitioning)?
  var interaction: (any InteractiveTransitioning)?

  func containerViewController(
    _ containerViewController: ContainerViewController, didSelect viewController: ViewController
  ) {
    calls.append("didSelect \(viewController.traceName)")
  }

  func containerViewController(
    _ containerViewController: ContainerViewController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    calls.append("animator \(fromVC.traceName)→\(toVC.traceName)")
    return animator?()
  }

  func containerViewController(
    _ containerViewController: ContainerViewController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    calls.append("interaction")
    return interaction
  }
}
