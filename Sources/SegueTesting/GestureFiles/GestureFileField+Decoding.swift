extension Decoder {
  /// The object being decoded, keyed by its fields; throws a ``GestureFormatViolation`` naming
  /// a field it has that is not one of `allowed` (the first by name).
  func gestureFileObject(allowing allowed: [GestureFileField]) throws -> KeyedDecodingContainer<GestureFileField> {
    let fields = try container(keyedBy: GestureFileField.self)
    if let unknown = fields.allKeys.filter({ !allowed.contains($0) }).min(by: { $0.stringValue < $1.stringValue }) {
      throw GestureFormatViolation(
        problem:
          "\(GestureFormatViolation.name(of: codingPath)): unknown field \(unknown.stringValue.debugDescription)",
        remedy: "use only the fields \(GestureFileField.list(allowed))")
    }
    return fields
  }
}

extension KeyedDecodingContainer<GestureFileField> {
  /// The whole number at `field`: JSON has one kind of number, so `1.0` is one and `0.5` is
  /// not (a ``GestureFormatViolation``).
  func decodeWholeNumber(_ field: GestureFileField) throws -> Int {
    let number = try decode(Double.self, forKey: field)
    guard number == number.rounded(), abs(number) <= 1e15 else {
      throw GestureFormatViolation(at: codingPath + [field], "\(number) is not a whole number", remedy: field.remedy)
    }
    return Int(number)
  }
}
