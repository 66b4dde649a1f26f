import SegueGeometry
import SegueUI

/// A touch sample of finger `finger` at (`x`, `y`) at time `t`.
public func sample(_ phase: Touch.Phase, _ x: Double, _ y: Double, at t: Double, finger: Int = 0) -> TouchInput {
  TouchInput(identifier: finger, location: Point(x: x, y: y), phase: phase, timestamp: t)
}

/// A finger landing at `start` at time `t0`, moving in `steps` equal steps (one every `interval`
/// seconds) to `end`, and, when `lift`, lifting there at the last step's time.
public func drag(
  from start: Point, to end: Point, at t0: Double = 0, steps: Int, interval: Double = 1.0 / 60,
  finger: Int = 0, lift: Bool = true
) -> [TouchInput] {
  var inputs = [TouchInput(identifier: finger, location: start, phase: .began, timestamp: t0)]
  for step in 1...steps {
    let fraction = Double(step) / Double(steps)
    let location = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
    let phase: Touch.Phase = lift && step == steps ? .ended : .moved
    inputs.append(
      TouchInput(identifier: finger, location: location, phase: phase, timestamp: t0 + Double(step) * interval))
  }
  return inputs
}

/// The samples of several fingers merged in time order (each finger's order kept).
public func together(_ fingers: [TouchInput]...) -> [TouchInput] {
  fingers.joined().enumerated()
    .sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }
    .map(\.element)
}
