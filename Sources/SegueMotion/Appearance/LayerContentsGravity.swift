/// How a layer's contents image is placed in its bounds, as `CALayerContentsGravity`.
///
/// Segue's coordinate space has its origin at the top-left with y growing downwards, and the
/// vertical names mean what they say on screen: `.top` puts the image against the top edge.
/// (Core Animation names them for a bottom-up axis, so on iOS `.top` lands at the bottom unless
/// the layer's geometry is flipped; Segue behaves like a flipped layer, as UIKit's content modes do.)
public enum LayerContentsGravity: Sendable, Hashable, CaseIterable {
  /// Stretched to fill the bounds, ignoring the aspect ratio (the default).
  case resize
  /// Scaled to fit inside the bounds keeping the aspect ratio, centred.
  case resizeAspect
  /// Scaled to cover the bounds keeping the aspect ratio, centred; the overflow shows unless
  /// the layer masks to its bounds.
  case resizeAspectFill
  /// Natural size, centred.
  case center
  /// Natural size, centred horizontally against the top edge.
  case top
  /// Natural size, centred horizontally against the bottom edge.
  case bottom
  /// Natural size, centred vertically against the left edge.
  case left
  /// Natural size, centred vertically against the right edge.
  case right
  /// Natural size, in the top-left corner.
  case topLeft
  /// Natural size, in the top-right corner.
  case topRight
  /// Natural size, in the bottom-left corner.
  case bottomLeft
  /// Natural size, in the bottom-right corner.
  case bottomRight
}
