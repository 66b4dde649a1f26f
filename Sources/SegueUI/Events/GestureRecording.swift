import Foundation
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
/// the end. Numbers are written so that they read back exactly.
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

  /// Reads the gesture file at `path`.
  ///
  /// Throws a ``GestureFileError`` naming the line and column (and the sample and field) of the
  /// first problem: a missing or unreadable file, malformed or truncated JSON, a missing,
  /// unknown or mistyped field, an unknown phase, times going backwards, a finger that moves
  /// before it began.
  public static func load(from path: String) throws(GestureFileError) -> GestureRecording {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw GestureFileError(source: path, at: nil, problem: "no such file", remedy: "check the path of the gesture file")
    }
    guard !isFolder.boolValue else {
      throw GestureFileError(
        source: path, at: nil, problem: "this is a folder, not a gesture file", remedy: "give the path of a .json gesture file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GestureFileError(source: path, at: nil, problem: "the file cannot be read", remedy: "check its permissions")
    }
    return try load(from: data, source: path)
  }

  /// Reads a gesture file's contents; `source` names them in errors.
  ///
  /// Throws a ``GestureFileError`` as ``load(from:)-(String)`` does.
  public static func load(from data: Data, source: String = "gesture data") throws(GestureFileError) -> GestureRecording {
    let document: JSONValue
    do {
      document = try JSONParser.parse(Array(data))
    } catch {
      throw GestureFileError(source: source, at: error.position, problem: error.problem, remedy: error.remedy)
    }
    return try GestureRecordingReader(source: source).recording(from: document)
  }

  /// The recording as a gesture file's contents.
  ///
  /// Throws a ``GestureFileError`` naming the sample and field when the samples break the
  /// format's rules (a non-finite number, times going backwards, a finger that moves before it
  /// began), so that no unreadable file is written.
  public func jsonData() throws(GestureFileError) -> Data {
    try jsonData(source: "gesture recording")
  }

  /// Writes the recording as a gesture file at `path`, replacing the file atomically (a failed
  /// write leaves no partial file).
  ///
  /// Throws a ``GestureFileError`` when the samples break the format's rules (see
  /// ``jsonData()``) or the file cannot be written.
  public func write(to path: String) throws(GestureFileError) {
    let data = try jsonData(source: path)
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw GestureFileError(
        source: path, at: nil, problem: "the file cannot be written (\(error.localizedDescription))",
        remedy: "check that the folder exists and is writable")
    }
  }

  private func jsonData(source: String) throws(GestureFileError) -> Data {
    let reader = GestureRecordingReader(source: source)
    try reader.check(windowSize)
    try reader.check(samples)
    return Data(GestureRecordingWriter.text(of: self).utf8)
  }
}
