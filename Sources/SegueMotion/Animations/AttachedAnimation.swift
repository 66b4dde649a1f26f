/// An animation copy held by a layer, with the bookkeeping of its commit and completion.
@MainActor
final class AttachedAnimation {
  /// The key it was added under, if any.
  let key: String?
  /// The layer's private copy.
  let animation: Animation
  /// Whether `beginTime` was 0 when added and still waits to be replaced at commit.
  var awaitsBeginTime: Bool
  /// Whether its completion has been reported.
  var hasFinished = false
  /// The transactions that were open when it was added.
  private let scopes: [TransactionScope]

  init(key: String?, animation: Animation) {
    self.key = key
    self.animation = animation
    awaitsBeginTime = animation.timing.beginTime == 0
    scopes = Transaction.openScopes
    for scope in scopes { scope.animationStarted() }
  }

  /// Reports the stop to the animation's completion and then to its transactions.
  func reportStop(finished: Bool) {
    animation.completion?(finished)
    for scope in scopes { scope.animationStopped() }
  }

  /// Fixes `beginTime` to the layer's local time at the commit, as Core Animation does.
  func commitBeginTime(layerTime: Double) {
    guard awaitsBeginTime else { return }
    animation.timing.beginTime = layerTime
    awaitsBeginTime = false
  }

  /// Whether the active period is over at `layerTime` (only forward-running time finishes).
  func isOver(layerTime: Double) -> Bool {
    guard !awaitsBeginTime,
      let end = animation.timing.endTime(defaultDuration: Animation.defaultDuration)
    else { return false }
    return layerTime >= end
  }

  /// Applies the animation at `layerTime`; one not yet committed starts at that time.
  func apply(to values: inout LayerValues, layerTime: Double) {
    if awaitsBeginTime {
      let saved = animation.timing.beginTime
      animation.timing.beginTime = layerTime
      animation.apply(to: &values, parentTime: layerTime)
      animation.timing.beginTime = saved
    } else {
      animation.apply(to: &values, parentTime: layerTime)
    }
  }
}
