import Foundation

extension GestureFileError {
  /// The error for what decoding `data` as a gesture file threw: the violation of the format it
  /// reports, or where and why `data` is not JSON.
  init(source: String, decoding data: Data, failure: any Error) {
    let violation =
      failure as? GestureFormatViolation ?? (failure as? DecodingError).flatMap(GestureFormatViolation.init)
    if let violation {
      self.init(source: source, violation)
    } else {
      self.init(source: source, notJSON: data)
    }
  }

  /// The error for what encoding a recording threw: the violation of the format's rules it
  /// reports.
  init(source: String, encoding failure: any Error) {
    let violation = failure as? GestureFormatViolation
    self.init(
      source: source, violation ?? GestureFormatViolation(problem: "\(failure)", remedy: "record the gesture again"))
  }

  /// The error for `data`, which is not JSON. `JSONDecoder` does not say where on Linux, so
  /// `JSONSerialization` reads the data again for its reason and place ("… around character 29.",
  /// a byte offset), given as a line and column; text that ends too early is placed at its end.
  private init(source: String, notJSON data: Data) {
    var reason = "The data is not valid JSON."
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    } catch {
      reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }
    if reason.hasPrefix("Unexpected end of file during JSON parse") {
      self.init(
        source: source, at: TextPosition(ofByte: data.count, in: data),
        problem: "the text ends before the JSON value is complete",
        remedy: "the file looks truncated: restore its end or record the gesture again")
      return
    }
    var position: TextPosition?
    if let marker = reason.range(of: " around character "),
      let offset = Int(reason[marker.upperBound...].prefix(while: \.isNumber))
    {
      position = TextPosition(ofByte: offset, in: data)
      reason = String(reason[..<marker.lowerBound])
    }
    let clause =
      reason.prefix(1).lowercased() + reason.dropFirst().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    self.init(
      source: source, at: position, problem: "not valid JSON: \(clause)",
      remedy: "correct the JSON or record the gesture again")
  }
}
