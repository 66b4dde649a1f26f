import SegueGeometry
import SegueMotion

/// The geometry of Segue's page curl, an honest approximation of the platform's curl drawn
/// with flat quads: the picture of a page is cut into horizontal strips, and the part of the
/// page beyond a horizontal line rolls around a cylinder lying on that line, towards the viewer.
///
/// Each strip is the chord between the places of its top and bottom edges on the rolled page,
/// so neighbouring strips always meet. The platform curls diagonally from a corner with a
/// shaded, translucent back; Segue curls straight along the horizontal axis and shows the
/// page's back as the mirrored picture. Curling up, the line climbs from the bottom edge until
/// the whole page has rolled off above the top edge (clipped there); curling down is the same
/// motion backwards, the page unrolling from the top.
struct PageCurl {
  /// The size of the page.
  let size: Size
  /// How many strips the page is cut into.
  static let stripCount = 32

  /// The radius of the cylinder: an eighth of the page's height (at least a point).
  var radius: Double { max(size.height / 8, 1) }

  /// The height of one strip.
  var stripHeight: Double { size.height / Double(Self.stripCount) }

  /// The line the page rolls around at `progress` (0 flat, 1 rolled away).
  func line(at progress: Double) -> Double {
    size.height - progress * (size.height + radius)
  }

  /// Where the page's horizontal line at height `y` lies (height and depth towards the viewer)
  /// when the page rolls around `line`.
  func place(_ y: Double, line: Double) -> (y: Double, z: Double) {
    let past = y - line
    guard past > 0 else { return (y, 0) }
    let angle = past / radius
    guard angle <= .pi else { return (line - (past - .pi * radius), 2 * radius) }
    return (line + radius * Double.sin(angle), radius * (1 - Double.cos(angle)))
  }

  /// Writes strip `index`'s position, depth and transform at `progress` into `values`: its top
  /// edge (its anchor) at its place on the page, its bottom edge at the next strip's.
  func apply(strip index: Int, progress: Double, to values: inout LayerValues) {
    let line = line(at: progress)
    let top = place(Double(index) * stripHeight, line: line)
    let bottom = place(Double(index + 1) * stripHeight, line: line)
    let (dy, dz) = (bottom.y - top.y, bottom.z - top.z)
    let length = (dy * dy + dz * dz).squareRoot()
    let (cosine, sine) = length > 0 ? (dy / length, dz / length) : (1.0, 0.0)
    values.position = Point(x: size.width / 2, y: top.y)
    values.zPosition = top.z
    values.transform = Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0,
      m21: 0, m22: dy / stripHeight, m23: dz / stripHeight, m24: 0,
      m31: 0, m32: -sine, m33: cosine, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }
}
