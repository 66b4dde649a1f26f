extension TextField {
  /// How a text field's edge is drawn, the analogue of `UITextField.BorderStyle` (without the
  /// bezel).
  public enum BorderStyle: Sendable, Hashable, CaseIterable {
    /// No edge; the text starts at the field's left edge.
    case none
    /// A one-point black rectangle.
    case line
    /// A white field with a light grey rounded edge, the platform's usual look.
    case roundedRect

    /// How far the text stays from the left and right edges, in points (Segue's choice, near
    /// the platform's).
    var textInset: Double { self == .none ? 0 : 7 }
  }
}
