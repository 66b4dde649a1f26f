import SegueGeometry

extension View {
  /// `point`, given in this view's bounds coordinates, in `view`'s bounds coordinates (in the
  /// window's, or the root view's, when `view` is `nil`).
  ///
  /// Conversions go through every transform between the two views, including 3D transforms and
  /// perspective: each view is flattened into its superview's plane as the renderer draws it,
  /// so a point maps to where it shows. A point that lands at or behind the viewer converts to
  /// infinite coordinates, and so does every point converted into a view that a transform
  /// collapses (a zero scale), which is therefore never hit.
  public func convert(_ point: Point, to view: View?) -> Point {
    let toRoot = planeToRoot()
    guard let view else { return toRoot.mapping(point) }
    return view.planeToRoot().planeInverse.mapping(toRoot.mapping(point))
  }

  /// `point`, given in `view`'s bounds coordinates (the window's when `nil`), in this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    let fromRoot = planeToRoot().planeInverse
    guard let view else { return fromRoot.mapping(point) }
    return fromRoot.mapping(view.planeToRoot().mapping(point))
  }

  /// The bounding box of `rect`, given in this view's bounds coordinates, in `view`'s.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    Self.boundingBox(of: rect) { convert($0, to: view) }
  }

  /// The bounding box of `rect`, given in `view`'s bounds coordinates, in this view's.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    Self.boundingBox(of: rect) { convert($0, from: view) }
  }

  /// The matrix that maps this view's bounds plane to its root's (the window's) plane: at each
  /// level the view's transform and its superview's sublayer transform, flattened.
  func planeToRoot() -> Transform3D {
    var matrix = Transform3D.identity
    var view = self
    while let superview = view.superview {
      let level = view.layer.model.transformToSuperlayer
        .concatenating(superview.layer.model.sublayerTransformAboutAnchor)
      matrix = matrix.concatenating(level.flattened)
      view = superview
    }
    return matrix
  }

  private static func boundingBox(of rect: Rect, _ map: (Point) -> Point) -> Rect {
    guard !rect.isNull else { return rect }
    let corners = [
      map(Point(x: rect.minX, y: rect.minY)), map(Point(x: rect.maxX, y: rect.minY)),
      map(Point(x: rect.minX, y: rect.maxY)), map(Point(x: rect.maxX, y: rect.maxY)),
    ]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }
}

extension Transform3D {
  /// The inverse of this flattened plane mapping; when it collapses the plane (determinant 0),
  /// a mapping that sends every point to infinity.
  var planeInverse: Transform3D {
    guard determinant != 0 else {
      var collapsed = Transform3D.identity
      collapsed.m44 = 0
      return collapsed
    }
    return inverted()
  }

  /// The point (`p`, 0) mapped and divided by w; infinite when w is 0 or negative.
  func mapping(_ p: Point) -> Point {
    let v = homogeneous(SIMD4(p.x, p.y, 0, 1))
    guard v.w > 0 else { return Point(x: .infinity, y: .infinity) }
    return Point(x: v.x / v.w, y: v.y / v.w)
  }
}
