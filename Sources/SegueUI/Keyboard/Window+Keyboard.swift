extension Window {
  /// The software keyboard while it is in the window (sliding in, shown or sliding out):
  /// Segue's addition, so that tests and scripts can find its keys.
  public var keyboardView: KeyboardView? { keyboard.view }
}
