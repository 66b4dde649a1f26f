import SegueGeometry

/// A recorded gesture: timestamped touch samples, as a ``GestureRecorder`` captured them or a
/// gesture file holds them, ready for a ``GesturePlayer``.
///
/// The recording is a value and nothing more here: the gesture file format (its `Codable` form,
/// reading and writing files with Foundation, the errors and the rules) is in SegueTesting, the
/// test kit that replays recorded gestures, because file formats do not belong in the UIKit
/// analogue.
public struct GestureRecording: Sendable, Hashable {
  /// The samples, in time order.
  public var samples: [TouchInput]
  /// The size of the window the gesture was recorded in, if known.
  public var windowSize: Size?
  /// The name of what the gesture was recorded in (an app's, or a demo scenario's), if known.
  public var scene: String?

  /// Creates a recording of `samples` made in a window of `windowSize`, in `scene`.
  public init(samples: [TouchInput], windowSize: Size? = nil, scene: String? = nil) {
    self.samples = samples
    self.windowSize = windowSize
    self.scene = scene
  }

  /// The time from the first sample to the last; 0 with fewer than two.
  public var duration: Double {
    guard let first = samples.first, let last = samples.last else { return 0 }
    return last.timestamp - first.timestamp
  }
}
