/// How the lines of a text layer are placed horizontally, as `CATextLayerAlignmentMode`.
public enum TextLayerAlignmentMode: Sendable, Hashable, CaseIterable {
  /// The script's natural alignment: left, since Segue lays text out left to right (the default).
  case natural
  /// Against the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right
  /// Justified; Segue does not stretch lines and aligns them left.
  case justified
}
