import ArgumentParser
import Foundation
import SegueImageIO
import SegueTesting
import SegueTransitions

/// `segue gallery`: renders every transition of the catalog, forward and reversed, between two
/// generated screens, with a contact sheet of each and an index page.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Render every transition of the library between two generated screens.",
    discussion: """
      Each transition runs at its default duration from an inbox screen to a trip screen \
      (forward) and back (reversed, as a pop or a dismissal plays it), and writes <name>.png and \
      <name>-reversed.png (animated PNGs; open them in a web browser) and <name>-sheet.png and \
      <name>-reversed-sheet.png (contact sheets of six frames); index.html shows them all with \
      their names, lines and durations. With --capture it writes instead each transition's layer \
      tree a quarter of the way (or at --progress), both ways, for the render benchmark. The \
      files appear once every one was written. Bad input exits with status 2 and writes nothing.
      """)

  /// The folder the films are written into, when given.
  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "The folder to write the films into; created if missing. (default: segue-gallery)", valueName: "folder"))
  var output: String?

  /// The folder the captured frames are written into instead of the films, when given.
  @Option(
    help: ArgumentHelp(
      """
      Write into this folder, instead of the films, each transition's layer tree at --progress \
      (scrubbed there as a finger does), forward and reversed, as <name>.frame and \
      <name>-reversed.frame (captured frames at --size and --scale; --fps changes nothing in \
      them), the library's frames the render benchmark draws.
      """, valueName: "folder"))
  var capture: String?

  // Unconditional parsing takes "-1" as the value, so that the range check below explains it.
  /// The progress the captures are taken at.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --capture, the progress (0–1) to capture each transition at. (default: \(GalleryCommand.defaultProgress))",
      valueName: "p"))
  var progress: Double?

  /// The screens' size in points.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The screens' size in points, WIDTHxHEIGHT, from 160x240; at most 4096 pixels a side at --scale.",
      valueName: "size"))
  var size = PixelSize(width: 320, height: 480)

  /// Device pixels per point.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Device pixels per point (1, 2 or 3): 2 draws the 320x480 screens in 640x960 pixels.", valueName: "scale"))
  var scale = 1

  // Unconditional parsing takes "-1" as the value, so that the range check below explains it.
  /// Frames per second of the virtual clock.
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Frames per second of the recordings (1–240).", valueName: "fps"))
  var fps = 30

  /// The smallest screens whose title and rows still read.
  static let minimumSize = PixelSize(width: 160, height: 240)
  /// The folder the films go to when no `--output` is given.
  static let defaultOutput = "segue-gallery"
  /// The progress each transition is captured at by default: a quarter of the way, both ways.
  /// Forward it shows the first half of the transition; reversed, the way back a quarter in,
  /// which for most transitions (the pop-up exactly) is the forward run at three quarters with
  /// the screens swapped, so the two captures cover both halves. Not halfway: there the flip
  /// stands edge-on and draws nothing, and the pop-up and the portal give the same tree both ways.
  static let defaultProgress = 0.25

  /// Checks the options' ranges, with one line for what is wrong.
  func validate() throws {
    guard (1...3).contains(scale) else {
      throw ValidationError("scale \(scale) is out of range; give 1, 2 or 3 pixels per point")
    }
    try SizeRange.check(size, scale: scale, minimum: Self.minimumSize, example: "320x480")
    guard (1...240).contains(fps) else {
      throw ValidationError("fps \(fps) is out of range; give a whole number from 1 to 240")
    }
    guard output == nil || capture == nil else {
      throw ValidationError("--output (the films) and --capture (the layer trees) cannot go together; give one")
    }
    if let progress {
      guard capture != nil else {
        throw ValidationError("--progress chooses what --capture captures; give --capture too, or leave it out")
      }
      guard (0...1).contains(progress) else {
        throw ValidationError(
          "progress \(String(format: "%g", progress)) is out of range; give a number from 0 to 1, like 0.5")
      }
    }
  }

  /// Renders every transition, or captures it with `--capture`, into a staging folder and
  /// publishes the files once all were written.
  func run() throws {
    Interruption.catchSignals()
    let folder: OutputFolder
    do {
      folder =
        try capture.map { try OutputFolder(path: $0, option: "--capture") }
        ?? OutputFolder(path: output ?? Self.defaultOutput)
    } catch let error as CommandError {
      throw CommandError(description: error.description, exitStatus: ExitStatus.badInput)
    }
    do {
      try capture == nil ? film(into: folder) : captureAll(into: folder)
      try Interruption.check()
      try folder.publish()
    } catch {
      folder.discard()
      throw error
    }
  }

  /// Renders every transition both ways into `folder`, with the index page and the summary line.
  private func film(into folder: OutputFolder) throws {
    let entries = try MainActor.assumeIsolated {
      let film = TransitionFilm(size: size, scale: scale, fps: fps)
      return try TransitionCatalog.all.map { try render($0, with: film, into: folder) }
    }
    let page = GalleryIndexPage(entries: entries, size: size, scale: scale, fps: fps)
    try FileWriter.writeAtomically(Array(page.html.utf8), to: folder.path(for: "index.html"))
    // The summary is part of the run: if it cannot be written, nothing is published.
    try StandardOutput.writeLine(
      "\(entries.count) transitions, forward and reversed; open \(folder.publishedPath(for: "index.html"))")
  }

  /// Writes every transition's layer tree at `--progress`, both ways, into `folder`, and the
  /// summary line.
  private func captureAll(into folder: OutputFolder) throws {
    let progress = progress ?? Self.defaultProgress
    try MainActor.assumeIsolated {
      let film = TransitionFilm(size: size, scale: scale, fps: fps)
      for transition in TransitionCatalog.all {
        Progress.report("capturing \(transition.name)…")
        for reversed in [false, true] {
          let screens = Self.screens(reversed: reversed)
          let frame = try film.capture(
            of: transition, reversed: reversed, duration: transition.defaultDuration, at: progress,
            from: screens.from, to: screens.to)
          let stem = reversed ? "\(transition.name)-reversed" : transition.name
          try FileWriter.writeAtomically(frame.archived(), to: folder.path(for: "\(stem).frame"))
        }
      }
    }
    try StandardOutput.writeLine(
      "\(TransitionCatalog.all.count) transitions captured at progress \(String(format: "%g", progress)), forward and reversed, \(size.width * scale)x\(size.height * scale) pixels, in \(folder.path)"
    )
  }

  /// Renders `transition` both ways with `film`, writes its four files and prints its line.
  @MainActor
  private func render(_ transition: CatalogTransition, with film: TransitionFilm, into folder: OutputFolder) throws
    -> GalleryIndexPage.Entry
  {
    Progress.report("rendering \(transition.name)…")
    let duration = transition.defaultDuration
    for reversed in [false, true] {
      let stem = reversed ? "\(transition.name)-reversed" : transition.name
      let screens = Self.screens(reversed: reversed)
      let sheet = try film.record(
        transition, reversed: reversed, duration: duration, from: screens.from, to: screens.to,
        into: folder.path(for: "\(stem).png"))
      try ContactSheet(columns: TransitionFilm.sheetCells, cellWidth: TransitionFilm.sheetCellWidth)
        .write(sheet, to: folder.path(for: "\(stem)-sheet.png"))
    }
    let frames = film.frameCount(duration: duration)
    try StandardOutput.writeLine(
      "\(transition.name.padding(toLength: 20, withPad: " ", startingAt: 0))\(String(format: "%5d", frames)) frames each way  \(GalleryIndexPage.seconds(duration))"
    )
    return GalleryIndexPage.Entry(
      name: transition.name, summary: transition.summary, duration: duration, frameCount: frames)
  }

  /// Fresh screens for one run: from the inbox to the trip, or back when `reversed`.
  @MainActor
  private static func screens(reversed: Bool) -> (from: GalleryScreen, to: GalleryScreen) {
    reversed ? (GalleryScreen(.trip), GalleryScreen(.inbox)) : (GalleryScreen(.inbox), GalleryScreen(.trip))
  }
}
