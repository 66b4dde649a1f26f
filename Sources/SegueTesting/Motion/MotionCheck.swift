import SegueGeometry
import SegueImage

/// Checks a recording's motion frame by frame for the defects a person watching it sees at
/// once: a hitch, a pop, a snap. Frames are added one at a time (only the last one is kept),
/// or the changes measured elsewhere are analysed.
///
/// The measure is ``FrameChange``: the mean absolute difference of each frame from the one
/// before, and the fraction of its pixels that visibly changed. A frame is
/// - a **repeated frame** when it equals the frame before exactly, while the changes just before
///   and just after it are both visible (at least ``visibleMotion`` of the pixels): the motion
///   stops for a frame and goes on (a finger's lift that the transition missed);
/// - a **jump** when its change is visible and more than ``jumpRatio`` times the largest of
///   the changes of the nearest moving frames before and after it (within ``reach`` seconds,
///   past frames where no pixel visibly changed), and a moving frame follows it: something pops in or
///   out in one frame while the rest moves smoothly (a face dimmed at once, a wedge that
///   appears on the first frame of a fold);
/// - a **snap** when it is such a jump after which nothing moves: the motion crept or stalled
///   and completed in one frame.
///
/// A jump needs a moving frame within reach on at least one side, so a change made at once on
/// a still screen (a tap that switches without animation) is not one. The thresholds hold
/// from 24 frames per second on: an ease-in start from rest grows by a factor of 3 from the
/// first moving frame to the second, under the jump ratio of 4.
public struct MotionCheck: Sendable {
  /// How many times larger than the nearest moving frames' changes a jump's change is.
  public static let jumpRatio = 4.0
  /// The fraction of the pixels that must visibly change for a jump, and on both sides of a
  /// repeated frame.
  public static let visibleMotion = 0.002
  /// How far before and after a frame the nearest moving frames are looked for, in seconds.
  public static let reach = 0.5

  /// The changes from each frame to the next, in order.
  public private(set) var changes: [FrameChange] = []
  private var last: Bitmap?

  /// An empty check.
  public init() {}

  /// A check of changes measured elsewhere; `changes[k]` is the change to frame `k + 1`.
  public init(changes: [FrameChange]) {
    self.changes = changes
  }

  /// Adds the next frame of the recording, shown at `time` seconds.
  public mutating func append(_ frame: Bitmap, at time: Double) {
    if let last { changes.append(FrameChange(from: last, to: frame, time: time)) }
    last = frame
  }

  /// Every defect found, in the order of the frames.
  public var problems: [MotionProblem] {
    changes.indices.compactMap { repeatedFrame(at: $0) ?? jump(at: $0) }
  }

  private func repeatedFrame(at index: Int) -> MotionProblem? {
    guard !changes[index].isMotion, index > 0, index + 1 < changes.count else { return nil }
    let before = changes[index - 1]
    let after = changes[index + 1]
    guard before.visibleFraction >= Self.visibleMotion, after.visibleFraction >= Self.visibleMotion else { return nil }
    return MotionProblem(
      kind: .repeatedFrame, time: changes[index].time, frame: index + 1,
      detail:
        "the frames before and after change by \(Self.format(before.meanDifference)) and \(Self.format(after.meanDifference))"
    )
  }

  private func jump(at index: Int) -> MotionProblem? {
    let change = changes[index]
    guard change.visibleFraction >= Self.visibleMotion else { return nil }
    let before = nearestMotion(from: index, step: -1)
    let after = nearestMotion(from: index, step: 1)
    guard before != nil || after != nil else { return nil }
    let reference = max(before?.meanDifference ?? 0, after?.meanDifference ?? 0)
    guard change.meanDifference > Self.jumpRatio * reference else { return nil }
    let detail =
      "it changes by \(Self.format(change.meanDifference)), the moving frames around it by "
      + "\(before.map { Self.format($0.meanDifference) } ?? "nothing") before and \(after.map { Self.format($0.meanDifference) } ?? "nothing") after"
    return MotionProblem(kind: after == nil ? .snap : .jump, time: change.time, frame: index + 1, detail: detail)
  }

  /// The nearest change with visible motion (a pixel or more visibly changed) from `index` in
  /// direction `step`, within ``reach``.
  private func nearestMotion(from index: Int, step: Int) -> FrameChange? {
    let time = changes[index].time
    var current = index + step
    while changes.indices.contains(current), abs(changes[current].time - time) <= Self.reach + 1e-9 {
      if changes[current].visibleFraction > 0 { return changes[current] }
      current += step
    }
    return nil
  }

  /// `value` to three decimals.
  private static func format(_ value: Double) -> String {
    "\((value * 1000).rounded() / 1000)"
  }
}
