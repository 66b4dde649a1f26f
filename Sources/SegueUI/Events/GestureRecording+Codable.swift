import SegueGeometry

/// The gesture file format (see ``GestureRecording``), in the standard library's terms: any
/// encoder and decoder can carry it; ``GestureRecording/load(from:)-(String)`` and
/// ``GestureRecording/write(to:)`` carry it as JSON.
extension GestureRecording: Codable {
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
      windowSize = Size(width: try size.decode(Double.self, forKey: .width), height: try size.decode(Double.self, forKey: .height))
    }
    let samples = try fields.decode([TouchInput].self, forKey: .samples)
    try GestureRecordingRules.check(windowSize)
    try GestureRecordingRules.check(samples)
    self.init(samples: samples, windowSize: windowSize)
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
    try fields.encode(samples, forKey: .samples)
  }
}
