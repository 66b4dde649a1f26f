/// Target–action with closures for every recognizer class: an action receives the recognizer as
/// its own class, so a pan's action reads `translation(in:)` without a cast.
///
/// Every ``GestureRecognizer`` conforms; `PanGestureRecognizer { pan in … }` and
/// `pan.addTarget(interaction.handlePan)` are the Swift shapes of `initWithTarget:action:` and
/// `addTarget:action:`.
@MainActor
public protocol GestureRecognizerActions: GestureRecognizer {
  /// Creates a recognizer with its class's defaults and no actions.
  init()
}

extension GestureRecognizer: GestureRecognizerActions {}

extension GestureRecognizerActions {
  /// Creates a recognizer with its class's defaults that calls `action` on every state change
  /// that has actions.
  public init(action: @escaping @MainActor (Self) -> Void) {
    self.init()
    addTarget(action)
  }

  /// Adds `action`, called after the actions added before it; returns the handle for
  /// ``GestureRecognizer/removeTarget(_:)``.
  @discardableResult
  public func addTarget(_ action: @escaping @MainActor (Self) -> Void) -> GestureRecognizer.Target {
    appendAction { action($0 as! Self) }
  }
}
