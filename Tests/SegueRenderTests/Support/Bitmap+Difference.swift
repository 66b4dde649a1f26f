import SegueImage

extension Bitmap {
  /// The most `a` and `b` (of one size) differ by in any channel of any pixel.
  static func worstDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
    var worst = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let (p, q) = (a[x, y], b[x, y])
        worst = max(
          worst, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)),
          abs(Int(p.alpha) - Int(q.alpha)))
      }
    }
    return worst
  }
}
