import SegueGeometry
import SegueTransitions
import SegueUI
import Testing

/// Found by the whole-app model with the library (issue 23): a full-screen presentation that
/// flips the tab bar controller's view edge-on while a finger holds a pan on the tabs. The
/// custom container's pan found its translation in the container (under the turned view) huge
/// and fed a progress of about 10¹⁵ to its interaction, which reported it as out of range; then
/// the container's transition, completing, converted its child's frame to the container
/// through the window and the edge-on view, found it 512 points wide instead of 390, reported
/// the final frame ignored and moved the child there. Health Beat's tab pan found its
/// translation in the turned view itself not a number and fed that to its interaction.
@MainActor
@Suite struct GesturesUnderAnEdgeOnAncestorTests {
  /// The library's flip, which turns the tab bar controller's view edge-on as a full-screen
  /// presentation over it begins.
  private let flip = LibraryDelegate(TransitionCatalog.all.first { $0.name == "flip" }!)

  /// A moved sample of the finger of ``AppStage/drag(from:to:steps:lift:)`` held at `x`,
  /// delivered in the next frame, which runs.
  private func hold(_ stage: AppStage, at x: Double) {
    stage.application.enqueue([
      TouchInput(
        identifier: 7, location: Point(x: x, y: stage.window.bounds.height / 2), phase: .moved,
        timestamp: stage.clock.now + stage.frameDuration)
    ])
    stage.step()
  }

  /// A page that the flip presents full screen.
  private func flipped() -> Page {
    let presented = Page("presented")
    presented.modalPresentationStyle = .fullScreen
    presented.transitioningDelegate = flip
    return presented
  }

  @Test func theContainersPanKeepsItsProgressInRangeWhileAnAncestorIsEdgeOn() {
    let stage = AppStage(style: .atOnce)
    let presented = flipped()
    stage.tabs.selectedIndex = 1
    stage.run(for: 1)
    stage.collectingIssues {
      stage.drag(from: 300, to: 200, lift: false)
      stage.run(for: 0.3)
      #expect(stage.containerPages[1].transitionCoordinator != nil, "the pan drives the container")
      stage.tabs.present(presented, animated: true)
      stage.step(2)
      hold(stage, at: 200)
      stage.lift(at: 200)
      stage.run(for: 3)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(presented.appearance == .appeared && stage.containerPages[0].appearance == .disappeared)
  }

  @Test func healthBeatsTabPanKeepsItsProgressWhileTheTabsAreEdgeOn() {
    let stage = AppStage(style: .healthBeat)
    let presented = flipped()
    stage.collectingIssues {
      stage.drag(from: 388, to: 150, lift: false)
      stage.run(for: 0.3)
      #expect(stage.containerPages[0].transitionCoordinator != nil, "the pan drives the switch")
      stage.tabs.present(presented, animated: true)
      stage.step(2)
      hold(stage, at: 150)
      stage.lift(at: 150)
      stage.run(for: 3)
    }
    #expect(stage.issues.isEmpty, "\(stage.issues.map(\.message))")
    #expect(presented.appearance == .appeared && stage.tabs.selectedIndex == 1)
  }

  @Test func viewsUnderAnEdgeOnAncestorConvertBetweenThemselvesExactly() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let turned = View(frame: window.bounds)
    let area = View(frame: window.bounds)
    let child = View(frame: Rect(x: 0, y: 49, width: 390, height: 795))
    window.addSubview(turned)
    turned.addSubview(area)
    area.addSubview(child)
    turned.transform3D = Transform3D(rotationAngle: -Double.pi / 2, x: 0, y: 1, z: 0)
    #expect(child.convert(child.bounds, to: area) == child.frame)
    #expect(child.convert(Point(x: 10, y: 20), to: area) == Point(x: 10, y: 69))
    #expect(area.convert(Point(x: 10, y: 20), from: child) == Point(x: 10, y: 69))
  }
}
