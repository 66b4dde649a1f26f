/// How a ``TransitionHarness`` drives a transition.
public enum TransitionScenario: Sendable, Hashable {
  /// The animator runs on its own (`animateTransition(using:)`), as after a tap.
  case animated
  /// A ``/SegueUI/PercentDrivenInteractiveTransition`` scrubs to each progress in turn, one per frame,
  /// then finishes (`finishes: true`) or cancels, as a pan gesture does.
  case interactive(progress: [Double], finishes: Bool)

  /// The three runs a conformance check makes: animated, finished from the middle and
  /// cancelled from the middle.
  public static let conformanceRuns: [TransitionScenario] = [
    .animated,
    .interactive(progress: [0.1, 0.3, 0.5], finishes: true),
    .interactive(progress: [0.2, 0.4, 0.5], finishes: false),
  ]

  /// A short name for reports: `animated`, `finished at 0.5`, `cancelled at 0.5`.
  public var name: String {
    switch self {
    case .animated: "animated"
    case .interactive(let progress, let finishes): "\(finishes ? "finished" : "cancelled") at \(progress.last ?? 0)"
    }
  }
}
