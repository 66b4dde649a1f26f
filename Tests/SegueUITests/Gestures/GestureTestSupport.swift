import SegueGeometry
import SegueMotion
import SegueUI

/// A view that logs every touch call it gets, as "began 0" (phase and finger identifiers).
@MainActor
final class TouchLogView: View {
  let log: Log

  init(frame: Rect, log: Log) {
    self.log = log
    super.init(frame: frame)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record("began", touches) }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record("moved", touches) }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record("ended", touches) }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { record("cancelled", touches) }

  private func record(_ phase: String, _ touches: Set<Touch>) {
    log.append("view \(phase) \(touches.map(\.identifier).sorted().map(String.init).joined(separator: ","))")
  }
}

/// A window with one full-size content view that logs its touches.
@MainActor
struct GestureScene {
  let log = Log()
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let content: TouchLogView

  init() {
    content = TouchLogView(frame: Rect(x: 0, y: 0, width: 390, height: 844), log: log)
    window.addSubview(content)
  }

  /// Attaches `recognizer` to the content view and logs its actions as "name state".
  @discardableResult
  func attach<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, as name: String, to view: View? = nil) -> Recognizer {
    (view ?? content).addGestureRecognizer(recognizer)
    recognizer.addTarget { [log] recognizer in log.append("\(name) \(recognizer.state)") }
    return recognizer
  }

  /// Sends `inputs` to the window.
  func send(_ inputs: TouchInput...) {
    window.handle(inputs)
  }
}

/// A touch sample of finger `finger` at (`x`, `y`) at time `t`.
func sample(_ phase: Touch.Phase, _ x: Double, _ y: Double, at t: Double, finger: Int = 0) -> TouchInput {
  TouchInput(identifier: finger, location: Point(x: x, y: y), phase: phase, timestamp: t)
}

/// A finger landing at `start` at time `t0`, moving in `steps` equal steps (one every `interval`
/// seconds) to `end`, and, when `lift`, lifting there at the last step's time.
func drag(
  from start: Point, to end: Point, at t0: Double = 0, steps: Int, interval: Double = 1.0 / 60,
  finger: Int = 0, lift: Bool = true
) -> [TouchInput] {
  var inputs = [TouchInput(identifier: finger, location: start, phase: .began, timestamp: t0)]
  for step in 1...steps {
    let fraction = Double(step) / Double(steps)
    let location = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
    let phase: Touch.Phase = lift && step == steps ? .ended : .moved
    inputs.append(TouchInput(identifier: finger, location: location, phase: phase, timestamp: t0 + Double(step) * interval))
  }
  return inputs
}

/// The samples of several fingers merged in time order (each finger's order kept).
func together(_ fingers: [TouchInput]...) -> [TouchInput] {
  fingers.joined().enumerated()
    .sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }
    .map(\.element)
}

/// Runs `body` and returns the diagnostics' messages it reported.
@MainActor
func diagnostics(during body: () -> Void) -> [String] {
  Diagnostics.collecting(body).diagnostics.map(\.message)
}
