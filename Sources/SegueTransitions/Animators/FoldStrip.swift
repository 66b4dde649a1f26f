import SegueGeometry
import SegueMotion
import SegueUI

/// One strip of a paper fold: a snapshot of half a fold of a view with a black gradient over
/// it, hinged at the fold's outer edge.
@MainActor
struct FoldStrip {
  /// Which half of its fold a strip is.
  enum Side: CaseIterable {
    /// The left half, hinged at its left edge.
    case left
    /// The right half, hinged at its right edge.
    case right
  }

  /// How a strip is shown.
  enum Pose {
    /// In place, unshaded.
    case flat
    /// Turned edge-on at one edge of the views, fully shaded: at the edge the old view folds
    /// onto (`atEnd`) or the one the new view opens from.
    case closed(atEnd: Bool)
  }

  /// The strip, snapshot and shading, to add to the fold's stage.
  let view: View
  private let shading: View
  private let side: Side
  private let fold: Int
  private let layout: FoldLayout

  /// Cuts the strip `side` of fold `fold` out of `source`.
  init(of source: View, afterScreenUpdates: Bool, fold: Int, side: Side, layout: FoldLayout) {
    self.side = side
    self.fold = fold
    self.layout = layout
    let width = layout.stripWidth
    let offset = layout.offset(ofFold: fold) + (side == .left ? 0 : width)
    let region = Rect(
      x: source.bounds.minX + offset, y: source.bounds.minY, width: width, height: layout.frame.height)
    let snapshot = source.resizableSnapshotView(
      from: region, afterScreenUpdates: afterScreenUpdates, withCapInsets: .zero)
    view = View(frame: snapshot.frame)
    shading = View(frame: view.bounds)
    shading.layer.addSublayer(Self.gradient(in: shading.bounds, reverse: side == .left))
    view.addSubview(snapshot)
    view.addSubview(shading)
    view.layer.anchorPoint = Point(x: side == .left ? 0 : 1, y: 0.5)
    let edges = Self.antialiasedEdges(fold: fold, side: side, folds: layout.folds)
    for layer in [view.layer, snapshot.layer, shading.layer] + shading.layer.sublayers {
      layer.edgeAntialiasingMask = edges
    }
  }

  /// The edges of a strip drawn anti-aliased: the top and bottom, and the left or right edge
  /// of the views; the edges a strip shares with its neighbours are drawn hard, so that no seam
  /// (the background showing through two half-covered pixels) shows between the strips while
  /// the page lies nearly flat.
  private static func antialiasedEdges(fold: Int, side: Side, folds: Int) -> EdgeAntialiasingMask {
    var edges: EdgeAntialiasingMask = [.layerTopEdge, .layerBottomEdge]
    if fold == 0, side == .left { edges.insert(.layerLeftEdge) }
    if fold == folds - 1, side == .right { edges.insert(.layerRightEdge) }
    return edges
  }

  /// Shows the strip in `pose`; inside an animation block the change animates.
  func show(_ pose: Pose) {
    let y = layout.frame.midY
    switch pose {
    case .flat:
      view.center = Point(x: layout.flatHingeX(fold: fold, isLeft: side == .left), y: y)
      view.transform3D = .identity
      shading.alpha = 0
    case .closed(let atEnd):
      view.center = Point(x: layout.closedHingeX(atEnd: atEnd), y: y)
      view.transform3D = Transform3D(rotationAngle: side == .left ? .pi / 2 : -.pi / 2, x: 0, y: 1, z: 0)
      shading.alpha = 1
    }
  }

  /// The article's shadow: black from transparent to opaque, towards the right edge for a left
  /// strip (`reverse`), towards the bottom-left corner for a right one.
  private static func gradient(in bounds: Rect, reverse: Bool) -> GradientLayer {
    let gradient = GradientLayer()
    gradient.frame = bounds
    gradient.colors = [Color(white: 0, alpha: 0), Color(white: 0, alpha: 1)]
    gradient.startPoint = Point(x: reverse ? 0 : 1, y: reverse ? 0.2 : 0)
    gradient.endPoint = Point(x: reverse ? 1 : 0, y: reverse ? 0 : 1)
    return gradient
  }
}
