/// An object that decides what a layer does when one of its animatable properties changes, as
/// `CALayerDelegate.action(for:forKey:)` does; views are their layers' delegates.
@MainActor
public protocol LayerDelegate: AnyObject {
  /// The action for `change` on `layer`.
  func action(for layer: Layer, change: PropertyChange) -> LayerAction
}

/// What a layer does about a change of an animatable property.
public enum LayerAction {
  /// Use the layer's default: inside an open transaction with actions enabled, an implicit
  /// animation from the old value; otherwise nothing.
  case defaultAction
  /// Change at once, without animating.
  case none
  /// Add this animation under the property's name.
  case animation(Animation)
  /// Add this animation under the property's name, beginning at `start` whatever its
  /// `beginTime` (see ``Layer/add(_:forKey:start:)``).
  case scheduledAnimation(Animation, start: AnimationStart)
}

/// A change of one animatable property, offered to a layer's delegate.
@MainActor
public struct PropertyChange {
  /// The property's key path name, such as `"position"`.
  public let key: String
  /// Makes a basic animation from the old value to the new model value, with no timing set.
  public let makeAnimation: () -> Animation
}
