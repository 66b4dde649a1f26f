import Foundation
import SegueImage
import SegueImageIO
import SegueTestSupport

/// The screenshots of a `segue demo --window` session, taken with its screenshot key.
struct WindowScreenshots {
  /// The server the window is on.
  let server: XvfbServer
  /// The window's id.
  let window: String
  /// The folder the screenshots go into.
  let folder: URL
  /// The scenario shown, which names them.
  let scenario: String
  /// The key that takes one: `s`, or `ctrl+s` while a text field is being edited.
  var key = "s"
  /// How many were taken.
  private(set) var taken = 0

  /// Creates the screenshots of `scenario` in `window`, written into `folder`.
  init(server: XvfbServer, window: String, folder: URL, scenario: String) {
    self.server = server
    self.window = window
    self.folder = folder
    self.scenario = scenario
  }

  /// Takes screenshots until three in a row are identical (the app is at rest: a slow frame
  /// can show twice while the app moves) and gives that one.
  mutating func resting() throws -> Bitmap {
    var previous: Bitmap?
    var repeats = 0
    for _ in 0..<100 {
      taken += 1
      let path = folder.appendingPathComponent("\(scenario)-screenshot-\(taken).png").path
      try server.xdotool(["key", "--window", window, key])
      guard XvfbServer.waitUntil(within: 30, { FileManager.default.fileExists(atPath: path) }) else { break }
      let shot = try PNG.read(from: path)
      repeats = shot == previous ? repeats + 1 : 0
      if repeats == 2 { return shot }
      previous = shot
    }
    throw XvfbServer.ServerError(description: "the window never came to rest")
  }
}
