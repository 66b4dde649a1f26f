/// Where a line too wide for a text layer is cut and marked with "…", as `CATextLayerTruncationMode`.
public enum TextLayerTruncationMode: Sendable, Hashable, CaseIterable {
  /// Not truncated; the line is clipped at the bounds (the default).
  case none
  /// The start is replaced by "…".
  case start
  /// The middle is replaced by "…".
  case middle
  /// The end is replaced by "…".
  case end
}
