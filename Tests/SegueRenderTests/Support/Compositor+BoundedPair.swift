import SegueImage

@testable import SegueRender

extension Compositor {
  /// A compositor at `scale` over a clear background drawing on `threads` threads in bands of
  /// `bandBytes`, and a copy of it (sharing its stores) whose canvases of their own are not
  /// bounded (``boundsGroupRows`` off): the pair the group bounds tests compare.
  static func boundedPair(scale: Double, threads: Int, bandBytes: Int) -> (bounded: Compositor, full: Compositor) {
    var bounded = Compositor(scale: scale, background: .clear)
    bounded.threads = threads
    bounded.bandBytes = bandBytes
    var full = bounded
    full.boundsGroupRows = false
    return (bounded, full)
  }
}
