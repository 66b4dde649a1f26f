/// A change of a navigation controller's stack, waiting or running: the stack it leads to,
/// whether it animates, and whether the interactive pop gesture started it.
@MainActor
struct NavigationRequest {
  /// The stack once the request has run, root first.
  var stack: [ViewController]
  /// Whether the change animates.
  let animated: Bool
  /// Whether the interactive pop gesture started it (its own interaction may drive it).
  let interactive: Bool
  /// The progress its transition starts at: where the opposite transition it interrupted
  /// showed the same (see ``NavigationController``), 0 otherwise.
  var startProgress = 0.0
}
