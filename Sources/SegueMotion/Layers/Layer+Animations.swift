extension Layer {
  /// Attaches a copy of `animation`, replacing (and reporting as unfinished) any animation
  /// already attached under the same key.
  ///
  /// A `beginTime` of 0 is replaced at the next ``commit(at:)`` by the layer's local time then,
  /// as Core Animation replaces it at commit — so an animation added to a paused layer starts
  /// at the layer's `timeOffset`. Until that commit it is evaluated as starting "now".
  public func add(_ animation: Animation, forKey key: String? = nil) {
    add(
      animation, forKey: key,
      start: animation.timing.beginTime == 0 ? .afterCommit(delay: 0) : .at(animation.timing.beginTime))
  }

  /// Attaches a copy of `animation` that begins at `start` whatever its `beginTime`, replacing
  /// (and reporting as unfinished) any animation already attached under the same key.
  ///
  /// `.at(time)` begins at that local time, 0 included — what the view animation API uses to
  /// start at the application's current time; `.afterCommit(delay:)` begins `delay` seconds
  /// after the layer's local time at the next ``commit(at:)``.
  public func add(_ animation: Animation, forKey key: String? = nil, start: AnimationStart) {
    if let key { removeAnimation(forKey: key) }
    attachedAnimations.append(AttachedAnimation(key: key, animation: animation.copy(), start: start))
  }

  /// The attached copy of the animation under `key`.
  public func animation(forKey key: String) -> Animation? {
    attachedAnimations.first { $0.key == key }?.animation
  }

  /// The keys of the attached animations, in the order they were added.
  public var animationKeys: [String] {
    attachedAnimations.compactMap(\.key)
  }

  /// Detaches the animation under `key`; its completion reports `false` unless it already finished.
  public func removeAnimation(forKey key: String) {
    let removed = attachedAnimations.filter { $0.key == key }
    attachedAnimations.removeAll { $0.key == key }
    Self.reportRemoval(of: removed)
  }

  /// Detaches every animation; each unfinished one reports `false`.
  public func removeAllAnimations() {
    let removed = attachedAnimations
    attachedAnimations.removeAll()
    Self.reportRemoval(of: removed)
  }

  /// Ends every attached animation as if it had run to its end, as Core Animation does for a
  /// layer that no display shows: each unfinished one is detached and reports `true`, and the
  /// layer shows its model values (animations kept after completion are detached too).
  public func finishAllAnimations() {
    let finishing = attachedAnimations
    attachedAnimations.removeAll()
    for attached in finishing where !attached.hasFinished { attached.reportStop(finished: true) }
  }

  /// Ends, as if they had run to their end, the unfinished animations of this layer and its
  /// sublayers that begin at or after local time `time` (each layer's own time; one still
  /// waiting for its commit counts as beginning now) and end at all (a repeating one that never
  /// ends plays on): each is detached and reports `true`, after the whole subtree was walked and
  /// in tree order, so the completions may change the tree. Segue's tool for ending a
  /// transition at once without moving any layer's time.
  public func finishAnimations(beginningAtOrAfter time: Double) {
    var finishing: [AttachedAnimation] = []
    collectAnimations(beginningAtOrAfter: time, into: &finishing)
    for attached in finishing { attached.reportStop(finished: true) }
  }

  /// Moves the start of the unfinished animations of this layer and its sublayers that begin at
  /// or after local time `time` (each layer's own time; one still waiting for its commit starts
  /// at the commit's time first) `offset` seconds earlier, so that they show now what they would
  /// show `offset` seconds in. Segue's tool for starting a transition part way through without
  /// pausing any layer's time.
  public func rewindAnimations(beginningAtOrAfter time: Double, by offset: Double) {
    for index in attachedAnimations.indices where !attachedAnimations[index].hasFinished {
      let attached = attachedAnimations[index]
      guard !attached.hasFixedBeginTime || attached.animation.timing.beginTime >= time else { continue }
      attachedAnimations[index].rewind(by: offset)
    }
    for sublayer in sublayers {
      sublayer.rewindAnimations(beginningAtOrAfter: sublayer.childTime(parentTime: time), by: offset)
    }
  }

  private func collectAnimations(beginningAtOrAfter time: Double, into finishing: inout [AttachedAnimation]) {
    let ends = attachedAnimations.map { attached in
      !attached.hasFinished && (!attached.hasFixedBeginTime || attached.animation.timing.beginTime >= time)
        && attached.animation.timing.endTime(defaultDuration: Animation.defaultDuration) != nil
    }
    if ends.contains(true) {
      finishing.append(contentsOf: zip(attachedAnimations, ends).filter(\.1).map(\.0))
      attachedAnimations = zip(attachedAnimations, ends).filter { !$0.1 }.map(\.0)
    }
    for sublayer in sublayers {
      sublayer.collectAnimations(beginningAtOrAfter: sublayer.childTime(parentTime: time), into: &finishing)
    }
  }

  /// Commits the subtree at absolute time `time`: fixes pending begin times to each layer's
  /// local time, then reports finished animations (removing those removed on completion).
  ///
  /// Completions run after the whole subtree has been walked, in tree order, so they may change
  /// the tree; each animation's completion runs before the completion blocks of the transactions
  /// it was added in. An animation on a paused layer never finishes, as on the platform.
  public func commit(at time: Double) {
    var finished: [AttachedAnimation] = []
    commitSubtree(layerTime: localTime(atAbsolute: time), finished: &finished)
    for attached in finished { attached.reportStop(finished: true) }
  }

  private func commitSubtree(layerTime: Double, finished: inout [AttachedAnimation]) {
    // Only real changes are written, so that a commit changing nothing leaves the revision.
    for index in attachedAnimations.indices {
      if attachedAnimations[index].awaitsCommit { attachedAnimations[index].commit(layerTime: layerTime) }
      if !attachedAnimations[index].hasFinished, attachedAnimations[index].isOver(layerTime: layerTime) {
        attachedAnimations[index].hasFinished = true
        finished.append(attachedAnimations[index])
      }
    }
    if attachedAnimations.contains(where: { $0.hasFinished && $0.animation.isRemovedOnCompletion }) {
      attachedAnimations.removeAll { $0.hasFinished && $0.animation.isRemovedOnCompletion }
    }
    for sublayer in sublayers {
      sublayer.commitSubtree(layerTime: sublayer.childTime(parentTime: layerTime), finished: &finished)
    }
  }

  private static func reportRemoval(of removed: [AttachedAnimation]) {
    for attached in removed where !attached.hasFinished {
      attached.reportStop(finished: false)
    }
  }
}
