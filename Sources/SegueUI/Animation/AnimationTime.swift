import SegueMotion

/// Where view animations get the current time from: the application whose window holds the
/// animated view.
///
/// On the platform a block's animations begin at the commit at the end of the current run-loop
/// turn, which is (nearly) now. Segue's rule: an animation of a view in the window of an
/// ``Application`` begins at the application clock's current time, converted to the view's
/// layer's local time — so on a paused layer it begins at the layer's `timeOffset`, as the
/// percent-driven transition recipe needs. A view outside such a window has no clock: its
/// animations begin at the layer tree's next commit (the time of whoever commits it, usually
/// the next frame), plus their delay.
///
/// A view outside every window whose subtree left an application's window (its ``host(of:)``)
/// is shown by no display, as on the platform: its animations that are still outside the
/// window when that application's next frame commits end then, reporting `finished == true`,
/// and the view shows its model values. A view whose tree was never in an application's window
/// keeps its animations until something commits its layers (a test or a renderer driving the
/// layer tree by hand).
@MainActor
enum AnimationTime {
  /// The application running the window that holds `view`, if any.
  static func application(of view: View) -> Application? {
    view.window?.application
  }

  /// The application whose frames run `view`'s animations: its window's, else the one whose
  /// window the closest ancestor (or the view itself) left last.
  static func host(of view: View) -> Application? {
    if let window = view.window { return window.application }
    var current: View? = view
    while let candidate = current {
      if let application = candidate.formerApplication { return application }
      current = candidate.superview
    }
    return nil
  }

  /// The application clock's current time for `view`, or `nil` outside a running window.
  static func now(for view: View) -> Double? {
    application(of: view)?.clock.now
  }

  /// When an animation of `view`'s layer that waits `delay` seconds begins.
  static func start(for view: View, delay: Double) -> AnimationStart {
    guard let now = now(for: view) else { return .afterCommit(delay: delay) }
    return .at(view.layer.localTime(atAbsolute: now) + delay)
  }
}
