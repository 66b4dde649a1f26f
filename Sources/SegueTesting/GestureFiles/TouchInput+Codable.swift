import SegueGeometry
import SegueUI

/// A sample of a gesture file (see `GestureRecording`'s `Codable` conformance, which says why
/// the format is in SegueTesting): `{"t": 0.25, "id": 0, "x": 12.5, "y": 400, "phase": "moved"}`.
extension TouchInput: Codable {
  /// Reads a sample; throws naming the field that is missing, unknown or of the wrong kind, an
  /// `id` that is not a whole number, or an unknown phase.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.gestureFileObject(allowing: GestureFileField.sample)
    let timestamp = try fields.decode(Double.self, forKey: .t)
    let identifier = try fields.decodeWholeNumber(.id)
    let location = Point(x: try fields.decode(Double.self, forKey: .x), y: try fields.decode(Double.self, forKey: .y))
    let name = try fields.decode(String.self, forKey: .phase)
    guard let phase = Touch.Phase(rawValue: name) else {
      throw GestureFormatViolation(
        at: fields.codingPath + [GestureFileField.phase], "unknown phase \(name.debugDescription)",
        remedy: GestureFileField.phase.remedy)
    }
    self.init(identifier: identifier, location: location, phase: phase, timestamp: timestamp)
  }

  /// Writes the sample's fields.
  public func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: GestureFileField.self)
    try fields.encode(timestamp, forKey: .t)
    try fields.encode(identifier, forKey: .id)
    try fields.encode(location.x, forKey: .x)
    try fields.encode(location.y, forKey: .y)
    try fields.encode(phase.rawValue, forKey: .phase)
  }
}
