import ArgumentParser

/// The `segue` command: Segue's transitions rendered from the command line.
struct SegueCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "segue",
    abstract: "Render Segue's view-controller transitions to images.",
    discussion: """
      Segue re-creates the iOS custom transition system on Linux with its own layer tree, \
      timing engine and CPU renderer. Run 'segue demo' to play the articles' apps, 'segue gallery' \
      to render every transition of the library, and 'segue render' to render one between two \
      images of yours.
      """,
    subcommands: [DemoCommand.self, GalleryCommand.self, RenderCommand.self])
}
