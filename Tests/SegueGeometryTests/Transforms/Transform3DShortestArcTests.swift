import SegueGeometry
import Testing

@Suite("Transform3D interpolation turns the shorter way round")
struct Transform3DShortestArcTests {
  static let fractions = [0.25, 0.5, 0.75]
  static let vectors = shortestArcFromIdentity + shortestArcBetweenRotations

  /// A shared scale and shear before the turn and a move after it, so that only the rotation
  /// differs between the ends but the blend cannot take the rotation-only form.
  static let skewAndScale: Transform3D = {
    var skew = Transform3D.identity
    skew.m21 = 0.5
    skew.m31 = -0.25
    return Transform3D(scaleX: 2, y: 1.5, z: 0.5).concatenating(skew)
  }()
  static let move = Transform3D(translationX: 7, y: -3, z: 11)

  @Test("The vectors' turns are the shorter arcs between their angles")
  func vectorsAreShortestArcs() {
    for vector in Self.vectors {
      let laps = (vector.to - vector.from - vector.turn) / 360
      #expect(abs(vector.turn) < 180 && laps == laps.rounded(), "\(vector)")
    }
  }

  @Test("Rotations blend along the shorter arc, to 1e-9", arguments: vectors, ShortestArcAxis.allCases)
  func rotationsTurnTheShorterWay(_ vector: ShortestArcVector, _ axis: ShortestArcAxis) throws {
    let start = axis.rotation(degrees: vector.from)
    let end = axis.rotation(degrees: vector.to)
    let interpolator = Transform3D.interpolator(from: start, to: end)
    let first = try #require(start.decomposed())
    let last = try #require(end.decomposed())
    for fraction in Self.fractions {
      let expected = axis.rotation(degrees: vector.from + fraction * vector.turn)
      let blended = start.interpolated(to: end, fraction: fraction)
      #expect(isClose(blended, expected, tolerance: 1e-9), "at \(fraction): \(blended.entries)")
      #expect(isClose(interpolator.value(at: fraction), expected, tolerance: 1e-9), "at \(fraction)")
      let recomposed = Transform3D(first.interpolated(to: last, fraction: fraction))
      #expect(isClose(recomposed, expected, tolerance: 1e-9), "decomposition at \(fraction)")
    }
  }

  @Test(
    "Sheared, scaled and moved rotations blend along the shorter arc, to 1e-9",
    arguments: vectors, ShortestArcAxis.allCases)
  func composedRotationsTurnTheShorterWay(_ vector: ShortestArcVector, _ axis: ShortestArcAxis) {
    func placed(_ rotation: Transform3D) -> Transform3D {
      Self.skewAndScale.concatenating(rotation).concatenating(Self.move)
    }
    let blend = Transform3D.Blend(
      from: placed(axis.rotation(degrees: vector.from)), to: placed(axis.rotation(degrees: vector.to)))
    #expect(blend.rotationBlend == nil)
    for fraction in Self.fractions {
      let expected = placed(axis.rotation(degrees: vector.from + fraction * vector.turn))
      let blended = blend.value(at: fraction)
      #expect(isClose(blended, expected, tolerance: 1e-9), "at \(fraction): \(blended.entries)")
    }
  }

  @Test("2D rotations blend along the shorter arc, to 1e-9", arguments: vectors)
  func affineRotationsTurnTheShorterWay(_ vector: ShortestArcVector) {
    let start = AffineTransform(rotationAngle: vector.from * .pi / 180)
    let end = AffineTransform(rotationAngle: vector.to * .pi / 180)
    for fraction in Self.fractions {
      let expected = AffineTransform(rotationAngle: (vector.from + fraction * vector.turn) * .pi / 180)
      #expect(isClose(start.interpolated(to: end, fraction: fraction), expected, tolerance: 1e-9), "at \(fraction)")
    }
  }

  @Test(
    "A half turn from the identity turns the positive way about a coordinate axis",
    arguments: [ShortestArcAxis.x, .y, .z])
  func anExactHalfTurnTurnsThePositiveWay(_ axis: ShortestArcAxis) {
    let (x, y, z) = axis.direction
    let halfTurn = Transform3D(scaleX: x == 1 ? 1 : -1, y: y == 1 ? 1 : -1, z: z == 1 ? 1 : -1)
    let halfway = Transform3D.identity.interpolated(to: halfTurn, fraction: 0.5)
    #expect(isClose(halfway, axis.rotation(degrees: 90), tolerance: 1e-12), "\(halfway.entries)")
  }

  @Test("A half turn made by rotationAngle: ±π turns the way its sign says", arguments: ShortestArcAxis.allCases)
  func aRotationByPiTurnsTheWayItsSignSays(_ axis: ShortestArcAxis) {
    for sign in [1.0, -1.0] {
      let halfway = Transform3D.identity.interpolated(to: axis.rotation(degrees: sign * 180), fraction: 0.5)
      let expected = axis.rotation(degrees: sign * 90)
      #expect(isClose(halfway, expected, tolerance: 1e-9), "\(sign): \(halfway.entries)")
    }
  }
}
