/// Which view controllers of a transition get appearance calls, and in which order: each
/// container has its own (B9 in the platform notes), and Segue does not normalise them.
public struct TransitionAppearance: Sendable {
  /// Which of the two view controllers hears its `will` call first.
  public enum Order: Sendable, Hashable {
    /// The disappearing one first, as navigation push and pop and modal presentation do.
    case disappearingFirst
    /// The appearing one first, as tab switches do.
    case appearingFirst
  }

  /// The view controller that appears when the transition completes.
  public weak var appearing: ViewController?
  /// The view controller that disappears when the transition completes.
  public weak var disappearing: ViewController?
  /// The order of the `will` calls.
  public var order: Order

  /// Creates an appearance plan.
  public init(appearing: ViewController?, disappearing: ViewController?, order: Order = .disappearingFirst) {
    self.appearing = appearing
    self.disappearing = disappearing
    self.order = order
  }

  /// No appearance calls.
  public static var none: TransitionAppearance { TransitionAppearance(appearing: nil, disappearing: nil) }

  /// The `will` calls at the start of the transition.
  ///
  /// A child whose parent passes appearance on by itself gets none while that parent is off the
  /// screen or leaving it (the transition was requested while the container was on screen and
  /// begins, a frame later, after it left): its appearance follows the parent's.
  @MainActor
  func begin(animated: Bool) {
    let appearing = appearing.flatMap { Self.followsOwnAppearance($0) ? $0 : nil }
    let disappearing = disappearing.flatMap { Self.followsOwnAppearance($0) ? $0 : nil }
    switch order {
    case .disappearingFirst:
      disappearing?.beginAppearanceTransition(false, animated: animated)
      appearing?.beginAppearanceTransition(true, animated: animated)
    case .appearingFirst:
      appearing?.beginAppearanceTransition(true, animated: animated)
      disappearing?.beginAppearanceTransition(false, animated: animated)
    }
  }

  /// Whether `controller` gets the transition's calls: it has no parent passing appearance on,
  /// or that parent is appearing or on screen; one with no parent gets them when it is
  /// presented, in a window or on screen already.
  @MainActor
  private static func followsOwnAppearance(_ controller: ViewController) -> Bool {
    guard let parent = controller.parent else {
      // A view controller out of every window with neither parent nor presenter was left by a
      // container that is gone (released while its transition waited to begin).
      return controller.presentingViewController != nil || controller.viewIfLoaded?.window != nil
        || controller.appearanceState != .disappeared
    }
    guard parent.shouldAutomaticallyForwardAppearanceMethods else { return true }
    return parent.isAppearingOrAppeared
  }

  /// The calls at the end: the `did` calls of a completed transition, or for a cancelled one the
  /// platform's cancelled-pop order: the appearing view controller's `willDisappear` and
  /// `didDisappear`, then the original's `willAppear` and `didAppear`. The one that stays on
  /// screen disappears with its parent instead of appearing when the parent began to disappear
  /// meanwhile (see ``ViewController/endAppearanceFollowingParent()``).
  @MainActor
  func end(completed: Bool, animated: Bool) {
    if completed {
      disappearing?.endAppearanceTransition()
      appearing?.endAppearanceFollowingParent()
    } else {
      appearing?.beginAppearanceTransition(false, animated: animated)
      appearing?.endAppearanceTransition()
      disappearing?.beginAppearanceTransition(true, animated: animated)
      disappearing?.endAppearanceFollowingParent()
    }
  }
}
