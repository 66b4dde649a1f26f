import SegueMotion
import Testing

@MainActor
@Suite struct LayerTimeTests {
  @Test func localTimeAppliesTheFormulaAtEveryLevel() {
    let root = Layer()
    root.beginTime = 1
    root.speed = 2
    let child = Layer()
    child.timeOffset = 3
    child.speed = 0.5
    root.addSublayer(child)
    // root: (10 − 1) · 2 = 18; child: 18 · 0.5 + 3 = 12.
    #expect(root.localTime(atAbsolute: 10) == 18)
    #expect(child.localTime(atAbsolute: 10) == 12)
  }

  @Test func convertTimeBetweenLayersRoundTrips() {
    let root = Layer()
    let a = Layer()
    a.beginTime = 2
    a.speed = 4
    let b = Layer()
    b.timeOffset = -1
    b.speed = 0.25
    root.addSublayer(a)
    root.addSublayer(b)
    for t in stride(from: -3.0, through: 7.0, by: 0.5) {
      let inB = b.convertTime(t, from: a)
      #expect(abs(a.convertTime(inB, from: b) - t) < 1e-12)
      #expect(abs(b.convertTime(t, to: nil) - b.absoluteTime(atLocal: t)) < 1e-12)
    }
  }

  @Test func pausedLayerFreezesAtItsTimeOffset() {
    let layer = Layer()
    layer.speed = 0
    layer.timeOffset = 0.35
    #expect(layer.localTime(atAbsolute: 0) == 0.35)
    #expect(layer.localTime(atAbsolute: 100) == 0.35)
    #expect(layer.absoluteTime(atLocal: 0.35).isNaN)
  }

  @Test func qa1673PauseAndResume() {
    let layer = Layer()
    // Pause at absolute 10.
    let paused = layer.convertTime(10, from: nil)
    layer.speed = 0
    layer.timeOffset = paused
    #expect(layer.localTime(atAbsolute: 12) == 10)
    // Resume at absolute 13.
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(13, from: nil) - pausedTime
    #expect(layer.beginTime == 3)
    #expect(layer.localTime(atAbsolute: 13) == 10)
    #expect(layer.localTime(atAbsolute: 14) == 11)
  }

  @Test func layerWithDurationRepeatsItsChildrensTime() {
    let layer = Layer()
    layer.duration = 1
    layer.repeatCount = 2
    layer.autoreverses = true
    #expect(layer.localTime(atAbsolute: 0.25) == 0.25)
    #expect(layer.localTime(atAbsolute: 1.25) == 0.75)
    // Segue's choice: a layer's time is clamped outside its active period.
    #expect(layer.localTime(atAbsolute: 10) == 0)
    #expect(layer.localTime(atAbsolute: -1) == 0)
  }
}
