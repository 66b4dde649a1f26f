import SegueGeometry

/// The view a presentation lives in, spanning the window: it tells the presentation controller
/// when it lays out. A `.custom` presentation's container lets through touches that land on no
/// subview, so that a presented view decides (by its own hit testing) whether the views
/// underneath get them; the container of the other styles, whose presented view covers the
/// screen, keeps them, as the platform's does.
final class TransitionContainerView: View {
  weak var presentationController: PresentationController?

  override func layoutSubviews() {
    if let presentationController {
      LifecycleTrace.record(presentationController.traceName, "containerViewWillLayoutSubviews")
      presentationController.containerViewWillLayoutSubviews()
    }
    super.layoutSubviews()
    if let presentationController {
      LifecycleTrace.record(presentationController.traceName, "containerViewDidLayoutSubviews")
      presentationController.containerViewDidLayoutSubviews()
    }
  }

  override func hitTest(_ point: Point, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self && presentationController?.presentationStyle == .custom ? nil : hit
  }
}
