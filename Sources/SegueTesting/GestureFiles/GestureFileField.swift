import SegueUI

/// A key of the gesture file format (see `GestureRecording`'s `Codable` conformance): a field's
/// name, or a sample's index in `samples`. Any name is a key, so that a reader sees the fields a
/// file should not have.
struct GestureFileField: CodingKey, Hashable {
  /// The format's version, a whole number.
  static let version = GestureFileField(stringValue: "version")
  /// The size of the window the gesture was recorded in, an object.
  static let windowSize = GestureFileField(stringValue: "windowSize")
  /// The name of what the gesture was recorded in, a string.
  static let scene = GestureFileField(stringValue: "scene")
  /// The samples, an array of objects.
  static let samples = GestureFileField(stringValue: "samples")
  /// The window's width in points.
  static let width = GestureFileField(stringValue: "width")
  /// The window's height in points.
  static let height = GestureFileField(stringValue: "height")
  /// A sample's time in seconds.
  static let t = GestureFileField(stringValue: "t")
  /// A sample's finger, a whole number.
  static let id = GestureFileField(stringValue: "id")
  /// A sample's horizontal position in points.
  static let x = GestureFileField(stringValue: "x")
  /// A sample's vertical position in points.
  static let y = GestureFileField(stringValue: "y")
  /// A sample's phase, the name of a `Touch.Phase`.
  static let phase = GestureFileField(stringValue: "phase")

  /// The fields of the top-level object.
  static let topLevel: [GestureFileField] = [.version, .windowSize, .scene, .samples]
  /// The fields of `windowSize`.
  static let size: [GestureFileField] = [.width, .height]
  /// The fields of a sample.
  static let sample: [GestureFileField] = [.t, .id, .x, .y, .phase]

  /// The field's name, or the sample's index as text.
  let stringValue: String
  /// The sample's index; `nil` for a field.
  let intValue: Int?

  /// The field named `stringValue`.
  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  /// The sample at `intValue` in `samples`.
  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }

  /// How to write the field's value, for messages.
  var remedy: String {
    switch self {
    case .version: "write \"version\": \(GestureRecording.formatVersion)"
    case .windowSize: Self.remedy(forObjectWith: Self.size)
    case .samples: "write the samples as a JSON array [ … ]"
    case .t: "write t as a number of seconds, such as 0.25"
    case .id: "write id as a whole number naming the finger, such as 0"
    case .scene: "write scene as a string naming what it was recorded in, such as \"fold\""
    case .phase: "write phase as one of " + Touch.Phase.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    default: "write \(stringValue) as a number of points, such as 12.5"
    }
  }

  /// How to write an object that has `fields`, for messages.
  static func remedy(forObjectWith fields: [GestureFileField]) -> String {
    "write it as { … } with the fields \(list(fields))"
  }

  /// `fields` quoted, for messages: `"t", "id", "x"`.
  static func list(_ fields: [GestureFileField]) -> String {
    fields.map { "\"\($0.stringValue)\"" }.joined(separator: ", ")
  }
}
