import SegueGeometry
import SegueImage
import SegueTransitions
import SegueUI

/// An animator's frames at progress 0, ¼, ½, ¾ and 1 side by side, drawn on a small stage
/// whose pages carry a header and rows, so that every motion shows.
@MainActor
enum GoldenStrip {
  /// The progress points of a strip.
  static let progresses = [0, 0.25, 0.5, 0.75, 1.0]
  /// The gap between frames, in pixels.
  static let gap = 2

  /// The strip of `animator` scrubbed on a fresh stage of `size`.
  static func frames(of animator: any AnimatedTransitioning, size: Size = Size(width: 72, height: 128)) -> Bitmap {
    let stage = decoratedStage(size: size)
    let renderer = OffscreenRenderer(for: stage.window, background: Bitmap.Pixel(red: 0, green: 0, blue: 0))
    stage.application.renderer = renderer
    let interaction = stage.scrub(animator, to: 0)
    var frames: [Bitmap] = []
    for progress in progresses {
      interaction.update(progress)
      stage.step()
      frames.append(renderer.frame)
    }
    stage.application.renderer = nil
    interaction.cancel()
    stage.run(for: 3)
    return sideBySide(frames)
  }

  /// A stage of `size` whose pages have a header band and rows.
  static func decoratedStage(size: Size) -> AnimatorStage {
    let stage = AnimatorStage(size: size)
    decorate(stage.from.view, tint: Color(red: 0.1, green: 0.2, blue: 0.55), matchedRow: 0)
    decorate(stage.to.view, tint: Color(red: 0.6, green: 0.25, blue: 0.05), matchedRow: 3)
    return stage
  }

  /// Gives a page a header band and rows in a darker `tint`, marked for matched-views
  /// transitions (which alone notice marks): the header matches the other page's, row
  /// `matchedRow` the other page's matched row, and row 1 has modifiers.
  private static func decorate(_ view: View, tint: Color, matchedRow: Int) {
    let width = view.bounds.width
    let header = View(frame: Rect(x: 0, y: 0, width: width, height: 18))
    header.backgroundColor = tint
    header.transitionID = "header"
    view.addSubview(header)
    for row in 0..<4 {
      let bar = View(
        frame: Rect(x: 8, y: 30 + Double(row) * 22, width: (width - 16) * (1 - 0.15 * Double(row)), height: 12))
      bar.backgroundColor = tint.withAlphaComponent(0.7)
      if row == matchedRow { bar.transitionID = "row" }
      if row == 1 { bar.transitionModifiers = matchedRow == 0 ? [.translate(x: -40, y: 0), .fade] : [.scale(0.5)] }
      view.addSubview(bar)
    }
  }

  /// `frames` left to right with ``gap`` pixels of black between them.
  private static func sideBySide(_ frames: [Bitmap]) -> Bitmap {
    let height = frames.map(\.height).max() ?? 0
    let width = frames.map(\.width).reduce(0, +) + gap * max(frames.count - 1, 0)
    var strip = Bitmap(width: width, height: height, filledWith: Bitmap.Pixel(red: 0, green: 0, blue: 0))
    var left = 0
    for frame in frames {
      for y in 0..<frame.height {
        for x in 0..<frame.width { strip[left + x, y] = frame[x, y] }
      }
      left += frame.width + gap
    }
    return strip
  }
}
