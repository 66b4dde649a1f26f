import SegueGeometry

extension TextField {
  /// Where the caret is drawn at character boundary `position` (clamped to the text), in the
  /// field's bounds coordinates, the analogue of `caretRect(for:)`: a 2-point bar centred on
  /// the boundary, as tall as a line.
  public func caretRect(forPosition position: Int) -> Rect {
    let stop = stops[min(max(position, 0), stops.count - 1)]
    return Rect(x: line.left + stop - 1, y: line.top, width: 2, height: line.height)
  }

  /// The character boundary nearest `point` (bounds coordinates) along the line, the analogue
  /// of `closestPosition(to:)`; the earlier one on a tie.
  public func closestPosition(to point: Point) -> Int {
    let x = point.x - line.left
    return stops.indices.min { abs(stops[$0] - x) < abs(stops[$1] - x) } ?? 0
  }

  /// A tap of `count` taps at `location` (bounds coordinates): becomes first responder if it
  /// is not, then places the caret at the nearest boundary, or selects the word there on a
  /// double tap.
  func tapped(at location: Point, count: Int) {
    guard isFirstResponder || becomeFirstResponder() else { return }
    let boundary = closestPosition(to: location)
    selectedRange = count >= 2 ? word(at: boundary) ?? boundary..<boundary : boundary..<boundary
  }

  /// The run of word characters (letters, digits, `_`) that touches `boundary`, preferring
  /// the one after it; `nil` when neither neighbour is a word character.
  private func word(at boundary: Int) -> Range<Int>? {
    func isWord(_ index: Int) -> Bool {
      guard characters.indices.contains(index) else { return false }
      let character = characters[index]
      return character.isLetter || character.isNumber || character == "_"
    }
    guard let seed = isWord(boundary) ? boundary : isWord(boundary - 1) ? boundary - 1 : nil else { return nil }
    var lower = seed
    var upper = seed + 1
    while isWord(lower - 1) { lower -= 1 }
    while isWord(upper) { upper += 1 }
    return lower..<upper
  }
}
