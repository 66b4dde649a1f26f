import Foundation
import RenderScenes
import SegueGeometry
import SegueImage
import SegueImageIO
import SegueRender

/// Times the compositor on each benchmark scene (and a frame-sized copy, the bandwidth floor):
/// median and p90 over the timed frames after warm-up. `--tsv` prints `scene  median_ms  p90_ms`;
/// `--png DIR` also writes each scene's frame to DIR/<scene>.png for inspection; `--no-copy`
/// leaves out the copy (for counting a scene's instructions alone).
@MainActor
func main() {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var frames = 20
  var width = 1179
  var height = 2556
  var tsv = false
  var only: String?
  var folder: String?
  var copies = true
  while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--tsv": tsv = true
    case "--no-copy": copies = false
    case "--scene": only = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--png": folder = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--frames": frames = Int(arguments.removeFirst()) ?? frames
    case "--width": width = Int(arguments.removeFirst()) ?? width
    case "--height": height = Int(arguments.removeFirst()) ?? height
    default:
      FileHandle.standardError.write(
        Data(
          "RenderTimings: unknown argument '\(argument)'; use --frames N, --width W, --height H, --scene NAME, --png DIR, --tsv, --no-copy\n"
            .utf8))
      exit(2)
    }
  }
  let compositor = Compositor(background: Color.black.premultipliedPixel)
  var rows: [(String, Double, Double)] = []
  for scene in RenderScene.allCases where only == nil || only == scene.rawValue {
    let tree = scene.makeRoot(width: width, height: height).renderTree(at: 0)
    var frame = Bitmap(width: width, height: height)
    let (median, p90) = timings(frames: frames) { compositor.render(tree, into: &frame) }
    rows.append((scene.rawValue, median, p90))
    if let folder {
      do {
        try PNG.write(frame, to: "\(folder)/\(scene.rawValue).png")
      } catch {
        FileHandle.standardError.write(Data("RenderTimings: \(error)\n".utf8))
        exit(1)
      }
    }
  }
  if copies {
    let source = [UInt8](repeating: 7, count: width * height * 4)
    var destination = [UInt8](repeating: 0, count: width * height * 4)
    let (median, p90) = timings(frames: frames) {
      destination.withUnsafeMutableBytes { target in source.withUnsafeBytes { target.copyMemory(from: $0) } }
    }
    rows.append(("copy", median, p90))
  }
  for (name, median, p90) in rows {
    print(
      tsv
        ? "\(name)\t\(median)\t\(p90)"
        : "\(name.padding(toLength: 6, withPad: " ", startingAt: 0))  median \(String(format: "%7.2f", median)) ms  p90 \(String(format: "%7.2f", p90)) ms"
    )
  }
}

/// The median and 90th percentile in milliseconds of `frames` timed runs after 3 warm-up runs.
@MainActor
func timings(frames: Int, _ body: () -> Void) -> (Double, Double) {
  for _ in 0..<3 { body() }
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<max(1, frames) {
    let elapsed = clock.measure(body).components
    samples.append(Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15)
  }
  samples.sort()
  return (samples[samples.count / 2], samples[min(samples.count - 1, Int(Double(samples.count) * 0.9))])
}

MainActor.assumeIsolated { main() }
