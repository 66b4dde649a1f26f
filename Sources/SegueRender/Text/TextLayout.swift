import SegueMotion

/// Lines of text placed in a box: broken at `"\n"`, wrapped or truncated to the width, and
/// aligned. Measures come from a function giving each character's advance, in pixels.
///
/// One character is one glyph, laid left to right without kerning or shaping. Wrapping breaks
/// after spaces, or between characters when a word alone is too wide; trailing spaces do not
/// count towards a line's width. Truncation applies to lines wider than the box: in practice
/// to unwrapped text, since wrapped lines fit (Core Animation also truncates the last line of
/// wrapped text that overflows the height; Segue clips it instead). Justified text is aligned
/// left.
struct TextLayout {
  /// One line: its characters, each one's pen position from the line's left edge, its width.
  struct Line: Equatable {
    /// The characters drawn.
    var scalars: [Unicode.Scalar] = []
    /// The pen position of each character, in pixels from the box's left edge.
    var positions: [Double] = []
    /// The width of the line (without trailing spaces).
    var width: Double = 0
  }

  /// The ellipsis that marks truncation.
  static let ellipsis: Unicode.Scalar = "\u{2026}"

  /// The lines, top to bottom.
  let lines: [Line]

  /// Lays `text` out in a box `width` pixels wide.
  init(_ text: TextAttributes, width: Double, advance: (Unicode.Scalar) -> Double) {
    var lines: [[Unicode.Scalar]] = []
    for paragraph in text.string.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      let scalars = paragraph.filter { $0 != "\r" }
      if text.isWrapped {
        lines += Self.wrap(Array(scalars), width: width, advance: advance)
      } else {
        lines.append(Self.truncate(Array(scalars), width: width, mode: text.truncationMode, advance: advance))
      }
    }
    self.lines = lines.map { Self.place($0, width: width, alignment: text.alignmentMode, advance: advance) }
  }

  /// The pen positions of `scalars` aligned in `width`.
  private static func place(
    _ scalars: [Unicode.Scalar], width: Double, alignment: TextLayerAlignmentMode, advance: (Unicode.Scalar) -> Double
  ) -> Line {
    var line = Line(scalars: scalars)
    var pen = 0.0
    for scalar in scalars {
      line.positions.append(pen)
      pen += advance(scalar)
      if scalar != " " { line.width = pen }
    }
    let offset: Double
    switch alignment {
    case .center: offset = (width - line.width) / 2
    case .right: offset = width - line.width
    case .natural, .left, .justified: offset = 0
    }
    line.positions = line.positions.map { $0 + offset }
    return line
  }

  /// `scalars` broken into lines no wider than `width`.
  private static func wrap(
    _ scalars: [Unicode.Scalar], width: Double, advance: (Unicode.Scalar) -> Double
  ) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = []
    var line: [Unicode.Scalar] = []
    var lineWidth = 0.0
    var lastBreak: Int?
    for scalar in scalars {
      let step = advance(scalar)
      if scalar != " " && lineWidth + step > width && !line.isEmpty {
        let cut = lastBreak ?? line.count
        lines.append(Array(line[..<cut]).trimmingTrailingSpaces())
        line = Array(line[cut...])
        lineWidth = line.reduce(0) { $0 + advance($1) }
        lastBreak = nil
      }
      line.append(scalar)
      lineWidth += step
      if scalar == " " { lastBreak = line.count }
    }
    lines.append(line.trimmingTrailingSpaces())
    return lines
  }

  /// `scalars` shortened with an ellipsis to fit `width`, unless they fit or `mode` is `.none`.
  private static func truncate(
    _ scalars: [Unicode.Scalar], width: Double, mode: TextLayerTruncationMode, advance: (Unicode.Scalar) -> Double
  ) -> [Unicode.Scalar] {
    let full = scalars.reduce(0) { $0 + advance($1) }
    guard mode != .none, full > width else { return scalars }
    var room = width - advance(ellipsis)
    var head = 0
    var tail = scalars.count
    func take(fromHead: Bool) -> Bool {
      guard head < tail else { return false }
      let step = advance(scalars[fromHead ? head : tail - 1])
      guard step <= room else { return false }
      room -= step
      if fromHead { head += 1 } else { tail -= 1 }
      return true
    }
    switch mode {
    case .end: while take(fromHead: true) {}
    case .start: while take(fromHead: false) {}
    default:
      var fromHead = true
      while take(fromHead: fromHead) { fromHead.toggle() }
    }
    return Array(scalars[..<head]) + [ellipsis] + Array(scalars[tail...])
  }
}

extension Array where Element == Unicode.Scalar {
  /// The characters without the spaces at the end.
  fileprivate func trimmingTrailingSpaces() -> [Unicode.Scalar] {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
