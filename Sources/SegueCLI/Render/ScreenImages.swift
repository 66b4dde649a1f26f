import SegueImage
import SegueImageIO

/// The user's two images for `segue render`, read and checked, and the screen they make: its
/// size in points and its pixels per point.
///
/// Without `--size` the screen is the images' size in points at scale 1. With it, the images
/// must be that size at 1, 2 or 3 pixels a point (a phone's screenshots: `--size 390x844` with
/// 1170x2532 images renders at scale 3, so the animators' distances in points are a phone's).
struct ScreenImages {
  /// The smallest screen, in points: below it a transition's motion cannot be seen.
  static let minimumSize = PixelSize(width: 32, height: 32)

  /// The first screen's image, premultiplied.
  let from: Bitmap
  /// The second screen's image, premultiplied.
  let to: Bitmap
  /// The screen's size in points.
  let size: PixelSize
  /// Device pixels per point: the images are `size` times this.
  let scale: Int

  /// Reads the images at `fromPath` and `toPath` and works out the screen, `size` points when
  /// given; throws a one-line ``CommandError`` with exit status 2 for an image that is missing,
  /// unreadable or corrupt, images of different sizes, or a size out of range or unlike `size`.
  init(fromPath: String, toPath: String, size requested: PixelSize?) throws {
    from = try Self.read(fromPath)
    to = try Self.read(toPath)
    let pixels = PixelSize(width: from.width, height: from.height)
    let both = "'\(OneLineError.quoted(fromPath))' and '\(OneLineError.quoted(toPath))'"
    guard to.width == from.width, to.height == from.height else {
      throw Self.badInput(
        "'\(OneLineError.quoted(fromPath))' is \(pixels) but '\(OneLineError.quoted(toPath))' is \(to.width)x\(to.height); give two images of the same size"
      )
    }
    guard pixels.width <= PixelSize.maximumSide, pixels.height <= PixelSize.maximumSide else {
      throw Self.badInput(
        "\(both) are \(pixels), larger than \(PixelSize.maximumSide) pixels a side; give smaller images")
    }
    guard let screen = Self.screen(pixels: pixels, requested: requested) else {
      throw Self.badInput(
        "\(both) are \(pixels), not --size \(requested ?? pixels) at 1, 2 or 3 pixels a point; give --size \(pixels) or leave it out"
      )
    }
    guard screen.size.width >= Self.minimumSize.width, screen.size.height >= Self.minimumSize.height else {
      throw Self.badInput("\(both) are \(pixels), smaller than \(Self.minimumSize) points; give larger images")
    }
    size = screen.size
    scale = screen.scale
  }

  /// The screen images of `pixels` make: `requested` points at the smallest scale of 1, 2 or 3
  /// that gives `pixels`, or `pixels` points at scale 1 when nothing is requested; `nil` when
  /// no scale gives `pixels`.
  static func screen(pixels: PixelSize, requested: PixelSize?) -> (size: PixelSize, scale: Int)? {
    guard let requested else { return (pixels, 1) }
    guard
      let scale = (1...3).first(where: {
        requested.width * $0 == pixels.width && requested.height * $0 == pixels.height
      })
    else { return nil }
    return (requested, scale)
  }

  /// The image at `path`; its failures as exit status 2.
  private static func read(_ path: String) throws -> Bitmap {
    do {
      return try PNG.read(from: path)
    } catch let error as ImageIOError {
      throw badInput(error.description)
    }
  }

  /// The error for input the user must change.
  private static func badInput(_ message: String) -> CommandError {
    CommandError(description: message, exitStatus: ExitStatus.badInput)
  }
}
