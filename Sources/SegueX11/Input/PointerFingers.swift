import SegueGeometry
import SegueUI

/// Turns the pointer of a desktop into fingers, as Apple's simulator does: the left button held
/// down is one finger at the pointer; pressed with Alt held, two fingers mirrored about the
/// window's centre (a pinch as the pointer moves to or from the centre, a rotation as it turns
/// about it). Positions come in device pixels and go out in points.
///
/// Segue's choices where the simulator is its own guide: the number of fingers is decided when
/// the button goes down (Alt pressed or released later changes nothing until the next press);
/// the two fingers are identifiers 0 and 1; a press outside the window cannot happen (X only
/// reports presses inside it), but a drag may leave it, and its positions are passed on as they
/// are, as the platform passes on a finger that slides off the screen's edge.
struct PointerFingers {
  /// Device pixels per point.
  var scale: Double
  /// The window's size in points, whose centre two-finger touches mirror about.
  var windowSize: Size
  /// How many fingers are down: 0, 1 or 2.
  private(set) var fingers = 0

  /// Creates the translation for a window of `windowSize` points at `scale`.
  init(scale: Double, windowSize: Size) {
    self.scale = scale
    self.windowSize = windowSize
  }

  /// The samples for the button going down at pixel (`x`, `y`) with Alt held or not, at `time`;
  /// none while fingers are already down (a second button adds nothing).
  mutating func press(x: Double, y: Double, alternate: Bool, at time: Double) -> [TouchInput] {
    guard fingers == 0 else { return [] }
    fingers = alternate ? 2 : 1
    return samples(x: x, y: y, phase: .began, at: time)
  }

  /// The samples for the pointer moving to pixel (`x`, `y`) at `time`; none while no finger is down.
  func move(x: Double, y: Double, at time: Double) -> [TouchInput] {
    guard fingers > 0 else { return [] }
    return samples(x: x, y: y, phase: .moved, at: time)
  }

  /// The samples for the button going up at pixel (`x`, `y`) at `time`.
  mutating func release(x: Double, y: Double, at time: Double) -> [TouchInput] {
    guard fingers > 0 else { return [] }
    defer { fingers = 0 }
    return samples(x: x, y: y, phase: .ended, at: time)
  }

  /// The samples that end the fingers down when the window loses the pointer's grab (another
  /// window took the focus, the window is closing): cancelled where they were last, at `time`.
  mutating func cancel(x: Double, y: Double, at time: Double) -> [TouchInput] {
    guard fingers > 0 else { return [] }
    defer { fingers = 0 }
    return samples(x: x, y: y, phase: .cancelled, at: time)
  }

  /// One sample per finger down for the pointer at pixel (`x`, `y`).
  private func samples(x: Double, y: Double, phase: Touch.Phase, at time: Double) -> [TouchInput] {
    let point = Point(x: x / scale, y: y / scale)
    var inputs = [TouchInput(identifier: 0, location: point, phase: phase, timestamp: time)]
    if fingers == 2 {
      let mirrored = Point(x: windowSize.width - point.x, y: windowSize.height - point.y)
      inputs.append(TouchInput(identifier: 1, location: mirrored, phase: phase, timestamp: time))
    }
    return inputs
  }
}
