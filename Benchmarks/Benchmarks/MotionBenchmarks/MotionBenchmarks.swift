import Benchmark
import MotionScenes
import SegueGeometry
import SegueMotion

/// Presentation evaluation of many animated layers, timing-curve solves, and heap allocations
/// per evaluated frame.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(2),
    maxIterations: 10_000)

  // One PresentationFrame update per frame; the fourth case evaluates each layer on its own with
  // presentation(at:), as callers that do not keep a frame do.
  // The staggered case gives every layer its own timings, so no clock is shared. The scrubbed
  // case is a finger driving a transition: a subtree of 100 of the layers has its time offset
  // set every frame, which refreshes that subtree's clock without flattening the tree again.
  let cases = [
    (1_000, false, false, false), (10_000, false, false, false), (10_000, false, true, false),
    (1_000, true, false, false), (10_000, false, false, true),
  ]
  for (count, perLayer, staggered, scrubbed) in cases {
    let name =
      perLayer
      ? "presentation(at:) of \(count) layers × 3 animations"
      : "Presentation of \(count)\(staggered ? " staggered" : "") layers × 3 animations\(scrubbed ? ", 100 scrubbed" : "")"
    Benchmark(name) { benchmark in
      let scene = await AnimatedScene(layerCount: count, staggered: staggered, scrubbed: scrubbed)
      let frames = benchmark.scaledIterations.count
      // The measurement starts and stops on the main actor, so the hop there is not counted.
      nonisolated(unsafe) let measured = benchmark
      // One frame first, outside the measurement: a frame flattens the tree only when it has
      // changed, so the measured frames are the steady state.
      await MainActor.run {
        blackHole(scene.evaluate(frames: 1, perLayer: perLayer, scrubbing: scrubbed))
        measured.startMeasurement()
        blackHole(scene.evaluate(frames: frames, perLayer: perLayer, scrubbing: scrubbed))
        measured.stopMeasurement()
      }
    }
  }

  Benchmark(
    "Cubic Bézier solves ×1000",
    configuration: .init(metrics: [.wallClock, .throughput])
  ) { benchmark in
    let curve = TimingFunction.easeInEaseOut
    for _ in benchmark.scaledIterations {
      var sum = 0.0
      for step in 0..<1_000 {
        sum += curve.value(at: Double(step) * 0.001)
      }
      blackHole(sum)
    }
  }
}
