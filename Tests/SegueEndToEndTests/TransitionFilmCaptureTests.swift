import SegueImage
import SegueRender
import SegueTransitions
import Testing

@testable import SegueCLI

/// A transition's captured tree is what its scrubbed frame draws: the compositor given the tree
/// gives the frame's very pixels.
@MainActor @Suite struct TransitionFilmCaptureTests {
  @Test(arguments: ["cube", "explode", "page-curl"], [false, true])
  func theCapturedTreeDrawsTheScrubbedFrame(name: String, reversed: Bool) throws {
    let film = TransitionFilm(size: PixelSize(width: 160, height: 240), scale: 2, fps: 30)
    let transition = try #require(TransitionCatalog.transition(named: name))
    let (from, to): (GalleryScreen.Design, GalleryScreen.Design) = reversed ? (.trip, .inbox) : (.inbox, .trip)
    let frame = try film.frame(
      of: transition, reversed: reversed, duration: transition.defaultDuration, at: 0.5, from: GalleryScreen(from),
      to: GalleryScreen(to))
    let captured = try film.capture(
      of: transition, reversed: reversed, duration: transition.defaultDuration, at: 0.5, from: GalleryScreen(from),
      to: GalleryScreen(to))
    #expect(captured.width == 320 && captured.height == 480 && captured.scale == 2)
    var drawn = Bitmap(width: captured.width, height: captured.height)
    Compositor(scale: captured.scale).render(captured.tree, into: &drawn)
    #expect(drawn == frame, "\(name) reversed: \(reversed)")
  }
}
