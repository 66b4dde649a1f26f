import SegueGeometry
import SegueMotion

/// An axial gradient over a layer's bounds: the colour is constant across the axis and
/// interpolated along it in straight sRGB components, then premultiplied (read from a
/// ``GradientTable``).
struct GradientShader: Shader, Hashable {
  /// The stops.
  private let key: GradientTable.Key
  /// The stops' colours along the axis.
  private let table: GradientTable
  private let startU: Double
  private let startV: Double
  private let axisU: Double
  private let axisV: Double

  /// The gradient `gradient` laid over `bounds`, its table taken from `canvas`'s (made there
  /// once a frame); `nil` when it has no colours.
  init?(_ gradient: Gradient, over bounds: Rect, in canvas: inout Canvas) {
    guard let key = Self.key(of: gradient) else { return nil }
    self.init(gradient, key: key, table: canvas.gradientTable(for: key), over: bounds)
  }

  /// The gradient `gradient` laid over `bounds`, with a table of its own; `nil` when it has no
  /// colours.
  init?(_ gradient: Gradient, over bounds: Rect) {
    guard let key = Self.key(of: gradient) else { return nil }
    self.init(gradient, key: key, table: GradientTable(key), over: bounds)
  }

  private init(_ gradient: Gradient, key: GradientTable.Key, table: GradientTable, over bounds: Rect) {
    self.key = key
    self.table = table
    startU = bounds.minX + gradient.startPoint.x * bounds.width
    startV = bounds.minY + gradient.startPoint.y * bounds.height
    let endU = bounds.minX + gradient.endPoint.x * bounds.width
    let endV = bounds.minY + gradient.endPoint.y * bounds.height
    let lengthSquared = (endU - startU) * (endU - startU) + (endV - startV) * (endV - startV)
    // A degenerate axis (start = end) shows the first colour everywhere.
    axisU = lengthSquared > 0 ? (endU - startU) / lengthSquared : 0
    axisV = lengthSquared > 0 ? (endV - startV) / lengthSquared : 0
  }

  /// The stops of `gradient` with their effective locations (given, or evenly spaced);
  /// `nil` when it has no colours.
  private static func key(of gradient: Gradient) -> GradientTable.Key? {
    guard !gradient.colors.isEmpty else { return nil }
    let count = gradient.colors.count
    if let given = gradient.locations, given.count == count {
      return GradientTable.Key(colors: gradient.colors, locations: given)
    }
    let even = count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    return GradientTable.Key(colors: gradient.colors, locations: even)
  }

  func shade(_ span: CoverageSpan, into colors: UnsafeMutableBufferPointer<UInt8>) {
    let target = UnsafeMutableRawPointer(colors.baseAddress!)
    for k in 0..<span.count where span.coverage[k] > 0 {
      let t = (span.u[k] - startU) * axisU + (span.v[k] - startV) * axisV
      target.storeBytes(of: table.word(at: t), toByteOffset: k * 4, as: UInt32.self)
    }
  }

  /// Along a horizontal axis the colour is constant down each column, so interior runs blend a
  /// row of per-column colours; otherwise the position along the axis is linear down each
  /// column, so interior runs look colours up from per-column steps.
  func columnPaint(for projection: ColumnProjection) -> (any ColumnPaint)? {
    guard axisV == 0 else {
      return GradientColumnPaint(
        table: table, firstColumn: projection.columns.lowerBound, coverage: projection.coverage,
        base: projection.u.indices.map {
          (projection.u[$0] - startU) * axisU + (projection.alpha[$0] - startV) * axisV
        },
        step: projection.beta.map { $0 * axisV })
    }
    let colors = projection.u.map { table.word(at: ($0 - startU) * axisU) }
    return RowColumnPaint(colors: colors, firstColumn: projection.columns.lowerBound, coverage: projection.coverage)
  }

  /// Along a row the position on the axis is linear in x, so interior runs look colours up from
  /// per-row steps.
  func rowPaint(for projection: RowProjection) -> (any ColumnPaint)? {
    GradientRowPaint(
      table: table, firstRow: projection.rows.lowerBound, coverage: projection.coverage,
      base: projection.v.indices.map {
        (projection.alpha[$0] - startU) * axisU + (projection.v[$0] - startV) * axisV
      },
      step: projection.beta.map { $0 * axisU })
  }

  /// Along a row of an affine projection u and v, and so the position on the axis, are linear
  /// in x, so interior runs look colours up from per-row steps.
  func affinePaint(for projection: AffineProjection) -> (any ColumnPaint)? {
    GradientRowPaint(
      table: table, firstRow: projection.rows.lowerBound, coverage: projection.coverage,
      base: projection.alpha.indices.map {
        (projection.alpha[$0] - startU) * axisU + (projection.vAlpha[$0] - startV) * axisV
      },
      step: projection.beta.indices.map { projection.beta[$0] * axisU + projection.vBeta[$0] * axisV })
  }

  /// Along a row in perspective u and v, and so the position on the axis, are ratios of
  /// numerators linear in x to a common denominator, so interior runs look colours up from
  /// per-row numerators and denominators.
  func perspectivePaint(for projection: PerspectiveProjection) -> (any ColumnPaint)? {
    let laws = projection.rows.map { projection.law(row: $0) }
    return GradientRowPaint(
      table: table, firstRow: projection.rows.lowerBound, coverage: projection.coverage,
      base: laws.map { ($0.uAlpha - startU * $0.wAlpha) * axisU + ($0.vAlpha - startV * $0.wAlpha) * axisV },
      step: laws.map { ($0.uBeta - startU * $0.wBeta) * axisU + ($0.vBeta - startV * $0.wBeta) * axisV },
      denominators: (laws.map(\.wAlpha), laws.map(\.wBeta)))
  }

  var columnIdentity: AnyHashable? { AnyHashable(self) }

  static func == (a: GradientShader, b: GradientShader) -> Bool {
    a.key == b.key && a.startU == b.startU && a.startV == b.startV && a.axisU == b.axisU && a.axisV == b.axisV
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(startU)
    hasher.combine(startV)
    hasher.combine(axisU)
    hasher.combine(axisV)
  }
}
