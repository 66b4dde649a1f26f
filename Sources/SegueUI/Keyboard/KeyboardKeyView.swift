import SegueGeometry

/// One key of the ``KeyboardView``: a rounded cap with a caption that acts when a finger lifts
/// inside it, as the platform's keys do.
///
/// Segue's choice: the cap does not change while pressed (the platform pops up a magnified key),
/// so a tap changes the screen once, when the character appears, and a recording shows no
/// frame that stands still between the press and the release.
@MainActor
final class KeyboardKeyView: View {
  /// The key.
  let key: KeyboardView.Key
  /// The caption.
  let label: Label
  /// What a tap on the key does.
  private let action: (KeyboardView.Key) -> Void

  init(key: KeyboardView.Key, action: @escaping (KeyboardView.Key) -> Void) {
    self.key = key
    self.action = action
    label = Label(text: key.caption)
    super.init(frame: .zero)
    backgroundColor = key.isFunction ? KeyboardView.functionKeyColor : .white
    label.textAlignment = .center
    label.isUserInteractionEnabled = false
    addSubview(label)
  }

  override func layoutSubviews() {
    layer.cornerRadius = min(5, bounds.height / 6)
    let fontSize = bounds.height * (key.caption.count > 1 ? 0.38 : 0.52)
    label.fontSize = max(1, fontSize)
    label.frame = Rect(x: 0, y: (bounds.height - fontSize * 1.2) / 2, width: bounds.width, height: fontSize * 1.3)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard touches.contains(where: { point(inside: $0.location(in: self), with: event) }) else { return }
    action(key)
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
}
