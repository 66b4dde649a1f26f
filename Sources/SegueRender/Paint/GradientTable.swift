import SegueGeometry
import SegueImage
import SegueMotion

/// A gradient's colours along its axis, sampled once into a table of premultiplied pixels, so
/// that a pixel's colour is a multiply and a load rather than an interpolation and four
/// roundings.
///
/// Segue's choice for speed, as renderers commonly do (Skia's gradient shaders kept a 256-entry
/// colour cache): ``count`` samples spread evenly from the first stop to the last, each exactly
/// the straight-sRGB interpolation of its stops, premultiplied and rounded; a position between
/// samples takes the nearest one. Positions before the first stop or after the last take the end
/// colours exactly. A pixel can differ from the exactly interpolated colour by at most one step
/// of 1/255 per channel (and only where the exact colour's rounding falls between two samples);
/// every path that draws a gradient — per pixel, per column, fused with an image — reads the
/// same table, so they agree byte for byte.
struct GradientTable {
  /// The number of samples.
  static let count = 1024

  /// What a table depends on: the colours and their effective locations.
  struct Key: Hashable {
    /// The stops' colours.
    let colors: [Color]
    /// The stops' positions, one per colour.
    let locations: [Double]
  }

  /// The samples, as little-endian RGBA words.
  let words: [UInt32]
  /// The first stop's position.
  let start: Double
  /// Samples per unit of position.
  let scale: Double

  /// The table of `key`'s stops; `key` has at least one colour.
  init(_ key: Key) {
    let colors = key.colors
    let locations = key.locations
    start = locations[0]
    let span = locations[locations.count - 1] - start
    scale = span > 0 ? Double(Self.count - 1) / span : 0
    func color(at t: Double) -> Color {
      guard t > locations[0] else { return colors[0] }
      guard t < locations[locations.count - 1] else { return colors[colors.count - 1] }
      var index = 0
      while index + 2 < locations.count && locations[index + 1] <= t { index += 1 }
      let width = locations[index + 1] - locations[index]
      guard width > 0 else { return colors[index + 1] }
      return colors[index].interpolated(to: colors[index + 1], fraction: (t - locations[index]) / width)
    }
    let step = span / Double(Self.count - 1)
    words = (0..<Self.count).map { sample in
      let t = sample == Self.count - 1 ? locations[locations.count - 1] : locations[0] + Double(sample) * step
      return color(at: t).premultipliedPixel.word.littleEndian
    }
  }

  /// The pixel at position `t` along the axis, as a little-endian RGBA word.
  @inline(__always)
  func word(at t: Double) -> UInt32 {
    let position = (t - start) * scale
    // NaN and positions before the start take the first sample, positions past the end the last.
    guard position > 0 else { return words[0] }
    guard position < Double(Self.count - 1) else { return words[Self.count - 1] }
    return words[Int(position + 0.5)]
  }
}
