import SegueGeometry

/// A named demo: an article's app and what it shows.
struct DemoScenario: Sendable {
  /// The name used on the command line and for the files written.
  let name: String
  /// The article the app comes from.
  let article: String
  /// What the scenario's script does, in a line.
  let summary: String
  /// Builds the app for a window of the given size.
  let makeApp: @MainActor @Sendable (Size) -> any DemoApp

  /// Every scenario, in the order the demo plays them.
  static let all: [DemoScenario] = [
    DemoScenario(
      name: "container", article: "objc.io / Interactive custom container transitions",
      summary: "a button tap, a pan that finishes, a short pan that is cancelled",
      makeApp: { ContainerApp(size: $0) }),
  ]

  /// The scenario called `name`, if there is one.
  static func named(_ name: String) -> DemoScenario? {
    all.first { $0.name == name }
  }
}
