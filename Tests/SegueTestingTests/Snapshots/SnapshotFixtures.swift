import SegueGeometry
import SegueTesting
import SegueUI

/// The same slide but in from the bottom: frames differ from ``WellBehavedSlide``'s from the second on.
@MainActor
final class RisingSlide: AnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.2 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
    else { return }
    let final = transitionContext.finalFrame(for: to)
    toView.frame = final.offsetBy(dx: 0, dy: final.size.height)
    transitionContext.containerView.addSubview(toView)
    View.animate(
      withDuration: 0.2, animations: { toView.frame = final },
      completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
  }
}

/// A tab bar controller of a red page "A" and a blue page "B" that slides between them.
@MainActor
final class SlidingTabs: TabBarController, TabBarControllerDelegate {
  override init() {
    super.init()
    viewControllers = [
      SnapshotFixtures.page("A", Color(red: 0.9, green: 0.2, blue: 0.2)),
      SnapshotFixtures.page("B", Color(red: 0.2, green: 0.3, blue: 0.9)),
    ]
    delegate = self
  }

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    WellBehavedSlide(isReversed: tabBarController.viewControllers?.firstIndex { $0 === toVC } == 0)
  }
}

/// The apps and gestures the snapshot tests run.
@MainActor
enum SnapshotFixtures {
  /// The small window every fixture runs in.
  static let size = Size(width: 80, height: 120)

  /// A navigation stack of a green "List" with an orange "Detail" already pushed on it.
  static func detailOnList() -> NavigationController {
    let navigation = NavigationController(rootViewController: list())
    navigation.pushViewController(detail(), animated: false)
    return navigation
  }

  /// A navigation stack of a green "List" alone.
  static func listAlone() -> NavigationController {
    NavigationController(rootViewController: list())
  }

  /// The green "List".
  static func list() -> ViewController { page("List", Color(red: 0.2, green: 0.7, blue: 0.3)) }

  /// The orange "Detail".
  static func detail() -> ViewController { page("Detail", Color(red: 0.95, green: 0.6, blue: 0.1)) }

  /// A page titled `name` in `color`, with a dark band across it so that motion shows.
  static func page(_ name: String, _ color: Color) -> ViewController {
    let page = ViewController()
    page.title = name
    page.view.backgroundColor = color
    let band = View(frame: Rect(x: 8, y: 64, width: 40, height: 12))
    band.backgroundColor = Color(white: 0.2)
    page.view.addSubview(band)
    return page
  }

  /// A finger from the left edge to `x` at mid-height in `steps` frames, lifting there.
  static func backSwipe(to x: Double, steps: Int) -> GestureRecording {
    var samples: [TouchInput] = []
    for step in 0...steps {
      let fraction = Double(step) / Double(steps)
      let phase: Touch.Phase = step == 0 ? .began : step == steps ? .ended : .moved
      let location = Point(x: 2 + (x - 2) * fraction, y: size.height / 2)
      samples.append(TouchInput(location: location, phase: phase, timestamp: Double(step) / 60))
    }
    return GestureRecording(samples: samples, windowSize: size)
  }
}
