import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A container that adds a child filling its view when its view loads.
@MainActor
private final class ParentController: ViewController {
  let child = NamedController("C")

  init(_ name: String) {
    super.init()
    title = name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}

/// A child whose parent passes its appearance on gets each appearance call right after its
/// parent's, never before: the platform forwards from the parent's own calls. Checked through
/// the system containers, animated and not.
@MainActor
@Suite struct ParentFirstAppearanceTests {
  private func appearance(_ trace: LifecycleTrace) -> [String] {
    trace.lines.filter { $0.contains("Appear") || $0.contains("Disappear") }
  }

  private func settle(_ application: Application, _ clock: VirtualClock) {
    for _ in 0..<90 {
      clock.advance(by: 1.0 / 60)
      application.runFrame()
    }
  }

  @Test(arguments: [false, true])
  func pushAndPopPassEachCallFromParentToChild(animated: Bool) {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let application = Application(window: window, clock: clock)
    let navigation = NavigationController(rootViewController: NamedController("R"))
    window.rootViewController = navigation
    application.runFrame()
    let push = LifecycleTrace(clock: clock)
    push.record {
      navigation.pushViewController(ParentController("P"), animated: animated)
      settle(application, clock)
    }
    #expect(
      appearance(push) == [
        "R.viewWillDisappear(\(animated))", "P.viewWillAppear(\(animated))", "C.viewWillAppear(\(animated))",
        "P.viewIsAppearing(\(animated))", "C.viewIsAppearing(\(animated))", "R.viewDidDisappear(\(animated))",
        "P.viewDidAppear(\(animated))", "C.viewDidAppear(\(animated))",
      ])
    let pop = LifecycleTrace(clock: clock)
    pop.record {
      navigation.popViewController(animated: animated)
      settle(application, clock)
    }
    #expect(
      appearance(pop) == [
        "P.viewWillDisappear(\(animated))", "C.viewWillDisappear(\(animated))", "R.viewWillAppear(\(animated))",
        "R.viewIsAppearing(\(animated))", "P.viewDidDisappear(\(animated))", "C.viewDidDisappear(\(animated))",
        "R.viewDidAppear(\(animated))",
      ])
  }

  @Test(arguments: [false, true])
  func aTabSwitchToANavigationControllerPassesEachCallToItsTop(animated: Bool) {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    let application = Application(window: window, clock: clock)
    let tabs = TabBarController()
    let navigation = NavigationController(rootViewController: NamedController("R"))
    navigation.title = "N"
    let delegate = RecordingTabDelegate()
    if animated { delegate.animator = { SlideAnimator() } }
    tabs.viewControllers = [NamedController("A"), navigation]
    tabs.delegate = delegate
    window.rootViewController = tabs
    application.runFrame()
    let trace = LifecycleTrace(clock: clock)
    trace.record {
      tabs.selectedIndex = 1
      settle(application, clock)
    }
    #expect(
      appearance(trace) == [
        "N.viewWillAppear(\(animated))", "R.viewWillAppear(\(animated))", "A.viewWillDisappear(\(animated))",
        "N.viewIsAppearing(\(animated))", "R.viewIsAppearing(\(animated))", "A.viewDidDisappear(\(animated))",
        "N.viewDidAppear(\(animated))", "R.viewDidAppear(\(animated))",
      ])
    #expect(trace.appearanceViolations.isEmpty)
  }
}
