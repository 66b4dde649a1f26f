import SegueGeometry
import SegueMotion
import Testing

@testable import SegueRender

/// Layer trees far deeper than any interface are walked without recursion: a chain of 2,000
/// empty layers (whose drawing overflowed a test thread's stack at about 350 levels) snapshots,
/// renders and casts like the two layers that do the drawing.
@MainActor
@Suite struct DeepTreeTests {
  /// `depth` empty layers between the root and a translucent group holding a green square; the
  /// group sits `groupDepth` levels down.
  private func chain(depth: Int, groupDepth: Int) -> Layer {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 16, height: 16))
    var leaf = root
    for level in 0..<depth {
      let layer = Layer(frame: Rect(x: 0, y: 0, width: 16, height: 16))
      if level == groupDepth {
        layer.opacity = 0.5
        layer.backgroundColor = .red
      }
      leaf.addSublayer(layer)
      leaf = layer
    }
    let square = Layer(frame: Rect(x: 4, y: 4, width: 8, height: 8))
    square.backgroundColor = .green
    leaf.addSublayer(square)
    return root
  }

  @Test func aChainTwoThousandLayersDeepDrawsLikeAShallowOne() {
    let deep = chain(depth: 2_000, groupDepth: 1_000)
    let shallow = chain(depth: 1, groupDepth: 0)
    let compositor = Compositor()
    let expected = compositor.render(shallow.renderTree(at: 0), width: 16, height: 16)
    #expect(expected[8, 8] != expected[0, 0])
    #expect(compositor.render(deep.renderTree(at: 0), width: 16, height: 16) == expected)
    #expect(compositor.render(deep.modelTree(), width: 16, height: 16) == expected)
    let frame = PresentationFrame(root: deep)
    frame.update(at: 0)
    #expect(compositor.render(frame.renderTree(), width: 16, height: 16) == expected)
    #expect(
      Compositor.snapshot(of: deep.renderTree(at: 0), scale: 2)
        == Compositor.snapshot(of: shallow.renderTree(at: 0), scale: 2))
  }
}
