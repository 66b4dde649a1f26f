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
      name: "health-beat-popup", article: "Health Beat (custom transitions chapter)",
      summary: "the custom pop-up presented with a fade, a tap outside it swallowed, dismissed with Cancel",
      makeApp: { HealthBeatApp(size: $0, part: .popUp) }),
    DemoScenario(
      name: "health-beat-tabs", article: "Health Beat (custom transitions chapter)",
      summary: "an edge pan that slides to the next tab and finishes, one that is cancelled, a tab tap",
      makeApp: { HealthBeatApp(size: $0, part: .tabs) }),
    DemoScenario(
      name: "container", article: "Interactive custom container view controller transitions (objc.io sequel)",
      summary: "a button tap, a pan that finishes, a short pan that is cancelled",
      makeApp: { ContainerApp(size: $0) }),
    DemoScenario(
      name: "fold", article: "An interactive tab bar controller transition (paper fold)",
      summary: "a swipe that folds to the next tab, a short swipe back that is cancelled, a tab tap",
      makeApp: { FoldApp(size: $0) }),
    DemoScenario(
      name: "cube", article: "Custom containers and segues (cookbook recipe)",
      summary: "a rotating segue turns the cube forward twice and back once",
      makeApp: { CubeApp(size: $0) }),
    DemoScenario(
      name: "colored-tabs", article: "View controller containers: custom transitions",
      summary: "tab taps with the vertical slide, new page from the top",
      makeApp: { ColoredTabsApp(size: $0) }),
    DemoScenario(
      name: "navigation", article: "the platform's navigation stack",
      summary: "two pushes, an edge-pan pop that finishes, one that is cancelled",
      makeApp: { NavigationApp(size: $0) }),
    DemoScenario(
      name: "photo-list", article: "the platform's fluid transitions (iOS 18 zoom, iOS 26 content back swipe)",
      summary:
        "a fling of the list, a tap that zooms into a photo, a drag down that zooms it home, a swipe back from the middle",
      makeApp: { PhotoListApp(size: $0) }),
  ]

  /// The scenario called `name`, if there is one.
  static func named(_ name: String) -> DemoScenario? {
    all.first { $0.name == name }
  }
}
