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
  func attach<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, as name: String, to view: View? = nil)
    -> Recognizer
  {
    (view ?? content).addGestureRecognizer(recognizer)
    recognizer.addTarget { [log] recognizer in log.append("\(name) \(recognizer.state)") }
    return recognizer
  }

  /// Sends `inputs` to the window.
  func send(_ inputs: TouchInput...) {
    window.handle(inputs)
  }
}
