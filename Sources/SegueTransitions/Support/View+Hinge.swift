import SegueGeometry
import SegueUI

extension View {
  /// Moves the view's anchor point to the middle of `edge`, the view staying where it is, so
  /// that its transform turns it about that edge. ``TransitionCleanup`` puts the anchor of the
  /// view that leaves back, and of the one that arrives after a cancel.
  func hinge(at edge: RectEdge) {
    moveAnchorPoint(to: edge.anchor)
  }

  /// Moves the view's anchor point to `anchor` (unit coordinates), the view staying where it is
  /// under any transform: the position moves by the anchor's move through the transform's
  /// plane part (a frame round trip would grow the bounds of a turned view).
  func moveAnchorPoint(to anchor: Point) {
    let old = layer.anchorPoint
    let step = Point(x: (anchor.x - old.x) * layer.bounds.width, y: (anchor.y - old.y) * layer.bounds.height)
    let transform = layer.transform
    layer.anchorPoint = anchor
    layer.position = Point(
      x: layer.position.x + step.x * transform.m11 + step.y * transform.m21,
      y: layer.position.y + step.x * transform.m12 + step.y * transform.m22)
  }
}

extension RectEdge {
  /// The middle of this edge as a unit anchor point.
  var anchor: Point {
    switch self {
    case .minXEdge: Point(x: 0, y: 0.5)
    case .maxXEdge: Point(x: 1, y: 0.5)
    case .minYEdge: Point(x: 0.5, y: 0)
    case .maxYEdge: Point(x: 0.5, y: 1)
    }
  }

  /// A quarter turn about this edge that brings the opposite edge towards the viewer, for a
  /// view anchored at this edge's middle.
  var standingTurn: Transform3D {
    switch self {
    case .minXEdge: Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
    case .maxXEdge: Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    case .minYEdge: Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
    case .maxYEdge: Transform3D(rotationAngle: -.pi / 2, x: 1, y: 0, z: 0)
    }
  }
}
