/// The middle raster stage: what colour a paint has at each pixel of a span.
protocol Shader {
  /// Writes the premultiplied colour at each of `span`'s pixels into `colors`, four bytes per pixel.
  func shade(_ span: CoverageSpan, into colors: UnsafeMutableBufferPointer<UInt8>)
}
