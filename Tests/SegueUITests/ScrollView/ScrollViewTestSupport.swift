import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI

/// Records a scroll view's delegate calls, as "didScroll" or "didEndDragging true", with the
/// release's velocity, target, time and offset; may move the target, and may act on each call.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
  var calls: [String] = []
  var releaseVelocity: Point?
  var offeredTarget: Point?
  var releaseTime: Double?
  var releaseOffset: Point?
  var endTime: Double?
  /// Moves the target the scroll view offers, when set.
  var retarget: ((Point) -> Point)?
  /// Runs after each call is recorded, with the call and the scroll view, as an app's delegate acts.
  var onCall: ((String, ScrollView) -> Void)?
  private let clock: VirtualClock

  init(clock: VirtualClock) {
    self.clock = clock
  }

  /// The calls with runs of "didScroll" collapsed into one.
  var collapsedCalls: [String] {
    calls.reduce(into: []) { result, call in
      if call != "didScroll" || result.last != call { result.append(call) }
    }
  }

  /// Records `call`, then runs ``onCall`` with it.
  private func record(_ scrollView: ScrollView, _ call: String) {
    calls.append(call)
    onCall?(call, scrollView)
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) { record(scrollView, "didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { record(scrollView, "willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    record(scrollView, "willEndDragging")
    releaseVelocity = velocity
    offeredTarget = targetContentOffset
    releaseTime = clock.now
    releaseOffset = scrollView.contentOffset
    if let retarget { targetContentOffset = retarget(targetContentOffset) }
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    record(scrollView, "didEndDragging \(decelerate)")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { record(scrollView, "willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    record(scrollView, "didEndDecelerating")
    endTime = clock.now
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    record(scrollView, "didEndScrollingAnimation")
    endTime = clock.now
  }
}

/// A 300 × 400 scroll view of 300 × 2000 content at the top-left of a window, in an application
/// at 60 Hz on a virtual clock, with a recording delegate.
@MainActor
struct ScrollScene {
  let clock = VirtualClock()
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  let application: Application
  let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
  let recorder: ScrollRecorder

  init(contentSize: Size = Size(width: 300, height: 2000)) {
    application = Application(window: window, clock: clock)
    recorder = ScrollRecorder(clock: clock)
    scrollView.contentSize = contentSize
    scrollView.delegate = recorder
    window.addSubview(scrollView)
    application.runFrame()
  }

  /// A finger landing at `start` on the next frame and moving at `velocity` (points per second),
  /// one sample a frame for `frames` frames, then, when `hold` > 0, resting there that many
  /// frames; it lifts on the last frame when `lift`. The frames run.
  func drag(from start: Point, velocity: Point, frames: Int, hold: Int = 0, lift: Bool = true) {
    let interval = application.frameScheduler.frameDuration
    let t0 = clock.now + interval
    var inputs = [sample(.began, start.x, start.y, at: t0)]
    for frame in 1...(frames + hold) {
      let moving = Double(min(frame, frames)) * interval
      let phase: Touch.Phase = lift && frame == frames + hold ? .ended : .moved
      inputs.append(
        sample(phase, start.x + velocity.x * moving, start.y + velocity.y * moving, at: t0 + Double(frame) * interval))
    }
    application.enqueue(inputs)
    for _ in 0...(frames + hold) { application.step(clock) }
  }

  /// Runs frames until `seconds` more have passed.
  func run(for seconds: Double) {
    let end = clock.now + seconds - 1e-9
    while clock.now < end { application.step(clock) }
  }

  /// Runs frames until the delegate hears the motion end, at most `limit` seconds.
  func runUntilRest(limit: Double = 10) {
    let end = clock.now + limit
    while recorder.endTime == nil, clock.now < end { application.step(clock) }
  }

  /// The vertical offsets of the frames run until the delegate hears the motion end, at most
  /// `limit` seconds.
  func verticalOffsetsUntilRest(limit: Double = 10) -> [Double] {
    let end = clock.now + limit
    var offsets: [Double] = []
    while recorder.endTime == nil, clock.now < end {
      application.step(clock)
      offsets.append(scrollView.contentOffset.y)
    }
    return offsets
  }
}
