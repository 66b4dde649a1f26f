import SegueGeometry
import SegueMotion

/// The sublayers of the layers one thread draws in one frame, each list back to front with the
/// maps of its flat sublayers to the device, the rows each leaf can reach and the opaque fill
/// each may hide the others with, those never drawn (hidden, transparent, facing away) left
/// out, worked out once per frame rather than once per band.
///
/// Segue's choice for speed: a frame is drawn in a dozen bands, each walking the whole tree
/// (see ``Compositor/render(_:into:)``), and an explosion's container holds hundreds of tiles
/// of which a band meets a few dozen. Sorting the tiles by depth, mapping each to the device
/// and bounding its rows for every band cost about a tenth of the frame; with the placements
/// kept, a band passes over each tile it misses with one comparison. The result is the one the
/// walk would compute each time, so no byte changes.
///
/// A list is known by its sublayers' storage (the frame's tree is not changed while it is
/// drawn, so storage is neither freed nor reused meanwhile, and two lists sharing storage hold
/// the same layers), how many leading sublayers are left out (a shading drawn with the layer),
/// the layer's sublayer transform about its anchor and the map of its bounds to the device:
/// all a placement depends on. Confined to the thread that made it.
final class SublayerPlacements {
  /// Where a layer's sublayers are drawn from.
  private struct Key: Hashable {
    /// The address of the sublayers' storage.
    let storage: UInt
    /// How many leading sublayers are left out.
    let dropped: Int
    /// The layer's sublayer transform about its anchor point.
    let space: Transform3D
    /// The map of the layer's bounds to the device.
    let toDevice: Transform3D
  }

  /// The placements made so far.
  private var lists: [Key: [SublayerPlacement]] = [:]
  /// Which images are opaque, for the sublayers' opaque covers; `nil` finds none.
  private let images: OpaqueImages?
  /// The size of the frame's canvases.
  private let width: Int
  private let height: Int

  /// No placements yet; with `images`, the sublayers seen in perspective of layers holding at
  /// most ``Compositor/occludingSublayers`` get their opaque covers and their columns within
  /// `width` and rows within `height`.
  init(images: OpaqueImages? = nil, width: Int = 0, height: Int = 0) {
    self.images = images
    self.width = width
    self.height = height
  }

  /// The sublayers of `node` after its first `dropped`, back to front (see
  /// ``DepthPlane/backToFront(_:in:)``), with `node`'s bounds mapping to the device through
  /// `toDevice`; flat sublayers that are not drawn at all (hidden, transparent or facing away)
  /// are left out.
  func sublayers(of node: RenderLayer, dropping dropped: Int, toDevice: Transform3D) -> [SublayerPlacement] {
    guard node.sublayers.count > dropped else { return [] }
    let storage = node.sublayers.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let key = Key(
      storage: storage, dropped: dropped, space: node.values.sublayerTransformAboutAnchor, toDevice: toDevice)
    if let list = lists[key] { return list }
    let covers = node.sublayers.count <= Compositor.occludingSublayers ? images : nil
    let list = Self.place(node, dropping: dropped, toDevice: toDevice, covers: covers, width: width, height: height)
    lists[key] = list
    return list
  }

  /// Works out ``sublayers(of:dropping:toDevice:)``, with opaque covers and areas within
  /// `width` × `height` when `covers` says which images are opaque.
  private static func place(
    _ node: RenderLayer, dropping dropped: Int, toDevice: Transform3D, covers: OpaqueImages?, width: Int, height: Int
  ) -> [SublayerPlacement] {
    let first = node.sublayers.startIndex + min(dropped, node.sublayers.count)
    let space = node.values.sublayerTransformAboutAnchor
    let order = DepthPlane.backToFront(node.sublayers[first...], in: space)
    return order.compactMap { index, chain in
      let sublayer = node.sublayers[index]
      guard !sublayer.values.preservesDepth else { return SublayerPlacement(index: index, chain: chain, device: nil) }
      let device = Compositor.device(chain, toDevice)
      guard Compositor.drawnOpacity(sublayer.values, toDevice: device, inherited: 1) > 0 else { return nil }
      // Only opaque sublayers seen in perspective hide one another (see
      // Compositor.occludingSublayers).
      let covers = device.m14 != 0 && device.m24 == 0 ? covers : nil
      let cover = covers.flatMap { Compositor.opaqueCover(of: sublayer, toDevice: device, images: $0) }
      return SublayerPlacement(
        index: index, chain: chain, device: device, reach: Compositor.leafRows(of: sublayer, toDevice: device),
        opaqueFill: Compositor.opaqueFill(of: sublayer.values, toDevice: device), cover: cover,
        area: cover.flatMap { _ in
          ProjectedQuad(rect: sublayer.values.bounds, matrix: device).flatMap { quad in
            quad.spannedColumns(width: width).flatMap { columns in
              quad.spannedRows(height: height).map { (columns, $0) }
            }
          }
        })
    }
  }
}

/// A sublayer as ``SublayerPlacements`` keeps it.
struct SublayerPlacement {
  /// Its index among its superlayer's sublayers.
  let index: Int
  /// The map from its bounds into its superlayer's plane, unflattened.
  let chain: Transform3D
  /// The map from its bounds to the device, for a flat sublayer; `nil` for a transform layer,
  /// whose planes are placed when it is drawn.
  let device: Transform3D?
  /// The device rows it can draw on, for a leaf without a shadow that can be bounded (see
  /// ``Compositor/leafRows(of:toDevice:)``); `nil` when any row may be drawn.
  var reach: Range<Double>? = nil
  /// The shape it paints first with an opaque colour, replacing what lies beneath, when it
  /// does (see ``Compositor/opaqueFill(of:toDevice:)``).
  var opaqueFill: CoverageRasterizer? = nil
  /// The shape it fills with opaque pixels, replacing what lies beneath, when known (see
  /// ``Compositor/opaqueCover(of:toDevice:images:)``) and looked for.
  var cover: CoverageRasterizer? = nil
  /// The device columns and rows its bounds span, when it has a cover.
  var area: (columns: Range<Int>, rows: Range<Int>)? = nil

  /// Whether it draws nothing on `rows`.
  func misses(_ rows: Range<Int>) -> Bool {
    guard let reach else { return false }
    return reach.upperBound <= Double(rows.lowerBound) || reach.lowerBound >= Double(rows.upperBound)
  }
}
