import SegueGeometry
import SegueTestSupport
import SegueUI

/// A text field delegate that logs every call as "<field tag> <call>" and answers as told.
@MainActor
final class LoggingTextFieldDelegate: TextFieldDelegate {
  var log: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var allowsChange = true
  /// What runs on Return.
  var onReturn: (TextField) -> Void = { _ in }

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    log.append("\(textField.tag) shouldBegin")
    return allowsBegin
  }

  func textFieldDidBeginEditing(_ textField: TextField) { log.append("\(textField.tag) didBegin") }

  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    log.append("\(textField.tag) shouldEnd")
    return allowsEnd
  }

  func textFieldDidEndEditing(_ textField: TextField) { log.append("\(textField.tag) didEnd") }

  func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String)
    -> Bool
  {
    log.append("\(textField.tag) change \(range.lowerBound)..<\(range.upperBound) \"\(string)\"")
    return allowsChange
  }

  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    log.append("\(textField.tag) return")
    onReturn(textField)
    return true
  }
}

/// A phone-sized stage (390 × 844, the size the keyboard's height is given for) with two
/// rounded text fields near the top, tagged 1 and 2, sharing one logging delegate.
@MainActor
final class TextStage: Stage {
  let first = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 34))
  let second = TextField(frame: Rect(x: 20, y: 150, width: 300, height: 34))
  let delegate = LoggingTextFieldDelegate()

  init() {
    super.init(width: 390, height: 844)
    for (index, field) in [first, second].enumerated() {
      field.tag = index + 1
      field.borderStyle = .roundedRect
      field.delegate = delegate
      window.addSubview(field)
    }
    step()
  }

  /// Taps `point` in `view`'s bounds coordinates, the finger lifting 0.05 s later, `count`
  /// times 0.1 s apart, and runs the frames it takes.
  func tap(_ point: Point, in view: View, count: Int = 1) {
    let location = view.convert(point, to: window)
    for _ in 0..<count {
      send([
        TouchInput(identifier: 0, location: location, phase: .began, timestamp: clock.now),
        TouchInput(identifier: 0, location: location, phase: .ended, timestamp: clock.now + 0.05),
      ])
      run(for: 0.05)
    }
  }

  /// Taps `key` of the window's keyboard.
  func type(_ key: KeyboardView.Key) {
    guard let view = window.keyboardView?.view(for: key) else { return }
    tap(view)
    run(for: 0.4)
  }

  /// Where `view` is shown now, in window coordinates.
  func shownFrame(_ view: View) -> Rect {
    let values = shown(view)
    let size = values.bounds.size
    let origin = Point(
      x: values.position.x - size.width * values.anchorPoint.x,
      y: values.position.y - size.height * values.anchorPoint.y)
    return view.superview.map { $0.convert(Rect(origin: origin, size: size), to: window) }
      ?? Rect(origin: origin, size: size)
  }
}
