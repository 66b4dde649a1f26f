import SegueGeometry

extension Transform3D {
  /// The sixteen entries in CSS `matrix3d` order (m11, m12, …, m44).
  var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// A transform from CSS `matrix3d` arguments, which share CATransform3D's field order.
  init(matrix3d e: [Double]) {
    precondition(e.count == 16)
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3],
      m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11],
      m41: e[12], m42: e[13], m43: e[14], m44: e[15]
    )
  }
}

extension AffineTransform {
  /// The six entries in CSS `matrix(a, b, c, d, e, f)` order.
  var entries: [Double] { [a, b, c, d, tx, ty] }

  /// A transform from CSS `matrix` arguments.
  init(matrix e: [Double]) {
    precondition(e.count == 6)
    self.init(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5])
  }
}

/// Whether two lists of numbers have the same length and agree entry by entry within `tolerance`.
func isClose(_ a: [Double], _ b: [Double], tolerance: Double) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Whether two transforms agree entry by entry within `tolerance`.
func isClose(_ a: Transform3D, _ b: Transform3D, tolerance: Double) -> Bool {
  isClose(a.entries, b.entries, tolerance: tolerance)
}

/// Whether two transforms agree entry by entry within `tolerance`.
func isClose(_ a: AffineTransform, _ b: AffineTransform, tolerance: Double) -> Bool {
  isClose(a.entries, b.entries, tolerance: tolerance)
}

/// Whether two points agree coordinate by coordinate within `tolerance`.
func isClose(_ a: Point, _ b: Point, tolerance: Double) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
