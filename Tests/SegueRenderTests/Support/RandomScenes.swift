import PropertyBased
import SegueGeometry
import SegueImage
import SegueMotion

@testable import SegueRender

/// Random layer trees for the renderer's property tests, reproducible from a seed.
@MainActor
struct RandomScenes {
  var random: Xoshiro

  init(seed: UInt64) {
    random = Xoshiro(seed: (seed, ~seed, seed, ~seed))
  }

  mutating func unit() -> Double { Double.random(in: 0..<1, using: &random) }

  mutating func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }

  mutating func color(opaque: Bool = false) -> Color {
    Color(red: unit(), green: unit(), blue: unit(), alpha: opaque ? 1 : value(0.3...1))
  }

  /// The anti-aliased edges the interior tests try in turn: all, none, two adjacent, one.
  static let antialiasedEdgeSets: [EdgeAntialiasingMask] = [
    .all, [], [.layerTopEdge, .layerRightEdge], [.layerBottomEdge],
  ]

  /// A box at 0...6 on each axis, each side in `sides`, and a corner radius of up to half its
  /// shorter side (all of it a third of the time, none when `rounded` is false).
  mutating func roundedBox(sides: ClosedRange<Double>, rounded: Bool = true) -> (box: Rect, radius: Double) {
    let box = Rect(x: value(0...6), y: value(0...6), width: value(sides), height: value(sides))
    let half = min(box.width, box.height) / 2
    return (box, !rounded ? 0 : (unit() < 0.3 ? half : value(0...half)))
  }

  /// A random premultiplied image.
  mutating func image(width: Int, height: Int) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { bitmap[x, y] = color().premultipliedPixel }
    }
    return bitmap
  }

  /// The strip at `index` of a row of strips 15 points apart, showing part of `page`: random
  /// size and anti-aliased edges, mostly turned about the vertical axis — or, when `across`,
  /// the strip at `index` of a column of strips, mostly turned about the horizontal axis.
  mutating func strip(_ index: Int, of page: Bitmap, across: Bool = false) -> Layer {
    let (along, offset) = (Double(index) * 15 + value(0...5), value(-4...10))
    let (short, long) = (value(3...20), value(20...56))
    let strip = Layer(
      frame: across
        ? Rect(x: offset, y: along, width: long, height: short) : Rect(x: along, y: offset, width: short, height: long)
    )
    strip.contents = page
    strip.contentsRect = Rect(x: value(0...0.5), y: value(0...0.2), width: 0.5, height: 0.8)
    if unit() < 0.8 {
      strip.transform = Transform3D(rotationAngle: value(-1.3...1.3), x: across ? 1 : 0, y: across ? 0 : 1, z: 0)
    }
    let edges: [EdgeAntialiasingMask] = [.layerLeftEdge, .layerRightEdge, .layerTopEdge, .layerBottomEdge]
    strip.edgeAntialiasingMask = EdgeAntialiasingMask(edges.filter { _ in unit() < 0.6 })
    return strip
  }

  /// The 16-point-wide strip at `index` of a row of strips `spacing` points apart (moved right by
  /// up to `jitter` and down by a value in `rise`), `height` points tall, showing a part of
  /// `page` `shown` of its width wide from a random column, turned about the vertical axis by up
  /// to 1.2 radians either way.
  mutating func turnedStrip(
    _ index: Int, of page: Bitmap, spacing: Double, jitter: Double, rise: ClosedRange<Double>, height: Double,
    shown: Double
  ) -> Layer {
    let strip = Layer(
      frame: Rect(x: Double(index) * spacing + value(0...jitter), y: value(rise), width: 16, height: height))
    strip.contents = page
    strip.contentsRect = Rect(x: value(0...0.5), y: 0, width: shown, height: 1)
    strip.transform = Transform3D(rotationAngle: value(-1.2...1.2), x: 0, y: 1, z: 0)
    return strip
  }

  /// A 64 × 64 scene over a background colour (opaque when `opaqueBackground`): a container
  /// with random perspective holding one to four strips (``strip(_:of:)``) of one random page,
  /// each finished by `dress` before it is added; with `across`, strips turned about the
  /// horizontal axis, one above the other.
  mutating func fold(
    opaqueBackground: Bool, across: Bool = false, dress: (Layer, inout RandomScenes) -> Void
  ) -> RenderLayer {
    let root = Scenes.root(width: 64, height: 64)
    root.backgroundColor = color(opaque: opaqueBackground)
    let page = image(width: 24, height: 30)
    let fold = Layer(frame: root.bounds)
    fold.sublayerTransform = .perspective(distance: value(60...300))
    for index in 0..<Int.random(in: 1...4, using: &random) {
      let strip = strip(index, of: page, across: across)
      dress(strip, &self)
      fold.addSublayer(strip)
    }
    root.addSublayer(fold)
    return root.renderTree(at: 0)
  }

  /// A 24 × 24 point container at `origin` holding a few layers with random geometry and
  /// appearance: turned in 2D and in perspective, rounded, bordered, translucent, with
  /// contents, gradients, sublayers, masks and shadows.
  mutating func container(at origin: Point) -> Layer {
    let container = Layer(frame: Rect(origin: origin, size: Size(width: 24, height: 24)))
    container.sublayerTransform = .perspective(distance: value(40...200))
    for _ in 0..<Int.random(in: 2...4, using: &random) {
      let layer = unit() < 0.3 ? GradientLayer() : Layer()
      layer.frame = Rect(x: value(2...10), y: value(2...10), width: value(4...12), height: value(4...12))
      layer.transform = Transform3D(rotationAngle: value(-0.6...0.6), x: unit(), y: unit(), z: unit())
      if let gradient = layer as? GradientLayer {
        gradient.colors = [color(), color()]
      } else if unit() < 0.5 {
        layer.contents = image(width: 5, height: 4)
        layer.contentsGravity = LayerContentsGravity.allCases.randomElement(using: &random) ?? .resize
      } else {
        layer.backgroundColor = color()
      }
      if unit() < 0.5 { layer.cornerRadius = value(0...4) }
      if unit() < 0.4 {
        layer.borderWidth = value(0.5...2)
        layer.borderColor = color()
      }
      if unit() < 0.4 { layer.opacity = value(0.2...1) }
      if unit() < 0.3 {
        layer.shadowOpacity = value(0.2...1)
        layer.shadowOffset = Size(width: value(-2...2), height: value(-2...2))
        layer.shadowRadius = value(0...2)
      }
      if unit() < 0.4 {
        let sublayer = Layer(frame: Rect(x: value(-2...4), y: value(-2...4), width: value(2...8), height: value(2...8)))
        sublayer.backgroundColor = color()
        layer.addSublayer(sublayer)
        layer.masksToBounds = unit() < 0.5
      }
      container.addSublayer(layer)
    }
    return container
  }

  /// A matrix whose projection keeps depth constant along device rows: scaled, moved and half
  /// the time turned about the horizontal axis in perspective.
  mutating func rowKeepingMatrix() -> Transform3D { matrix(turningAbout: (x: 1, y: 0)) }

  /// A matrix whose projection keeps depth constant down device columns: scaled, moved and half
  /// the time turned about the vertical axis in perspective.
  mutating func columnKeepingMatrix() -> Transform3D { matrix(turningAbout: (x: 0, y: 1)) }

  /// An affine matrix that turns or shears (so that neither the column nor the row view
  /// applies): scaled (a fifth of the time mirrored), turned in 2D, half the time sheared, and
  /// moved into a 64 × 64 device.
  mutating func turningMatrix() -> Transform3D {
    var matrix = Transform3D(scaleX: value(0.5...3) * (unit() < 0.2 ? -1 : 1), y: value(0.5...3), z: 1)
    if unit() < 0.5 { matrix.m21 = value(-0.8...0.8) }
    let angle = value(0.05...1.5) * (unit() < 0.5 ? -1 : 1)
    matrix = matrix.concatenating(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1))
    return matrix.concatenating(Transform3D(translationX: value(10...40), y: value(0...20), z: 0))
  }

  /// A matrix that turns a layer in perspective about an axis that is neither vertical nor
  /// horizontal (so that no other view applies): scaled (a fifth of the time mirrored, which
  /// turns the sign of the inverse projection's `w`), turned about a random axis with parts
  /// along both device axes, seen in perspective and moved into a 64 × 64 device.
  mutating func perspectiveMatrix() -> Transform3D {
    var matrix = Transform3D(scaleX: value(0.5...3) * (unit() < 0.2 ? -1 : 1), y: value(0.5...3), z: 1)
    let (x, y) = (value(0.2...1) * (unit() < 0.5 ? -1 : 1), value(0.2...1) * (unit() < 0.5 ? -1 : 1))
    let turn = Transform3D(rotationAngle: value(0.15...1.1) * (unit() < 0.5 ? -1 : 1), x: x, y: y, z: value(-1...1))
    matrix = matrix.concatenating(turn).concatenating(.perspective(distance: value(80...400)))
    return matrix.concatenating(Transform3D(translationX: value(20...50), y: value(20...50), z: 0))
  }

  /// A plain (every third seed) or rounded box with the anti-aliased edges `seed` picks (a third
  /// of the rounded ones cut by a box of their own, inside or across the rounded bounds, as
  /// contents smaller than a rounded layer are), and a matrix of the kind `seed` picks: an affine
  /// turn, a column view, a row view or any perspective, in turn.
  mutating func coverageCase(seed: Int) -> (shape: CoverageShape, matrix: Transform3D) {
    let bounds = Rect(x: value(-4...6), y: value(-4...6), width: value(0.3...60), height: value(0.3...60))
    let half = min(bounds.width, bounds.height) / 2
    let radius = seed % 3 == 0 ? 0 : (unit() < 0.3 ? half : value(0...half))
    let edges = Self.antialiasedEdgeSets
    let rounded = RoundedBox(bounds, radius: radius)
    let box =
      radius > 0 && unit() < 0.33
      ? bounds.insetBy(dx: value(-3...(bounds.width / 3)), dy: value(-3...(bounds.height / 3))) : bounds
    let shape = CoverageShape(box: box, rounding: rounded, antialiased: edges[seed % edges.count])
    switch seed % 4 {
    case 0: return (shape, turningMatrix())
    case 1: return (shape, columnKeepingMatrix())
    case 2: return (shape, rowKeepingMatrix())
    default: return (shape, perspectiveMatrix())
    }
  }

  /// A matrix scaled, moved and half the time turned about `axis` in perspective.
  private mutating func matrix(turningAbout axis: (x: Double, y: Double)) -> Transform3D {
    var matrix = Transform3D(scaleX: value(0.5...3), y: value(0.5...3), z: 1)
    if unit() < 0.5 {
      matrix = matrix.concatenating(Transform3D(rotationAngle: value(-1...1), x: axis.x, y: axis.y, z: 0))
      matrix = matrix.concatenating(.perspective(distance: value(200...600)))
    }
    return matrix.concatenating(Transform3D(translationX: value(2...20), y: value(2...20), z: 0))
  }
}
