import Benchmark
import RenderScenes
import SegueGeometry
import SegueImage
import SegueRender

/// One full-screen (1179×2556) frame of each renderer scene.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 25)
  for scene in RenderScene.allCases {
    Benchmark("Render \(scene.rawValue) 1179×2556") { benchmark in
      let tree = await scene.makeRoot(width: 1179, height: 2556).renderTree(at: 0)
      let compositor = Compositor(background: Color.black.premultipliedPixel)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(compositor.render(tree, width: 1179, height: 2556))
      }
      benchmark.stopMeasurement()
    }
  }
}
