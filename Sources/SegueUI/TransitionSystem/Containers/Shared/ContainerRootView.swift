/// The root view of a container view controller: its layout pass runs the container's layout
/// of its parts.
@MainActor
final class ContainerRootView: View {
  private let layout: () -> Void

  init(layout: @escaping () -> Void) {
    self.layout = layout
    super.init(frame: .zero)
  }

  override func layoutSubviews() {
    layout()
  }
}
