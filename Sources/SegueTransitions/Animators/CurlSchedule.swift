/// When each face of a curling page is drawn: a strip's own face while it curls, and a
/// ``CurlRun`` in place of the strips lying flat, face up on the table left of the cylinder
/// and face down on top.
///
/// Each strip's pose moves linearly between its keyframes (its ``Track``), so between two
/// neighbouring keyframe times of all the strips each strip either lies exactly flat (both ends
/// face up, or both face down) or not, and the flat ones are the first strips and the last
/// ones. Each ``Moment`` draws the first `k` strips lying face up as runs of the sizes of the
/// bits of `k`, largest first from the left (`k` = 70 as runs of 64, 4 and 2 strips), and the
/// last ones lying face down likewise from the right, hiding the strips' own faces there: a
/// strip left alone by the bits (`k` odd) keeps its face. Runs so placed start at multiples of
/// twice their size, so some half as many runs as strips serve every moment, at most a bit's
/// worth at once. A moment starts at a keyframe time, or where a strip starts or stops being
/// hidden behind the roll (see ``CurlOcclusion``), and holds to the next (the animation
/// steps there with zero-length keyframes, whose new value shows from their time on), and at
/// that time each strip's pose is the one it keeps until the next, so every moment draws
/// exactly the strips' pixels, under scrubbing, reversing and any pacing alike.
struct CurlSchedule {
  /// A strip's keyframes: the times (fractions of the animation, from 0 to 1) at which it
  /// reaches each pose, moving linearly from one to the next.
  typealias Track = [(time: Double, pose: CurlCylinder.Pose)]

  /// Which faces are drawn from a time on, until the next moment.
  struct Moment {
    /// The time it starts, a fraction of the animation.
    let time: Double
    /// The strips whose own faces are not drawn: a run draws them.
    let hiddenStrips: Set<Int>
    /// The indices in ``CurlSchedule/spans`` of the runs drawn.
    let shownRuns: Set<Int>
    /// The strips whose carriages carry nothing drawn: their own faces are hidden, and no run
    /// drawn rides on them, or they are hidden behind the roll (see ``CurlOcclusion``). The
    /// renderer leaves out such a carriage at once, before its planes.
    let emptyCarriages: Set<Int>
  }

  /// How a strip lies between two neighbouring keyframe times.
  private enum Lie {
    /// Flat, face up, on the table.
    case faceUp
    /// Flat, face down, on top.
    case faceDown
    /// On the cylinder, or moving on or off it.
    case curling
  }

  /// The runs some moment draws.
  private(set) var spans: [CurlRun.Span] = []
  /// The moments from time 0 on, each drawing other faces than the one before.
  private(set) var moments: [Moment] = []

  /// The schedule of strips moving along `tracks`, one a strip, left to right on the flat page,
  /// each hidden (its carriage empty, and a run left out when all its strips are) during its
  /// `hiddenTimes` (see ``CurlOcclusion``), if given.
  init(tracks: [Track], hiddenTimes: [[Range<Double>]]? = nil) {
    let ends = (hiddenTimes ?? []).flatMap { $0.flatMap { [$0.lowerBound, $0.upperBound] } }
    let times = Set(tracks.flatMap { $0.map(\.time) } + ends).filter { $0 < 1 }.sorted()
    var segments = Array(repeating: 0, count: tracks.count)
    var indices: [CurlRun.Span: Int] = [:]
    for time in times {
      let lies = tracks.indices.map { strip in
        let track = tracks[strip]
        while segments[strip] + 2 < track.count && track[segments[strip] + 1].time <= time { segments[strip] += 1 }
        return Self.lie(from: track[segments[strip]].pose, to: track[segments[strip] + 1].pose)
      }
      let faceUp = lies.prefix { $0 == .faceUp }.count
      let faceDown = lies.reversed().prefix { $0 == .faceDown }.count
      let behind = Set(
        (hiddenTimes ?? []).indices.filter { strip in hiddenTimes?[strip].contains { $0.contains(time) } == true })
      var hidden = Set<Int>()
      var shown = Set<Int>()
      for span in Self.spans(faceUp: faceUp, faceDown: faceDown, strips: tracks.count) {
        hidden.formUnion(span.strips)
        if span.strips.allSatisfy(behind.contains) { continue }
        let index = indices[span] ?? spans.count
        if index == spans.count {
          indices[span] = index
          spans.append(span)
        }
        shown.insert(index)
      }
      let carrying = Set(shown.map { spans[$0].strips.lowerBound })
      let empty = hidden.union(behind).subtracting(carrying)
      if let last = moments.last, last.hiddenStrips == hidden && last.shownRuns == shown && last.emptyCarriages == empty
      {
        continue
      }
      moments.append(Moment(time: time, hiddenStrips: hidden, shownRuns: shown, emptyCarriages: empty))
    }
  }

  /// How a strip lies while it moves linearly from `start` to `end`.
  private static func lie(from start: CurlCylinder.Pose, to end: CurlCylinder.Pose) -> Lie {
    if start == end && start.angle == 0 { return .faceUp }
    if start.angle == .pi && end.angle == .pi { return .faceDown }
    return .curling
  }

  /// The runs drawing the first `faceUp` and the last `faceDown` of `strips` strips: runs of the
  /// sizes of the bits of each count, largest first from the outer end, leaving out runs of one.
  private static func spans(faceUp: Int, faceDown: Int, strips: Int) -> [CurlRun.Span] {
    var spans: [CurlRun.Span] = []
    var start = 0
    var end = strips
    for bit in (1..<max(1, Int.bitWidth - strips.leadingZeroBitCount)).reversed() {
      let size = 1 << bit
      if faceUp & size != 0 {
        spans.append(CurlRun.Span(strips: start..<start + size, faceDown: false))
        start += size
      }
      if faceDown & size != 0 {
        spans.append(CurlRun.Span(strips: end - size..<end, faceDown: true))
        end -= size
      }
    }
    return spans
  }
}
