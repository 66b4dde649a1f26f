import SegueGeometry
import SegueImage
import SegueMotion
import Testing

@testable import SegueRender

/// Canvas buffers kept from one group or frame to the next never carry pixels over: a run of
/// frames through one compositor gives the bytes of each frame drawn by a new one, while the
/// store hands its buffers out again; and the store keeps only what its limits allow.
@MainActor
@Suite struct CanvasStoreTests {
  /// Cards large enough for the store (a group canvas of more than 64 KB), each with a shadow,
  /// a mask or group opacity; `step` moves, reshapes, fades or hides them.
  private func frame(_ step: Int, seed: Int) -> RenderLayer {
    var scenes = RandomScenes(seed: UInt64(seed) &+ 401)
    let root = Scenes.root(width: 200, height: 200)
    root.backgroundColor = scenes.color(opaque: true)
    for index in 0..<3 {
      let card = Layer(
        frame: Rect(
          x: scenes.value(0...60) + Double(step % 3) * 7, y: scenes.value(0...60) + Double(index) * 40,
          width: scenes.value(90...150) - Double(step % 4) * 9, height: scenes.value(60...110)))
      card.backgroundColor = scenes.color()
      card.cornerRadius = scenes.value(0...12)
      switch (index + step) % 3 {
      case 0:
        card.shadowOpacity = scenes.value(0.4...1)
        card.shadowOffset = Size(width: scenes.value(-4...4), height: scenes.value(-4...4))
        card.shadowRadius = scenes.value(1...5)
      case 1: card.masksToBounds = true
      default: card.opacity = scenes.value(0.2...0.9)
      }
      card.isHidden = (step + index) % 5 == 4
      let sublayer = Layer(frame: Rect(x: -6, y: 10, width: scenes.value(30...80), height: scenes.value(20...50)))
      sublayer.backgroundColor = scenes.color()
      card.addSublayer(sublayer)
      root.addSublayer(card)
    }
    return root.renderTree(at: 0)
  }

  @Test(arguments: 0..<12)
  func aRunOfFramesGivesTheBytesOfFreshOnes(seed: Int) {
    var kept = Compositor(scale: 1 + Double(seed % 2), background: .clear)
    kept.threads = 1 + seed % 2
    let size = 200 * (1 + seed % 2)
    for step in 0..<10 {
      let tree = frame(step, seed: seed)
      var fresh = Compositor(scale: kept.scale, background: .clear)
      fresh.threads = 1
      let expected = fresh.render(tree, width: size, height: size)
      let actual = kept.render(tree, width: size, height: size)
      let same = actual == expected
      #expect(same, "seed \(seed), frame \(step): the bytes differ from a fresh compositor's")
    }
    #expect(kept.canvasStore.keptBytes > 0, "seed \(seed): no buffer was kept")
  }

  @Test func aBufferComesBackClearedAndResized() {
    let store = CanvasStore()
    var used = Bitmap(width: 300, height: 200, filledWith: Bitmap.Pixel(red: 9, green: 8, blue: 7, alpha: 200))
    let address = used.bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    store.recycle(&used)
    #expect(used.isEmpty)
    #expect(store.keptBytes >= 300 * 200 * 4)
    let smaller = store.bitmap(width: 250, height: 100)
    let cleared = smaller == Bitmap(width: 250, height: 100)
    #expect(cleared, "a reused buffer kept pixels of its last canvas")
    #expect(store.keptBytes == 0, "the kept buffer was not handed out")
    #expect(
      smaller.bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address,
      "the kept buffer was copied rather than reused in place")
    var larger = Bitmap(width: 100, height: 200, filledWith: Bitmap.Pixel(red: 1, green: 1, blue: 1, alpha: 1))
    store.recycle(&larger)
    let grown = store.bitmap(width: 100, height: 260) == Bitmap(width: 100, height: 260)
    #expect(grown, "a buffer grown for a larger canvas kept pixels of its last one")
  }

  @Test func theStoreKeepsOnlyWhatItsLimitsAllow() {
    let store = CanvasStore()
    var small = Bitmap(width: 10, height: 10)
    store.recycle(&small)
    #expect(store.keptBytes == 0, "a buffer below the smallest kept size was kept")
    for _ in 0..<(CanvasStore.bufferLimit + 3) {
      var bitmap = Bitmap(width: 256, height: 256)
      store.recycle(&bitmap)
    }
    #expect(store.keptBytes <= CanvasStore.bufferLimit * (256 * 256 * 4 + 8192))
    for _ in 0..<8 {
      var bitmap = Bitmap(width: 2048, height: 2048)
      store.recycle(&bitmap)
    }
    #expect(store.keptBytes <= CanvasStore.byteBudget)
  }
}
