import SegueGeometry
import SegueImage

/// A bitmap placed in bounds space, filtered bilinearly.
struct ImageShader: Shader {
  /// The image.
  let image: Bitmap
  /// Where its pixels are sampled for each bounds point.
  let sampler: BilinearSampler
  /// The image's ink, when known (see ``ImageInk``).
  let ink: ImageInk?

  /// Shows the pixel rectangle `source` of `image` stretched over `destination` (bounds space);
  /// `ink`, when given, is the image's.
  init(image: Bitmap, source: Rect, destination: Rect, ink: ImageInk? = nil) {
    self.image = image
    sampler = BilinearSampler(image: image, source: source, destination: destination)
    self.ink = ink
  }

  func shade(_ span: CoverageSpan, into colors: UnsafeMutableBufferPointer<UInt8>) {
    image.bytes.withUnsafeBytes { pixels in
      sampler.samples(
        pixels, u: span.u.baseAddress!, v: span.v.baseAddress!, coverage: span.coverage.baseAddress!,
        count: span.count, into: UnsafeMutableRawPointer(colors.baseAddress!))
    }
  }

  func columnPaint(for projection: ColumnProjection) -> (any ColumnPaint)? {
    sampler.columnSamples(for: projection).map {
      ImageColumnPaint(image: image, table: $0, coverage: projection.coverage, ink: ink)
    }
  }

  func rowPaint(for projection: RowProjection) -> (any ColumnPaint)? {
    ImageRowPaint(image: image, sampler: sampler, projection: projection)
  }

  func affinePaint(for projection: AffineProjection) -> (any ColumnPaint)? {
    ImageRowPaint(image: image, sampler: sampler, projection: projection)
  }

  func perspectivePaint(for projection: PerspectiveProjection) -> (any ColumnPaint)? {
    ImageRowPaint(image: image, sampler: sampler, projection: projection)
  }

  /// The image's storage (fixed while a frame is drawn) and the sampler's mapping.
  var columnIdentity: AnyHashable? {
    let address = image.bytes.withUnsafeBytes { Int(bitPattern: $0.baseAddress) }
    return AnyHashable(Identity(address: address, sampler: sampler))
  }

  /// See ``columnIdentity``.
  private struct Identity: Hashable {
    let address: Int
    let sampler: BilinearSampler
  }
}
