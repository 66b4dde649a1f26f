/// The content moving on its own along both axes, and why (which the delegate's end call says).
struct ScrollMotion {
  /// Why the content moves.
  enum Kind {
    /// After a drag: deceleration, bounce or paging, ending with `scrollViewDidEndDecelerating`.
    case deceleration
    /// An animated offset change, ending with `scrollViewDidEndScrollingAnimation`.
    case animation
  }

  /// Why the content moves.
  let kind: Kind
  /// The motion along x.
  var horizontal: AxisMotion
  /// The motion along y.
  var vertical: AxisMotion
  /// The targets the delegate or paging chose for a release, by axis: re-planning keeps them,
  /// held within the range.
  var chosenTargets: [ScrollAxis: Double] = [:]
  /// The range each axis was planned within; an axis whose range differs (the content size,
  /// insets or bounds' size changed) or is missing (the app moved the content) is re-planned.
  var plannedRanges: [ScrollAxis: ClosedRange<Double>] = [:]

  /// The motion along `axis`.
  subscript(axis: ScrollAxis) -> AxisMotion {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }

  /// Whether neither axis moves.
  var isStill: Bool {
    if case .still = horizontal, case .still = vertical { return true }
    return false
  }
}
