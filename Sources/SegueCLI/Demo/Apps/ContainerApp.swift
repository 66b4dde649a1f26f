import SegueGeometry
import SegueTransitions
import SegueUI

/// The objc.io container with three coloured children: a tap on the second button slides to
/// it, a pan to the left carries on to the third and finishes, a short pan back is cancelled.
@MainActor
final class ContainerApp: DemoApp {
  let container: ContainerViewController

  init(size: Size) {
    let pages = (0..<3).map { index in
      DemoPage(title: "Child \(index + 1)", color: DemoPage.palette[index], detail: "pan, or tap a button")
    }
    container = ContainerViewController(viewControllers: pages)
    container.title = "Container"
  }

  var rootViewController: ViewController { container }

  var script: [DemoStep] {
    [
      .wait(0.4),
      // The container's buttons row is the last subview of its view, as the article builds it.
      .tap("button 2", on: { [container] in container.view.subviews.last?.subviews[1] }),
      .wait(1.4),
      .pan("to the left, past a fifth", from: Point(x: 0.9, y: 0.7), to: Point(x: 0.15, y: 0.7), seconds: 0.5),
      .wait(1.3),
      .pan("back, too short", from: Point(x: 0.3, y: 0.7), to: Point(x: 0.45, y: 0.7), seconds: 0.3),
      .wait(1.0),
    ]
  }
}
