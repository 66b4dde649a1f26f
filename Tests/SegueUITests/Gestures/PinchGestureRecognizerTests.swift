import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct PinchGestureRecognizerTests {
  /// Two fingers 100 points apart spreading at 240 points per second, sampled at 60 Hz.
  private func spread(steps: Int, liftAtEnd: Bool) -> [TouchInput] {
    var inputs = [sample(.began, 150, 400, at: 0, finger: 0), sample(.began, 250, 400, at: 0, finger: 1)]
    for step in 1...steps {
      let t = Double(step) / 60
      let phase: Touch.Phase = liftAtEnd && step == steps ? .ended : .moved
      inputs.append(sample(.moved, 150 - 120 * t, 400, at: t, finger: 0))
      inputs.append(sample(phase, 250 + 120 * t, 400, at: t, finger: 1))
    }
    return inputs
  }

  @Test func theScaleIsTheSpreadOverTheInitialDistance() {
    let scene = GestureScene()
    let clock = VirtualClock()
    var trace: [(state: GestureRecognizer.State, t: Double, scale: Double, velocity: Double)] = []
    scene.content.addGestureRecognizer(
      PinchGestureRecognizer { trace.append(($0.state, clock.now, $0.scale, $0.velocity)) })
    for event in Dictionary(grouping: spread(steps: 10, liftAtEnd: true), by: \.timestamp).sorted(by: {
      $0.key < $1.key
    }) {
      clock.advance(to: event.key)
      scene.window.handle(event.value)
    }
    // The distance grows 4 points a frame: 112 at the third frame passes the 10-point hysteresis.
    // At the last frame one finger moves (changed) and the other lifts (ended).
    #expect(trace.map(\.state) == [.began] + Array(repeating: .changed, count: 7) + [.ended])
    #expect(trace.first?.t == 3.0 / 60)
    for entry in trace {
      #expect(abs(entry.scale - (100 + 240 * entry.t) / 100) < 1e-12)
      #expect(abs(entry.velocity - 2.4) < 1e-9)
    }
  }

  @Test func settingTheScaleMeasuresFromThere() {
    let scene = GestureScene()
    var scales: [Double] = []
    var velocities: [Double] = []
    scene.content.addGestureRecognizer(
      PinchGestureRecognizer { pinch in
        scales.append(pinch.scale)
        velocities.append(pinch.velocity)
        pinch.scale = 1
      })
    scene.window.handle(spread(steps: 4, liftAtEnd: false))
    // Began at 112 points; the next frame is at 116: a scale of 116/112, growing 240/112 a second.
    #expect(scales.count == 2)
    #expect(abs(scales[1] - 116.0 / 112) < 1e-12)
    #expect(abs(velocities[1] - 240.0 / 112) < 1e-9)
  }

  @Test func oneFingerIsNotAPinchAndAThirdIsIgnored() {
    let scene = GestureScene()
    let pinch = scene.attach(PinchGestureRecognizer(), as: "pinch")
    scene.window.handle(drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 200), steps: 4))
    #expect(!scene.log.entries.contains { $0.hasPrefix("pinch") })
    scene.send(
      sample(.began, 150, 400, at: 1, finger: 0), sample(.began, 250, 400, at: 1, finger: 1),
      sample(.began, 200, 500, at: 1, finger: 2))
    #expect(pinch.numberOfTouches == 2)
    scene.send(sample(.moved, 300, 400, at: 1.1, finger: 1), sample(.moved, 200, 700, at: 1.1, finger: 2))
    #expect(pinch.scale == 1.5)
    scene.send(sample(.ended, 300, 400, at: 1.2, finger: 1))
    #expect(scene.log.entries.suffix(2) == ["view cancelled 0,1", "pinch ended"])
  }

  @Test func liftingBothFingersBeforeTheHysteresisFails() {
    let scene = GestureScene()
    scene.attach(PinchGestureRecognizer(), as: "pinch")
    scene.send(sample(.began, 150, 400, at: 0, finger: 0), sample(.began, 250, 400, at: 0, finger: 1))
    scene.send(sample(.moved, 255, 400, at: 0.1, finger: 1))
    scene.send(sample(.ended, 150, 400, at: 0.2, finger: 0), sample(.ended, 255, 400, at: 0.2, finger: 1))
    #expect(scene.log.entries == ["view began 0,1", "view moved 1", "view ended 0,1"])
  }
}
