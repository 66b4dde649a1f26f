import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI

/// A 320 × 568 window on a virtual clock whose root view controller is a tab bar controller
/// with the children "A", "B" and "C" and a recording delegate.
@MainActor
final class TabStage: Stage {
  let tabs = TabBarController()
  let delegate = RecordingTabDelegate()
  let a = NamedController("A")
  let b = NamedController("B")
  let c = NamedController("C")

  init() {
    super.init()
    tabs.title = "Tabs"
    tabs.viewControllers = [a, b, c]
    tabs.delegate = delegate
    window.rootViewController = tabs
    application.runFrame()
  }

  /// Taps the middle of tab `index` in the tab bar, the finger lifting 0.05 s later, and runs
  /// the frames the tap takes.
  func tapTab(_ index: Int) {
    let frame = tabs.tabBar.frameOfItem(at: index)
    let point = tabs.tabBar.convert(Point(x: frame.midX, y: frame.midY), to: window)
    let start = clock.now
    application.enqueue([
      TouchInput(identifier: 0, location: point, phase: .began, timestamp: start),
      TouchInput(identifier: 0, location: point, phase: .ended, timestamp: start + 0.05),
    ])
    run(for: 0.05)
  }

  /// Has the delegate vend a ``SlideAnimator`` of `duration` seconds for every switch.
  func animateSwitches(over duration: Double) {
    delegate.animator = {
      let animator = SlideAnimator()
      animator.duration = duration
      return animator
    }
  }

  /// Animates switches over 0.1 s, gives the application a trace on the clock, and presents a
  /// full-screen "M" over the tab bar controller, traced; returns both for the caller to
  /// dismiss and to take the trace back from the application.
  func presentModalWhileTracing() -> (modal: ViewController, trace: LifecycleTrace) {
    animateSwitches(over: 0.1)
    let modal = NamedController("M")
    let trace = LifecycleTrace(clock: clock)
    application.lifecycleTrace = trace
    trace.record { tabs.present(modal, animated: true) }
    return (modal, trace)
  }

  /// The titles of the children whose views are in the tab bar controller's view.
  var shownTitles: [String] {
    [a, b, c].filter { $0.viewIfLoaded?.isDescendant(of: tabs.view) == true }.compactMap(\.title)
  }
}

/// A tab bar controller delegate that logs its calls and vends `animator` (when set) with
/// `interaction`.
@MainActor
final class RecordingTabDelegate: TabBarControllerDelegate {
  var calls: [String] = []
  var refused: Set<String> = []
  var animator: (() -> any AnimatedTransitioning)?
  var interaction: (any InteractiveTransitioning)?

  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
    calls.append("shouldSelect \(viewController.traceName)")
    return !refused.contains(viewController.traceName)
  }

  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
    calls.append("didSelect \(viewController.traceName)")
  }

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    calls.append("animator \(fromVC.traceName)→\(toVC.traceName)")
    return animator?()
  }

  func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    calls.append("interaction")
    return interaction
  }
}
