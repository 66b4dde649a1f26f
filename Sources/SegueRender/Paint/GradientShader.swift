import SegueGeometry
import SegueMotion

/// An axial gradient over a layer's bounds: the colour is constant across the axis and
/// interpolated along it in straight sRGB components, then premultiplied.
struct GradientShader: Shader, Hashable {
  private let colors: [Color]
  private let locations: [Double]
  private let startU: Double
  private let startV: Double
  private let axisU: Double
  private let axisV: Double

  /// The gradient `gradient` laid over `bounds`; `nil` when it has no colours.
  init?(_ gradient: Gradient, over bounds: Rect) {
    guard !gradient.colors.isEmpty else { return nil }
    colors = gradient.colors
    let count = gradient.colors.count
    if let given = gradient.locations, given.count == count {
      locations = given
    } else {
      locations = count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }
    startU = bounds.minX + gradient.startPoint.x * bounds.width
    startV = bounds.minY + gradient.startPoint.y * bounds.height
    let endU = bounds.minX + gradient.endPoint.x * bounds.width
    let endV = bounds.minY + gradient.endPoint.y * bounds.height
    let lengthSquared = (endU - startU) * (endU - startU) + (endV - startV) * (endV - startV)
    // A degenerate axis (start = end) shows the first colour everywhere.
    axisU = lengthSquared > 0 ? (endU - startU) / lengthSquared : 0
    axisV = lengthSquared > 0 ? (endV - startV) / lengthSquared : 0
  }

  /// The colour at position `t` along the axis (0 at the start point, 1 at the end point).
  func color(at t: Double) -> Color {
    guard t > locations[0] else { return colors[0] }
    guard t < locations[locations.count - 1] else { return colors[colors.count - 1] }
    var index = 0
    while index + 2 < locations.count && locations[index + 1] <= t { index += 1 }
    let width = locations[index + 1] - locations[index]
    guard width > 0 else { return colors[index + 1] }
    return colors[index].interpolated(to: colors[index + 1], fraction: (t - locations[index]) / width)
  }

  func shade(_ span: CoverageSpan, into colors: UnsafeMutableBufferPointer<UInt8>) {
    for k in 0..<span.count where span.coverage[k] > 0 {
      let t = (span.u[k] - startU) * axisU + (span.v[k] - startV) * axisV
      let pixel = color(at: t).premultipliedPixel
      colors[k * 4] = pixel.red
      colors[k * 4 + 1] = pixel.green
      colors[k * 4 + 2] = pixel.blue
      colors[k * 4 + 3] = pixel.alpha
    }
  }

  /// Along a horizontal axis the colour is constant down each column, so interior runs blend
  /// a row of per-column colours.
  func columnPaint(for projection: ColumnProjection) -> (any ColumnPaint)? {
    guard axisV == 0 else { return nil }
    let colors = projection.u.map { color(at: ($0 - startU) * axisU).premultipliedPixel.word.littleEndian }
    return RowColumnPaint(colors: colors, firstColumn: projection.columns.lowerBound, coverage: projection.coverage)
  }

  var columnIdentity: AnyHashable? { AnyHashable(self) }
}
