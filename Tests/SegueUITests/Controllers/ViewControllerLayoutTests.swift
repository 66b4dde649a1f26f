import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

/// A view that notes its layout in a shared list.
@MainActor
private final class NotingView: View {
  let name: String
  let notes: CallLog

  init(_ name: String, notes: CallLog) {
    self.name = name
    self.notes = notes
    super.init(frame: .zero)
  }

  override func layoutSubviews() { notes.append("\(name).layoutSubviews") }
}

/// A view controller whose root view and layout callbacks note themselves.
@MainActor
private final class LayoutNotingController: ViewController {
  let notes: CallLog

  init(notes: CallLog) {
    self.notes = notes
    super.init()
  }

  override func loadView() {
    let root = NotingView("root", notes: notes)
    root.addSubview(NotingView("child", notes: notes))
    view = root
  }

  override func viewWillLayoutSubviews() { notes.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { notes.append("viewDidLayoutSubviews") }
}

@MainActor
@Suite struct ViewControllerLayoutTests {
  /// The root view's layout runs between the controller's two calls, and its subviews' after
  /// them, as UIKit orders them; a pass with nothing to lay out calls neither.
  @Test func theLayoutCallbacksWrapTheRootViewsLayout() {
    let notes = CallLog()
    let controller = LayoutNotingController(notes: notes)
    let stage = Stage()
    stage.window.rootViewController = controller
    controller.view.setNeedsLayout()
    controller.view.subviews[0].setNeedsLayout()
    stage.step()
    #expect(
      notes.entries == [
        "viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews", "child.layoutSubviews",
      ])
    stage.step()
    #expect(notes.entries.count == 4)
  }
}
