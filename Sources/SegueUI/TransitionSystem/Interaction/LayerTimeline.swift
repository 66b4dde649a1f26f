import SegueMotion

/// The layer time of a transition's views, paused and scrubbed by percent-driven interaction:
/// each layer is frozen at its local time when paused, and a scrub moves every layer to that
/// time plus an offset, so animations added meanwhile (which begin at the frozen time) show
/// their state at the offset. When the layers get their timing back, their time carries on from
/// where the scrub left it, as on the platform, so that animations begun on the scrubbed time
/// (by the transition's completions, say) play from their start instead of jumping ahead.
@MainActor
final class LayerTimeline {
  private var layers: [Layer]
  private var saved: [MediaTiming] = []
  private var frozenTimes: [Double] = []
  private var offsets: [Double] = []

  /// The timeline of `views`' layers.
  init(views: [View]) {
    layers = views.map(\.layer)
  }

  /// Freezes every layer at its local time at absolute time `now` (at its current offset when
  /// there is no clock), remembering its timing to restore.
  func pause(at now: Double?) {
    saved = layers.map(\.timing)
    frozenTimes = layers.map { layer in now.map { layer.localTime(atAbsolute: $0) } ?? layer.timing.timeOffset }
    offsets = frozenTimes.map { _ in 0 }
    currentOffset = 0
    for (layer, time) in zip(layers, frozenTimes) {
      layer.timing.speed = 0
      layer.timing.timeOffset = time
    }
  }

  /// Whether the layers got their timing back: the timeline adopts no more layers.
  private(set) var isReleased = false

  /// The offset the layers show now, in seconds from their frozen times; kept while the
  /// timeline holds no layer yet, so that layers adopted later show it at once.
  private(set) var currentOffset = 0.0

  /// Whether `layer` is on the timeline.
  func contains(_ layer: Layer) -> Bool {
    layers.contains { $0 === layer }
  }

  /// Pauses the layers of `views` that joined the transition since the pause and that no one
  /// put in step (a view named for alongside animations without animations of its own), each
  /// frozen where it is at absolute time `now`, counted as the current offset past its frozen
  /// time.
  func adopt(_ views: [View], at now: Double?) {
    let current = currentOffset
    adopt(
      views.map { view in
        let layer = view.layer
        let local = now.map { layer.localTime(atAbsolute: $0) } ?? layer.timing.timeOffset
        return (layer, local - current)
      })
  }

  /// Pauses each layer of `entries` not on the timeline yet with its given frozen time (the
  /// local time at which the transition's start would show), showing the current offset from
  /// there like the others.
  func adopt(_ entries: [(layer: Layer, frozen: Double)]) {
    guard !isReleased else { return }
    let current = currentOffset
    for (layer, frozen) in entries where !contains(layer) {
      layers.append(layer)
      saved.append(layer.timing)
      frozenTimes.append(frozen)
      offsets.append(current)
      layer.timing.speed = 0
      layer.timing.timeOffset = frozen + current
    }
  }

  /// Shows every layer `offset` seconds after its frozen time; nothing once the layers got
  /// their timing back (a playback that outlived its transition).
  func scrub(to offset: Double) {
    guard !isReleased else { return }
    currentOffset = offset
    for index in layers.indices {
      offsets[index] = offset
      layers[index].timing.timeOffset = frozenTimes[index] + offset
    }
  }

  /// Moves every layer at least `offset` seconds after its frozen time, and past the end of
  /// every animation begun there since the pause (an animator whose animations run longer than
  /// its duration), so that all of them finish at the next commit; nothing once the layers got
  /// their timing back.
  func scrubPastAnimations(atLeast offset: Double) {
    guard !isReleased else { return }
    for index in layers.indices {
      let frozen = frozenTimes[index]
      let end = layers[index].latestAnimationEnd(beginningAtOrAfter: frozen) ?? frozen
      offsets[index] = max(offset, end - frozen)
      // Steps that grow from one unit of `end`: a step of the offset's own unit can be too small
      // to change the sum (a tiny offset on a large frozen time), and never get there.
      var step = end.ulp
      while end.isFinite, frozen + offsets[index] < end {
        offsets[index] += step
        step *= 2
      }
      layers[index].timing.timeOffset = frozen + offsets[index]
    }
    currentOffset = offsets.first ?? offset
  }

  /// Gives every layer back the timing it had before ``pause(at:)``; with a clock, a layer that
  /// was running resumes at absolute time `now` from the time last shown, never a rounding
  /// error before it (an animation that was shown at its end must end at the next commit).
  func restore(at now: Double?) {
    isReleased = true
    for index in layers.indices {
      let layer = layers[index]
      let timing = saved[index]
      layer.timing = timing
      guard let now, timing.speed != 0, timing.duration == 0 else { continue }
      let shown = frozenTimes[index] + offsets[index]
      guard shown.isFinite else { continue }
      layer.timing.timeOffset += shown - layer.localTime(atAbsolute: now)
      // As above: steps that grow from one unit of the time shown, which the local time (a
      // large elapsed time plus a tiny offset, say) cannot round away.
      var step = shown.ulp
      while layer.localTime(atAbsolute: now) < shown {
        layer.timing.timeOffset += step
        step *= 2
      }
    }
  }
}
