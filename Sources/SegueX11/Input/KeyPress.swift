/// A key pressed in a host's window: the key, and the text it types through the input method.
public struct KeyPress: Sendable, Hashable {
  /// The keys a host tells apart; every other key is ``character`` with its text, or ``other(_:)``.
  public enum Key: Sendable, Hashable {
    /// A key that types text (letters, digits, punctuation, space; composed characters too).
    case character
    /// Return or Enter.
    case returnKey
    /// Backspace.
    case backspace
    /// Escape.
    case escape
    /// The arrow keys.
    case left, right, up, down
    /// Any other key, by its X key symbol.
    case other(UInt)
  }

  /// Which key.
  public var key: Key
  /// The UTF-8 text the key typed (empty for keys that type none).
  public var text: String
  /// Whether Control was held.
  public var control: Bool

  /// Creates a key press.
  public init(key: Key, text: String, control: Bool = false) {
    self.key = key
    self.text = text
    self.control = control
  }
}
