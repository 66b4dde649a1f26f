import SegueGeometry
import SegueUI

/// The gesture file format, in the standard library's terms: any encoder and decoder can carry
/// it; `load(from:)` and `write(to:)` carry it as JSON.
///
/// The format lives here in SegueTesting, the test kit that replays recorded gestures, and not
/// beside the recording in SegueUI: file formats do not belong in the UIKit analogue, which
/// keeps only the value, the recorder and the player.
///
/// The format (version 1) is JSON:
///
/// ```json
/// {
///   "version": 1,
///   "windowSize": {"width": 390, "height": 844},
///   "scene": "navigation",
///   "samples": [
///     {"t": 0.0, "id": 0, "x": 2, "y": 400, "phase": "began"},
///     {"t": 0.016666666666666666, "id": 0, "x": 18.67, "y": 400, "phase": "moved"}
///   ]
/// }
/// ```
///
/// `version` (the whole number 1) and `samples` are required, `windowSize` (positive width and
/// height, the window the gesture was recorded in) and `scene` (a string naming what it was
/// recorded in, such as a demo scenario) are optional; no other fields are allowed.
/// Each sample has `t` (seconds; only differences matter), `id` (a whole number naming the
/// finger), `x` and `y` (window coordinates, points) and `phase` (`began`, `moved`,
/// `stationary`, `ended` or `cancelled`). Samples are in time order; each finger starts with
/// `began`, and after `ended` or `cancelled` only a new `began`. Fingers may still be down at
/// the end. Fields may come in any order (files Segue writes sort them); numbers are written so
/// that they read back exactly.
extension GestureRecording: Codable {
  /// The version of the gesture file format this module reads and writes.
  public static let formatVersion = 1

  /// Reads a recording and checks the format's rules; throws naming the sample and field of the
  /// first problem.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.gestureFileObject(allowing: GestureFileField.topLevel)
    let version = try fields.decodeWholeNumber(.version)
    guard version == Self.formatVersion else {
      throw GestureFormatViolation(
        problem: "version \(version) is not supported (this Segue reads version \(Self.formatVersion))",
        remedy: "convert the file to version \(Self.formatVersion) or update Segue")
    }
    var windowSize: Size?
    if fields.contains(.windowSize) {
      let size = try fields.superDecoder(forKey: .windowSize).gestureFileObject(allowing: GestureFileField.size)
      windowSize = Size(
        width: try size.decode(Double.self, forKey: .width), height: try size.decode(Double.self, forKey: .height))
    }
    let scene = try fields.decodeIfPresent(String.self, forKey: .scene)
    let samples = try fields.decode([TouchInput].self, forKey: .samples)
    try GestureRecordingRules.check(windowSize)
    try GestureRecordingRules.check(samples)
    self.init(samples: samples, windowSize: windowSize, scene: scene)
  }

  /// Writes the recording; throws a violation of the format's rules (a non-finite number, times
  /// going backwards, a finger that moves before it began) before writing anything.
  public func encode(to encoder: any Encoder) throws {
    try GestureRecordingRules.check(windowSize)
    try GestureRecordingRules.check(samples)
    var fields = encoder.container(keyedBy: GestureFileField.self)
    try fields.encode(Self.formatVersion, forKey: .version)
    if let windowSize {
      var size = fields.nestedContainer(keyedBy: GestureFileField.self, forKey: .windowSize)
      try size.encode(windowSize.width, forKey: .width)
      try size.encode(windowSize.height, forKey: .height)
    }
    try fields.encodeIfPresent(scene, forKey: .scene)
    try fields.encode(samples, forKey: .samples)
  }
}
