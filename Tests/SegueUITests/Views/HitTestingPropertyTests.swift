import PropertyBased
import SegueGeometry
import SegueUI
import Testing

@MainActor
@Suite struct HitTestingPropertyTests {
  /// Builds a random tree of up to 12 views from `u` (values in 0...1): frames, rotations,
  /// hidden, alpha and interaction flags.
  private func makeTree(_ u: [Double]) -> (root: View, all: [View]) {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    var all = [root]
    var index = 0
    func next() -> Double {
      defer { index += 1 }
      return u[index % u.count]
    }
    for _ in 0..<12 {
      let parent = all[Int(next() * Double(all.count)) % all.count]
      let view = View(
        frame: Rect(x: next() * 200 - 20, y: next() * 200 - 20, width: 10 + next() * 150, height: 10 + next() * 150))
      view.transform = AffineTransform(rotationAngle: next() * 2 - 1)
      view.isHidden = next() < 0.1
      view.alpha = next() < 0.1 ? 0.005 : 1
      view.isUserInteractionEnabled = next() >= 0.1
      parent.addSubview(view)
      all.append(view)
    }
    return (root, all)
  }

  @Test func theHitViewContainsThePointAndEveryViewOnTheWayIsHittable() async {
    await propertyCheck(input: Gen.double(in: 0...1).array(of: 100)) { (u: [Double]) in
      let (root, _) = makeTree(u)
      for probe in 0..<20 {
        let point = Point(x: u[probe] * 320 - 10, y: u[99 - probe] * 320 - 10)
        guard let hit = root.hitTest(point, with: nil) else {
          #expect(!root.bounds.contains(point))
          continue
        }
        var view: View? = hit
        while let current = view {
          #expect(current.point(inside: root.convert(point, to: current), with: nil))
          #expect(!current.isHidden && current.alpha >= 0.01 && current.isUserInteractionEnabled)
          view = current.superview
        }
        #expect(hit.isDescendant(of: root))
      }
    }
  }

  @Test func noHittableSubviewOfTheHitViewContainsThePoint() async {
    await propertyCheck(input: Gen.double(in: 0...1).array(of: 100)) { (u: [Double]) in
      let (root, _) = makeTree(u)
      for probe in 0..<20 {
        let point = Point(x: u[probe] * 320 - 10, y: u[99 - probe] * 320 - 10)
        guard let hit = root.hitTest(point, with: nil) else { continue }
        let local = root.convert(point, to: hit)
        for subview in hit.subviews {
          #expect(subview.hitTest(hit.convert(local, to: subview), with: nil) == nil)
        }
      }
    }
  }
}
