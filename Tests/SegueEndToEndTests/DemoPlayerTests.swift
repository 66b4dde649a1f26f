import Foundation
import SegueGeometry
import SegueImage
import SegueUI
import Testing

@testable import SegueCLI

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

/// A page that slides a small box across once it appeared and, half way, shows a large square
/// in a single frame: a pop the motion check catches.
@MainActor
private final class PoppingPage: ViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    box.backgroundColor = .white
    let square = View(frame: Rect(x: 10, y: 20, width: 40, height: 40))
    square.backgroundColor = .white
    square.alpha = 0
    view.addSubview(box)
    view.addSubview(square)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 55 })
    View.animate(withDuration: 0.01, delay: 0.5, options: .curveLinear, animations: { square.alpha = 1 })
  }
}

/// An app of that page alone, whose script only waits.
@MainActor
private final class PoppingApp: DemoApp {
  let rootViewController: ViewController = PoppingPage()
  var script: [DemoStep] { [.wait(1.2)] }
}

@MainActor
@Suite struct DemoPlayerTests {
  @Test func aPopInTheRecordingFailsTheMotionCheck() throws {
    let scenario = DemoScenario(
      name: "pop", article: "a test", summary: "a square that pops in", makeApp: { _ in PoppingApp() })
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = try DemoPlayer(size: PixelSize(width: 60, height: 60), fps: 30)
      .play(scenario, recordingTo: folder.appendingPathComponent("pop.png").path)
    let found = recording.violations.filter { $0.hasPrefix("the motion check found: ") }
    #expect(found.count == 1 && found.first?.contains("jumps") == true, "\(recording.violations)")
  }

  @Test func theColouredTabsKeepTheArticlesTitlesWithReadableText() {
    let blue = Color(red: 0, green: 122 / 255, blue: 1)
    #expect(ColoredTabsApp.title(of: blue) == "0 122 255")
    #expect(DemoPageView.isDark(blue) && DemoPageView.isDark(Color(red: 1, green: 59 / 255, blue: 48 / 255)))
    #expect(
      !DemoPageView.isDark(Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)) && !DemoPageView.isDark(.white))
  }

  @Test func touchesAreDrawnOverTheFrameAndLeaveItUntouched() {
    let frame = Bitmap(width: 60, height: 60)
    let drawn = TouchOverlay.drawn([Point(x: 30, y: 30)], over: frame)
    #expect(frame[30, 30] == .clear, "the app's frame is left as it was")
    let centre = drawn[30, 30]
    #expect(centre.alpha == 115 && centre.red == 57 && centre.red == centre.green && centre.green == centre.blue)
    let rim = drawn[30 + 21, 30]
    #expect(rim.red < centre.red && rim.alpha > centre.alpha, "the rim is darker and more opaque")
    #expect(drawn[30 + 24, 30] == .clear && drawn[2, 2] == .clear, "nothing is drawn outside the disc")
  }

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
