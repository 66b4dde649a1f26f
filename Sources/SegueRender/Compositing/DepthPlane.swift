import SegueGeometry
import SegueMotion

/// A flat layer inside a transform layer's shared 3D space, with the map from its bounds into
/// the plane the 3D space is finally flattened into.
///
/// Ordering rule: the planes of a transform layer (its sublayers, and those of nested
/// transform layers, recursively) are drawn back to front by the depth of the centre of each
/// one's bounds, measured as z / w after every transform up to that plane (perspective
/// included), larger being nearer the viewer. Ties keep tree order (which already sorts
/// siblings by `zPosition`). Planes that cross are not split.
struct DepthPlane {
  /// The flat layer.
  let node: RenderLayer
  /// Its bounds → the flattening plane, unflattened.
  let chain: Transform3D
  /// The product of the enclosing transform layers' opacities.
  let opacity: Double
  /// The depth of its centre; larger is nearer.
  let depth: Double

  /// The planes below the transform layer `node` (whose bounds map into the flattening plane
  /// through `chain`), back to front; `opacity` comes from enclosing transform layers.
  static func planes(of node: RenderLayer, chain: Transform3D, opacity: Double) -> [DepthPlane] {
    var planes: [DepthPlane] = []
    collect(node, chain: chain, opacity: opacity, into: &planes)
    return planes.enumerated()
      .sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
      .map(\.element)
  }

  private static func collect(_ node: RenderLayer, chain: Transform3D, opacity: Double, into planes: inout [DepthPlane])
  {
    let combined = min(max(node.values.opacity, 0), 1) * opacity
    guard !node.values.isHidden, combined > 0 else { return }
    let space = node.values.sublayerTransformAboutAnchor.concatenating(chain)
    for sublayer in node.sublayers {
      let sublayerChain = sublayer.values.transformToSuperlayer.concatenating(space)
      if sublayer.values.preservesDepth {
        collect(sublayer, chain: sublayerChain, opacity: combined, into: &planes)
      } else {
        let centreDepth = depth(of: sublayer.values.bounds, sublayerChain)
        planes.append(DepthPlane(node: sublayer, chain: sublayerChain, opacity: combined, depth: centreDepth))
      }
    }
  }

  /// The sublayers of a flat layer, as their indices with their maps into its plane (each
  /// one's transform, then the layer's sublayer transform `space`), back to front: in tree order
  /// (already sorted by `zPosition`), then, when some of them stand at different depths (turned
  /// in 3D, or moved along z), stably by the depth of each one's centre as for the planes of a
  /// transform layer. Core Animation sorts the sublayers it flattens into a layer this way, so a
  /// paper fold's strips turned away behind the flat page stay hidden behind it whatever their
  /// order in the tree.
  static func backToFront(_ sublayers: ArraySlice<RenderLayer>, in space: Transform3D) -> [(Int, Transform3D)] {
    let placed = sublayers.indices.map { ($0, sublayers[$0].values.transformToSuperlayer.concatenating(space)) }
    let depths = placed.map { sortingDepth(of: sublayers[$0.0], $0.1) }
    guard let first = depths.first, depths.contains(where: { $0 != first }) else { return placed }
    return placed.indices
      .sorted { (depths[$0], $0) < (depths[$1], $1) }
      .map { placed[$0] }
  }

  /// Whether ``backToFront(_:in:)`` keeps the tree order of `sublayers`: all stand at one depth.
  static func keepsTreeOrder(_ sublayers: [RenderLayer], in space: Transform3D) -> Bool {
    guard let first = sublayers.first else { return true }
    let depth = sortingDepth(of: first, first.values.transformToSuperlayer.concatenating(space))
    return sublayers.dropFirst().allSatisfy {
      sortingDepth(of: $0, $0.values.transformToSuperlayer.concatenating(space)) == depth
    }
  }

  /// The depth a sublayer is sorted by: its centre's, on a grid of a millionth of a point, so
  /// that rounding left by a turn of π or π/2 (a flipped card's centre at 1e-14) does not
  /// reorder siblings that stand at one depth; NaN sorts behind everything.
  private static func sortingDepth(of layer: RenderLayer, _ chain: Transform3D) -> Double {
    let depth = depth(of: layer.values.bounds, chain)
    guard depth.isFinite else { return depth.isNaN ? -.infinity : depth }
    return (depth * 1e6).rounded() / 1e6
  }

  /// The depth z / w of the centre of `bounds` through `chain`; −∞ behind the viewer.
  private static func depth(of bounds: Rect, _ chain: Transform3D) -> Double {
    let centre = chain.homogeneous(SIMD4(bounds.midX, bounds.midY, 0, 1))
    return centre.w > 0 ? centre.z / centre.w : -.infinity
  }
}
