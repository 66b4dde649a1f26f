import SegueTestSupport

/// One user operation of the custom container's model-based test.
enum ContainerModelOperation: CustomStringConvertible {
  /// A tap on the button at a position (0 … 1) along the row.
  case tap(Double)
  /// Code selecting the child at a position (0 … 1).
  case select(Double)
  /// A pan across the container, to the left (towards the next child) or not, covering
  /// `progress` of the transition (its distance over the width, halved), with `request` made
  /// before the finger lifts.
  indirect case pan(leftward: Bool, progress: Double, request: ContainerModelOperation?)
  /// Code selects a neighbour of the selected child; `frames` later (1 … 8, while the move
  /// plays) a finger lands on the container and drags 150 points against the move (`back`),
  /// with it, or not at all (`drag` false: a tap).
  case catchMove(frames: Int, drag: Bool, back: Bool)
  /// Frames pass.
  case wait(Int)

  /// Progress values clear of the 0.2 threshold, so that rounding never decides.
  static let progresses = [0.05, 0.12, 0.3, 0.45]

  /// A random operation from `rng`.
  static func random(using rng: inout SplitMix64) -> ContainerModelOperation {
    switch rng.next() % 9 {
    case 8: .catchMove(frames: 1 + Int(rng.next() % 8), drag: rng.next() % 3 != 0, back: rng.next() % 2 == 0)
    case 0, 1: .tap(rng.unit())
    case 2, 3: .select(rng.unit())
    case 4, 5:
      .pan(
        leftward: rng.next() % 2 == 0, progress: progresses[Int(rng.next() % 4)],
        request: rng.next() % 3 == 0 ? (rng.next() % 2 == 0 ? .tap(rng.unit()) : .select(rng.unit())) : nil)
    default: .wait(Int(rng.next() % 40))
    }
  }

  var description: String {
    switch self {
    case .tap(let position): "tap(\(position))"
    case .select(let position): "select(\(position))"
    case .pan(let leftward, let progress, let request):
      "pan(leftward: \(leftward), progress: \(progress), request: \(request.map(\.description) ?? "nil"))"
    case .catchMove(let frames, let drag, let back): "catchMove(frames: \(frames), drag: \(drag), back: \(back))"
    case .wait(let frames): "wait(\(frames))"
    }
  }
}
