import SegueGeometry
import SegueMotion
import SegueUI

/// A run of neighbouring strips of a curling page lying flat, face up on the table or face down
/// on top, drawn as one face: the picture of the page over the strips' union, riding on the
/// carriage of the run's first strip.
///
/// Every line of a flat part of the page is placed by one rigid motion (none on the table, a
/// half turn on top), so the first strip's carriage places the whole run where its strips lie,
/// and the run covers the pixels they cover (their edges lie on whole pixels and their overlaps
/// reach no pixel's centre on the flat page; see `CurlPage`). While a run is shown its strips'
/// faces are transparent (see `CurlSchedule`), which draws a flat part of the page as one
/// layer rather than one per strip.
@MainActor
struct CurlRun {
  /// Which strips a run stands for and how they lie.
  struct Span: Hashable {
    /// The strips' indices, left to right on the flat page.
    let strips: Range<Int>
    /// Whether they lie face down on top rather than face up on the table.
    let faceDown: Bool
  }

  /// The strips the run stands for and how they lie.
  let span: Span
  /// The run's face, to add to the carriage of its first strip.
  let face: View

  /// The run `span` of the strips whose slices of `picture` (a picture of the page whose frame
  /// in the container is `page`) are `parts`, turning about a line `radius` above the page; face
  /// up it has no back, which faces away there.
  init(_ span: Span, picture: Layer, parts: [Rect], page: Rect, radius: Double) {
    self.span = span
    let first = parts[span.strips.lowerBound]
    let last = parts[span.strips.upperBound - 1]
    let part = Rect(x: first.minX, y: first.minY, width: last.maxX - first.minX, height: first.height)
    var edges: EdgeAntialiasingMask = [.layerTopEdge, .layerBottomEdge]
    if span.strips.lowerBound == 0 { edges.insert(.layerLeftEdge) }
    if span.strips.upperBound == parts.count { edges.insert(.layerRightEdge) }
    face = CurlFace.make(
      picture: picture, part: part, page: page, radius: radius, edges: edges, showsBack: span.faceDown)
  }
}
