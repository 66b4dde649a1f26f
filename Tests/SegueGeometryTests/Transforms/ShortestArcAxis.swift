import SegueGeometry

/// An axis to turn about: the three coordinate axes and an oblique one.
enum ShortestArcAxis: String, CaseIterable, Sendable {
  case x, y, z, oblique

  /// The axis as the `x`, `y`, `z` arguments of `Transform3D(rotationAngle:x:y:z:)`.
  var direction: (x: Double, y: Double, z: Double) {
    switch self {
    case .x: (1, 0, 0)
    case .y: (0, 1, 0)
    case .z: (0, 0, 1)
    case .oblique: (1, -2, 2)
    }
  }

  /// The rotation by `degrees` about this axis.
  func rotation(degrees: Double) -> Transform3D {
    let (x, y, z) = direction
    return Transform3D(rotationAngle: degrees * .pi / 180, x: x, y: y, z: z)
  }
}
