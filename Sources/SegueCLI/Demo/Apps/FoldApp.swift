import SegueGeometry
import SegueTransitions
import SegueUI

/// The interactive tab bar transition of the paper-fold article: the app delegate is the tab
/// bar's delegate, vending the paper fold (reversed towards later tabs) and, while a swipe is
/// in progress, the horizontal swipe interaction controller wired to the tab being shown. The
/// script swipes to the next tab (finishes), swipes back only a little (cancelled), and taps
/// the third tab.
@MainActor
final class FoldApp: DemoApp, TabBarControllerDelegate {
  let tabs = TabBarController()
  private let swipe = HorizontalSwipeInteractionController()

  init(size: Size) {
    let pages = ["Library", "Settings", "About"].enumerated().map { index, title in
      DemoPage(title: title, color: DemoPage.palette[index + 2], detail: "swipe left or right")
    }
    tabs.viewControllers = pages
    tabs.title = "FoldTabs"
    tabs.delegate = self
    swipe.wire(to: pages[0], for: .tab)
  }

  var rootViewController: ViewController { tabs }

  var script: [DemoStep] {
    [
      .wait(0.4),
      .pan("right to left, far", from: Point(x: 0.85, y: 0.5), to: Point(x: 0.15, y: 0.5), seconds: 0.6),
      .wait(1.4),
      .pan("left to right, a little", from: Point(x: 0.3, y: 0.5), to: Point(x: 0.45, y: 0.5), seconds: 0.4),
      .wait(1.2),
      .tap(tab: 2, of: tabs.tabBar), .wait(1.4),
    ]
  }

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    let children = tabBarController.viewControllers ?? []
    let fromIndex = children.firstIndex { $0 === fromVC } ?? 0
    let toIndex = children.firstIndex { $0 === toVC } ?? 0
    swipe.wire(to: toVC, for: .tab)
    return PaperFoldAnimator(reverse: fromIndex < toIndex)
  }

  func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    swipe.interactionInProgress ? swipe : nil
  }
}
