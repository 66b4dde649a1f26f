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

  @Test(
    .enabled(
      if: XvfbServer.isInstalled, "Xvfb and xdotool are not installed (scripts/install-dependencies installs them)"))
  func keysTypeIntoTheFieldBeingEditedAndTheRestGoToTheHandler() throws {
    let server = try XvfbServer()
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 400))
    let controller = ViewController()
    window.rootViewController = controller
    let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 30))
    let returns = Returns()
    field.delegate = returns
    controller.view.addSubview(field)
    let app = Application(window: window, clock: VirtualClock(), framesPerSecond: 60)
    app.runFrame()
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
    let typist = Process()
    typist.executableURL = URL(fileURLWithPath: "/bin/sh")
    typist.environment = server.environment
    typist.standardError = FileHandle.nullDevice
    let id = "\(host.windowID)"
    typist.arguments = [
      "-c",
      """
      sleep 0.5; xdotool type --window \(id) abd; xdotool key --window \(id) BackSpace; \
      xdotool type --window \(id) c; xdotool key --window \(id) Return; xdotool key --window \(id) Escape; \
      xdotool type --window \(id) x
      """,
    ]
    try typist.run()
    var frames = 0
    DisplayLink { _ in
      frames += 1
      if frames == 60 * 30 { host.stop() }
    }.add(to: app.frameScheduler)
    _ = host.run()
    typist.waitUntilExit()
    #expect(field.text == "abc")
    #expect(returns.count == 1)
    #expect(!field.isFirstResponder, "Escape did not end editing")
    #expect(handled.map(\.text) == ["x"])
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
