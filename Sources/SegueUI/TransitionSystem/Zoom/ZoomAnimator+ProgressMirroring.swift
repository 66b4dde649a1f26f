import SegueMotion

extension ZoomAnimator: ProgressMirroring {
  /// The progress of the opposite zoom that shows what this one shows at `progress`: both
  /// run the same critically damped spring over ``duration``, one from each end, so the
  /// opposite is where its spring has covered what this one has left (found by bisection; the
  /// spring only rises).
  func oppositeProgress(showing progress: Double) -> Double {
    let spring = Spring(duration: Self.duration, usingSpringWithDamping: 1)
    let covered = { (fraction: Double) in spring.position(at: fraction * Self.duration) }
    let target = 1 - covered(min(1, max(0, progress)))
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if covered(middle) < target { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
