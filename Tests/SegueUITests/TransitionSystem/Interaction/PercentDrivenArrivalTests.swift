import PropertyBased
import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// The frames around the end of a percent-driven transition's rest: whatever the clock's
/// rounding, the views move steadily to where the interaction's end sends them, the animator
/// completes in the frame they arrive, and no frame shows the far end of a cancelled
/// transition (the animator's model values, before its completion undoes them).
@MainActor
@Suite struct PercentDrivenArrivalTests {
  /// One frame's positions and whether the animator had completed by then.
  private struct Shown {
    let fromX: Double
    let toX: Double
    let completed: Bool
  }

  /// Runs slides of `duration` in one container, each after `delay` seconds of frames, scrubbed
  /// to `progress` and ended (`finish` for the last, cancel for the ones before: each gives the
  /// container's layer time an offset of its own), and records every frame of the last one
  /// from its end until a few frames after it completes.
  private func run(transitions: Int, delay: Double, duration: Double, progress: Double, finish: Bool) -> [Shown] {
    let stage = TransitionStage()
    var frames: [Shown] = []
    for index in 0..<transitions {
      let isLast = index == transitions - 1
      stage.run(until: stage.clock.now + delay)
      let animator = SlideAnimator()
      animator.duration = duration
      let (interaction, _) = stage.startInteractive(animator, at: progress)
      stage.step()
      if finish, isLast { interaction.finish() } else { interaction.cancel() }
      var after = 0
      while after < 3, frames.count < 600 {
        stage.step()
        let completed = !animator.endedWith.isEmpty
        if isLast {
          frames.append(Shown(fromX: stage.shownX(stage.a.view), toX: stage.shownX(stage.b.view), completed: completed))
        }
        if completed { after += 1 }
      }
    }
    return frames
  }

  @Test func theRestMovesSteadilyAndCompletesInTheFrameItArrives() async {
    await propertyCheck(input: Gen.double(in: 0...1).array(of: 5)) { (u: [Double]) in
      let transitions = 1 + Int(u[4] * 3.999)
      let delay = 3 * u[0]
      let duration = [0.25, 0.3, 0.35, 1.0 / 3, 0.5, 0.7][Int(u[1] * 5.999)]
      let progress = 0.05 + 0.9 * u[2]
      let finish = u[3] < 0.5
      let frames = run(transitions: transitions, delay: delay, duration: duration, progress: progress, finish: finish)
      let fromEnd = finish ? -300.0 : 0
      let context =
        "\(transitions) transitions, delay \(delay), duration \(duration), progress \(progress), finish \(finish)"
      // Towards the end only, while the transition runs: a frame at the other end is a flash of
      // the model values. (A cancelled transition's view B leaves the container at the end.)
      let running = frames.prefix { !$0.completed }
      for (before, next) in zip(running, running.dropFirst()) {
        let fromStep = (next.fromX - before.fromX) * (finish ? -1 : 1)
        let toStep = (next.toX - before.toX) * (finish ? -1 : 1)
        #expect(fromStep >= -1e-9 && toStep >= -1e-9, "\(context)")
      }
      if let last = running.last { #expect(!isClose(last.fromX, fromEnd, tolerance: 1e-9), "\(context)") }
      let completed = frames.firstIndex(where: \.completed)
      #expect(completed.map { isClose(frames[$0].fromX, fromEnd, tolerance: 1e-9) } == true, "\(context)")
    }
  }
}
