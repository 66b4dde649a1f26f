/// The two fingers a pinch or rotation follows: the first two to land, in finger order; the
/// recognizer ignores any others.
@MainActor
struct FingerPair {
  /// The fingers followed, at most two.
  private(set) var touches: [Touch] = []

  /// Whether two fingers are followed.
  var isComplete: Bool { touches.count == 2 }

  /// Follows `landed` fingers, in finger order, until two are followed, making `recognizer`
  /// ignore the rest; returns whether they completed the pair.
  mutating func take(_ landed: Set<Touch>, for recognizer: GestureRecognizer, in event: Event) -> Bool {
    var completed = false
    for touch in GestureRecognizer.ordered(landed) {
      guard touches.count < 2 else {
        recognizer.ignore(touch, for: event)
        continue
      }
      touches.append(touch)
      completed = touches.count == 2
    }
    return completed
  }

  /// Whether `lifted` takes a finger from a complete pair, which the gesture measures once more.
  func loses(_ lifted: Set<Touch>) -> Bool {
    isComplete && touches.contains { lifted.contains($0) }
  }

  /// Stops following the `lifted` fingers.
  mutating func release(_ lifted: Set<Touch>) {
    touches.removeAll { lifted.contains($0) }
  }

  /// Stops following every finger.
  mutating func removeAll() {
    touches = []
  }
}
