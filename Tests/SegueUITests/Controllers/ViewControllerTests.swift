import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A view controller that builds its own view and counts the calls it gets.
@MainActor
final class CountingController: ViewController {
  private(set) var loads = 0
  private(set) var sizes: [Size] = []
  private(set) var coordinators: [any TransitionCoordinator] = []

  override func loadView() {
    loads += 1
    view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
  }

  override func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
    coordinators.append(coordinator)
  }
}

@MainActor
@Suite struct ViewControllerTests {
  @Test func aDefaultViewIsAsLargeAsItsParentsOrPresentersWindow() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let root = ViewController()
    window.rootViewController = root
    let child = ViewController()
    root.addChild(child)
    let grandchild = ViewController()
    child.addChild(grandchild)
    #expect(child.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(
      grandchild.view.frame.size == Size(width: 390, height: 844), "found through the root, whose view is in the window"
    )
    #expect(ViewController().view.frame == .zero, "a controller outside any window has no size to take")
  }

  @Test func theViewIsLoadedLazilyOnce() {
    let controller = CountingController()
    controller.title = "C"
    let trace = LifecycleTrace()
    trace.record {
      #expect(!controller.isViewLoaded)
      #expect(controller.viewIfLoaded == nil)
      _ = controller.view
      _ = controller.view
    }
    #expect(controller.loads == 1)
    #expect(controller.isViewLoaded)
    #expect(trace.lines == ["C.loadView", "C.viewDidLoad"])
    #expect(controller.view.next === controller)
  }

  @Test func containmentCallsTheParentHooksInThePlatformsOrder() {
    let parent = NamedController("P")
    let child = NamedController("C")
    let trace = LifecycleTrace()
    trace.record {
      parent.addChild(child)
      child.didMove(toParent: parent)
      child.willMove(toParent: nil)
      child.removeFromParent()
    }
    #expect(
      trace.lines == [
        "C.willMove(toParent: P)", "C.didMove(toParent: P)", "C.willMove(toParent: nil)", "C.didMove(toParent: nil)",
      ])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
  }

  @Test func appearanceTransitionsFollowTheStateDiagram() {
    let controller = NamedController("C")
    let trace = LifecycleTrace()
    trace.record {
      controller.beginAppearanceTransition(true, animated: true)
      controller.beginAppearanceTransition(true, animated: true)
      controller.endAppearanceTransition()
      controller.endAppearanceTransition()
      controller.beginAppearanceTransition(false, animated: false)
      controller.beginAppearanceTransition(true, animated: false)
      controller.endAppearanceTransition()
    }
    #expect(
      trace.lines == [
        "C.loadView", "C.viewDidLoad", "C.viewWillAppear(true)", "C.viewIsAppearing(true)", "C.viewDidAppear(true)",
        "C.viewWillDisappear(false)", "C.viewWillAppear(false)", "C.viewIsAppearing(false)", "C.viewDidAppear(false)",
      ])
  }

  @Test func viewIsAppearingWaitsForTheViewToReachAWindow() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let controller = NamedController("C")
    let trace = LifecycleTrace()
    trace.record {
      controller.beginAppearanceTransition(true, animated: true)
      window.addSubview(controller.view)
      controller.endAppearanceTransition()
    }
    #expect(
      trace.lines == [
        "C.loadView", "C.viewDidLoad", "C.viewWillAppear(true)", "C.viewIsAppearing(true)", "C.viewDidAppear(true)",
      ])
  }

  @Test func aChildWhoseViewJoinsAnAppearedParentAppearsByItself() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let parent = NamedController("P")
    window.rootViewController = parent
    let child = NamedController("C")
    let trace = LifecycleTrace()
    trace.record {
      parent.embed(child)
      child.view.removeFromSuperview()
    }
    #expect(
      trace.lines == [
        "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear(false)", "C.viewIsAppearing(false)",
        "C.viewDidAppear(false)", "C.didMove(toParent: P)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)",
      ])
  }

  @Test func aParentForwardsItsAppearanceToChildrenInItsView() {
    let parent = NamedController("P")
    let child = NamedController("C")
    parent.addChild(child)
    parent.view.addSubview(child.view)
    let trace = LifecycleTrace()
    trace.record {
      parent.beginAppearanceTransition(true, animated: false)
      parent.endAppearanceTransition()
    }
    #expect(
      trace.lines == [
        "P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewIsAppearing(false)", "P.viewDidAppear(false)",
        "C.viewIsAppearing(false)", "C.viewDidAppear(false)",
      ])
  }

  @Test func settingTheRootViewControllerFillsTheWindowAndAppears() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 120, height: 80))
    let first = NamedController("First")
    let second = NamedController("Second")
    let trace = LifecycleTrace()
    trace.record {
      window.rootViewController = first
      window.rootViewController = second
    }
    #expect(second.view.frame == window.bounds)
    #expect(window.subviews.first === second.view)
    #expect(first.viewIfLoaded?.superview == nil)
    #expect(
      trace.lines == [
        "First.loadView", "First.viewDidLoad", "First.viewWillAppear(false)", "First.viewIsAppearing(false)",
        "First.viewDidAppear(false)",
        "First.viewWillDisappear(false)", "First.viewDidDisappear(false)", "Second.loadView", "Second.viewDidLoad",
        "Second.viewWillAppear(false)", "Second.viewIsAppearing(false)", "Second.viewDidAppear(false)",
      ])
  }

  @Test func resizingTheWindowTellsTheViewControllersAndAnimatesAlongside() {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let application = Application(window: window, clock: clock)
    let root = CountingController()
    let child = CountingController()
    window.rootViewController = root
    root.addChild(child)
    let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    root.view.addSubview(marker)
    window.transition(toSize: Size(width: 100, height: 200), duration: 0.4)
    #expect(root.sizes == [Size(width: 100, height: 200)])
    #expect(child.sizes == [Size(width: 100, height: 200)])
    var completions = 0
    root.coordinators.first?.animate(
      alongsideTransition: { _ in marker.alpha = 0 }, completion: { _ in completions += 1 })
    application.step(clock)
    #expect(window.bounds.size == Size(width: 100, height: 200))
    #expect(root.view.frame.size == Size(width: 100, height: 200))
    let begin = clock.now
    clock.advance(to: begin + 0.2)
    application.runFrame()
    let half = TimingFunction.easeInEaseOut.value(at: 0.5)
    #expect(isClose(root.view.layer.presentation(at: clock.now).bounds.size.width, 200 - 100 * half, tolerance: 1e-6))
    #expect(isClose(marker.layer.presentation(at: clock.now).opacity, 1 - half, tolerance: 1e-6))
    #expect(completions == 0)
    clock.advance(to: begin + 0.4)
    application.runFrame()
    #expect(completions == 1)
  }
}
