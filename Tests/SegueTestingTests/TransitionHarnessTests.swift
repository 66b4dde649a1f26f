import SegueGeometry
import SegueImage
import SegueMotion
import SegueRender
import SegueTesting
import SegueUI
import Testing

/// A correct slide in from the right (from the left when reversed), undone on cancel.
@MainActor
final class WellBehavedSlide: AnimatedTransitioning {
  private let isReversed: Bool

  init(isReversed: Bool = false) {
    self.isReversed = isReversed
  }

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.3 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
    else { return }
    let final = transitionContext.finalFrame(for: to)
    let start = final.offsetBy(dx: isReversed ? -final.size.width : final.size.width, dy: 0)
    toView.frame = start
    transitionContext.containerView.addSubview(toView)
    let options: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
    View.animate(
      withDuration: 0.3, delay: 0, options: options, animations: { toView.frame = final },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled { toView.removeFromSuperview() }
        transitionContext.completeTransition(!cancelled)
      })
  }
}

/// A fade that forgets everything on cancel and always reports success, as AWPD users hit.
@MainActor
final class CarelessFade: AnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.3 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (fromView, toView) = transitionContext.viewsWithToViewPlaced() else { return }
    toView.alpha = 0
    transitionContext.containerView.addSubview(toView)
    View.animate(
      withDuration: 0.3,
      animations: {
        toView.alpha = 1
        fromView.alpha = 0
      }, completion: { _ in transitionContext.completeTransition(true) })
  }
}

/// Records the size of the views it is given when it starts, then completes at once.
@MainActor
final class SizeProbe: AnimatedTransitioning {
  var toViewSize: Size?

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    toViewSize = transitionContext.view(forKey: .to)?.frame.size
    if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
    transitionContext.completeTransition(true)
  }
}

@MainActor
@Suite struct TransitionHarnessTests {
  @Test func itRunsTheUsersOwnControllers() {
    let list = ViewController()
    list.title = "List"
    let detail = ViewController()
    detail.title = "Detail"
    let formerParent = ViewController()
    formerParent.addChild(detail)
    let run = TransitionHarness().run(WellBehavedSlide(), from: list, to: detail)
    #expect(run.completed == true)
    #expect(run.problems.isEmpty, "\(run.problems)")
    let lines = run.trace.map(\.line)
    #expect(lines.contains("Detail.viewDidAppear(true)") && lines.contains("List.viewDidDisappear(true)"), "\(lines)")
    #expect(formerParent.children.isEmpty)
    #expect(detail.view.frame == Rect(x: 0, y: 0, width: 320, height: 480))
  }

  /// A controller that cannot move into the harness (presented elsewhere, which `addChild(_:)`
  /// refuses) is not taken from where it is, and the refusal is among the run's issues.
  @Test func aControllerThatCannotMoveIsReportedAmongTheIssues() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let application = Application(window: window, clock: VirtualClock(), framesPerSecond: 60)
    let host = ViewController()
    window.rootViewController = host
    let presented = ViewController()
    presented.title = "Presented"
    host.present(presented, animated: false)
    application.runFrame()
    let run = TransitionHarness().run(WellBehavedSlide(), to: presented)
    #expect(!run.issues.isEmpty && !run.problems.isEmpty)
    #expect(run.problems.contains { $0.contains("Presented") }, "\(run.problems)")
    #expect(presented.presentingViewController === host && presented.parent == nil)
  }

  @Test func theToViewIsAsLargeAsTheScreenWhenTheAnimatorStarts() {
    let probe = SizeProbe()
    _ = TransitionHarness(size: Size(width: 320, height: 480)).run(probe)
    #expect(probe.toViewSize == Size(width: 320, height: 480), "as the platform's default view, the screen's size")
  }

  /// The old screen was on screen before the transition, so laid out: an animator that
  /// snapshots it as it is sees its subviews where its layout puts them.
  @Test func theFromViewIsLaidOutWhenTheAnimatorStarts() {
    final class Page: View {
      let badge = View(frame: .zero)
      override func layoutSubviews() { badge.frame = Rect(x: 10, y: 10, width: bounds.width - 20, height: 40) }
    }
    final class Probe: AnimatedTransitioning {
      var badgeFrame: Rect?
      func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0 }
      func animateTransition(using transitionContext: any ContextTransitioning) {
        badgeFrame = (transitionContext.view(forKey: .from) as? Page)?.badge.frame
        if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
        transitionContext.completeTransition(true)
      }
    }
    let page = Page(frame: .zero)
    page.addSubview(page.badge)
    let from = ViewController()
    from.view = page
    let probe = Probe()
    _ = TransitionHarness(size: Size(width: 320, height: 480)).run(probe, from: from)
    #expect(probe.badgeFrame == Rect(x: 10, y: 10, width: 300, height: 40))
  }

  @Test func aWellBehavedAnimatorPassesEveryConformanceRun() {
    #expect(TransitionHarness().conformanceProblems { WellBehavedSlide() } == [])
  }

  @Test func aCarelessAnimatorIsCaughtInTheRunsItBreaks() {
    let problems = TransitionHarness().conformanceProblems { CarelessFade() }
    #expect(problems.contains { $0.hasPrefix("animated: ") } == false)
    #expect(
      problems.contains {
        $0.hasPrefix("cancelled at 0.5: ")
          && $0.contains("completeTransition(true) after the interaction was cancelled")
      })
    #expect(
      problems.contains { $0.hasPrefix("cancelled at 0.5: ") && $0.contains("changed alpha of the view of From") })
    #expect(problems.contains { $0.hasPrefix("finished at 0.5: ") } == false)
  }

  @Test func anAnimatorThatNeverCompletesIsReportedOnce() {
    final class Stuck: AnimatedTransitioning {
      func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.2 }
      func animateTransition(using transitionContext: any ContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: to)
        transitionContext.containerView.addSubview(toView)
      }
    }
    let run = TransitionHarness().run(Stuck())
    #expect(run.completed == true)
    #expect(run.issues.map(\.kind) == [.neverCompleted])
    #expect(run.issues.first?.message.contains("Stuck never called completeTransition(_:)") == true)
    #expect(run.problems.count == 1)
  }

  @Test func aRecordedRunHasAFramePerRefreshShowingTheSlide() {
    let harness = TransitionHarness(size: Size(width: 40, height: 20))
    let run = harness.run(WellBehavedSlide(), recordingFrames: true)
    #expect(run.completed == true)
    #expect(run.frames.count == 21)
    let first = run.frames[0]
    let last = run.frames[run.frames.count - 1]
    #expect(first.width == 40 && first.height == 20)
    #expect(first[39, 10].blue > first[39, 10].red)
    #expect(last[0, 10].red > last[0, 10].blue)
    #expect(run.trace.map(\.line).contains("To.viewDidAppear(true)"))
  }

  /// A scaled harness draws its points in more pixels, and a frame handler gets every frame as
  /// it is drawn, in order, the run keeping none.
  @Test func aHandlerThatHasEnoughStopsTheDrawingAndTheRunStillEnds() {
    let harness = TransitionHarness(size: Size(width: 40, height: 20))
    var numbers: [Int] = []
    harness.frameHandler = { number, _ in
      numbers.append(number)
      return number < 3
    }
    let run = harness.run(WellBehavedSlide(), recordingFrames: true)
    #expect(numbers == [0, 1, 2, 3])
    #expect(run.completed == true && run.problems.isEmpty, "\(run.problems)")
  }

  @Test func aScaledRunHandsItsFramesToTheHandlerInOrder() {
    let harness = TransitionHarness(size: Size(width: 40, height: 20))
    harness.scale = 2
    var numbers: [Int] = []
    var frames: [Bitmap] = []
    harness.frameHandler = { number, frame in
      numbers.append(number)
      frames.append(frame)
      return true
    }
    let run = harness.run(WellBehavedSlide(), recordingFrames: true)
    #expect(run.completed == true && run.frames.isEmpty)
    #expect(numbers == Array(0..<21))
    #expect(frames.allSatisfy { $0.width == 80 && $0.height == 40 })
    #expect(frames[0][79, 20].blue > frames[0][79, 20].red, "the first frame shows the transition as it begins")
    #expect(frames[18] == frames[20], "the frame at the duration shows the end")
  }

  /// A tree handler gets every frame's render tree, numbered as the frames are: each tree
  /// composites to its frame; a run that records no frames still hands them over.
  @Test func aTreeHandlerGetsTheTreeOfEveryFrame() {
    let harness = TransitionHarness(size: Size(width: 40, height: 20))
    harness.scale = 2
    var trees: [(number: Int, tree: RenderLayer)] = []
    var frames: [Bitmap] = []
    harness.treeHandler = { number, tree in trees.append((number, tree)) }
    harness.frameHandler = { _, frame in
      frames.append(frame)
      return true
    }
    #expect(harness.run(WellBehavedSlide(), recordingFrames: true).completed == true)
    #expect(trees.map(\.number) == Array(0..<21) && frames.count == 21)
    let compositor = Compositor(scale: 2)
    for (tree, frame) in zip(trees.map(\.tree), frames) {
      var drawn = Bitmap(width: 80, height: 40)
      compositor.render(tree, into: &drawn)
      #expect(drawn == frame)
    }
    trees = []
    harness.frameHandler = nil
    let unrecorded = harness.run(WellBehavedSlide())
    #expect(unrecorded.completed == true && unrecorded.frames.isEmpty)
    #expect(trees.map(\.number) == Array(0..<21))
  }
}
