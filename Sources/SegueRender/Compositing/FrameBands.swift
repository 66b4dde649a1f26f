/// The horizontal bands a frame is drawn in: `bandBytes` of pixels each, and at least
/// `minimumRows` rows.
///
/// Every layer's drawing is row by row, and a layer drawn on a canvas of its own (a shadow, a
/// mask over sublayers, group opacity) gets a canvas of the band's rows and of the rows its
/// shadow is cast from, so every frame can be drawn in bands. Those extra rows are drawn and
/// blurred again in every band, so a frame with a shadow is drawn in as few bands as it has
/// threads (see ``Compositor/render(_:into:)``).
struct FrameBands: Sequence {
  /// The band height, in rows.
  let bandHeight: Int
  /// The frame height in rows.
  let height: Int

  /// The bands for drawing a `width` × `height` frame.
  init(width: Int, height: Int, bandBytes: Int, minimumRows: Int = 1) {
    self.height = height
    bandHeight = Swift.max(1, minimumRows, bandBytes / Swift.max(1, width * 4))
  }

  func makeIterator() -> AnyIterator<Range<Int>> {
    var start = 0
    let step = bandHeight
    let end = height
    return AnyIterator {
      guard start < end else { return nil }
      defer { start += step }
      return start..<Swift.min(end, start + step)
    }
  }
}
