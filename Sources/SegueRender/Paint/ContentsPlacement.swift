import SegueGeometry
import SegueMotion

/// Where a layer's contents image lands in its bounds: the part of the image shown
/// (`contentsRect`) and the rectangle it fills (`contentsGravity`, with the natural size set by
/// `contentsScale`).
struct ContentsPlacement {
  /// The shown part of the image, in its pixels (flipped when `contentsRect` has a negative size).
  let source: Rect
  /// The rectangle of bounds space the shown part fills.
  let destination: Rect

  /// Places a `width` × `height` pixel image as `values` say; `nil` when nothing would show.
  init?(width: Int, height: Int, values: LayerValues) {
    let shown = values.contentsRect
    let source = Rect(
      x: shown.origin.x * Double(width), y: shown.origin.y * Double(height),
      width: shown.size.width * Double(width), height: shown.size.height * Double(height))
    let scale = values.contentsScale > 0 && values.contentsScale.isFinite ? values.contentsScale : 1
    let natural = Size(width: source.width / scale, height: source.height / scale)
    let bounds = values.bounds
    guard natural.width > 0, natural.height > 0, bounds.width > 0, bounds.height > 0 else { return nil }
    self.source = source
    destination = Self.place(natural, in: bounds, values.contentsGravity)
  }

  /// The rectangle an image of `natural` size (points) fills in `bounds` under `gravity`.
  static func place(_ natural: Size, in bounds: Rect, _ gravity: LayerContentsGravity) -> Rect {
    var size = natural
    switch gravity {
    case .resize:
      return bounds
    case .resizeAspect, .resizeAspectFill:
      let fitX = bounds.width / natural.width
      let fitY = bounds.height / natural.height
      let factor = gravity == .resizeAspect ? min(fitX, fitY) : max(fitX, fitY)
      size = Size(width: natural.width * factor, height: natural.height * factor)
    default:
      break
    }
    let x: Double
    switch gravity {
    case .left, .topLeft, .bottomLeft: x = bounds.minX
    case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
    default: x = bounds.midX - size.width / 2
    }
    let y: Double
    switch gravity {
    case .top, .topLeft, .topRight: y = bounds.minY
    case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
    default: y = bounds.midY - size.height / 2
    }
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}
