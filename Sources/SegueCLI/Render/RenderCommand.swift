import ArgumentParser
import Foundation
import SegueImageIO
import SegueTransitions

/// `segue render`: one transition of the catalog between two images of the user's, as an
/// animated PNG of the whole run or one PNG at a progress.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render one transition between two images of yours.",
    discussion: """
      The images are the two screens: --from the one the transition leaves, --to the one it \
      opens. The transition runs as after a tap, on a virtual clock, and is written as an \
      animated PNG (open it in a web browser) of every frame from its first (progress 0) to its \
      end; with --progress P, as one PNG of the frame a finger that scrubbed it to P shows (the \
      transition's interactive timing, linear: 0 is the --from image, 1 the --to image). \
      Transparent parts of the images show white. The file appears only once whole. Bad input \
      exits with status 2 and writes nothing.
      """)

  /// The transition's name in the catalog.
  @Argument(help: ArgumentHelp("The transition to render (see --list).", valueName: "name"))
  var name: String?

  /// The path of the first screen's image.
  @Option(help: ArgumentHelp("The PNG image of the screen the transition leaves.", valueName: "file"))
  var from: String?

  /// The path of the second screen's image.
  @Option(help: ArgumentHelp("The PNG image of the screen the transition opens.", valueName: "file"))
  var to: String?

  /// The file to write, ``defaultOutput(for:)`` when `nil`.
  @Option(
    name: .shortAndLong,
    help: ArgumentHelp(
      "The file to write; NAME.png by default (NAME-reversed.png with --reverse, NAME-at-P.png with --progress).",
      valueName: "file"))
  var output: String?

  // Unconditional parsing takes "-1" as the value, so that the range checks below explain it.
  /// The transition's length in seconds, its default length when `nil`.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The transition's length in seconds (0.05–10); its default length if left out.", valueName: "seconds"))
  var duration: Double?

  /// Frames per second of the virtual clock.
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Frames per second of the animated PNG (1–240).", valueName: "fps"))
  var fps = 30

  /// The screen's size in points, the images' when `nil`.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The screen's size in points, WIDTHxHEIGHT; the images must be that size at 1, 2 or 3 pixels a point. The images' size at 1 pixel a point if left out.",
      valueName: "size"))
  var size: PixelSize?

  /// Whether to play the catalog's reversed animator.
  @Flag(help: "Play the transition's way back (a pop, a dismissal, a tab to the left), still from --from to --to.")
  var reverse = false

  /// The progress of the one frame to write, or `nil` for the animated PNG.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Write one PNG of the frame at this progress (0–1) instead of the animated PNG.", valueName: "p")
  )
  var progress: Double?

  /// Whether to list the transitions instead.
  @Flag(help: "List the transitions with a line on each and exit.")
  var list = false

  /// The range of `--duration`, in seconds: long enough for a frame, short enough to render in minutes.
  static let durations = 0.05...10.0

  /// Checks the command line (a known name, both images, every number in range), with one line
  /// for what is wrong.
  func validate() throws {
    guard !list else { return }
    guard let name else {
      throw ValidationError(
        "name the transition to render, like 'segue render cross-dissolve --from A.png --to B.png' (see 'segue render --list')"
      )
    }
    let names = TransitionCatalog.names
    guard names.contains(name) else {
      throw ValidationError(
        "no transition named '\(OneLineError.quoted(name))'; choose one of \(names.joined(separator: ", "))")
    }
    guard from != nil else {
      throw ValidationError("give the image of the screen the transition leaves with --from FILE.png")
    }
    guard to != nil else {
      throw ValidationError("give the image of the screen the transition opens with --to FILE.png")
    }
    if let duration, !Self.durations.contains(duration) {
      throw ValidationError(
        "duration \(String(format: "%g", duration)) is out of range; give seconds from 0.05 to 10, like 0.5")
    }
    guard (1...240).contains(fps) else {
      throw ValidationError("fps \(fps) is out of range; give a whole number from 1 to 240")
    }
    if let progress, !(0...1).contains(progress) {
      throw ValidationError(
        "progress \(String(format: "%g", progress)) is out of range; give a number from 0 to 1, like 0.5")
    }
    if let size {
      try SizeRange.check(size, scale: 1, minimum: ScreenImages.minimumSize, example: "390x844")
    }
  }

  /// Lists the transitions, or reads the images and writes the animated PNG or the frame.
  func run() throws {
    if list {
      for transition in TransitionCatalog.all {
        try StandardOutput.writeLine(
          "\(transition.name.padding(toLength: 20, withPad: " ", startingAt: 0))\(transition.summary)")
      }
      return
    }
    // validate() has checked these.
    guard let name, let from, let to else { return }
    let images = try ScreenImages(fromPath: from, toPath: to, size: size)
    let path = output ?? defaultOutput(for: name)
    try OutputFile.check(path)
    Interruption.catchSignals()
    try MainActor.assumeIsolated {
      guard let transition = TransitionCatalog.transition(named: name) else { return }
      let film = TransitionFilm(size: images.size, scale: images.scale, fps: fps)
      let seconds = duration ?? transition.defaultDuration
      let screens = (
        from: ImageScreen(image: images.from, scale: images.scale, title: "From"),
        to: ImageScreen(image: images.to, scale: images.scale, title: "To")
      )
      if let progress {
        let frame = try film.frame(
          of: transition, reversed: reverse, duration: seconds, at: progress, from: screens.from, to: screens.to)
        try PNG.write(frame, to: path)
        try StandardOutput.writeLine("wrote \(path): \(name) at progress \(String(format: "%g", progress))")
      } else {
        Progress.report("rendering \(name)…")
        _ = try film.record(
          transition, reversed: reverse, duration: seconds, from: screens.from, to: screens.to, into: path)
        try StandardOutput.writeLine(
          "wrote \(path): \(name), \(film.frameCount(duration: seconds)) frames at \(fps) per second")
      }
    }
  }

  /// The file written without `--output`: the transition's name, `-reversed` with `--reverse`,
  /// `-at-P` with `--progress`, in the working folder.
  func defaultOutput(for name: String) -> String {
    name + (reverse ? "-reversed" : "") + (progress.map { "-at-\(String(format: "%g", $0))" } ?? "") + ".png"
  }
}
