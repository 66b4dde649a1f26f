/// How a frame sequence differs from its reference, in one message for a person: the first
/// frame that differs, when it is shown, and a picture of the difference.
struct FrameSequenceDifference {
  /// The message.
  let message: String

  /// The difference of `actual` from `reference`; `nil` when they are the same frames at the
  /// same rate.
  init?(reference: FrameSequence, actual: FrameSequence) {
    guard reference != actual else { return nil }
    let common = min(reference.frames.count, actual.frames.count)
    for number in 0..<common where reference.frames[number] != actual.frames[number] {
      let old = reference.frames[number]
      let new = actual.frames[number]
      let time = Self.seconds(actual.time(ofFrame: number))
      let at = "frame \(number) of \(actual.frames.count) (at \(time) after the transition began)"
      guard let difference = PixelDifference(reference: old, actual: new) else {
        message = "\(at) is \(new.width)×\(new.height) pixels; the reference's is \(old.width)×\(old.height)"
        return
      }
      message =
        "\(at) differs from the reference: \(difference.summary); difference: "
        + difference.keepPicture(named: "frame-\(number)")
      return
    }
    if reference.frames.count != actual.frames.count {
      let lasting = { (sequence: FrameSequence) in Self.seconds(sequence.time(ofFrame: sequence.frames.count - 1)) }
      message =
        "the transition has \(actual.frames.count) frames (lasting \(lasting(actual))) where the reference has "
        + "\(reference.frames.count) (lasting \(lasting(reference))); the first \(common) are the same"
    } else {
      message =
        "the frames are the same but drawn \(actual.framesPerSecond) times a second; the reference's "
        + "\(reference.framesPerSecond)"
    }
  }

  /// `0.117 s`: seconds to the millisecond.
  private static func seconds(_ value: Double) -> String {
    let milliseconds = Int((value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
  }
}
