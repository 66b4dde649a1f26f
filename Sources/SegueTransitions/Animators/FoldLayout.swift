import SegueGeometry

/// Where a paper fold's strips go: `folds` folds across `frame`, each two strips of half a
/// fold's width, hinged at the fold's outer edges.
struct FoldLayout {
  /// The views' frame in the container's coordinates.
  let frame: Rect
  /// The number of folds.
  let folds: Int
  /// Whether the old view folds onto the left edge (else the right).
  let reverse: Bool

  /// The width of one strip: half a fold.
  var stripWidth: Double { frame.width * 0.5 / Double(folds) }

  /// The x, in the view's bounds, where the left strip of fold `index` starts.
  func offset(ofFold index: Int) -> Double {
    Double(index) * stripWidth * 2
  }

  /// The x of a strip's hinge while its fold lies flat: the fold's left edge for a left strip,
  /// its right edge for a right strip.
  func flatHingeX(fold index: Int, isLeft: Bool) -> Double {
    frame.minX + offset(ofFold: index) + (isLeft ? 0 : stripWidth * 2)
  }

  /// The x of every hinge while folded: the edge the old view folds onto (`atEnd`) or the one
  /// the new view opens from.
  func closedHingeX(atEnd: Bool) -> Double {
    atEnd != reverse ? frame.maxX : frame.minX
  }
}
