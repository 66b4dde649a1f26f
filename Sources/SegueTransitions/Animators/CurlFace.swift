import SegueGeometry
import SegueMotion
import SegueUI

/// The picture side of a piece of a curling page (a strip, or a ``CurlRun`` of strips lying
/// flat): a slice of one picture of the page, on a carriage that turns it, with a light back
/// seen only from behind.
@MainActor
enum CurlFace {
  /// A face showing the slice `part` (in the page's bounds) of `picture`, a picture of the page
  /// whose frame in the container is `page`, at the left of a carriage a `radius` above it, the
  /// edges in `edges` drawn anti-aliased; with the page's back (the picture seen from behind,
  /// under white at ``PageCurlAnimator/backOpacity``) unless `showsBack` is false.
  static func make(
    picture: Layer, part: Rect, page: Rect, radius: Double, edges: EdgeAntialiasingMask, showsBack: Bool = true
  ) -> View {
    let face = View(frame: Rect(x: 0, y: 0, width: part.width, height: part.height))
    face.layer.contents = picture.contents
    face.layer.contentsScale = picture.contentsScale
    face.layer.contentsRect = Rect(
      x: part.minX / page.width, y: part.minY / page.height, width: part.width / page.width,
      height: part.height / page.height)
    face.layer.zPosition = -radius
    face.layer.edgeAntialiasingMask = edges
    guard showsBack else { return face }
    let back = View(frame: face.bounds)
    back.backgroundColor = Color(white: 1, alpha: PageCurlAnimator.backOpacity)
    back.layer.isDoubleSided = false
    back.transform3D = Transform3D(scaleX: -1, y: 1, z: 1)
    back.layer.edgeAntialiasingMask = mirrored(edges)
    face.addSubview(back)
    return face
  }

  /// `edges` with left and right swapped, for a layer mirrored in its superlayer.
  static func mirrored(_ edges: EdgeAntialiasingMask) -> EdgeAntialiasingMask {
    var result = edges.subtracting([.layerLeftEdge, .layerRightEdge])
    if edges.contains(.layerLeftEdge) { result.insert(.layerRightEdge) }
    if edges.contains(.layerRightEdge) { result.insert(.layerLeftEdge) }
    return result
  }
}
