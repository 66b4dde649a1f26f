import SegueMotion

/// The tree to capture from the first transition of a play (see `segue demo --capture`): where
/// a finger drove it, the frame whose progress was nearest one half; where it was only
/// animated, the frame about halfway through the frames drawn while it ran.
///
/// Memory stays bounded however long the transition runs: of the driven frames only the best so
/// far is kept, and of the animated ones at most ``limit``, every other one dropped (and every
/// other one skipped from then on) each time they reach it.
struct TransitionCapture {
  /// The most animated frames kept.
  static let limit = 256

  /// The driven frame nearest one half so far, and how far from it.
  private var driven: (tree: RenderLayer, distance: Double)?
  /// Every `stride`-th animated frame so far.
  private var animated: [RenderLayer] = []
  /// How many animated frames go by for each one kept.
  private var stride = 1
  /// How many animated frames were noted.
  private var animatedSeen = 0
  /// Whether the first transition has ended.
  private(set) var ended = false

  /// Notes the tree drawn in a frame of the transition, with its progress when a finger drove it.
  mutating func note(_ tree: RenderLayer, driven progress: Double?) {
    guard !ended else { return }
    if let progress {
      let distance = abs(progress - 0.5)
      if driven.map({ distance < $0.distance }) ?? true { driven = (tree, distance) }
      return
    }
    defer { animatedSeen += 1 }
    guard animatedSeen % stride == 0 else { return }
    animated.append(tree)
    if animated.count >= Self.limit {
      animated = animated.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
      stride *= 2
    }
  }

  /// Notes a frame drawn while no transition ran: the first transition, if one began, is over.
  mutating func noteNoTransition() {
    ended = ended || driven != nil || !animated.isEmpty
  }

  /// The tree chosen, if a transition ran.
  var chosen: RenderLayer? {
    driven?.tree ?? (animated.isEmpty ? nil : animated[(animated.count - 1) / 2])
  }
}
