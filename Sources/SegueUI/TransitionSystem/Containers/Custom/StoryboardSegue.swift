/// A transition from one view controller to another that a custom container performs, the
/// analogue of `UIStoryboardSegue`.
///
/// Segue has no storyboards: a segue is made in code with its source and destination, as the
/// cookbook's custom container makes its rotating segue, and ``perform()`` runs it. A subclass
/// overrides ``perform()``; a segue made with a perform handler runs that. Performing a segue
/// that has neither is reported and does nothing.
@MainActor
open class StoryboardSegue {
  /// The name the segue was made with.
  public let identifier: String?
  /// The view controller the segue starts from.
  public let source: ViewController
  /// The view controller the segue leads to.
  public let destination: ViewController
  private let performHandler: (() -> Void)?

  /// Creates a segue from `source` to `destination`, for a subclass whose ``perform()`` runs it.
  public init(identifier: String?, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = nil
  }

  /// Creates a segue from `source` to `destination` that `performHandler` runs.
  public init(
    identifier: String?, source: ViewController, destination: ViewController,
    performHandler: @escaping () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
  }

  /// Runs the segue's transition: the perform handler, if the segue has one.
  open func perform() {
    guard let performHandler else {
      TransitionDiagnostics.report(
        .missingAnimator,
        "\(TransitionDiagnostics.name(of: self)) '\(identifier ?? "")' has nothing to perform; override perform() in a subclass or make it with a perform handler"
      )
      return
    }
    performHandler()
  }
}
