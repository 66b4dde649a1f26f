import Foundation
import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@testable import SegueX11

/// Keys pressed in the window type into the text field being edited, UTF-8 through the X input
/// method, with Backspace and Return; with nothing being edited they go to the key handler.
@MainActor
@Suite(.serialized) struct WindowHostTypingTests {
  /// Records what the host did with Return.
  private final class Returns: TextFieldDelegate {
    var count = 0
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
      count += 1
      return true
    }
  }

  /// Runs `host` while xdotool runs `script` (a shell line) against it, until the host stops or
  /// 30 seconds of its frames passed.
  private func type(_ script: String, into host: WindowHost, of app: Application, on server: XvfbServer) throws {
    let typist = Process()
    typist.executableURL = URL(fileURLWithPath: "/bin/sh")
    typist.environment = server.environment
    typist.standardError = FileHandle.nullDevice
    typist.arguments = ["-c", script]
    try typist.run()
    var frames = 0
    let limit = host.framesPerSecond * 30
    DisplayLink { _ in
      frames += 1
      if frames == limit { host.stop() }
    }.add(to: app.frameScheduler)
    _ = host.run()
    typist.waitUntilExit()
  }

  /// A 200 × 400 window on a virtual clock with a text field along its top, one frame run.
  private func fieldApp() -> (Application, TextField) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 400))
    let controller = ViewController()
    window.rootViewController = controller
    let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
    controller.view.addSubview(field)
    let app = Application(window: window, clock: VirtualClock(), framesPerSecond: 60)
    app.runFrame()
    return (app, field)
  }

  @Test(
    .enabled(
      if: XvfbServer.isInstalled, "Xvfb and xdotool are not installed (scripts/install-dependencies installs them)"))
  func keysTypeIntoTheFieldBeingEditedAndTheRestGoToTheHandler() throws {
    let server = try XvfbServer()
    let (app, field) = fieldApp()
    let returns = Returns()
    field.delegate = returns
    #expect(field.becomeFirstResponder())
    let host = try WindowHost(application: app, title: "typing test", displayName: server.display)
    var handled: [KeyPress] = []
    host.keyHandler = { press in
      handled.append(press)
      host.stop()
    }
    // Typed once the window is up: "abd", Backspace, "c", Return (ending nothing: the
    // delegate only counts), Escape (ends editing), then "x", which the handler gets. (xdotool
    // types characters its keymap lacks by remapping a key for an instant, gone before a client
    // reads the key: non-ASCII text is tested through the key symbols below.)
    try type(
      """
      sleep 0.5; xdotool type --window \(host.windowID) abd; xdotool key --window \(host.windowID) BackSpace; \
      xdotool type --window \(host.windowID) c; xdotool key --window \(host.windowID) Return; xdotool key --window \(host.windowID) Escape; \
      xdotool type --window \(host.windowID) x
      """, into: host, of: app, on: server)
    #expect(field.text == "abc")
    #expect(returns.count == 1)
    #expect(!field.isFirstResponder, "Escape did not end editing")
    #expect(handled.map(\.text) == ["x"])
  }

  @Test(
    .enabled(
      if: XvfbServer.isInstalled, "Xvfb and xdotool are not installed (scripts/install-dependencies installs them)"))
  func keysTypedRightAfterATapOnAFieldTypeIntoIt() throws {
    let server = try XvfbServer()
    let (app, field) = fieldApp()
    let host = try WindowHost(application: app, title: "tap and type test", displayName: server.display)
    // Two frames a second, so that the click and the keys arrive between two frames.
    host.framesPerSecond = 2
    var handled: [String] = []
    host.keyHandler = { press in
      handled.append(press.text)
      if press.text == "x" { host.stop() }
    }
    // The click and the keys leave xdotool back to back and arrive before the next frame: the
    // keys must wait for the tap that makes the field first responder. Escape then ends editing, and "x"
    // goes to the handler.
    try type(
      """
      sleep 0.5; xdotool mousemove --window \(host.windowID) 100 25 click 1 type --window \(host.windowID) hi; \
      sleep 0.3; xdotool key --window \(host.windowID) Escape; xdotool type --window \(host.windowID) x
      """, into: host, of: app, on: server)
    #expect(field.text == "hi")
    #expect(handled == ["x"])
  }

  @Test func keySymbolsWithoutTextStandForTheirCharacters() {
    #expect(X11Connection.character(of: 0x61) == "a")
    #expect(X11Connection.character(of: 0xE9) == "é")
    #expect(X11Connection.character(of: 0x100_0416) == "Ж")
    #expect(X11Connection.character(of: 0x101_F600) == "😀")
    #expect(X11Connection.character(of: 0xFF0D) == nil, "Return stood for a character")
    #expect(X11Connection.character(of: 0) == nil)
  }
}
