/// An origin and a size, like `CGRect`, with Core Graphics' rules for negative sizes and the null rect.
///
/// Equality compares the stored origin and size (not the standardized rectangles).
public struct Rect: Sendable, Hashable {
  /// The stored origin; the minimum corner only when the size is not negative.
  public var origin: Point
  /// The stored size; either extent may be negative.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from the coordinates of its origin and its extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rectangle, "no rectangle at all": origin at +infinity and zero size, as `CGRect.null`.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// The rectangle with no bounds, the same value as `CGRect.infinite`.
  public static let infinite = Rect(
    x: -.greatestFiniteMagnitude / 2,
    y: -.greatestFiniteMagnitude / 2,
    width: .greatestFiniteMagnitude,
    height: .greatestFiniteMagnitude
  )

  /// The smallest x coordinate of the rectangle.
  public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
  /// The x coordinate of the rectangle's centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x coordinate of the rectangle.
  public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
  /// The smallest y coordinate of the rectangle.
  public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
  /// The y coordinate of the rectangle's centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y coordinate of the rectangle.
  public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
  /// The width, never negative (the absolute value of `size.width`), as `CGRect.width`.
  public var width: Double { abs(size.width) }
  /// The height, never negative (the absolute value of `size.height`), as `CGRect.height`.
  public var height: Double { abs(size.height) }

  /// Whether this is the null rectangle (an infinite origin coordinate), as `CGRect.isNull`.
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether this is the infinite rectangle, as `CGRect.isInfinite`.
  public var isInfinite: Bool { self == .infinite }

  /// Whether the rectangle is null or has zero width or height, as `CGRect.isEmpty`.
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The same rectangle with a non-negative size; the null rectangle stays null.
  public var standardized: Rect {
    if isNull { return .null }
    return Rect(x: minX, y: minY, width: width, height: height)
  }

  /// The standardized rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  ///
  /// Negative values grow it; a result with negative width or height is `.null`, as `CGRect.insetBy`.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let r = standardized
    let newWidth = r.size.width - 2 * dx
    let newHeight = r.size.height - 2 * dy
    if newWidth < 0 || newHeight < 0 { return .null }
    return Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: newWidth, height: newHeight)
  }

  /// The rectangle with each edge moved inward by `insets`, as UIKit's `inset(by:)`.
  ///
  /// The stored origin and size are adjusted without standardizing, so large insets give a negative size.
  public func inset(by insets: EdgeInsets) -> Rect {
    if isNull { return self }
    return Rect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom)
    )
  }

  /// The standardized rectangle moved by (`dx`, `dy`); the null rectangle stays null.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let r = standardized
    return Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.size.width, height: r.size.height)
  }

  /// The smallest rectangle containing both; the null rectangle is the identity, as `CGRect.union`.
  public func union(_ other: Rect) -> Rect {
    if isNull { return other.standardized }
    if other.isNull { return standardized }
    let x1 = Swift.min(minX, other.minX)
    let y1 = Swift.min(minY, other.minY)
    let x2 = Swift.max(maxX, other.maxX)
    let y2 = Swift.max(maxY, other.maxY)
    return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// The overlap of both rectangles, as `CGRect.intersection`.
  ///
  /// Disjoint rectangles give `.null`; rectangles that only touch give a zero-width or zero-height rectangle.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let x1 = Swift.max(minX, other.minX)
    let y1 = Swift.max(minY, other.minY)
    let x2 = Swift.min(maxX, other.maxX)
    let y2 = Swift.min(maxY, other.maxY)
    if x1 > x2 || y1 > y2 { return .null }
    return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// Whether the intersection is not null (touching edges count), as `CGRect.intersects`.
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isNull
  }

  /// The standardized rectangle split into a slice `distance` thick along `edge` and the rest, as `CGRect.divided`.
  ///
  /// The distance is clamped to [0, extent], so a distance beyond the size gives the whole rectangle as the
  /// slice and an empty remainder at the far edge; the null rectangle gives two null rectangles.
  public func divided(atDistance distance: Double, from edge: RectEdge) -> (slice: Rect, remainder: Rect) {
    if isNull { return (.null, .null) }
    let r = standardized
    let (x, y, w, h) = (r.origin.x, r.origin.y, r.size.width, r.size.height)
    switch edge {
    case .minXEdge:
      let amount = Swift.min(Swift.max(distance, 0), w)
      return (Rect(x: x, y: y, width: amount, height: h), Rect(x: x + amount, y: y, width: w - amount, height: h))
    case .maxXEdge:
      let amount = Swift.min(Swift.max(distance, 0), w)
      return (Rect(x: x + w - amount, y: y, width: amount, height: h), Rect(x: x, y: y, width: w - amount, height: h))
    case .minYEdge:
      let amount = Swift.min(Swift.max(distance, 0), h)
      return (Rect(x: x, y: y, width: w, height: amount), Rect(x: x, y: y + amount, width: w, height: h - amount))
    case .maxYEdge:
      let amount = Swift.min(Swift.max(distance, 0), h)
      return (Rect(x: x, y: y + h - amount, width: w, height: amount), Rect(x: x, y: y, width: w, height: h - amount))
    }
  }

  /// The smallest rectangle with integer edges that contains this one, as `CGRect.integral`.
  public var integral: Rect {
    if isNull { return self }
    let x1 = minX.rounded(.down)
    let y1 = minY.rounded(.down)
    let x2 = maxX.rounded(.up)
    let y2 = maxY.rounded(.up)
    return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// Whether `point` lies inside: min edges inclusive, max edges exclusive, as `CGRect.contains(_:)`.
  public func contains(_ point: Point) -> Bool {
    if isNull { return false }
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `rect` lies entirely inside (edges may coincide); the null rectangle lies inside every rectangle.
  public func contains(_ rect: Rect) -> Bool {
    if rect.isNull { return true }
    if isNull { return false }
    return rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
  }

  /// The bounding box of the four corners mapped through `t`, as `CGRect.applying(_:)`; null stays null.
  public func applying(_ t: AffineTransform) -> Rect {
    if isNull { return self }
    let p1 = Point(x: minX, y: minY).applying(t)
    let p2 = Point(x: maxX, y: minY).applying(t)
    let p3 = Point(x: minX, y: maxY).applying(t)
    let p4 = Point(x: maxX, y: maxY).applying(t)
    let x1 = Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x))
    let y1 = Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y))
    let x2 = Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x))
    let y2 = Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
    return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }
}

/// Rectangles interpolate, add and subtract their stored origin and size component-wise; the identity is `.zero`.
extension Rect: Interpolatable {
  /// The component-wise blend of origin and size; exactly `self` at 0 and `end` at 1.
  public func interpolated(to end: Rect, fraction: Double) -> Rect {
    if fraction == 0 { return self }
    if fraction == 1 { return end }
    return Rect(
      origin: origin.interpolated(to: end.origin, fraction: fraction),
      size: size.interpolated(to: end.size, fraction: fraction)
    )
  }

  /// The sum of origins and of sizes.
  public func adding(_ other: Rect) -> Rect {
    Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }

  /// The difference of origins and of sizes.
  public func subtracting(_ other: Rect) -> Rect {
    Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }

  /// The zero rectangle.
  public static var additiveIdentity: Rect { .zero }
}
