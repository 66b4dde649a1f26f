import SegueMotion

/// The messages reported through `Diagnostics` while `body` runs, collected in its own scope
/// (a task-local), so tests running in parallel never see each other's.
@MainActor
func diagnosticMessages(during body: () -> Void) -> [String] {
  Diagnostics.collecting(body).diagnostics.map(\.message)
}

/// A layer running `animation` (given a 1 s duration and a forwards fill) from time 0.
@MainActor
func layerRunning(_ animation: Animation, model: (Layer) -> Void = { _ in }) -> Layer {
  let layer = Layer()
  model(layer)
  animation.duration = 1
  animation.fillMode = .forwards
  layer.add(animation)
  layer.commit(at: 0)
  return layer
}

/// The completions of test animations, in the order they ran.
@MainActor
final class CompletionLog {
  var entries: [String] = []

  /// A 0 → 1 opacity animation of `duration` seconds, from `beginTime` when given, whose
  /// completion notes "`name` `finished`".
  func fade(duration: Double = 1, beginningAt beginTime: Double? = nil, name: String) -> BasicAnimation<Double> {
    let animation = BasicAnimation(.opacity, from: 0, to: 1)
    animation.duration = duration
    if let beginTime { animation.beginTime = beginTime }
    animation.completion = { finished in self.entries.append("\(name) \(finished)") }
    return animation
  }
}
