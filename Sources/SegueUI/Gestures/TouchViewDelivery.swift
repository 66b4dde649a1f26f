/// How far a touch's delivery to the view it landed on has gone, while recognizers may hold it
/// back or take it away.
struct TouchViewDelivery {
  /// The view's side of the touch.
  enum Stage {
    /// The view has not had `touchesBegan` for it (it may be held back).
    case notBegun
    /// The view had `touchesBegan` and waits for the rest.
    case begun
    /// The view had its last call for the touch, or never will have one.
    case finished
  }

  /// Where delivery stands.
  var stage = Stage.notBegun
  /// Whether the touch moved while its `touchesBegan` was held back.
  var movedWhileHeld = false
  /// Whether a recognizer that cancels touches in its view recognized with this touch.
  var isClaimed = false
}
