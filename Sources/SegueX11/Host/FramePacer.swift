/// When a ``WindowHost`` runs its frames: at a steady pace, brought forward by input.
///
/// Frames are due every ``interval`` seconds. Input waiting to be shown (pointer movement, keys)
/// brings the next frame forward, to as soon as three quarters of an interval after the last one began, and
/// the pace goes on from there: under a drag the frames fall in step with the pointer's events,
/// so movement waits for compositing alone rather than up to a whole interval for the next tick,
/// at no more than 4/3 of the steady rate. A pacer that falls behind starts again from now
/// rather than running frames back to back to catch up. Times are seconds on any one clock.
struct FramePacer {
  /// The seconds between frames at the steady pace.
  let interval: Double
  /// When the next frame is due without movement.
  private(set) var due: Double
  /// When the last frame began.
  private var lastStart = -Double.infinity

  /// A pacer of `framesPerSecond` (at least 1) whose first frame is due at `start`.
  init(framesPerSecond: Int, start: Double) {
    interval = 1 / Double(max(1, framesPerSecond))
    due = start
  }

  /// The earliest a frame may begin while movement waits.
  private var earliest: Double { lastStart + interval * 0.75 }

  /// Whether a frame should begin at `now`, with input waiting to be shown or not.
  func isDue(at now: Double, inputWaiting: Bool) -> Bool {
    now >= due || (inputWaiting && now >= earliest)
  }

  /// The seconds from `now` until a frame is due, if nothing else arrives.
  func wait(at now: Double, inputWaiting: Bool) -> Double {
    max(0, (inputWaiting ? min(due, earliest) : due) - now)
  }

  /// Notes that a frame began at `now`, sets when the next is due, and returns the seconds it
  /// stands for: those since the last frame began, at most an interval (so that an app on a
  /// virtual clock moves at its real pace when frames come early, and slows down rather than
  /// skips when they come late).
  mutating func began(at now: Double) -> Double {
    let step = min(interval, now - lastStart)
    due = now < due ? now + interval : due + interval
    if due <= now { due = now + interval }
    lastStart = now
    return step
  }
}
