import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct AnimationInteractionTests {
  @Test func animatedViewsRefuseTouchesUnlessTheBlockAllowsThem() {
    let stage = AnimationStage()
    let other = View(frame: Rect(x: 200, y: 0, width: 10, height: 10))
    stage.window.addSubview(other)
    #expect(!stage.view.isUserInteractionSuspendedByAnimation)
    View.animate(withDuration: 1) { stage.view.alpha = 0.5 }
    View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { other.alpha = 0.5 })
    #expect(stage.view.isUserInteractionSuspendedByAnimation)
    #expect(!other.isUserInteractionSuspendedByAnimation)
    stage.run(until: 1)
    #expect(!stage.view.isUserInteractionSuspendedByAnimation)
  }

  @Test func aReplacingAnimationDecides() {
    let stage = AnimationStage()
    View.animate(withDuration: 1) { stage.view.alpha = 0.5 }
    View.animate(
      withDuration: 1, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
      animations: {
        stage.view.alpha = 0
      })
    #expect(!stage.view.isUserInteractionSuspendedByAnimation)
  }

  @Test func keyframesAndTransitionsFollowTheirOptionsToo() {
    let stage = AnimationStage()
    View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { stage.view.alpha = 0 })
    #expect(stage.view.isUserInteractionSuspendedByAnimation)
    let card = View(frame: Rect(x: 200, y: 200, width: 50, height: 50))
    stage.window.addSubview(card)
    View.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .allowUserInteraction], animations: {})
    #expect(!card.isUserInteractionSuspendedByAnimation)
    View.transition(with: card, duration: 1, options: .transitionFlipFromLeft, animations: {})
    #expect(card.isUserInteractionSuspendedByAnimation)
  }

  @Test func aPropertyAnimatorWithoutUserInteractionSuspendsItWhileActive() {
    let stage = AnimationStage()
    let animator = PropertyAnimator(duration: 1, curve: .linear) { stage.view.alpha = 0 }
    animator.isUserInteractionEnabled = false
    animator.pauseAnimation()
    #expect(stage.view.isUserInteractionSuspendedByAnimation)
    animator.stopAnimation(true)
    #expect(!stage.view.isUserInteractionSuspendedByAnimation)
    let friendly = PropertyAnimator(duration: 1, curve: .linear) { stage.view.alpha = 1 }
    friendly.startAnimation()
    #expect(!stage.view.isUserInteractionSuspendedByAnimation)
  }
}
