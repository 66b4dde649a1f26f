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
