extension ScrollView {
  /// Re-plans, at `time`, each axis of the motion after a drag whose range changed since it was
  /// planned (the content size, the insets or the bounds' size changed) or whose content the app
  /// moved, from where the content is and how fast it moves there:
  ///
  /// - a target the delegate or paging chose is reached held within the new range (see
  ///   ``AxisMotion/reaching(_:from:velocity:slowest:at:)``);
  /// - a spring back to an edge is retargeted to its target held within the new range;
  /// - anything else is released afresh (see ``AxisMotion/release(from:velocity:within:bounces:rate:at:)``):
  ///   a deceleration inside the range carries on along the same curve, one outside it or
  ///   heading out of it springs back to the edge, and content left still outside it settles
  ///   back.
  ///
  /// An animation of ``setContentOffset(_:animated:)`` goes where the app asked and is not
  /// re-planned, as on the platform.
  func replanMotion(at time: Double) {
    guard var current = motion, current.kind == .deceleration else { return }
    for axis in ScrollAxis.allCases {
      let range = offsetRange(on: axis)
      guard current.plannedRanges[axis] != range else { continue }
      current.plannedRanges[axis] = range
      let offset = current[axis].value(at: time).flatMap { $0.isFinite ? $0 : nil } ?? axis.component(of: contentOffset)
      let velocity = current[axis].velocity(at: time)
      if let chosen = current.chosenTargets[axis] {
        current[axis] = .reaching(
          range.clamping(chosen), from: offset, velocity: velocity, slowest: decelerationRate, at: time)
      } else if case .springing(let spring) = current[axis] {
        let target = range.clamping(spring.target)
        current[axis] = .springing(
          SettlingSpring(start: time, target: target, displacement: offset - target, velocity: velocity))
      } else {
        current[axis] = .release(
          from: offset, velocity: velocity, within: range, bounces: bounces, rate: decelerationRate, at: time)
      }
    }
    motion = current
  }
}
