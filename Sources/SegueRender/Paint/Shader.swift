/// The middle raster stage: what colour a paint has at each pixel of a span.
protocol Shader {
  /// Writes the premultiplied colour at each of `span`'s pixels into `colors`, four bytes per pixel.
  func shade(_ span: CoverageSpan, into colors: UnsafeMutableBufferPointer<UInt8>)

  /// What draws the interior runs of `projection` directly, if this shader can; `nil` sends
  /// every pixel through ``shade(_:into:)``.
  func columnPaint(for projection: ColumnProjection) -> (any ColumnPaint)?

  /// What draws the interior runs of `projection` (a layer turned about a horizontal axis)
  /// directly, if this shader can; `nil` sends every pixel through ``shade(_:into:)``.
  func rowPaint(for projection: RowProjection) -> (any ColumnPaint)?

  /// What draws the interior runs of `projection` (a layer turned or sheared in 2D) directly,
  /// if this shader can; `nil` sends every pixel through ``shade(_:into:)``.
  func affinePaint(for projection: AffineProjection) -> (any ColumnPaint)?

  /// What draws the interior runs of `projection` (a layer in perspective that none of the
  /// other views describes) directly, if this shader can; `nil` sends every pixel through
  /// ``shade(_:into:)``.
  func perspectivePaint(for projection: PerspectiveProjection) -> (any ColumnPaint)?

  /// What identifies the shader's column paint within a frame, so it can be reused across
  /// bands; `nil` when it has none.
  var columnIdentity: AnyHashable? { get }
}

extension Shader {
  func columnPaint(for projection: ColumnProjection) -> (any ColumnPaint)? { nil }

  func rowPaint(for projection: RowProjection) -> (any ColumnPaint)? { nil }

  func affinePaint(for projection: AffineProjection) -> (any ColumnPaint)? { nil }

  func perspectivePaint(for projection: PerspectiveProjection) -> (any ColumnPaint)? { nil }

  var columnIdentity: AnyHashable? { nil }
}
