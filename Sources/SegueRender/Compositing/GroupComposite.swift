/// Blends a group drawn on its own canvas onto the canvas below with one opacity, optionally
/// only inside a masking shape (weighted by the mask's anti-aliased coverage).
struct GroupComposite {
  /// The group's pixels, same size as the destination.
  let group: Canvas
  /// The group opacity, 0...255.
  let opacity: Int

  /// Blends the group into `canvas`, through `mask` when given, a row at a time with the raster
  /// kernels.
  func composite(into canvas: inout Canvas, through mask: CoverageRasterizer?) {
    guard opacity > 0, !group.dirtyX.isEmpty else { return }
    let width = canvas.width
    let opacity = opacity
    let dirtyX = group.dirtyX
    let dirtyY = group.dirtyY
    group.withUnsafeBytes { source in
      let base = source.baseAddress!
      if let mask {
        // The pixels the mask covers completely blend as plain rows; only its edges need coverage.
        let projection = canvas.interiorRuns(of: mask)
        mask.forEachSpan(width: width, rows: canvas.rows, projection: projection, fullRunsOnly: true) { span in
          guard dirtyY.contains(span.y) else { return }
          let visible = (span.x..<(span.x + span.count)).clamped(to: dirtyX)
          guard !visible.isEmpty else { return }
          canvas.prepare(row: span.y)
          let offset = (span.y * width + visible.lowerBound) * 4
          canvas.withUnsafeMutableBytes { pixels in
            if span.isInterior {
              RasterKernels.blendRow(
                base + offset, pixels.baseAddress! + offset, count: visible.count, opacity: opacity)
            } else {
              let coverage = span.coverage.baseAddress! + (visible.lowerBound - span.x)
              RasterKernels.blendSpan(
                base + offset, coverage: coverage, pixels.baseAddress! + offset, count: visible.count,
                opacity: opacity)
            }
          }
          canvas.markDirty(columns: visible, row: span.y)
        }
        return
      }
      for y in dirtyY.clamped(to: canvas.rows) {
        canvas.prepare(row: y)
        let offset = (y * width + dirtyX.lowerBound) * 4
        canvas.withUnsafeMutableBytes { pixels in
          RasterKernels.blendRow(base + offset, pixels.baseAddress! + offset, count: dirtyX.count, opacity: opacity)
        }
        canvas.markDirty(columns: dirtyX, row: y)
      }
    }
  }

  /// The group clipped to `mask`: a new canvas (over a buffer from `store` when it keeps one)
  /// holding the group's pixels weighted by the mask's coverage and the opacity, and nothing
  /// outside the mask.
  func masked(by mask: CoverageRasterizer, store: CanvasStore) -> Canvas {
    var result = Canvas(width: group.width, height: group.height, rows: group.rows, store: store)
    composite(into: &result, through: mask)
    return result
  }
}
