extension Rect {
  /// Whether every edge of the two rectangles differs by less than `tolerance` (a hundredth of
  /// a point by default): the comparison for frames that went through floating-point animation.
  public func isClose(to other: Rect, tolerance: Double = 0.01) -> Bool {
    abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
      && abs(maxX - other.maxX) < tolerance && abs(maxY - other.maxY) < tolerance
  }
}

extension Rect {
  /// The rectangle as `(x, y, width, height)` with numbers in their shortest form, for
  /// one-line messages.
  public var shortDescription: String {
    "(\(Self.short(origin.x)), \(Self.short(origin.y)), \(Self.short(size.width)), \(Self.short(size.height)))"
  }

  private static func short(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
