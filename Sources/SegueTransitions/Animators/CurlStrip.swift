import SegueGeometry
import SegueMotion
import SegueUI

/// One strip of a curling page: a vertical slice of a picture of the page, lying a radius below
/// the line it turns about, with a light back seen only from behind and a black shade whose
/// opacity follows its angle.
@MainActor
struct CurlStrip {
  /// The strip's carriage, to add to the curl's transform view: its position is the line the
  /// strip turns about, its transform the turn.
  let view: TransformView
  /// The x of the strip's middle on the flat page, in the container's coordinates: the line of
  /// the page the strip follows.
  let line: Double
  private let shade: View

  /// The slice `part` (in the page's bounds) of `picture`, a picture of the page whose frame in
  /// the container is `page`, turning about a line `radius` above it; the edges in `edges` are
  /// drawn anti-aliased.
  init(picture: Layer, part: Rect, page: Rect, radius: Double, edges: EdgeAntialiasingMask) {
    let frame = part.offsetBy(dx: page.minX, dy: page.minY)
    view = TransformView(frame: frame)
    view.layer.zPosition = radius
    line = frame.midX
    let face = View(frame: view.bounds)
    face.layer.contents = picture.contents
    face.layer.contentsScale = picture.contentsScale
    face.layer.contentsRect = Rect(
      x: part.minX / page.width, y: part.minY / page.height, width: part.width / page.width,
      height: part.height / page.height)
    face.layer.zPosition = -radius
    let back = View(frame: face.bounds)
    back.backgroundColor = Color(white: 1, alpha: PageCurlAnimator.backOpacity)
    back.layer.isDoubleSided = false
    back.transform3D = Transform3D(scaleX: -1, y: 1, z: 1)
    shade = View(frame: face.bounds)
    shade.backgroundColor = Color(white: 0, alpha: 1)
    shade.alpha = 0
    face.addSubview(back)
    face.addSubview(shade)
    view.addSubview(face)
    face.layer.edgeAntialiasingMask = edges
    shade.layer.edgeAntialiasingMask = edges
    back.layer.edgeAntialiasingMask = Self.mirrored(edges)
  }

  /// `edges` with left and right swapped, for a layer mirrored in its superlayer.
  private static func mirrored(_ edges: EdgeAntialiasingMask) -> EdgeAntialiasingMask {
    var result = edges.subtracting([.layerLeftEdge, .layerRightEdge])
    if edges.contains(.layerLeftEdge) { result.insert(.layerRightEdge) }
    if edges.contains(.layerRightEdge) { result.insert(.layerLeftEdge) }
    return result
  }

  /// Shows the strip in `pose`: the carriage at the pose's axis, turned so that the strip's
  /// right side rises towards the viewer, shaded in proportion to its angle from lying flat
  /// (face up or face down); inside an animation block the change animates.
  func show(_ pose: CurlCylinder.Pose) {
    view.center = Point(x: pose.axis, y: view.center.y)
    view.transform3D = Transform3D(rotationAngle: -pose.angle, x: 0, y: 1, z: 0)
    shade.alpha = PageCurlAnimator.shading * min(pose.angle, .pi - pose.angle) / (.pi / 2)
  }
}
