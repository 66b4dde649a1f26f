import SegueTransitions
import SegueUI
import Testing

/// Every transition of the catalog in every container of a whole app — a navigation stack, a
/// tab bar controller, the objc.io custom container and a full-screen presentation — animated,
/// then cancelled and finished from the middle by a percent-driven controller: the right page
/// ends on screen as it was, the other off it, every appearance call in order, no issue reported.
@MainActor
@Suite struct LibraryInContainersTests {
  /// The catalog's names, spelled out so that a new transition must join this test.
  nonisolated static let names = [
    "cross-dissolve", "slide", "tab-slide", "vertical-slide", "pop-up", "cube", "fold", "flip", "turn", "cards",
    "portal", "explode", "nat-geo", "page-curl", "matched",
  ]

  @Test func theListIsTheCatalog() {
    #expect(Self.names == TransitionCatalog.names)
  }

  /// Runs `request` under `library`'s percent-driven controller, scrubbed to `progress` and
  /// then finished or cancelled, until everything has settled.
  private func drive(
    _ stage: AppStage, _ library: LibraryDelegate, to progress: Double, finishing: Bool, _ request: () -> Void
  ) {
    let interaction = PercentDrivenInteractiveTransition()
    library.interaction = interaction
    request()
    stage.step()
    interaction.update(progress)
    stage.step()
    if finishing { interaction.finish() } else { interaction.cancel() }
    stage.run(for: 3)
    library.interaction = nil
  }

  /// Whether `page` is on screen as it should be after a transition: in the window, appeared,
  /// opaque, shown and untransformed.
  private func isShown(_ page: Page) -> Bool {
    page.isInWindow && page.appearance == .appeared && page.view.alpha == 1 && !page.view.isHidden
      && page.view.transform3D == .identity
  }

  /// Whether `page` is off screen as it should be after leaving.
  private func isGone(_ page: Page) -> Bool {
    !page.isInWindow && page.appearance == .disappeared && page.view.alpha == 1
      && page.view.transform3D == .identity
  }

  @Test(arguments: names)
  func inEveryContainerAnimatedCancelledAndFinished(_ name: String) throws {
    let transition = try #require(TransitionCatalog.transition(named: name))
    let stage = AppStage(style: .atOnce)
    let library = LibraryDelegate(transition)
    stage.navigation.delegate = library
    stage.tabs.delegate = library
    stage.container.delegate = library
    let presented = Page("presented")
    presented.modalPresentationStyle = .fullScreen
    presented.transitioningDelegate = library
    var pages: [Page] = [stage.home, stage.plain, presented] + stage.containerPages
    stage.collectingIssues {
      // Navigation: push animated, pop cancelled, pop finished.
      let pushed = stage.push("pushed")
      pages.append(pushed)
      stage.run(for: 3)
      #expect(isShown(pushed) && isGone(stage.home), "pushed")
      drive(stage, library, to: 0.35, finishing: false) { stage.navigation.popViewController(animated: true) }
      #expect(isShown(pushed) && isGone(stage.home), "pop cancelled")
      drive(stage, library, to: 0.6, finishing: true) { stage.navigation.popViewController(animated: true) }
      #expect(isShown(stage.home) && isGone(pushed), "popped")
      // Tabs: to the container animated; back to the stack cancelled, then to the plain page finished.
      stage.tabs.selectedIndex = 1
      stage.run(for: 3)
      #expect(isShown(stage.containerPages[0]) && isGone(stage.home), "tab to the container")
      drive(stage, library, to: 0.5, finishing: false) { stage.tabs.selectedIndex = 0 }
      #expect(isShown(stage.containerPages[0]) && isGone(stage.home), "tab back cancelled")
      // The custom container: to its second child animated, back cancelled, on finished.
      stage.container.selectedViewController = stage.containerPages[1]
      stage.run(for: 3)
      #expect(isShown(stage.containerPages[1]) && isGone(stage.containerPages[0]), "child selected")
      drive(stage, library, to: 0.8, finishing: false) {
        stage.container.selectedViewController = stage.containerPages[0]
      }
      #expect(isShown(stage.containerPages[1]) && isGone(stage.containerPages[0]), "child back cancelled")
      drive(stage, library, to: 0.2, finishing: true) {
        stage.container.selectedViewController = stage.containerPages[2]
      }
      #expect(isShown(stage.containerPages[2]) && isGone(stage.containerPages[1]), "child on finished")
      drive(stage, library, to: 0.45, finishing: true) { stage.tabs.selectedIndex = 2 }
      #expect(isShown(stage.plain) && isGone(stage.containerPages[2]), "tab to the plain page finished")
      // A full-screen presentation over the plain page: presented animated, dismissal
      // cancelled, then finished.
      stage.plain.present(presented, animated: true)
      stage.run(for: 3)
      #expect(isShown(presented) && isGone(stage.plain), "presented")
      drive(stage, library, to: 0.55, finishing: false) { presented.dismiss(animated: true) }
      #expect(isShown(presented) && isGone(stage.plain), "dismissal cancelled")
      drive(stage, library, to: 0.3, finishing: true) { presented.dismiss(animated: true) }
      #expect(isShown(stage.plain) && isGone(presented), "dismissed")
    }
    #expect(stage.issues.isEmpty, "\(stage.issues)")
    #expect(pages.flatMap(\.outOfOrderCalls).isEmpty, "\(pages.map { ($0.title ?? "", $0.outOfOrderCalls) })")
  }

  /// A presentation that leaves the presenter on screen hands out no "from" view (and its
  /// dismissal no "to" view): every transition still shows it and takes it away, as a dissolve
  /// where it has two screens to move, with no issue.
  @Test(arguments: names)
  func overTheScreenPresentationsComeAndGo(_ name: String) throws {
    let transition = try #require(TransitionCatalog.transition(named: name))
    let stage = AppStage(style: .atOnce)
    let library = LibraryDelegate(transition)
    let presented = Page("over")
    presented.modalPresentationStyle = .overFullScreen
    presented.transitioningDelegate = library
    stage.collectingIssues {
      stage.tabs.selectedIndex = 2
      stage.run(for: 1)
      stage.plain.present(presented, animated: true)
      stage.step(3)
      let opacity = presented.view.layer.presentation(at: stage.clock.now).opacity
      #expect(opacity > 0 && opacity < 1, "part way in: \(opacity)")
      stage.run(for: 3)
      #expect(isShown(presented) && stage.plain.isInWindow)
      presented.dismiss(animated: true)
      stage.run(for: 3)
      #expect(!presented.isInWindow && presented.presentingViewController == nil && presented.view.alpha == 1)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues)")
  }
}
