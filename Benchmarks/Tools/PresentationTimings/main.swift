import Foundation
import MotionScenes

/// Times presentation evaluation of the benchmark's animated scene (one ``PresentationFrame``
/// update per frame, or with `--per-layer` one `presentation(at:)` per layer; `--staggered` gives
/// every layer its own timings) outside package-benchmark,
/// so that it can also run under `valgrind --tool=callgrind`: median and p90 per frame in
/// milliseconds over the timed frames (1/120 s apart inside the animations) after warm-up,
/// then the checksum.
@MainActor
func main() {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var layers = 10_000
  var frames = 100
  var perLayer = false
  var staggered = false
  while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--layers": layers = Int(arguments.removeFirst()) ?? layers
    case "--frames": frames = Int(arguments.removeFirst()) ?? frames
    case "--per-layer": perLayer = true
    case "--staggered": staggered = true
    default:
      FileHandle.standardError.write(
        Data("PresentationTimings: unknown argument '\(argument)'; use --layers N, --frames N, --per-layer, --staggered\n".utf8))
      exit(2)
    }
  }
  let scene = AnimatedScene(layerCount: layers, staggered: staggered)
  var checksum = scene.evaluate(frames: 3, perLayer: perLayer)
  let clock = ContinuousClock()
  var samples: [Double] = []
  for frame in 0..<max(1, frames) {
    let time = 0.1 + Double(frame % 96) / 120
    let elapsed = clock.measure { checksum += perLayer ? scene.evaluateLayers(at: time) : scene.evaluateFrame(at: time) }.components
    samples.append(Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15)
  }
  samples.sort()
  let median = samples[samples.count / 2]
  let p90 = samples[min(samples.count - 1, Int(Double(samples.count) * 0.9))]
  print(String(format: "%d layers%@  median %.3f ms  p90 %.3f ms  checksum %.6f", layers, staggered ? " staggered" : "", median, p90, checksum))
}

MainActor.assumeIsolated { main() }
