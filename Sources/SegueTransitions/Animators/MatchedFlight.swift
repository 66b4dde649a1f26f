import SegueGeometry
import SegueUI

/// One shared element in flight: a clipping view that moves from the old screen's view's frame,
/// corner radius and alpha to the new one's, showing a picture of each that cross-fade. The
/// real views stay where they are: the old one hands over to the flight at the start and the
/// flight to the new one at the end, each a quick cross-fade, so that the first and last
/// frames are the real views (a picture resamples a view's fractional edges).
@MainActor
struct MatchedFlight {
  /// The layer of the flight, over both screens and as large as the container: its alpha hands
  /// over from and to the real views.
  let view: View
  private let body = View()
  private let leaving: View
  private let arriving: View
  private let leavingPicture: View
  private let arrivingPicture: View
  private let start: (frame: Rect, radius: Double, alpha: Double)
  private let end: (frame: Rect, radius: Double, alpha: Double)

  /// The flight from `leaving` (on screen) to `arriving` (laid out where it will show), both in
  /// `container`'s window; the pictures are taken now, so a view pictured first (a matched view
  /// inside this one, made transparent meanwhile) is left out of them.
  init(from leaving: View, to arriving: View, in container: View) {
    self.leaving = leaving
    self.arriving = arriving
    leavingPicture = leaving.snapshotView(afterScreenUpdates: false)
    arrivingPicture = arriving.snapshotView(afterScreenUpdates: true)
    start = (leaving.convert(leaving.bounds, to: container), leaving.layer.cornerRadius, leaving.alpha)
    end = (arriving.convert(arriving.bounds, to: container), arriving.layer.cornerRadius, arriving.alpha)
    view = View(frame: container.bounds)
    view.isUserInteractionEnabled = false
    body.clipsToBounds = true
    body.addSubview(leavingPicture)
    body.addSubview(arrivingPicture)
    view.addSubview(body)
  }

  /// Makes both real views transparent, as they are before the flight takes over the old one
  /// and after it hands over to the new one (while their pictures are taken, so that they stay
  /// out of an enclosing view's pictures).
  func hideRealViews() {
    leaving.alpha = 0
    arriving.alpha = 0
  }

  /// Poses the flight where it starts (`false`) or ends.
  func setArrived(_ arrived: Bool) {
    let pose = arrived ? end : start
    body.frame = pose.frame
    body.layer.cornerRadius = pose.radius
    body.alpha = pose.alpha
    let bounds = Rect(origin: .zero, size: pose.frame.size)
    leavingPicture.frame = bounds
    arrivingPicture.frame = bounds
    leavingPicture.alpha = arrived ? 0 : 1
    arrivingPicture.alpha = arrived ? 1 : 0
  }

  /// Before the flight: the old view shows, the flight does not (`false`); or the flight has
  /// taken over from it.
  func setTakenOver(_ takenOver: Bool) {
    leaving.alpha = takenOver ? 0 : start.alpha
    view.alpha = takenOver ? 1 : 0
  }

  /// After the flight: the new view shows and the flight does not.
  func handOver() {
    arriving.alpha = end.alpha
    view.alpha = 0
  }

  /// Lands: the flight goes and both real views show as they did.
  func land() {
    view.removeFromSuperview()
    leaving.alpha = start.alpha
    arriving.alpha = end.alpha
  }
}
