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
  /// Whether the transition's start gave the appearing and the disappearing view controller
  /// their calls; its end gives calls only to those.
  private var calls = (appearing: true, disappearing: true)
  /// Whether the appearing and the disappearing view controller had a parent when the
  /// transition was requested.
  private var hadParents = (appearing: false, disappearing: false)

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
  /// A child gets none while its parent is off the screen or leaving it (the transition was
  /// requested while the container was on screen and begins, a frame later, after it left): its
  /// appearance follows the parent's. Segue's tab bar, navigation and objc.io containers
  /// therefore give every transition the full plan and let it decide when the transition
  /// begins, not when it was requested: a switch asked for while the container was off the
  /// screen and begun once it came back gives its calls.
  @MainActor
  mutating func begin(animated: Bool) {
    calls = (
      appearing.map { Self.followsOwnAppearance($0, hadParent: hadParents.appearing) } ?? true,
      disappearing.map { Self.followsOwnAppearance($0, hadParent: hadParents.disappearing) } ?? true
    )
    let appearing = calls.appearing ? appearing : nil
    let disappearing = calls.disappearing ? disappearing : nil
    switch order {
    case .disappearingFirst:
      disappearing?.beginAppearanceTransition(false, animated: animated)
      appearing?.beginAppearanceTransition(true, animated: animated)
    case .appearingFirst:
      appearing?.beginAppearanceTransition(true, animated: animated)
      disappearing?.beginAppearanceTransition(false, animated: animated)
    }
  }

  /// Notes which of the two view controllers have a parent now, when the transition is
  /// requested.
  @MainActor
  mutating func noteParents() {
    hadParents = (appearing?.parent != nil, disappearing?.parent != nil)
  }

  /// Whether `controller` gets the transition's calls: it has no parent, or its parent is
  /// appearing or on screen; one whose parent is gone since the request (a container released
  /// while its transition waited to begin) gets none.
  @MainActor
  private static func followsOwnAppearance(_ controller: ViewController, hadParent: Bool) -> Bool {
    guard let parent = controller.parent else { return !hadParent }
    return parent.isAppearingOrAppeared
  }

  /// The calls at the end: the `did` calls of a completed transition, or for a cancelled one the
  /// platform's cancelled-pop order: the appearing view controller's `willDisappear` and
  /// `didDisappear`, then the original's `willAppear` and `didAppear`. The one that stays on
  /// screen disappears with its parent instead of appearing when the parent began to disappear
  /// meanwhile (see ``ViewController/endAppearanceFollowingParent()``).
  @MainActor
  func end(completed: Bool, animated: Bool) {
    let appearing = calls.appearing ? appearing : nil
    let disappearing = calls.disappearing ? disappearing : nil
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
