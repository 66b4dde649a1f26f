/// The columns of a ``ColumnSampleTable`` in which the bilinear run kernel reads exactly one
/// image pixel each, from consecutive image columns, with one image row law for all: a layer
/// shown one image pixel per device pixel across (a page's flat strips, a screen slid by whole
/// pixels under a column view).
///
/// Segue's choice for speed: in a device row whose image row coordinate also falls on a pixel
/// centre (its vertical weight rounds to 0, see ``imageRow(py:height:)``), those columns are a
/// row of the image, blended or copied as it is (``PixelAlignedBlit/drawRow(_:offset:row:columns:opacity:into:)``)
/// instead of sampled; the kernel's arithmetic gives the same bytes there (its weights 128 and
/// 0 return the pixel unchanged).
struct AlignedColumns: Equatable {
  /// The device columns.
  let columns: Range<Int>
  /// The image column read in the first of them.
  let imageColumn: Int
  /// The image row coordinate at py = 0, the same in every column.
  let a: Float
  /// Its change per device row.
  let b: Float
  /// With `b` 1 and `a` half a row off a whole number `n` below 2²⁰ (the usual case: a layer
  /// neither scaled nor moved by a fraction of a pixel), `n + ½`: `sy` is then the device row
  /// plus it, which the row's image row follows without the kernel's arithmetic.
  private let shift: Int?

  /// The columns `columns`, the first reading image column `imageColumn`, with the row law
  /// `a`, `b`.
  init(columns: Range<Int>, imageColumn: Int, a: Float, b: Float) {
    self.columns = columns
    self.imageColumn = imageColumn
    self.a = a
    self.b = b
    shift = b == 1 ? Int(exactly: a + 0.5).flatMap { abs($0) < 1 << 20 ? $0 : nil } : nil
  }

  /// The image row the kernel reads alone in device row `y` (at pixel centre py = y + ½), from
  /// an image `height` rows high: the row of its arithmetic (see
  /// ``RasterKernels/Reference/bilinearRun(_:_:_:count:py:_:opacity:)``) when the vertical
  /// weight is 0, `nil` otherwise.
  @inline(__always)
  func imageRow(_ y: Int, height: Int) -> Int? {
    if let shift, abs(y) < 1 << 20 {
      return y + shift <= height - 2 ? max(y + shift, 0) : nil
    }
    return Self.kernelRow(a: a, b: b, py: Float(y) + 0.5, height: height)
  }

  /// The image row the kernel reads alone at `sy = fma(b, py, a)` in an image `height` rows
  /// high, worked out as the kernel does; `nil` when its vertical weight is not 0.
  static func kernelRow(a: Float, b: Float, py: Float, height: Int) -> Int? {
    let sy = a.addingProduct(b, py)
    guard sy.isFinite else { return nil }
    let last = Int32(height) - 2
    let cy = min(max(sy, -2), Float(height))
    let floor = cy.rounded(.down)
    let iy = Int32(floor)
    guard iy <= last, iy < 0 || Int32((cy - floor) * 128 + 0.5) == 0 else { return nil }
    return Int(min(max(iy, 0), last))
  }

  /// The longest run of the `count` columns from `first` on whose entries (`entry(k)`: left
  /// image column, weight of the right one in 0...128, image row at py = 0 and its step) each
  /// read one image pixel, the next column's right of the previous one's, under one row law;
  /// `nil` when no run has two columns.
  static func longest(first: Int, count: Int, entry: (Int) -> (x0: Int32, wx: Int32, a: Float, b: Float)) -> Self? {
    var best: Self?
    var start = 0
    var head: (column: Int, a: Float, b: Float)?
    var previous: (column: Int, a: Float, b: Float)?
    for k in 0..<count {
      let value = entry(k)
      let current =
        value.wx == 0 || value.wx == 128 ? (column: Int(value.x0) + Int(value.wx / 128), a: value.a, b: value.b) : nil
      if let now = current, let last = previous, now.column == last.column + 1, now.a == last.a, now.b == last.b {
        if let head, k + 1 - start > max(1, best?.columns.count ?? 0) {
          best = Self(columns: (first + start)..<(first + k + 1), imageColumn: head.column, a: head.a, b: head.b)
        }
      } else {
        (start, head) = (k, current)
      }
      previous = current
    }
    return best
  }
}
