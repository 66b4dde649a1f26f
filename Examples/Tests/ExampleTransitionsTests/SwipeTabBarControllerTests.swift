import ExampleTransitions
import Foundation
import SegueGeometry
import SegueTesting
import SegueUI
import SnapshotTesting
import Testing

/// The interactive tab switch, tapped and driven by the gestures recorded in `Gestures/`,
/// compared with the references in `__Snapshots__`.
@MainActor
@Suite struct SwipeTabBarControllerTests {
  /// Two tabs, a teal "One" and a purple "Two", each with a white card on it.
  static func tabs() -> SwipeTabBarController {
    SwipeTabBarController(pages: [
      page("One", Color(red: 0.1, green: 0.6, blue: 0.6)), page("Two", Color(red: 0.5, green: 0.3, blue: 0.8)),
    ])
  }

  static func page(_ title: String, _ color: Color) -> ViewController {
    let page = ViewController()
    page.title = title
    page.view.backgroundColor = color
    let card = View(frame: Rect(x: 30, y: 60, width: 100, height: 80))
    card.backgroundColor = .white
    page.view.addSubview(card)
    return page
  }

  /// The gesture file `name` in `Gestures/`, beside this file.
  static func gesture(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Gestures/\(name).json")
  }

  @Test func aTapSwitchesWithTheZoom() {
    let tap = ScriptedTransition.app(size: Size(width: 160, height: 240), Self.tabs) { $0.selectedIndex = 1 }
    assertSnapshot(of: tap, as: .frames(at: [0, 0.5, 1]))
  }

  @Test func aSwipeToTheNextTabFinishes() throws {
    let swipe = try ScriptedTransition.app(Self.tabs, replayingGestureAt: Self.gesture("swipe-to-next-tab"))
    assertSnapshot(of: swipe, as: .animatedPNG)
    assertSnapshot(of: swipe, as: .lifecycleTrace)
  }

  @Test func aShortSwipeIsCancelled() throws {
    let swipe = try ScriptedTransition.app(Self.tabs, replayingGestureAt: Self.gesture("short-swipe-to-next-tab"))
    assertSnapshot(of: swipe, as: .frames(at: [0, 0.25, 0.5, 0.75, 1]))
    assertSnapshot(of: swipe, as: .lifecycleTrace)
  }
}
