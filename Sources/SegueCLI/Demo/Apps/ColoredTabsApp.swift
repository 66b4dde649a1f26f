import SegueGeometry
import SegueTransitions
import SegueUI

/// The coloured tab bar of the view-controller-containers article: red, green and blue pages
/// whose tab titles are their colour components as the article computes them, and the app
/// delegate as the tab bar's delegate vending the vertical slide (the new page from the top,
/// the old one down, 0.5 s). The script taps the second tab, the third, then the first.
///
/// The article's `redColor`, `greenColor` and `blueColor` are drawn as the platform's system
/// red, green and blue, which its apps show for those names today, with light titles on the
/// blue page: pure primaries read as a test pattern, and dark text on pure blue is hard to read.
@MainActor
final class ColoredTabsApp: DemoApp, TabBarControllerDelegate {
  let tabs = TabBarController()

  init(size: Size) {
    let colors = [
      Color(red: 1, green: 59 / 255, blue: 48 / 255), Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255),
      Color(red: 0, green: 122 / 255, blue: 1),
    ]
    tabs.viewControllers = colors.map { color in DemoPage(title: Self.title(of: color), color: color) }
    tabs.title = "Tabs"
    tabs.delegate = self
  }

  var rootViewController: ViewController { tabs }

  /// The article's title for a page: its colour's red, green and blue components from 0 to 255.
  static func title(of color: Color) -> String {
    [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: " ")
  }

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
