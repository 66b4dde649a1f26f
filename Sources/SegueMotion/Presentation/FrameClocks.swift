/// The distinct clocks of a frame's packed animations, each kept once per layer whose local
/// time drives it, stored by kind so that evaluating them copies nothing.
struct FrameClocks {
  /// A clock with the index of the layer whose local time drives it, and its own index.
  private struct Entry<Clock> {
    /// The index of the layer whose local time drives the clock.
    let source: Int
    /// The clock's index in the frame's fractions.
    let index: Int
    /// The clock.
    let clock: Clock
  }

  /// A clock driven by the local time of the layer at an index.
  private struct Key: Hashable {
    /// The index of the first layer up the tree whose timing changes time.
    let source: Int
    /// The clock.
    let clock: FrameClock
  }

  private var paced: [Entry<FrozenPacing>] = []
  private var springs: [Entry<(timing: FrozenTiming, motion: SpringMotion)>] = []
  private var indices: [Key: Int32] = [:]

  /// The number of clocks.
  var count: Int { indices.count }

  /// The index of `clock` driven by the layer at `source`, added if new.
  mutating func index(of clock: FrameClock, source: Int) -> Int32 {
    let key = Key(source: source, clock: clock)
    if let index = indices[key] { return index }
    let index = count
    indices[key] = Int32(index)
    switch clock {
    case .paced(let pacing): paced.append(Entry(source: source, index: index, clock: pacing))
    case .spring(let timing, let motion): springs.append(Entry(source: source, index: index, clock: (timing, motion)))
    }
    return Int32(index)
  }

  /// Writes each clock's fraction at its layer's time in `times` into `fractions`, and into
  /// `applied` whether its animations are applied then; exactly ``FrameClock/fraction(layerTime:)``.
  func evaluate(
    times: UnsafeBufferPointer<Double>, fractions: UnsafeMutablePointer<Double>, applied: UnsafeMutablePointer<Bool>
  ) {
    paced.withUnsafeBufferPointer { entries in
      guard var entry = entries.baseAddress else { return }
      for _ in entries.indices {
        let fraction = entry.pointee.clock.progress(parentTime: times[entry.pointee.source])
        fractions[entry.pointee.index] = fraction ?? 0
        applied[entry.pointee.index] = fraction != nil
        entry += 1
      }
    }
    springs.withUnsafeBufferPointer { entries in
      guard var entry = entries.baseAddress else { return }
      for _ in entries.indices {
        let time = entry.pointee.clock.timing.basicTime(parentTime: times[entry.pointee.source])
        fractions[entry.pointee.index] = time.map { 1 - entry.pointee.clock.motion.displacement(at: $0) } ?? 0
        applied[entry.pointee.index] = time != nil
        entry += 1
      }
    }
  }
}
