import SegueGeometry
import SegueUI

/// The Health Beat "Add Entry" transition: a small pop-up fades in at the centre, over its
/// parent, and fades out again when dismissed.
///
/// As the article writes it: 0.25 s, ease-in-ease-out (linear while interactive), the pop-up
/// 280 × 170 points centred on its parent (on the container where the context does not hand
/// the parent out), or at the context's final frame for it when there is one; only its alpha
/// animates — the article scales nothing and adds no dimming or shadow. The parent is put below
/// the pop-up when the context hands it out (at its final frame when dismissing). A cancelled
/// transition leaves both views as they were; the view that leaves gets its state back.
@MainActor
public final class PopUpFadeAnimator: TimedTransitionAnimator {
  /// The article's duration, in seconds.
  nonisolated public static let defaultDuration = 0.25
  /// The article's pop-up size, in points (portrait).
  public static let defaultPopUpSize = Size(width: 280, height: 170)

  /// Whether the animator presents the pop-up (fades it in) rather than dismisses it.
  public let isPresenting: Bool
  /// The pop-up's size when the context gives it no final frame.
  public let popUpSize: Size
  /// The length of the fade, in seconds.
  public let duration: Double

  /// Creates the animator that presents (`isPresenting`) or dismisses a pop-up of `popUpSize`
  /// over `duration` seconds.
  public init(isPresenting: Bool, popUpSize: Size = defaultPopUpSize, duration: Double = defaultDuration) {
    self.isPresenting = isPresenting
    self.popUpSize = popUpSize
    self.duration = duration
  }

  /// Puts the parent and the pop-up in the container and fades the pop-up in or out (a fade
  /// already, it stays as it is under reduced motion).
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    let cleanup = TransitionCleanup(transitionContext)
    let containerView = transitionContext.containerView
    let parentView = transitionContext.view(forKey: isPresenting ? .from : .to)
    guard let popUp = transitionContext.view(forKey: isPresenting ? .to : .from) else {
      return cleanup.complete(transitionContext)
    }
    if let parentView {
      if !isPresenting, let parent = transitionContext.viewController(forKey: .to) {
        let final = transitionContext.finalFrame(for: parent)
        if final != .zero { parentView.frame = final }
      }
      containerView.addSubview(parentView)
    }
    containerView.addSubview(popUp)
    if isPresenting {
      popUp.frame = presentedFrame(in: transitionContext, over: parentView)
      popUp.alpha = 0
    }
    let presenting = isPresenting
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.animationOptions(.curveEaseInOut),
      animations: { popUp.alpha = presenting ? 1 : 0 },
      completion: { _ in cleanup.complete(transitionContext) })
  }

  /// The context's final frame for the pop-up, else `popUpSize` centred on the parent.
  private func presentedFrame(in transitionContext: any ContextTransitioning, over parentView: View?) -> Rect {
    if let presented = transitionContext.viewController(forKey: .to) {
      let final = transitionContext.finalFrame(for: presented)
      if final != .zero { return final }
    }
    let bounds = transitionContext.containerView.bounds
    let center = parentView?.center ?? Point(x: bounds.midX, y: bounds.midY)
    return Rect(
      x: center.x - popUpSize.width / 2, y: center.y - popUpSize.height / 2, width: popUpSize.width,
      height: popUpSize.height)
  }
}
