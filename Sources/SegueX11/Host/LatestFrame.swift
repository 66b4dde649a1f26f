import Glibc
import SegueImage
import Synchronization

/// The newest frame the drawing thread finished, waiting for the main actor to show it; a frame
/// not shown before the next one finishes is dropped, so the window always shows the newest.
///
/// Each frame put also writes a byte to a pipe whose reading end (``wakeDescriptor``) the host
/// waits on beside the X connection, so that a finished frame is shown at once rather than at
/// the next frame's turn.
final class LatestFrame: Sendable {
  private let slot = Mutex<(bitmap: Bitmap, time: Double)?>(nil)
  /// The pipe's reading and writing ends (both non-blocking), or −1 when none could be made
  /// (the host then shows frames at its next turn).
  private let pipe: (read: Int32, write: Int32)

  /// An empty slot with its pipe.
  init() {
    var ends: [Int32] = [-1, -1]
    if Glibc.pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    } else {
      ends = [-1, -1]
    }
    pipe = (ends[0], ends[1])
  }

  deinit {
    if pipe.read >= 0 { close(pipe.read) }
    if pipe.write >= 0 { close(pipe.write) }
  }

  /// The descriptor that becomes readable when a frame is put.
  var wakeDescriptor: Int32 { pipe.read }

  /// Keeps `bitmap`, drawn for `time`, in place of a frame still waiting, and wakes the host.
  func put(_ bitmap: Bitmap, time: Double) {
    slot.withLock { $0 = (bitmap, time) }
    var byte: UInt8 = 1
    if pipe.write >= 0 { _ = write(pipe.write, &byte, 1) }
  }

  /// The frame waiting, if any, which no longer waits; empties the pipe.
  func take() -> (bitmap: Bitmap, time: Double)? {
    var bytes = [UInt8](repeating: 0, count: 64)
    if pipe.read >= 0 { while read(pipe.read, &bytes, bytes.count) > 0 {} }
    return slot.withLock { slot in
      defer { slot = nil }
      return slot
    }
  }
}
