import SegueGeometry
import SegueUI

/// An explosion: the old screen breaks into square tiles that fly apart, each turning,
/// shrinking and fading, uncovering the new screen beneath; reversed, the new screen's tiles fly
/// in from all sides and come together over the old one.
///
/// As VCTransitionsLibrary's explode (`CEExplodeAnimationController`) breaks it: ten tiles
/// across and as many rows as make them square, each moved by up to 100 points each way for a
/// screen 320 points wide (in proportion to the width for others), turned and shrunk to nothing
/// and faded out, ease-in-ease-out (linear while interactive). Segue's choices: 0.8 s (the
/// library says 1 s for all its animators); the scatter is random but repeatable, drawn from
/// ``seed``, so that a transition looks the same every time it runs and its frames can be
/// compared (give each run its own seed for variety); the tiles turn by up to ¾ of a half turn
/// either way (the library's up to 10 radians is taken modulo whole turns by the shortest-arc
/// interpolation anyway) and shrink to 1 % rather than to nothing, a size that still has a
/// turn to interpolate; the tiles are views sharing one picture of the screen, taken when the
/// transition starts (the library takes a picture per tile); the real view they show is hidden
/// while they fly. At the end, finished or cancelled, the tiles are gone and both views are as
/// they were, the new one in place.
@MainActor
public final class ExplodeAnimator: TimedTransitionAnimator {
  /// The explosion's default length, in seconds.
  nonisolated public static let defaultDuration = 0.8
  /// The library's number of tiles across the screen.
  public static let columns = 10
  /// How far a tile flies each way, as a fraction of the screen's width (the library's 100
  /// points of 320).
  public static let spread = 100.0 / 320
  /// The size, as a fraction, a flying tile shrinks to.
  public static let vanishingScale = 0.01
  /// The seed of the default scatter.
  public static let defaultSeed: UInt64 = 0x5E6E_E7A1

  /// Whether the new screen's tiles come together rather than the old screen's fly apart.
  public let reverse: Bool
  /// The length of the transition, in seconds.
  public let duration: Double
  /// What fixes the scatter: the same seed, the same explosion.
  public let seed: UInt64

  /// Creates the explosion, the old screen flying apart unless `reverse`, over `duration`
  /// seconds, scattered as `seed` says.
  public init(reverse: Bool = false, duration: Double = defaultDuration, seed: UInt64 = defaultSeed) {
    self.reverse = reverse
    self.duration = duration
    self.seed = seed
  }

  /// Breaks the old screen up over the new one, or puts the new one together over the old.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (opening, outgoingView, incomingView) = transitionContext.beginMoving(for: self) else { return }
    var cleanup = opening
    let container = transitionContext.containerView
    transitionContext.place(incomingView, onTop: reverse, of: outgoingView)
    let breaking = reverse ? incomingView : outgoingView
    var random = SplitMix64(seed: seed)
    let pieces = ExplosionTiles(
      of: breaking, columns: Self.columns, afterScreenUpdates: reverse,
      spread: Self.spread * container.bounds.width, random: &random)
    for tile in pieces.tiles {
      container.addSubview(tile.view)
      cleanup.removeAtEnd(tile.view)
    }
    breaking.isHidden = true
    View.performWithoutAnimation { pieces.setScattered(reverse) }
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.animationOptions(.curveEaseInOut),
      animations: { pieces.setScattered(!self.reverse) },
      completion: { _ in cleanup.complete(transitionContext) { incomingView.isHidden = false } })
  }
}
