import Foundation
import SegueImage
import SegueImageIO
import SegueTestSupport
import Testing

/// Health Beat's Add Entry form in a window under Xvfb, typed into with the X keyboard: the
/// typed text shows in the field, and deleting it shows the empty field again, pixel for pixel.
@Suite(.serialized) struct DemoWindowTypingTests {
  @Test(
    .enabled(
      if: XvfbServer.isInstalled, "Xvfb and xdotool are not installed (scripts/install-dependencies installs them)"))
  func typedTextShowsInTheAddEntryForm() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try XvfbServer()
    let out = folder.appendingPathComponent("out")
    let running = try SegueBinary.start(
      ["demo", "--window", "--scenario", "health-beat-popup", "-o", out.path], environment: server.environment)
    let window = try server.window(named: "Segue")
    // Control-S: while a field is being edited, a plain s would type.
    var screenshots = WindowScreenshots(server: server, window: window, folder: out, scenario: "health-beat-popup")
    screenshots.key = "ctrl+s"
    let history = try screenshots.resting()
    // "+" in the navigation bar opens the form; a click on the weight field edits it.
    try server.xdotool(["mousemove", "--window", window, "370", "22", "click", "1"])
    let form = try screenshots.resting()
    let opened = form != history
    #expect(opened, "+ did not open the Add Entry form")
    try server.xdotool(["mousemove", "--window", window, "225", "391", "click", "1"])
    let editing = try screenshots.resting()
    let keyboardUp = editing != form
    #expect(keyboardUp, "the click on the weight field started no editing")
    try server.xdotool(["type", "--window", window, "72.5"])
    let typed = try screenshots.resting()
    let shows = typed != editing
    #expect(shows, "the typed text does not show")
    for _ in 0..<4 { try server.xdotool(["key", "--window", window, "BackSpace"]) }
    let erased = try screenshots.resting()
    let empty = erased == editing
    #expect(empty, "deleting the typed text did not show the field as it was")
    try server.xdotool(["key", "--window", window, "ctrl+q"])
    #expect(XvfbServer.waitUntil(within: 10) { !running.process.isRunning }, "q did not end the process")
    if running.process.isRunning { running.process.terminate() }
    #expect(running.wait().status == 0)
  }
}
