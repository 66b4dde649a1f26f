import SegueMotion
import SegueUI

/// A view backed by a transform layer: its subviews stay in one 3D space with it instead of
/// being flattened into its plane.
@MainActor
final class TransformView: View {
  /// A transform layer.
  override class func makeLayer() -> Layer {
    TransformLayer()
  }
}
