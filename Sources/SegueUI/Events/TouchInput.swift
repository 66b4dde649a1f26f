import SegueGeometry

/// One raw sample of a finger, as an input device or a recorded gesture reports it: which
/// finger, where in the window, in what phase, when.
public struct TouchInput: Sendable, Hashable {
  /// Which finger: samples with the same identifier between a `began` and an `ended` or
  /// `cancelled` are one touch.
  public var identifier: Int
  /// Where the finger is, in window coordinates.
  public var location: Point
  /// What the finger did.
  public var phase: Touch.Phase
  /// When, in seconds of the application's clock.
  public var timestamp: Double

  /// Creates a sample.
  public init(identifier: Int = 0, location: Point, phase: Touch.Phase, timestamp: Double) {
    self.identifier = identifier
    self.location = location
    self.phase = phase
    self.timestamp = timestamp
  }
}
