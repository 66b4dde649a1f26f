import SegueGeometry
import SegueImage
import SegueMotion
import SegueUI
import Testing

@MainActor
@Suite struct SnapshotTests {
  private let red = Bitmap.Pixel(red: 255, green: 0, blue: 0)
  private let blue = Bitmap.Pixel(red: 0, green: 0, blue: 255)

  /// A 40×30 red view with a 10×10 blue square at (20, 10), moved and faded in its superview.
  private func makeView() -> View {
    let view = View(frame: Rect(x: 100, y: 100, width: 40, height: 30))
    view.backgroundColor = .red
    view.alpha = 0.5
    view.transform = AffineTransform(rotationAngle: 0.3)
    let square = View(frame: Rect(x: 20, y: 10, width: 10, height: 10))
    square.backgroundColor = .blue
    view.addSubview(square)
    return view
  }

  @Test func aSnapshotShowsTheViewInItsOwnBoundsWithoutItsTransformOrAlpha() throws {
    let view = makeView()
    let snapshot = view.snapshotView(afterScreenUpdates: true)
    #expect(snapshot.frame == Rect(x: 0, y: 0, width: 40, height: 30))
    let picture = try #require(snapshot.layer.contents)
    #expect(picture.width == 40 && picture.height == 30)
    #expect(picture[5, 5] == red)
    #expect(picture[25, 15] == blue)
    #expect(picture[35, 25] == red)
  }

  @Test func aSnapshotIsDrawnAtTheWindowsScale() throws {
    let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    window.scale = 3
    let view = makeView()
    window.addSubview(view)
    let picture = try #require(view.snapshotView(afterScreenUpdates: true).layer.contents)
    #expect(picture.width == 120 && picture.height == 90)
    #expect(picture[75, 45] == blue)
  }

  @Test func beforeScreenUpdatesTheSnapshotShowsTheRunningAnimation() throws {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let app = Application(window: window, clock: clock)
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .red
    window.addSubview(view)
    let fade = BasicAnimation(.backgroundColor, from: Color.red, to: Color.blue)
    fade.duration = 1
    fade.timingFunction = .linear
    view.layer.add(fade, forKey: "fade")
    app.runFrame()
    clock.advance(to: 0.5)
    app.runFrame()
    let now = try #require(view.snapshotView(afterScreenUpdates: false).layer.contents)
    let after = try #require(view.snapshotView(afterScreenUpdates: true).layer.contents)
    #expect(
      now[5, 5] == Bitmap.Pixel(red: 128, green: 0, blue: 128)
        || now[5, 5] == Bitmap.Pixel(red: 127, green: 0, blue: 128))
    #expect(after[5, 5] == red)
  }

  @Test func aResizableSnapshotOfARegionShowsThatRegion() throws {
    let view = makeView()
    let slice = view.resizableSnapshotView(
      from: Rect(x: 20, y: 0, width: 20, height: 30), afterScreenUpdates: true, withCapInsets: .zero)
    #expect(slice.frame.size == Size(width: 20, height: 30))
    let picture = try #require(slice.layer.contents)
    #expect(picture.width == 20 && picture.height == 30)
    #expect(picture[5, 15] == blue)
    #expect(picture[15, 15] == red)
  }

  @Test func capInsetsKeepTheEdgesWhenTheSnapshotGrows() {
    let view = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
    view.backgroundColor = .red
    let middle = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
    middle.backgroundColor = .blue
    view.addSubview(middle)
    let snapshot = view.resizableSnapshotView(
      from: view.bounds, afterScreenUpdates: true,
      withCapInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    snapshot.frame = Rect(x: 0, y: 0, width: 90, height: 30)
    let host = View(frame: Rect(x: 0, y: 0, width: 90, height: 30))
    host.addSubview(snapshot)
    let picture = host.snapshotBitmapForTest()
    #expect(picture[5, 15] == red)
    #expect(picture[15, 15] == blue)
    #expect(picture[45, 15] == blue)
    #expect(picture[75, 15] == blue)
    #expect(picture[85, 15] == red)
    #expect(picture[45, 5] == red)
  }
}

extension View {
  /// The view's picture after screen updates.
  fileprivate func snapshotBitmapForTest() -> Bitmap {
    snapshotView(afterScreenUpdates: true).layer.contents ?? Bitmap(width: 0, height: 0)
  }
}
