import SegueGeometry
import SegueImage
import SegueMotion

/// The view ``View/resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`` returns: a
/// picture whose edges keep their size under `capInsets` while the middle stretches.
@MainActor
final class ResizableSnapshotView: View {
  /// The picture, drawn over whole pixels.
  let picture: Bitmap
  /// The part of the picture that shows the part of the view asked for, in unit coordinates.
  let crop: Rect
  /// The edges that keep their size, in points.
  let capInsets: EdgeInsets
  /// The nine slices (corners, edges, middle) when there are caps, row by row.
  private var slices: [Layer] = []
  /// The picture's size in points.
  private let pictureSize: Size

  init(frame: Rect, picture: Bitmap, crop: Rect, scale: Double, capInsets: EdgeInsets) {
    self.picture = picture
    self.crop = crop
    self.capInsets = capInsets
    self.pictureSize = frame.size
    super.init(frame: frame)
    if capInsets == EdgeInsets.zero {
      layer.contents = picture
      layer.contentsRect = crop
      layer.contentsScale = scale
      return
    }
    for index in 0..<9 {
      let slice = Layer()
      slice.contents = picture
      slice.contentsScale = scale
      slice.anchorPoint = .zero
      slice.edgeAntialiasingMask = Self.outerEdges(row: index / 3, column: index % 3)
      layer.addSublayer(slice)
      slices.append(slice)
    }
  }

  override func layoutSubviews() {
    guard !slices.isEmpty, pictureSize.width > 0, pictureSize.height > 0 else { return }
    let insets = capInsets
    let source = Self.cuts(insets.left, insets.right, length: pictureSize.width)
    let sourceY = Self.cuts(insets.top, insets.bottom, length: pictureSize.height)
    let target = Self.cuts(insets.left, insets.right, length: bounds.width)
    let targetY = Self.cuts(insets.top, insets.bottom, length: bounds.height)
    for row in 0..<3 {
      for column in 0..<3 {
        let slice = slices[row * 3 + column]
        slice.contentsRect = Rect(
          x: crop.minX + source[column] / pictureSize.width * crop.width,
          y: crop.minY + sourceY[row] / pictureSize.height * crop.height,
          width: (source[column + 1] - source[column]) / pictureSize.width * crop.width,
          height: (sourceY[row + 1] - sourceY[row]) / pictureSize.height * crop.height)
        slice.bounds = Rect(
          x: 0, y: 0, width: target[column + 1] - target[column], height: targetY[row + 1] - targetY[row])
        slice.position = Point(x: bounds.minX + target[column], y: bounds.minY + targetY[row])
      }
    }
  }

  /// The edges of slice (`row`, `column`) on the picture's outline, drawn anti-aliased; the
  /// edges two slices share are drawn hard, so that no seam shows where they meet inside a pixel.
  private static func outerEdges(row: Int, column: Int) -> EdgeAntialiasingMask {
    var edges: EdgeAntialiasingMask = []
    if column == 0 { edges.insert(.layerLeftEdge) }
    if column == 2 { edges.insert(.layerRightEdge) }
    if row == 0 { edges.insert(.layerTopEdge) }
    if row == 2 { edges.insert(.layerBottomEdge) }
    return edges
  }

  /// The four cut positions along one axis: 0, the leading cap, length minus the trailing cap,
  /// length; caps that do not fit share the length in proportion.
  private static func cuts(_ leading: Double, _ trailing: Double, length: Double) -> [Double] {
    let caps = leading + trailing
    let scale = caps > length && caps > 0 ? length / caps : 1
    return [0, leading * scale, length - trailing * scale, length]
  }
}
