import Foundation
import SegueImage
import SegueImageIO
import SegueTestSupport
import Testing

/// The photo list driven by a real pointer in a window under Xvfb: a drag up flings the list and
/// a click stops it, a click on a photo zooms into it, a drag down zooms it home onto the list
/// as it was, and a drag right from the middle of a photo swipes it back.
@Suite(.serialized) struct DemoWindowPhotoListTests {
  /// A drag in `window` from (`x`, `y`) to (`toX`, `toY`) in `steps` moves 16 ms apart,
  /// released while moving.
  private func drag(
    _ server: XvfbServer, _ window: String, from x: Int, _ y: Int, to toX: Int, _ toY: Int, steps: Int
  ) throws {
    var arguments = ["mousemove", "--window", window, "\(x)", "\(y)", "mousedown", "1"]
    for step in 1...steps {
      arguments += [
        "mousemove", "--window", window, "\(x + (toX - x) * step / steps)", "\(y + (toY - y) * step / steps)",
        "sleep", "0.016",
      ]
    }
    try server.xdotool(arguments + ["mouseup", "1"])
  }

  /// Clicks at mid-width at each of `ys` in turn until the window at rest changes from `list`
  /// (a click may land in the gap between two rows); what it then shows.
  private func openAPhoto(
    _ server: XvfbServer, _ window: String, _ screenshots: inout WindowScreenshots, over list: Bitmap
  ) throws -> Bitmap? {
    for y in [420, 490] {
      try server.xdotool(["mousemove", "--window", window, "195", "\(y)", "click", "1"])
      let shown = try screenshots.resting()
      if shown != list { return shown }
    }
    return nil
  }

  @Test(
    .enabled(
      if: XvfbServer.isInstalled, "Xvfb and xdotool are not installed (scripts/install-dependencies installs them)"))
  func scrollZoomInDragHomeAndSwipeBack() throws {
    let folder = try SegueBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try XvfbServer()
    let out = folder.appendingPathComponent("out")
    let running = try SegueBinary.start(
      ["demo", "--window", "--scenario", "photo-list", "-o", out.path], environment: server.environment)
    let window = try server.window(named: "Segue")
    var screenshots = WindowScreenshots(server: server, window: window, folder: out, scenario: "photo-list")
    let start = try screenshots.resting()

    try drag(server, window, from: 195, 700, to: 195, 400, steps: 10)
    // A click while the list still glides stops it there, without opening the photo under it.
    try server.xdotool(["mousemove", "--window", window, "195", "600", "click", "1"])
    // The scroll indicator fades out 0.5 s after the list stops, over 0.3 s.
    try server.xdotool(["sleep", "1.2"])
    let scrolled = try screenshots.resting()
    let didScroll = scrolled != start
    #expect(didScroll, "a drag up did not scroll the list")

    let photo = try openAPhoto(server, window, &screenshots, over: scrolled)
    #expect(photo != nil, "a click on the list opened no photo")
    try drag(server, window, from: 195, 300, to: 195, 700, steps: 12)
    let home = try screenshots.resting()
    let backOnTheList = home == scrolled
    #expect(backOnTheList, "the drag down did not zoom the photo home onto the list as it was")

    let again = try openAPhoto(server, window, &screenshots, over: scrolled)
    #expect(again != nil, "a second click opened no photo")
    try drag(server, window, from: 120, 420, to: 380, 420, steps: 10)
    let swipedBack = try screenshots.resting() == scrolled
    #expect(swipedBack, "a swipe right from the middle did not go back to the list")

    _ = try? server.xdotool(["key", "--window", window, "q"])
    let quit = XvfbServer.waitUntil(within: 10) { !running.process.isRunning }
    #expect(quit, "q did not end the process")
    if !quit { running.process.terminate() }
    #expect(running.wait().status == 0)
  }
}
