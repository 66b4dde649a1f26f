import Foundation
import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTesting

/// A captured frame as pixman draws it: a list of drawing operations for `pixman-ops`
/// (`scripts/pixman-benchmarks --ops`)
/// and the backing stores they draw.
///
/// The translation is a compositor's: every layer's own paints (background, gradient, contents,
/// text — everything but the border) are rasterized once, here, by Segue, into a backing store at
/// the frame's scale, as Core Animation's render server keeps one per layer; the border gets one
/// of its own (it is drawn over the sublayers); a shadow is a backing store of the blurred
/// silhouette of the layer and its sublayers. What pixman times is compositing those stores with
/// each layer's projective transform (bilinear, OVER), plain colour layers as fills, and groups
/// (shadow, group opacity, clipping sublayers) on images of their own, cleared every frame. So
/// pixman is spared the rasterizing Segue does in every frame, and its time is a lower bound for
/// drawing the same tree.
///
/// The walk follows the compositor's: transform layers split into planes drawn back to front by
/// the depth of each plane's centre, flat layers flatten their sublayers, a translucent layer
/// with one flat sublayer and nothing of its own hands its opacity down, layers facing away that
/// are single-sided are skipped.
struct PixmanScene {
  /// One line per operation (see `Benchmarks/pixman/README.md`).
  private(set) var lines: [String] = []
  /// The backing stores, in the order of their `image` lines.
  private(set) var images: [Bitmap] = []
  private let frame: CapturedFrame
  /// The layer count, the group count and the fill count, for the summary.
  private(set) var counts = (layers: 0, groups: 0, fills: 0)

  init(_ frame: CapturedFrame) {
    self.frame = frame
    lines.append("frame \(frame.width) \(frame.height)")
    let root = frame.tree
    place(
      root, chain: root.values.transformToSuperlayer,
      planeToDevice: Transform3D(scaleX: frame.scale, y: frame.scale, z: 1), opacity: 1)
  }

  /// Writes `<name>.ops` and `<name>.pixels` (the backing stores' premultiplied RGBA bytes, in
  /// order) into `folder`.
  func write(to folder: String, name: String) throws {
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name).ops"))
    var pixels = Data()
    for image in images { pixels.append(contentsOf: image.bytes) }
    try pixels.write(to: URL(fileURLWithPath: "\(folder)/\(name).pixels"))
  }

  private mutating func place(_ node: RenderLayer, chain: Transform3D, planeToDevice: Transform3D, opacity: Double) {
    if node.values.preservesDepth {
      var planes: [(node: RenderLayer, chain: Transform3D, opacity: Double, depth: Double)] = []
      Self.collectPlanes(node, chain: chain, opacity: opacity, into: &planes)
      let ordered = planes.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
      for (_, plane) in ordered {
        draw(plane.node, toDevice: plane.chain.flattened.concatenating(planeToDevice), inherited: plane.opacity)
      }
    } else {
      draw(node, toDevice: chain.flattened.concatenating(planeToDevice), inherited: opacity)
    }
  }

  private static func collectPlanes(
    _ node: RenderLayer, chain: Transform3D, opacity: Double,
    into planes: inout [(node: RenderLayer, chain: Transform3D, opacity: Double, depth: Double)]
  ) {
    let combined = min(max(node.values.opacity, 0), 1) * opacity
    guard !node.values.isHidden, combined > 0 else { return }
    let space = node.values.sublayerTransformAboutAnchor.concatenating(chain)
    for sublayer in node.sublayers {
      let sublayerChain = sublayer.values.transformToSuperlayer.concatenating(space)
      if sublayer.values.preservesDepth {
        collectPlanes(sublayer, chain: sublayerChain, opacity: combined, into: &planes)
      } else {
        planes.append((sublayer, sublayerChain, combined, depth(of: sublayer.values.bounds, sublayerChain)))
      }
    }
  }

  /// The depth of the centre of `bounds` through `chain`: z / w, larger is nearer, on a grid of
  /// a millionth of a point as the compositor sorts (so mirrored strips tie and keep tree order).
  private static func depth(of bounds: Rect, _ chain: Transform3D) -> Double {
    let v = chain.homogeneous(SIMD4(bounds.midX, bounds.midY, 0, 1))
    guard v.w > 0 else { return -.infinity }
    let depth = v.z / v.w
    return depth.isFinite ? (depth * 1e6).rounded() / 1e6 : -.infinity
  }

  private mutating func draw(_ node: RenderLayer, toDevice: Transform3D, inherited: Double) {
    let values = node.values
    let opacity = min(max(values.opacity, 0), 1) * inherited
    guard !values.isHidden, Self.byte(opacity) > 0 else { return }
    guard values.isDoubleSided || Self.facesViewer(values.bounds, toDevice) else { return }
    counts.layers += 1
    let paints = Self.paints(values)
    let castsShadow = values.shadow.color.alpha > 0 && values.shadow.opacity > 0 && (paints || !node.sublayers.isEmpty)
    let masksSublayers = values.masksToBounds && !node.sublayers.isEmpty
    if opacity < 1, node.sublayers.count == 1, !paints, !castsShadow, !values.masksToBounds,
      values.borderWidth <= 0, !node.sublayers[0].values.preservesDepth
    {
      let sublayer = node.sublayers[0]
      let chain = sublayer.values.transformToSuperlayer.concatenating(values.sublayerTransformAboutAnchor)
      return place(sublayer, chain: chain, planeToDevice: toDevice, opacity: opacity)
    }
    let grouped = castsShadow || masksSublayers || (opacity < 1 && !node.sublayers.isEmpty)
    let alpha = grouped ? 255 : Self.byte(opacity)
    if grouped {
      guard let box = groupBox(node, toDevice: toDevice, castsShadow: castsShadow) else { return }
      counts.groups += 1
      lines.append("push \(box.x1) \(box.y1) \(box.x2) \(box.y2)")
      if castsShadow { shadow(of: node, toDevice: toDevice) }
    }
    if paints { own(values, toDevice: toDevice, alpha: alpha) }
    let space = values.sublayerTransformAboutAnchor
    let sublayers = node.sublayers.enumerated().map { index, sublayer in
      let chain = sublayer.values.transformToSuperlayer.concatenating(space)
      return (index, sublayer, chain, Self.depth(of: sublayer.values.bounds, chain))
    }.sorted { ($0.3, $0.0) < ($1.3, $1.0) }
    for (_, sublayer, chain, _) in sublayers {
      place(sublayer, chain: chain, planeToDevice: toDevice, opacity: grouped ? 1 : opacity)
    }
    if values.borderWidth > 0 {
      var border = values
      border.backgroundColor = nil
      border.contents = nil
      border.gradient = nil
      border.text = nil
      image(border, toDevice: toDevice, alpha: alpha)
    }
    if grouped { pop(values, toDevice: toDevice, opacity: Self.byte(opacity)) }
  }

  /// The layer's own paints below its sublayers: a fill for a plain colour, a backing store otherwise.
  private mutating func own(_ values: LayerValues, toDevice: Transform3D, alpha: Int) {
    var below = values
    below.borderWidth = 0
    if let color = values.backgroundColor, values.contents == nil, values.gradient == nil, values.text == nil,
      values.cornerRadius <= 0
    {
      let pixel = color.premultipliedPixel
      let scaled = [pixel.red, pixel.green, pixel.blue, pixel.alpha].map { (Int($0) * alpha + 127) / 255 }
      let b = values.bounds
      let corners = [
        Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
        Point(x: b.minX, y: b.maxY),
      ]
      let projected = corners.compactMap { toDevice.project($0) }
      guard projected.count == 4 else { return }
      // pixman's fixed-point coordinates hold ±32767 pixels.
      guard projected.allSatisfy({ abs($0.x) <= 32767 && abs($0.y) <= 32767 }) else {
        return image(below, toDevice: toDevice, alpha: alpha)
      }
      counts.fills += 1
      lines.append(
        "fill \(scaled.map(String.init).joined(separator: " ")) "
          + projected.map { "\($0.x) \($0.y)" }.joined(separator: " "))
      return
    }
    image(below, toDevice: toDevice, alpha: alpha)
  }

  /// A backing store of `values` alone (no sublayers, no shadow) over its bounds, drawn at `alpha`.
  private mutating func image(_ values: LayerValues, toDevice: Transform3D, alpha: Int) {
    var local = values
    local.shadow = Shadow()
    let (bitmap, toLayer) = rasterize(RenderLayer(values: local), margin: 0, shadowOnly: false)
    guard bitmap.width > 0, bitmap.height > 0 else { return }
    append(bitmap, toDevice: toLayer.concatenating(toDevice), op: "draw", alpha: alpha)
  }

  /// The shadow of `node` and its sublayers, as a backing store in the layer's space.
  private mutating func shadow(of node: RenderLayer, toDevice: Transform3D) {
    let (bitmap, toLayer) = rasterize(node, margin: Self.shadowMargin(node.values), shadowOnly: true)
    guard bitmap.width > 0, bitmap.height > 0 else { return }
    append(bitmap, toDevice: toLayer.concatenating(toDevice), op: "draw", alpha: 255)
  }

  /// Ends a group: blends it at `opacity`, through the layer's bounds when it masks them.
  private mutating func pop(_ values: LayerValues, toDevice: Transform3D, opacity: Int) {
    guard values.masksToBounds else { return lines.append("pop \(opacity)") }
    var shape = LayerValues()
    shape.bounds = values.bounds
    shape.cornerRadius = values.cornerRadius
    shape.backgroundColor = .white
    shape.edgeAntialiasingMask = values.edgeAntialiasingMask
    shape.allowsEdgeAntialiasing = values.allowsEdgeAntialiasing
    let (bitmap, toLayer) = rasterize(RenderLayer(values: shape), margin: 0, shadowOnly: false)
    // Bounds that show nothing mask everything away.
    guard bitmap.width > 0, bitmap.height > 0 else { return lines.append("pop 0") }
    append(bitmap, toDevice: toLayer.concatenating(toDevice), op: "popmask", alpha: opacity)
  }

  private mutating func append(_ bitmap: Bitmap, toDevice m: Transform3D, op: String, alpha: Int) {
    let entries = [
      m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
    ]
    lines.append("image \(images.count) \(bitmap.width) \(bitmap.height)")
    lines.append("\(op) \(alpha) \(images.count) " + entries.map { "\($0)" }.joined(separator: " "))
    images.append(bitmap)
  }

  /// Segue's drawing of `node` at the frame's scale in its own space: its bounds grown by
  /// `margin` points. With `shadowOnly`, the shadow is cast a whole image width to the right
  /// and only that copy is kept, so the store holds the shadow alone. Gives the store (empty
  /// when the bounds are empty, not finite or over 16384 pixels a side) and the map from its
  /// pixels into the layer's bounds space.
  private func rasterize(_ node: RenderLayer, margin: Double, shadowOnly: Bool) -> (Bitmap, Transform3D) {
    let scale = frame.scale
    let bounds = node.values.bounds
    let sides = [(bounds.width + 2 * margin) * scale, (bounds.height + 2 * margin) * scale]
    guard sides.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 16384 }) else {
      return (Bitmap(width: 0, height: 0), .identity)
    }
    let width = Int(sides[0].rounded(.up))
    let height = Int(sides[1].rounded(.up))
    var root = node
    root.values.transform = .identity
    root.values.opacity = 1
    root.values.anchorPoint = .zero
    root.values.position = Point(x: margin, y: margin)
    root.values.zPosition = 0
    if shadowOnly {
      // The shadow is clipped to the bounds by the group's mask when the layer masks to them.
      root.values.masksToBounds = false
      root.values.shadow.offset.width += Double(width) / scale
    }
    let compositor = Compositor(scale: scale, background: .clear)
    var drawn = compositor.render(root, width: shadowOnly ? 2 * width : width, height: height)
    if shadowOnly { drawn = Self.crop(drawn, fromX: width, width: width) }
    let toLayer = Transform3D(scaleX: 1 / scale, y: 1 / scale, z: 1)
      .concatenating(Transform3D(translationX: bounds.minX - margin, y: bounds.minY - margin, z: 0))
    return (drawn, toLayer)
  }

  private static func crop(_ bitmap: Bitmap, fromX x0: Int, width: Int) -> Bitmap {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width * bitmap.height * 4)
    for y in 0..<bitmap.height {
      let start = (y * bitmap.width + x0) * 4
      bytes += bitmap.bytes[start..<start + width * 4]
    }
    return Bitmap(width: width, height: bitmap.height, bytes: bytes) ?? Bitmap(width: 0, height: 0)
  }

  /// How far, in points, a shadow can reach past the bounds: the offset and three radii.
  private static func shadowMargin(_ values: LayerValues) -> Double {
    (max(abs(values.shadow.offset.width), abs(values.shadow.offset.height)) + 3 * max(values.shadow.radius, 0) + 2)
      .rounded(.up)
  }

  /// The device pixels a group can cover: the bounds of its layers (and its shadow), or only its
  /// own bounds when it masks to them, grown a pixel for the edges and clipped to the frame.
  private func groupBox(_ node: RenderLayer, toDevice: Transform3D, castsShadow: Bool) -> (
    x1: Int, y1: Int, x2: Int, y2: Int
  )? {
    var points: [Point] = []
    let margin = castsShadow ? Self.shadowMargin(node.values) : 0
    if node.values.masksToBounds {
      points = Self.corners(node.values.bounds, grownBy: 0).compactMap { toDevice.project($0) }
    } else {
      points = Self.corners(node.values.bounds, grownBy: margin).compactMap { toDevice.project($0) }
      Self.subtreeCorners(node, toDevice: toDevice, into: &points)
    }
    // Points off any sensible frame (or not finite) are clamped to a little beyond it.
    let limit = Double(max(frame.width, frame.height) + 2)
    points = points.filter { !$0.x.isNaN && !$0.y.isNaN }.map {
      Point(x: min(max($0.x, -limit), 2 * limit), y: min(max($0.y, -limit), 2 * limit))
    }
    guard !points.isEmpty else { return nil }
    let x1 = max(0, Int(points.map(\.x).min()!.rounded(.down)) - 1)
    let y1 = max(0, Int(points.map(\.y).min()!.rounded(.down)) - 1)
    let x2 = min(frame.width, Int(points.map(\.x).max()!.rounded(.up)) + 1)
    let y2 = min(frame.height, Int(points.map(\.y).max()!.rounded(.up)) + 1)
    return x1 < x2 && y1 < y2 ? (x1, y1, x2, y2) : nil
  }

  private static func subtreeCorners(_ node: RenderLayer, toDevice: Transform3D, into points: inout [Point]) {
    for sublayer in node.sublayers {
      let chain = sublayer.values.transformToSuperlayer.concatenating(node.values.sublayerTransformAboutAnchor)
      let device = chain.flattened.concatenating(toDevice)
      let margin = sublayer.values.shadow.opacity > 0 ? shadowMargin(sublayer.values) : 0
      points += corners(sublayer.values.bounds, grownBy: margin).compactMap { device.project($0) }
      if !sublayer.values.masksToBounds { subtreeCorners(sublayer, toDevice: device, into: &points) }
    }
  }

  private static func corners(_ b: Rect, grownBy m: Double) -> [Point] {
    [
      Point(x: b.minX - m, y: b.minY - m), Point(x: b.maxX + m, y: b.minY - m), Point(x: b.maxX + m, y: b.maxY + m),
      Point(x: b.minX - m, y: b.maxY + m),
    ]
  }

  /// Whether the layer paints anything below its sublayers.
  private static func paints(_ values: LayerValues) -> Bool {
    (values.backgroundColor.map { $0.alpha > 0 } ?? false) || values.contents != nil || values.gradient != nil
      || values.text != nil
  }

  private static func facesViewer(_ bounds: Rect, _ m: Transform3D) -> Bool {
    let p = corners(bounds, grownBy: 0).compactMap { m.project($0) }
    guard p.count == 4 else { return false }
    var area = 0.0
    for k in 0..<4 { area += p[k].x * p[(k + 1) % 4].y - p[(k + 1) % 4].x * p[k].y }
    return area > 0
  }

  private static func byte(_ opacity: Double) -> Int {
    Int((min(max(opacity, 0), 1) * 255).rounded())
  }
}
