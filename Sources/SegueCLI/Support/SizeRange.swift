import ArgumentParser

/// The screen sizes a command accepts: at least a minimum in points, at most
/// ``PixelSize/maximumSide`` pixels a side at the command's scale.
enum SizeRange {
  /// Throws a one-line usage error unless `size` (points) is at least `minimum` and at most
  /// ``PixelSize/maximumSide`` pixels a side at `scale`; `example` is a size to suggest, and
  /// `smallerThan`, when given, what a smaller size would be too small for.
  static func check(_ size: PixelSize, scale: Int, minimum: PixelSize, example: String, smallerThan: String? = nil)
    throws
  {
    guard size.width * scale <= PixelSize.maximumSide, size.height * scale <= PixelSize.maximumSide else {
      throw ValidationError(
        scale == 1
          ? "size \(size) is too large; give WIDTHxHEIGHT with each side at most \(PixelSize.maximumSide), like \(example)"
          : "size \(size) is too large at scale \(scale); give WIDTHxHEIGHT with each side at most \(PixelSize.maximumSide / scale) points, like \(example)"
      )
    }
    guard size.width >= minimum.width, size.height >= minimum.height else {
      let reason = smallerThan.map { " for \($0)" } ?? ""
      throw ValidationError("size \(size) is too small\(reason); give at least \(minimum), like \(example)")
    }
  }
}
