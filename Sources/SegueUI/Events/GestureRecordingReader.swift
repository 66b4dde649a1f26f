import SegueGeometry

/// Reads and checks the gesture file format (see ``GestureRecording``), reporting the first
/// problem as a ``GestureFileError`` with its place, sample and field.
struct GestureRecordingReader {
  /// The file's name in errors.
  let source: String

  /// The recording `document` holds, checked.
  func recording(from document: JSONValue) throws(GestureFileError) -> GestureRecording {
    let top = try fields(of: document, in: "the top level", allowed: ["version", "windowSize", "samples"])
    let version = try wholeNumber("version", of: top, in: "the top level", remedy: "write \"version\": 1")
    let supported = GestureRecording.formatVersion
    guard version == supported else {
      throw failure(
        at: top.values["version"]?.position, "version \(version) is not supported (this Segue reads version \(supported))",
        remedy: "convert the file to version \(supported) or update Segue")
    }
    var windowSize: Size?
    if let size = top.values["windowSize"] {
      let members = try fields(of: size, in: "windowSize", allowed: ["width", "height"])
      let width = try number("width", of: members, in: "windowSize")
      windowSize = Size(width: width, height: try number("height", of: members, in: "windowSize"))
    }
    let list = try required("samples", of: top, in: "the top level")
    guard case .array(let elements) = list.kind else {
      throw failure(
        at: list.position, "field \"samples\" is \(list.kindDescription), expected an array",
        remedy: "write the samples as a JSON array [ … ]")
    }
    var samples: [TouchInput] = []
    var positions: [[String: TextPosition]] = []
    for (index, element) in elements.enumerated() {
      let members = try fields(of: element, in: "sample \(index)", allowed: ["t", "id", "x", "y", "phase"])
      samples.append(try sample(members, index: index))
      positions.append(members.values.mapValues(\.position))
    }
    try check(windowSize, at: top.values["windowSize"]?.position)
    try check(samples, positions: positions)
    return GestureRecording(samples: samples, windowSize: windowSize)
  }

  /// Checks that a window size is positive and finite.
  func check(_ windowSize: Size?, at position: TextPosition? = nil) throws(GestureFileError) {
    guard let windowSize else { return }
    let (width, height) = (windowSize.width, windowSize.height)
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
      throw failure(
        at: position, "windowSize \(width) × \(height) is not a positive, finite size",
        remedy: "give the window's size in points, or leave windowSize out")
    }
  }

  /// Checks the format's rules on samples read or about to be written: finite numbers, times in
  /// order, each finger's phases in order. `positions` holds, for each sample read from a file,
  /// where its fields' values are.
  func check(_ samples: [TouchInput], positions: [[String: TextPosition]]? = nil) throws(GestureFileError) {
    var down: [Int: Int] = [:]
    var lifted: [Int: Int] = [:]
    for (index, sample) in samples.enumerated() {
      func fail(_ field: String, _ problem: String, remedy: String) -> GestureFileError {
        failure(at: positions?[index][field], "sample \(index), field \"\(field)\": \(problem)", remedy: remedy)
      }
      for (field, value) in [("t", sample.timestamp), ("x", sample.location.x), ("y", sample.location.y)] where !value.isFinite {
        throw fail(field, "\(value) is not a finite number", remedy: "record the gesture again")
      }
      if index > 0, sample.timestamp < samples[index - 1].timestamp {
        let earlier = "\(sample.timestamp) is earlier than the \(samples[index - 1].timestamp) of sample \(index - 1)"
        throw fail("t", earlier, remedy: "put the samples in time order")
      }
      let finger = sample.identifier
      if sample.phase == .began {
        if let start = down[finger] {
          throw fail(
            "phase", "finger \(finger) began again while still down since sample \(start)",
            remedy: "end it with an \"ended\" or \"cancelled\" sample first")
        }
        down[finger] = index
      } else if down[finger] == nil {
        let when = lifted[finger].map { "after it lifted at sample \($0)" } ?? "before its \"began\""
        throw fail(
          "phase", "finger \(finger) has a \"\(sample.phase.rawValue)\" sample \(when)",
          remedy: "start each finger with a \"began\" sample")
      } else if sample.phase.isFinal {
        down[finger] = nil
        lifted[finger] = index
      }
    }
  }

  private func sample(_ members: Fields, index: Int) throws(GestureFileError) -> TouchInput {
    let context = "sample \(index)"
    let t = try number("t", of: members, in: context, remedy: "write t as a number of seconds, such as 0.25")
    let id = try wholeNumber("id", of: members, in: context, remedy: "write id as a whole number naming the finger, such as 0")
    let location = Point(x: try number("x", of: members, in: context), y: try number("y", of: members, in: context))
    let phaseValue = try required("phase", of: members, in: context)
    let remedy = "write phase as one of " + Touch.Phase.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    guard case .string(let name) = phaseValue.kind else {
      throw failure(
        at: phaseValue.position, "\(context), field \"phase\": expected a string, found \(phaseValue.kindDescription)",
        remedy: remedy)
    }
    guard let phase = Touch.Phase(rawValue: name) else {
      throw failure(at: phaseValue.position, "\(context), field \"phase\": unknown phase \(name.debugDescription)", remedy: remedy)
    }
    return TouchInput(identifier: id, location: location, phase: phase, timestamp: t)
  }

  /// An object's values by key, and where the object starts.
  private struct Fields {
    let values: [String: JSONValue]
    let position: TextPosition
  }

  private func fields(of value: JSONValue, in context: String, allowed: [String]) throws(GestureFileError) -> Fields {
    let list = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
    guard case .object(let members) = value.kind else {
      throw failure(
        at: value.position, "\(context) is \(value.kindDescription), expected an object",
        remedy: "write it as { … } with the fields \(list)")
    }
    var values: [String: JSONValue] = [:]
    for member in members {
      guard allowed.contains(member.key) else {
        throw failure(at: member.keyPosition, "\(context): unknown field \(member.key.debugDescription)", remedy: "use only the fields \(list)")
      }
      guard values[member.key] == nil else {
        throw failure(at: member.keyPosition, "\(context): field \"\(member.key)\" appears twice", remedy: "keep one of them")
      }
      values[member.key] = member.value
    }
    return Fields(values: values, position: value.position)
  }

  private func required(_ key: String, of fields: Fields, in context: String) throws(GestureFileError) -> JSONValue {
    guard let value = fields.values[key] else {
      throw failure(at: fields.position, "\(context): missing field \"\(key)\"", remedy: "add it (see the gesture file format)")
    }
    return value
  }

  /// The finite number at `key`; `remedy` defaults to one for a coordinate.
  private func number(_ key: String, of fields: Fields, in context: String, remedy: String? = nil) throws(GestureFileError) -> Double {
    let value = try required(key, of: fields, in: context)
    let remedy = remedy ?? "write \(key) as a number of points, such as 12.5"
    guard case .number(let number) = value.kind else {
      throw failure(
        at: value.position, "\(context), field \"\(key)\": expected a number, found \(value.kindDescription)", remedy: remedy)
    }
    guard number.isFinite else {
      throw failure(at: value.position, "\(context), field \"\(key)\": the number is out of range", remedy: remedy)
    }
    return number
  }

  private func wholeNumber(_ key: String, of fields: Fields, in context: String, remedy: String) throws(GestureFileError) -> Int {
    let number = try number(key, of: fields, in: context, remedy: remedy)
    guard number == number.rounded(), abs(number) <= 1e15 else {
      throw failure(
        at: fields.values[key]?.position, "\(context), field \"\(key)\": \(number) is not a whole number", remedy: remedy)
    }
    return Int(number)
  }

  private func failure(at position: TextPosition?, _ problem: String, remedy: String) -> GestureFileError {
    GestureFileError(source: source, at: position, problem: problem, remedy: remedy)
  }
}
