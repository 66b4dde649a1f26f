import Foundation
import SegueGeometry
import SegueUI
import Testing

@testable import segue

/// A page that asks for a view animation of infinite length once it appeared: Segue reports
/// the duration and animates over 0 s instead.
@MainActor
private final class InfiniteAnimationPage: ViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    View.animate(withDuration: .infinity, animations: { self.view.alpha = 0.5 })
  }
}

/// An app of that page alone, whose script only waits.
@MainActor
private final class InfiniteAnimationApp: DemoApp {
  let rootViewController: ViewController = InfiniteAnimationPage()
  var script: [DemoStep] { [.wait(0.2)] }
}

@MainActor
@Suite struct DemoPlayerTests {
  @Test func aDiagnosticOfTheAnimationSystemFailsTheContractChecks() throws {
    let scenario = DemoScenario(
      name: "infinite", article: "a test", summary: "an animation of infinite length",
      makeApp: { _ in InfiniteAnimationApp() })
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = try DemoPlayer(size: PixelSize(width: 8, height: 8), fps: 10)
      .play(scenario, recordingTo: folder.appendingPathComponent("infinite.png").path)
    #expect(recording.violations.contains { $0.contains("not a finite number") })
    #expect(recording.violations.contains { $0.contains("started no transition") })
  }
}
