import SegueGeometry
import SegueImage
import SegueMotion

extension Compositor {
  /// Draws `node` and its subtree, its bounds mapping into its superlayer's plane through
  /// `chain` (not yet flattened), with that plane mapped to the device by `planeToDevice`;
  /// `opacity` is what enclosing transform layers contribute; the sublayers of the layers it
  /// draws are placed through `placements`, which earlier bands of the frame may have filled (a
  /// new one by default).
  ///
  /// The tree is walked with a list of its own rather than by recursion, so that a deep layer
  /// tree cannot exhaust the thread's stack; layers drawn on a canvas of their own push that
  /// canvas, and their last step blends it into the one below.
  func drawSublayer(
    _ node: RenderLayer, chain: Transform3D, planeToDevice: Transform3D, opacity: Double,
    placements: SublayerPlacements = SublayerPlacements(), into canvas: inout Canvas
  ) {
    var canvases = [Canvas(bitmap: Bitmap(width: 0, height: 0))]
    swap(&canvases[0], &canvas)
    defer { swap(&canvases[0], &canvas) }
    var steps = [DrawStep.place(node, chain: chain, planeToDevice: planeToDevice, opacity: opacity)]
    while let step = steps.popLast() {
      let top = canvases.count - 1
      switch step {
      case .place(let node, let chain, let planeToDevice, let opacity):
        if node.values.preservesDepth {
          for plane in DepthPlane.planes(of: node, chain: chain, opacity: opacity).reversed() {
            steps.append(.draw(plane.node, toDevice: Self.device(plane.chain, planeToDevice), opacity: plane.opacity))
          }
        } else {
          steps.append(.draw(node, toDevice: Self.device(chain, planeToDevice), opacity: opacity))
        }
      case .draw(let node, let toDevice, let inherited):
        let opacity = Self.drawnOpacity(node.values, toDevice: toDevice, inherited: inherited)
        guard opacity > 0 else { continue }
        if boundsGroupRows, Self.misses(canvases[top].rows, leaf: node, toDevice: toDevice) { continue }
        if let passed = Self.passedOpacity(node, inherited: inherited), let sublayer = node.sublayers.first {
          let chain = sublayer.values.transformToSuperlayer.concatenating(node.values.sublayerTransformAboutAnchor)
          steps.append(.place(sublayer, chain: chain, planeToDevice: toDevice, opacity: passed))
          continue
        }
        let shade = shadingSublayer(of: node, toDevice: toDevice)
        switch layerDrawing(node, toDevice: toDevice, opacity: opacity, within: canvases[top]) {
        case .nothing:
          continue
        case .onCanvas(let group):
          // Only the rows of the canvas below, and those its shadow is cast from, within those
          // the layer and its sublayers can reach.
          let below = canvases[top].rows
          var rows =
            group.shadow.map { shadow in
              let source = shadow.sourceRows(for: below)
              return min(below.lowerBound, source.lowerBound)..<max(below.upperBound, source.upperBound)
            } ?? below
          // Without a shadow, whose blur reads the whole canvas, only the columns the group
          // can draw on are cleared: nothing else of the canvas is read.
          var columns: Range<Int>?
          if boundsGroupRows, let reached = Self.reachedArea(of: node, toDevice: toDevice, shadow: group.shadow) {
            rows = rows.clamped(to: Self.pixels(reached.rows))
            // Nothing of the group reaches the rows below.
            if rows.clamped(to: below).isEmpty { continue }
            columns = group.shadow == nil ? Self.pixels(reached.columns) : nil
          }
          var layerCanvas = Canvas(
            width: canvases[top].width, height: canvases[top].height, rows: rows, store: canvasStore, columns: columns)
          canvases[0].groupsDrawn += 1
          layerCanvas.usesColumnPaints = canvases[top].usesColumnPaints
          layerCanvas.usesEdgeKernels = canvases[top].usesEdgeKernels
          canvases[top].swapFrameCaches(with: &layerCanvas)
          group.painter.paintBelowSublayers(opacity: 255, shade: shade, into: &layerCanvas)
          canvases.append(layerCanvas)
          steps.append(.composite(group))
        case .direct:
          let painter = LayerPainter(values: node.values, toDevice: toDevice, scale: scale, textImages: textImages)
          painter.paintBelowSublayers(opacity: opacity, shade: shade, into: &canvases[top])
          steps.append(.border(painter, opacity: opacity))
        }
        let sublayers = placements.sublayers(of: node, dropping: shade == nil ? 0 : 1, toDevice: toDevice)
        // The rows of the canvas the sublayers are drawn on: the layer's own, when it has one.
        let rows = canvases[canvases.count - 1].rows
        // Nothing drawn before a sublayer whose opaque paint covers that canvas shows.
        let shown =
          !hidesCoveredSublayers
          ? 0
          : sublayers.lastIndex { placement in
            placement.opaqueFill.map { Self.covers($0, canvases[canvases.count - 1]) } ?? false
          } ?? 0
        // What sublayers drawn later cover, for each sublayer's paints; the canvas's own once
        // they are all drawn.
        let inherited = canvases[canvases.count - 1].occlusion
        let hidden = occlusions(of: sublayers[shown...], inheriting: inherited, in: &canvases[canvases.count - 1])
        if hidden != nil { steps.append(.occlude(inherited)) }
        for k in sublayers.indices[shown...].reversed() {
          let placement = sublayers[k]
          // A flat sublayer is placed at once, and a leaf that misses the rows is not queued.
          if let device = placement.device {
            if boundsGroupRows, placement.misses(rows) { continue }
            steps.append(.draw(node.sublayers[placement.index], toDevice: device, opacity: 1))
          } else {
            steps.append(
              .place(node.sublayers[placement.index], chain: placement.chain, planeToDevice: toDevice, opacity: 1))
          }
          if let hidden { steps.append(.occlude(hidden[k - shown])) }
        }
      case .border(let painter, let opacity):
        painter.paintBorder(opacity: opacity, into: &canvases[top])
      case .occlude(let occlusion):
        canvases[top].occlusion = occlusion
      case .composite(let group):
        var layerCanvas = canvases.removeLast()
        group.painter.paintBorder(opacity: 255, into: &layerCanvas)
        // The columns nothing was drawn over are cleared now, before the group is read.
        layerCanvas.finish()
        layerCanvas.swapFrameCaches(with: &canvases[top - 1])
        group.composite(layerCanvas, into: &canvases[top - 1], cache: shadowCache, store: canvasStore)
      }
    }
  }

  /// Whether `node` is drawn straight into `canvas`, on a canvas of its own, or not at all
  /// (it masks to bounds that show nothing).
  ///
  /// Segue's choice for speed: a mask that covers every pixel of the canvas's rows completely
  /// (a full-screen view that clips to its bounds) changes nothing there and is left out, so
  /// that an opaque layer masking its sublayers draws them straight into the canvas, and a
  /// translucent one skips the masking pass. Blending the layer's paints one after the other
  /// rather than as a group can round a translucent pixel differently (by 1/255 per channel).
  private func layerDrawing(_ node: RenderLayer, toDevice: Transform3D, opacity: Int, within canvas: Canvas)
    -> LayerDrawing
  {
    let values = node.values
    let painter = LayerPainter(values: values, toDevice: toDevice, scale: scale, textImages: textImages)
    let paints = painter.paintCount
    let shadow = paints > 0 || !node.sublayers.isEmpty ? DropShadow(values, toDevice: toDevice) : nil
    let mask =
      values.masksToBounds
      ? CoverageRasterizer(
        shape: CoverageShape(painter.roundedBounds, antialiased: values.antialiasedEdges), matrix: toDevice) : nil
    if values.masksToBounds && mask == nil { return .nothing }
    let clip = mask.flatMap { dropsCoveringMasks && Self.covers($0, canvas) ? nil : $0 }
    let masksSublayers = clip != nil && !node.sublayers.isEmpty
    let overlaps = !node.sublayers.isEmpty || paints > 1
    guard shadow != nil || masksSublayers || (opacity < 255 && overlaps) else { return .direct }
    return .onCanvas(
      GroupDrawing(painter: painter, opacity: opacity, shadow: shadow, mask: clip, masksSublayers: masksSublayers))
  }

  /// The shape a layer with `values` (its bounds mapping to the device through `toDevice`) fills
  /// first with an opaque colour at full opacity, as a layer drawn straight into the canvas or
  /// as a group at full opacity without a shadow: its background's, when that colour is opaque
  /// and the layer is drawn at full opacity without a shadow, and its fill is not turned. Every
  /// pixel it covers completely then holds that colour whatever lay beneath.
  ///
  /// Segue's choice for speed: a sublayer whose opaque fill covers every pixel of the canvas
  /// (see ``covers(_:_:)``) hides the sublayers before it, which are then not drawn at all; a
  /// screen's opaque card over the lower part of its full-screen gradient leaves the bands
  /// below the card's top without the gradient. The bytes are the same.
  static func opaqueFill(of values: LayerValues, toDevice: Transform3D) -> CoverageRasterizer? {
    guard let color = values.backgroundColor, color.alpha >= 1,
      !(values.shadow.color.alpha > 0 && values.shadow.opacity > 0),
      drawnOpacity(values, toDevice: toDevice, inherited: 1) == 255
    else { return nil }
    let painter = LayerPainter(values: values, toDevice: toDevice, scale: 1)
    // Only a fill that is not turned can cover a canvas (see covers(_:_:)).
    guard let fill = CoverageRasterizer(shape: painter.gradientShape, matrix: toDevice) else { return nil }
    let i = fill.quad.inverse
    return i.1 == 0 && i.2 == 0 && i.3 == 0 && i.5 == 0 ? fill : nil
  }

  /// Whether `mask` covers every pixel of `canvas`'s rows completely: a mask that is not
  /// turned (u follows device x alone, v device y) whose coverage at the four corner pixels of
  /// the rows rounds to 255 with a margin, whose centres lie inside each edge drawn all or
  /// nothing by more than rounding can move them, and which lie outside its rounded corners'
  /// squares by as much. Along each axis the coverage is least at the rows' ends, and a
  /// rectangle of pixels whose corners avoid the corner squares avoids them whole.
  ///
  /// The margins matter because the rasterizer steps its coordinates along a row rather than
  /// working each out as here: a centre exactly on an edge drawn all or nothing is inside here
  /// and can fall a rounding error outside there.
  static func covers(_ mask: CoverageRasterizer, _ canvas: Canvas) -> Bool {
    let i = mask.quad.inverse
    let shape = mask.shape
    guard i.1 == 0, i.2 == 0, i.3 == 0, i.5 == 0, i.8 * mask.quad.frontSign > 0, shape.hole == nil,
      canvas.width > 0, !canvas.rows.isEmpty
    else { return false }
    let footprint = PixelFootprint(ux: i.0 / i.8, uy: 0, vx: 0, vy: i.4 / i.8)
    let (box, edges) = (shape.box, shape.antialiased)
    // Whether a centre `distance` inside the edge at `edge` is clear of it.
    func clear(_ distance: Double, _ edge: Double, smooth: Bool = false) -> Bool {
      smooth || distance > 1e-6 * max(1, abs(edge))
    }
    return [0, canvas.width - 1].allSatisfy { x in
      [canvas.rows.lowerBound, canvas.rows.upperBound - 1].allSatisfy { y in
        let (u, v) = (((Double(x) + 0.5) * i.0 + i.6) / i.8, ((Double(y) + 0.5) * i.4 + i.7) / i.8)
        let inCorner = shape.rounding.map { rounded in
          let (corners, r) = (rounded.rect, rounded.radius)
          return !(clear(u - corners.minX - r, corners.minX + r) && clear(corners.maxX - r - u, corners.maxX - r))
            && !(clear(v - corners.minY - r, corners.minY + r) && clear(corners.maxY - r - v, corners.maxY - r))
        }
        return inCorner != true && shape.coverage(u, v, footprint) >= 254.5 / 255 + 1e-6
          && clear(u - box.minX, box.minX, smooth: edges.contains(.layerLeftEdge))
          && clear(box.maxX - u, box.maxX, smooth: edges.contains(.layerRightEdge))
          && clear(v - box.minY, box.minY, smooth: edges.contains(.layerTopEdge))
          && clear(box.maxY - v, box.maxY, smooth: edges.contains(.layerBottomEdge))
      }
    }
  }

  /// The whole pixels from `extent`'s lower bound rounded down to its upper bound rounded up.
  private static func pixels(_ extent: Range<Double>) -> Range<Int> {
    let lower = Int(max(min(extent.lowerBound, 1e9), -1e9).rounded(.down))
    let upper = Int(max(min(extent.upperBound, 1e9), -1e9).rounded(.up))
    return lower..<max(lower, upper)
  }

  /// Whether `node` is a leaf without a shadow whose drawing cannot reach `rows` (its bounds
  /// and contents, see ``reachedArea(of:toDevice:shadow:)``, lie above or below them).
  ///
  /// Segue's choice for speed: such a layer is left at once, before its painter, shapes and
  /// plans are made; each of an explosion's hundreds of tiles reaches one or two of a frame's
  /// dozen bands.
  private static func misses(_ rows: Range<Int>, leaf node: RenderLayer, toDevice: Transform3D) -> Bool {
    guard let reached = leafRows(of: node, toDevice: toDevice) else { return false }
    return reached.upperBound <= Double(rows.lowerBound) || reached.lowerBound >= Double(rows.upperBound)
  }

  /// The device rows `node` can draw on (see ``reachedArea(of:toDevice:shadow:)``) when it is a
  /// leaf without a shadow; `nil` when it is not, or cannot be bounded.
  static func leafRows(of node: RenderLayer, toDevice: Transform3D) -> Range<Double>? {
    let values = node.values
    guard node.sublayers.isEmpty, !(values.shadow.color.alpha > 0 && values.shadow.opacity > 0) else { return nil }
    return reachedArea(of: node, toDevice: toDevice, shadow: nil)?.rows
  }

  /// The first sublayer of `node` (whose bounds map to the device through `toDevice`), as its
  /// painter and the opacity it is drawn at, when the walk would draw it straight into the
  /// canvas right after `node`'s own paints and it paints nothing but a gradient: a leaf, not a
  /// transform layer, without shadow, visible. A fold strip's shading is such a layer; drawn by
  /// `node`'s painter instead, it can share the contents' pass (see ``LayerPainter``).
  private func shadingSublayer(of node: RenderLayer, toDevice: Transform3D) -> (painter: LayerPainter, opacity: Int)? {
    guard fusesShading, node.values.contents != nil, let first = node.sublayers.first, first.sublayers.isEmpty,
      !first.values.preservesDepth, first.values.gradient != nil,
      DepthPlane.keepsTreeOrder(node.sublayers, in: node.values.sublayerTransformAboutAnchor)
    else { return nil }
    let chain = first.values.transformToSuperlayer.concatenating(node.values.sublayerTransformAboutAnchor)
    let painter = LayerPainter(values: first.values, toDevice: Self.device(chain, toDevice), scale: scale)
    guard painter.paintCount == 1, DropShadow(first.values, toDevice: painter.toDevice) == nil else { return nil }
    let opacity = Self.drawnOpacity(first.values, toDevice: painter.toDevice, inherited: 1)
    return opacity > 0 ? (painter, opacity) : nil
  }

  /// The opacity `node` hands down to its one sublayer instead of being drawn on a canvas of its
  /// own, when it is translucent (under `inherited`), paints nothing itself, casts no shadow,
  /// does not mask and has exactly one sublayer, itself flat (not a transform layer, whose
  /// planes would each take the opacity and show through one another): nothing in it
  /// overlaps, so blending the group once equals drawing the sublayer at the product of the
  /// opacities. `nil` otherwise.
  ///
  /// Segue's choice for speed: a fade of a view whose layer holds one sublayer (a fold strip's
  /// shading, a snapshot's container) then draws straight into the frame rather than through a
  /// canvas of its own. The bytes can differ from the group's by the rounding of one opacity
  /// instead of two (about 1 per channel for each translucent holder), and are the more exact.
  static func passedOpacity(_ node: RenderLayer, inherited: Double) -> Double? {
    let values = node.values
    let combined = min(max(values.opacity, 0), 1) * inherited
    guard combined < 1, node.sublayers.count == 1, !values.masksToBounds, !values.preservesDepth,
      !node.sublayers[0].values.preservesDepth,
      !(values.shadow.color.alpha > 0 && values.shadow.opacity > 0),
      LayerPainter(values: values, toDevice: .identity, scale: 1).paintCount == 0
    else { return nil }
    return combined
  }

  /// The byte opacity a layer with `values` is drawn at under `inherited`; 0 when it is hidden,
  /// transparent or single-sided and facing away.
  static func drawnOpacity(_ values: LayerValues, toDevice: Transform3D, inherited: Double) -> Int {
    let opacity = byte(min(max(values.opacity, 0), 1) * inherited)
    guard !values.isHidden, opacity > 0 else { return 0 }
    if !values.isDoubleSided && !facesViewer(values.bounds, toDevice) { return 0 }
    return opacity
  }

  /// The map from a layer's bounds to the device: `chain` flattened, then `planeToDevice`.
  static func device(_ chain: Transform3D, _ planeToDevice: Transform3D) -> Transform3D {
    chain.flattened.concatenating(planeToDevice)
  }
}

/// One step of ``Compositor/drawSublayer(_:chain:planeToDevice:opacity:placements:into:)``'s walk; boxed
/// (`indirect`), so that pushing and popping steps moves a reference, not a layer's values.
private indirect enum DrawStep {
  /// Place a layer in its superlayer's plane (splitting a transform layer into its planes).
  case place(RenderLayer, chain: Transform3D, planeToDevice: Transform3D, opacity: Double)
  /// Draw a flat layer below its sublayers, then queue its sublayers and its last step.
  case draw(RenderLayer, toDevice: Transform3D, opacity: Double)
  /// Draw a layer's border over its sublayers.
  case border(LayerPainter, opacity: Int)
  /// Set what sublayers drawn later cover in the canvas on top (see ``Occlusion``).
  case occlude(Occlusion?)
  /// Finish a layer drawn on a canvas of its own and blend it into the canvas below.
  case composite(GroupDrawing)
}

/// How a layer is drawn.
private enum LayerDrawing {
  /// Straight into the canvas below.
  case direct
  /// On a canvas of its own, blended in as described.
  case onCanvas(GroupDrawing)
  /// Not at all.
  case nothing
}

/// A layer drawn on a canvas of its own: a shadow, a mask over its sublayers, or group opacity.
private struct GroupDrawing {
  /// What the layer paints itself.
  let painter: LayerPainter
  /// The opacity the group is blended at.
  let opacity: Int
  /// The shadow it casts, if any.
  let shadow: DropShadow?
  /// The mask of its rounded bounds, when it masks to bounds.
  let mask: CoverageRasterizer?
  /// Whether the mask also clips its sublayers.
  let masksSublayers: Bool

  /// Masks `group` (the layer and its subtree drawn at full opacity), casts the shadow under
  /// it (its blur kept in `cache`) and blends the result at `opacity` into `canvas`; the
  /// buffers of `group` and of the canvases made on the way go back to `store`.
  ///
  /// Segue's choice for speed: without a shadow, a masked group is blended through the mask
  /// straight into `canvas` rather than masked onto a canvas of its own first; at full opacity
  /// the bytes are the same, below it each pixel is scaled once by the mask's coverage times
  /// the opacity rather than by each in turn, and rounded once (up to 2/255 per channel apart,
  /// and the more exact).
  func composite(_ group: consuming Canvas, into canvas: inout Canvas, cache: ShadowBlurCache, store: CanvasStore) {
    // A copyable binding: the group is read by value below and then swapped and recycled.
    var group = group
    if masksSublayers, shadow == nil, let mask {
      GroupComposite(group: group, opacity: opacity).composite(into: &canvas, through: mask)
      return group.recycle(into: store)
    }
    if masksSublayers, let mask {
      var masked = GroupComposite(group: group, opacity: 255).masked(by: mask, store: store)
      swap(&group, &masked)
      masked.recycle(into: store)
    }
    if let shadow {
      var shadowed = shadow.cast(from: group, cache: cache, store: store)
      if let mask {
        var masked = GroupComposite(group: shadowed, opacity: 255).masked(by: mask, store: store)
        swap(&shadowed, &masked)
        masked.recycle(into: store)
      }
      GroupComposite(group: group, opacity: 255).composite(into: &shadowed, through: nil)
      swap(&group, &shadowed)
      shadowed.recycle(into: store)
    }
    GroupComposite(group: group, opacity: opacity).composite(into: &canvas, through: nil)
    group.recycle(into: store)
  }
}
