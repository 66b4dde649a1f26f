import Foundation
import SegueGeometry
import SegueTesting
import SegueUI
import Testing

@MainActor
@Suite struct GestureRecordingTests {
  private let valid = """
    {
      "version": 1,
      "windowSize": {"width": 390, "height": 844},
      "samples": [
        {"t": 0, "id": 0, "x": 2, "y": 400, "phase": "began"},
        {"t": 0.016666666666666666, "id": 0, "x": 18.5, "y": 401.25, "phase": "moved"},
        {"t": 0.03333333333333333, "id": 0, "x": 35, "y": 402, "phase": "ended"}
      ]
    }
    """

  /// The message of the error that reading `text` throws, or "no error".
  private func message(reading text: String) -> String {
    do {
      _ = try GestureRecording.load(from: Data(text.utf8), source: "swipe.json")
      return "no error"
    } catch {
      return error.message
    }
  }

  @Test func aValidFileIsRead() throws {
    let recording = try GestureRecording.load(from: Data(valid.utf8))
    #expect(recording.windowSize == Size(width: 390, height: 844))
    #expect(
      recording.samples == [
        TouchInput(identifier: 0, location: Point(x: 2, y: 400), phase: .began, timestamp: 0),
        TouchInput(identifier: 0, location: Point(x: 18.5, y: 401.25), phase: .moved, timestamp: 1.0 / 60),
        TouchInput(identifier: 0, location: Point(x: 35, y: 402), phase: .ended, timestamp: 2.0 / 60),
      ])
    #expect(recording.duration == 2.0 / 60)
  }

  @Test func writingAndReadingGivesTheSameRecordingExactly() throws {
    let samples = (0..<50).map { index in
      let t = 12.5 + Double(index) * 0.0137
      return TouchInput(
        identifier: index % 3, location: Point(x: 0.1 * Double(index) / 3, y: 1e-7 * Double(index) - 3), phase: .moved,
        timestamp: t)
    }
    let opened = [0, 1, 2].map {
      TouchInput(identifier: $0, location: Point(x: 1.0 / 3, y: 2), phase: .began, timestamp: 12.5)
    }
    let recording = GestureRecording(samples: opened + samples, windowSize: Size(width: 1179.5, height: 2556))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-gesture-\(UUID().uuidString).json")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try recording.write(to: path)
    #expect(try GestureRecording.load(from: path) == recording)
    #expect(try GestureRecording.load(from: recording.jsonData()) == recording)
    #expect(try GestureRecording.load(from: GestureRecording(samples: []).jsonData()) == GestureRecording(samples: []))
  }

  @Test func filesInTheEarlierLayoutAreRead() throws {
    // Earlier versions of Segue wrote one sample on a line and whole numbers with ".0".
    let earlier = """
      {
        "version": 1,
        "windowSize": {"width": 390.0, "height": 844.0},
        "samples": [
          {"t": 0.0, "id": 0, "x": 2.0, "y": 400.0, "phase": "began"},
          {"t": 0.016666666666666666, "id": 0, "x": 18.5, "y": 401.25, "phase": "moved"}
        ]
      }

      """
    let recording = try GestureRecording.load(from: Data(earlier.utf8))
    #expect(
      recording
        == GestureRecording(
          samples: [
            TouchInput(identifier: 0, location: Point(x: 2, y: 400), phase: .began, timestamp: 0),
            TouchInput(identifier: 0, location: Point(x: 18.5, y: 401.25), phase: .moved, timestamp: 1.0 / 60),
          ], windowSize: Size(width: 390, height: 844)))
  }

  @Test func theSceneIsWrittenAndReadWhenItIsKnown() throws {
    let samples = [TouchInput(location: Point(x: 1, y: 2), phase: .began, timestamp: 0)]
    let recording = GestureRecording(samples: samples, windowSize: Size(width: 390, height: 844), scene: "fold")
    let text = String(decoding: try recording.jsonData(), as: UTF8.self)
    #expect(text.contains("\"scene\" : \"fold\""))
    #expect(try GestureRecording.load(from: recording.jsonData()) == recording)
    #expect(try GestureRecording.load(from: GestureRecording(samples: samples).jsonData()).scene == nil)
    #expect(!String(decoding: try GestureRecording(samples: samples).jsonData(), as: UTF8.self).contains("scene"))
    #expect(
      message(reading: "{\"version\": 1, \"scene\": 3, \"samples\": []}")
        == "swipe.json: field \"scene\": expected a string, found a number; write scene as a string naming what it was recorded in, such as \"fold\""
    )
  }

  @Test func theWrittenFileIsPrettyPrintedWithSortedKeys() throws {
    let recording = GestureRecording(
      samples: [TouchInput(identifier: 1, location: Point(x: 2, y: 400.5), phase: .began, timestamp: 1.0 / 60)],
      windowSize: Size(width: 390, height: 844))
    let text = String(decoding: try recording.jsonData(), as: UTF8.self)
    #expect(
      text == """
        {
          "samples" : [
            {
              "id" : 1,
              "phase" : "began",
              "t" : 0.016666666666666666,
              "x" : 2,
              "y" : 400.5
            }
          ],
          "version" : 1,
          "windowSize" : {
            "height" : 844,
            "width" : 390
          }
        }

        """)
  }

  @Test func aTruncatedFileIsRejected() {
    let truncated = String(valid.prefix(upTo: valid.range(of: "{\"t\": 0.0333")!.lowerBound))
    #expect(
      message(reading: truncated)
        == "swipe.json:7:5: the text ends before the JSON value is complete; the file looks truncated: restore its end or record the gesture again"
    )
    #expect(
      message(reading: String(valid.dropLast(2)))
        == "swipe.json:8:4: the text ends before the JSON value is complete; the file looks truncated: restore its end or record the gesture again"
    )
    #expect(
      message(reading: "")
        == "swipe.json:1:1: the text ends before the JSON value is complete; the file looks truncated: restore its end or record the gesture again"
    )
  }

  @Test func malformedJSONIsRejectedWhereItIsWrong() {
    #expect(
      message(reading: "{\"version\": 1, \"samples\": [] x")
        == "swipe.json:1:30: not valid JSON: invalid value; correct the JSON or record the gesture again")
    #expect(
      message(reading: "{\"version\": 1,\n \"samples\": []} {}")
        == "swipe.json:2:17: not valid JSON: invalid value; correct the JSON or record the gesture again")
    #expect(
      message(reading: "{\"version\": 01}")
        == "swipe.json:1:14: not valid JSON: number with leading zero; correct the JSON or record the gesture again")
    #expect(
      message(reading: "{version: 1}")
        == "swipe.json:1:2: not valid JSON: invalid value; correct the JSON or record the gesture again")
    let bareWord = valid.replacingOccurrences(of: "\"t\": 0.016666666666666666", with: "\"t\": tru")
    #expect(
      message(reading: bareWord)
        == "swipe.json:6:14: not valid JSON: invalid value; correct the JSON or record the gesture again")
    #expect(
      message(reading: "{\"version\": 1e400, \"samples\": []}")
        == "swipe.json: not valid JSON: number 1e400 is not representable in Swift; correct the JSON or record the gesture again"
    )
  }

  @Test func wrongTypesAreRejectedWithTheSampleAndField() {
    let text = valid.replacingOccurrences(of: "\"x\": 18.5", with: "\"x\": \"18.5\"")
    #expect(
      message(reading: text)
        == "swipe.json: sample 1, field \"x\": expected a number, found a string; write x as a number of points, such as 12.5"
    )
    let id = valid.replacingOccurrences(of: "\"id\": 0, \"x\": 35", with: "\"id\": 0.5, \"x\": 35")
    #expect(
      message(reading: id)
        == "swipe.json: sample 2, field \"id\": 0.5 is not a whole number; write id as a whole number naming the finger, such as 0"
    )
    #expect(
      message(reading: "[]")
        == "swipe.json: the top level: expected an object, found an array; write it as { … } with the fields \"version\", \"windowSize\", \"scene\", \"samples\""
    )
    #expect(
      message(reading: "{\"version\": 1, \"samples\": {}}")
        == "swipe.json: field \"samples\": expected an array, found an object; write the samples as a JSON array [ … ]")
    let size = valid.replacingOccurrences(of: "\"height\": 844", with: "\"height\": null")
    #expect(
      message(reading: size)
        == "swipe.json: windowSize, field \"height\": expected a number, found null; write height as a number of points, such as 12.5"
    )
    let phase = valid.replacingOccurrences(of: "\"moved\"", with: "true")
    #expect(
      message(reading: phase)
        == "swipe.json: sample 1, field \"phase\": expected a string, found a boolean; write phase as one of \"began\", \"moved\", \"stationary\", \"ended\", \"cancelled\""
    )
  }

  @Test func missingAndUnknownFieldsAreRejected() {
    let missing = valid.replacingOccurrences(of: ", \"phase\": \"moved\"", with: "")
    #expect(
      message(reading: missing) == "swipe.json: sample 1: missing field \"phase\"; add it (see the gesture file format)"
    )
    #expect(
      message(reading: "{\"samples\": []}")
        == "swipe.json: the top level: missing field \"version\"; add it (see the gesture file format)")
    let unknown = valid.replacingOccurrences(of: "\"t\": 0, ", with: "\"t\": 0, \"pressure\": 1, ")
    #expect(
      message(reading: unknown)
        == "swipe.json: sample 0: unknown field \"pressure\"; use only the fields \"t\", \"id\", \"x\", \"y\", \"phase\""
    )
    let extraSize = valid.replacingOccurrences(of: "\"height\": 844", with: "\"height\": 844, \"depth\": 1")
    #expect(
      message(reading: extraSize)
        == "swipe.json: windowSize: unknown field \"depth\"; use only the fields \"width\", \"height\"")
    #expect(
      message(reading: "{\"version\": 2, \"samples\": []}")
        == "swipe.json: version 2 is not supported (this Segue reads version 1); convert the file to version 1 or update Segue"
    )
  }

  @Test func anUnknownPhaseIsRejected() {
    let text = valid.replacingOccurrences(of: "\"moved\"", with: "\"dragged\"")
    #expect(
      message(reading: text)
        == "swipe.json: sample 1, field \"phase\": unknown phase \"dragged\"; write phase as one of \"began\", \"moved\", \"stationary\", \"ended\", \"cancelled\""
    )
  }

  @Test func stringsMayUseEscapesAndMessagesStayOnOneLine() throws {
    let escaped = valid.replacingOccurrences(of: "\"began\"", with: "\"\\u0062egan\"")
    #expect(try GestureRecording.load(from: Data(escaped.utf8)).samples[0].phase == .began)
    let broken = valid.replacingOccurrences(of: "\"moved\"", with: "\"mo\\nved \\ud83d\\ude00\"")
    #expect(
      message(reading: broken)
        == "swipe.json: sample 1, field \"phase\": unknown phase \"mo\\nved 😀\"; write phase as one of \"began\", \"moved\", \"stationary\", \"ended\", \"cancelled\""
    )
    let tab = valid.replacingOccurrences(of: "\"moved\"", with: "\"mo\tved\"")
    #expect(
      message(reading: tab)
        == "swipe.json:6:78: not valid JSON: unescaped control character; correct the JSON or record the gesture again")
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(
      message(reading: deep)
        == "swipe.json:1:514: not valid JSON: too many nested arrays or dictionaries; correct the JSON or record the gesture again"
    )
  }

  @Test func timesGoingBackwardsAreRejected() {
    let text = valid.replacingOccurrences(of: "\"t\": 0.03333333333333333", with: "\"t\": 0.01")
    #expect(
      message(reading: text)
        == "swipe.json: sample 2, field \"t\": 0.01 is earlier than the 0.016666666666666666 of sample 1; put the samples in time order"
    )
  }

  @Test func aMoveBeforeABeganIsRejected() {
    let text = valid.replacingOccurrences(of: "\"began\"", with: "\"moved\"")
    #expect(
      message(reading: text)
        == "swipe.json: sample 0, field \"phase\": finger 0 has a \"moved\" sample before its \"began\"; start each finger with a \"began\" sample"
    )
    let afterLift = valid.replacingOccurrences(
      of: "\"y\": 402, \"phase\": \"ended\"}",
      with: "\"y\": 402, \"phase\": \"ended\"},\n    {\"t\": 1, \"id\": 0, \"x\": 35, \"y\": 402, \"phase\": \"moved\"}"
    )
    #expect(
      message(reading: afterLift)
        == "swipe.json: sample 3, field \"phase\": finger 0 has a \"moved\" sample after it lifted at sample 2; start each finger with a \"began\" sample"
    )
    let twice = valid.replacingOccurrences(of: "\"moved\"", with: "\"began\"")
    #expect(
      message(reading: twice)
        == "swipe.json: sample 1, field \"phase\": finger 0 began again while still down since sample 0; end it with an \"ended\" or \"cancelled\" sample first"
    )
  }

  @Test func filesThatCannotBeReadOrWrittenSaySo() {
    let folder = FileManager.default.temporaryDirectory.path
    #expect(throws: GestureFileError.self) { try GestureRecording.load(from: folder + "/no-such-gesture.json") }
    do {
      _ = try GestureRecording.load(from: folder + "/no-such-gesture.json")
    } catch {
      #expect(error.message == "\(folder)/no-such-gesture.json: no such file; check the path of the gesture file")
    }
    do {
      _ = try GestureRecording.load(from: folder)
    } catch {
      #expect(error.message == "\(folder): this is a folder, not a gesture file; give the path of a .json gesture file")
    }
    do {
      try GestureRecording(samples: []).write(to: folder + "/no-such-folder/gesture.json")
      Issue.record("writing into a missing folder succeeded")
    } catch {
      #expect(error.message.hasPrefix("\(folder)/no-such-folder/gesture.json: the file cannot be written ("))
      #expect(error.message.hasSuffix("); check that the folder exists and is writable"))
    }
  }

  @Test func recordingsThatBreakTheRulesAreNotWritten() {
    let backwards = GestureRecording(samples: [
      TouchInput(location: .zero, phase: .began, timestamp: 1),
      TouchInput(location: .zero, phase: .moved, timestamp: 0.5),
    ])
    #expect(throws: GestureFileError.self) { try backwards.jsonData() }
    do {
      _ = try GestureRecording(samples: [TouchInput(location: Point(x: .nan, y: 0), phase: .began, timestamp: 0)])
        .jsonData()
    } catch {
      #expect(
        error.message
          == "gesture recording: sample 0, field \"x\": nan is not a finite number; record the gesture again")
    }
    let flat =
      "gesture recording: windowSize 0.0 × 844.0 is not a positive, finite size; give the window's size in points, or leave windowSize out"
    do {
      _ = try GestureRecording(samples: [], windowSize: Size(width: 0, height: 844)).jsonData()
      Issue.record("a recording with an empty window was written")
    } catch {
      #expect(error.message == flat)
    }
    let read = valid.replacingOccurrences(of: "\"width\": 390", with: "\"width\": 0")
    #expect(message(reading: read) == flat.replacingOccurrences(of: "gesture recording", with: "swipe.json"))
  }
}
