import SegueGeometry

/// A rotation blend about one axis from `from` to `to` degrees, and the signed `turn` (degrees) the
/// shorter arc makes: `to − from` brought into (−180°, 180°).
struct ShortestArcVector: Sendable, CustomStringConvertible {
  let from: Double
  let to: Double
  let turn: Double

  var description: String { "\(from)° → \(to)° turns \(turn)°" }
}

/// Blends from the identity, of either sign, up to and past a half turn.
let shortestArcFromIdentity: [ShortestArcVector] = [
  .init(from: 0, to: 30, turn: 30), .init(from: 0, to: -30, turn: -30),
  .init(from: 0, to: 90, turn: 90), .init(from: 0, to: -90, turn: -90),
  .init(from: 0, to: 120, turn: 120), .init(from: 0, to: -120, turn: -120),
  .init(from: 0, to: 130, turn: 130), .init(from: 0, to: -130, turn: -130),
  .init(from: 0, to: 150, turn: 150), .init(from: 0, to: -150, turn: -150),
  .init(from: 0, to: 170, turn: 170), .init(from: 0, to: -170, turn: -170),
  .init(from: 0, to: 179, turn: 179), .init(from: 0, to: -179, turn: -179),
  .init(from: 0, to: 190, turn: -170), .init(from: 0, to: -190, turn: 170),
  .init(from: 0, to: 260, turn: -100), .init(from: 0, to: 350, turn: -10),
]

/// Blends between two rotations whose difference needs, or does not need, the way round through ±180°.
let shortestArcBetweenRotations: [ShortestArcVector] = [
  .init(from: 100, to: -100, turn: 160), .init(from: -100, to: 100, turn: -160),
  .init(from: 150, to: -150, turn: 60), .init(from: -150, to: 150, turn: -60),
  .init(from: 170, to: -170, turn: 20), .init(from: -170, to: 170, turn: -20),
  .init(from: 30, to: -170, turn: 160), .init(from: -130, to: 120, turn: -110),
  .init(from: 45, to: 190, turn: 145), .init(from: 190, to: 45, turn: -145),
  .init(from: -60, to: 60, turn: 120), .init(from: 20, to: 140, turn: 120),
  .init(from: -90, to: 80, turn: 170), .init(from: 120, to: -130, turn: 110),
]
