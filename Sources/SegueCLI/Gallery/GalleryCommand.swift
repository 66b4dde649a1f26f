import ArgumentParser
import Foundation
import SegueImageIO
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
      their names, lines and durations. The files appear once every one was written. Bad input \
      exits with status 2 and writes nothing.
      """)

  /// The folder written into.
  @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into; created if missing.", valueName: "folder"))
  var output = "segue-gallery"

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

  /// Checks the options' ranges, with one line for what is wrong.
  func validate() throws {
    guard (1...3).contains(scale) else {
      throw ValidationError("scale \(scale) is out of range; give 1, 2 or 3 pixels per point")
    }
    try SizeRange.check(size, scale: scale, minimum: Self.minimumSize, example: "320x480")
    guard (1...240).contains(fps) else {
      throw ValidationError("fps \(fps) is out of range; give a whole number from 1 to 240")
    }
  }

  /// Renders every transition into a staging folder and publishes the files once all were written.
  func run() throws {
    Interruption.catchSignals()
    let folder: OutputFolder
    do {
      folder = try OutputFolder(path: output)
    } catch let error as CommandError {
      throw CommandError(description: error.description, exitStatus: ExitStatus.badInput)
    }
    do {
      let entries = try MainActor.assumeIsolated {
        let film = TransitionFilm(size: size, scale: scale, fps: fps)
        return try TransitionCatalog.all.map { try render($0, with: film, into: folder) }
      }
      let page = GalleryIndexPage(entries: entries, size: size, scale: scale, fps: fps)
      try FileWriter.writeAtomically(Array(page.html.utf8), to: folder.path(for: "index.html"))
      // The summary is part of the run: if it cannot be written, nothing is published.
      try StandardOutput.writeLine(
        "\(entries.count) transitions, forward and reversed; open \(folder.publishedPath(for: "index.html"))")
      try Interruption.check()
      try folder.publish()
    } catch {
      folder.discard()
      throw error
    }
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
      let screens = [GalleryScreen(.inbox), GalleryScreen(.trip)]
      let sheet = try film.record(
        transition, reversed: reversed, duration: duration, from: screens[reversed ? 1 : 0],
        to: screens[reversed ? 0 : 1], into: folder.path(for: "\(stem).png"))
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
}
