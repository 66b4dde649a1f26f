import SegueGeometry

/// One of a scroll view's indicators: a thin rounded bar along the trailing (vertical) or bottom
/// (horizontal) edge, as long as the visible fraction of the content and placed as far along as
/// the offset is, shrinking while the content is past an edge.
///
/// Segue's choices, near the platform's look: 3 pt thick, 3 pt from the edges, at least 36 pt
/// long (12 pt while shrunk past an edge), black at 35 % opacity.
final class ScrollIndicator: View {
  /// The bar's thickness, 3 pt.
  static let thickness = 3.0
  /// The gap between the bar and the scroll view's edges, 3 pt.
  static let margin = 3.0
  /// The shortest bar, 36 pt (or the track, if shorter).
  static let minimumLength = 36.0
  /// The shortest bar while the content is past an edge, 12 pt.
  static let minimumShrunkLength = 12.0

  /// The axis whose scrolling the bar shows.
  let axis: ScrollAxis

  /// An indicator for `axis`, hidden (alpha 0) until scrolling shows it.
  init(axis: ScrollAxis) {
    self.axis = axis
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    alpha = 0
    backgroundColor = Color(white: 0, alpha: 0.35)
    layer.cornerRadius = Self.thickness / 2
  }

  /// Places the bar for content at `offset` within `range`, in a scroll view with `bounds`:
  /// hidden when the content fits (`range` is a single offset) or `shows` is off.
  func place(offset: Double, range: ClosedRange<Double>, bounds: Rect, shows: Bool) {
    isHidden = !shows || range.upperBound <= range.lowerBound
    guard !isHidden else { return }
    let visible = axis.length(of: bounds.size)
    let track = max(0, visible - 2 * Self.margin)
    let content = range.upperBound - range.lowerBound + visible
    let overshoot = max(range.lowerBound - offset, offset - range.upperBound, 0)
    let natural = min(track, max(Self.minimumLength, track * visible / content))
    let length = max(min(Self.minimumShrunkLength, track), natural - overshoot)
    let fraction = min(1, max(0, (offset - range.lowerBound) / (range.upperBound - range.lowerBound)))
    let along = Self.margin + fraction * (track - length)
    frame =
      axis == .vertical
      ? Rect(
        x: bounds.maxX - Self.margin - Self.thickness, y: bounds.minY + along, width: Self.thickness, height: length)
      : Rect(
        x: bounds.minX + along, y: bounds.maxY - Self.margin - Self.thickness, width: length, height: Self.thickness)
  }
}
