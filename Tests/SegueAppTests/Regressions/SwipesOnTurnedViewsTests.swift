import SegueGeometry
import SegueTransitions
import SegueUI
import Testing

/// Found by the whole-app model with the library (issue 23): a swipe on a tab's page that
/// switches tabs with the library's flip measured the finger in the superview of the page, which
/// the flip turns edge-on (as a model value, from its start), so the progress was not a number
/// all along: the switch showed nothing, was reported, and cancelled however far the finger went.
@MainActor
@Suite struct SwipesOnTurnedViewsTests {
  private let stage = AppStage(style: .slide)
  private let library = LibraryDelegate(TransitionCatalog.all.first { $0.name == "flip" }!)

  init() {
    stage.tabs.delegate = library
  }

  /// Samples of one finger at `points`, one a frame from the next frame on, resting two frames
  /// at the last and lifting there; the frames run until a second after the lift.
  private func swipe(through points: [Point]) {
    let frame = stage.frameDuration
    var inputs = points.enumerated().map { index, point in
      TouchInput(
        identifier: 3, location: point, phase: index == 0 ? .began : .moved,
        timestamp: stage.clock.now + frame * Double(index + 1))
    }
    let last = points[points.count - 1]
    for (extra, phase) in [Touch.Phase.moved, .moved, .ended].enumerated() {
      inputs.append(
        TouchInput(
          identifier: 3, location: last, phase: phase,
          timestamp: stage.clock.now + frame * Double(points.count + 1 + extra)))
    }
    stage.application.enqueue(inputs)
    stage.run(for: frame * Double(points.count + 3) + 1)
  }

  @Test func aVerticalSwipeUpFourFifthsOfItsDistanceSwitchesToTheNextTab() {
    let swipe = VerticalSwipeInteractionController()
    swipe.wire(to: stage.home, for: .tab)
    library.interaction = swipe
    library.isDriving = { swipe.interactionInProgress }
    stage.collectingIssues {
      self.swipe(through: (0...10).map { Point(x: 160, y: 600 - 16 * Double($0)) })
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.tabs.selectedIndex == 1 && stage.containerPages[0].appearance == .appeared)
  }

  @Test func aHorizontalSwipeLeftFourFifthsOfItsDistanceSwitchesToTheNextTab() {
    let swipe = HorizontalSwipeInteractionController()
    swipe.wire(to: stage.home, for: .tab)
    library.interaction = swipe
    library.isDriving = { swipe.interactionInProgress }
    stage.collectingIssues {
      self.swipe(through: (0...10).map { Point(x: 300 - 16 * Double($0), y: 422) })
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(stage.tabs.selectedIndex == 1 && stage.containerPages[0].appearance == .appeared)
  }
}
