import CX11
import CX11Support
import Glibc
import SegueImage

/// The X image a window's frames are uploaded through: in a shared memory segment the server
/// reads directly (MIT-SHM) when it offers that extension and can attach the segment (a server
/// on the same machine), otherwise in memory of the process sent over the connection
/// (`XPutImage`).
struct FrameImage {
  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int
  /// Whether the pixels are in shared memory.
  let isShared: Bool
  private let image: UnsafeMutablePointer<XImage>
  private let segment: UnsafeMutablePointer<XShmSegmentInfo>?

  /// A `width` × `height` image for `visual` at `depth`, shared when `sharedMemory` allows and
  /// the server can.
  init(
    display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int, height: Int,
    sharedMemory: Bool
  ) {
    self.width = width
    self.height = height
    if sharedMemory, XShmQueryExtension(display) != 0,
      let shared = Self.sharedImage(display: display, visual: visual, depth: depth, width: width, height: height)
    {
      image = shared.image
      segment = shared.segment
      isShared = true
      return
    }
    let data = calloc(width * height, 4)!.assumingMemoryBound(to: CChar.self)
    // XCreateImage only records the buffer; XDestroyImage frees it with free().
    image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, data, UInt32(width), UInt32(height), 32, 0)!
    segment = nil
    isShared = false
  }

  /// Copies `bitmap` (as large as the image) into the image's pixels.
  func fill(from bitmap: Bitmap) {
    let pixels = UnsafeMutableRawPointer(image.pointee.data!).assumingMemoryBound(to: UInt32.self)
    PixelConversion.convert(bitmap, into: pixels)
  }

  /// Draws the whole image into `window` with `context`; a shared image asks for a completion
  /// event, after which it may be written again.
  func put(display: OpaquePointer, window: Window, context: GC) {
    if isShared {
      _ = XShmPutImage(display, window, context, image, 0, 0, 0, 0, UInt32(width), UInt32(height), 1)
    } else {
      _ = XPutImage(display, window, context, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
    }
  }

  /// Frees the image, its pixels and its segment.
  func release(display: OpaquePointer) {
    if let segment {
      _ = XShmDetach(display, segment)
      _ = XSync(display, 0)
      _ = shmdt(segment.pointee.shmaddr)
      image.pointee.data = nil
      segment.deallocate()
    }
    _ = image.pointee.f.destroy_image(image)
  }

  /// A shared image, or `nil` when the segment cannot be made or attached.
  private static func sharedImage(
    display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int, height: Int
  ) -> (image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>)? {
    let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    segment.initialize(to: XShmSegmentInfo())
    guard
      let image = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, segment, UInt32(width), UInt32(height))
    else {
      segment.deallocate()
      return nil
    }
    let bytes = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
    let id = shmget(IPC_PRIVATE, bytes, IPC_CREAT | 0o600)
    guard id >= 0, image.pointee.bytes_per_line == Int32(width * 4), let address = shmat(id, nil, 0),
      address != UnsafeMutableRawPointer(bitPattern: -1)
    else {
      if id >= 0 { _ = shmctl(id, IPC_RMID, nil) }
      _ = image.pointee.f.destroy_image(image)
      segment.deallocate()
      return nil
    }
    segment.pointee.shmid = id
    segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
    segment.pointee.readOnly = 0
    image.pointee.data = segment.pointee.shmaddr
    let attached = segue_attach_shared_memory(display, segment)
    // Marked for removal now, the segment goes away with the last process attached to it,
    // even if this one is killed.
    _ = shmctl(id, IPC_RMID, nil)
    guard attached else {
      _ = shmdt(address)
      image.pointee.data = nil
      _ = image.pointee.f.destroy_image(image)
      segment.deallocate()
      return nil
    }
    return (image, segment)
  }
}
