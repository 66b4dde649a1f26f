import Foundation
import MotionScenes

/// Times presentation evaluation of the benchmark's animated scene (one ``PresentationFrame``
/// update per frame, or with `--per-layer` one `presentation(at:)` per layer; `--staggered` gives
/// every layer its own timings; `--scrubbed` times a scene whose subtree of 100 layers has its
/// time offset set every frame, as a finger scrubbing a transition does, beside the same scene
/// left steady, and their ratio) outside package-benchmark,
/// so that it can also run under `valgrind --tool=callgrind`: median and p90 per frame in
/// milliseconds over the timed frames (1/120 s apart inside the animations) after warm-up,
/// beside the time to make the same stores and reads with no animation evaluated (the memory
/// floor, ``StoreFloor``) and the ratio to it, then the checksum.
@MainActor
func main() {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var layers = 10_000
  var frames = 100
  var perLayer = false
  var staggered = false
  var scrubbed = false
  while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--layers": layers = Int(arguments.removeFirst()) ?? layers
    case "--frames": frames = Int(arguments.removeFirst()) ?? frames
    case "--per-layer": perLayer = true
    case "--staggered": staggered = true
    case "--scrubbed": scrubbed = true
    default:
      FileHandle.standardError.write(
        Data(
          "PresentationTimings: unknown argument '\(argument)'; use --layers N, --frames N, --per-layer, --staggered, --scrubbed\n"
            .utf8))
      exit(2)
    }
  }
  if scrubbed { return compareScrubbed(layers: layers, frames: frames, staggered: staggered) }
  let scene = AnimatedScene(layerCount: layers, staggered: staggered)
  var floor = StoreFloor(layerCount: layers)
  var checksum = scene.evaluate(frames: 3, perLayer: perLayer)
  let (median, p90) = timings(frames: frames) { time in
    checksum += perLayer ? scene.evaluateLayers(at: time) : scene.evaluateFrame(at: time)
  }
  let (floorMedian, _) = timings(frames: frames) { time in checksum += floor.store(at: time) }
  print(
    String(
      format: "%d layers%@  median %.3f ms  p90 %.3f ms  stores alone %.3f ms (×%.1f)  checksum %.6f", layers,
      staggered ? " staggered" : "", median, p90, floorMedian, median / floorMedian, checksum))
}

/// Times frames of a scene with a scrubbed subtree left steady, then scrubbed every frame, and
/// prints both and their ratio.
@MainActor
func compareScrubbed(layers: Int, frames: Int, staggered: Bool) {
  let scene = AnimatedScene(layerCount: layers, staggered: staggered, scrubbed: true)
  var checksum = scene.evaluate(frames: 3)
  let (steady, _) = timings(frames: frames) { time in checksum += scene.evaluateFrame(at: time) }
  let (median, p90) = timings(frames: frames) { time in
    scene.scrub(to: time / 2)
    checksum += scene.evaluateFrame(at: time)
  }
  print(
    String(
      format: "%d layers%@, 100 scrubbed  median %.3f ms  p90 %.3f ms  steady %.3f ms (×%.2f)  checksum %.6f", layers,
      staggered ? " staggered" : "", median, p90, steady, median / steady, checksum))
}

/// The median and p90 in milliseconds of `body` over `frames` frames 1/120 s apart inside the animations.
func timings(frames: Int, _ body: (Double) -> Void) -> (median: Double, p90: Double) {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for frame in 0..<max(1, frames) {
    let time = 0.1 + Double(frame % 96) / 120
    let elapsed = clock.measure { body(time) }.components
    samples.append(Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15)
  }
  samples.sort()
  return (samples[samples.count / 2], samples[min(samples.count - 1, Int(Double(samples.count) * 0.9))])
}

MainActor.assumeIsolated { main() }
