import PropertyBased
import SegueGeometry
import SegueTesting
import SegueUI
import Testing

/// Any finite double, from its bits: whole numbers, tiny and huge exponents, subnormals, -0.
private let anyFiniteDouble = Gen<UInt64>.uint64().map { Double(bitPattern: $0) }.filter(\.isFinite)

@Suite struct GestureRecordingPropertyTests {
  /// Any recording that follows the format's rules reads back from its file exactly.
  @Test func writingAndReadingGivesTheSameRecording() async {
    await propertyCheck(
      input: Gen.int(in: 0...2).array(of: 0...40), Gen.int(in: 0...3).array(of: 40),
      Gen.double(in: 0...0.1).array(of: 40),
      anyFiniteDouble.array(of: 81), Gen.double(in: 1...4000).array(of: 2).optional()
    ) { (fingers: [Int], moves: [Int], steps: [Double], numbers: [Double], size: [Double]?) throws in
      var down: Set<Int> = []
      var time = numbers[80]
      let samples = fingers.enumerated().map { index, finger in
        let phase: Touch.Phase =
          down.contains(finger) ? [.moved, .stationary, .ended, .cancelled][moves[index]] : .began
        if phase == .began { down.insert(finger) } else if phase.isFinal { down.remove(finger) }
        time += steps[index]
        let location = Point(x: numbers[2 * index], y: numbers[2 * index + 1])
        return TouchInput(identifier: finger, location: location, phase: phase, timestamp: time)
      }
      let recording = GestureRecording(samples: samples, windowSize: size.map { Size(width: $0[0], height: $0[1]) })
      #expect(try GestureRecording.load(from: recording.jsonData()) == recording)
    }
  }
}
