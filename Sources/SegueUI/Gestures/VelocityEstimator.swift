import SegueGeometry

/// The rate of change of a sampled two-component quantity (a translation, or a scalar in `dx`),
/// estimated at the latest sample: the slope at that time of the least-squares quadratic through
/// the samples of the last ``horizon`` seconds (at least the latest two samples), as Android's
/// default velocity tracker does.
///
/// Exact, up to rounding, for samples of constant velocity or constant acceleration at any
/// spacing; zero with a single sample; the slope between two samples with two. A finger that
/// rests and then lifts contributes its lift sample, so its velocity falls to zero; the fitted
/// slope never points against the latest step's motion.
struct VelocityEstimator {
  /// How far back samples count, in seconds.
  static let horizon = 0.1
  /// How many samples are kept at most, the newest.
  static let capacity = 64

  private var samples: [(time: Double, value: Vector)] = []

  /// Adds the value at `time`; a sample at the time of the latest replaces it, and one earlier
  /// than the latest is ignored.
  mutating func add(_ value: Vector, at time: Double) {
    if let last = samples.last {
      guard time >= last.time else { return }
      if time == last.time { samples.removeLast() }
    }
    samples.append((time, value))
    let recent = samples.firstIndex { $0.time >= time - Self.horizon } ?? samples.count - 1
    let drop = max(min(recent, samples.count - 2), samples.count - Self.capacity)
    if drop > 0 { samples.removeFirst(drop) }
  }

  /// Forgets every sample but the latest, so the velocity is zero until the next one.
  mutating func restart() {
    if let last = samples.last { samples = [last] }
  }

  /// Forgets every sample.
  mutating func removeAll() {
    samples.removeAll()
  }

  /// The estimated rate of change per second at the latest sample.
  ///
  /// The quadratic is fitted to what is left after the chord from the first sample to the
  /// latest (the same fit, mathematically), so that rounding in the samples' values is not
  /// magnified: for constant velocity the leftovers are rounding noise and the chord's slope is
  /// the answer.
  var velocity: Vector {
    guard samples.count >= 2, let last = samples.last else { return .zero }
    let first = samples[0]
    let scale = last.time - first.time
    let chord = Vector(dx: (last.value.dx - first.value.dx) / scale, dy: (last.value.dy - first.value.dy) / scale)
    guard samples.count >= 3 else { return chord }
    var sums = [Double](repeating: 0, count: 5)
    var right = (x: [0.0, 0, 0], y: [0.0, 0, 0])
    for sample in samples {
      let elapsed = sample.time - last.time
      let u = elapsed / scale
      let powers = [1, u, u * u, u * u * u, u * u * u * u]
      for k in 0..<5 { sums[k] += powers[k] }
      let x = sample.value.dx - last.value.dx - chord.dx * elapsed
      let y = sample.value.dy - last.value.dy - chord.dy * elapsed
      for k in 0..<3 {
        right.x[k] += x * powers[k]
        right.y[k] += y * powers[k]
      }
    }
    let matrix = [[sums[0], sums[1], sums[2]], [sums[1], sums[2], sums[3]], [sums[2], sums[3], sums[4]]]
    let previous = samples[samples.count - 2]
    let interval = last.time - previous.time
    return Vector(
      dx: Self.agreeing(
        chord.dx + Self.linearTerm(matrix, right.x) / scale, (last.value.dx - previous.value.dx) / interval),
      dy: Self.agreeing(
        chord.dy + Self.linearTerm(matrix, right.y) / scale, (last.value.dy - previous.value.dy) / interval))
  }

  /// The fitted slope, unless it points against the latest step's motion (or the latest step
  /// is at rest): then the latest step's slope. A quadratic through a movement that stopped
  /// bends back past the stop, so its slope at the end would send a finger that came to rest
  /// backwards at speed (a pan past half way, held a moment and lifted, would read as a flick
  /// back); what the finger last did decides the direction.
  private static func agreeing(_ fitted: Double, _ latest: Double) -> Double {
    fitted * latest < 0 || (latest == 0 && fitted != 0) ? latest : fitted
  }

  /// The middle unknown of the 3×3 system `matrix · (a, b, c) = right`, by Cramer's rule.
  private static func linearTerm(_ matrix: [[Double]], _ right: [Double]) -> Double {
    func determinant(_ m: [[Double]]) -> Double {
      m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
        - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }
    var replaced = matrix
    for row in 0..<3 { replaced[row][1] = right[row] }
    return determinant(replaced) / determinant(matrix)
  }
}
