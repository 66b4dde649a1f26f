import Foundation
import SegueImage
import SegueImageIO
import SegueTestSupport
import Testing

/// The navigation app driven by a real pointer in a window under Xvfb: an edge drag past half
/// the width pops the page, a short slow one is cancelled, and at rest the window shows exactly
/// the frame the headless demo draws of the same state.
@Suite(.serialized) struct DemoWindowNavigationTests {
  /// A drag in `window` from the left edge at mid-height to `x`, in `steps` moves 16 ms apart.
  private func edgeDrag(_ server: XvfbServer, _ window: String, to x: Int, steps: Int) throws {
    var arguments = ["mousemove", "--window", window, "1", "420", "mousedown", "1"]
    for step in 1...steps {
      arguments += ["mousemove", "--window", window, "\(1 + (x - 1) * step / steps)", "420", "sleep", "0.016"]
    }
    try server.xdotool(arguments + ["mouseup", "1"])
  }

  @Test(
    .enabled(
      if: XvfbServer.isInstalled, "Xvfb and xdotool are not installed (scripts/install-dependencies installs them)"))
  func anEdgeDragPopsAndAShortOneIsCancelled() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The headless demo's first frame: the inbox at rest.
    let headless = try SegueBinary.run([
      "demo", "--scenario", "navigation", "--fps", "10", "-o", folder.appendingPathComponent("headless").path,
    ])
    #expect(headless.status == 0, "stderr: \(headless.error)")
    let inbox = try PNG.read(from: folder.appendingPathComponent("headless/navigation.png").path)

    let server = try XvfbServer()
    let out = folder.appendingPathComponent("out")
    let running = try SegueBinary.start(
      ["demo", "--window", "--scenario", "navigation", "-o", out.path], environment: server.environment)
    let window = try server.window(named: "Segue")
    var screenshots = WindowScreenshots(server: server, window: window, folder: out, scenario: "navigation")
    // The page's Open button pushes a page.
    let open = ["mousemove", "--window", window, "195", "459", "click", "1"]
    let start = try screenshots.resting()
    let startsAsHeadless = start == inbox
    #expect(startsAsHeadless, "the window at rest differs from the headless frame of the inbox")

    try server.xdotool(open)
    let pushed = try screenshots.resting()
    let moved = pushed != inbox
    #expect(moved, "Open pushed nothing")
    try edgeDrag(server, window, to: 320, steps: 16)
    let popped = try screenshots.resting()
    let poppedToInbox = popped == inbox
    #expect(poppedToInbox, "a drag past half the width did not pop back to the inbox")

    try server.xdotool(open)
    let pushedAgain = try screenshots.resting() == pushed
    #expect(pushedAgain, "Open did not push the same page again")
    try edgeDrag(server, window, to: 90, steps: 40)
    let cancelled = try screenshots.resting()
    let stayed = cancelled == pushed
    #expect(stayed, "a short slow drag did not leave the page where it was")

    try server.xdotool(["key", "--window", window, "q"])
    let quit = XvfbServer.waitUntil(within: 10) { !running.process.isRunning }
    #expect(quit, "q did not end the process")
    if !quit { running.process.terminate() }
    #expect(running.wait().status == 0)
  }
}
