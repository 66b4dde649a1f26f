import ArgumentParser

/// A frame size in pixels, written `WIDTHxHEIGHT` on the command line.
struct PixelSize: ExpressibleByArgument, CustomStringConvertible, Equatable {
  /// The largest side accepted: a 4096 × 4096 frame is 64 MB, and a demo renders and encodes
  /// hundreds of them; larger sizes would run for hours.
  static let maximumSide = 4096

  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
    self.init(width: width, height: height)
  }

  var description: String { "\(width)x\(height)" }

  static var defaultCompletionKind: CompletionKind { .default }
}
