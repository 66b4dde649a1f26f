import SegueGeometry

/// A recorded gesture: timestamped touch samples, as a ``GestureRecorder`` captured them or a
/// gesture file holds them, ready for a ``GesturePlayer``.
///
/// The file format (version 1) is JSON:
///
/// ```json
/// {
///   "version": 1,
///   "windowSize": {"width": 390, "height": 844},
///   "samples": [
///     {"t": 0.0, "id": 0, "x": 2, "y": 400, "phase": "began"},
///     {"t": 0.016666666666666666, "id": 0, "x": 18.67, "y": 400, "phase": "moved"}
///   ]
/// }
/// ```
///
/// `version` (the whole number 1) and `samples` are required, `windowSize` (positive width and
/// height, the window the gesture was recorded in) is optional; no other fields are allowed.
/// Each sample has `t` (seconds; only differences matter), `id` (a whole number naming the
/// finger), `x` and `y` (window coordinates, points) and `phase` (`began`, `moved`,
/// `stationary`, `ended` or `cancelled`). Samples are in time order; each finger starts with
/// `began`, and after `ended` or `cancelled` only a new `began`. Fingers may still be down at
/// the end. Fields may come in any order (files Segue writes sort them); numbers are written so
/// that they read back exactly.
public struct GestureRecording: Sendable, Hashable {
  /// The version of the file format this type reads and writes.
  public static let formatVersion = 1

  /// The samples, in time order.
  public var samples: [TouchInput]
  /// The size of the window the gesture was recorded in, if known.
  public var windowSize: Size?

  /// Creates a recording of `samples` made in a window of `windowSize`.
  public init(samples: [TouchInput], windowSize: Size? = nil) {
    self.samples = samples
    self.windowSize = windowSize
  }

  /// The time from the first sample to the last; 0 with fewer than two.
  public var duration: Double {
    guard let first = samples.first, let last = samples.last else { return 0 }
    return last.timestamp - first.timestamp
  }
}
