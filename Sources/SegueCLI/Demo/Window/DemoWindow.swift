import Foundation
import SegueGeometry
import SegueImage
import SegueImageIO
import SegueMotion
import SegueTesting
import SegueUI
import SegueX11

/// `segue demo --window`: the scenarios' apps live in an X11 window on the system clock, the
/// mouse as the finger, with keys to move between them (`n`, `p`), restart (`r`), save a
/// screenshot (`s`) and quit (`q`, Escape); closing the window quits too. While a text field is
/// being edited, keys type into it (Escape ends editing) and the commands take Control.
///
/// With a recording path, the touches since the last switch or restart (those made in the app
/// shown when the window closes) are written there as a gesture file on quitting, for
/// `segue demo --replay`.
@MainActor
final class DemoWindow {
  /// The scenarios, in the order `n` walks them.
  private let scenarios = DemoScenario.all
  /// The one shown.
  private var index: Int
  /// The window's size in points.
  private let size: PixelSize
  /// Device pixels per point.
  private let scale: Int
  /// The folder screenshots go into.
  private let folder: String
  /// Where the gesture file goes, if anywhere.
  private let recordingPath: String?
  /// The app shown, kept alive with its application.
  private var app: (any DemoApp)?
  /// The recorder of the app shown, when recording.
  private var recorder: GestureRecorder?
  /// Screenshots saved so far.
  private var screenshots = 0
  /// Whether the apps run with reduced motion.
  var reducesMotion = false

  /// A window for `scenario` (the first when `nil`) at `size` points and `scale`.
  init(scenario: DemoScenario?, size: PixelSize, scale: Int, folder: String, recordingPath: String?) {
    index = scenario.flatMap { chosen in DemoScenario.all.firstIndex { $0.name == chosen.name } } ?? 0
    self.size = size
    self.scale = scale
    self.folder = folder
    self.recordingPath = recordingPath
  }

  /// Opens the window and runs until it is closed or `q` is pressed; returns the host's
  /// statistics.
  func run() throws -> WindowStatistics {
    let host: WindowHost
    do {
      host = try WindowHost(application: makeApplication(), title: title)
    } catch {
      throw CommandError(description: error.description, exitStatus: 2)
    }
    Progress.report(
      "\(scenarios[index].name) in a window (\(host.usesSharedMemory ? "MIT-SHM" : "XPutImage")): drag with the mouse, Alt-drag for two fingers; n/p next/previous, r restart, s screenshot, q quit (with Control while typing)",
      always: true)
    host.keyHandler = { [unowned self, unowned host] press in
      self.handle(press, in: host)
    }
    _ = host.run()
    try saveRecording()
    return host.statistics
  }

  /// The window's title: Segue and the scenario shown.
  private var title: String { "Segue — \(scenarios[index].name)" }

  /// Acts on a key the app did not take: a letter alone, or with Control (while a text field is
  /// being edited the letters type into it, so the commands are Control and the letter then).
  private func handle(_ press: KeyPress, in host: WindowHost) {
    let letter: String
    switch press.key {
    case .character where !press.control: letter = press.text.lowercased()
    case .other(let symbol) where press.control && ((0x41...0x5A).contains(symbol) || (0x61...0x7A).contains(symbol)):
      // Shift or Caps Lock give the capital's symbol.
      letter = String(UnicodeScalar(UInt8(symbol | 0x20)))
    case .escape: letter = "q"
    default: return
    }
    switch letter {
    case "q":
      host.stop()
    case "n":
      index = (index + 1) % scenarios.count
      switchApp(in: host)
    case "p":
      index = (index + scenarios.count - 1) % scenarios.count
      switchApp(in: host)
    case "r":
      switchApp(in: host)
    case "s":
      saveScreenshot(host.shownFrame)
    default:
      break
    }
  }

  /// Shows the scenario at `index` from its start, at the window's size now.
  private func switchApp(in host: WindowHost) {
    host.show(makeApplication(size: host.size))
    Progress.report("\(scenarios[index].name)", always: true)
  }

  /// A new application running the scenario at `index` on the system clock, in a window of
  /// `size` points (the `--size` asked for when `nil`).
  private func makeApplication(size: Size? = nil) -> Application {
    let size = size ?? Size(width: Double(self.size.width), height: Double(self.size.height))
    let window = Window(frame: Rect(origin: .zero, size: size))
    window.scale = Double(scale)
    let application = Application(window: window, clock: SystemClock(), framesPerSecond: 60)
    application.isReduceMotionEnabled = reducesMotion
    let app = scenarios[index].makeApp(window.bounds.size)
    window.rootViewController = app.rootViewController
    self.app = app
    recorder = recordingPath == nil ? nil : GestureRecorder(application: application)
    return application
  }

  /// Writes `frame` as the next screenshot and prints its path.
  private func saveScreenshot(_ frame: Bitmap?) {
    guard let frame else { return }
    screenshots += 1
    let path = "\(folder)/\(scenarios[index].name)-screenshot-\(screenshots).png"
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try PNG.write(frame, to: path)
      Progress.report("saved \(path)", always: true)
    } catch {
      Progress.report("cannot save the screenshot: \(error)", always: true)
    }
  }

  /// Writes the touches recorded in the app shown, if recording.
  private func saveRecording() throws {
    guard let recordingPath, let recorder else { return }
    recorder.stop()
    var recording = recorder.recording
    recording.scene = scenarios[index].name
    try recording.write(to: recordingPath)
    Progress.report(
      "recorded \(recorder.samples.count) touch samples in \(scenarios[index].name) to \(recordingPath); play them with: segue demo --replay \(recordingPath)",
      always: true)
  }
}
