import Foundation
import PropertyBased
import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// The columns of a layer that is not turned share one computation in a column projection:
/// every table must hold exactly what the column-by-column loop computes, for boxes scaled,
/// flipped and moved by fractions of a pixel, rounded or not, with any edges anti-aliased,
/// partly off the canvas.
@Suite struct SteadyColumnsTests {
  /// Case `seed`: a box scaled (sizes drawn evenly in their logarithm, 1 to 300 device
  /// pixels, so that thin lines and wide panels both come up), sometimes flipped, moved by
  /// fractions of a pixel, half the time with a homogeneous weight other than 1 (as a flattened
  /// 3D chain can leave), with square, rounded or over-rounded corners and any edges
  /// anti-aliased, in a canvas that may clip it.
  static func testCase(seed: Int) -> (quad: ProjectedQuad, shape: CoverageShape, width: Int)? {
    var random = Xoshiro(seed: (UInt64(seed) &+ 1, 0x9E37_79B9, 0x7F4A_7C15, 0xBF58_476D))
    // The first draws of a nearby seed are alike: let them go.
    for _ in 0..<8 { _ = random.next() }
    func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    func extent() -> Double { exp(value(0...log(300))) }
    let scaleX = seed % 4 == 0 ? 3 : value(0.3...3)
    let scaleY = seed % 4 == 0 ? 3 : value(0.3...3)
    let box = Rect(x: value(-20...20), y: value(-20...20), width: extent() / scaleX, height: extent() / scaleY)
    let radius: Double =
      switch seed % 4 {
      case 0: 0
      case 1: value(0...(min(box.width, box.height) / 2))
      case 2: min(box.width, box.height) * value(0.5...1.5)
      default: value(0...3)
      }
    let flipX: Double = seed % 5 == 1 ? -1 : 1
    let flipY: Double = seed % 7 == 2 ? -1 : 1
    let shift = seed % 6 == 0 ? (x: 30.0, y: 12.0) : (x: value(-60...260), y: value(-60...260))
    var matrix = Transform3D(scaleX: flipX * scaleX, y: flipY * scaleY, z: 1)
      .concatenating(Transform3D(translationX: shift.x, y: shift.y, z: 0))
    if seed % 2 == 1 { matrix.m44 = value(0.3...3) }
    let edges = EdgeAntialiasingMask(rawValue: UInt32(seed % 16))
    let shape = CoverageShape(box: box, rounding: RoundedBox(box, radius: radius), antialiased: edges)
    guard let quad = ProjectedQuad(rect: box, matrix: matrix) else { return nil }
    return (quad, shape, Int(value(20...300)))
  }

  @Test(arguments: 0..<400)
  func sharedColumnsMatchTheColumnLoop(seed: Int) throws {
    guard let (quad, shape, width) = Self.testCase(seed: seed) else { return }
    let shared = ColumnProjection(quad: quad, shape: shape, width: width)
    let looped = ColumnProjection(quad: quad, shape: shape, width: width, sharesSteadyColumns: false)
    #expect((shared == nil) == (looped == nil), "seed \(seed)")
    guard let shared, let looped else { return }
    #expect(looped.sharedColumns.isEmpty)
    #expect(shared.columns == looped.columns, "seed \(seed)")
    #expect(shared.u == looped.u, "seed \(seed): u")
    #expect(shared.alpha == looped.alpha, "seed \(seed): alpha")
    #expect(shared.beta == looped.beta, "seed \(seed): beta")
    #expect(shared.firstRow == looped.firstRow, "seed \(seed): first rows")
    #expect(shared.endRow == looped.endRow, "seed \(seed): end rows")
    #expect(shared.coverage == looped.coverage, "seed \(seed): coverage")
    #expect(shared.touchedColumns == looped.touchedColumns, "seed \(seed): touched columns")
    #expect(shared.interiorColumns == looped.interiorColumns, "seed \(seed): interior columns")
    #expect(shared.commonRows == looped.commonRows, "seed \(seed): common rows")
  }

  /// The cases above exercise the shortcut: many share columns, among them boxes with square
  /// and with rounded corners, flipped ones, and ones the canvas clips on the right.
  @Test func theCasesShareColumnsInEveryKindOfBox() {
    var sharing = 0
    var kinds = Set<String>()
    for seed in 0..<400 {
      guard let (quad, shape, width) = Self.testCase(seed: seed),
        let projection = ColumnProjection(quad: quad, shape: shape, width: width), !projection.sharedColumns.isEmpty
      else { continue }
      sharing += 1
      kinds.insert(shape.rounding == nil ? "square" : "rounded")
      if seed % 5 == 1 { kinds.insert("flipped") }
      if projection.columns.upperBound == width { kinds.insert("clipped") }
    }
    #expect(sharing >= 100, "only \(sharing) of 400 cases share columns")
    #expect(kinds == ["square", "rounded", "flipped", "clipped"])
  }
}
