import SegueUI

/// One transition of the library as the catalog names it: a name to ask for it by, a line on
/// what it looks like, its default length, and a way to make its animator either way.
public struct CatalogTransition: Sendable {
  /// The name the command line and the gallery use: lower case, words joined by hyphens.
  public let name: String
  /// One line on what the user sees.
  public let summary: String
  /// The default length, in seconds.
  public let defaultDuration: Double
  private let make: @MainActor @Sendable (_ reversed: Bool, _ duration: Double) -> any AnimatedTransitioning

  /// Creates an entry whose animators `make` builds, the way back when `reversed`, lasting the
  /// given duration.
  public init(
    name: String, summary: String, defaultDuration: Double,
    make: @escaping @MainActor @Sendable (_ reversed: Bool, _ duration: Double) -> any AnimatedTransitioning
  ) {
    self.name = name
    self.summary = summary
    self.defaultDuration = defaultDuration
    self.make = make
  }

  /// A fresh animator of this transition: the way back when `reversed`, lasting `duration`
  /// seconds (the default length when `nil`).
  @MainActor
  public func animator(reversed: Bool = false, duration: Double? = nil) -> any AnimatedTransitioning {
    make(reversed, duration ?? defaultDuration)
  }
}
