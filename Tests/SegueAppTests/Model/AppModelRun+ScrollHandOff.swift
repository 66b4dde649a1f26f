import SegueGeometry
import SegueTransitions
import SegueUI

extension AppModelRun {
  /// Runs ``AppModelOperation/scrollDragDown(scrolled:progress:turnsUp:)``: the finger moves at
  /// x = 160 from y = 100, 30 samples down and, when it turns up, 30 samples back to y = 60. The
  /// sheet is dismissed when no controller drives the dismissal (it completes by itself once the
  /// pull reached past the content's top), or when the finger ends past half way without turning
  /// up; turning up hands the drag back to the content, which keeps the sheet.
  func scrollDragDown(scrolled: Double, progress: Double, turnsUp: Bool) {
    guard settleBeforeHolding(), let top = presented.last, top.style != .popUp else { return }
    let interactive = library != nil && top.style == .fullScreen
    guard dismissalTarget(finishes: !turnsUp && progress > PanToDismissInteractionController.finishThreshold) != nil
    else { return }
    let scrollView = ScrollView(frame: top.page.view.bounds)
    scrollView.contentSize = Size(width: top.page.view.bounds.width, height: 4 * top.page.view.bounds.height)
    scrollView.contentOffset = Point(x: 0, y: scrolled)
    top.page.view.addSubview(scrollView)
    defer { scrollView.removeFromSuperview() }
    let drag = PanToDismissInteractionController()
    drag.wire(to: top.page)
    let bottom = 100 + scrolled + progress * window.bounds.height
    var samples = (0...30).map { [Point(x: 160, y: 100 + (bottom - 100) * Double($0) / 30)] }
    if turnsUp { samples += (1...30).map { [Point(x: 160, y: bottom + (60 - bottom) * Double($0) / 30)] } }
    press(
      samples, driving: drag, if: interactive, while: { [weak drag] in drag?.interactionInProgress == true },
      outcomes: AppModelOutcomes(), hold: 0, request: nil)
  }
}
