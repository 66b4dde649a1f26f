import SegueGeometry
import SegueImage
import SegueMotion
import SegueUI
import Testing

/// A snapshot of a part that starts inside a pixel, put back where that part was, shows the
/// same pixels as the view: the paper fold's strips are as sharp as the page.
@MainActor
@Suite struct PixelAlignedSnapshotTests {
  /// A 40 × 10 window whose root view shows one-pixel black and white stripes.
  private func stripedWindow() -> (Window, Application, OffscreenRenderer, View) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 10))
    let application = Application(window: window, clock: VirtualClock())
    let renderer = OffscreenRenderer(for: window)
    application.renderer = renderer
    var stripes = Bitmap(width: 40, height: 10)
    for y in 0..<10 {
      for x in 0..<40 {
        stripes[x, y] = x % 2 == 0 ? .init(red: 0, green: 0, blue: 0) : .init(red: 255, green: 255, blue: 255)
      }
    }
    let view = View(frame: window.bounds)
    view.layer.contents = stripes
    window.addSubview(view)
    application.runFrame()
    return (window, application, renderer, view)
  }

  @Test(arguments: [0.5, 0.25, 0])
  func aStripCutInsideAPixelIsAsSharpAsTheView(offset: Double) throws {
    let (window, application, renderer, view) = stripedWindow()
    let original = renderer.frame
    let region = Rect(x: 10 + offset, y: 0, width: 10, height: 10)
    let strip = view.resizableSnapshotView(from: region, afterScreenUpdates: true, withCapInsets: .zero)
    #expect(strip.bounds.size == region.size)
    expectSamePixels(placing: strip, at: region, over: view, in: (window, application, renderer), as: original)
  }

  @Test func aStripWithCapsCutInsideAPixelKeepsItsPixelsToo() {
    let (window, application, renderer, view) = stripedWindow()
    let original = renderer.frame
    let region = Rect(x: 10.5, y: 0, width: 10, height: 10)
    let strip = view.resizableSnapshotView(
      from: region, afterScreenUpdates: true, withCapInsets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
    expectSamePixels(placing: strip, at: region, over: view, in: (window, application, renderer), as: original)
  }

  /// Hides `view`, shows `strip` at `region` and expects the whole pixels inside it as in `original`.
  private func expectSamePixels(
    placing strip: View, at region: Rect, over view: View, in app: (Window, Application, OffscreenRenderer),
    as original: Bitmap
  ) {
    let (window, application, renderer) = app
    strip.frame = region
    view.isHidden = true
    window.addSubview(strip)
    application.runFrame()
    for x in Int(region.minX.rounded(.up))..<Int(region.maxX.rounded(.down)) {
      #expect(renderer.frame[x, 5] == original[x, 5], "column \(x)")
    }
  }
}
