import Foundation
import SegueImage
import SegueImageIO
import SegueTesting
import Testing

/// `segue gallery`: every transition forward and reversed between the two generated screens,
/// with contact sheets and an index page, or with `--capture` their layer trees halfway; bad
/// input refused with one line, exit status 2 and nothing written.
@Suite struct GalleryCommandTests {
  private func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// One run at the smallest size and a low frame rate, checked throughout: the files, their
  /// frame counts (duration × fps + 1, as each transition's line says), the index naming every
  /// transition, and the forward recording unlike the reversed one.
  @Test func theGalleryRendersEveryTransitionBothWays() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let fps = 10
    let result = try SegueBinary.run(["gallery", "--output", out.path, "--size", "160x240", "--fps", "\(fps)"])
    #expect(result.status == 0, "stderr: \(result.error)")
    let names = try RenderCommandTests.transitionNames()
    let lines = result.output.split(whereSeparator: \.isNewline).map(String.init)
    #expect(lines.count == names.count + 1)
    #expect(lines.last == "\(names.count) transitions, forward and reversed; open \(out.path)/index.html")
    let stems = names.flatMap { [$0, "\($0)-reversed"] }
    #expect(files(in: out) == (stems.flatMap { ["\($0).png", "\($0)-sheet.png"] } + ["index.html"]).sorted())
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    for (name, line) in zip(names, lines) {
      // "fold                   11 frames each way  1 s"
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      #expect(words.first.map(String.init) == name, "line: \(line)")
      let frames = try #require(Int(words[1]))
      let duration = try #require(Double(words[words.count - 2]))
      #expect(frames == Int((duration * Double(fps) - 1e-6).rounded(.up)) + 1, "line: \(line)")
      var firstFrames: [Bitmap] = []
      for stem in [name, "\(name)-reversed"] {
        let movie = [UInt8](try Data(contentsOf: out.appendingPathComponent("\(stem).png")))
        #expect(AnimatedPNGFrames.announcedCount(in: movie) == frames, "\(stem)")
        let first = try PNG.decode(movie)
        #expect(first.width == 160 && first.height == 240)
        firstFrames.append(first)
        let sheet = try PNG.read(from: out.appendingPathComponent("\(stem)-sheet.png").path)
        // Six cells of 120 pixels, fewer when the run has fewer frames, 8 pixels apart.
        let cells = min(6, frames)
        #expect(sheet.width == cells * 120 + (cells + 1) * 8, "\(stem)-sheet.png is \(sheet.width) pixels wide")
        #expect(index.contains("src=\"\(stem).png\"") && index.contains("src=\"\(stem)-sheet.png\""))
      }
      #expect(firstFrames[0] != firstFrames[1], "\(name) starts on the same screen both ways")
      #expect(index.contains("<section id=\"\(name)\"><h2>\(name) "), "the index does not name \(name)")
    }
  }

  @Test func theScaleDrawsTheScreensInMorePixels() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueBinary.run(["gallery", "--size", "160x240", "--scale", "2", "--fps", "2"], in: folder)
    #expect(result.status == 0, "stderr: \(result.error)")
    let first = try PNG.read(from: folder.appendingPathComponent("segue-gallery/cube.png").path)
    #expect(first.width == 320 && first.height == 480)
  }

  /// `--capture` writes, instead of the films, one readable captured frame per transition each
  /// way, at the size and scale given, and its summary line; a quarter of the way unless
  /// `--progress` says otherwise.
  @Test func theCaptureWritesEveryTransitionsTreeBothWays() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = try RenderCommandTests.transitionNames()
    var cubes: [[UInt8]] = []
    for (stem, progress) in [("quarter", nil), ("halfway", "0.5")] {
      let out = folder.appendingPathComponent(stem)
      let result = try SegueBinary.run(
        ["gallery", "--capture", out.path, "--size", "160x240", "--scale", "2"]
          + (progress.map { ["--progress", $0] } ?? []), in: folder)
      #expect(result.status == 0, "stderr: \(result.error)")
      #expect(
        result.output
          == "\(names.count) transitions captured at progress \(progress ?? "0.25"), forward and reversed, 320x480 pixels, in \(out.path)\n"
      )
      #expect(files(in: out) == names.flatMap { ["\($0).frame", "\($0)-reversed.frame"] }.sorted())
      for name in names {
        for file in ["\(name).frame", "\(name)-reversed.frame"] {
          let frame = try CapturedFrame(contentsOf: out.appendingPathComponent(file).path)
          #expect(frame.width == 320 && frame.height == 480 && frame.scale == 2, "\(file)")
          #expect(!frame.tree.sublayers.isEmpty, "\(file) holds an empty tree")
        }
      }
      cubes.append([UInt8](try Data(contentsOf: out.appendingPathComponent("cube.frame"))))
    }
    #expect(files(in: folder) == ["halfway", "quarter"], "films were written beside the captures")
    #expect(cubes[0] != cubes[1], "the cube is captured the same halfway and a quarter way")
  }

  @Test(arguments: [
    (["--size", "100x100"], "size 100x100 is too small; give at least 160x240"),
    (["--size", "5000x300"], "size 5000x300 is too large"),
    (["--size", "2000x300", "--scale", "3"], "too large at scale 3"),
    (["--size", "big"], "big"),
    (["--scale", "4"], "scale 4 is out of range"),
    (["--fps", "0"], "fps 0 is out of range"),
    (["--fps", "-1"], "fps -1 is out of range"),
    (["--output", "plain-file"], "it is a file, not a folder"),
    (["--output", "plain-file/inside"], "'plain-file' is a file, not a folder"),
    (["--output", ""], "--output names no folder"),
    (["--capture", "plain-file"], "it is a file, not a folder — choose a folder with --capture"),
    (["--capture", "plain-file/inside"], "choose another folder with --capture"),
    (["--capture", ""], "--capture names no folder"),
    (["--capture", "frames", "--output", "films"], "cannot go together"),
    (["--capture", "frames", "--scale", "4"], "scale 4 is out of range"),
    (["--capture", "frames", "--progress", "1.5"], "progress 1.5 is out of range"),
    (["--capture", "frames", "--progress", "-1"], "progress -1 is out of range"),
    (["--progress", "0.5"], "give --capture too"),
    (["--bogus"], "--bogus"),
  ])
  func badInputGivesOneLineExitTwoAndNoFiles(arguments: [String], mentions: String) throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("x".utf8).write(to: folder.appendingPathComponent("plain-file"))
    let result = try SegueBinary.run(["gallery"] + arguments, in: folder)
    #expect(result.status == 2, "stderr: \(result.error)")
    #expect(result.error.split(whereSeparator: \.isNewline).count == 1, "stderr: \(result.error)")
    #expect(result.error.hasPrefix("segue: error: ") && result.error.contains(mentions), "stderr: \(result.error)")
    #expect(result.output.isEmpty)
    #expect(files(in: folder) == ["plain-file"])
  }
}
