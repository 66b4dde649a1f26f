import PropertyBased
import SegueGeometry
import SegueImage
import Testing

@testable import SegueRender

/// The AVX2 point sampling kernel gives the Swift reference's colours exactly: the same image
/// lines and 1/256 weights from separately rounded operations, ties included, the same clamping
/// at the image's edges and far beyond them, for images one pixel wide or high, flipped
/// mappings and runs of any length (the tail of one to three points included).
@Suite struct BilinearSamplesKernelTests {
  @Test(.enabled(if: RasterKernels.isVectorized)) func samplesMatchTheReference() {
    var random = Xoshiro(seed: (31, 32, 33, 34))
    for _ in 0..<2_000 {
      let (width, height) = (Int.random(in: 1...40, using: &random), Int.random(in: 1...40, using: &random))
      let image = Self.noise(width: width, height: height, &random)
      let origin = Point(
        x: Double.random(in: -5...Double(width), using: &random),
        y: Double.random(in: -5...Double(height), using: &random))
      let size = Size(
        width: Double.random(in: -40...40, using: &random), height: Double.random(in: -40...40, using: &random))
      let source = Rect(origin: origin, size: size)
      let destination = Rect(
        x: Double.random(in: -100...100, using: &random), y: Double.random(in: -100...100, using: &random),
        width: Double.random(in: 1...300, using: &random), height: Double.random(in: 1...300, using: &random))
      let sampler = BilinearSampler(image: image, source: source, destination: destination)
      let count = Int.random(in: 0...23, using: &random)
      let reach = Bool.random(using: &random) ? 400.0 : 1e7
      let u = (0..<count).map { _ in Double.random(in: -reach...reach, using: &random) }
      let v = (0..<count).map { _ in Double.random(in: -reach...reach, using: &random) }
      #expect(Self.kernel(sampler, image, u, v) == Self.reference(sampler, image, u, v), "\(sampler), \(u), \(v)")
    }
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func tiesOfTheWeightsRoundAsTheReferenceDoes() {
    // With the identity mapping the image x is u − 0.5: points a multiple of 1/512 past a pixel
    // centre put the weight's rounding on a tie.
    var random = Xoshiro(seed: (35, 36, 37, 38))
    let image = Self.noise(width: 9, height: 7, &random)
    let sampler = BilinearSampler(
      image: image, source: Rect(x: 0, y: 0, width: 9, height: 7), destination: Rect(x: 0, y: 0, width: 9, height: 7))
    let u = (0..<700).map { (k: Int) -> Double in Double(k % 14 - 2) + Double(k % 512) / 512 }
    let v = (0..<700).map { (k: Int) -> Double in Double((k / 3) % 11 - 2) + Double((k * 7) % 512) / 512 }
    #expect(Self.kernel(sampler, image, u, v) == Self.reference(sampler, image, u, v))
  }

  /// A `width` × `height` image of random bytes.
  private static func noise(width: Int, height: Int, _ random: inout Xoshiro) -> Bitmap {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for k in bytes.indices { bytes[k] = UInt8.random(in: 0...255, using: &random) }
    return Bitmap(width: width, height: height, reusing: &bytes, clearing: false)
  }

  /// Every point covered, so that the reference samples each.
  private static let covered = [UInt8](repeating: 255, count: 1_000)

  private static func kernel(_ sampler: BilinearSampler, _ image: Bitmap, _ u: [Double], _ v: [Double]) -> [UInt8] {
    run(image, u, v) { sampler.samples($0, u: $1, v: $2, coverage: covered, count: u.count, into: $3) }
  }

  private static func reference(_ sampler: BilinearSampler, _ image: Bitmap, _ u: [Double], _ v: [Double]) -> [UInt8] {
    run(image, u, v) { sampler.referenceSamples($0, u: $1, v: $2, coverage: covered, count: u.count, into: $3) }
  }

  /// The colours `body` writes for the points, read back through a buffer one byte off any
  /// alignment (as the painter's colour buffers may be).
  private static func run(
    _ image: Bitmap, _ u: [Double], _ v: [Double],
    _ body: (UnsafeRawBufferPointer, UnsafePointer<Double>, UnsafePointer<Double>, UnsafeMutableRawPointer) -> Void
  ) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: u.count * 4 + 1)
    image.bytes.withUnsafeBytes { pixels in
      u.withUnsafeBufferPointer { u in
        v.withUnsafeBufferPointer { v in
          out.withUnsafeMutableBytes { out in
            guard let uBase = u.baseAddress, let vBase = v.baseAddress else { return }
            body(pixels, uBase, vBase, out.baseAddress! + 1)
          }
        }
      }
    }
    return Array(out.dropFirst())
  }

  /// The Swift path samples only the points with coverage, so that a point too far out for its
  /// arithmetic, which no pixel shows, is never sampled.
  @Test func theReferenceSamplesOnlyCoveredPoints() {
    var random = Xoshiro(seed: (39, 40, 41, 42))
    let image = Self.noise(width: 5, height: 5, &random)
    let sampler = BilinearSampler(
      image: image, source: Rect(x: 0, y: 0, width: 5, height: 5), destination: Rect(x: 0, y: 0, width: 5, height: 5))
    let u = [1.5, .nan, 1e300, 3.25]
    let v = [2.5, 1, -1e300, 0.75]
    let coverage: [UInt8] = [255, 0, 0, 9]
    var colors = [UInt8](repeating: 7, count: 16)
    image.bytes.withUnsafeBytes { pixels in
      colors.withUnsafeMutableBytes {
        sampler.referenceSamples(pixels, u: u, v: v, coverage: coverage, count: 4, into: $0.baseAddress!)
      }
    }
    let first = image.bytes.withUnsafeBufferPointer { sampler.sample($0, 1.5, 2.5) }
    #expect(Array(colors[0..<4]) == [first.0, first.1, first.2, first.3].map { UInt8($0) })
    #expect(colors[4..<12].allSatisfy { $0 == 7 })
  }
}
