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
  @Test(arguments: 0..<200)
  func sharedColumnsMatchTheColumnLoop(seed: Int) throws {
    var random = Xoshiro(seed: (UInt64(seed), 3, 5, 7))
    func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    let box = Rect(x: value(-20...20), y: value(-20...20), width: value(0.3...90), height: value(0.3...90))
    let radius = seed % 3 == 0 ? 0 : value(0...(min(box.width, box.height) / 2))
    let flipX: Double = seed % 5 == 1 ? -1 : 1
    let flipY: Double = seed % 7 == 2 ? -1 : 1
    let scaleX = seed % 4 == 0 ? 3 : value(0.2...4)
    let scaleY = seed % 4 == 0 ? 3 : value(0.2...4)
    let shift = seed % 6 == 0 ? (x: 30.0, y: 12.0) : (x: value(-40...160), y: value(-40...160))
    let matrix = Transform3D(scaleX: flipX * scaleX, y: flipY * scaleY, z: 1)
      .concatenating(Transform3D(translationX: shift.x, y: shift.y, z: 0))
    let edges = EdgeAntialiasingMask(rawValue: UInt32(seed % 16))
    let shape = CoverageShape(box: box, rounding: RoundedBox(box, radius: radius), antialiased: edges)
    let width = Int.random(in: 20...240, using: &random)
    guard let quad = ProjectedQuad(rect: box, matrix: matrix) else { return }
    let shared = ColumnProjection(quad: quad, shape: shape, width: width)
    let looped = ColumnProjection(quad: quad, shape: shape, width: width, sharesSteadyColumns: false)
    #expect((shared == nil) == (looped == nil), "seed \(seed)")
    guard let shared, let looped else { return }
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
}
