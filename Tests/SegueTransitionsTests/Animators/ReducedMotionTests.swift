import SegueGeometry
import SegueTestSupport
import SegueTransitions
import SegueUI
import Testing

/// With reduced motion asked for, every library animator dissolves instead of moving, at its
/// own duration, scrubbed, finished and cancelled as its motion would be.
@MainActor
@Suite struct ReducedMotionTests {
  /// The animators that move (the pop-up's fade and the dissolve stay as they are).
  nonisolated static let moving = AnimatorCase.allCases.filter {
    ![.popUpPresenting, .popUpDismissing, .crossDissolve].contains($0)
  }

  @Test(arguments: moving)
  func scrubbedTheNewScreenFadesInAtItsPlaceAndTheOldOneStays(_ animator: AnimatorCase) {
    let stage = AnimatorStage()
    stage.application.isReduceMotionEnabled = true
    let fromFrame = stage.from.view.frame
    stage.scrub(animator.make(), to: 0.4)
    let to = stage.shown(stage.to.view)
    let from = stage.shown(stage.from.view)
    #expect(abs(to.opacity - 0.4) < 1e-9)
    #expect(to.transform == .identity && from.transform == .identity && from.opacity == 1)
    #expect(stage.to.view.frame == stage.container.bounds && stage.from.view.frame == fromFrame)
    #expect(stage.container.layer.sublayerTransform == .identity)
  }

  @Test(arguments: moving)
  func itTakesTheAnimatorsOwnDurationAndEndsAsTheMotionWould(_ animator: AnimatorCase) {
    let stage = AnimatorStage()
    stage.application.isReduceMotionEnabled = true
    let made = animator.make()
    let context = stage.start(made)
    let duration = made.transitionDuration(using: context)
    stage.run(for: duration * 0.5)
    #expect(context.transitionWasCancelled == false)
    let halfway = stage.shown(stage.to.view).opacity
    #expect(halfway > 0.2 && halfway < 0.8, "half way through \(duration) s the opacity is \(halfway)")
    stage.run(for: duration)
    #expect(stage.container.subviews.count == 1 && stage.container.subviews.first === stage.to.view)
    #expect(stage.to.view.alpha == 1 && stage.to.view.frame == stage.container.bounds)
  }

  @Test(arguments: moving)
  func cancelledFromTheMiddleLeavesEverythingAsItWas(_ animator: AnimatorCase) {
    let stage = AnimatorStage()
    stage.application.isReduceMotionEnabled = true
    let fromView = stage.from.view
    let before = (fromView.frame, fromView.alpha, fromView.transform3D)
    let interaction = stage.scrub(animator.make(), to: 0.5)
    stage.step()
    interaction.cancel()
    stage.run(for: 2)
    #expect(stage.container.subviews.count == 1 && stage.container.subviews.first === fromView)
    #expect(fromView.frame == before.0 && fromView.alpha == before.1 && fromView.transform3D == before.2)
    #expect(stage.to.view.superview == nil && stage.to.view.alpha == 1)
  }

  @Test func changingTheSettingPostsItsNotificationOnce() {
    let application = AnimatorStage().application
    var heard = 0
    application.notificationCenter.addObserver(
      forName: Application.reduceMotionStatusDidChangeNotification, object: nil
    ) { _ in heard += 1 }
    application.isReduceMotionEnabled = true
    application.isReduceMotionEnabled = true
    #expect(heard == 1)
    application.isReduceMotionEnabled = false
    #expect(heard == 2)
  }
}
