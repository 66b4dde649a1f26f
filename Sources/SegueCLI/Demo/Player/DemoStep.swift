import SegueGeometry
import SegueUI

/// One scripted action of a demo scenario, played on the virtual clock.
enum DemoStep {
  /// Lets the app run for a number of seconds.
  case wait(Double)
  /// A tap, named for the trace, at the point in window coordinates `target` finds when the
  /// tap starts (none: the step only waits as long as a tap takes).
  case tap(String, at: @MainActor () -> Point?)
  /// A finger, named for the trace, landing at `from` and moving steadily to `to` over
  /// `seconds`, then lifting; points in fractions of the window's size (0 … 1), so a script
  /// plays at any window size.
  case pan(String, from: Point, to: Point, seconds: Double)
  /// A finger, named for the trace, landing ``edgeInset`` points inside the left edge (or the
  /// right) at mid-height, so inside a screen-edge pan's region at any window size, then moving
  /// as ``pan(_:from:to:seconds:)`` does to `to`, in fractions of the window's size.
  case edgePan(String, fromLeft: Bool, to: Point, seconds: Double)
  /// The touches of a recorded gesture, named for the trace, played from now at the pace they
  /// were recorded (the first sample now), then a frame more.
  case gesture(String, GestureRecording)

  /// How far inside the window's edge an edge pan lands, in points.
  static let edgeInset = 2.0

  /// A tap, named for the trace, on the centre of the view `target` finds when the tap starts.
  static func tap(_ name: String, on target: @escaping @MainActor () -> View?) -> DemoStep {
    .tap(name) {
      target().map { view in view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: view.window) }
    }
  }

  /// A tap on item `index` of `tabBar`.
  static func tap(tab index: Int, of tabBar: TabBar) -> DemoStep {
    .tap("tab \(index + 1)") {
      let frame = tabBar.frameOfItem(at: index)
      return tabBar.convert(Point(x: frame.midX, y: frame.midY), to: tabBar.window)
    }
  }

  /// The name written into the trace when the step starts, `nil` for a wait.
  var name: String? {
    switch self {
    case .wait: nil
    case .tap(let name, _): "tap \(name)"
    case .pan(let name, _, _, _), .edgePan(let name, _, _, _): "pan \(name)"
    case .gesture(let name, _): "gesture \(name)"
    }
  }
}

extension NavigationBar {
  /// The centre of the right bar button item in window coordinates, where a tap runs it.
  var pointOfRightBarButtonItem: Point? {
    frameOfRightBarButtonItem.map { frame in convert(Point(x: frame.midX, y: frame.midY), to: window) }
  }
}
