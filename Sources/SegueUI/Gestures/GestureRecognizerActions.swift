/// Target–action with closures for every recognizer class: an action receives the recognizer as
/// its own class, so a pan's action reads `translation(in:)` without a cast.
///
/// Every ``GestureRecognizer`` conforms; `PanGestureRecognizer(target: interaction, action:
/// Interaction.handlePan)` and `pan.addTarget(interaction, action: Interaction.handlePan)` are
/// the Swift shapes of `initWithTarget:action:` and `addTarget:action:`, and, as on the
/// platform, they do not keep the target alive. A closure (`PanGestureRecognizer { pan in … }`)
/// keeps what it captures, as closures do: capture an owner of the recognizer's view weakly.
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

  /// Creates a recognizer with its class's defaults that calls `action` of `target` on every
  /// state change that has actions, without keeping `target` alive.
  public init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds `action` of `target`, called after the actions added before it, without keeping
  /// `target` alive (the platform does not retain targets either): once `target` is gone the
  /// action does nothing. Returns the handle for ``GestureRecognizer/removeTarget(_:)``.
  @discardableResult
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void
  ) -> GestureRecognizer.Target {
    appendAction { [weak target] recognizer in
      guard let target else { return }
      action(target)(recognizer as! Self)
    }
  }
}
