import SegueMotion

/// A property animator's animation blocks and completions.
extension PropertyAnimator {
  /// Adds a block whose changes animate over the rest of the animation: over the whole
  /// duration when added before starting, over the remaining portion while active.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds a block whose changes start `delayFactor` of the way through the rest of the
  /// animation (see the type's notes) and end with it.
  ///
  /// `delayFactor` must be in [0, 1]; another value is reported and clamped (NaN to 0). Blocks
  /// added to a stopped animator are reported and ignored, as the platform invalidates them.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
    var factor = delayFactor
    if !(0...1).contains(delayFactor) {
      factor = delayFactor.isNaN ? 0 : min(max(delayFactor, 0), 1)
      report("addAnimations(_:delayFactor:) with delayFactor \(delayFactor), which must be in [0, 1]; using \(factor)")
    }
    switch state {
    case .inactive:
      pendingBlocks.append((animation, factor))
    case .active:
      perform(animation, windowStart: activeWindowStart(delayFactor: factor))
    case .stopped:
      report(
        "addAnimations on a stopped animator; ignored (a stopped animator's blocks are invalidated: finish it first)")
    }
  }

  /// Adds a block run with the final position when the animation completes or is finished.
  public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Makes the animator active, running the blocks added while inactive.
  func activate() {
    state = .active
    let blocks = pendingBlocks
    pendingBlocks = []
    for block in blocks {
      perform(block.animations, windowStart: timing.progress(atFraction: block.delayFactor))
    }
  }

  /// Where a block added now to an active animator with `delayFactor` starts, in progress.
  func activeWindowStart(delayFactor: Double) -> Double {
    if let run = timeline.run, let now = animatorNow {
      return min(max(run.progress(at: now + delayFactor * max(run.endTime - now, 0)), 0), 1)
    }
    let progress = min(max(timeline.progress, 0), 1)
    return progress + delayFactor * (1 - progress)
  }

  /// Runs `animations`, capturing its changes, and attaches a track for each changed property.
  func perform(_ animations: () -> Void, windowStart: Double) {
    let capture = AnimationCapture.animatorBlock()
    AnimationCapture.run(capture, animations)
    if application == nil {
      application = capture.records.lazy.compactMap { AnimationTime.application(of: $0.view) }.first
    }
    for record in capture.records {
      record.freezeEnd()
      let layer = record.view.layer
      let key = RecordKey(layer: ObjectIdentifier(layer), key: record.key)
      let offset = application.map { $0.clock.now - layer.localTime(atAbsolute: $0.clock.now) } ?? 0
      let track = record.animatorTrack(
        timeline: timeline, windowStart: windowStart, additive: chains[key] != nil, timeOffset: offset)
      let trackKey = "\(record.key).animator\(identifier).\(tracks.count)"
      layer.add(track, forKey: trackKey)
      if !userInteractionEnabled { AnimationInteraction.suspendInteraction(with: layer, key: trackKey) }
      AnimationInteraction.noteTrack(with: layer, key: trackKey, of: self)
      tracks.append((layer, trackKey, offset))
      if chains[key] == nil { chainOrder.append(key) }
      chains[key, default: []].append(record)
    }
    if awaitsAnimations && !capture.records.isEmpty {
      awaitsAnimations = false
      beginRun()
    }
  }
}
