import SegueGeometry
import SegueImage
import SegueMotion
import SegueUI
import Synchronization
import Testing

/// A view that logs touches and layout into a shared list.
@MainActor
final class FrameLoggingView: View {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.append("touch") }
  override func layoutSubviews() { log.append("layout") }
}

/// A renderer that logs when it draws and what it was given.
@MainActor
final class RecordingRenderer: FrameRenderer {
  var frames: [(time: Double, opacity: Double)] = []
  var onRender: () -> Void = {}
  func render(_ tree: RenderLayer, at time: Double) {
    onRender()
    frames.append((time, tree.sublayers.first?.values.opacity ?? -1))
  }
}

@MainActor
@Suite struct FrameLoopTests {
  @Test func eachFrameRunsInputWorkLinksLayoutCommitAndRenderInThatOrder() {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let app = Application(window: window, clock: clock)
    let view = FrameLoggingView(frame: window.bounds)
    window.addSubview(view)
    app.runFrame()
    view.log.removeAll()
    let renderer = RecordingRenderer()
    renderer.onRender = { view.log.append("render") }
    app.renderer = renderer
    app.enqueue([TouchInput(location: Point(x: 5, y: 5), phase: .began, timestamp: 0)])
    app.performOnNextIteration {
      view.log.append("work")
      view.setNeedsLayout()
      app.performOnNextIteration { view.log.append("later work") }
    }
    let link = DisplayLink { _ in view.log.append("link") }
    link.add(to: app.frameScheduler)
    app.runFrame()
    #expect(view.log == ["touch", "work", "link", "layout", "render"])
    view.log.removeAll()
    app.step(clock)
    #expect(view.log == ["later work", "link", "render"])
  }

  @Test func inputWaitsForItsTime() {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let app = Application(window: window, clock: clock, framesPerSecond: 10)
    let view = FrameLoggingView(frame: window.bounds)
    window.addSubview(view)
    app.enqueue([
      TouchInput(identifier: 1, location: Point(x: 5, y: 5), phase: .began, timestamp: 0.25),
      TouchInput(identifier: 2, location: Point(x: 5, y: 5), phase: .began, timestamp: 0.05),
    ])
    app.runFrame()
    view.log.removeAll()
    app.step(clock)
    #expect(view.log == ["touch"])
    #expect(app.hasPendingInput)
    app.step(clock)
    #expect(view.log == ["touch"])
    app.step(clock)
    #expect(view.log == ["touch", "touch"])
    #expect(!app.hasPendingInput)
  }

  @Test func theCommitStartsAnimationsAtTheFrameAndReportsThemFinished() {
    let clock = VirtualClock(start: 10)
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let app = Application(window: window, clock: clock, framesPerSecond: 10)
    let renderer = RecordingRenderer()
    app.renderer = renderer
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    let fade = BasicAnimation(.opacity, from: 0, to: 1)
    fade.duration = 0.2
    fade.timingFunction = .linear
    var finished: [Bool] = []
    fade.completion = { finished.append($0) }
    view.layer.add(fade, forKey: "fade")
    app.runFrame()
    app.step(clock)
    app.step(clock)
    #expect(renderer.frames.map(\.opacity).map { ($0 * 1000).rounded() / 1000 } == [0, 0.5, 1])
    #expect(finished == [true])
  }

  @Test func theOffscreenRendererDrawsTheWindowAtItsScale() {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    window.scale = 2
    let app = Application(window: window, clock: clock)
    let renderer = OffscreenRenderer(for: window)
    app.renderer = renderer
    let view = View(frame: Rect(x: 10, y: 0, width: 10, height: 10))
    view.backgroundColor = .green
    window.addSubview(view)
    app.runFrame()
    #expect(renderer.frame.width == 40 && renderer.frame.height == 20)
    #expect(renderer.frame[30, 10] == Bitmap.Pixel(red: 0, green: 255, blue: 0))
    #expect(renderer.frame[10, 10] == .clear)
    #expect(renderer.frameTime == 0)
  }
}

/// A renderer that keeps every tree it was given.
@MainActor
final class TreeRecorder: FrameRenderer {
  var trees: [RenderLayer] = []
  func render(_ tree: RenderLayer, at time: Double) { trees.append(tree) }
}

@MainActor
@Suite struct FrameLoopPresentationTests {
  @Test func theRenderedTreeIsTheWindowsPresentationWhileTheHierarchyAndAnimationsChange() {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let app = Application(window: window, clock: clock, framesPerSecond: 20)
    let recorder = TreeRecorder()
    app.renderer = recorder
    let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    let b = View(frame: Rect(x: 50, y: 0, width: 50, height: 50))
    window.addSubview(a)
    var expected: [RenderLayer] = []
    for frame in 0..<24 {
      switch frame {
      case 2:
        View.animate(withDuration: 0.5) {
          a.center = Point(x: 150, y: 150)
          a.alpha = 0.3
        }
      case 5: window.addSubview(b)
      case 7:
        View.animate(
          withDuration: 0.3, delay: 0.1, options: .curveLinear,
          animations: { b.transform = AffineTransform(rotationAngle: 1) })
      case 9: b.isHidden = true
      case 12:
        b.isHidden = false
        a.layer.zPosition = 5
      case 15: a.removeFromSuperview()
      case 18: View.animate(withDuration: 0.2) { b.backgroundColor = .red }
      default: break
      }
      app.step(clock)
      expected.append(window.layer.renderTree(at: clock.now))
    }
    #expect(recorder.trees == expected)
  }
}

@MainActor
@Suite struct PipelinedRendererTests {
  /// Frames drawn on the drawing thread come in order, each byte for byte what the offscreen
  /// renderer draws for the same tree, while the frame loop runs on.
  @Test func framesComeInOrderWithTheBytesOfTheOffscreenRenderer() {
    let clock = VirtualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 30))
    window.scale = 2
    let app = Application(window: window, clock: clock)
    let trees = TreeRecorder()
    app.renderer = trees
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .green
    window.addSubview(view)
    app.runFrame()
    View.animate(withDuration: 0.2) { view.frame = Rect(x: 25, y: 15, width: 12, height: 12) }
    for _ in 0..<8 { app.step(clock) }
    let delivered = Delivered()
    let pipelined = PipelinedRenderer(for: window) { frame, time in delivered.append(frame, time) }
    let offscreen = OffscreenRenderer(for: window)
    var expected: [Bitmap] = []
    for (index, tree) in trees.trees.enumerated() {
      pipelined.render(tree, at: Double(index))
      offscreen.render(tree, at: Double(index))
      expected.append(offscreen.frame)
    }
    pipelined.waitUntilDrawn()
    #expect(delivered.frames.map(\.time) == expected.indices.map(Double.init))
    #expect(delivered.frames.map(\.frame) == expected)
    #expect(Set(expected).count > 2, "the view moved, so the frames differ")
  }
}

/// Frames a pipelined renderer delivered, collected across threads.
private final class Delivered: Sendable {
  private let store = Mutex<[(frame: Bitmap, time: Double)]>([])

  func append(_ frame: Bitmap, _ time: Double) { store.withLock { $0.append((frame, time)) } }

  var frames: [(frame: Bitmap, time: Double)] { store.withLock { $0 } }
}
