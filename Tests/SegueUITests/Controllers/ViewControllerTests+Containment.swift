import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A container that drives its children's appearance itself.
@MainActor
private final class ManualContainer: ViewController {
  init(_ name: String) {
    super.init()
    title = name
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

extension ViewControllerTests {
  /// The trace of `body` run on a child "C" that holds a grandchild "G", with `parent` the
  /// root view controller of a window.
  private func traceOfAChildWithAGrandchild(
    under parent: ViewController, _ body: (ViewController) -> Void
  ) -> LifecycleTrace {
    let window = window(showing: parent)
    defer { withExtendedLifetime(window) {} }
    let child = NamedController("C")
    child.embed(NamedController("G"))
    let trace = LifecycleTrace()
    trace.record { body(child) }
    return trace
  }

  /// A 100 × 100 window whose root view controller is `root`.
  private func window(showing root: ViewController) -> Window {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController = root
    return window
  }

  /// The child's view joins the appearing parent's view after that reached the window, or
  /// before it (`embedsFirst`): either way the child appears with the parent.
  @Test(arguments: [false, true])
  func aChildJoiningAnAppearingParentAppearsWithIt(embedsFirst: Bool) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let parent = NamedController("P")
    let child = NamedController("C")
    let trace = LifecycleTrace()
    trace.record {
      parent.beginAppearanceTransition(true, animated: true)
      if embedsFirst { parent.embed(child) }
      window.addSubview(parent.view)
      if !embedsFirst { parent.embed(child) }
      parent.endAppearanceTransition()
    }
    #expect(trace.appearanceViolations.isEmpty)
    #expect(
      trace.lines.filter { $0.hasPrefix("C.view") && !$0.hasSuffix("Load") } == [
        "C.viewWillAppear(true)", "C.viewIsAppearing(true)", "C.viewDidAppear(true)",
      ])
    #expect(child.isAppearingOrAppeared)
  }

  @Test func aChildRemovedWhileItsParentDisappearsEndsDisappeared() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let parent = NamedController("P")
    let child = NamedController("C")
    parent.embed(child)
    window.rootViewController = parent
    let trace = LifecycleTrace()
    trace.record {
      parent.beginAppearanceTransition(false, animated: true)
      child.unembed()
      parent.view.removeFromSuperview()
      parent.endAppearanceTransition()
    }
    #expect(trace.appearanceViolations.isEmpty)
    #expect(trace.lines.contains("C.viewDidDisappear(true)"))
    #expect(!child.isAppearingOrAppeared)
  }

  @Test func aChildRemovedWhileItsParentAppearsEndsDisappeared() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let parent = NamedController("P")
    let child = NamedController("C")
    parent.embed(child)
    let trace = LifecycleTrace()
    trace.record {
      parent.beginAppearanceTransition(true, animated: true)
      window.addSubview(parent.view)
      child.unembed()
      parent.endAppearanceTransition()
    }
    #expect(trace.appearanceViolations.isEmpty)
    #expect(!child.isAppearingOrAppeared)
  }

  @Test func aManualContainerDrivesItsChildrenAloneAndGrandchildrenFollow() {
    let container = ManualContainer("M")
    let trace = traceOfAChildWithAGrandchild(under: container) { child in
      container.addChild(child)
      child.beginAppearanceTransition(true, animated: true)
      container.view.addSubview(child.view)
      child.endAppearanceTransition()
      child.didMove(toParent: container)
      child.willMove(toParent: nil)
      child.beginAppearanceTransition(false, animated: true)
      child.view.removeFromSuperview()
      child.endAppearanceTransition()
      child.removeFromParent()
    }
    #expect(trace.appearanceViolations.isEmpty)
    let appearance = trace.lines.filter { $0.contains(".view") && !$0.contains("Load") }
    #expect(
      appearance == [
        "C.viewWillAppear(true)", "G.viewWillAppear(true)", "C.viewIsAppearing(true)", "G.viewIsAppearing(true)",
        "C.viewDidAppear(true)", "G.viewDidAppear(true)",
        "C.viewWillDisappear(true)", "G.viewWillDisappear(true)", "C.viewDidDisappear(true)",
        "G.viewDidDisappear(true)",
      ])
  }

  @Test func aManualContainerWhoseChildViewJoinsTheWindowSendsNothingByItself() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let container = ManualContainer("M")
    let child = NamedController("C")
    window.rootViewController = container
    let trace = LifecycleTrace()
    trace.record {
      container.embed(child)
      child.view.removeFromSuperview()
    }
    #expect(trace.lines.filter { $0.contains(".view") && !$0.contains("Load") }.isEmpty)
  }

  @Test func grandchildrenAppearAndDisappearWithAChildAddedToAnAppearedParent() {
    let parent = NamedController("P")
    let trace = traceOfAChildWithAGrandchild(under: parent) { child in
      parent.embed(child)
      child.unembed()
    }
    #expect(trace.appearanceViolations.isEmpty)
    #expect(
      trace.lines.filter { $0.hasPrefix("G.viewDid") && !$0.hasSuffix("Load") } == [
        "G.viewDidAppear(false)", "G.viewDidDisappear(false)",
      ])
  }
}
