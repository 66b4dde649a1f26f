import SegueGeometry
import SegueImage
import SegueMotion

/// Writes a render tree's values in ``CapturedFrame``'s order; ``RenderTreeReader`` reads
/// them back in the same order.
struct RenderTreeWriter {
  /// The layers written so far.
  private(set) var bytes: [UInt8] = []
  /// The distinct images, in the order they were first met.
  private var images: [Bitmap] = []
  /// Each image's index, by the address of its pixel buffer and its size (a buffer shared by
  /// bitmaps of one size is one image; all empty buffers share an address, and one buffer can
  /// back bitmaps of different shapes).
  private var indices: [ImageKey: Int] = [:]

  /// What makes two bitmaps one image.
  private struct ImageKey: Hashable {
    /// The address of the pixel buffer.
    let address: Int
    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int
  }

  /// Collects the images under `layer`, each distinct buffer once.
  mutating func collectImages(in layer: RenderLayer) {
    if let contents = layer.values.contents, indices[Self.identity(of: contents)] == nil {
      indices[Self.identity(of: contents)] = images.count
      images.append(contents)
    }
    for sublayer in layer.sublayers { collectImages(in: sublayer) }
  }

  /// The frame's width and height in pixels and its scale.
  func frameSizeBytes(width: Int, height: Int, scale: Double) -> [UInt8] {
    var header = RenderTreeWriter()
    header.integer(width)
    header.integer(height)
    header.double(scale)
    return header.bytes
  }

  /// The image table: its count, then each image's size and pixels.
  func imageBytes() -> [UInt8] {
    var table = RenderTreeWriter()
    table.integer(images.count)
    for image in images {
      table.integer(image.width)
      table.integer(image.height)
      table.bytes += image.bytes
    }
    return table.bytes
  }

  /// Writes `layer` and its sublayers, depth first.
  mutating func write(_ layer: RenderLayer) {
    let values = layer.values
    rect(values.bounds)
    point(values.position)
    point(values.anchorPoint)
    double(values.zPosition)
    double(values.opacity)
    transform(values.transform)
    transform(values.sublayerTransform)
    flag(values.isHidden)
    optionalColor(values.backgroundColor)
    integer(values.contents.map { indices[Self.identity(of: $0)] ?? -1 } ?? -1)
    integer(LayerContentsGravity.allCases.firstIndex(of: values.contentsGravity) ?? 0)
    rect(values.contentsRect)
    double(values.contentsScale)
    flag(values.allowsEdgeAntialiasing)
    integer(Int(values.edgeAntialiasingMask.rawValue))
    flag(values.masksToBounds)
    double(values.cornerRadius)
    flag(values.isDoubleSided)
    double(values.borderWidth)
    color(values.borderColor)
    color(values.shadow.color)
    double(values.shadow.opacity)
    double(values.shadow.offset.width)
    double(values.shadow.offset.height)
    double(values.shadow.radius)
    flag(values.preservesDepth)
    flag(values.gradient != nil)
    if let gradient = values.gradient {
      integer(gradient.colors.count)
      for stop in gradient.colors { color(stop) }
      flag(gradient.locations != nil)
      if let locations = gradient.locations {
        integer(locations.count)
        for location in locations { double(location) }
      }
      point(gradient.startPoint)
      point(gradient.endPoint)
    }
    flag(values.text != nil)
    if let text = values.text {
      let utf8 = Array(text.string.utf8)
      integer(utf8.count)
      bytes += utf8
      double(text.fontSize)
      color(text.foregroundColor)
      integer(TextLayerAlignmentMode.allCases.firstIndex(of: text.alignmentMode) ?? 0)
      integer(TextLayerTruncationMode.allCases.firstIndex(of: text.truncationMode) ?? 0)
      flag(text.isWrapped)
    }
    integer(layer.sublayers.count)
    for sublayer in layer.sublayers { write(sublayer) }
  }

  /// The buffer behind `bitmap`'s pixels and its size: bitmaps that share both are one image.
  private static func identity(of bitmap: Bitmap) -> ImageKey {
    ImageKey(
      address: bitmap.bytes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }, width: bitmap.width,
      height: bitmap.height)
  }

  /// Appends `value` as eight bytes, little-endian.
  private mutating func integer(_ value: Int) {
    withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 }
  }

  /// Appends `value`'s eight bytes.
  private mutating func double(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
  }

  /// Appends 1 or 0.
  private mutating func flag(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  /// Appends a point.
  private mutating func point(_ value: Point) {
    double(value.x)
    double(value.y)
  }

  /// Appends a rectangle.
  private mutating func rect(_ value: Rect) {
    point(value.origin)
    double(value.size.width)
    double(value.size.height)
  }

  /// Appends a colour's four components.
  private mutating func color(_ value: Color) {
    for channel in [value.red, value.green, value.blue, value.alpha] { double(channel) }
  }

  /// Appends a flag, then the colour if there is one.
  private mutating func optionalColor(_ value: Color?) {
    flag(value != nil)
    if let value { color(value) }
  }

  /// Appends a 4×4 matrix, row by row.
  private mutating func transform(_ m: Transform3D) {
    for entry in [
      m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
    ] { double(entry) }
  }
}
