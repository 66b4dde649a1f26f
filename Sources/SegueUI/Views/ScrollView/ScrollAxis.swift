import SegueGeometry

/// One of a scroll view's two directions, to write the physics once for both.
enum ScrollAxis: CaseIterable {
  /// Along x.
  case horizontal
  /// Along y.
  case vertical

  /// The axis's component of `point`.
  func component(of point: Point) -> Double {
    self == .horizontal ? point.x : point.y
  }

  /// `point` with its component on this axis replaced by `value`.
  func replacing(_ value: Double, in point: Point) -> Point {
    self == .horizontal ? Point(x: value, y: point.y) : Point(x: point.x, y: value)
  }

  /// The axis's length of `size`.
  func length(of size: Size) -> Double {
    self == .horizontal ? size.width : size.height
  }

  /// The insets at the axis's start (left or top) and end (right or bottom).
  func ends(of insets: EdgeInsets) -> (leading: Double, trailing: Double) {
    self == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
  }
}
