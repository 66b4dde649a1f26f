import SegueTestSupport

/// One user operation of the navigation model test. Positions in the stack are fractions, taken
/// against the stack when the operation runs, so that any subsequence of operations is still a
/// valid sequence (the shrinker drops operations freely).
enum NavigationModelOperation: CustomStringConvertible {
  /// Pushes a new page.
  case push(animated: Bool)
  /// Pops the top page.
  case pop(animated: Bool)
  /// Pops to the root.
  case popToRoot(animated: Bool)
  /// Pops to the page at `position` (0 = root, 1 = top) of the stack.
  case popTo(position: Double, animated: Bool)
  /// Sets a stack of `count` pages, each an existing page (at `positions`) or a new one (`nil`).
  case setStack(positions: [Double?], animated: Bool)
  /// Settles, then drags from the left edge to `progress` of the width, holds, makes `request`
  /// (if any) while the finger is down, and lifts.
  indirect case edgePan(progress: Double, request: NavigationModelOperation?)
  /// Runs `frames` frames.
  case wait(frames: Int)
  /// Runs frames until nothing moves, then checks the settled state.
  case settle

  /// A random operation.
  static func random(using rng: inout SplitMix64) -> NavigationModelOperation {
    switch rng.next() % 16 {
    case 0...8: return randomRequest(using: &rng)
    case 9...11:
      let finishes = rng.next() % 2 == 0
      let progress = finishes ? 0.6 + 0.3 * rng.unit() : 0.1 + 0.3 * rng.unit()
      let request = rng.next() % 3 == 0 ? randomRequest(using: &rng) : nil
      return .edgePan(progress: progress, request: request)
    case 12...14: return .wait(frames: Int(rng.next() % 20))
    default: return .settle
    }
  }

  /// A random request of the navigation controller's API.
  static func randomRequest(using rng: inout SplitMix64) -> NavigationModelOperation {
    let animated = rng.next() % 3 != 0
    switch rng.next() % 9 {
    case 0...3: return .push(animated: animated)
    case 4...5: return .pop(animated: animated)
    case 6: return .popToRoot(animated: animated)
    case 7: return .popTo(position: rng.unit(), animated: animated)
    default:
      let positions = (0..<(1 + Int(rng.next() % 4))).map { _ in rng.next() % 2 == 0 ? rng.unit() : nil }
      return .setStack(positions: positions, animated: animated)
    }
  }

  var description: String {
    switch self {
    case .push(let animated): "push(animated: \(animated))"
    case .pop(let animated): "pop(animated: \(animated))"
    case .popToRoot(let animated): "popToRoot(animated: \(animated))"
    case .popTo(let position, let animated): "popTo(position: \(position), animated: \(animated))"
    case .setStack(let positions, let animated): "setStack(positions: \(positions), animated: \(animated))"
    case .edgePan(let progress, let request):
      "edgePan(progress: \(progress), request: \(request.map(\.description) ?? "nil"))"
    case .wait(let frames): "wait(frames: \(frames))"
    case .settle: "settle"
    }
  }
}
