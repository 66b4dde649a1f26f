import SegueGeometry

/// Writes a ``GestureRecording`` as the text of a gesture file: one sample per line, numbers in
/// their shortest form that reads back exactly.
enum GestureRecordingWriter {
  /// The file text of `recording`, whose samples were checked.
  static func text(of recording: GestureRecording) -> String {
    var text = "{\n  \"version\": \(GestureRecording.formatVersion),\n"
    if let size = recording.windowSize {
      text += "  \"windowSize\": {\"width\": \(size.width), \"height\": \(size.height)},\n"
    }
    text += "  \"samples\": ["
    for (index, sample) in recording.samples.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text += "    {\"t\": \(sample.timestamp), \"id\": \(sample.identifier), \"x\": \(sample.location.x), "
      text += "\"y\": \(sample.location.y), \"phase\": \"\(sample.phase.rawValue)\"}"
    }
    text += recording.samples.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return text
  }
}
