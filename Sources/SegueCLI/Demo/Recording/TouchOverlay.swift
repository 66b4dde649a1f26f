import SegueGeometry
import SegueImage

/// The fingers drawn over a recorded frame, as screen recordings of iOS show touches: a
/// translucent grey disc with a darker rim where each finger is. Drawn into a copy of the frame
/// after compositing, never into the app's layers, so the app and the motion check see the
/// frame without them.
struct TouchOverlay {
  /// The disc's radius in points: a fingertip on a phone.
  static let radius = 22.0
  /// The rim's width in points.
  static let rimWidth = 2.0
  /// The disc's fill: mid grey at 45 %, readable on light and dark pages.
  static let fill = (value: 0.5, alpha: 0.45)
  /// The rim: dark grey at 60 %.
  static let rim = (value: 0.2, alpha: 0.6)

  /// `frame` with a disc drawn at each of `points` (pixels), anti-aliased at its edges, its
  /// sizes (points) drawn at `scale` pixels per point.
  static func drawn(_ points: [Point], over frame: Bitmap, scale: Double = 1) -> Bitmap {
    var result = frame
    for point in points { draw(at: point, scale: scale, into: &result) }
    return result
  }

  private static func draw(at point: Point, scale: Double, into bitmap: inout Bitmap) {
    let radius = Self.radius * scale
    let rimWidth = Self.rimWidth * scale
    let reach = radius + 1
    let minX = max(0, Int((point.x - reach).rounded(.down)))
    let maxX = min(bitmap.width - 1, Int((point.x + reach).rounded(.up)))
    let minY = max(0, Int((point.y - reach).rounded(.down)))
    let maxY = min(bitmap.height - 1, Int((point.y + reach).rounded(.up)))
    guard minX <= maxX, minY <= maxY else { return }
    for y in minY...maxY {
      for x in minX...maxX {
        let distance = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: point)
        let disc = min(max(radius + 0.5 - distance, 0), 1)
        guard disc > 0 else { continue }
        let inner = min(max(radius - rimWidth + 0.5 - distance, 0), 1)
        blend(value: fill.value, alpha: fill.alpha * inner, at: x, y, into: &bitmap)
        blend(value: rim.value, alpha: rim.alpha * (disc - inner), at: x, y, into: &bitmap)
      }
    }
  }

  /// Blends grey `value` (premultiplied by `alpha`) over the pixel at (`x`, `y`).
  private static func blend(value: Double, alpha: Double, at x: Int, _ y: Int, into bitmap: inout Bitmap) {
    guard alpha > 0 else { return }
    let old = bitmap[x, y]
    let keep = 1 - alpha
    func over(_ channel: UInt8, _ source: Double) -> UInt8 {
      UInt8(min(255, (source * 255 + Double(channel) * keep).rounded()))
    }
    let source = value * alpha
    bitmap[x, y] = Bitmap.Pixel(
      red: over(old.red, source), green: over(old.green, source), blue: over(old.blue, source),
      alpha: over(old.alpha, alpha))
  }
}
