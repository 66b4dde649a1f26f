import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct ScreenEdgePanGestureRecognizerTests {
  @Test func aPanFromTheLeftEdgeBegins() {
    let scene = GestureScene()
    let edgePan = scene.attach(ScreenEdgePanGestureRecognizer(edges: .left), as: "edge")
    scene.window.handle(drag(from: Point(x: 2, y: 400), to: Point(x: 62, y: 405), steps: 3))
    #expect(scene.log.entries == ["view began 0", "edge began", "view cancelled 0", "edge changed", "edge ended"])
    #expect(edgePan.state == .possible)
  }

  @Test func aTouchThatLandsBeyondTheEdgeRegionFails() {
    let scene = GestureScene()
    scene.attach(ScreenEdgePanGestureRecognizer(edges: .left), as: "edge")
    scene.window.handle(drag(from: Point(x: 21, y: 400), to: Point(x: 81, y: 400), steps: 3))
    #expect(!scene.log.entries.contains { $0.hasPrefix("edge") })
    scene.window.handle(drag(from: Point(x: 20, y: 400), to: Point(x: 80, y: 400), at: 1, steps: 3))
    #expect(scene.log.entries.contains("edge began"))
  }

  @Test func movingAlongTheEdgeFails() {
    let scene = GestureScene()
    scene.attach(ScreenEdgePanGestureRecognizer(edges: .left), as: "edge")
    scene.window.handle(drag(from: Point(x: 2, y: 400), to: Point(x: 12, y: 460), steps: 3))
    #expect(!scene.log.entries.contains { $0.hasPrefix("edge") })
  }

  @Test func onlyTheChosenEdgesCount() {
    let scene = GestureScene()
    let edgePan = scene.attach(ScreenEdgePanGestureRecognizer(edges: .right), as: "right")
    scene.window.handle(drag(from: Point(x: 2, y: 400), to: Point(x: 62, y: 400), steps: 3))
    #expect(scene.log.entries == ["view began 0", "view moved 0", "view moved 0", "view ended 0"])
    scene.window.handle(drag(from: Point(x: 385, y: 400), to: Point(x: 300, y: 400), at: 1, steps: 3))
    let recognized = ["view began 0", "right began", "view cancelled 0", "right changed", "right ended"]
    #expect(Array(scene.log.entries.dropFirst(4)) == recognized)
    edgePan.edges = [.top, .bottom]
    scene.window.handle(drag(from: Point(x: 200, y: 840), to: Point(x: 200, y: 700), at: 2, steps: 3))
    #expect(Array(scene.log.entries.dropFirst(9)) == recognized)
    #expect(ScreenEdgePanGestureRecognizer().edges.isEmpty)
  }
}
