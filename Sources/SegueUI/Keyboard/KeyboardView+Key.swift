extension KeyboardView {
  /// A key of the keyboard.
  public enum Key: Hashable, Sendable {
    /// Types its character.
    case character(Character)
    /// Types a space.
    case space
    /// Deletes backward.
    case backspace
    /// The Return key: inserts `"\n"`, which a text field turns into
    /// ``TextFieldDelegate/textFieldShouldReturn(_:)``.
    case `return`

    /// The key's caption as drawn: its character, "space", "return", or ⌫ for backspace.
    public var caption: String {
      switch self {
      case .character(let character): String(character)
      case .space: "space"
      case .backspace: "\u{232B}"
      case .return: "return"
      }
    }

    /// How many letter keys wide the key is.
    var units: Double {
      switch self {
      case .character: 1
      case .space: 4
      case .backspace: 1.5
      case .return: 3
      }
    }

    /// Whether the key is drawn in the darker colour of function keys.
    var isFunction: Bool { self == .backspace || self == .return }
  }
}
