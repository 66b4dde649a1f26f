import ArgumentParser
import Foundation
import SegueImageIO

/// `segue demo`: renders the demo transitions on a virtual clock into animated PNGs and contact sheets.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Render the demo transitions (horizontal slide, rotating cube) to animated PNGs.",
    discussion: """
      Each transition runs between two generated screens on a virtual clock and is written as \
      an animated PNG (<name>.png, open it in a web browser to play it) and a contact sheet of \
      every frame (<name>-sheet.png). The path of every file written is printed.
      """)

  @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into; created if missing.", valueName: "folder"))
  var output = "segue-out"

  @Option(help: ArgumentHelp("The frame size in pixels, WIDTHxHEIGHT.", valueName: "size"))
  var size = PixelSize(width: 390, height: 844)

  @Option(help: ArgumentHelp("Frames per second of the virtual clock (1–240).", valueName: "fps"))
  var fps = 60

  @Option(help: ArgumentHelp("Length of each transition in seconds (greater than 0, at most 10).", valueName: "seconds"))
  var duration = 0.5

  @Option(help: ArgumentHelp("Columns of the contact sheets.", valueName: "count"))
  var columns = 8

  @Flag(help: "Print the median time to composite one frame of each transition on standard error.")
  var timings = false

  func validate() throws {
    guard size.width >= 1, size.height >= 1, size.width <= PixelSize.maximumSide, size.height <= PixelSize.maximumSide else {
      throw ValidationError("size \(size) is out of range; give WIDTHxHEIGHT with each side from 1 to \(PixelSize.maximumSide), like 390x844")
    }
    guard (1...240).contains(fps) else {
      throw ValidationError("fps \(fps) is out of range; give a whole number from 1 to 240")
    }
    guard duration.isFinite, duration > 0, duration <= 10 else {
      throw ValidationError("duration \(duration) is out of range; give seconds greater than 0 and at most 10")
    }
    guard (1...64).contains(columns) else {
      throw ValidationError("columns \(columns) is out of range; give a whole number from 1 to 64")
    }
  }

  func run() throws {
    let folder = try OutputFolder(path: output)
    try MainActor.assumeIsolated {
      DiagnosticsPrinter.install()
      for scene in DemoScene.allCases {
        let recording = try DemoRecorder(size: size, fps: fps, duration: duration).record(scene)
        let movie = folder.path(for: "\(scene.rawValue).png")
        try recording.movie.write(to: movie)
        print(movie)
        let sheetPath = folder.path(for: "\(scene.rawValue)-sheet.png")
        try ContactSheet(columns: columns, cellWidth: 120).write(recording.sheetFrames, to: sheetPath)
        print(sheetPath)
        let summary = "\(scene.rawValue): \(recording.frameCount) frames at \(size), median render \(recording.medianRenderMilliseconds) ms per frame"
        Progress.report(summary, always: timings)
      }
    }
  }
}
