import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Bug I of issue 18: an interaction controller that never finishes used to wedge the app with
/// no diagnostic. Once no finger drives it and no update came for
/// ``TransitionContext/interactionStallLimit``, Segue names it and cancels the transition.
@MainActor
@Suite struct StalledInteractionTests {
  /// A navigation delegate that vends `interaction` for every transition.
  final class StallingDelegate: NavigationControllerDelegate {
    let interaction: any InteractiveTransitioning
    init(_ interaction: any InteractiveTransitioning) { self.interaction = interaction }
    func navigationController(
      _ navigationController: NavigationController,
      interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { interaction }
  }

  /// An interaction controller that forgets to finish: it scrubs once and then does nothing.
  final class ForgetfulInteraction: PercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ transitionContext: any ContextTransitioning) {
      super.startInteractiveTransition(transitionContext)
      update(0.3)
    }
  }

  @Test func aStalledInteractionIsNamedAndCancelledAndTheAppRecovers() {
    let stage = AppStage()
    let interaction = ForgetfulInteraction()
    let delegate = StallingDelegate(interaction)
    stage.navigation.delegate = delegate
    let page = Page("page")
    stage.collectingIssues {
      stage.navigation.pushViewController(page, animated: true)
      stage.run(for: TransitionContext.interactionStallLimit - 0.1)
      #expect(stage.hasTransitionUnderway)
      #expect(stage.issues.isEmpty)
      stage.run(for: 0.2)
      #expect(stage.issues.map(\.kind) == [.interactionStalled])
      stage.run(for: 1)
      #expect(!stage.hasTransitionUnderway)
    }
    #expect(stage.issues.map(\.kind) == [.interactionStalled])
    #expect(stage.issues.first?.message.contains("ForgetfulInteraction") == true)
    #expect(stage.navigation.viewControllers.last === stage.home)
    #expect(stage.home.appearance == .appeared)
    #expect(page.appearance == .disappeared)
    #expect(stage.window.appearanceMismatches.isEmpty, "\(stage.window.appearanceMismatches)")
    stage.navigation.delegate = nil
    stage.tabs.selectedIndex = 2
    stage.run(for: 1)
    #expect(stage.plain.appearance == .appeared)
  }

  /// An interaction controller of its own kind that takes the transition and never runs or
  /// ends it: Segue ends the interaction and the transition, as cancelled.
  final class SilentInteraction: InteractiveTransitioning {
    var completionSpeed: Double { 1 }
    var completionCurve: View.AnimationCurve { .easeInOut }
    var wantsInteractiveStart: Bool { true }
    func startInteractiveTransition(_ transitionContext: any ContextTransitioning) {}
  }

  @Test func aStalledInteractionOfAnotherKindIsCancelledToo() {
    let stage = AppStage()
    let delegate = StallingDelegate(SilentInteraction())
    stage.navigation.delegate = delegate
    let page = Page("page")
    stage.collectingIssues {
      stage.navigation.pushViewController(page, animated: true)
      stage.run(for: TransitionContext.interactionStallLimit + 1)
      #expect(!stage.hasTransitionUnderway)
    }
    #expect(stage.issues.map(\.kind) == [.interactionStalled])
    #expect(stage.navigation.viewControllers.last === stage.home)
    #expect(stage.home.appearance == .appeared)
    #expect(page.appearance == .disappeared)
  }

  @Test func aFingerHoldingTheTransitionStillIsNotAStall() {
    let stage = AppStage()
    let page = stage.push("page")
    stage.run(for: 1)
    stage.collectingIssues {
      stage.edgeDrag(to: 100, lift: false)
      stage.step(12)
      stage.run(for: 5)
      #expect(stage.hasTransitionUnderway)
      stage.lift(at: 100)
      stage.run(for: 1)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.navigation.viewControllers.last === page)
  }
}
