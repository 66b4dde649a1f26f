/// What a timed object shows outside its active period, the analogue of `CAMediaTimingFillMode`.
public enum FillMode: Sendable, Hashable, CaseIterable {
  /// Not applied before or after the active period (Core Animation's default).
  case removed
  /// Holds the final state after the active period ends.
  case forwards
  /// Shows the initial state before the active period begins.
  case backwards
  /// Holds the initial state before and the final state after the active period.
  case both

  /// Whether the object is applied, at its start state, before its active period.
  var fillsBackwards: Bool { self == .backwards || self == .both }

  /// Whether the object is applied, at its end state, after its active period.
  var fillsForwards: Bool { self == .forwards || self == .both }
}
