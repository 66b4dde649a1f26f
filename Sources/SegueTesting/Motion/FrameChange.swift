import SegueGeometry
import SegueImage

/// How much a frame differs from the one before it, the measure of ``MotionCheck``.
public struct FrameChange: Sendable, Hashable {
  /// The time of the later frame, in seconds.
  public let time: Double
  /// The mean absolute difference of the red, green and blue channels over every pixel, from 0
  /// (the frames are identical) to 255: for a flat page sliding over a contrasting background
  /// it grows in proportion to the distance moved.
  public let meanDifference: Double
  /// The fraction of pixels whose red, green or blue channel changed by more than
  /// ``visibleStep``: how much of the frame visibly changed.
  public let visibleFraction: Double

  /// The channel difference, out of 255, from which a pixel counts as visibly changed.
  public static let visibleStep = 32

  /// The change from `previous` to `frame`, shown at `time`; frames of different sizes differ
  /// everywhere, two empty frames nowhere.
  public init(from previous: Bitmap, to frame: Bitmap, time: Double) {
    self.time = time
    guard previous.width == frame.width, previous.height == frame.height else {
      (meanDifference, visibleFraction) = (255, 1)
      return
    }
    let pixels = frame.width * frame.height
    guard pixels > 0 else {
      (meanDifference, visibleFraction) = (0, 0)
      return
    }
    var total = 0
    var visible = 0
    previous.bytes.withUnsafeBytes { old in
      frame.bytes.withUnsafeBytes { new in
        func add(_ pixel: Int) {
          let base = pixel * 4
          let red = abs(Int(old[base]) - Int(new[base]))
          let green = abs(Int(old[base + 1]) - Int(new[base + 1]))
          let blue = abs(Int(old[base + 2]) - Int(new[base + 2]))
          total += red + green + blue
          if max(red, green, blue) > Self.visibleStep { visible += 1 }
        }
        // Two pixels at a time, skipped at once where they did not change: most of a frame
        // is usually the same as the one before.
        for pair in 0..<(pixels / 2) {
          let offset = pair * 8
          guard
            old.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              != new.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { continue }
          add(pair * 2)
          add(pair * 2 + 1)
        }
        if pixels % 2 == 1 { add(pixels - 1) }
      }
    }
    meanDifference = Double(total) / Double(pixels * 3)
    visibleFraction = Double(visible) / Double(pixels)
  }

  /// A change with the given measures, for analysing measures taken elsewhere.
  public init(time: Double, meanDifference: Double, visibleFraction: Double) {
    self.time = time
    self.meanDifference = meanDifference
    self.visibleFraction = visibleFraction
  }

  /// Whether anything changed at all.
  public var isMotion: Bool { meanDifference > 0 }
}
