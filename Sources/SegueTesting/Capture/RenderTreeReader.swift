import SegueGeometry
import SegueImage
import SegueMotion

/// Reads what ``RenderTreeWriter`` wrote, in the same order, checking every count and index.
struct RenderTreeReader {
  /// The deepest tree read: deeper bytes are taken as damaged, not as a tree to recurse into.
  static let maximumDepth = 512

  /// The archive.
  let bytes: [UInt8]
  /// Where the next value starts.
  var offset: Int
  /// The image table.
  private var images: [Bitmap] = []

  /// A reader of `bytes` from `offset` on.
  init(bytes: [UInt8], offset: Int) {
    self.bytes = bytes
    self.offset = offset
  }

  /// Reads the frame's width, height and scale.
  mutating func readFrameSize() throws(CapturedFrameError) -> (Int, Int, Double) {
    let width = try side("frame width")
    let height = try side("frame height")
    let scale = try double()
    guard scale.isFinite, scale > 0 else { throw .malformed("scale \(scale)", at: offset) }
    return (width, height, scale)
  }

  /// Reads the image table.
  mutating func readImages() throws(CapturedFrameError) {
    let count = try count("image count")
    for _ in 0..<count {
      let width = try side("image width")
      let height = try side("image height")
      let (byteCount, overflow) = width.multipliedReportingOverflow(by: height * 4)
      guard !overflow, byteCount <= bytes.count - offset else { throw .malformed("image pixels cut short", at: offset) }
      guard let image = Bitmap(width: width, height: height, bytes: Array(bytes[offset..<offset + byteCount])) else {
        throw .malformed("image of impossible size", at: offset)
      }
      offset += byteCount
      images.append(image)
    }
  }

  /// Reads one layer and its sublayers.
  mutating func readLayer(depth: Int) throws(CapturedFrameError) -> RenderLayer {
    guard depth < Self.maximumDepth else {
      throw .malformed("layers nested over \(Self.maximumDepth) deep", at: offset)
    }
    var values = LayerValues()
    values.bounds = try rect()
    values.position = try point()
    values.anchorPoint = try point()
    values.zPosition = try double()
    values.opacity = try double()
    values.transform = try transform()
    values.sublayerTransform = try transform()
    values.isHidden = try flag()
    values.backgroundColor = try flag() ? try color() : nil
    let image = try integer()
    guard image >= -1, image < images.count else { throw .malformed("no image \(image)", at: offset) }
    values.contents = image < 0 ? nil : images[image]
    values.contentsGravity = try choice(LayerContentsGravity.allCases, "contents gravity")
    values.contentsRect = try rect()
    values.contentsScale = try double()
    values.allowsEdgeAntialiasing = try flag()
    let mask = try integer()
    guard let rawMask = UInt32(exactly: mask) else { throw .malformed("edge mask \(mask)", at: offset) }
    values.edgeAntialiasingMask = EdgeAntialiasingMask(rawValue: rawMask)
    values.masksToBounds = try flag()
    values.cornerRadius = try double()
    values.isDoubleSided = try flag()
    values.borderWidth = try double()
    values.borderColor = try color()
    values.shadow.color = try color()
    values.shadow.opacity = try double()
    values.shadow.offset = Size(width: try double(), height: try double())
    values.shadow.radius = try double()
    values.preservesDepth = try flag()
    if try flag() { values.gradient = try gradient() }
    if try flag() { values.text = try text() }
    let count = try self.count("sublayer count")
    var sublayers: [RenderLayer] = []
    for _ in 0..<count { sublayers.append(try readLayer(depth: depth + 1)) }
    return RenderLayer(values: values, sublayers: sublayers)
  }

  /// The gradient that follows.
  private mutating func gradient() throws(CapturedFrameError) -> Gradient {
    var gradient = Gradient()
    for _ in 0..<(try count("gradient colour count")) { gradient.colors.append(try color()) }
    if try flag() {
      var locations: [Double] = []
      for _ in 0..<(try count("gradient location count")) { locations.append(try double()) }
      gradient.locations = locations
    }
    gradient.startPoint = try point()
    gradient.endPoint = try point()
    return gradient
  }

  /// The text attributes that follow.
  private mutating func text() throws(CapturedFrameError) -> TextAttributes {
    let length = try count("text length")
    guard length <= bytes.count - offset else { throw .malformed("text cut short", at: offset) }
    var text = TextAttributes(string: String(decoding: bytes[offset..<offset + length], as: UTF8.self))
    offset += length
    text.fontSize = try double()
    text.foregroundColor = try color()
    text.alignmentMode = try choice(TextLayerAlignmentMode.allCases, "text alignment")
    text.truncationMode = try choice(TextLayerTruncationMode.allCases, "text truncation")
    text.isWrapped = try flag()
    return text
  }

  /// The next eight bytes as a signed integer.
  private mutating func integer() throws(CapturedFrameError) -> Int {
    Int(Int64(littleEndian: Int64(bitPattern: try word())))
  }

  /// A count: an integer that is not negative and not more than the archive's length (each
  /// element counted takes at least one byte, so a larger count cannot be read to its end).
  private mutating func count(_ what: String) throws(CapturedFrameError) -> Int {
    let value = try integer()
    guard value >= 0, value <= bytes.count else { throw .malformed("\(what) \(value)", at: offset) }
    return value
  }

  /// An image's or frame's width or height: not negative, at most 2^24 pixels.
  private mutating func side(_ what: String) throws(CapturedFrameError) -> Int {
    let value = try integer()
    guard (0...(1 << 24)).contains(value) else { throw .malformed("\(what) \(value)", at: offset) }
    return value
  }

  /// One of `cases`, by its index.
  private mutating func choice<T>(_ cases: [T], _ what: String) throws(CapturedFrameError) -> T {
    let index = try integer()
    guard cases.indices.contains(index) else { throw .malformed("\(what) \(index)", at: offset) }
    return cases[index]
  }

  /// The next eight bytes as a double.
  private mutating func double() throws(CapturedFrameError) -> Double {
    Double(bitPattern: UInt64(littleEndian: try word()))
  }

  /// The next eight bytes, little-endian.
  private mutating func word() throws(CapturedFrameError) -> UInt64 {
    guard bytes.count - offset >= 8 else { throw .malformed("the bytes end inside a value", at: offset) }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * index) }
    offset += 8
    return value
  }

  /// The next byte as a flag: 0 or 1.
  private mutating func flag() throws(CapturedFrameError) -> Bool {
    guard offset < bytes.count else { throw .malformed("the bytes end inside a value", at: offset) }
    defer { offset += 1 }
    switch bytes[offset] {
    case 0: return false
    case 1: return true
    default: throw .malformed("flag \(bytes[offset])", at: offset)
    }
  }

  /// The next point.
  private mutating func point() throws(CapturedFrameError) -> Point {
    Point(x: try double(), y: try double())
  }

  /// The next rectangle.
  private mutating func rect() throws(CapturedFrameError) -> Rect {
    Rect(origin: try point(), size: Size(width: try double(), height: try double()))
  }

  /// The next colour.
  private mutating func color() throws(CapturedFrameError) -> Color {
    Color(red: try double(), green: try double(), blue: try double(), alpha: try double())
  }

  /// The next 4×4 matrix, row by row.
  private mutating func transform() throws(CapturedFrameError) -> Transform3D {
    var entries: [Double] = []
    for _ in 0..<16 { entries.append(try double()) }
    return Transform3D(
      m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
      m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
      m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
      m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15])
  }
}
