import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI

/// A named view controller that runs an action once, from its `viewWillAppear(_:)`, its
/// `viewDidAppear(_:)` or its `viewDidDisappear(_:)`, as apps change a container's state or
/// present and dismiss from their appearance calls.
@MainActor
class AppearanceHookController: ViewController {
  /// Run from the next `viewWillAppear(_:)`, then forgotten.
  var onWillAppear: (() -> Void)?
  /// Run from the next `viewDidAppear(_:)`, then forgotten.
  var onDidAppear: (() -> Void)?
  /// Run from the next `viewDidDisappear(_:)`, then forgotten.
  var onDidDisappear: (() -> Void)?

  init(_ name: String) {
    super.init()
    title = name
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    runOnce(\.onWillAppear)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    runOnce(\.onDidAppear)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    runOnce(\.onDidDisappear)
  }

  private func runOnce(_ hook: ReferenceWritableKeyPath<AppearanceHookController, (() -> Void)?>) {
    let action = self[keyPath: hook]
    self[keyPath: hook] = nil
    action?()
  }
}

/// A window 300 × 200 on a virtual clock whose root view controller holds a container view
/// (the whole window) showing the "A" child; transitions go from A to B in the container.
@MainActor
final class TransitionStage: Stage {
  let root = NamedController("Root")
  let a = NamedController("A")
  let b = NamedController("B")
  private(set) lazy var trace = LifecycleTrace(clock: clock)

  init() {
    super.init(width: 300, height: 200)
    window.rootViewController = root
    root.view.frame = window.bounds
    root.addChild(a)
    a.view.frame = root.view.bounds
    root.view.addSubview(a.view)
    a.didMove(toParent: root)
    root.addChild(b)
    b.view.frame = root.view.bounds
  }

  /// The container view: the root's view.
  var container: View { root.view }

  /// A context from A to B run by `animator`, the final frame of B the container's bounds.
  func context(
    animator: any AnimatedTransitioning, interaction: (any InteractiveTransitioning)? = nil
  ) -> TransitionContext {
    let context = TransitionContext(
      containerView: container, from: a, to: b, animator: animator, interactionController: interaction)
    context.setInitialFrame(container.bounds, for: a)
    context.setFinalFrame(container.bounds, for: b)
    return context
  }

  /// Starts an interactive transition from A to B run by `animator` and driven by a new
  /// percent-driven controller, runs the frame it begins on, and scrubs it to `progress`.
  func startInteractive(
    _ animator: any AnimatedTransitioning = SlideAnimator(), at progress: Double = 0
  ) -> (PercentDrivenInteractiveTransition, TransitionContext) {
    let interaction = PercentDrivenInteractiveTransition()
    let context = self.context(animator: animator, interaction: interaction)
    context.start()
    step()
    interaction.update(progress)
    return (interaction, context)
  }
}
