import SegueGeometry
import SegueUI

/// The Health Beat app's tab switch (`TabAnimator`): the new tab's view slides in from the
/// right when its tab comes after the old one (from the left otherwise) while the old view
/// slides out the other way, one container width, frames only.
///
/// As the article writes it: the direction from the two view controllers' indices in the tab
/// bar controller's `viewControllers`; 0.25 s, ease-in-ease-out, linear while interactive so
/// that the views stay under the finger. Segue's choices where the article is silent: the tab
/// bar controller is the "to" view controller's (the article keeps a weak reference to it);
/// when either view controller is not one of its children, ``goingRight`` decides; a "from"
/// view without an initial frame slides from where it is. The old view gets its frame back at
/// the end; a cancelled transition leaves both views as they were.
@MainActor
public final class TabSlideAnimator: TimedTransitionAnimator {
  /// The article's duration, in seconds.
  nonisolated public static let defaultDuration = 0.25

  /// The direction used when the tab indices do not say it: whether the new view comes in
  /// from the right edge (and the old one leaves by the left).
  public let goingRight: Bool
  /// The length of the slide, in seconds.
  public let duration: Double

  /// Creates the slide, going right when the tab indices do not tell the direction and
  /// `goingRight`, over `duration` seconds.
  public init(goingRight: Bool = true, duration: Double = defaultDuration) {
    self.goingRight = goingRight
    self.duration = duration
  }

  /// Whether the transition goes to a later tab: the new view comes in from the right.
  private func goesRight(in transitionContext: any ContextTransitioning) -> Bool {
    guard let from = transitionContext.viewController(forKey: .from),
      let to = transitionContext.viewController(forKey: .to),
      let tabs = to.tabBarController?.viewControllers,
      let fromIndex = tabs.firstIndex(where: { $0 === from }), let toIndex = tabs.firstIndex(where: { $0 === to })
    else { return goingRight }
    return fromIndex < toIndex
  }

  /// Slides the old view out and the new one in, one container width.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (cleanup, fromView, toView) = transitionContext.beginMoving(for: self) else { return }
    let containerView = transitionContext.containerView
    let givenFromFrame =
      transitionContext.viewController(forKey: .from).map(transitionContext.initialFrame(for:)) ?? .zero
    let initialFromFrame = givenFromFrame == .zero ? fromView.frame : givenFromFrame
    let finalToFrame = transitionContext.finalFrameOfToView
    let offscreenLeft = initialFromFrame.offsetBy(dx: -containerView.bounds.width, dy: 0)
    let offscreenRight = initialFromFrame.offsetBy(dx: containerView.bounds.width, dy: 0)
    let goRight = goesRight(in: transitionContext)
    let initialToFrame = goRight ? offscreenRight : offscreenLeft
    let finalFromFrame = goRight ? offscreenLeft : offscreenRight
    fromView.frame = initialFromFrame
    toView.frame = initialToFrame
    containerView.addSubview(fromView)
    containerView.addSubview(toView)
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.animationOptions(.curveEaseInOut),
      animations: {
        toView.frame = finalToFrame
        fromView.frame = finalFromFrame
      },
      completion: { _ in cleanup.complete(transitionContext) })
  }
}
