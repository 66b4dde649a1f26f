import SegueGeometry
import SegueMotion

extension ScrollView {
  /// Shows the content at `offset`: sets the bounds' origin, asks for layout (tiling code lays
  /// out on every offset change, as on the platform), places the indicators and tells the
  /// delegate. An offset that is not finite is reported and ignored.
  ///
  /// `byApp` is `true` for a change the app made (``contentOffset``'s setter), `false` for the
  /// drag's and the motion's own: the app's change carries the drag and the motion under way
  /// along (see ``followAppMove(from:to:)``), so that they go on from where the app put the
  /// content instead of overwriting it on the next frame.
  func moveContent(to offset: Point, byApp: Bool) {
    guard offset.x.isFinite, offset.y.isFinite else {
      return reportInvalid("contentOffset \(offset) is not finite; kept \(contentOffset)")
    }
    let previous = bounds.origin
    guard offset != previous else { return }
    bounds.origin = offset
    if byApp { followAppMove(from: previous, to: offset) }
    setNeedsLayout()
    updateIndicators()
    delegate?.scrollViewDidScroll(self)
  }

  /// Reports a value the app gave the scroll view that it cannot use, through ``Diagnostics``.
  func reportInvalid(_ message: String) {
    Diagnostics.report(Diagnostic(message: "ScrollView: \(message)"))
  }

  /// Shifts the drag and the motion under way by the app's move from `previous` to `offset`: the
  /// finger holds the content where the app put it (through the rubber band past an edge), and
  /// the motion's curve moves along, to be re-planned on the next frame for the range (so an app
  /// recentering content in ``ScrollViewDelegate/scrollViewDidScroll(_:)`` keeps the fling going).
  private func followAppMove(from previous: Point, to offset: Point) {
    if var start = dragStart {
      for axis in ScrollAxis.allCases {
        let moved =
          unresistedOffset(axis.component(of: offset), on: axis)
          - unresistedOffset(axis.component(of: previous), on: axis)
        start.unresistedOffset = axis.replacing(
          axis.component(of: start.unresistedOffset) + moved, in: start.unresistedOffset)
      }
      dragStart = start
    }
    guard var current = motion else { return }
    for axis in ScrollAxis.allCases {
      let distance = axis.component(of: offset) - axis.component(of: previous)
      guard distance != 0 else { continue }
      current[axis] = current[axis].shifted(by: distance)
      current.chosenTargets[axis]? += distance
      current.plannedRanges[axis] = nil
    }
    motion = current
  }
}
