/// One row's run of pixels touched by a shape: where it is, each pixel's bounds coordinates
/// and coverage. The rasterizer fills it, shaders read it, the blender applies it.
///
/// The per-pixel buffers are borrowed from the rasterizer for the duration of one callback
/// (no copies, no bounds checks in optimised builds); never keep a span beyond it.
struct CoverageSpan {
  /// The row.
  var y = 0
  /// The first column.
  var x = 0
  /// The number of pixels.
  var count = 0
  /// Whether every pixel is fully covered and described by the rasterizer's
  /// ``InteriorRuns`` instead: `u`, `v` and `coverage` are then not filled in.
  var isInterior = false
  /// The coverage of every pixel of an interior span: 255, or less in a row an edge crosses
  /// (see ``InteriorRuns/edgeRun(row:in:)``).
  var runCoverage: UInt8 = 255
  /// Each pixel centre's bounds x coordinate.
  let u: UnsafeMutableBufferPointer<Double>
  /// Each pixel centre's bounds y coordinate.
  let v: UnsafeMutableBufferPointer<Double>
  /// Each pixel's coverage, 0 (untouched) to 255 (fully covered).
  let coverage: UnsafeMutableBufferPointer<UInt8>
  /// Each pixel centre's 1 / c (the homography's divisor), 0 behind the eye: scratch for the
  /// coverage kernel.
  let w: UnsafeMutableBufferPointer<Double>

  /// Runs `body` with an empty span able to hold `capacity` pixels, its buffers valid only inside.
  static func withSpan<Result>(capacity: Int, _ body: (inout CoverageSpan) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, capacity)) { u in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, capacity)) { v in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, capacity)) { coverage in
          withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, capacity)) { w in
            var span = CoverageSpan(u: u, v: v, coverage: coverage, w: w)
            return body(&span)
          }
        }
      }
    }
  }
}
