import Foundation
import SegueGeometry
import SegueImageIO
import SegueMotion
import SegueRender

/// Runs a demo scene on a virtual clock and renders every frame.
struct DemoRecorder {
  /// The result of recording one scene.
  struct Recording {
    /// The frames as an animated PNG.
    var movie: AnimatedPNG
    /// The frames with their labels, for the contact sheet.
    var sheetFrames: [(image: Bitmap, label: String)]
    /// How many frames were rendered.
    var frameCount: Int
    /// The median time to composite one frame, in milliseconds (wall clock).
    var medianRenderMilliseconds: Double
  }

  /// The frame size in pixels (one point per pixel).
  let size: PixelSize
  /// Frames per second of the virtual clock.
  let fps: Int
  /// The transition's length in seconds.
  let duration: Double

  /// Renders `scene` at times 0, 1/fps, … up to `duration` (both ends included).
  @MainActor
  func record(_ scene: DemoScene) throws -> Recording {
    let clock = VirtualClock()
    let root = scene.makeRoot(size: Size(width: Double(size.width), height: Double(size.height)), duration: duration)
    let compositor = Compositor(background: Color.black.premultipliedPixel)
    let lastFrame = Int((duration * Double(fps)).rounded())
    var movie = AnimatedPNG(width: size.width, height: size.height, frameDelay: (1, UInt16(fps)))
    var sheetFrames: [(image: Bitmap, label: String)] = []
    var renderTimes: [Double] = []
    let stopwatch = ContinuousClock()
    for frame in 0...lastFrame {
      clock.advance(to: Double(frame) / Double(fps))
      root.commit(at: clock.now)
      let tree = root.renderTree(at: clock.now)
      var bitmap = Bitmap(width: 0, height: 0)
      let elapsed = stopwatch.measure {
        bitmap = compositor.render(tree, width: size.width, height: size.height)
      }
      renderTimes.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
      try movie.append(bitmap)
      sheetFrames.append((bitmap, String(format: "#%d %.3fs", frame, clock.now)))
    }
    renderTimes.sort()
    return Recording(
      movie: movie, sheetFrames: sheetFrames, frameCount: lastFrame + 1,
      medianRenderMilliseconds: (renderTimes[renderTimes.count / 2] * 100).rounded() / 100)
  }
}
