extension Layer {
  /// The layer's local time for its superlayer's local time `parentTime`.
  ///
  /// The documented formula `(parentTime − beginTime) · speed + timeOffset`; a layer with a
  /// non-zero `duration` also repeats and autoreverses like an animation. Segue's choice where
  /// the platform is silent: outside such a layer's active period its time is clamped to the
  /// nearest end whatever its fill mode, since a layer never disappears through timing.
  public func childTime(parentTime: Double) -> Double {
    timing.layerTime(parentTime: parentTime)
  }

  /// The layer's local time at absolute time `time`, through every superlayer's timing.
  public func localTime(atAbsolute time: Double) -> Double {
    childTime(parentTime: superlayer?.localTime(atAbsolute: time) ?? time)
  }

  /// The absolute time at which the layer's local time reads `time`, or NaN when a layer on the
  /// way up is paused (speed 0), since every absolute time then maps to the same local time.
  ///
  /// The inverse ignores repetition of layers with a non-zero `duration`.
  public func absoluteTime(atLocal time: Double) -> Double {
    guard let parentTime = timing.parentTime(activeTime: time) else { return .nan }
    return superlayer?.absoluteTime(atLocal: parentTime) ?? parentTime
  }

  /// Converts `time` from the time space of `layer` (absolute time when `nil`) to this layer's.
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    localTime(atAbsolute: layer?.absoluteTime(atLocal: time) ?? time)
  }

  /// Converts `time` from this layer's time space to that of `layer` (absolute time when `nil`).
  public func convertTime(_ time: Double, to layer: Layer?) -> Double {
    let absolute = absoluteTime(atLocal: time)
    return layer?.localTime(atAbsolute: absolute) ?? absolute
  }
}
