import SegueGeometry
import SegueImage
import SegueMotion

extension Compositor {
  /// The most sublayers a layer may have for its sublayers to be looked at as occluders of one
  /// another (see ``Occlusion``): each is compared with every later one in every band, which for
  /// an explosion's hundreds of tiles, that rarely overlap, would cost more than it saves.
  ///
  /// Segue's choice for speed: only opaque sublayers seen in perspective are looked at, as
  /// occluders and as occluded (a fold's strips, a cube's faces). A flat screen's layers are
  /// mostly drawn by blits and fills, whose covered parts ``opaqueFill(of:toDevice:)`` and the
  /// deferred blits already spare, and working out occluders' runs in every band for layers
  /// that gain nothing from them cost a turned page's frame a tenth more.
  static let occludingSublayers = 64

  /// The fewest columns and rows an occluder must share with a sublayer drawn before it to be
  /// handed to its paints, and at least a quarter of the sublayer's columns: neighbours that
  /// share an edge (a list's cells, a fold's strips) or overlap a little are not worth working
  /// out the runs of.
  static let occludedPixels = 8

  /// The shape that `node`, its bounds mapping to the device through `toDevice`, drawn under
  /// `inherited` opacity into a canvas, fills with opaque pixels whatever lies beneath: its
  /// contents, when they are an opaque image read within its pixels; else its background, when
  /// that colour is opaque; else, when the layer has no contents and paints nothing itself, does
  /// not mask and casts no shadow (so that its sublayers are drawn straight into the same
  /// canvas, none of them drawn with it as its shading), its first sublayer's, under the opacity
  /// the layer hands down to it, if any (see ``passedOpacity(_:inherited:)``). `nil` when none
  /// is known, or the layer is not drawn at full opacity or is a transform layer; `images` says
  /// which images are opaque.
  static func opaqueCover(
    of node: RenderLayer, toDevice: Transform3D, inherited: Double = 1, images: OpaqueImages
  ) -> CoverageRasterizer? {
    let values = node.values
    guard !values.preservesDepth, drawnOpacity(values, toDevice: toDevice, inherited: inherited) == 255 else {
      return nil
    }
    if let image = values.contents, !image.isEmpty,
      let placement = ContentsPlacement(width: image.width, height: image.height, values: values),
      placement.source.minX >= 0, placement.source.minY >= 0, placement.source.width > 0,
      placement.source.height > 0, placement.source.maxX <= Double(image.width),
      placement.source.maxY <= Double(image.height), images.isOpaque(image)
    {
      let clip = values.masksToBounds ? RoundedBox(values.bounds, radius: values.cornerRadius) : nil
      let box = clip == nil ? placement.destination : placement.destination.intersection(values.bounds)
      return CoverageRasterizer(
        shape: CoverageShape(box: box, rounding: clip, antialiased: values.antialiasedEdges), matrix: toDevice)
    }
    let painter = LayerPainter(values: values, toDevice: toDevice, scale: 1)
    if let color = values.backgroundColor, color.alpha >= 1 {
      return CoverageRasterizer(shape: painter.gradientShape, matrix: toDevice)
    }
    guard values.contents == nil, painter.paintCount == 0, !values.masksToBounds,
      !(values.shadow.color.alpha > 0 && values.shadow.opacity > 0), let first = node.sublayers.first
    else { return nil }
    let chain = first.values.transformToSuperlayer.concatenating(values.sublayerTransformAboutAnchor)
    return opaqueCover(
      of: first, toDevice: device(chain, toDevice), inherited: passedOpacity(node, inherited: inherited) ?? 1,
      images: images)
  }

  /// Whether an occluder spanning `cover` may trim the runs of a sublayer spanning `columns`: it
  /// shares at least `least` of them and reaches one of their ends (``Occlusion`` takes runs off
  /// their ends only, so a card lying inside its background's columns trims nothing of it).
  private static func mayTrim(_ columns: Range<Int>, by cover: Range<Int>, least: Int) -> Bool {
    cover.clamped(to: columns).count >= least
      && (cover.lowerBound <= columns.lowerBound || cover.upperBound >= columns.upperBound)
  }

  /// The occlusion each of `sublayers` (back to front) is drawn under in `canvas`: `inherited`
  /// (what covers the canvas after the layer holding them) with the opaque covers of the
  /// sublayers drawn after it that share rows of the canvas with it and may trim its runs (see
  /// ``occludedPixels``); `nil`
  /// when no sublayer gets more than `inherited`.
  func occlusions(
    of sublayers: ArraySlice<SublayerPlacement>, inheriting inherited: Occlusion?, in canvas: inout Canvas
  ) -> [Occlusion?]? {
    guard occludesHiddenPixels, canvas.usesColumnPaints, sublayers.contains(where: { $0.cover != nil }) else {
      return nil
    }
    let rows = canvas.rows
    // The covers of the sublayers drawn later, each one's runs worked out when a sublayer
    // drawn before it first shares enough of its columns.
    var later: [(cover: CoverageRasterizer, columns: Range<Int>, rows: Range<Int>, occlusion: Occlusion?)] = []
    var found = [Occlusion?](repeating: inherited, count: sublayers.count)
    var occludes = false
    for k in found.indices.reversed() {
      let placement = sublayers[sublayers.startIndex + k]
      if !later.isEmpty, let area = placement.area {
        var hiding: [Occlusion] = []
        let least = max(Self.occludedPixels, area.columns.count / 4)
        for j in later.indices
        where Self.mayTrim(area.columns, by: later[j].columns, least: least)
          && later[j].rows.clamped(to: area.rows).count >= Self.occludedPixels
        {
          if later[j].occlusion == nil, let runs = canvas.interiorRuns(of: later[j].cover) {
            later[j].occlusion = Occlusion(rows: rows, covering: runs, in: later[j].columns)
          }
          if let occlusion = later[j].occlusion { hiding.append(occlusion) }
        }
        if !hiding.isEmpty {
          found[k] = Occlusion(rows: rows, joining: (inherited.map { [$0] } ?? []) + hiding)
          occludes = true
        }
      }
      guard let cover = placement.cover, let spanned = cover.quad.spannedRows(height: canvas.height),
        !spanned.clamped(to: rows).isEmpty, let columns = cover.quad.spannedColumns(width: canvas.width)
      else { continue }
      later.append((cover, columns, spanned.clamped(to: rows), nil))
    }
    return occludes ? found : nil
  }
}
