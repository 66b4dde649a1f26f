import CX11
import Foundation

/// A virtual X server (Xvfb) of a test's own, and the X client calls the tests make on it: where
/// `scripts/install-dependencies` installed Xvfb and xdotool (as `.ci/run` does), the window
/// tests run against it; elsewhere they are skipped, saying so.
public final class XvfbServer {
  /// Whether Xvfb and xdotool are installed.
  public static var isInstalled: Bool {
    ["/usr/bin/Xvfb", "/usr/bin/xdotool"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The display's name, like `:93`.
  public let display: String
  private let process: Process

  /// Starts a server on a display number it chooses itself (`-displayfd`, so that servers
  /// started at once by tests running in parallel never pick the same one) and waits until it
  /// is ready.
  public init() throws {
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    process.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    try? output.fileHandleForWriting.close()
    // The server writes its display number once it accepts connections; end of file means it died.
    var written = Data()
    while !written.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      written.append(chunk)
    }
    let number = String(decoding: written, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
      kill(process.processIdentifier, SIGKILL)
      throw ServerError(description: "Xvfb did not start")
    }
    display = ":\(number)"
  }

  deinit {
    // SIGKILL: a server started from a thread with SIGTERM blocked inherits the block.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// The test's environment with `DISPLAY` naming this server.
  public var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    return environment
  }

  /// Runs xdotool with `arguments` on this display and gives what it printed.
  @discardableResult
  public func xdotool(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// The id of the first window whose name contains `name`, waiting up to 60 seconds for it.
  public func window(named name: String) throws -> String {
    var id = ""
    _ = Self.waitUntil(within: 60) {
      id = (try? xdotool(["search", "--name", name]))?.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      return !id.isEmpty
    }
    guard !id.isEmpty else { throw ServerError(description: "no window named '\(name)' appeared") }
    return id
  }

  /// Asks window `id` to close, as a window manager's close button does (`WM_DELETE_WINDOW`).
  public func close(window id: String) throws {
    guard let display = XOpenDisplay(display), let window = UInt(id) else {
      throw ServerError(description: "cannot reach \(self.display) to close window \(id)")
    }
    defer { XCloseDisplay(display) }
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = Window(window)
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
    event.xclient.data.l.1 = Int(CurrentTime)
    _ = XSendEvent(display, Window(window), 0, NoEventMask, &event)
    _ = XFlush(display)
  }

  /// The pixels window `id` shows now, `width` × `height` from its top left, as the server's
  /// 32-bit words (red in bits 16–23, green 8–15, blue 0–7); `nil` when they cannot be read.
  public func pixels(ofWindow id: UInt, width: Int, height: Int) -> [UInt32]? {
    guard let display = XOpenDisplay(display) else { return nil }
    defer { XCloseDisplay(display) }
    guard
      let image = XGetImage(
        display, Window(id), 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap)
    else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    var words: [UInt32] = []
    words.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        words.append(UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, Int32(x), Int32(y))) & 0x00FF_FFFF)
      }
    }
    return words
  }

  /// Whether `condition` became true within `seconds`, checking every 50 ms.
  public static func waitUntil(within seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(50_000)
    }
    return condition()
  }

  /// A server that could not be used.
  public struct ServerError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// A failure described by `description`.
    public init(description: String) {
      self.description = description
    }
  }
}
