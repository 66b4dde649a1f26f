import SegueGeometry
import SegueTransitions
import SegueUI

/// The coloured tab bar of the view-controller-containers article: red, green and blue pages
/// whose tab titles are their colour components as the article computes them, and the app
/// delegate as the tab bar's delegate vending the vertical slide (the new page from the top,
/// the old one down, 0.5 s). The script taps the second tab, the third, then the first.
@MainActor
final class ColoredTabsApp: DemoApp, TabBarControllerDelegate {
  let tabs = TabBarController()

  init(size: Size) {
    let colors: [(String, Color)] = [("255 0 0", .red), ("0 255 0", .green), ("0 0 255", .blue)]
    tabs.viewControllers = colors.map { title, color in DemoPage(title: title, color: color) }
    tabs.title = "Tabs"
    tabs.delegate = self
  }

  var rootViewController: ViewController { tabs }

  var script: [DemoStep] {
    [1, 2, 0].flatMap { tab -> [DemoStep] in [.wait(0.4), .tap(tab: tab, of: tabs.tabBar), .wait(0.6)] }
  }

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    VerticalSlideAnimator()
  }
}
