import Foundation
import SegueGeometry
import SegueImage
import SegueImageIO
import SegueRender
import SegueTesting
import Testing

@Suite struct DemoCommandTests {
  private func lines(_ text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).map(String.init)
  }

  private func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// The frame count an APNG's acTL chunk announces.
  private func animationFrameCount(_ bytes: [UInt8]) -> Int? {
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      if type == "acTL" { return bytes[(offset + 8)..<(offset + 12)].reduce(0) { $0 << 8 | Int($1) } }
      offset += 12 + length
    }
    return nil
  }

  @Test func aScenarioWritesItsRecordingSheetTraceAndIndexAndPrintsItsSummary() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let result = try SegueBinary.run([
      "demo", "--output", out.path, "--size", "160x240", "--fps", "10", "--scenario", "container",
    ])
    #expect(result.status == 0, "stderr: \(result.error)")
    #expect(files(in: out) == ["container-sheet.png", "container-trace.json", "container.png", "index.html"])
    let summary = lines(result.output)
    #expect(summary.count == 2)
    let frames = summary.first.flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first }
      .flatMap { Int($0) }
    #expect(summary.first?.hasPrefix("container") == true && summary.first?.hasSuffix("contract checks passed") == true)
    #expect(
      summary.last == "1 scenarios, 1 passed the contract checks; open \(out.appendingPathComponent("index.html").path)"
    )
    let movie = [UInt8](try Data(contentsOf: out.appendingPathComponent("container.png")))
    #expect(frames != nil && animationFrameCount(movie) == frames)
    let firstFrame = try PNG.decode(movie)
    #expect(firstFrame.width == 160 && firstFrame.height == 240)
    let trace = try JSONSerialization.jsonObject(
      with: Data(contentsOf: out.appendingPathComponent("container-trace.json")))
    let events = ((trace as? [String: Any])?["events"] as? [[String: Any]]) ?? []
    let calls = events.compactMap { $0["call"] as? String }
    #expect(calls.contains("tap button 2") && calls.contains("viewDidAppear(true)"))
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(
      index.contains("container.png") && index.contains("container-trace.json")
        && index.contains("Contract checks passed"))
  }

  /// With `--reduce-motion` the fold scenario plays its transitions as dissolves (its recording
  /// differs from the fold's) and passes its contract checks, the interactive swipe scrubbing the
  /// dissolve.
  @Test func reducedMotionDissolvesTheFoldAndKeepsItsContracts() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var movies: [Data] = []
    for reduced in [false, true] {
      let out = folder.appendingPathComponent(reduced ? "reduced" : "moving")
      let result = try SegueBinary.run(
        ["demo", "--output", out.path, "--size", "160x240", "--fps", "10", "--scenario", "fold"]
          + (reduced ? ["--reduce-motion"] : []))
      #expect(result.status == 0, "stderr: \(result.error)")
      #expect(lines(result.output).first?.hasSuffix("contract checks passed") == true, "\(result.output)")
      movies.append(try Data(contentsOf: out.appendingPathComponent("fold.png")))
    }
    #expect(movies[0] != movies[1], "the fold played the same with reduced motion")
  }

  /// `--scale` draws the window of `--size` points at that many pixels per point, text and
  /// fingers included, and `--timings` says where each frame's time went.
  @Test func aScaledRunDrawsItsPointsInMorePixelsAndReportsItsTimings() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let result = try SegueBinary.run([
      "demo", "--output", out.path, "--size", "160x240", "--scale", "2", "--fps", "10", "--scenario", "container",
      "--timings", "--capture",
    ])
    #expect(result.status == 0, "stderr: \(result.error)")
    let movie = [UInt8](try Data(contentsOf: out.appendingPathComponent("container.png")))
    let firstFrame = try PNG.decode(movie)
    #expect(firstFrame.width == 320 && firstFrame.height == 480)
    let timing = lines(result.error).first { $0.hasPrefix("container: ") } ?? ""
    for part in ["fps sustained", "frame", "a frame-sized copy of", "prepare", "composite", "record"] {
      #expect(timing.contains(part), "timings line: \(timing)")
    }
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("160x240-point window at 2×"))
    // The frame captured mid-transition is the app's tree at the run's size and scale.
    let captured = try CapturedFrame(contentsOf: out.appendingPathComponent("container.frame").path)
    #expect(captured.width == 320 && captured.height == 480 && captured.scale == 2)
    #expect(captured.tree.values.bounds.size == Size(width: 160, height: 240))
    let drawn = Compositor(scale: 2).render(captured.tree, width: 320, height: 480)
    #expect(Set(stride(from: 0, to: 320 * 480, by: 97).map { drawn[$0 % 320, $0 / 320] }).count > 2)
  }

  /// Edge pans land inside the screen-edge region at every width: scripted as fractions of the
  /// window, they used to start 20 px from the edge of a 4096-pixel window, outside it.
  @Test(arguments: ["health-beat-tabs", "navigation"])
  func edgePansWorkInTheWidestWindow(scenario: String) throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let result = try SegueBinary.run([
      "demo", "--output", out.path, "--size", "4096x240", "--fps", "2", "--scenario", scenario,
    ])
    #expect(result.status == 0, "stderr: \(result.error)")
    #expect(lines(result.output).first?.hasSuffix("contract checks passed") == true, "\(result.output)")
  }

  @Test func listNamesEveryScenarioAndWritesNothing() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(["demo", "--list"], in: folder)
    #expect(result.status == 0)
    let names = lines(result.output).compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(names.contains("container"))
    #expect(files(in: folder).isEmpty)
  }

  @Test func demoDefaultsToSegueOutInTheWorkingDirectory() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(
      ["demo", "--size", "160x240", "--fps", "4", "--scenario", "container"], in: folder)
    #expect(result.status == 0, "stderr: \(result.error)")
    #expect(files(in: folder.appendingPathComponent("segue-out")).count == 4)
  }

  @Test func helpExplainsEveryOption() throws {
    let root = try SegueBinary.run(["--help"])
    #expect(root.status == 0)
    #expect(root.output.contains("demo"))
    let demo = try SegueBinary.run(["demo", "--help"])
    #expect(demo.status == 0)
    for option in [
      "--output", "--size", "--scale", "--fps", "--columns", "--scenario", "--list", "--timings", "--capture",
      "--reduce-motion",
    ] {
      #expect(demo.output.contains(option), "help does not mention \(option)")
    }
  }

  @Test(arguments: [
    (["demo", "--bogus"], "--bogus"),
    (["demo", "--size", "0x100"], "size"),
    (["demo", "--size", "100x0"], "size"),
    (["demo", "--size", "wide"], "size"),
    (["demo", "--size", "100x400"], "too small"),
    (["demo", "--fps", "0"], "fps"),
    (["demo", "--fps", "-1"], "fps -1 is out of range"),
    (["demo", "--columns", "-3"], "columns -3 is out of range"),
    (["demo", "--size", "-390x844"], "too small"),
    (["demo", "--size", "5000x844"], "too large"),
    (["demo", "--scale", "4"], "scale 4 is out of range; give 1, 2 or 3"),
    (["demo", "--scale", "0"], "scale 0 is out of range"),
    (
      ["demo", "--size", "1500x844", "--scale", "3"],
      "too large at scale 3; give WIDTHxHEIGHT with each side at most 1365"
    ),
    (["demo", "--fps", "abc"], "(see 'segue demo --help')"),
    (["demo", "--scenario", "cu\nbe"], "no scenario named 'cu\\nbe'; choose one of"),
    (["demo", "--scenario", "bogus"], "container"),
    (["unknown-command"], "unknown-command"),
  ])
  func badArgumentsGiveOneLineAndNoFiles(arguments: [String], mentions: String) throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(arguments, in: folder)
    #expect(result.status != 0)
    #expect(lines(result.error).count == 1, "stderr: \(result.error)")
    #expect(result.error.hasPrefix("segue: error:"))
    #expect(result.error.contains(mentions))
    #expect(result.output.isEmpty)
    #expect(files(in: folder).isEmpty)
  }

  @Test func unwritableOutputFolderGivesOneLineAndWritesNothing() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("plain-file")
    try Data("x".utf8).write(to: blocker)
    for target in [blocker.path, blocker.appendingPathComponent("inside").path] {
      let result = try SegueBinary.run(["demo", "--output", target, "--size", "160x240"], in: folder)
      #expect(result.status != 0)
      #expect(lines(result.error).count == 1, "stderr: \(result.error)")
      #expect(result.error.contains("--output"))
      #expect(files(in: folder) == ["plain-file"])
    }
  }

  /// The folder given to --output cannot be made: the message names the cause.
  @Test func anOutputFolderThatCannotBeMadeSaysWhy() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("x".utf8).write(to: folder.appendingPathComponent("plain-file"))
    for (target, cause) in [
      ("plain-file/inside/deeper", "'plain-file' is a file, not a folder"),
      ("plain-file/", "'plain-file' is a file, not a folder"), ("", "--output names no folder"),
    ] {
      let result = try SegueBinary.run(["demo", "--output", target, "--size", "160x240"], in: folder)
      #expect(result.status != 0)
      #expect(lines(result.error).count == 1 && result.error.contains(cause), "stderr: \(result.error)")
      #expect(files(in: folder) == ["plain-file"])
    }
  }

  /// Standard error that cannot be written (a full disk) costs the message, not a crash.
  @Test func anUnwritableStandardErrorStillGivesTheExitStatus() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try SegueBinary.run(["demo", "--bogus"], errorFile: full)
    #expect(result.status == 64)
  }

  /// Output that cannot be written fails the command with one line.
  @Test func anUnwritableStandardOutputFailsWithOneLine() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try SegueBinary.run(["demo", "--list"], outputFile: full)
    #expect(result.status == 1)
    #expect(
      result.error == "segue: error: cannot write to standard output: No space left on device — check where it goes\n")
  }

  /// Help and the list are the command's output: when they cannot be written (a full disk, a
  /// closed standard output), the command fails with one line.
  @Test(arguments: [["--help"], ["demo", "--help"], ["demo", "--list"], ["help", "demo"]])
  func outputThatCannotBeWrittenFailsHelpAndTheList(arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let intoFull = try SegueBinary.run(arguments, outputFile: full)
    #expect(intoFull.status == 1)
    #expect(
      intoFull.error == "segue: error: cannot write to standard output: No space left on device — check where it goes\n"
    )
    let intoClosed = try SegueBinary.run(arguments, closingStandardOutput: true)
    #expect(intoClosed.status == 1)
    #expect(
      intoClosed.error
        == "segue: error: cannot write to standard output: it is closed — send it somewhere, like >/dev/null or >segue.log\n"
    )
  }

  /// The summary is part of a run: a run whose summary cannot be written (a full disk, a closed
  /// standard output, a reader that went away) fails and leaves nothing, not even the folder it made.
  @Test func aRunWhoseSummaryCannotBeWrittenLeavesNothing() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["demo", "--output", "new/out", "--size", "160x240", "--fps", "2", "--scenario", "container"]
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let intoFull = try SegueBinary.run(arguments, in: folder, outputFile: full)
    #expect(intoFull.status == 1)
    #expect(
      lines(intoFull.error).count == 1 && intoFull.error.contains("No space left on device"),
      "stderr: \(intoFull.error)")
    #expect(files(in: folder).isEmpty)
    let intoClosed = try SegueBinary.run(arguments, in: folder, closingStandardOutput: true)
    #expect(intoClosed.status == 1)
    #expect(files(in: folder).isEmpty)
    let intoNoReader = try SegueBinary.run(arguments, in: folder, outputFile: try Self.pipeWithoutReader())
    #expect(!intoNoReader.endedBySignal && intoNoReader.status == 1)
    #expect(
      lines(intoNoReader.error).count == 1 && intoNoReader.error.contains("Broken pipe"),
      "stderr: \(intoNoReader.error)")
    #expect(files(in: folder).isEmpty)
  }

  /// The writing end of a pipe whose reading end is already closed: every write to it fails.
  private static func pipeWithoutReader() throws -> FileHandle {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    close(descriptors[0])
    return FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
  }

  /// A finger sampled at every frame would make a pan at 1 frame per second a tap: the scripts'
  /// gestures work at every rate the help gives.
  @Test(arguments: [1, 2])
  func theLowestFrameRatesPlayTheScripts(fps: Int) throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(
      ["demo", "--size", "160x240", "--fps", "\(fps)", "--scenario", "health-beat-tabs"], in: folder)
    #expect(result.status == 0, "stderr: \(result.error)")
  }

  /// A run that fails part way leaves what was in the folder and nothing else: no file of this
  /// run, no staging folder, no folder it created.
  @Test func aRunThatFailsPartWayLeavesNothingBehind() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("container.png"), withIntermediateDirectories: true)
    let result = try SegueBinary.run([
      "demo", "--output", out.path, "--size", "160x240", "--fps", "4", "--scenario", "container",
    ])
    #expect(result.status == 1)
    #expect(lines(result.error).count == 1 && result.error.contains("it is a folder"), "stderr: \(result.error)")
    #expect(files(in: out) == ["container.png"])
    let nested = folder.appendingPathComponent("new/deeper")
    let long = nested.appendingPathComponent(String(repeating: "a", count: 300)).path
    let failed = try SegueBinary.run(["demo", "--output", long, "--size", "160x240", "--scenario", "container"])
    #expect(failed.status == 1)
    #expect(
      failed.error.contains("File name too long — choose another folder with --output"), "stderr: \(failed.error)")
    #expect(files(in: folder) == ["out"], "the folders made on the way are gone")
  }
}
