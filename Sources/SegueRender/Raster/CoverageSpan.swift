/// One row's run of pixels touched by a shape: where it is, each pixel's bounds coordinates
/// and coverage. The rasterizer fills it, shaders read it, the blender applies it.
struct CoverageSpan {
  /// The row.
  var y = 0
  /// The first column.
  var x = 0
  /// The number of pixels.
  var count = 0
  /// Each pixel centre's bounds x coordinate.
  var u: [Double] = []
  /// Each pixel centre's bounds y coordinate.
  var v: [Double] = []
  /// Each pixel's coverage, 0 (untouched) to 255 (fully covered).
  var coverage: [UInt8] = []

  /// An empty span able to hold `capacity` pixels without reallocating.
  init(capacity: Int) {
    u = [Double](repeating: 0, count: capacity)
    v = [Double](repeating: 0, count: capacity)
    coverage = [UInt8](repeating: 0, count: capacity)
  }
}
