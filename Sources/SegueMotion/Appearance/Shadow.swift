import SegueGeometry

/// The drop shadow a layer casts from the alpha of its contents and sublayers, as Core
/// Animation's `shadow*` properties (no `shadowPath`).
public struct Shadow: Sendable, Equatable {
  /// The shadow's colour (opaque black by default).
  public var color: Color = .black
  /// The shadow's opacity in [0, 1]; 0 (the default) casts no shadow.
  public var opacity: Double = 0
  /// The shadow's offset in points, (0, −3) by default: 3 points up in Segue's y-down space,
  /// which is where the default shadow falls on iOS too.
  public var offset = Size(width: 0, height: -3)
  /// The blur radius in points, 3 by default; the blur's standard deviation equals it.
  public var radius: Double = 3

  /// Creates a shadow with Core Animation's defaults (invisible).
  public init() {}
}
