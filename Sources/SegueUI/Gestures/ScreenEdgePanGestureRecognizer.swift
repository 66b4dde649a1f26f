import SegueGeometry

/// A pan that starts at an edge of the window, the analogue of
/// `UIScreenEdgePanGestureRecognizer`: it takes only touches that land within ``edgeRegion``
/// points of one of its ``edges`` and begins only when the fingers move away from that edge.
///
/// Segue's choices where the platform is undocumented: the edge region is 20 points deep,
/// measured in the window's bounds; a touch that lands elsewhere makes the recognizer fail; at
/// the hysteresis the movement must point into the window more than along the edge
/// (for the left edge, `dx > |dy|`), else it fails. Translation and velocity are the pan's.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// How close to an edge (points, window coordinates) a touch must land; 20.
  public static let edgeRegion = 20.0

  /// The window edges the gesture may start from; none by default.
  public var edges: RectEdges = []

  private var landedEdges: RectEdges = []

  /// Creates a recognizer for pans starting at `edges`.
  public convenience init(edges: RectEdges) {
    self.init()
    self.edges = edges
  }

  /// Fails unless the touches land near one of ``edges``; then follows them as a pan.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state == .possible {
      let near = touches.reduce(into: RectEdges.all) { $0.formIntersection(nearbyEdges(of: $1)) }
      landedEdges = numberOfTouches == touches.count ? near : landedEdges.intersection(near)
      if landedEdges.isEmpty {
        state = .failed
        return
      }
    }
    super.touchesBegan(touches, with: event)
  }

  /// Forgets the edges the touches landed near.
  open override func reset() {
    super.reset()
    landedEdges = []
  }

  override func mayBegin(moving movement: Vector) -> Bool {
    (landedEdges.contains(.left) && movement.dx > abs(movement.dy))
      || (landedEdges.contains(.right) && -movement.dx > abs(movement.dy))
      || (landedEdges.contains(.top) && movement.dy > abs(movement.dx))
      || (landedEdges.contains(.bottom) && -movement.dy > abs(movement.dx))
  }

  /// The recognizer's edges that `touch` landed near.
  private func nearbyEdges(of touch: Touch) -> RectEdges {
    guard let window = touch.window ?? view?.window else { return [] }
    let bounds = window.bounds
    let location = touch.location(in: window)
    var near: RectEdges = []
    if location.x - bounds.minX <= Self.edgeRegion { near.insert(.left) }
    if bounds.maxX - location.x <= Self.edgeRegion { near.insert(.right) }
    if location.y - bounds.minY <= Self.edgeRegion { near.insert(.top) }
    if bounds.maxY - location.y <= Self.edgeRegion { near.insert(.bottom) }
    return near.intersection(edges)
  }
}
