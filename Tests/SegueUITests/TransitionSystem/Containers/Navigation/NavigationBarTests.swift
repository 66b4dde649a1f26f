import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

@MainActor
@Suite struct NavigationBarTests {
  /// The labels in the bar showing `text`, front to back.
  private func labels(_ text: String, in stage: NavigationStage) -> [Label] {
    var found: [Label] = []
    func visit(_ view: View) {
      if let label = view as? Label, label.text == text { found.append(label) }
      for subview in view.subviews { visit(subview) }
    }
    visit(stage.navigation.navigationBar)
    return found
  }

  /// The label's frame and opacity as shown now, in the bar's coordinates.
  private func shown(_ label: Label, _ stage: NavigationStage) -> (midX: Double, alpha: Double) {
    let values = label.layer.presentation(at: stage.clock.now)
    var midX = values.position.x
    var ancestor = label.superview
    while let view = ancestor, view !== stage.navigation.navigationBar {
      let shown = view.layer.presentation(at: stage.clock.now)
      midX += shown.position.x - shown.bounds.width * shown.anchorPoint.x
      ancestor = view.superview
    }
    return (midX, values.opacity)
  }

  /// Queues a tap at `point` (window coordinates) at the next frame.
  private func tap(_ point: Point, _ stage: NavigationStage) {
    let t = stage.clock.now + stage.application.frameScheduler.frameDuration
    stage.application.enqueue([sample(.began, point.x, point.y, at: t), sample(.ended, point.x, point.y, at: t + 0.05)])
  }

  @Test func theBarShowsTheTopsTitleAndTheBackButtonTheTitleBelow() {
    let (stage, next) = NavigationStage.withTwoPages()
    let bar = stage.navigation.navigationBar
    #expect(bar.frame == Rect(x: 0, y: 0, width: 320, height: NavigationBar.standardHeight))
    #expect(bar.items.map(\.title) == ["root", "next"])
    #expect(bar.topItem === next.navigationItem && bar.backItem === stage.root.navigationItem)
    #expect(bar.shownTitles.title == "next" && bar.shownTitles.back == "root")
    #expect(next.view.frame == stage.window.bounds, "the pages extend under the translucent bar")
    next.title = "renamed"
    #expect(bar.shownTitles.title == "renamed", "a new title shows at once")
    stage.root.title = "a title far too long for the back button"
    #expect(bar.shownTitles.back == "Back")
    stage.root.navigationItem.backButtonTitle = "Inbox"
    #expect(bar.shownTitles.back == "Inbox")
    next.navigationItem.hidesBackButton = true
    #expect(bar.shownTitles.back == nil && bar.frameOfBackButton == nil)
  }

  @Test func theRootHasNoBackButton() {
    let stage = NavigationStage()
    stage.settle()
    #expect(stage.navigation.navigationBar.shownTitles.title == "root")
    #expect(stage.navigation.navigationBar.shownTitles.back == nil)
    #expect(stage.navigation.navigationBar.frameOfBackButton == nil)
  }

  @Test func aTapOnTheBackButtonPopsAndTapsDuringTheTransitionAreIgnored() throws {
    let (stage, _) = NavigationStage.withTwoPages()
    let third = NamedController("third")
    stage.navigation.pushViewController(third, animated: false)
    stage.settle()
    let back = try #require(stage.navigation.navigationBar.frameOfBackButton)
    let point = Point(x: back.midX, y: back.midY)
    tap(point, stage)
    stage.run(for: 0.1)
    tap(point, stage)
    stage.settle()
    #expect(
      stage.navigation.viewControllers.map(\.traceName) == ["root", "next"], "one pop: the second tap fell mid-pop")
    #expect(stage.navigation.navigationBar.shownTitles.title == "next")
    tap(point, stage)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root"])
  }

  @Test func theRightItemRunsItsActionUnlessDisabled() throws {
    let (stage, next) = NavigationStage.withTwoPages()
    var taps = 0
    next.navigationItem.rightBarButtonItem = BarButtonItem(title: "Add") { _ in taps += 1 }
    stage.settle()
    let frame = try #require(stage.navigation.navigationBar.frameOfRightBarButtonItem)
    tap(Point(x: frame.midX, y: frame.midY), stage)
    stage.settle()
    #expect(taps == 1)
    next.navigationItem.rightBarButtonItem?.isEnabled = false
    tap(Point(x: frame.midX, y: frame.midY), stage)
    stage.settle()
    #expect(taps == 1)
    #expect(stage.navigation.viewControllers.count == 2, "a tap on the bar does not reach the page or pop")
  }

  @Test func aPushSlidesTheNewTitleInFromTheRightAndTheOldOneToTheBackButton() throws {
    let stage = NavigationStage()
    stage.settle()
    stage.navigation.pushViewController(NamedController("next"), animated: true)
    stage.step()
    let oldTitle = try #require(labels("root", in: stage).first)
    let newTitle = try #require(labels("next", in: stage).first)
    let start = (old: shown(oldTitle, stage), new: shown(newTitle, stage))
    #expect(start.old.alpha == 1 && start.new.alpha == 0)
    #expect(isClose(start.old.midX, 160, tolerance: 1e-9))
    #expect(isClose(start.new.midX, 320, tolerance: 1e-9), "half a bar to the right")
    stage.run(for: 0.35 / 2)
    let middle = (old: shown(oldTitle, stage), new: shown(newTitle, stage))
    #expect(isClose(middle.new.alpha, 0.5, tolerance: 0.05) && isClose(middle.old.alpha, 0.5, tolerance: 0.05))
    #expect(middle.new.midX > 160 && middle.new.midX < 320)
    #expect(middle.old.midX < 160)
    stage.settle()
    #expect(labels("root", in: stage).count == 1, "the old title is gone; the back button shows root")
    #expect(stage.navigation.navigationBar.shownTitles == ("next", "root"))
    #expect(stage.navigation.navigationBar.subviews.count == 2)
    let back = try #require(labels("root", in: stage).first)
    #expect(shown(back, stage).alpha == 1 && shown(back, stage).midX < 80, "the back button's title on the left")
  }

  @Test func anInteractivePopScrubsTheBarAndACancelPutsItBack() throws {
    let (stage, _) = NavigationStage.withTwoPages()
    stage.edgeDrag(to: 98, lift: false)
    stage.run(for: 0.3)
    let progress = stage.shownX(stage.navigation.pageViews.last!) / stage.width
    let leaving = try #require(labels("next", in: stage).first)
    let left = shown(leaving, stage)
    #expect(progress > 0.2 && progress < 0.4)
    #expect(isClose(left.alpha, 1 - progress, tolerance: 1e-6), "the bar follows the finger")
    #expect(isClose(left.midX, 160 + 160 * progress, tolerance: 1e-6))
    stage.lift(at: 98)
    stage.settle()
    #expect(stage.navigation.viewControllers.map(\.traceName) == ["root", "next"])
    #expect(stage.navigation.navigationBar.shownTitles == ("next", "root"))
    let kept = try #require(labels("next", in: stage).first)
    #expect(shown(kept, stage).alpha == 1 && isClose(shown(kept, stage).midX, 160, tolerance: 1e-9))
    #expect(stage.navigation.navigationBar.subviews.count == 2)
  }

  @Test func theBarStaysWithTheFingerWhileItRests() throws {
    let (stage, _) = NavigationStage.withTwoPages()
    stage.edgeDrag(to: 98, steps: 3, lift: false)
    stage.run(for: 0.6)
    let progress = stage.shownX(stage.navigation.pageViews.last!) / stage.width
    let leaving = try #require(labels("next", in: stage).first)
    #expect(progress > 0.25 && progress < 0.35)
    #expect(isClose(shown(leaving, stage).alpha, 1 - progress, tolerance: 1e-6), "the bar did not play on by itself")
    stage.lift(at: 98)
    stage.settle()
  }

  @Test func tapsOnTheBarDuringAPushAreIgnored() throws {
    let (stage, next) = NavigationStage.withTwoPages()
    var taps = 0
    next.navigationItem.rightBarButtonItem = BarButtonItem(title: "Add") { _ in taps += 1 }
    let third = NamedController("third")
    third.navigationItem.rightBarButtonItem = BarButtonItem(title: "Add") { _ in taps += 1 }
    stage.settle()
    let frame = try #require(stage.navigation.navigationBar.frameOfRightBarButtonItem)
    stage.navigation.pushViewController(third, animated: true)
    tap(Point(x: frame.midX, y: frame.midY), stage)
    stage.settle()
    #expect(taps == 0)
    #expect(stage.navigation.navigationBar.shownTitles == ("third", "next"))
  }

  @Test func aTitleChangedDuringAPushShowsWhenItEnds() {
    let (stage, _) = NavigationStage.withTwoPages()
    let third = NamedController("third")
    stage.navigation.pushViewController(third, animated: true)
    stage.step()
    third.title = "renamed"
    stage.settle()
    #expect(stage.navigation.navigationBar.shownTitles == ("renamed", "next"))
    #expect(stage.navigation.navigationBar.subviews.count == 2)
  }

  @Test func hidingTheBarFromViewWillAppearSlidesItAlongThePushAndACancelledPopPutsItBack() {
    let (stage, _) = NavigationStage.withTwoPages()
    let bar = stage.navigation.navigationBar
    let third = BarHidingController("third")
    stage.navigation.pushViewController(third, animated: true)
    stage.run(for: NavigationSlideDuration.half)
    let y = bar.layer.presentation(at: stage.clock.now).position.y - NavigationBar.standardHeight / 2
    #expect(y < -5 && y > -NavigationBar.standardHeight + 5, "half way up with the push: \(y)")
    stage.settle()
    #expect(bar.isHidden && stage.navigation.isNavigationBarHidden)
    stage.edgeDrag(to: 60, lift: false)
    stage.run(for: 0.3)
    #expect(!bar.isHidden, "the next page's viewWillAppear shows the bar again")
    stage.lift(at: 60)
    stage.settle()
    #expect(stage.navigation.viewControllers.count == 3)
    #expect(
      bar.isHidden && bar.frame.minY == -NavigationBar.standardHeight, "the cancel's viewWillAppear hides it again")
  }

  @Test func hidingTheBarSlidesItUpAndLetsTapsThrough() {
    let (stage, next) = NavigationStage.withTwoPages()
    let bar = stage.navigation.navigationBar
    stage.navigation.setNavigationBarHidden(true, animated: true)
    #expect(stage.navigation.isNavigationBarHidden)
    stage.run(for: NavigationController.hideShowBarDuration / 2)
    let y = bar.layer.presentation(at: stage.clock.now).position.y - NavigationBar.standardHeight / 2
    #expect(y < 0 && y > -NavigationBar.standardHeight)
    stage.run(for: NavigationController.hideShowBarDuration)
    #expect(bar.isHidden && bar.frame.minY == -NavigationBar.standardHeight)
    #expect(stage.window.hitTest(Point(x: 20, y: 20), with: nil) === next.view)
    stage.navigation.isNavigationBarHidden = false
    #expect(!bar.isHidden && bar.frame.minY == 0)
    #expect(stage.window.hitTest(Point(x: 20, y: 20), with: nil) === bar)
  }
}

/// Half the default slide's duration.
private enum NavigationSlideDuration {
  static let half = 0.35 / 2
}

/// A page that hides the navigation bar while it shows, as apps do from `viewWillAppear(_:)`
/// and `viewWillDisappear(_:)`.
@MainActor
private final class BarHidingController: ViewController {
  init(_ name: String) {
    super.init()
    title = name
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(true, animated: animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.setNavigationBarHidden(false, animated: animated)
  }
}
