import SegueGeometry
import SegueUI

/// The Health Beat app's interactive tab switch (`TabInteractiveTransition`): a percent-driven
/// interaction controller that is also the tab bar controller's delegate, vending
/// ``TabSlideAnimator`` and driving it with screen-edge pans on the children's views.
///
/// As the article writes it: the first child gets a pan from the right edge (to the next tab),
/// the last one from the left edge (to the previous tab), those in between both; when a pan
/// begins the controller becomes interactive and selects the neighbour; the progress is the
/// finger's horizontal travel towards that neighbour over the tab bar controller's width,
/// clamped to 0 … 1 (unchanged while the travel in the tab bar controller's view is not a
/// number, which it is while another transition turns that view edge-on); a pan that ends past
/// half finishes, otherwise (or cancelled) the switch is cancelled, at completion speed 0.5. A
/// tap on the tab bar gets the slide without interaction. Segue's choices where the article is
/// silent (it asserts instead): a pan begins only towards an existing neighbour, and a tab bar
/// controller with fewer than two children gets no pans; no pan begins mid-switch, as the
/// sliding views ignore touches. The tab bar controller's delegate is weak: keep this object
/// alive, as the article does.
@MainActor
public final class TabInteractiveTransition: PercentDrivenInteractiveTransition, TabBarControllerDelegate,
  GestureRecognizerDelegate
{
  /// The article's progress past which a released pan finishes the switch.
  public static let finishThreshold = 0.5
  /// The article's completion speed once the finger lifts.
  public static let completionSpeedAfterPan = 0.5

  /// The tab bar controller whose switches this object drives.
  public private(set) weak var parent: TabBarController?
  /// Whether a pan drives the switch under way; the object is the interaction controller only
  /// then.
  public private(set) var isInteractive = false
  private var recognizers: [ScreenEdgePanGestureRecognizer] = []
  /// The direction the pan that began the switch moved in.
  private var panDirection = Vector(dx: -1, dy: 0)

  /// The direction the edge pan moved in: a touch may catch the switch a release let go (no
  /// pan begins mid-switch, as the sliding views ignore touches).
  public override var catchDirection: Vector? { panDirection }

  /// Becomes `tabBarController`'s delegate and installs the pans on its children's views.
  public init(tabBarController: TabBarController) {
    parent = tabBarController
    super.init()
    tabBarController.delegate = self
    installGestureRecognizers()
  }

  /// Removes the pans from the children's views.
  isolated deinit {
    for recognizer in recognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
  }

  /// Replaces the pans this object installed with the article's ones for the tab bar
  /// controller's current children (loading their views); call it after changing them.
  public func installGestureRecognizers() {
    for recognizer in recognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
    recognizers = []
    guard let children = parent?.viewControllers else { return }
    for (index, child) in children.enumerated() {
      if index < children.count - 1 { install(.right, on: child) }
      if index > 0 { install(.left, on: child) }
    }
  }

  /// A ``TabSlideAnimator`` for every switch.
  public func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
    to toVC: ViewController
  ) -> (any AnimatedTransitioning)? {
    TabSlideAnimator()
  }

  /// This object while a pan drives the switch, else `nil` (a tap runs the slide on its own).
  public func tabBarController(
    _ tabBarController: TabBarController, interactionControllerFor animationController: any AnimatedTransitioning
  ) -> (any InteractiveTransitioning)? {
    isInteractive ? self : nil
  }

  /// Lets a pan begin only towards an existing neighbour (the children may have changed since
  /// the pans were installed).
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let parent, let recognizer = gestureRecognizer as? ScreenEdgePanGestureRecognizer,
      let current = parent.viewControllers?.firstIndex(where: { $0 === parent.selectedViewController })
    else { return false }
    return parent.viewControllers?.indices.contains(current + step(of: recognizer)) == true
  }

  private func install(_ edge: RectEdges, on child: ViewController) {
    let recognizer = ScreenEdgePanGestureRecognizer(edges: edge)
    recognizer.minimumNumberOfTouches = 1
    recognizer.maximumNumberOfTouches = 1
    recognizer.delegate = self
    recognizer.addTarget(self, action: TabInteractiveTransition.pan)
    child.view.addGestureRecognizer(recognizer)
    recognizers.append(recognizer)
  }

  /// +1 (the next tab) for a pan from the right edge, −1 for one from the left.
  private func step(of recognizer: ScreenEdgePanGestureRecognizer) -> Int {
    recognizer.edges.contains(.right) ? 1 : -1
  }

  private func pan(_ recognizer: ScreenEdgePanGestureRecognizer) {
    guard let parent else { return }
    let step = step(of: recognizer)
    let width = parent.view.bounds.width
    let travel = -Double(step) * recognizer.translation(in: parent.view).x
    // Not a number when another transition turns the tab bar controller's view edge-on (a
    // full-screen presentation's flip): the progress stays.
    let fraction = travel / width
    let percent = width > 0 ? (fraction.isNaN ? percentComplete : min(max(fraction, 0), 1)) : 0
    switch recognizer.state {
    case .began:
      isInteractive = true
      panDirection = Vector(dx: -Double(step), dy: 0)
      parent.selectedIndex += step
    case .changed:
      update(percent)
    case .ended:
      // The lift's own sample counts: a finger that lifts a step further shows that step.
      if percent != percentComplete { update(percent) }
      completionSpeed = Self.completionSpeedAfterPan
      if percent > Self.finishThreshold { finish() } else { cancel() }
      isInteractive = false
    case .cancelled, .failed:
      completionSpeed = Self.completionSpeedAfterPan
      cancel()
      isInteractive = false
    case .possible:
      break
    }
  }
}
