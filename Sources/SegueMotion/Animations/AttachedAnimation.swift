/// An animation copy held by a layer, with the bookkeeping of its commit and completion.
///
/// A value type kept in the layer's array, so evaluating a frame reads it without the runtime
/// exclusivity checks that stored properties of a class would need.
@MainActor
struct AttachedAnimation {
  /// The key it was added under, if any.
  let key: String?
  /// The layer's private copy.
  let animation: Animation
  /// The delay after the commit's local time at which the animation begins, while its
  /// `beginTime` still waits to be fixed at the commit; `nil` once fixed.
  private var pendingDelay: Double?
  /// Whether its completion has been reported.
  var hasFinished = false
  /// The parent time at which the active period ends, fixed at the commit.
  private var endTime: Double?
  /// The frame evaluation, built at the commit.
  private var track: PresentationTrack?
  /// The transactions that were open when it was added.
  private let scopes: [TransactionScope]

  init(key: String?, animation: Animation, start: AnimationStart) {
    self.key = key
    self.animation = animation
    switch start {
    case .afterCommit(let delay):
      pendingDelay = delay
    case .at(let time):
      animation.timing.beginTime = time
      pendingDelay = nil
    }
    scopes = Transaction.openScopes
    for scope in scopes { scope.animationStarted() }
  }

  /// Reports the stop to the animation's completion and then to its transactions.
  func reportStop(finished: Bool) {
    animation.completion?(finished)
    for scope in scopes { scope.animationStopped() }
  }

  /// Fixes a pending `beginTime` to the layer's local time plus its delay, as Core Animation
  /// replaces a `beginTime` of 0 at commit, then freezes the animation into its frame function.
  mutating func commit(layerTime: Double) {
    guard track == nil else { return }
    if let pendingDelay {
      animation.timing.beginTime = layerTime + pendingDelay
      self.pendingDelay = nil
    }
    endTime = animation.timing.endTime(defaultDuration: Animation.defaultDuration)
    track = animation.makeTrack()
  }

  /// Moves the animation's start `offset` seconds earlier, as if it had begun then; a committed
  /// one gets its end and frame function again.
  mutating func rewind(by offset: Double) {
    if let pendingDelay {
      self.pendingDelay = pendingDelay - offset
      return
    }
    animation.timing.beginTime -= offset
    guard track != nil else { return }
    endTime = animation.timing.endTime(defaultDuration: Animation.defaultDuration)
    track = animation.makeTrack()
  }

  /// Whether the active period is over at `layerTime` (only forward-running time finishes).
  func isOver(layerTime: Double) -> Bool {
    guard let endTime else { return false }
    return layerTime >= endTime
  }

  /// Whether the animation's `beginTime` is fixed (not waiting for the commit's local time).
  var hasFixedBeginTime: Bool { pendingDelay == nil }

  /// Whether ``commit(layerTime:)`` would change anything.
  var awaitsCommit: Bool { track == nil }

  /// What a ``PresentationFrame`` runs for the animation: the committed track, or until the
  /// commit one that applies the animation as it is then and never replaces.
  var frameTrack: PresentationTrack {
    if let track { return track }
    let attached = self
    return PresentationTrack(evaluator: { values, layerTime in attached.apply(to: &values, layerTime: layerTime) })
  }

  /// Applies the animation at `layerTime`; one whose begin time waits for the commit starts
  /// its delay after that time.
  func apply(to values: inout LayerValues, layerTime: Double) {
    if let track {
      _ = track.apply(to: &values, layerTime: layerTime)
    } else if let pendingDelay {
      let saved = animation.timing.beginTime
      animation.timing.beginTime = layerTime + pendingDelay
      animation.apply(to: &values, parentTime: layerTime)
      animation.timing.beginTime = saved
    } else {
      animation.apply(to: &values, parentTime: layerTime)
    }
  }
}
