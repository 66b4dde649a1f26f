import Dispatch
import Foundation
import SegueGeometry
import SegueImage
import SegueMotion

/// Draws a layer tree's presentation snapshot into a bitmap on the CPU.
///
/// It draws what the snapshot says: each layer's shadow, background colour, gradient, contents
/// (placed by `contentsGravity` and `contentsRect`, filtered bilinearly) and text, then its
/// sublayers in `zPosition` order, then its border; with 2D and 3D transforms and perspective
/// (`sublayerTransform` about the anchor point), flattening each sublayer into its superlayer's
/// plane as Core Animation does, except below a transform layer (see ``/SegueMotion/TransformLayer``).
///
/// Opacity has group semantics: a translucent layer with sublayers or with more than one paint
/// is drawn on its own canvas and blended once (unless it paints nothing and holds one flat
/// sublayer, which then takes its opacity: see `passedOpacity`), as are layers that mask their
/// sublayers or cast a shadow. A single-sided layer whose back faces the viewer is skipped with its sublayers.
///
/// Edges are anti-aliased with analytic coverage (see `CoverageShape`): exact for edges along
/// the pixel grid, so whole-pixel geometry draws hard edges. Neighbouring layers that share an
/// edge each cover their part of its pixels, so a faint seam of what lies behind can show
/// there, as with Core Animation's edge anti-aliasing. The same snapshot always gives the same bytes.
public struct Compositor: Sendable {
  /// Device pixels per point.
  public var scale: Double
  /// The colour the bitmap is cleared to before drawing.
  public var background: Bitmap.Pixel

  /// The size of a band of rows when drawing in bands (see ``render(_:into:)``); tests shrink it.
  var bandBytes = 1 << 20
  /// How many threads a frame drawn in bands is shared among: the processors available by
  /// default, 1 to draw on the calling thread alone.
  public var threads = ProcessInfo.processInfo.activeProcessorCount
  /// Whether frame canvases defer image blits (see `Canvas`); tests turn it off to compare.
  var defersBlits = true
  /// Whether paints may use column and row plans (see `Canvas`); tests turn it off to compare.
  var usesColumnPaints = true
  /// Whether images' edge pixels may be drawn by the image edge kernels (see `Canvas`); tests
  /// turn it off to compare.
  var usesEdgeKernels = true
  /// Whether a layer's gradient-only first sublayer is drawn with the layer's contents (see
  /// `LayerPainter`); tests turn it off to compare.
  var fusesShading = true

  /// Whether a mask that covers the whole canvas is left out (see `layerDrawing`); tests turn
  /// it off to compare.
  var dropsCoveringMasks = true

  /// Whether the sublayers below one whose opaque background covers the whole canvas are left
  /// out (see ``opaqueFill(of:toDevice:)``); tests turn it off to compare.
  var hidesCoveredSublayers = true

  /// Whether paints may leave out pixels that sublayers drawn later cover with opaque ones (see
  /// ``Occlusion``); tests turn it off to compare.
  var occludesHiddenPixels = true

  /// Whether a layer drawn on a canvas of its own gets only the rows it and its sublayers can
  /// reach (see ``reachedArea(of:toDevice:shadow:)``), and without a shadow only their columns
  /// cleared, and whether a leaf that reaches none of a band's rows is left out of the band;
  /// tests turn it off to compare.
  var boundsGroupRows = true

  /// The shadows blurred in earlier frames, shared by this compositor's copies.
  let shadowCache = ShadowBlurCache()
  /// The canvas buffers of earlier groups and frames, shared by this compositor's copies.
  let canvasStore = CanvasStore()
  /// The text bitmaps of earlier bands and frames, shared by this compositor's copies.
  let textImages = TextImageCache()
  /// Which images earlier frames found opaque, shared by this compositor's copies.
  let opaqueImages = OpaqueImages()

  /// Creates a compositor drawing at `scale` pixels per point over `background`.
  public init(scale: Double = 1, background: Bitmap.Pixel = .clear) {
    self.scale = scale
    self.background = background
  }

  /// Renders `tree` into a new `width` × `height` bitmap; the root layer is positioned in the
  /// bitmap's coordinate space (points, top-left origin).
  public func render(_ tree: RenderLayer, width: Int, height: Int) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    render(tree, into: &bitmap)
    return bitmap
  }

  /// Renders `tree` into `bitmap`, reusing its storage as a frame loop reuses its back buffer;
  /// every pixel is overwritten, starting from `background` (written only where no opaque
  /// pixel covers it).
  ///
  /// Segue's choice for speed: the frame is drawn in horizontal bands of about 1 MB (some 200
  /// rows of a phone screen), each with the whole tree, so the rows being blended stay in the
  /// processor's cache (a layer drawn on a canvas of its own gets one of the band's rows, and
  /// of those its shadow is cast from: see `FrameBands`); and the bands are shared out among up to ``threads`` threads, each drawing
  /// straight into the frame the next band not yet taken (or, when a layer casts a shadow, a run
  /// of neighbouring bands). Every pixel's arithmetic is the same either
  /// way, so neither banding nor threads ever change a byte.
  public func render(_ tree: RenderLayer, into bitmap: inout Bitmap) {
    let width = bitmap.width
    let height = bitmap.height
    let traits = Self.traits(of: tree)
    let threads = max(1, threads)
    let bands = Array(
      FrameBands(
        width: width, height: height, bandBytes: bandBytes,
        minimumRows: traits.castsShadow ? (height + threads - 1) / threads : 1))
    let runs = Self.runs(of: bands, among: threads)
    let plans = FramePlans()
    bitmap.withUnsafeMutableBytes { pixels in
      let frame = FramePixels(pixels)
      if runs.count == 1 {
        return draw(tree, into: frame, width: width, height: height, plans: plans, bands: runs[0].makeIterator())
      }
      // The font is opened here, where a failure reaches the caller's diagnostics handler
      // (a task-local, which the drawing threads do not see).
      if traits.showsText { _ = FontFace.dejaVuSans }
      // A frame with a shadow keeps one run of bands per thread: each band casts the shadows
      // over its rows again. Any other frame hands its bands out one at a time to whichever
      // thread is free, so that a band of costly layers does not leave the others waiting.
      let dispenser = traits.castsShadow ? nil : BandDispenser(bands)
      DispatchQueue.concurrentPerform(iterations: runs.count) { index in
        if let dispenser {
          draw(tree, into: frame, width: width, height: height, plans: plans, bands: AnyIterator { dispenser.next() })
        } else {
          draw(tree, into: frame, width: width, height: height, plans: plans, bands: runs[index].makeIterator())
        }
      }
    }
  }

  /// Draws `tree` into the frame at `frame`, band after band as `bands` gives them, sharing
  /// column plans through `plans`.
  private func draw<Bands: IteratorProtocol<Range<Int>>>(
    _ tree: RenderLayer, into frame: FramePixels, width: Int, height: Int, plans: FramePlans, bands: Bands
  ) {
    var bands = bands
    var canvas = Canvas(borrowing: frame.bytes, width: width, height: height)
    canvas.usesColumnPaints = usesColumnPaints
    canvas.usesEdgeKernels = usesEdgeKernels
    canvas.sharedPlans = plans
    let device = Transform3D(scaleX: scale, y: scale, z: 1)
    let placements = SublayerPlacements(
      images: occludesHiddenPixels ? opaqueImages : nil, width: width, height: height)
    while let band = bands.next() {
      canvas.begin(rows: band, background: background, defersBlits: defersBlits)
      drawSublayer(
        tree, chain: tree.values.transformToSuperlayer, planeToDevice: device, opacity: 1, placements: placements,
        into: &canvas)
      canvas.finish()
    }
  }

  /// Whether some visible layer of `tree` shows text, and whether one casts a shadow.
  private static func traits(of tree: RenderLayer) -> (showsText: Bool, castsShadow: Bool) {
    var traits = (showsText: false, castsShadow: false)
    var pending = [tree]
    while let node = pending.popLast(), !(traits.showsText && traits.castsShadow) {
      let values = node.values
      if values.isHidden || values.opacity <= 0 { continue }
      if let text = values.text, !text.string.isEmpty { traits.showsText = true }
      if values.shadow.color.alpha > 0 && values.shadow.opacity > 0 { traits.castsShadow = true }
      pending.append(contentsOf: node.sublayers)
    }
    return traits
  }

  /// `bands` cut into at most `count` runs of neighbouring bands with about as many rows each.
  static func runs(of bands: [Range<Int>], among count: Int) -> [ArraySlice<Range<Int>>] {
    let parts = max(1, min(count, bands.count))
    guard parts > 1 else { return [bands[...]] }
    let rows = bands.reduce(0) { $0 + $1.count }
    var runs: [ArraySlice<Range<Int>>] = []
    var start = 0
    var covered = 0
    for part in 1...parts {
      let target = rows * part / parts
      var end = start
      while end < bands.count && (covered < target || end == start) && bands.count - end > parts - part {
        covered += bands[end].count
        end += 1
      }
      if part == parts { end = bands.count }
      runs.append(bands[start..<end])
      start = end
    }
    return runs.filter { !$0.isEmpty }
  }

  /// Renders `layer` and its sublayers in the layer's own bounds space into a bitmap of its
  /// bounds' size times `scale` (rounded up), over transparent black — what view snapshots show.
  ///
  /// As UIKit's snapshots do, the layer's own `transform`, `position`, `zPosition`, opacity and
  /// `isHidden` are ignored; its sublayer transform, masking, border and sublayers apply, and
  /// its shadow shows only where it falls inside the bounds.
  public static func snapshot(of layer: RenderLayer, scale: Double) -> Bitmap {
    let bounds = layer.values.bounds
    let width = pixelCount(bounds.width * scale)
    let height = pixelCount(bounds.height * scale)
    var canvas = Canvas(width: width, height: height)
    guard width > 0, height > 0 else { return canvas.bitmap }
    var root = layer
    root.values.opacity = 1
    root.values.isHidden = false
    let device = Transform3D(translationX: -bounds.minX, y: -bounds.minY, z: 0)
      .concatenating(Transform3D(scaleX: scale, y: scale, z: 1))
    Compositor(scale: scale).drawSublayer(root, chain: .identity, planeToDevice: device, opacity: 1, into: &canvas)
    return canvas.bitmap
  }

  /// The whole pixels needed for `extent` pixels: rounded up, ignoring floating-point dust.
  private static func pixelCount(_ extent: Double) -> Int {
    guard extent.isFinite, extent > 0 else { return 0 }
    return Int((extent - 1e-9).rounded(.up))
  }

  /// Whether the front of a layer whose bounds map to the device through `toDevice` faces the
  /// viewer; a layer with empty bounds is judged by a unit square at its bounds' origin.
  static func facesViewer(_ bounds: Rect, _ toDevice: Transform3D) -> Bool {
    let probe =
      bounds.width > 0 && bounds.height > 0 ? bounds : Rect(origin: bounds.origin, size: Size(width: 1, height: 1))
    return (ProjectedQuad(rect: probe, matrix: toDevice)?.signedArea ?? 0) > 0
  }

  /// A unit value as a rounded byte, clamped to 0...255.
  static func byte(_ unit: Double) -> Int {
    Int((min(max(unit, 0), 1) * 255).rounded())
  }
}
