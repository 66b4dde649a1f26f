import Foundation
import SegueGeometry
import SegueImage
import SegueMotion

/// One frame an app drew, kept to be drawn again elsewhere — in a test, a benchmark, another
/// renderer: the render tree with every value and image exactly, and the frame's size and scale.
///
/// Its archive is Segue's own format, little-endian: a magic line, the frame's size and scale,
/// the images (each distinct pixel buffer once, so a snapshot that several layers show is stored
/// once), then the layers depth first. Why not `Codable`: a property list or JSON would hold a
/// 12 MB snapshot as numbers or base64, and every layer type would have to become `Codable` for
/// this one use.
public struct CapturedFrame: Sendable, Equatable {
  /// The first bytes of every archive; the digit is the format's version.
  static let magic = Array("segue-captured-frame 1\n".utf8)

  /// The layers drawn.
  public var tree: RenderLayer
  /// The frame's width in pixels.
  public var width: Int
  /// The frame's height in pixels.
  public var height: Int
  /// Pixels per point: the compositor's scale.
  public var scale: Double

  /// Creates a captured frame.
  public init(tree: RenderLayer, width: Int, height: Int, scale: Double) {
    self.tree = tree
    self.width = width
    self.height = height
    self.scale = scale
  }

  /// Reads a frame from its archive; throws ``CapturedFrameError`` for bytes that are not one.
  public init(archive bytes: [UInt8]) throws(CapturedFrameError) {
    guard bytes.starts(with: Self.magic) else { throw .notAnArchive }
    var reader = RenderTreeReader(bytes: bytes, offset: Self.magic.count)
    let (width, height, scale) = try reader.readFrameSize()
    try reader.readImages()
    let tree = try reader.readLayer(depth: 0)
    guard reader.offset == bytes.count else { throw .malformed("bytes left after the tree", at: reader.offset) }
    self.init(tree: tree, width: width, height: height, scale: scale)
  }

  /// Reads the frame archived in the file at `path`.
  public init(contentsOf path: String) throws {
    try self.init(archive: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
  }

  /// The frame's archive.
  public func archived() -> [UInt8] {
    var writer = RenderTreeWriter()
    writer.collectImages(in: tree)
    var bytes = Self.magic
    bytes += writer.frameSizeBytes(width: width, height: height, scale: scale)
    bytes += writer.imageBytes()
    writer.write(tree)
    bytes += writer.bytes
    return bytes
  }
}
