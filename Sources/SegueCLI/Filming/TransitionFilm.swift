import Foundation
import SegueGeometry
import SegueImage
import SegueImageIO
import SegueMotion
import SegueTesting
import SegueTransitions
import SegueUI

/// Films the catalog's transitions in a ``TransitionHarness`` (the container the library's tests
/// run them in): a whole run as after a tap, every frame written to an animated PNG as it is
/// drawn and a few kept for a contact sheet, or the one frame a finger that scrubbed the
/// transition to a progress shows, as pixels or as the layer tree drawn.
@MainActor
struct TransitionFilm {
  /// How many cells a run's contact sheet has: its first frame, its last, and evenly between.
  static let sheetCells = 6
  /// The width of a contact sheet's cells, in pixels, as the demo's.
  static let sheetCellWidth = 120

  /// The screen's size in points.
  let size: PixelSize
  /// Device pixels per point: frames are `size` times this.
  let scale: Int
  /// Frames per second of the virtual clock.
  let fps: Int

  /// How many frames a run of `duration` seconds has: one per refresh from the transition's
  /// first frame (progress 0) to the first at or after its end (the end state), that is
  /// ⌈duration × fps⌉ + 1.
  func frameCount(duration: Double) -> Int {
    Int((duration * Double(fps) - 1e-6).rounded(.up)) + 1
  }

  /// Plays `transition` (the way back when `reversed`, lasting `duration` seconds) from `from`
  /// to `to` as after a tap, and writes its ``frameCount(duration:)`` frames to an animated PNG
  /// at `path`, which appears only once whole; returns ``sheetCells`` of them, shrunk to
  /// ``sheetCellWidth`` and labelled with their times, for a contact sheet.
  func record(
    _ transition: CatalogTransition, reversed: Bool, duration: Double, from: ViewController, to: ViewController,
    into path: String
  ) throws -> [(image: Bitmap, label: String)] {
    let count = frameCount(duration: duration)
    let movie = try AnimatedPNGWriter(
      path: path, width: size.width * scale, height: size.height * scale, frameDelay: (1, UInt16(fps)))
    let shown = Set(
      (0..<Self.sheetCells).map { ($0 * (count - 1) + (Self.sheetCells - 1) / 2) / (Self.sheetCells - 1) })
    let thumbnails = ContactSheet(columns: 1, cellWidth: Self.sheetCellWidth)
    var sheet: [(image: Bitmap, label: String)] = []
    var failure: (any Error)?
    let harness = makeHarness()
    // Drawing stops after the last frame wanted, or at the first failure (an interruption).
    harness.frameHandler = { number, frame in
      guard number < count, failure == nil else { return false }
      do {
        try Interruption.check()
        try movie.append(frame)
        if shown.contains(number) {
          sheet.append((thumbnails.thumbnail(of: frame), String(format: "%.2fs", Double(number) / Double(fps))))
        }
      } catch {
        failure = error
      }
      return failure == nil && number + 1 < count
    }
    let run = harness.run(
      transition.animator(reversed: reversed, duration: duration), from: from, to: to, recordingFrames: true)
    if let failure { throw failure }
    try Self.check(run, of: transition)
    guard movie.frameCount == count else {
      throw Self.fault(of: transition, "it ended after \(movie.frameCount) of its \(count) frames")
    }
    try movie.finish()
    return sheet
  }

  /// The frame `transition` (the way back when `reversed`, lasting `duration` seconds) shows
  /// from `from` to `to` at `progress`: the frame drawn once a ``PercentDrivenInteractiveTransition``
  /// has scrubbed it there, as a finger does, so at `progress` of the animator's interactive
  /// timing (linear, in every animator of the catalog); the run then finishes undrawn.
  func frame(
    of transition: CatalogTransition, reversed: Bool, duration: Double, at progress: Double, from: ViewController,
    to: ViewController
  ) throws -> Bitmap {
    try scrubbed(
      transition, reversed: reversed, duration: duration, to: progress, from: from, to: to, compositing: true
    ) { harness, keep in
      harness.frameHandler = { number, frame in
        if number == Self.scrubbedFrame { keep(frame) }
        return number < Self.scrubbedFrame
      }
    }
  }

  /// The layer tree behind ``frame(of:reversed:duration:at:from:to:)``'s frame, with the frame's
  /// size and scale: what a renderer is given to draw at `progress`, composited by nobody here.
  func capture(
    of transition: CatalogTransition, reversed: Bool, duration: Double, at progress: Double, from: ViewController,
    to: ViewController
  ) throws -> CapturedFrame {
    let tree: RenderLayer = try scrubbed(
      transition, reversed: reversed, duration: duration, to: progress, from: from, to: to, compositing: false
    ) { harness, keep in
      harness.treeHandler = { number, tree in
        if number == Self.scrubbedFrame { keep(tree) }
      }
    }
    return CapturedFrame(tree: tree, width: size.width * scale, height: size.height * scale, scale: Double(scale))
  }

  /// What `install` keeps of the scrubbed frame (it sets the harness's handlers to call `keep`
  /// with it) once `transition` is scrubbed to `progress` as ``frame(of:reversed:duration:at:from:to:)``
  /// describes, the frames composited when `compositing`.
  private func scrubbed<Kept>(
    _ transition: CatalogTransition, reversed: Bool, duration: Double, to progress: Double, from: ViewController,
    to: ViewController, compositing: Bool, install: (TransitionHarness, @escaping (Kept) -> Void) -> Void
  ) throws -> Kept {
    var kept: Kept?
    let harness = makeHarness()
    install(harness) { kept = $0 }
    try scrub(
      transition, reversed: reversed, duration: duration, to: progress, from: from, to: to, in: harness,
      compositing: compositing)
    guard let kept else { throw Self.fault(of: transition, "it drew no frame") }
    return kept
  }

  /// The number of the frame that shows a scrubbed progress: frame 0 begins the transition, the
  /// harness then scrubs it, and frame 1 shows it.
  private static let scrubbedFrame = 1

  /// Runs `transition` in `harness`, scrubbed to `progress` as a finger does and then finished,
  /// its frames composited when `compositing` (for the harness's handlers); throws unless it kept
  /// every contract.
  private func scrub(
    _ transition: CatalogTransition, reversed: Bool, duration: Double, to progress: Double, from: ViewController,
    to: ViewController, in harness: TransitionHarness, compositing: Bool
  ) throws {
    let run = harness.run(
      transition.animator(reversed: reversed, duration: duration), from: from, to: to,
      scenario: .interactive(progress: [progress], finishes: true), recordingFrames: compositing)
    try Interruption.check()
    try Self.check(run, of: transition)
  }

  /// A harness of this film's size, scale and frame rate.
  private func makeHarness() -> TransitionHarness {
    let harness = TransitionHarness(
      size: Size(width: Double(size.width), height: Double(size.height)), framesPerSecond: fps)
    harness.scale = Double(scale)
    return harness
  }

  /// Throws unless `run` completed and kept every contract: a fault of the library, not of the input.
  private static func check(_ run: TransitionRun, of transition: CatalogTransition) throws {
    if let problem = run.problems.first { throw fault(of: transition, problem) }
    guard run.completed == true else { throw fault(of: transition, "it did not complete") }
  }

  /// The error for a transition that misbehaved: exit status 1, and a line asking for a report.
  private static func fault(of transition: CatalogTransition, _ problem: String) -> CommandError {
    CommandError(
      description:
        "the transition \(transition.name) went wrong: \(OneLineError.quoted(problem)) — this is a fault of Segue; please report it"
    )
  }
}
