import SegueTransitions
import SegueUI
import Testing

/// Found by the whole-app model with the library (issue 23), in full-screen presentations that
/// a percent-driven controller drives: the presenter's view stays outside the transition's
/// container, where the controller does not scrub it, so the turn, which animates only that
/// view, completed by itself while the finger still held it; and the tab slide and the pop-up,
/// which move it into the container, left it there when cancelled (Segue's rollback put it
/// back and reported them).
@MainActor
@Suite struct CancelledPresentationTests {
  @Test(arguments: TransitionCatalog.names)
  func aFullScreenPresentationHeldLongerThanItLastsAndCancelledPutsThePresenterBack(_ name: String) throws {
    let transition = try #require(TransitionCatalog.transition(named: name))
    let stage = AppStage(style: .atOnce)
    let library = LibraryDelegate(transition)
    let presented = Page("presented")
    presented.modalPresentationStyle = .fullScreen
    presented.transitioningDelegate = library
    let tabsView = stage.tabs.view
    let interaction = PercentDrivenInteractiveTransition()
    stage.collectingIssues {
      library.interaction = interaction
      stage.tabs.present(presented, animated: true)
      stage.step()
      interaction.update(0.3)
      stage.run(for: transition.defaultDuration + 0.25)
      #expect(presented.transitionCoordinator != nil, "the presentation is held")
      interaction.cancel()
      stage.run(for: 3)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(tabsView.superview === stage.window && stage.home.appearance == .appeared)
    #expect(!presented.isInWindow && presented.appearance == .disappeared)
  }
}
