import SegueTestSupport

/// One user operation of the tab bar controller's model-based test.
enum TabBarModelOperation: CustomStringConvertible {
  /// A tap on the tab at a position (0 … 1) along the bar.
  case tap(Double)
  /// Code selecting the child at a position (0 … 1) among the current children.
  case select(Double)
  /// Code replacing the children: each entry a position among the current children, or `nil`
  /// for a new one.
  case setChildren([Double?])
  /// An interactive switch to the child at a position, driven by a percent-driven interaction
  /// to `progress`, with `request` made while the finger holds it, then finished or cancelled.
  indirect case interactive(Double, progress: Double, finishes: Bool, request: TabBarModelOperation?)
  /// Frames pass.
  case wait(Int)

  /// A random operation from `rng`.
  static func random(using rng: inout SplitMix64) -> TabBarModelOperation {
    switch rng.next() % 10 {
    case 0, 1, 2: .tap(rng.unit())
    case 3, 4: .select(rng.unit())
    case 5: .setChildren((0..<Int(rng.next() % 5)).map { _ in rng.next() % 3 == 0 ? nil : rng.unit() })
    case 6, 7:
      .interactive(
        rng.unit(), progress: rng.unit(), finishes: rng.next() % 2 == 0,
        request: rng.next() % 3 == 0 ? .random(using: &rng).flattened : nil)
    default: .wait(Int(rng.next() % 30))
    }
  }

  /// The operation itself, or a tap in place of a nested interaction.
  private var flattened: TabBarModelOperation {
    if case .interactive(let position, _, _, _) = self { return .tap(position) }
    return self
  }

  var description: String {
    switch self {
    case .tap(let position): "tap(\(position))"
    case .select(let position): "select(\(position))"
    case .setChildren(let positions): "setChildren(\(positions))"
    case .interactive(let position, let progress, let finishes, let request):
      "interactive(\(position), progress: \(progress), finishes: \(finishes), request: \(request.map(\.description) ?? "nil"))"
    case .wait(let frames): "wait(\(frames))"
    }
  }
}
