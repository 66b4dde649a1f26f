import ArgumentParser
import Foundation
import SegueGeometry
import SegueImageIO
import SegueTesting
import SegueUI

/// `segue demo`: plays each article's app with scripted touches on a virtual clock and writes
/// its recording, contact sheet and life-cycle trace, plus an index page.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Play the articles' apps with scripted touches and record them.",
    discussion: """
      Each scenario runs one article's app in a window on a virtual clock, driven by scripted \
      taps and pans, and writes <name>.png (an animated PNG; open it in a web browser), \
      <name>-sheet.png (a contact sheet) and <name>-trace.json (the life-cycle trace), and \
      index.html shows them all; the files appear once every one was written. A line per scenario gives its frame count and whether its \
      trace passed the contract checks (appearance calls balanced and in order, no diagnostics, \
      every transition ended); the command fails if one did not.
      """)

  @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into; created if missing.", valueName: "folder"))
  var output = "segue-out"

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The window size in points, WIDTHxHEIGHT, from 160x240; at most 4096 pixels a side at --scale.",
      valueName: "size"))
  var size = PixelSize(width: 390, height: 844)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Device pixels per point (1, 2 or 3): 3 draws a 390x844 window in 1170x2532 pixels.", valueName: "scale"))
  var scale = 1

  // Unconditional parsing takes "-1" as the value, so that the range check below explains it.
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Frames per second of the virtual clock (1–240).", valueName: "fps"))
  var fps = 30

  @Option(parsing: .unconditional, help: ArgumentHelp("Columns of the contact sheets (1–64).", valueName: "count"))
  var columns = 8

  @Option(help: ArgumentHelp("Play only this scenario (see --list).", valueName: "name"))
  var scenario: String?

  @Flag(inversion: .prefixedNo, help: "Draw each finger as a translucent disc in the recordings and sheets.")
  var touches = true

  @Flag(
    help: """
      Also write, per scenario, the layer tree drawn at the middle of its first transition as \
      <scenario>.frame (a captured frame: its layer tree, size and scale), the app frames the render benchmark draws.
      """)
  var capture = false

  @Flag(help: "List the scenarios and exit.")
  var list = false

  @Flag(help: "Run the apps with reduced motion: the library's animators cross-dissolve instead of moving.")
  var reduceMotion = false

  @Flag(
    help: """
      Open the apps live in an X11 window instead: the mouse is the finger (Alt-drag for two), \
      n/p next/previous scenario, r restart, s screenshot (into the output folder), q or Escape quit.
      """)
  var window = false

  @Option(
    help: ArgumentHelp(
      "With --window, write the touches made in the app shown last to this gesture file on quitting.",
      valueName: "file"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Play this gesture file (from --record) in the scenario instead of its script, headless; also writes the last frame as NAME-end.png.",
      valueName: "file"))
  var replay: String?

  @Flag(
    help: """
      Print on standard error, per scenario, the frames per second sustained and the median and p90 \
      time of a frame (also as multiples of a frame-sized copy, timed in the same run), its \
      preparation, its compositing and its recording.
      """)
  var timings = false

  /// The smallest window the apps' buttons and scripted gestures work in.
  static let minimumSize = PixelSize(width: 160, height: 240)

  func validate() throws {
    if window {
      guard (1...2).contains(scale) else {
        throw ValidationError("scale \(scale) is out of range for a window; give 1 or 2 pixels per point")
      }
      guard replay == nil else { throw ValidationError("--replay plays headless; leave out --window") }
    } else if record != nil {
      throw ValidationError("--record records a window's touches; add --window")
    }
    guard (1...3).contains(scale) else {
      throw ValidationError("scale \(scale) is out of range; give 1, 2 or 3 pixels per point")
    }
    try SizeRange.check(
      size, scale: scale, minimum: Self.minimumSize, example: "390x844", smallerThan: "the apps' buttons and gestures")
    guard (1...240).contains(fps) else {
      throw ValidationError("fps \(fps) is out of range; give a whole number from 1 to 240")
    }
    guard (1...64).contains(columns) else {
      throw ValidationError("columns \(columns) is out of range; give a whole number from 1 to 64")
    }
    if let scenario, DemoScenario.named(scenario) == nil {
      throw ValidationError(
        "no scenario named '\(OneLineError.quoted(scenario))'; choose one of \(DemoScenario.all.map(\.name).joined(separator: ", "))"
      )
    }
  }

  func run() throws {
    if list {
      for scenario in DemoScenario.all {
        try StandardOutput.writeLine(
          "\(scenario.name.padding(toLength: 20, withPad: " ", startingAt: 0))\(scenario.article): \(scenario.summary)")
      }
      return
    }
    if window {
      if let record { try checkRecordingFolder(of: record) }
      let chosen = scenario.flatMap(DemoScenario.named)
      let statistics = try MainActor.assumeIsolated {
        let demo = DemoWindow(scenario: chosen, size: size, scale: scale, folder: output, recordingPath: record)
        demo.reducesMotion = reduceMotion
        return try demo.run()
      }
      if timings { Progress.report("window: \(statistics.summary)", always: true) }
      return
    }
    let gesture = try replay.map(loadGesture)
    let scenarios =
      try scenario.flatMap(DemoScenario.named).map { [$0] } ?? gesture.map { [try replayed($0)] }
      ?? DemoScenario.all
    Interruption.catchSignals()
    let folder = try OutputFolder(path: output)
    let failed: [DemoIndexPage.Entry]
    do {
      let entries = try MainActor.assumeIsolated {
        try scenarios.map { try play($0, gesture: gesture, into: folder) }
      }
      let page = DemoIndexPage(entries: entries, size: size, scale: scale, fps: fps)
      try FileWriter.writeAtomically(Array(page.html.utf8), to: folder.path(for: "index.html"))
      failed = entries.filter { !$0.violations.isEmpty }
      let index = folder.publishedPath(for: "index.html")
      // The summary is part of the run: if it cannot be written, nothing is published.
      try StandardOutput.writeLine(
        "\(entries.count) scenarios, \(entries.count - failed.count) passed the contract checks; open \(index)")
      try Interruption.check()
      try folder.publish()
    } catch {
      folder.discard()
      throw error
    }
    guard failed.isEmpty else {
      throw CommandError(
        description:
          "\(failed.map(\.scenario.name).joined(separator: ", ")) failed the contract checks: \(failed[0].violations[0])"
      )
    }
  }

  /// The scenario a gesture file is replayed in without `--scenario`: the one it was recorded
  /// in, or the first (said on standard error) when it does not say; a scenario it names that
  /// does not exist fails with one line and exit status 2.
  private func replayed(_ gesture: GestureRecording) throws -> DemoScenario {
    let path = replay ?? ""
    guard let name = gesture.scene else {
      Progress.report(
        "\(path) does not say which scenario it was recorded in; playing it in \(DemoScenario.all[0].name) (choose one with --scenario)",
        always: true)
      return DemoScenario.all[0]
    }
    guard let named = DemoScenario.named(name) else {
      throw CommandError(
        description:
          "\(OneLineError.quoted(path)) was recorded in '\(OneLineError.quoted(name))', which is not a scenario; replay it with --scenario NAME (one of \(DemoScenario.all.map(\.name).joined(separator: ", ")))",
        exitStatus: 2)
    }
    return named
  }

  /// Fails with one line and exit status 2 unless the folder of the gesture file `path` exists
  /// and can be written, so that a session is not lost when the window closes.
  private func checkRecordingFolder(of path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    let directory = folder.isEmpty ? "." : folder
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
      FileManager.default.isWritableFile(atPath: directory)
    else {
      throw CommandError(
        description:
          "cannot record to \(OneLineError.quoted(path)): the folder \(OneLineError.quoted(directory)) does not exist or cannot be written; choose another --record path",
        exitStatus: 2)
    }
  }

  /// The gesture file at `path`, for `--replay`; a file that cannot be read, is malformed or was
  /// recorded in a window of another size fails with one line and exit status 2.
  private func loadGesture(_ path: String) throws -> GestureRecording {
    let recording: GestureRecording
    do {
      recording = try GestureRecording.load(from: path)
    } catch {
      throw CommandError(description: error.message, exitStatus: 2)
    }
    let points = Size(width: Double(size.width), height: Double(size.height))
    if let recorded = recording.windowSize, recorded != points {
      throw CommandError(
        description:
          "\(OneLineError.quoted(path)) was recorded in a \(Int(recorded.width))x\(Int(recorded.height)) window; replay it with --size \(Int(recorded.width))x\(Int(recorded.height))",
        exitStatus: 2)
    }
    return recording
  }

  /// Plays `scenario`, writes its three files and prints its summary line.
  @MainActor
  private func play(_ scenario: DemoScenario, gesture: GestureRecording?, into folder: OutputFolder) throws
    -> DemoIndexPage.Entry
  {
    Progress.report("playing \(scenario.name)…")
    var player = DemoPlayer(size: size, scale: scale, fps: fps, showsTouches: touches)
    player.captures = capture
    player.gesture = gesture
    player.reducesMotion = reduceMotion
    let recording = try player.play(scenario, recordingTo: folder.path(for: "\(scenario.name).png"))
    // A replay ends on a frame to hold against the live window's screenshot.
    if gesture != nil, let last = recording.lastFrame {
      try PNG.write(last, to: folder.path(for: "\(scenario.name)-end.png"))
    }
    if let frame = recording.capturedFrame {
      try FileWriter.writeAtomically(frame.archived(), to: folder.path(for: "\(scenario.name).frame"))
    }
    try ContactSheet(columns: columns, cellWidth: DemoPlayer.sheetCellWidth)
      .write(recording.sheetFrames, to: folder.path(for: "\(scenario.name)-sheet.png"))
    try FileWriter.writeAtomically(
      Array(try recording.trace.jsonData()), to: folder.path(for: "\(scenario.name)-trace.json"))
    let verdict =
      recording.violations.isEmpty ? "contract checks passed" : "contract checks FAILED (\(recording.violations.count))"
    try StandardOutput.writeLine(
      "\(scenario.name.padding(toLength: 20, withPad: " ", startingAt: 0))\(String(format: "%5d", recording.frameCount)) frames  \(verdict)"
    )
    if timings {
      let floor = CopyFloor.milliseconds(bytes: size.width * scale * size.height * scale * 4)
      Progress.report("\(scenario.name): \(recording.timings.summary(copyFloor: floor))", always: true)
    }
    return DemoIndexPage.Entry(scenario: scenario, frameCount: recording.frameCount, violations: recording.violations)
  }
}
