import Foundation

/// The time to copy one frame's bytes into another buffer: the memory-bandwidth floor that
/// `--timings` divides the frame times by, measured in the same run as them (as the render
/// benchmarks do), since the host, its clock and its neighbours change from run to run.
enum CopyFloor {
  /// The median time of `samples` copies of `bytes` bytes, after one copy to warm up, in
  /// milliseconds.
  static func milliseconds(bytes: Int, samples: Int = 15) -> Double {
    let count = max(1, bytes)
    let source = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
    let target = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
    defer {
      source.deallocate()
      target.deallocate()
    }
    source.initializeMemory(as: UInt8.self, repeating: 1, count: count)
    target.initializeMemory(as: UInt8.self, repeating: 0, count: count)
    target.copyMemory(from: source, byteCount: count)
    let times = (0..<max(1, samples)).map { _ in
      let start = ContinuousClock.now
      target.copyMemory(from: source, byteCount: count)
      return FrameTimings.milliseconds(ContinuousClock.now - start)
    }
    return FrameTimings.percentile(0.5, of: times)
  }
}
