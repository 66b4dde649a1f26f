import Foundation
import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTestSupport
import SegueUI
import Testing

@testable import SegueX11

/// A host shows in its X window, pixel for pixel, the frames the compositor draws, through
/// shared memory and through the connection alike, at 1× and 2×.
@MainActor
@Suite(.serialized) struct WindowHostTests {
  /// An application whose window shows coloured boxes, one of them moving.
  private func application(scale: Double) -> Application {
    let window = Window(frame: Rect(x: 0, y: 0, width: 120, height: 90))
    window.scale = scale
    let controller = ViewController()
    window.rootViewController = controller
    controller.view.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    let box = View(frame: Rect(x: 10, y: 10, width: 40, height: 30))
    box.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
    box.layer.cornerRadius = 6
    controller.view.addSubview(box)
    let fading = View(frame: Rect(x: 60, y: 40, width: 50, height: 40))
    fading.backgroundColor = Color(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.6)
    controller.view.addSubview(fading)
    View.animate(withDuration: 10) { box.center = Point(x: 90, y: 60) }
    return Application(window: window, clock: VirtualClock(), framesPerSecond: 60)
  }

  @Test(
    .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (scripts/install-dependencies installs it)"),
    arguments: [(true, 1.0), (false, 1.0), (true, 2.0), (false, 2.0)])
  func theWindowShowsWhatTheCompositorDraws(sharedMemory: Bool, scale: Double) throws {
    let server = try XvfbServer()
    let app = application(scale: scale)
    let host = try WindowHost(
      application: app, title: "host test", displayName: server.display, allowsSharedMemory: sharedMemory)
    #expect(host.usesSharedMemory == sharedMemory)
    var frames = 0
    DisplayLink { _ in
      frames += 1
      if frames == 12 { host.stop() }
    }.add(to: app.frameScheduler)
    #expect(host.run() == .stopped)
    let shown = try #require(host.shownFrame)
    #expect(shown.width == Int(120 * scale) && shown.height == Int(90 * scale))
    // The frame shown is the compositor's drawing of the application at that frame's time.
    let expected = Compositor(scale: scale, background: Color.black.premultipliedPixel)
      .render(app.window.layer.renderTree(at: app.clock.now), width: shown.width, height: shown.height)
    let same = shown == expected
    #expect(same, "the frame shown is not the compositor's frame of the last instant")
    // The window holds exactly those pixels.
    var words = [UInt32](repeating: 0, count: shown.pixelCount)
    words.withUnsafeMutableBufferPointer { PixelConversion.convert(shown, into: $0.baseAddress!) }
    let read = try #require(server.pixels(ofWindow: host.windowID, width: shown.width, height: shown.height))
    let mismatches = zip(read, words).filter { $0 != $1 & 0x00FF_FFFF }.count
    #expect(mismatches == 0, "\(mismatches) pixels of the window differ from the frame uploaded")
    #expect(host.statistics.frameTimes.count >= 1)
  }

  @Test(
    .enabled(
      if: XvfbServer.isInstalled, "Xvfb and xdotool are not installed (scripts/install-dependencies installs them)"))
  func anAppShownAfterAResizeFillsTheWindowAtItsNewSize() throws {
    let server = try XvfbServer()
    let app = application(scale: 1)
    let host = try WindowHost(application: app, title: "resize test", displayName: server.display)
    let resizer = Process()
    resizer.executableURL = URL(fileURLWithPath: "/bin/sh")
    resizer.environment = server.environment
    resizer.standardError = FileHandle.nullDevice
    resizer.arguments = ["-c", "sleep 0.3; xdotool windowsize \(host.windowID) 200 150"]
    try resizer.run()
    // Once the window has its new size, a new app made at the old size is shown.
    let next = application(scale: 1)
    var frames = 0
    var shownAt: Int?
    DisplayLink { _ in
      frames += 1
      if shownAt == nil, host.size == Size(width: 200, height: 150) {
        host.show(next)
        shownAt = frames
      }
      if frames == 60 * 30 { host.stop() }
    }.add(to: app.frameScheduler)
    DisplayLink { _ in host.stop() }.add(to: next.frameScheduler)
    _ = host.run()
    resizer.waitUntilExit()
    #expect(shownAt != nil, "the window was never resized")
    #expect(next.window.bounds.size == Size(width: 200, height: 150))
    #expect(next.window.rootViewController?.view.frame == Rect(x: 0, y: 0, width: 200, height: 150))
    #expect(host.shownFrame?.width == 200 && host.shownFrame?.height == 150)
  }
}
