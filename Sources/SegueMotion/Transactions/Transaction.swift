/// Groups layer changes into one unit, the analogue of `CATransaction`: inside a transaction a
/// change of an animatable property runs an action — by default an implicit animation from the
/// old value over the transaction's duration and timing function.
///
/// Segue's choice: there is no implicit per-run-loop transaction, so a property set outside
/// `begin()` / `commit()` changes at once without animating (deterministic for tests and
/// renders); the view animation API opens transactions explicitly. Transactions nest: a value
/// not set in the innermost transaction is read from the enclosing ones, and every animation
/// added while a transaction is open counts towards that transaction's completion block.
@MainActor
public enum Transaction {
  /// The duration of implicit animations when no transaction sets one, as on the platform.
  public static let defaultAnimationDuration = 0.25

  /// The open transactions, outermost first: the dynamic scope of `begin()` … `commit()` on
  /// the main actor, as the platform's transactions are per thread; an application's frame
  /// commits with none open, so nothing carries from one frame, application or test to another.
  private static var stack: [TransactionScope] = []

  /// Opens a transaction, nested inside any that is open.
  public static func begin() {
    stack.append(TransactionScope())
  }

  /// Closes the innermost transaction; does nothing when none is open. Its completion block runs
  /// now if nothing it started is still running, otherwise when the last of those stops.
  public static func commit() {
    guard let scope = stack.popLast() else { return }
    scope.commit()
  }

  /// Runs `body` inside a transaction and commits it.
  public static func perform(_ body: () throws -> Void) rethrows {
    begin()
    defer { commit() }
    try body()
  }

  /// Whether a transaction is open.
  public static var isOpen: Bool { !stack.isEmpty }

  /// The duration of implicit animations: the innermost value set, else 0.25 s.
  public static var animationDuration: Double {
    get { stack.reversed().lazy.compactMap(\.animationDuration).first ?? defaultAnimationDuration }
    set { stack.last?.animationDuration = newValue }
  }

  /// The timing function of implicit animations: the innermost value set, else `nil`, which
  /// implicit animations read as the `default` curve.
  public static var animationTimingFunction: TimingFunction? {
    get { stack.reversed().lazy.compactMap(\.animationTimingFunction).first ?? nil }
    set { stack.last?.animationTimingFunction = .some(newValue) }
  }

  /// Whether property changes skip their actions: the innermost value set, else `false`.
  public static var disableActions: Bool {
    get { stack.reversed().lazy.compactMap(\.disableActions).first ?? false }
    set { stack.last?.disableActions = newValue }
  }

  /// The block run once every animation added during the innermost transaction has finished or
  /// been removed (at once on commit when there were none).
  public static var completionBlock: (() -> Void)? {
    get { stack.last?.completionBlock }
    set { stack.last?.completionBlock = newValue }
  }

  /// The open scopes, outermost first, that an animation added now belongs to.
  static var openScopes: [TransactionScope] { stack }
}
