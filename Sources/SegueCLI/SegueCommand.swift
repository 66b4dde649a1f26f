import ArgumentParser

/// The `segue` command: Segue's transitions rendered from the command line.
struct SegueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "segue",
    abstract: "Render Segue's view-controller transitions to images.",
    discussion: """
      Segue re-creates the iOS custom transition system on Linux with its own layer tree, \
      timing engine and CPU renderer. Run 'segue demo' to play the articles' apps and 'segue render' \
      to render a transition of the library between two images of yours.
      """,
    subcommands: [DemoCommand.self, RenderCommand.self])
}
