import SegueGeometry
import SegueMotion
import SegueUI

/// One strip of a curling page: a vertical slice of a picture of the page, lying a radius below
/// the line it turns about, with a light back seen only from behind and a black shade whose
/// opacity follows its angle.
@MainActor
struct CurlStrip {
  /// The strip's carriage, to add to the curl's transform view: its position is the line the
  /// strip turns about, its transform the turn. A ``CurlRun`` starting at this strip rides on it.
  let view: TransformView
  /// The x of the strip's middle on the flat page, in the container's coordinates: the line of
  /// the page the strip follows.
  let line: Double
  /// The strip's face, the carriage's first subview, made transparent while a ``CurlRun`` draws
  /// the strip.
  let face: View
  private let shade: View

  /// The slice `part` (in the page's bounds) of `picture`, a picture of the page whose frame in
  /// the container is `page`, turning about a line `radius` above it; the edges in `edges` are
  /// drawn anti-aliased.
  init(picture: Layer, part: Rect, page: Rect, radius: Double, edges: EdgeAntialiasingMask) {
    let frame = part.offsetBy(dx: page.minX, dy: page.minY)
    view = TransformView(frame: frame)
    view.layer.zPosition = radius
    line = frame.midX
    face = CurlFace.make(picture: picture, part: part, page: page, radius: radius, edges: edges)
    shade = View(frame: face.bounds)
    shade.backgroundColor = Color(white: 0, alpha: 1)
    shade.alpha = 0
    shade.layer.edgeAntialiasingMask = edges
    face.addSubview(shade)
    view.addSubview(face)
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
