/// A defect in a recording's motion that ``MotionCheck`` found.
public struct MotionProblem: Sendable, Hashable, CustomStringConvertible {
  /// What kind of defect.
  public enum Kind: String, Sendable, Hashable {
    /// A frame repeats the one before while the content moves on both sides of it (a hitch).
    case repeatedFrame
    /// A frame changes much more than the moving frames on either side of it (a pop).
    case jump
    /// A motion creeps or stalls and then completes in one frame (a snap).
    case snap
  }

  /// What kind of defect.
  public let kind: Kind
  /// The time of the frame at fault, in seconds.
  public let time: Double
  /// The index of that frame in the recording (the first frame is 0).
  public let frame: Int
  /// The measures that make it a defect.
  public let detail: String

  /// One line naming the defect, where it is and why.
  public var description: String {
    let time = (self.time * 1000).rounded() / 1000
    switch kind {
    case .repeatedFrame:
      return "frame \(frame) (\(time) s) repeats the frame before while the content moves around it (\(detail))"
    case .jump:
      return "frame \(frame) (\(time) s) jumps: it changes far more than the moving frames around it (\(detail))"
    case .snap: return "frame \(frame) (\(time) s) snaps: the motion stalls and then completes in one frame (\(detail))"
    }
  }
}
