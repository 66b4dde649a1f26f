import SegueGeometry

extension View {
  /// `point`, given in this view's bounds coordinates, in `view`'s bounds coordinates (in the
  /// window's, or the root view's, when `view` is `nil`).
  ///
  /// Conversions go through every transform between the two views (up to their nearest common
  /// ancestor, so that what is above both, an ancestor turned edge-on say, plays no part),
  /// including 3D transforms and perspective: each view is flattened into its superview's plane
  /// as the renderer draws it, so a point maps to where it shows. A point that lands at or
  /// behind the viewer converts to infinite coordinates, and so does every point converted into
  /// a view that a transform between the two collapses (a zero scale), which is therefore never
  /// hit.
  public func convert(_ point: Point, to view: View?) -> Point {
    guard let view else { return planeToRoot().mapping(point) }
    let ancestor = nearestCommonAncestor(with: view)
    return view.plane(upTo: ancestor).planeInverse.mapping(plane(upTo: ancestor).mapping(point))
  }

  /// `point`, given in `view`'s bounds coordinates (the window's when `nil`), in this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    guard let view else { return planeToRoot().planeInverse.mapping(point) }
    return view.convert(point, to: self)
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
    plane(upTo: nil)
  }

  /// The matrix that maps this view's bounds plane to `ancestor`'s (its root's when `nil` or
  /// not an ancestor), as ``planeToRoot()`` builds it.
  private func plane(upTo ancestor: View?) -> Transform3D {
    var matrix = Transform3D.identity
    var view = self
    while view !== ancestor, let superview = view.superview {
      let level = view.layer.model.transformToSuperlayer
        .concatenating(superview.layer.model.sublayerTransformAboutAnchor)
      matrix = matrix.concatenating(level.flattened)
      view = superview
    }
    return matrix
  }

  /// The nearest view that is `view` or one of its ancestors and also this view or one of its
  /// ancestors; `nil` when the two are in different trees.
  private func nearestCommonAncestor(with view: View) -> View? {
    var (mine, theirs): (View?, View?) = (self, view)
    var (myDepth, theirDepth) = (depth, view.depth)
    while myDepth > theirDepth { (mine, myDepth) = (mine?.superview, myDepth - 1) }
    while theirDepth > myDepth { (theirs, theirDepth) = (theirs?.superview, theirDepth - 1) }
    while let one = mine, let other = theirs, one !== other { (mine, theirs) = (one.superview, other.superview) }
    return mine === theirs ? mine : nil
  }

  /// How many superviews are above this view.
  private var depth: Int {
    var count = 0
    var view = self
    while let superview = view.superview { (count, view) = (count + 1, superview) }
    return count
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
