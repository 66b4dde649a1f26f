import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTestSupport
import SegueUI
import Testing

/// The zoom morphs the source into the destination: its first frame shows the cell as it was,
/// and the drag home ends on the cell as it is, with no pop at either end.
@MainActor
@Suite struct ZoomSeamTests {
  /// The window as drawn now.
  private func frame(_ fixture: ZoomFixture) -> Bitmap {
    Compositor(background: Color.white.premultipliedPixel).render(
      fixture.window.layer.renderTree(at: fixture.clock.now), width: 390, height: 844)
  }

  /// Whether `p` and `q` differ by more than `tolerance` in some channel.
  private func changed(_ p: Bitmap.Pixel, _ q: Bitmap.Pixel, tolerance: Int = 8) -> Bool {
    max(
      abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)),
      abs(Int(p.alpha) - Int(q.alpha))) > tolerance
  }

  /// How many pixels of `a` and `b` differ by more than `tolerance` in some channel.
  private func differing(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 8) -> Int {
    var count = 0
    for y in 0..<a.height {
      for x in 0..<a.width where changed(a[x, y], b[x, y], tolerance: tolerance) { count += 1 }
    }
    return count
  }

  @Test func theFirstFrameOfTheZoomShowsTheCellAsItWas() {
    let fixture = ZoomFixture()
    fixture.cells[0].addSubview(View(frame: Rect(x: 20, y: 20, width: 60, height: 30)))
    fixture.cells[0].subviews[0].backgroundColor = .white
    fixture.step()
    let before = frame(fixture)
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.step()
    let first = frame(fixture)
    // The cell's rounded corners are cut twice at their edge pixels (the picture's and the
    // clip's anti-aliasing): only pixels in its corner squares may change.
    let cell = fixture.frame(of: fixture.cells[0])
    let radius = fixture.cells[0].layer.cornerRadius
    var outsideCorners: [Point] = []
    for y in 0..<844 {
      for x in 0..<390 where changed(before[x, y], first[x, y]) {
        let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let nearSide = point.x < cell.minX + radius || point.x > cell.maxX - radius
        let nearEnd = point.y < cell.minY + radius || point.y > cell.maxY - radius
        if !(nearSide && nearEnd) { outsideCorners.append(point) }
      }
    }
    #expect(outsideCorners.isEmpty, "changed outside the corners: \(outsideCorners.prefix(5))")
  }

  @Test func theDragHomeEndsOnTheCellAsItIs() {
    let fixture = ZoomFixture()
    fixture.cells[0].addSubview(View(frame: Rect(x: 20, y: 20, width: 60, height: 30)))
    fixture.cells[0].subviews[0].backgroundColor = .white
    fixture.navigation.pushViewController(fixture.detail, animated: true)
    fixture.run(for: 1)
    fixture.drag(from: Point(x: 195, y: 400), by: Vector(dx: 0, dy: 240))
    var frames: [Bitmap] = []
    for _ in 0..<40 {
      fixture.step()
      frames.append(frame(fixture))
    }
    #expect(fixture.navigation.topViewController === fixture.list)
    let settled = frames[frames.count - 1]
    // The last frames of the zoom, and the first without it, each change little from the one
    // before: no pop when the cell comes back.
    let steps = zip(frames, frames.dropFirst()).map { differing($0, $1) }
    let worstLate = steps.suffix(20).max() ?? 0
    #expect(worstLate < 2_000, "a late frame changed \(worstLate) pixels: \(steps)")
    #expect(differing(frames[frames.count - 2], settled) == 0)
  }
}
