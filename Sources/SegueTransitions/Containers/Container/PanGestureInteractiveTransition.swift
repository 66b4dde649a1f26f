import SegueGeometry
import SegueUI

/// The objc.io container's default interaction: a percent-driven interaction controller fed by
/// a pan gesture recognizer it adds to a view.
///
/// When the pan begins it calls the block it was made with (the container starts the
/// transition there); as the finger moves, the progress is the horizontal translation over the
/// view's width, halved, as in the article (a pan across the whole width is half the
/// transition); when the pan ends, is cancelled or fails, the transition finishes if it went
/// past ``finishThreshold``, else it is cancelled. A pan does not begin while the transition it
/// drove is still playing.
@MainActor
public final class PanGestureInteractiveTransition: PercentDrivenInteractiveTransition, GestureRecognizerDelegate {
  /// The pan gesture recognizer driving the interaction.
  public let recognizer = PanGestureRecognizer()
  /// The progress past which a released pan finishes the transition; 0.2, the article's.
  public var finishThreshold = 0.2
  /// Asked when a pan is about to begin, after the check that no transition is playing: `false`
  /// lets the pan fail, so that another recognizer (an enclosing container's edge pan) can take
  /// the finger. `nil`, the default, lets every pan begin.
  public var shouldBegin: ((PanGestureRecognizer) -> Bool)?
  private let recognized: (PanGestureRecognizer) -> Void
  /// The direction the pan that began the transition moved in.
  private var panDirection = Vector(dx: -1, dy: 0)

  /// The direction the pan moved in: a touch may catch the transition a release let go (the
  /// pan itself does not begin while that transition plays).
  public override var catchDirection: Vector? { panDirection }

  /// Adds a pan gesture recognizer to `view` and calls `recognized` when a pan begins.
  public init(gestureRecognizerIn view: View, recognized: @escaping (PanGestureRecognizer) -> Void) {
    self.recognized = recognized
    super.init()
    recognizer.addTarget { [weak self] recognizer in self?.pan(recognizer) }
    recognizer.delegate = self
    view.addGestureRecognizer(recognizer)
  }

  /// Lets a pan begin only while no transition this controller drove is still playing, and
  /// when ``shouldBegin`` agrees.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    transitionContext == nil && shouldBegin?(recognizer) != false
  }

  /// The progress `recognizer`'s translation shows: half its horizontal distance over the
  /// view's width, as in the article, at most 1 (an ancestor turned edge-on by another
  /// transition stretches the translation in the view without bound); the last progress when
  /// the view has no width or the translation is not finite.
  private func progress(of recognizer: PanGestureRecognizer) -> Double {
    let width = recognizer.view?.bounds.width ?? 0
    let progress = abs(recognizer.translation(in: recognizer.view).x / width) * 0.5
    return width > 0 && progress.isFinite ? min(progress, 1) : percentComplete
  }

  private func pan(_ recognizer: PanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      let leftward = recognizer.velocity(in: recognizer.view).x < 0
      recognized(recognizer)
      if transitionContext != nil { panDirection = Vector(dx: leftward ? -1 : 1, dy: 0) }
    case .changed:
      update(progress(of: recognizer))
    case .ended:
      // The lift's own sample counts, only when it moved (an unchanged update would read as a
      // finger at rest and lose its speed).
      let progress = progress(of: recognizer)
      if progress != percentComplete { update(progress) }
      if percentComplete > finishThreshold { finish() } else { cancel() }
    case .cancelled, .failed:
      if percentComplete > finishThreshold { finish() } else { cancel() }
    default:
      break
    }
  }
}
