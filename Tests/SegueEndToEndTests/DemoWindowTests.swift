import Foundation
import SegueGeometry
import SegueImage
import SegueImageIO
import SegueTestSupport
import SegueTesting
import SegueUI
import Testing

/// `segue demo --window` and `--replay` as a person runs them: without a display, with bad
/// gesture files, and live under a virtual X server, driven with xdotool.
@Suite(.serialized) struct DemoWindowTests {
  /// The test's environment without `DISPLAY`.
  private var noDisplay: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    return environment
  }

  @Test func withoutADisplayTheWindowFailsAtOnceWithOneLine() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let result = try SegueBinary.run(["demo", "--window", "-o", out.path], environment: noDisplay)
    #expect(result.status == 2)
    #expect(result.error == "segue: error: no X display: set DISPLAY, or run without --window\n")
    #expect(!FileManager.default.fileExists(atPath: out.path), "the failed run made its output folder")
  }

  @Test func aDisplayNobodyServesFailsWithItsName() throws {
    var environment = noDisplay
    environment["DISPLAY"] = ":239"
    let result = try SegueBinary.run(["demo", "--window"], environment: environment)
    #expect(result.status == 2)
    #expect(
      result.error
        == "segue: error: cannot open the X display ':239'; set DISPLAY to a running X server, or run without --window\n"
    )
  }

  @Test(arguments: [
    ("{\"version\": 1, \"samples\": [", "gesture.json"),
    ("{\"version\": 9, \"samples\": []}", "gesture.json"),
    ("", "missing.json"),
  ])
  func aBadGestureFileFailsWithOneLineNamingItAndWritesNothing(contents: String, name: String) throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    if name != "missing.json" { try Data(contents.utf8).write(to: file) }
    let out = folder.appendingPathComponent("out")
    let result = try SegueBinary.run(["demo", "--replay", file.path, "-o", out.path])
    #expect(result.status == 2, "stderr: \(result.error)")
    let lines = result.error.split(whereSeparator: \.isNewline)
    #expect(lines.count == 1)
    #expect(result.error.hasPrefix("segue: error: ") && result.error.contains(name), "stderr: \(result.error)")
    #expect(!FileManager.default.fileExists(atPath: out.path), "a failed replay made its output folder")
  }

  @Test func aGestureFromAnotherWindowSizeSaysWhichSizeToUse() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("gesture.json")
    let recording = GestureRecording(
      samples: [
        TouchInput(location: Point(x: 10, y: 10), phase: .began, timestamp: 0),
        TouchInput(location: Point(x: 10, y: 10), phase: .ended, timestamp: 0.1),
      ], windowSize: Size(width: 200, height: 300))
    try recording.write(to: file.path)
    let result = try SegueBinary.run(["demo", "--replay", file.path, "-o", folder.appendingPathComponent("out").path])
    #expect(result.status == 2)
    #expect(result.error.hasSuffix("was recorded in a 200x300 window; replay it with --size 200x300\n"))
  }

  @Test func aGestureFromAnUnknownScenarioSaysHowToChooseOne() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("gesture.json")
    let samples = [TouchInput(location: Point(x: 10, y: 10), phase: .began, timestamp: 0)]
    try GestureRecording(samples: samples, scene: "origami").write(to: file.path)
    let out = folder.appendingPathComponent("out")
    let result = try SegueBinary.run(["demo", "--replay", file.path, "-o", out.path])
    #expect(result.status == 2)
    #expect(result.error.split(whereSeparator: \.isNewline).count == 1)
    #expect(result.error.contains("was recorded in 'origami', which is not a scenario; replay it with --scenario NAME"))
    #expect(!FileManager.default.fileExists(atPath: out.path), "a failed replay made its output folder")
  }

  @Test func recordingIntoAFolderThatIsNotThereFailsBeforeTheWindowOpens() throws {
    // No display is given: the recording path is checked first.
    let result = try SegueBinary.run(
      ["demo", "--window", "--record", "/nonexistent-segue-folder/session.json"], environment: noDisplay)
    #expect(result.status == 2)
    #expect(
      result.error
        == "segue: error: cannot record to /nonexistent-segue-folder/session.json: the folder /nonexistent-segue-folder does not exist or cannot be written; choose another --record path\n"
    )
  }

  @Test func recordingNeedsTheWindow() throws {
    let result = try SegueBinary.run(["demo", "--record", "x.json"])
    #expect(result.status != 0)
    #expect(result.error.contains("--record records a window's touches; add --window"))
  }

  /// A person's session: switch to the fold, make the window smaller (the app follows), swipe,
  /// close the window; the recorded swipe then replays headless in the same app at that size
  /// and ends on the frame the window showed at rest.
  @Test(
    .enabled(
      if: XvfbServer.isInstalled, "Xvfb and xdotool are not installed (scripts/install-dependencies installs them)"))
  func aLiveSessionRecordsWhatReplaysHeadless() throws {
    let server = try XvfbServer()
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let gesture = folder.appendingPathComponent("swipe.json")
    let log = folder.appendingPathComponent("stderr.txt")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let errorFile = try FileHandle(forWritingTo: log)
    let running = try SegueBinary.start(
      ["demo", "--window", "--scenario", "container", "--record", gesture.path, "--timings", "-o", out.path],
      errorFile: errorFile, environment: server.environment)
    var window = try server.window(named: "Segue")
    try server.xdotool(["key", "--window", window, "n"])
    let switched = XvfbServer.waitUntil(within: 30) {
      (try? String(contentsOf: log, encoding: .utf8))?.contains("\nfold\n") ?? false
    }
    #expect(switched, "n did not switch to the fold")
    window = try server.window(named: "Segue")
    // A resized window resizes the app: screenshots come at the new size, and once they are
    // alike, its resizing has ended.
    var screenshots = WindowScreenshots(server: server, window: window, folder: out, scenario: "fold")
    try server.xdotool(["windowsize", window, "300", "600"])
    var atRest = try screenshots.resting()
    for _ in 0..<20 where atRest.width != 300 || atRest.height != 600 { atRest = try screenshots.resting() }
    #expect(atRest.width == 300 && atRest.height == 600, "the app did not follow the window's new size")
    _ = try screenshots.resting()
    var swipe = ["mousemove", "--window", window, "280", "300", "mousedown", "1"]
    for x in stride(from: 260, through: 20, by: -16) {
      swipe += ["mousemove", "--window", window, "\(x)", "300", "sleep", "0.016"]
    }
    swipe += ["mouseup", "1"]
    try server.xdotool(swipe)
    // The state the swipe left, at rest.
    let image = try screenshots.resting()
    try server.close(window: window)
    let result = running.wait()
    try errorFile.close()
    let stderr = try String(contentsOf: log, encoding: .utf8)
    #expect(result.status == 0, "stderr: \(stderr)")
    #expect(stderr.contains("window: input latency median"), "stderr: \(stderr)")
    #expect(image.width == 300 && image.height == 600)
    let colours = Set(stride(from: 0, to: image.height, by: 40).map { image[150, $0] })
    #expect(colours.count > 1, "the screenshot is one colour")
    let recording = try GestureRecording.load(from: gesture.path)
    #expect(recording.scene == "fold")
    #expect(recording.samples.first?.phase == .began)
    #expect(recording.samples.last?.phase == .ended)
    #expect(recording.samples.filter { $0.phase == .moved }.count >= 10)
    let replay = try SegueBinary.run([
      "demo", "--replay", gesture.path, "--size", "300x600", "--fps", "10", "-o",
      folder.appendingPathComponent("replay").path,
    ])
    #expect(replay.status == 0, "stderr: \(replay.error)")
    let trace = try String(contentsOf: folder.appendingPathComponent("replay/fold-trace.json"), encoding: .utf8)
    #expect(trace.contains("gesture recorded"), "the replay's trace does not show the recorded gesture")
    // The replay ends in the state the live session ended in, pixel for pixel.
    let end = try PNG.read(from: folder.appendingPathComponent("replay/fold-end.png").path)
    let same = end == image
    #expect(same, "the replay's last frame differs from the live window at rest")
  }
}
