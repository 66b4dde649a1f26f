import SegueImage

@testable import SegueRender

extension Compositor {
  /// A compositor at `scale` over `background` drawing on `threads` threads in bands of
  /// `bandBytes`, and a copy of it (sharing its stores) with `shortcut` turned off: the pair a
  /// test of that shortcut compares byte for byte.
  static func pair(
    scale: Double, threads: Int, bandBytes: Int, background: Bitmap.Pixel = .clear,
    turningOff shortcut: WritableKeyPath<Compositor, Bool>
  ) -> (with: Compositor, without: Compositor) {
    var with = Compositor(scale: scale, background: background)
    with.threads = threads
    with.bandBytes = bandBytes
    var without = with
    without[keyPath: shortcut] = false
    return (with, without)
  }

  /// ``pair(scale:threads:bandBytes:background:turningOff:)`` without bounded canvases of their
  /// own (``boundsGroupRows`` off): the pair the group bounds tests compare.
  static func boundedPair(scale: Double, threads: Int, bandBytes: Int) -> (bounded: Compositor, full: Compositor) {
    let (bounded, full) = pair(scale: scale, threads: threads, bandBytes: bandBytes, turningOff: \.boundsGroupRows)
    return (bounded, full)
  }
}
