import SegueGeometry

/// How a page curls around a cylinder lying on it with its axis vertical, as the cylinder rolls
/// from the page's right edge to beyond a left edge: the page stays flat left of the line where
/// the cylinder touches it, wraps around the cylinder right of that line and, past a half turn,
/// lies flat again on top, face down, running back to the left.
///
/// Each vertical line of the page (an x in the container's coordinates) is placed by a
/// ``Pose``: the x of the line a radius above the table that it turns about and its angle. Both
/// move linearly with progress between the line's ``breaks(ofLineAt:)``, so that keyframes there
/// with linear interpolation place the line exactly at every progress.
struct CurlCylinder {
  /// Where a line of the page is: turned by ``angle`` about a vertical line at ``axis``, a
  /// radius above the table, the line itself lying a radius below that one before the turn.
  struct Pose: Equatable {
    /// The x of the line turned about.
    let axis: Double
    /// The angle turned through, from 0 (flat, face up) to π (flat on top, face down).
    let angle: Double
  }

  /// The x of the line where the cylinder touches the page at progress 0: the page's right edge.
  let start: Double
  /// The x of that line at progress 1: a radius beyond the left edge the page leaves by.
  let end: Double
  /// The cylinder's radius.
  let radius: Double

  /// The cylinder of `radius` that rolls from the right edge of `page` until the whole page is
  /// rolled up beyond `leftEdge` (the container's).
  init(page: Rect, leftEdge: Double, radius: Double) {
    self.radius = radius
    start = page.maxX
    end = min(leftEdge, page.minX) - radius
  }

  /// The x of the line where the cylinder touches the page at `progress`.
  func contact(at progress: Double) -> Double {
    start + (end - start) * progress
  }

  /// Where the line of the page at `x` is at `progress`.
  func pose(ofLineAt x: Double, progress: Double) -> Pose {
    let contact = contact(at: progress)
    let arc = x - contact
    if arc <= 0 { return Pose(axis: x, angle: 0) }
    if arc >= .pi * radius { return Pose(axis: 2 * contact + .pi * radius - x, angle: .pi) }
    return Pose(axis: contact, angle: arc / radius)
  }

  /// The pose of the line at `x` at each of its ``breaks(ofLineAt:)``, with the progress: where
  /// it reaches the cylinder exactly flat in place, and where it lies down on top exactly face
  /// down, rather than as ``pose(ofLineAt:progress:)`` computes them at a break's progress,
  /// which rounding can leave a hair's breadth off (turned by 1e-16), so that the line lies
  /// exactly flat for as long as it does.
  func keyPoses(ofLineAt x: Double) -> [(progress: Double, pose: Pose)] {
    let turns: [(angle: Double, pose: Pose?)] = [
      (0, Pose(axis: x, angle: 0)), (.pi / 2, nil), (.pi, Pose(axis: x - .pi * radius, angle: .pi)),
    ]
    var keys = [(progress: 0.0, pose: pose(ofLineAt: x, progress: 0))]
    for turn in turns {
      let progress = (start + turn.angle * radius - x) / (start - end)
      guard progress > 0 && progress < 1 else { continue }
      keys.append((progress, turn.pose ?? pose(ofLineAt: x, progress: progress)))
    }
    keys.append((1, pose(ofLineAt: x, progress: 1)))
    return keys
  }

  /// The progresses from 0 to 1, in order, between which the pose of the line at `x` moves
  /// linearly: the ends, and where the line reaches the cylinder, stands edge-on (so that no
  /// turn between two of them is a half turn, which has two shortest ways) and leaves it.
  func breaks(ofLineAt x: Double) -> [Double] {
    let inside = [0, Double.pi / 2, .pi].map { (start + $0 * radius - x) / (start - end) }
    return [0] + inside.filter { $0 > 0 && $0 < 1 } + [1]
  }
}
