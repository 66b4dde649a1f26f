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

extension Layer {
  /// The latest time, in this layer's local time, at which an animation of the subtree that
  /// begins at or after `time` (this layer's local time) ends; `nil` when there is none.
  ///
  /// Animations that never end (infinite repeats), that run backwards, or whose begin time is
  /// not fixed yet are left out; a sublayer that is paused is left out with its subtree, since
  /// no time of this layer reaches its animations' ends.
  public func latestAnimationEnd(beginningAtOrAfter time: Double) -> Double? {
    var latest: Double?
    for attached in attachedAnimations where !attached.hasFinished && attached.hasFixedBeginTime {
      let timing = attached.animation.timing
      guard timing.beginTime >= time, let end = timing.endTime(defaultDuration: Animation.defaultDuration) else {
        continue
      }
      latest = max(latest ?? end, end)
    }
    for sublayer in sublayers {
      guard let end = sublayer.latestAnimationEnd(beginningAtOrAfter: sublayer.childTime(parentTime: time)),
        let parentEnd = sublayer.timing.parentTime(activeTime: end)
      else { continue }
      latest = max(latest ?? parentEnd, parentEnd)
    }
    return latest
  }
}
