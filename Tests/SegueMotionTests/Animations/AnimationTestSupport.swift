import SegueMotion

/// The messages reported through `Diagnostics` while `body` runs.
///
/// The previous handler is restored afterwards. `body` is synchronous and main-actor
/// isolated, so no other test can report into (or replace) the handler meanwhile.
@MainActor
func diagnosticMessages(during body: () -> Void) -> [String] {
  final class Box { var messages: [String] = [] }
  let box = Box()
  let previous = Diagnostics.handler
  Diagnostics.handler = { box.messages.append($0.message) }
  defer { Diagnostics.handler = previous }
  body()
  return box.messages
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
