import SegueGeometry
import SegueTransitions
import SegueUI

/// The view controllers of one whole app, as apps nest containers: a tab bar controller of a
/// navigation stack ("home" at its root), the objc.io custom container of three pages and a
/// plain page. The tab bar's delegate switches at once, vends Health Beat's slide (or a library
/// transition), or is Health Beat's interactive transition with its edge pans.
@MainActor
final class AppTree {
  /// Who decides how the tab bar controller switches tabs.
  enum TabStyle: CaseIterable, CustomStringConvertible {
    /// No animator: switches happen at once.
    case atOnce
    /// ``SlidingTabsDelegate`` vends ``TabSlideAnimator``.
    case slide
    /// ``TabInteractiveTransition`` is the delegate: the slide, driven by edge pans on the tabs.
    case healthBeat

    var description: String {
      switch self {
      case .atOnce: "at once"
      case .slide: "slide"
      case .healthBeat: "Health Beat pans"
      }
    }
  }

  let tabs = TabBarController()
  let home: Page
  let navigation: NavigationController
  let containerPages: [Page]
  let container: ContainerViewController
  let plain: Page
  let slidingDelegate = SlidingTabsDelegate()
  private(set) var interactiveTabs: TabInteractiveTransition?

  /// A new tree whose names end in `suffix` (so that trees of one test tell apart), switching
  /// tabs in `style`; `library`, when given, is the delegate of the navigation controller, the
  /// custom container and, in the slide style, the tab bar controller.
  init(style: TabStyle, suffix: String = "", library: LibraryDelegate? = nil) {
    home = Page("home" + suffix)
    navigation = NavigationController(rootViewController: home)
    navigation.title = "navigation" + suffix
    containerPages = (0..<3).map { Page("c\($0)" + suffix) }
    container = ContainerViewController(viewControllers: containerPages)
    container.title = "container" + suffix
    plain = Page("plain" + suffix)
    tabs.title = "tabs" + suffix
    tabs.viewControllers = [navigation, container, plain]
    navigation.delegate = library
    container.delegate = library
    switch style {
    case .atOnce:
      slidingDelegate.animates = false
      tabs.delegate = slidingDelegate
    case .slide:
      tabs.delegate = library ?? slidingDelegate
    case .healthBeat:
      interactiveTabs = TabInteractiveTransition(tabBarController: tabs)
    }
  }
}
