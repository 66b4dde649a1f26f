import RealModule
import SegueGeometry
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct RotationGestureRecognizerTests {
  /// Two fingers 50 points either side of (200, 400) turning clockwise on screen at `rate`
  /// radians per second, sampled at 60 Hz, lifting at the last step.
  private func turn(rate: Double, steps: Int) -> [TouchInput] {
    (0...steps).flatMap { step -> [TouchInput] in
      let t = Double(step) / 60
      let angle = rate * t
      let dx = 50 * Double.cos(angle)
      let dy = 50 * Double.sin(angle)
      let phase: Touch.Phase = step == 0 ? .began : step == steps ? .ended : .moved
      return [sample(phase, 200 - dx, 400 - dy, at: t, finger: 0), sample(phase, 200 + dx, 400 + dy, at: t, finger: 1)]
    }
  }

  @Test func theRotationIsTheTurnSinceTheFingersLanded() {
    let scene = GestureScene()
    var trace: [(state: GestureRecognizer.State, rotation: Double, velocity: Double)] = []
    scene.content.addGestureRecognizer(RotationGestureRecognizer { trace.append(($0.state, $0.rotation, $0.velocity)) })
    scene.window.handle(turn(rate: 2, steps: 120))
    // 2/60 radians a frame: the third frame (0.1 rad) passes the 5° threshold.
    #expect(trace.count == 118)
    #expect(trace.first?.state == .began && trace.last?.state == .ended)
    for (index, entry) in trace.enumerated() {
      #expect(abs(entry.rotation - 2 * Double(index + 3) / 60) < 1e-9)
      #expect(abs(entry.velocity - 2) < 1e-9)
    }
    // Four radians: the turn accumulates past π.
    #expect(abs(trace.last!.rotation - 4) < 1e-9)
  }

  @Test func anticlockwiseIsNegativeAndSettingTheRotationRebasesIt() {
    let scene = GestureScene()
    var rotations: [Double] = []
    scene.content.addGestureRecognizer(
      RotationGestureRecognizer { rotation in
        rotations.append(rotation.rotation)
        rotation.rotation = 0
      })
    scene.window.handle(turn(rate: -3, steps: 5))
    #expect(rotations.count == 4)
    #expect(abs(rotations[0] + 0.1) < 1e-12)
    #expect(rotations.dropFirst().allSatisfy { abs($0 + 0.05) < 1e-12 })
  }

  @Test func fingersThatDoNotTurnFail() {
    let scene = GestureScene()
    scene.attach(RotationGestureRecognizer(), as: "rotation")
    scene.window.handle(turn(rate: 0.5, steps: 4))
    #expect(!scene.log.entries.contains { $0.hasPrefix("rotation") })
  }
}
