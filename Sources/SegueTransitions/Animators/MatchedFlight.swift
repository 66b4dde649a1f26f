import SegueGeometry
import SegueUI

/// One shared element in flight: a clipping view that moves from the old screen's view's frame,
/// corner radius and alpha to the new one's, showing a picture of each that cross-fade, while
/// both real views are hidden.
@MainActor
struct MatchedFlight {
  /// The flying view, to add over both screens.
  let view = View()
  private let leaving: View
  private let arriving: View
  private let leavingPicture: View
  private let arrivingPicture: View
  private let start: (frame: Rect, radius: Double, alpha: Double)
  private let end: (frame: Rect, radius: Double, alpha: Double)
  private let hidden: (leaving: Bool, arriving: Bool)

  /// The flight from `leaving` (on screen) to `arriving` (laid out where it will show), both in
  /// `container`'s window.
  init(from leaving: View, to arriving: View, in container: View) {
    self.leaving = leaving
    self.arriving = arriving
    leavingPicture = leaving.snapshotView(afterScreenUpdates: false)
    arrivingPicture = arriving.snapshotView(afterScreenUpdates: true)
    start = (leaving.convert(leaving.bounds, to: container), leaving.layer.cornerRadius, leaving.alpha)
    end = (arriving.convert(arriving.bounds, to: container), arriving.layer.cornerRadius, arriving.alpha)
    hidden = (leaving.isHidden, arriving.isHidden)
    view.clipsToBounds = true
    view.addSubview(leavingPicture)
    view.addSubview(arrivingPicture)
  }

  /// Hides both real views, once every flight has its pictures (a marked view inside another
  /// shows in the outer one's picture too).
  func takeOff() {
    leaving.isHidden = true
    arriving.isHidden = true
  }

  /// Poses the flight where it starts (`false`) or ends.
  func setArrived(_ arrived: Bool) {
    let pose = arrived ? end : start
    view.frame = pose.frame
    view.layer.cornerRadius = pose.radius
    view.alpha = pose.alpha
    let bounds = Rect(origin: .zero, size: pose.frame.size)
    leavingPicture.frame = bounds
    arrivingPicture.frame = bounds
    leavingPicture.alpha = arrived ? 0 : 1
    arrivingPicture.alpha = arrived ? 1 : 0
  }

  /// Lands: the flying view goes and both real views show as they did.
  func land() {
    view.removeFromSuperview()
    leaving.isHidden = hidden.leaving
    arriving.isHidden = hidden.arriving
  }
}
