import Foundation
import RenderScenes
import SegueGeometry
import SegueImage
import SegueImageIO
import SegueMotion
import SegueRender
import SegueTesting

/// Times the compositor on each benchmark scene (and a frame-sized copy, the bandwidth floor):
/// median and p90 over the timed frames after warm-up. `--tsv` prints `scene  median_ms  p90_ms`;
/// `--png DIR` also writes each scene's frame to DIR/<scene>.png for inspection; `--no-copy`
/// leaves out the copy (for counting a scene's instructions alone). `--captured DIR` times the
/// app frames captured by `segue demo --capture` (DIR/*.frame) instead of the hand-built scenes,
/// and `--ops DIR` also writes each as pixman operations for `pixman-ops` (see
/// ``PixmanScene``). `--gap MS` sleeps that long before each timed frame, as an app's frames are
/// spaced by the display's refresh and the recorder's work: it shows what an idle wake-up costs;
/// `--spin-gap MS` spends the gap spinning instead, the core kept busy.
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
  var captured: String?
  var opsFolder: String?
  var gap = 0.0
  var spins = false
  while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--tsv": tsv = true
    case "--no-copy": copies = false
    case "--scene": only = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--captured": captured = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--ops": opsFolder = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--png": folder = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--frames": frames = Int(arguments.removeFirst()) ?? frames
    case "--width": width = Int(arguments.removeFirst()) ?? width
    case "--height": height = Int(arguments.removeFirst()) ?? height
    case "--gap", "--spin-gap":
      gap = (Double(arguments.isEmpty ? "" : arguments.removeFirst()) ?? 0) / 1e3
      spins = argument == "--spin-gap"
    default:
      FileHandle.standardError.write(
        Data(
          "RenderTimings: unknown argument '\(argument)'; use --frames N, --width W, --height H, --scene NAME, --captured DIR, --ops DIR, --png DIR, --gap MS, --spin-gap MS, --tsv, --no-copy\n"
            .utf8))
      exit(2)
    }
  }
  var scenes: [(name: String, tree: RenderLayer, scale: Double, width: Int, height: Int)] = []
  if let captured {
    for (name, frame) in capturedFrames(in: captured) where only == nil || only == name {
      // The copy is timed at the size of the frames (the last one's, when they differ).
      (width, height) = (frame.width, frame.height)
      scenes.append((name, frame.tree, frame.scale, frame.width, frame.height))
      if let opsFolder {
        let pixman = PixmanScene(frame)
        failOnError { try pixman.write(to: opsFolder, name: name) }
        FileHandle.standardError.write(
          Data(
            "\(name): \(pixman.counts.layers) layers drawn, \(pixman.counts.groups) groups, \(pixman.counts.fills) fills, \(pixman.images.count) backing stores\n"
              .utf8))
      }
    }
  } else {
    for scene in RenderScene.allCases where only == nil || only == scene.rawValue {
      scenes.append((scene.rawValue, scene.makeRoot(width: width, height: height).renderTree(at: 0), 1, width, height))
    }
  }
  var rows: [(String, Double, Double)] = []
  for scene in scenes {
    let compositor = Compositor(scale: scene.scale, background: Color.black.premultipliedPixel)
    var frame = Bitmap(width: scene.width, height: scene.height)
    let (median, p90) = timings(frames: frames, gap: gap, spins: spins) { compositor.render(scene.tree, into: &frame) }
    rows.append((scene.name, median, p90))
    if let folder { failOnError { try PNG.write(frame, to: "\(folder)/\(scene.name).png") } }
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
        : "\(name.padding(toLength: 18, withPad: " ", startingAt: 0))  median \(String(format: "%7.2f", median)) ms  p90 \(String(format: "%7.2f", p90)) ms"
    )
  }
}

/// The frames captured in `folder` (its `.frame` files), by name, in name order; exits with a
/// one-line error when one cannot be read or there are none.
func capturedFrames(in folder: String) -> [(String, CapturedFrame)] {
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".frame") }
    .sorted()
  guard !names.isEmpty else {
    FileHandle.standardError.write(
      Data(
        "RenderTimings: no .frame files in \(folder); make them with 'segue demo --scale 3 --capture -o \(folder)'\n"
          .utf8))
    exit(2)
  }
  return names.map { name in
    var frame: CapturedFrame?
    failOnError { frame = try CapturedFrame(contentsOf: "\(folder)/\(name)") }
    return (String(name.dropLast(".frame".count)), frame!)
  }
}

/// Runs `body`, exiting with its error on one line if it throws.
func failOnError(_ body: () throws -> Void) {
  do {
    try body()
  } catch {
    FileHandle.standardError.write(Data("RenderTimings: \(error)\n".utf8))
    exit(1)
  }
}

/// The median and 90th percentile in milliseconds of `frames` timed runs after 3 warm-up runs,
/// each timed run after `gap` seconds of sleep (of spinning when `spins`).
@MainActor
func timings(frames: Int, gap: Double = 0, spins: Bool = false, _ body: () -> Void) -> (Double, Double) {
  for _ in 0..<3 { body() }
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<max(1, frames) {
    if gap > 0 && spins {
      let end = ContinuousClock.now + .microseconds(Int(gap * 1e6))
      while ContinuousClock.now < end {}
    } else if gap > 0 {
      Thread.sleep(forTimeInterval: gap)
    }
    let elapsed = clock.measure(body).components
    samples.append(Double(elapsed.seconds) * 1e3 + Double(elapsed.attoseconds) / 1e15)
  }
  samples.sort()
  return (samples[samples.count / 2], samples[min(samples.count - 1, Int(Double(samples.count) * 0.9))])
}

MainActor.assumeIsolated { main() }
