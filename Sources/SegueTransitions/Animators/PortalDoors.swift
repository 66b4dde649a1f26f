import SegueGeometry
import SegueUI

/// The two halves of a screen as pictures, each where its half of the screen is.
@MainActor
struct PortalDoors {
  let left: View
  let right: View
  private let shutFrames: (left: Rect, right: Rect)

  /// Pictures of `view`'s left and right halves, placed over them; `afterScreenUpdates` as for
  /// ``SegueUI/View/snapshotView(afterScreenUpdates:)``.
  init(of view: View, afterScreenUpdates: Bool) {
    let half = view.bounds.width / 2
    let height = view.bounds.height
    left = view.resizableSnapshotView(
      from: Rect(x: 0, y: 0, width: half, height: height), afterScreenUpdates: afterScreenUpdates,
      withCapInsets: .zero)
    right = view.resizableSnapshotView(
      from: Rect(x: half, y: 0, width: half, height: height), afterScreenUpdates: afterScreenUpdates,
      withCapInsets: .zero)
    let frame = view.frame
    shutFrames = (
      Rect(x: frame.minX, y: frame.minY, width: half, height: height),
      Rect(x: frame.minX + half, y: frame.minY, width: half, height: height)
    )
    setOpen(false)
  }

  /// Slides each door out by its width to its side, or back over the screen.
  func setOpen(_ open: Bool) {
    let travel = open ? shutFrames.left.width : 0
    left.frame = shutFrames.left.offsetBy(dx: -travel, dy: 0)
    right.frame = shutFrames.right.offsetBy(dx: travel, dy: 0)
  }
}
