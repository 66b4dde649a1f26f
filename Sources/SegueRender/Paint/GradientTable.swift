import SegueGeometry
import SegueImage
import SegueMotion

/// A gradient's colours along its axis, sampled once into a table of premultiplied pixels, so
/// that a pixel's colour is a comparison with the stops, a multiply and a load rather than an
/// interpolation and four roundings.
///
/// Segue's choice for speed, as renderers commonly do (Skia's gradient shaders kept a 256-entry
/// colour cache): each segment between two stops has ``samplesPerSegment`` samples spread
/// evenly from its first stop to its second, each exactly the straight-sRGB interpolation of the
/// stops, premultiplied and rounded; a position inside a segment takes the nearest sample.
/// Stops are found exactly (a hard stop stays hard), positions before the first stop or after
/// the last take the end colours, and a segment of no width shows its second colour, as the
/// interpolation did. Inside a segment a pixel can differ from the exactly interpolated colour
/// by one step of 1/255 per channel where the exact colour's rounding falls between two samples.
struct GradientTable {
  /// The samples of each segment.
  static let samplesPerSegment = 256

  /// What a table depends on: the colours and their effective locations.
  struct Key: Hashable {
    /// The stops' colours.
    let colors: [Color]
    /// The stops' positions, one per colour.
    let locations: [Double]
  }

  /// Each segment's samples in turn, as little-endian RGBA words.
  private let words: [UInt32]
  /// The stops' positions.
  private let locations: [Double]
  /// The first and last stops' colours.
  private let first: UInt32
  private let last: UInt32
  /// Each stop's colour, the colour of a segment of no width ending there.
  private let stops: [UInt32]

  /// The table of `key`'s stops; `key` has at least one colour.
  init(_ key: Key) {
    let colors = key.colors
    locations = key.locations
    stops = colors.map { $0.premultipliedPixel.word.littleEndian }
    first = stops[0]
    last = stops[stops.count - 1]
    let samples = Self.samplesPerSegment
    words = (0..<max(0, colors.count - 1)).flatMap { segment in
      (0..<samples).map { sample in
        let fraction = Double(sample) / Double(samples - 1)
        return colors[segment].interpolated(to: colors[segment + 1], fraction: fraction).premultipliedPixel.word
          .littleEndian
      }
    }
  }

  /// Where the one segment of a gradient of two stops starts and its samples per unit of
  /// position; `nil` for other gradients and for a segment of no width.
  var singleSegment: (start: Double, samplesPerUnit: Double)? {
    guard locations.count == 2, locations[1] > locations[0] else { return nil }
    return (locations[0], Double(Self.samplesPerSegment - 1) / (locations[1] - locations[0]))
  }

  /// For a table of one segment, positions along the axis `base` and their changes `step` as
  /// the first segment's sample indices plus ½ (so truncating gives the nearest sample) and
  /// their changes; `nil` for a table of several segments.
  func sampleIndices(base: [Double], step: [Double]) -> (base: [Double], step: [Double])? {
    singleSegment.map { segment in
      (base.map { ($0 - segment.start) * segment.samplesPerUnit + 0.5 }, step.map { $0 * segment.samplesPerUnit })
    }
  }

  /// Runs `body` with the samples of the first segment (``samplesPerSegment`` of them; the
  /// first and last are exactly the stops' colours).
  @inline(__always)
  func withSamples<Result>(_ body: (UnsafePointer<UInt32>) -> Result) -> Result {
    words.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// The pixel at position `t` along the axis, as a little-endian RGBA word.
  @inline(__always)
  func word(at t: Double) -> UInt32 {
    // NaN takes the first colour, as the interpolation did.
    guard t > locations[0] else { return first }
    guard t < locations[locations.count - 1] else { return last }
    var segment = 0
    while segment + 2 < locations.count && locations[segment + 1] <= t { segment += 1 }
    let start = locations[segment]
    let width = locations[segment + 1] - start
    guard width > 0 else { return stops[segment + 1] }
    let position = (t - start) / width * Double(Self.samplesPerSegment - 1)
    return words[segment * Self.samplesPerSegment + min(Self.samplesPerSegment - 1, max(0, Int(position + 0.5)))]
  }
}
