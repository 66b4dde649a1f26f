import Foundation
import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

@MainActor
@Suite struct CrossDissolveAndFlipAnimatorTests {
  @Test func theDissolveFadesTheNewScreenInOverTheOldOne() {
    let stage = AnimatorStage()
    stage.scrub(CrossDissolveAnimator(), to: 0.3)
    #expect(abs(stage.shown(stage.to.view).opacity - 0.3) < 1e-9)
    #expect(stage.shown(stage.from.view).opacity == 1, "the old screen stays opaque beneath")
    #expect(stage.container.subviews.last === stage.to.view)
    #expect(stage.to.view.frame == stage.container.bounds)
  }

  @Test func theDissolveTakesItsDurationEasingIn() {
    let stage = AnimatorStage()
    let context = stage.start(CrossDissolveAnimator())
    #expect(CrossDissolveAnimator().transitionDuration(using: context) == 0.35)
    stage.run(for: 0.05)
    let early = stage.shown(stage.to.view).opacity
    #expect(early > 0 && early < 0.1)
    stage.run(for: 0.35)
    #expect(stage.container.subviews.count == 1 && stage.container.subviews.first === stage.to.view)
    #expect(stage.to.view.alpha == 1)
  }

  /// The angle about the vertical axis that `transform` turns by.
  private func angle(of transform: Transform3D) -> Double {
    atan2(-transform.m13, transform.m11)
  }

  @Test(arguments: [false, true])
  func theOldScreenTurnsAwayThenTheNewOneTurnsIn(reverse: Bool) {
    let stage = AnimatorStage()
    let sign = reverse ? 1.0 : -1.0
    let interaction = stage.scrub(FlipAnimator(reverse: reverse), to: 0.25)
    // A quarter of the way: the old screen half way to edge-on, the new one edge-on.
    #expect(abs(angle(of: stage.shown(stage.from.view).transform) - sign * .pi / 4) < 1e-6)
    #expect(abs(angle(of: stage.shown(stage.to.view).transform) + sign * .pi / 2) < 1e-6)
    #expect(stage.container.layer.sublayerTransform.m34 == -1.0 / 500, "the perspective is on while turning")
    interaction.update(0.75)
    stage.step()
    #expect(abs(angle(of: stage.shown(stage.from.view).transform) - sign * .pi / 2) < 1e-6)
    #expect(abs(angle(of: stage.shown(stage.to.view).transform) + sign * .pi / 4) < 1e-6)
  }

  @Test func theContainersPerspectiveIsTakenOffAtTheEndFinishedOrCancelled() {
    for finishes in [true, false] {
      let stage = AnimatorStage()
      let interaction = stage.scrub(FlipAnimator(), to: 0.6)
      stage.step()
      if finishes { interaction.finish() } else { interaction.cancel() }
      stage.run(for: 2)
      #expect(stage.container.layer.sublayerTransform == .identity)
    }
  }
}

/// Presents and dismisses with the dissolve, the presentation custom so that the dismissal has
/// no new screen to show.
@MainActor
private final class DissolvingPresentation: ViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { CrossDissolveAnimator() }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    CrossDissolveAnimator()
  }
}

@MainActor
@Suite struct CrossDissolveDismissalTests {
  @Test func aCustomDismissalFadesTheOldScreenOut() {
    let stage = Stage()
    let root = ViewController()
    stage.window.rootViewController = root
    let presented = ViewController()
    let delegate = DissolvingPresentation()
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    root.present(presented, animated: true)
    stage.run(for: 0.6)
    #expect(presented.view.window === stage.window && presented.view.alpha == 1)
    presented.dismiss(animated: true)
    stage.run(for: 0.2)
    let halfway = presented.view.layer.presentation(at: stage.clock.now).opacity
    #expect(halfway > 0.1 && halfway < 0.9, "the old screen shows at \(halfway)")
    #expect(root.view.window === stage.window, "the presenter stayed in place")
    stage.run(for: 0.5)
    #expect(presented.view.window == nil && presented.presentingViewController == nil)
    #expect(presented.view.alpha == 1, "the view gets its opacity back for its next showing")
  }
}
