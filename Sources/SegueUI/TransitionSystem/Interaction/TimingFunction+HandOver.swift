import SegueMotion

extension TimingFunction {
  /// This curve bent at its start so that it leaves (0, 0) at `slope` (dy/dx, in units of the
  /// whole curve), played over `length` seconds: the rest of a transition that carries on at
  /// the speed the interaction left it at, and then eases as the curve does.
  ///
  /// The first control point keeps its x (a third of the way for a curve that starts along
  /// its chord, such as the linear one, whose second control point moves to two thirds) and
  /// gets y = slope · x. Where that y would pass 1 (the curve would overshoot), y is 1 and the
  /// length shrinks by the same factor, so the start still moves at the same speed in seconds
  /// and a fast flick ends sooner. A slope that is not positive and finite leaves the curve
  /// and the length as they are.
  func startingAt(slope: Double, over length: Double) -> (function: TimingFunction, length: Double) {
    guard slope.isFinite, slope > 0, length > 0 else { return (self, length) }
    let isChord = x1 == y1 && x2 == y2
    let x1 = isChord || self.x1 <= 0 ? 1.0 / 3 : self.x1
    let (x2, y2) = isChord ? (2.0 / 3, 2.0 / 3) : (self.x2, self.y2)
    let y1 = slope * x1
    guard y1 > 1 else { return (TimingFunction(controlPoints: x1, y1, x2, y2), length) }
    return (TimingFunction(controlPoints: x1, 1, x2, y2), length / y1)
  }
}
