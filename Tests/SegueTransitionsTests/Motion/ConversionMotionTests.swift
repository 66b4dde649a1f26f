import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueTesting
import SegueTransitions
import SegueUI
import Testing

/// A pop asked for while a library push plays starts where the push left the screen: the
/// recording across the conversion shows no pop, snap or hitch (``MotionCheck``).
///
/// Not for VCTransitionsLibrary's cards and portal, whose reversed motion is another motion by
/// the library's design (cards: the top card drops off instead of the new one sliding back
/// down; portal: both ways ease out): no progress of the pop shows what the push showed, and
/// their conversions change motion there (see ``ProgressMirroring``).
@MainActor
@Suite struct ConversionMotionTests {
  /// Vends one catalog transition for pushes, reversed for pops.
  private final class Vending: NavigationControllerDelegate {
    let transition: CatalogTransition

    init(_ transition: CatalogTransition) {
      self.transition = transition
    }

    func navigationController(
      _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
      from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
      transition.animator(reversed: operation == .pop)
    }
  }

  /// The library's transitions whose reverse plays the same motion backwards.
  nonisolated private static let mirrored = TransitionCatalog.all.map(\.name).filter {
    !["cards", "portal"].contains($0)
  }

  @Test(arguments: mirrored, [0.3, 0.6])
  func aPopDuringALibraryPushStartsWhereThePushWas(name: String, interruptedAt fraction: Double) throws {
    let transition = try #require(TransitionCatalog.all.first { $0.name == name })
    let navigation = NavigationController(rootViewController: Page("Root", Color(red: 0.2, green: 0.4, blue: 0.9)))
    let delegate = Vending(transition)
    navigation.delegate = delegate
    let stage = WindowStage(root: navigation)
    let renderer = OffscreenRenderer(for: stage.window)
    stage.application.renderer = renderer
    var check = MotionCheck()
    func record() {
      stage.step()
      check.append(renderer.frame, at: stage.clock.now)
    }
    navigation.pushViewController(Page("Top", Color(red: 0.95, green: 0.55, blue: 0.15)), animated: true)
    for _ in 0..<Int(fraction * transition.defaultDuration * 60) { record() }
    navigation.popViewController(animated: true)
    let popStart = check.changes.count
    for _ in 0..<240 where navigation.children.contains(where: { $0.transitionCoordinator != nil }) { record() }
    record()
    #expect(check.changes.count - popStart > 3, "the pop played over several frames")
    #expect(check.problems.isEmpty, "\(name) at \(fraction): \(check.problems)")
    #expect(navigation.viewControllers.count == 1 && navigation.children.count == 1)
  }
}
