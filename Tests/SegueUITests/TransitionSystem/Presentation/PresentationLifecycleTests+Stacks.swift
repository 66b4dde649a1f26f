import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// A view controller that notes, in each appearance call, whether it is being presented or
/// dismissed.
@MainActor
final class FlagController: ViewController {
  private(set) var notes: [String] = []

  override func viewWillAppear(_ animated: Bool) { notes.append("willAppear presented=\(isBeingPresented)") }
  override func viewDidAppear(_ animated: Bool) { notes.append("didAppear presented=\(isBeingPresented)") }
  override func viewWillDisappear(_ animated: Bool) { notes.append("willDisappear dismissed=\(isBeingDismissed)") }
  override func viewDidDisappear(_ animated: Bool) { notes.append("didDisappear dismissed=\(isBeingDismissed)") }
}

/// The length of Segue's default modal animation, which the platform does not document.
enum CoverVerticalDuration {
  static let value = 0.4
}

extension PresentationLifecycleTests {
  @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen])
  func aPresentationAndDismissalWithoutAnimationLeaveThePresenterOnScreen(style: ModalPresentationStyle) {
    let stage = PresentationStage()
    let presented = controller("presented", style: style)
    var log: [String] = []
    stage.root.present(presented, animated: false) { log.append("presented") }
    stage.runFrameNow()
    #expect(log == ["presented"])
    #expect(presented.view.frame == stage.window.bounds)
    #expect((stage.root.view.window != nil) == (style == .overFullScreen))
    stage.root.dismiss(animated: false) { log.append("dismissed") }
    stage.runFrameNow()
    #expect(log == ["presented", "dismissed"])
    #expect(stage.window.subviews.count == 1)
    #expect(stage.window.subviews.first === stage.root.view)
    #expect(stage.root.view.frame == stage.window.bounds)
    #expect(stage.root.isAppearingOrAppeared)
  }

  @Test func isBeingPresentedAndDismissedHoldThroughTheAppearanceCalls() {
    let stage = PresentationStage()
    let presented = FlagController()
    stage.root.present(presented, animated: true)
    stage.run(until: 1)
    #expect(!presented.isBeingPresented)
    stage.root.dismiss(animated: true)
    stage.run(until: 2)
    #expect(!presented.isBeingDismissed)
    #expect(
      presented.notes == [
        "willAppear presented=true", "didAppear presented=true", "willDisappear dismissed=true",
        "didDisappear dismissed=true",
      ])
  }

  @Test func aDismissedViewControllerIsReleased() {
    let stage = PresentationStage()
    weak var weakPresented: ViewController?
    do {
      let presented = controller("presented")
      weakPresented = presented
      stage.root.present(presented, animated: true)
    }
    stage.run(until: 1)
    #expect(weakPresented != nil)
    stage.root.dismiss(animated: true)
    stage.run(until: 2)
    #expect(weakPresented == nil)
  }

  @Test func dismissingTheRootOfAStackRemovesTheUpperPresentationsFirst() {
    let stage = PresentationStage()
    let first = controller("first")
    let second = controller("second")
    stage.root.present(first, animated: false)
    stage.runFrameNow()
    first.present(second, animated: false)
    stage.runFrameNow()
    #expect(first.presentedViewController === second)
    stage.root.dismiss(animated: true)
    #expect(first.presentedViewController == nil)
    stage.run(until: 1)
    #expect(stage.root.presentedViewController == nil)
    #expect(stage.window.subviews.count == 1)
    #expect(stage.window.subviews.first === stage.root.view)
  }

  @Test(arguments: [ModalPresentationStyle.fullScreen, .custom])
  func dismissingAStackAnimatesOnlyTheTopMostViewAway(middleStyle: ModalPresentationStyle) {
    let stage = PresentationStage()
    let middle = controller("middle", style: middleStyle)
    let top = controller("top")
    stage.root.present(middle, animated: false)
    stage.runFrameNow()
    middle.present(top, animated: false)
    stage.runFrameNow()
    let trace = LifecycleTrace()
    trace.record {
      var done = 0
      stage.root.dismiss(animated: true) { done += 1 }
      #expect(middle.viewIfLoaded?.window == nil)
      #expect(stage.root.presentedViewController === top)
      #expect(top.presentingViewController === stage.root)
      let begin = stage.clock.now
      stage.run(until: begin + 1.0 / 60 + CoverVerticalDuration.value / 2)
      let shownY = top.view.layer.presentation(at: stage.clock.now).position.y - 284
      #expect(shownY > 100 && shownY < 468)
      #expect(stage.root.view.window != nil)
      stage.run(until: begin + 1)
      #expect(done == 1)
      #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
      #expect(stage.root.presentedViewController == nil)
      #expect(stage.root.isAppearingOrAppeared)
      #expect(trace.appearanceViolations.isEmpty)
    }
  }

  @Test func resizingTheWindowResizesAFullScreenPresentation() {
    let stage = PresentationStage()
    let presented = controller("presented")
    stage.root.present(presented, animated: false)
    stage.runFrameNow()
    stage.window.transition(toSize: Size(width: 568, height: 320))
    stage.run(until: 1)
    #expect(presented.view.frame == Rect(x: 0, y: 0, width: 568, height: 320))
    #expect(presented.view.superview?.frame == Rect(x: 0, y: 0, width: 568, height: 320))
  }

  @Test func replacingTheRootRemovesWhatTheOldRootPresentsTopMostFirst() {
    let stage = PresentationStage()
    let first = controller("first")
    let second = controller("second", style: .overFullScreen)
    stage.presentStack(first, second)
    let other = controller("other")
    let trace = LifecycleTrace()
    trace.record { stage.window.rootViewController = other }
    #expect(
      trace.lines.filter { !$0.hasSuffix("loadView") && !$0.hasSuffix("viewDidLoad") } == [
        "second.viewWillDisappear(false)", "second.viewDidDisappear(false)",
        "first.viewWillDisappear(false)", "first.viewDidDisappear(false)",
        "other.viewWillAppear(false)", "other.viewIsAppearing(false)", "other.viewDidAppear(false)",
      ])
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === other.view)
    #expect(stage.root.presentedViewController == nil && first.presentingViewController == nil)
    #expect(second.presentingViewController == nil && first.viewIfLoaded?.window == nil)
    stage.window.rootViewController = stage.root
    stage.run(until: stage.clock.now + 0.1)
    #expect(stage.window.subviews.count == 1 && stage.root.isAppearingOrAppeared)
  }

  @Test func aRootChangedWhileAPresentationRunsWaitsUntilItEnded() {
    let stage = PresentationStage()
    let modal = controller("modal")
    stage.root.present(modal, animated: true)
    stage.runFrameNow()
    stage.run(until: stage.clock.now + 0.1)
    let other = controller("other")
    stage.window.rootViewController = other
    #expect(stage.window.rootViewController === stage.root, "the presentation still runs")
    stage.run(until: stage.clock.now + 1)
    #expect(stage.window.rootViewController === other)
    #expect(stage.window.subviews.count == 1 && !modal.isAppearingOrAppeared && other.isAppearingOrAppeared)
  }

  @Test func aContainedOrPresentedViewControllerCannotBecomeTheRoot() {
    let stage = PresentationStage()
    let modal = controller("modal")
    stage.root.present(modal, animated: false)
    stage.run(until: 1)
    let tabs = TabBarController()
    let tab = controller("tab")
    tabs.viewControllers = [tab]
    let issues = transitionIssues {
      stage.window.rootViewController = modal
      stage.window.rootViewController = tab
    }
    #expect(
      issues.map(\.message) == [
        "Window.rootViewController = modal, which is contained or presented; ignored (take it out of its container or dismiss it first)",
        "Window.rootViewController = tab, which is contained or presented; ignored (take it out of its container or dismiss it first)",
      ])
    #expect(stage.window.rootViewController === stage.root)
  }

  @Test(arguments: [Size(width: -10, height: 100), Size(width: .nan, height: 100), Size(width: 320, height: .infinity)])
  func aRotationToASizeNoWindowCanHaveIsReportedAndIgnored(size: Size) {
    let stage = PresentationStage()
    let issues = transitionIssues {
      stage.window.transition(toSize: size)
      stage.run(until: 3)
    }
    #expect(issues.map(\.kind) == [.invalidParameter])
    #expect(issues.first?.message.hasPrefix("Window.transition(toSize: ") == true)
    #expect(stage.window.bounds.size == Size(width: 320, height: 568))
  }

  @Test func aRotationWithABadDurationIsReportedAndTakesTheDefault() {
    let stage = PresentationStage()
    let issues = transitionIssues {
      stage.window.transition(toSize: Size(width: 568, height: 320), duration: -1)
      stage.run(until: 3)
    }
    #expect(
      issues.map(\.message) == [
        "Window.transition(toSize:duration: -1.0): the duration must be finite and not negative; using 0.4 s"
      ])
    #expect(stage.window.bounds.size == Size(width: 568, height: 320))
  }
}
