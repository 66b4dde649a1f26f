import SegueGeometry
import SegueMotion
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

@MainActor
@Suite struct ModalEdgeCaseTests {
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
    #expect(presented.notes == [
      "willAppear presented=true", "didAppear presented=true", "willDisappear dismissed=true", "didDisappear dismissed=true",
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
}
