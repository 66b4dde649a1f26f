import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI

/// A page of the stage: a named view controller with a plain colour.
@MainActor
final class Page: ViewController {
  private let color: Color

  init(_ name: String, _ color: Color) {
    self.color = color
    super.init()
    title = name
  }

  override func viewDidLoad() {
    view.backgroundColor = color
  }
}

/// A window on a virtual clock whose root view controller shows "From" in its view (the
/// container); transitions go to "To", with the container's bounds as its final frame unless
/// the stage is made without one (as a custom presentation leaves it free).
@MainActor
final class AnimatorStage: Stage {
  let root = Page("Root", .white)
  let from = Page("From", Color(red: 0.2, green: 0.4, blue: 0.9))
  let to = Page("To", Color(red: 0.95, green: 0.55, blue: 0.15))
  private let givesFinalFrame: Bool

  init(size: Size = Size(width: 320, height: 480), givesFinalFrame: Bool = true) {
    self.givesFinalFrame = givesFinalFrame
    super.init(width: size.width, height: size.height)
    window.rootViewController = root
    root.view.frame = window.bounds
    root.addChild(from)
    from.view.frame = root.view.bounds
    root.view.addSubview(from.view)
    from.didMove(toParent: root)
    root.addChild(to)
  }

  /// The container view: the root's view.
  var container: View { root.view }
  /// The container's width.
  var width: Double { container.bounds.width }
  /// The container's height.
  var height: Double { container.bounds.height }

  /// Starts a transition run by `animator`, driven by `interaction` when given; the container
  /// removes the view of "From" when it completes. Returns the context.
  @discardableResult
  func start(_ animator: any AnimatedTransitioning, interaction: PercentDrivenInteractiveTransition? = nil)
    -> TransitionContext
  {
    let context = TransitionContext(
      containerView: container, from: from, to: to, animator: animator, interactionController: interaction)
    context.setInitialFrame(container.bounds, for: from)
    if givesFinalFrame { context.setFinalFrame(container.bounds, for: to) }
    let fromView = from.view
    context.observer = { if $0 == .ended(completed: true) { fromView.removeFromSuperview() } }
    context.start()
    step()
    return context
  }

  /// Starts `animator` under a percent-driven controller and scrubs it to `progress`.
  @discardableResult
  func scrub(_ animator: any AnimatedTransitioning, to progress: Double) -> PercentDrivenInteractiveTransition {
    let interaction = PercentDrivenInteractiveTransition()
    start(animator, interaction: interaction)
    interaction.update(progress)
    return interaction
  }

  /// The views the animator added to the container (all but the two pages' views).
  var addedViews: [View] {
    container.subviews.filter { $0 !== from.view && $0 !== to.view }
  }
}
