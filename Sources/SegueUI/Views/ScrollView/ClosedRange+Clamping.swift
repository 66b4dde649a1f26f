extension ClosedRange where Bound == Double {
  /// `value` held within the range: the nearer end when outside it.
  func clamping(_ value: Double) -> Double {
    Swift.min(Swift.max(value, lowerBound), upperBound)
  }
}
