extension Bitmap {
  /// A transparent `width` × `height` bitmap over the memory of `storage`, which is moved in
  /// (leaving it empty), cleared and resized (negative sizes are treated as zero): how the
  /// renderer reuses a canvas's buffer from frame to frame instead of asking the system for
  /// fresh pages each time. A `storage` shared with another array is copied on the first write,
  /// as always; moved, one that is not shared is written in place however the code is optimised.
  /// Unless `clearing`, the bytes kept from `storage` are left as they were (those added are 0):
  /// for a caller that clears what it reads itself.
  package init(width: Int, height: Int, reusing storage: inout [UInt8], clearing: Bool = true) {
    self.width = max(0, width)
    self.height = max(0, height)
    let count = self.width * self.height * 4
    var bytes: [UInt8] = []
    swap(&bytes, &storage)
    if bytes.count > count {
      bytes.removeLast(bytes.count - count)
    } else if bytes.count < count {
      bytes.append(contentsOf: repeatElement(0, count: count - bytes.count))
    }
    if clearing {
      bytes.withUnsafeMutableBytes { raw in
        if let base = raw.baseAddress { base.initializeMemory(as: UInt8.self, repeating: 0, count: raw.count) }
      }
    }
    self.storage = bytes
  }

  /// The pixel bytes, leaving the bitmap empty (0 × 0), so that the caller may hold the only
  /// reference to them and reuse their memory.
  package mutating func releaseStorage() -> [UInt8] {
    let bytes = storage
    self = Bitmap(width: 0, height: 0)
    return bytes
  }
}
