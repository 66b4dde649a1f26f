import SegueGeometry
import SegueUI

extension WindowStage {
  /// The x of the vertical line the finger of ``touch(_:atY:)`` moves along.
  static let fingerX = 160.0
  /// The y of the horizontal line the two fingers of ``pinch(_:span:)`` stay on.
  static let pinchY = 300.0

  /// One sample of the finger at (``fingerX``, `y`) in `phase`, delivered in the next frame,
  /// which runs.
  func touch(_ phase: Touch.Phase, atY y: Double) {
    application.enqueue([
      TouchInput(identifier: 0, location: Point(x: Self.fingerX, y: y), phase: phase, timestamp: clock.now)
    ])
    step()
  }

  /// The finger landing at `startY`, moving in `steps` equal steps to `endY` and, when `lift`,
  /// lifting there: one sample per frame, running those frames.
  func drag(fromY startY: Double, toY endY: Double, steps: Int = 10, lift: Bool = true) {
    touch(.began, atY: startY)
    for step in 1...steps { touch(.moved, atY: startY + (endY - startY) * Double(step) / Double(steps)) }
    if lift { touch(.ended, atY: endY) }
  }

  /// One sample of two fingers `span` points apart, level and centred on the window's middle,
  /// in `phase`, delivered in the next frame, which runs.
  func pinch(_ phase: Touch.Phase, span: Double) {
    let middle = window.bounds.midX
    application.enqueue([
      TouchInput(
        identifier: 0, location: Point(x: middle - span / 2, y: Self.pinchY), phase: phase, timestamp: clock.now),
      TouchInput(
        identifier: 1, location: Point(x: middle + span / 2, y: Self.pinchY), phase: phase, timestamp: clock.now),
    ])
    step()
  }

  /// Two fingers landing `startSpan` points apart, moving in `steps` equal steps until they are
  /// `endSpan` apart and, when `lift`, lifting there: one sample per frame, running those frames.
  func pinch(fromSpan startSpan: Double, toSpan endSpan: Double, steps: Int = 10, lift: Bool = true) {
    pinch(.began, span: startSpan)
    for step in 1...steps { pinch(.moved, span: startSpan + (endSpan - startSpan) * Double(step) / Double(steps)) }
    if lift { pinch(.ended, span: endSpan) }
  }

  /// The y of `view`'s frame origin as shown now, its transform included.
  func shownY(_ view: View) -> Double {
    let values = shown(view)
    return values.position.y - values.bounds.size.height * values.anchorPoint.y + values.transform.m42
  }
}
