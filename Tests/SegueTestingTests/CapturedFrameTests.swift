import SegueGeometry
import SegueImage
import SegueMotion
import SegueTesting
import Testing

/// A captured frame's archive gives back exactly the frame that was archived, stores a shared
/// image once, and turns every damaged archive into an error that says where.
struct CapturedFrameTests {
  /// A reproducible stream of random numbers (SplitMix64).
  struct Stream {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func value(_ range: ClosedRange<Double>) -> Double {
      range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    mutating func index(_ count: Int) -> Int { Int(next() % UInt64(count)) }
    mutating func color() -> Color { Color(red: unit(), green: unit(), blue: unit(), alpha: unit()) }
    mutating func point() -> Point { Point(x: value(-50...50), y: value(-50...50)) }
    mutating func rect() -> Rect {
      Rect(x: value(-20...20), y: value(-20...20), width: value(0...200), height: value(0...200))
    }
    mutating func transform() -> Transform3D {
      var m = Transform3D(rotationAngle: value(-3...3), x: unit(), y: unit(), z: unit())
      m.m34 = chance(0.5) ? -1 / value(100...1000) : 0
      m.m41 = value(-9...9)
      return m
    }
  }

  /// A tree of random values in every field, whose layers draw their contents from `images`.
  static func randomTree(_ stream: inout Stream, images: [Bitmap], depth: Int = 0) -> RenderLayer {
    var v = LayerValues()
    v.bounds = stream.rect()
    v.position = stream.point()
    v.anchorPoint = Point(x: stream.unit(), y: stream.unit())
    v.zPosition = stream.value(-5...5)
    v.opacity = stream.unit()
    if stream.chance(0.5) { v.transform = stream.transform() }
    if stream.chance(0.3) { v.sublayerTransform = stream.transform() }
    v.isHidden = stream.chance(0.1)
    if stream.chance(0.6) { v.backgroundColor = stream.color() }
    if stream.chance(0.4) { v.contents = images[stream.index(images.count)] }
    v.contentsGravity = LayerContentsGravity.allCases[stream.index(LayerContentsGravity.allCases.count)]
    v.contentsRect = Rect(x: stream.unit(), y: stream.unit(), width: stream.unit(), height: stream.unit())
    v.contentsScale = stream.value(1...3)
    v.allowsEdgeAntialiasing = stream.chance(0.5)
    v.edgeAntialiasingMask = EdgeAntialiasingMask(rawValue: UInt32(stream.index(16)))
    v.masksToBounds = stream.chance(0.3)
    v.cornerRadius = stream.value(0...20)
    v.isDoubleSided = stream.chance(0.8)
    v.borderWidth = stream.chance(0.3) ? stream.value(0...4) : 0
    v.borderColor = stream.color()
    v.shadow.color = stream.color()
    v.shadow.opacity = stream.unit()
    v.shadow.offset = Size(width: stream.value(-9...9), height: stream.value(-9...9))
    v.shadow.radius = stream.value(0...12)
    v.preservesDepth = stream.chance(0.2)
    if stream.chance(0.3) {
      v.gradient = Gradient(
        colors: (0..<stream.index(4)).map { _ in stream.color() },
        locations: stream.chance(0.5) ? (0..<stream.index(4)).map { _ in stream.unit() } : nil,
        startPoint: stream.point(), endPoint: stream.point())
    }
    if stream.chance(0.3) {
      var text = TextAttributes(string: ["", "Inbox", "72,4 kg · Mo", "日本語 ✓", "a\nb"][stream.index(5)])
      text.fontSize = stream.value(8...40)
      text.foregroundColor = stream.color()
      text.alignmentMode = TextLayerAlignmentMode.allCases[stream.index(TextLayerAlignmentMode.allCases.count)]
      text.truncationMode = TextLayerTruncationMode.allCases[stream.index(TextLayerTruncationMode.allCases.count)]
      text.isWrapped = stream.chance(0.5)
      v.text = text
    }
    let count = depth < 3 ? stream.index(4) : 0
    return RenderLayer(
      values: v, sublayers: (0..<count).map { _ in randomTree(&stream, images: images, depth: depth + 1) })
  }

  static func images(_ stream: inout Stream) -> [Bitmap] {
    (0..<3).map { _ in
      var image = Bitmap(width: 1 + stream.index(9), height: 1 + stream.index(9))
      for y in 0..<image.height {
        for x in 0..<image.width {
          let alpha = UInt8(stream.index(256))
          image[x, y] = Bitmap.Pixel(
            red: UInt8(stream.index(Int(alpha) + 1)), green: UInt8(stream.index(Int(alpha) + 1)),
            blue: UInt8(stream.index(Int(alpha) + 1)), alpha: alpha)
        }
      }
      return image
    }
  }

  @Test(arguments: 0..<100)
  func theArchiveGivesBackTheFrameExactly(seed: UInt64) throws {
    var stream = Stream(state: seed)
    let frame = CapturedFrame(
      tree: Self.randomTree(&stream, images: Self.images(&stream)), width: 1 + stream.index(4000),
      height: 1 + stream.index(4000), scale: stream.value(1...3))
    #expect(try CapturedFrame(archive: frame.archived()) == frame)
  }

  @Test func anImageShownByManyLayersIsStoredOnce() throws {
    let page = Bitmap(width: 100, height: 100, filledWith: Bitmap.Pixel(red: 9, green: 8, blue: 7))
    func strips(_ count: Int) -> RenderLayer {
      RenderLayer(
        values: LayerValues(),
        sublayers: (0..<count).map { _ in
          var values = LayerValues()
          values.contents = page
          return RenderLayer(values: values)
        })
    }
    let one = CapturedFrame(tree: strips(1), width: 10, height: 10, scale: 1).archived()
    let four = CapturedFrame(tree: strips(4), width: 10, height: 10, scale: 1).archived()
    #expect(four.count - one.count < 2_000, "each strip added \((four.count - one.count) / 3) bytes")
    let decoded = try CapturedFrame(archive: four)
    #expect(decoded.tree.sublayers.allSatisfy { $0.values.contents == page })
  }

  /// Bitmaps that share a buffer but not a shape, and empty ones of different shapes, stay
  /// distinct images.
  @Test func imagesOfOneBufferAndDifferentShapesStayApart() throws {
    let bytes = [UInt8](repeating: 7, count: 2 * 8 * 4)
    let images = [
      try #require(Bitmap(width: 2, height: 8, bytes: bytes)), try #require(Bitmap(width: 8, height: 2, bytes: bytes)),
      Bitmap(width: 0, height: 3), Bitmap(width: 5, height: 0),
    ]
    let tree = RenderLayer(
      values: LayerValues(),
      sublayers: images.map { image in
        var values = LayerValues()
        values.contents = image
        return RenderLayer(values: values)
      })
    let frame = CapturedFrame(tree: tree, width: 8, height: 8, scale: 1)
    #expect(try CapturedFrame(archive: frame.archived()) == frame)
  }

  @Test func everyTruncatedArchiveIsAnErrorThatSaysWhere() {
    var stream = Stream(state: 7)
    let bytes = CapturedFrame(
      tree: Self.randomTree(&stream, images: Self.images(&stream)), width: 390, height: 844, scale: 3
    ).archived()
    for length in 0..<bytes.count {
      do {
        _ = try CapturedFrame(archive: Array(bytes[..<length]))
        Issue.record("a archive cut to \(length) of \(bytes.count) bytes was read")
      } catch {
        if length >= 23 {
          guard case .malformed(_, let offset) = error else {
            Issue.record("\(error) for \(length) bytes")
            continue
          }
          #expect(offset <= length)
        } else {
          #expect(error == .notAnArchive)
        }
      }
    }
  }

  @Test func damagedBytesAreNamed() throws {
    let bytes = CapturedFrame(tree: RenderLayer(values: LayerValues()), width: 2, height: 2, scale: 2).archived()
    #expect(throws: CapturedFrameError.notAnArchive) { try CapturedFrame(archive: Array("GIF89a".utf8)) }
    #expect(
      CapturedFrameError.notAnArchive.description
        == "not a captured frame (it does not start with 'segue-captured-frame 1')")
    var extra = bytes
    extra.append(0)
    #expect(throws: CapturedFrameError.malformed("bytes left after the tree", at: bytes.count)) {
      try CapturedFrame(archive: extra)
    }
    var badScale = bytes
    let scaleOffset = 23 + 16
    for index in 0..<8 { badScale[scaleOffset + index] = 0 }
    #expect(throws: CapturedFrameError.malformed("scale 0.0", at: scaleOffset + 8)) {
      try CapturedFrame(archive: badScale)
    }
    #expect(
      CapturedFrameError.malformed("scale 0.0", at: 47).description == "malformed captured frame at byte 47: scale 0.0")
  }
}
