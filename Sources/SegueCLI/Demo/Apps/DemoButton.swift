import SegueGeometry
import SegueUI

/// A rounded button of a demo app: a title centred on a tinted pill that calls its action on
/// a tap.
@MainActor
final class DemoButton: View {
  private let label: Label

  init(title: String, tint: Color = Color(red: 0, green: 122.0 / 255, blue: 1), action: @escaping () -> Void) {
    label = Label(text: title)
    super.init(frame: .zero)
    backgroundColor = tint
    label.textColor = .white
    label.textAlignment = .center
    label.isUserInteractionEnabled = false
    addSubview(label)
    addGestureRecognizer(TapGestureRecognizer { _ in action() })
  }

  override func layoutSubviews() {
    layer.cornerRadius = min(bounds.height / 2, 12)
    label.fontSize = max(1, bounds.height * 0.45)
    label.frame = Rect(
      x: 0, y: (bounds.height - label.fontSize * 1.25) / 2, width: bounds.width, height: label.fontSize * 1.3)
  }
}

/// A view that runs a layout closure in its layout pass: the root view of the demo apps' own
/// view controllers.
@MainActor
final class DemoLayoutView: View {
  var layout: (DemoLayoutView) -> Void = { _ in }

  override func layoutSubviews() {
    layout(self)
  }
}
