import SegueGeometry
import SegueMotion
import SegueUI

/// The paper fold of the interactive tab bar article (`CEFoldAnimationController`): the old
/// view folds up like paper towards one edge while the new one unfolds from the other.
///
/// As the article builds it: each view is cut by resizable snapshots into `2 × folds` vertical
/// strips; each pair of strips is one fold, hinged at its outer edges (the anchor points) and
/// turned ±90° about the vertical axis, under the perspective `m34 = −0.005` of the
/// VCTransitionsLibrary code, so that the folds of the old view close onto the right edge
/// (the left with `reverse`) while those of the new view open from the left edge (the right).
/// Each strip carries a black gradient whose opacity goes from 0 to 1 as its fold closes, so
/// the shading deepens towards the creases. 1 s (the library's default), ease-in-ease-out,
/// linear while interactive. Segue's choices: the perspective sits on a temporary view holding
/// the strips, not on the container, and the strips turn by pure rotations; the real views are
/// hidden while the strips stand in for them (the article moves them a width to the right,
/// which shows them beside a container that does not reach the screen's right edge) and are
/// shown again at the end; a cancelled transition leaves both views as they were.
@MainActor
public final class PaperFoldAnimator: TimedTransitionAnimator {
  /// The library's duration, in seconds.
  nonisolated public static let defaultDuration = 1.0
  /// The article's number of folds.
  public static let defaultFolds = 2
  /// The library's perspective: the `m34` of the strips' sublayer transform.
  public static let perspective = -0.005

  /// The number of folds across each view (at least 1).
  public let folds: Int
  /// Whether the old view folds onto the left edge and the new one opens from the right.
  public let reverse: Bool
  /// The length of the fold, in seconds.
  public let duration: Double

  /// Creates the fold with `folds` folds (at least 1), towards the right edge unless
  /// `reverse`, over `duration` seconds.
  public init(folds: Int = defaultFolds, reverse: Bool = false, duration: Double = defaultDuration) {
    self.folds = max(1, folds)
    self.reverse = reverse
    self.duration = duration
  }

  /// Cuts both views into strips and folds one up while unfolding the other.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (opening, fromView, toView) = transitionContext.beginMoving(for: self) else { return }
    var cleanup = opening
    let containerView = transitionContext.containerView
    let final = transitionContext.finalFrameOfToView
    toView.frame = final
    containerView.addSubview(toView)
    let stage = View(frame: containerView.bounds)
    stage.bounds = containerView.bounds
    var perspective = Transform3D.identity
    perspective.m34 = Self.perspective
    stage.layer.sublayerTransform = perspective
    containerView.addSubview(stage)
    cleanup.removeAtEnd(stage)
    let layout = FoldLayout(frame: final, folds: folds, reverse: reverse)
    var fromViewFolds: [FoldStrip] = []
    var toViewFolds: [FoldStrip] = []
    for index in 0..<folds {
      for side in FoldStrip.Side.allCases {
        let fromStrip = FoldStrip(of: fromView, afterScreenUpdates: false, fold: index, side: side, layout: layout)
        stage.addSubview(fromStrip.view)
        fromStrip.show(.flat)
        fromViewFolds.append(fromStrip)
      }
      for side in FoldStrip.Side.allCases {
        let toStrip = FoldStrip(of: toView, afterScreenUpdates: true, fold: index, side: side, layout: layout)
        stage.addSubview(toStrip.view)
        toStrip.show(.closed(atEnd: false))
        toViewFolds.append(toStrip)
      }
    }
    toView.isHidden = true
    fromView.isHidden = true
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.animationOptions(.curveEaseInOut),
      animations: {
        for strip in fromViewFolds { strip.show(.closed(atEnd: true)) }
        for strip in toViewFolds { strip.show(.flat) }
      },
      completion: { _ in cleanup.complete(transitionContext) { toView.isHidden = false } })
  }
}
