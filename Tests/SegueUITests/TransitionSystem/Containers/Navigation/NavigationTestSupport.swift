import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI

/// A 320 × 568 window on a virtual clock whose root view controller is a navigation controller
/// with the root page "root"; a trace records from the start, and the delegate records its
/// show calls into it.
@MainActor
final class NavigationStage: Stage {
  let root = NamedController("root")
  let navigation: NavigationController
  let delegate = RecordingNavigationDelegate()
  private(set) lazy var trace = LifecycleTrace(clock: clock)

  /// A stage showing "next" over the root, settled, with `animator` for the delegate to vend.
  static func withTwoPages(animator: (any AnimatedTransitioning)? = nil) -> (NavigationStage, NamedController) {
    let stage = NavigationStage()
    let next = NamedController("next")
    stage.navigation.pushViewController(next, animated: false)
    stage.delegate.animator = animator
    stage.settle()
    return (stage, next)
  }

  /// A stage whose animated push of "next" over the root has played for `seconds`.
  static func pushing(for seconds: Double) -> (NavigationStage, NamedController) {
    let stage = NavigationStage()
    let next = NamedController("next")
    stage.navigation.pushViewController(next, animated: true)
    stage.run(for: seconds)
    return (stage, next)
  }

  /// Moves finger `identifier`, resting at x = `startX` (mid-height), `dx` points across in
  /// `steps` frames of 10 points, one sample a frame, and runs those frames and one more.
  func moveFinger(_ identifier: Int, fromX startX: Double, steps: Int, by step: Double = -10) {
    let frame = application.frameScheduler.frameDuration
    let y = window.bounds.height / 2
    application.enqueue(
      (1...steps).map { index in
        TouchInput(
          identifier: identifier, location: Point(x: startX + step * Double(index), y: y), phase: .moved,
          timestamp: clock.now + frame * Double(index))
      })
    run(for: frame * Double(steps + 1))
  }

  init() {
    navigation = NavigationController(rootViewController: root)
    super.init()
    navigation.title = "nav"
    navigation.delegate = delegate
    window.rootViewController = navigation
    delegate.trace = trace
  }

  /// The width of the window.
  var width: Double { window.bounds.size.width }

  /// Runs `body` with the trace recording and returns the lines it recorded.
  func traced(_ body: () -> Void) -> [String] {
    let start = trace.events.count
    trace.record(body)
    return Array(trace.lines[start...])
  }

  /// Runs frames, one every 1/60 s, for `seconds`, the last one exactly `seconds` from now.
  override func run(for seconds: Double) {
    run(until: clock.now + seconds)
  }

  /// Runs frames until no transition runs in the navigation controller and no touch waits, at
  /// most `limit` of them; returns whether it settled.
  @discardableResult
  func settle(limit: Int = 600) -> Bool {
    for _ in 0..<limit {
      if navigation.transitionCoordinator == nil, !hasTransitionUnderway, !application.hasPendingInput { break }
      step()
    }
    step()
    step()
    return !hasTransitionUnderway
  }

  /// Whether a view controller of the stack takes part in a transition.
  var hasTransitionUnderway: Bool {
    navigation.children.contains { $0.transitionCoordinator != nil }
  }

  /// Queues a left-edge drag of the finger from x = 2 to `x` (at mid-height) over `steps`
  /// frames starting at the next frame, lifting at the end when `lift`.
  func edgeDrag(to x: Double, steps: Int = 10, lift: Bool = true) {
    let y = window.bounds.size.height / 2
    let frame = application.frameScheduler.frameDuration
    application.enqueue(
      drag(
        from: Point(x: 2, y: y), to: Point(x: x, y: y), at: clock.now + frame, steps: steps, interval: frame, lift: lift
      ))
  }

  /// Queues the lift of a finger held at `x` after an edge drag, at the next frame.
  func lift(at x: Double) {
    let frame = application.frameScheduler.frameDuration
    application.enqueue([sample(.ended, x, window.bounds.size.height / 2, at: clock.now + frame)])
  }

  /// The calls of a finished animated pop from "next" to "root": containment, the delegate's
  /// and appearance calls.
  static let finishedPopLines = [
    "next.willMove(toParent: nil)",
    "delegate.willShow(root, true)",
    "next.viewWillDisappear(true)",
    "root.viewWillAppear(true)",
    "root.viewIsAppearing(true)",
    "next.viewDidDisappear(true)",
    "root.viewDidAppear(true)",
    "next.didMove(toParent: nil)",
    "delegate.didShow(root, true)",
  ]

  /// `lines` without the calls made to the transition's objects (animator, interaction
  /// controller, coordinator).
  static func controllerCalls(_ lines: [String]) -> [String] {
    lines.filter { !$0.contains("coordinator") && !$0.contains("Interactive") && !$0.contains("Animator") }
  }

  /// The view controllers whose root views are in the navigation controller's view, back to front.
  var onScreen: [String] {
    navigation.pageViews.compactMap { $0.viewController?.traceName }
  }
}

/// A navigation delegate that records its show calls in a trace and vends `animator` and
/// `interaction` when set.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
  var trace: LifecycleTrace?
  var animator: (any AnimatedTransitioning)?
  var interaction: (any InteractiveTransitioning)?
  private(set) var operations: [NavigationController.Operation] = []

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
  ) {
    trace?.append(subject: "delegate", call: "willShow(\(viewController.traceName), \(animated))")
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
  ) {
    trace?.append(subject: "delegate", call: "didShow(\(viewController.traceName), \(animated))")
  }

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    operations.append(operation)
    return animator
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    interaction
  }
}

extension NavigationController {
  /// The views in the navigation controller's pages' area (the transition view filling its
  /// view), back to front.
  var pageViews: [View] { view.subviews.first?.subviews ?? [] }
}
