import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueTransitions
import SegueUI

/// One whole app on a virtual clock: a 390 × 844 window whose root is an ``AppTree``'s tab bar
/// controller (a navigation stack, the objc.io custom container of "c0" … "c2" and a plain
/// page). Transition diagnostics are collected in ``issues`` while ``collectingIssues(_:)``
/// runs.
@MainActor
final class AppStage: Stage {
  /// The app's view controllers.
  let tree: AppTree
  var tabs: TabBarController { tree.tabs }
  var home: Page { tree.home }
  var navigation: NavigationController { tree.navigation }
  var containerPages: [Page] { tree.containerPages }
  var container: ContainerViewController { tree.container }
  var plain: Page { tree.plain }
  var tabDelegate: SlidingTabsDelegate { tree.slidingDelegate }
  private(set) var issues: [TransitionIssue] = []

  convenience init(animatesTabs: Bool = true) {
    self.init(style: animatesTabs ? .slide : .atOnce)
  }

  init(style: AppTree.TabStyle) {
    tree = AppTree(style: style)
    super.init(width: 390, height: 844)
    window.rootViewController = tree.tabs
    application.runFrame()
  }

  /// Runs `body` with Segue's transition diagnostics collected into ``issues``.
  func collectingIssues(_ body: () -> Void) {
    let handler: Diagnostics.Handler = { [weak self] diagnostic in
      MainActor.assumeIsolated {
        if let issue = TransitionIssue(diagnostic) { self?.issues.append(issue) }
      }
    }
    Diagnostics.withHandler(handler, operation: body)
  }

  /// Whether a view controller of the app takes part in a transition.
  var hasTransitionUnderway: Bool {
    allControllers.contains { $0.transitionCoordinator != nil }
  }

  /// Every view controller of the app reachable from the window's root: children and
  /// presented ones.
  var allControllers: [ViewController] {
    var result: [ViewController] = []
    func visit(_ controller: ViewController) {
      guard !result.contains(where: { $0 === controller }) else { return }
      result.append(controller)
      for child in controller.children { visit(child) }
      if let presented = controller.presentedViewController { visit(presented) }
    }
    if let root = window.rootViewController { visit(root) }
    return result
  }

  /// Pushes a new page named `title` onto the navigation stack and returns it.
  @discardableResult
  func push(_ title: String, animated: Bool = true) -> Page {
    let page = Page(title)
    navigation.pushViewController(page, animated: animated)
    return page
  }

  /// Queues a left-edge drag of one finger at mid-height from x = 2 to `x` over `steps`
  /// frames, one sample a frame from the next frame on, lifting at rest at the end when `lift`.
  func edgeDrag(to x: Double, steps: Int = 10, lift: Bool = true) {
    drag(from: 2, to: x, steps: steps, lift: lift)
  }

  /// Queues a drag of one finger at mid-height from `startX` to `endX` over `steps` frames,
  /// one sample a frame from the next frame on, holding still two frames and lifting when `lift`.
  func drag(from startX: Double, to endX: Double, steps: Int = 10, lift: Bool = true) {
    let frame = application.frameScheduler.frameDuration
    let y = window.bounds.height / 2
    var inputs = [
      TouchInput(identifier: 7, location: Point(x: startX, y: y), phase: .began, timestamp: clock.now + frame)
    ]
    for index in 1...steps {
      let x = startX + (endX - startX) * Double(index) / Double(steps)
      inputs.append(
        TouchInput(
          identifier: 7, location: Point(x: x, y: y), phase: .moved, timestamp: clock.now + frame * Double(index + 1)))
    }
    if lift {
      for extra in 0..<2 {
        inputs.append(
          TouchInput(
            identifier: 7, location: Point(x: endX, y: y), phase: .moved,
            timestamp: clock.now + frame * Double(steps + 2 + extra)))
      }
      inputs.append(
        TouchInput(
          identifier: 7, location: Point(x: endX, y: y), phase: .ended, timestamp: clock.now + frame * Double(steps + 4)
        ))
    }
    application.enqueue(inputs)
  }

  /// Queues the lift of the finger held at `x` at mid-height, at the next frame.
  func lift(at x: Double) {
    let frame = application.frameScheduler.frameDuration
    application.enqueue([
      TouchInput(
        identifier: 7, location: Point(x: x, y: window.bounds.height / 2), phase: .ended, timestamp: clock.now + frame)
    ])
  }
}

/// A tab bar controller delegate that vends Health Beat's slide for every switch while
/// ``animates`` is set.
@MainActor
final class SlidingTabsDelegate: TabBarControllerDelegate {
  var animates = true
  var duration = TabSlideAnimator.defaultDuration

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    animates ? TabSlideAnimator(duration: duration) : nil
  }
}
