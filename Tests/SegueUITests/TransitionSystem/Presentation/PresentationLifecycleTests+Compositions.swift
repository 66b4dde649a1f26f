import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Vends `animator` both ways, a presentation controller made by `make` (when given), and a
/// percent-driven interaction controller for presentation (when `interactivePresentation`).
@MainActor
final class ProbeDelegate: ViewControllerTransitioningDelegate {
  let interaction = PercentDrivenInteractiveTransition()
  var interactivePresentation = false
  var make: ((ViewController, ViewController?) -> PresentationController)?
  private(set) var animators: [ProbeAnimator] = []

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    let animator = ProbeAnimator(isPresenting: true)
    animators.append(animator)
    return animator
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    let animator = ProbeAnimator(isPresenting: false)
    animators.append(animator)
    return animator
  }

  func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
    any InteractiveTransitioning
  )? {
    interactivePresentation ? interaction : nil
  }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    make?(presented, presenting)
  }
}

/// Fades the presented view in at its final frame (the container's bounds when zero) and out;
/// adds the presenter's view back when the context gives it on dismissal; notes the
/// `isAnimated` flag of each call.
@MainActor
final class ProbeAnimator: AnimatedTransitioning {
  let isPresenting: Bool
  private(set) var animatedFlags: [Bool] = []

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { 0.3 }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    animatedFlags.append(transitionContext.isAnimated)
    let container = transitionContext.containerView
    let duration = transitionContext.isAnimated ? 0.3 : 0
    if isPresenting {
      let presented = transitionContext.viewController(forKey: .to)!
      guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
      let final = transitionContext.finalFrame(for: presented)
      toView.frame = final == .zero ? container.bounds : final
      toView.alpha = 0
      container.addSubview(toView)
      View.animate(
        withDuration: duration, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if cancelled { toView.removeFromSuperview() }
          transitionContext.completeTransition(!cancelled)
        })
    } else {
      if let toView = transitionContext.view(forKey: .to), let presenter = transitionContext.viewController(forKey: .to)
      {
        toView.frame = transitionContext.finalFrame(for: presenter)
        container.insertSubview(toView, at: 0)
      }
      let fromView = transitionContext.view(forKey: .from)
      View.animate(
        withDuration: duration, delay: 0, options: .curveLinear, animations: { fromView?.alpha = 0 },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }
}

/// A presentation controller that wraps the presented view in a view made when the
/// presentation begins, and may remove the presenter's view.
@MainActor
final class ProbeWrappingController: PresentationController {
  var removesPresenter = false
  private(set) var wrapper: View?

  override var presentedView: View? { wrapper }
  override var shouldRemovePresentersView: Bool { removesPresenter }

  override func presentationTransitionWillBegin() {
    let wrapper = View(frame: frameOfPresentedViewInContainerView)
    presentedViewController.view.frame = wrapper.bounds
    wrapper.addSubview(presentedViewController.view)
    self.wrapper = wrapper
  }
}

extension PresentationLifecycleTests {
  /// A root container with a child filling it.
  private func stageWithChild() -> (PresentationStage, ViewController) {
    let stage = PresentationStage()
    let child = controller("child")
    stage.root.addChild(child)
    child.view.frame = stage.root.view.bounds
    stage.root.view.addSubview(child.view)
    child.didMove(toParent: stage.root)
    return (stage, child)
  }

  @Test func presentingFromAChildPresentsFromTheContainerAndForwardsItsChildrensAppearance() {
    let (stage, child) = stageWithChild()
    #expect(child.isAppearingOrAppeared)
    let presented = controller("presented")
    let trace = LifecycleTrace()
    let issues = transitionIssues {
      trace.record {
        child.present(presented, animated: true)
        stage.run(until: 1)
        #expect(presented.presentingViewController === stage.root)
        #expect(stage.root.presentedViewController === presented)
        #expect(child.presentedViewController == nil)
        #expect(!child.isAppearingOrAppeared)
        child.dismiss(animated: true)
        stage.run(until: 2)
      }
    }
    #expect(issues.isEmpty)
    #expect(trace.appearanceViolations.isEmpty)
    #expect(
      trace.lines.filter { $0.hasPrefix("child.view") } == [
        "child.viewWillDisappear(true)", "child.viewDidDisappear(true)",
        "child.viewWillAppear(true)", "child.viewIsAppearing(true)", "child.viewDidAppear(true)",
      ])
    #expect(child.isAppearingOrAppeared)
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
    #expect(child.view.superview === stage.root.view)
  }

  @Test(arguments: [ModalPresentationStyle.overFullScreen, .custom, .fullScreen])
  func aCancelledInteractivePresentationKeepsAppearanceBalanced(style: ModalPresentationStyle) {
    let (stage, child) = stageWithChild()
    let delegate = ProbeDelegate()
    delegate.interactivePresentation = true
    let presented = controller("presented", style: style)
    presented.forwardsAppearanceToPresenter = true
    presented.transitioningDelegate = delegate
    let trace = LifecycleTrace()
    let issues = transitionIssues {
      trace.record {
        stage.root.present(presented, animated: true)
        stage.application.step(stage.clock)
        #expect(delegate.interaction.transitionContext != nil)
        delegate.interaction.update(0.4)
        delegate.interaction.cancel()
        stage.runFrames { presented.transitionCoordinator == nil }
        stage.application.step(stage.clock)
      }
    }
    #expect(issues.isEmpty)
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.root.isAppearingOrAppeared && child.isAppearingOrAppeared)
    #expect(!presented.isAppearingOrAppeared)
    #expect(stage.root.presentedViewController == nil && presented.presentingViewController == nil)
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
    #expect(stage.root.view.frame == stage.window.bounds && stage.root.view.alpha == 1)

    // A second, non-interactive presentation works.
    delegate.interactivePresentation = false
    stage.root.present(presented, animated: true)
    stage.run(until: stage.clock.now + 1)
    #expect(stage.root.presentedViewController === presented)
  }

  @Test func nestedPresentationsLeaveTheRightViewsInTheWindow() {
    let stage = PresentationStage()
    let b = controller("B")
    let c = controller("C", style: .custom)
    let delegate = ProbeDelegate()
    c.transitioningDelegate = delegate
    let trace = LifecycleTrace()
    let issues = transitionIssues {
      trace.record {
        stage.presentStack(b, c)
        #expect(stage.window.subviews.count == 2)
        #expect(b.view.window != nil && c.view.window != nil && stage.root.view.window == nil)
        c.dismiss(animated: true)
        stage.run(until: 3)
        #expect(b.presentedViewController == nil)
        #expect(stage.window.subviews.count == 1)
        #expect(b.view.window != nil && c.view.window == nil)
        b.dismiss(animated: true)
        stage.run(until: 4)
      }
    }
    #expect(issues.isEmpty)
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
    #expect(stage.root.view.frame == stage.window.bounds)
    #expect(b.view.window == nil && c.view.window == nil)
    #expect(stage.root.isAppearingOrAppeared && !b.isAppearingOrAppeared && !c.isAppearingOrAppeared)
  }

  @Test func dismissingANonAnimatedCustomPresentationStillRunsItsAnimator() {
    let stage = PresentationStage()
    let delegate = ProbeDelegate()
    let presented = controller("presented", style: .custom)
    presented.transitioningDelegate = delegate
    var log: [String] = []
    let issues = transitionIssues {
      stage.root.present(presented, animated: false) { log.append("presented") }
      stage.run(until: 0.1)
      presented.dismiss(animated: false) { log.append("dismissed") }
      stage.run(until: 0.2)
    }
    #expect(issues.isEmpty)
    #expect(log == ["presented", "dismissed"])
    #expect(delegate.animators.map(\.isPresenting) == [true, false])
    #expect(delegate.animators.map(\.animatedFlags) == [[false], [false]])
    #expect(stage.window.subviews.count == 1 && presented.view.window == nil)
  }

  @Test(arguments: [false, true])
  func dismissingAWrappedPresentedViewRemovesTheWrapper(removesPresenter: Bool) {
    let stage = PresentationStage()
    let delegate = ProbeDelegate()
    var made: ProbeWrappingController?
    delegate.make = { presented, presenting in
      let controller = ProbeWrappingController(presentedViewController: presented, presenting: presenting)
      controller.removesPresenter = removesPresenter
      made = controller
      return controller
    }
    let presented = controller("presented", style: .custom)
    presented.transitioningDelegate = delegate
    let trace = LifecycleTrace()
    let issues = transitionIssues {
      trace.record {
        stage.root.present(presented, animated: true)
        stage.run(until: 1)
        let wrapper = made?.wrapper
        #expect(wrapper != nil && presented.view.superview === wrapper && wrapper?.window != nil)
        #expect((stage.root.view.window == nil) == removesPresenter)
        presented.dismiss(animated: true)
        stage.run(until: 2)
        #expect(wrapper?.superview == nil)
      }
    }
    #expect(issues.isEmpty)
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
    #expect(stage.root.view.frame == stage.window.bounds && stage.root.view.alpha == 1)
    #expect(stage.root.isAppearingOrAppeared)
  }

  @Test func resizingTheWindowDuringFullScreenPresentationsResizesThePresentersToo() {
    let stage = PresentationStage()
    let b = controller("B")
    let c = controller("C")
    let resized = Rect(x: 0, y: 0, width: 568, height: 320)
    let issues = transitionIssues {
      stage.presentStack(b, c)
      stage.window.transition(toSize: resized.size)
      stage.run(until: 3)
      c.dismiss(animated: true)
      stage.run(until: 4)
      #expect(b.view.frame == resized)
      b.dismiss(animated: true)
      stage.run(until: 5)
    }
    #expect(issues.isEmpty)
    #expect(stage.root.view.frame == resized)
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
  }

  @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen])
  func viewsUnderAFullScreenPresentationGetNoTouches(style: ModalPresentationStyle) {
    let stage = PresentationStage()
    let button = View(frame: Rect(x: 10, y: 10, width: 100, height: 40))
    stage.root.view.addSubview(button)
    let presented = controller("presented", style: style)
    presented.view.isUserInteractionEnabled = false
    stage.root.present(presented, animated: true)
    stage.run(until: 1)
    let hit = stage.window.hitTest(Point(x: 20, y: 20), with: nil)
    #expect(hit !== button && hit !== stage.root.view)
  }

  @Test func aTransitioningDelegateReleasedMidTransitionDoesNotBreakIt() {
    let stage = PresentationStage()
    let presented = controller("presented", style: .custom)
    var delegate: ProbeDelegate? = ProbeDelegate()
    weak let weakDelegate = delegate
    presented.transitioningDelegate = delegate
    var log: [String] = []
    let issues = transitionIssues {
      stage.root.present(presented, animated: true) { log.append("presented") }
      stage.application.step(stage.clock)
      delegate = nil
      #expect(weakDelegate == nil)
      stage.run(until: 1)
      presented.dismiss(animated: true) { log.append("dismissed") }
      stage.run(until: 2)
    }
    #expect(issues.isEmpty)
    #expect(log == ["presented", "dismissed"])
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
  }
}

extension PresentationLifecycleTests {
  @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen])
  func resizingTheWindowWhileAPresentationRunsEndsWithTheNewSize(style: ModalPresentationStyle) {
    let stage = PresentationStage()
    let presented = controller("presented", style: style)
    let resized = Rect(x: 0, y: 0, width: 568, height: 320)
    let issues = transitionIssues {
      stage.root.present(presented, animated: true)
      stage.run(until: 0.1)
      stage.window.transition(toSize: resized.size)
      stage.run(until: 2)
    }
    #expect(issues.isEmpty)
    #expect(presented.view.frame == resized)
    #expect(presented.view.superview?.frame == resized)

    let dismissalIssues = transitionIssues {
      presented.dismiss(animated: true)
      stage.run(until: 2.1)
      stage.window.transition(toSize: Size(width: 320, height: 568))
      stage.run(until: 4)
    }
    #expect(dismissalIssues.isEmpty)
    #expect(stage.root.view.frame == Rect(x: 0, y: 0, width: 320, height: 568))
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
  }
}

extension PresentationLifecycleTests {
  @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .custom])
  func aPresentedContainersChildrenAppearAndDisappearWithIt(style: ModalPresentationStyle) {
    let stage = PresentationStage()
    let presented = controller("presented", style: style)
    let inner = controller("inner")
    presented.addChild(inner)
    inner.view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
    presented.view.addSubview(inner.view)
    inner.didMove(toParent: presented)
    let trace = LifecycleTrace()
    let issues = transitionIssues {
      trace.record {
        stage.root.present(presented, animated: true)
        stage.run(until: 1)
        #expect(inner.isAppearingOrAppeared)
        inner.dismiss(animated: true)
        stage.run(until: 2)
      }
    }
    #expect(issues.isEmpty)
    #expect(trace.appearanceViolations.isEmpty)
    #expect(
      trace.lines.filter { $0.hasPrefix("inner.view") } == [
        "inner.viewWillAppear(true)", "inner.viewIsAppearing(true)", "inner.viewDidAppear(true)",
        "inner.viewWillDisappear(true)", "inner.viewDidDisappear(true)",
      ])
    #expect(stage.root.presentedViewController == nil)
  }
}

extension PresentationLifecycleTests {
  @Test(arguments: [
    [ModalPresentationStyle.fullScreen, .overFullScreen], [.custom, .fullScreen], [.overFullScreen, .fullScreen],
    [.custom, .custom],
  ])
  func dismissingAStackFromItsRootLeavesOnlyTheRoot(styles: [ModalPresentationStyle]) {
    let stage = PresentationStage()
    let b = controller("B", style: styles[0])
    let c = controller("C", style: styles[1])
    let trace = LifecycleTrace()
    let issues = transitionIssues {
      trace.record {
        stage.presentStack(b, c)
        let hit = stage.window.hitTest(Point(x: 100, y: 100), with: nil)
        #expect(hit === c.view)
        stage.root.dismiss(animated: true)
        stage.run(until: 3)
      }
    }
    #expect(issues.isEmpty)
    #expect(trace.appearanceViolations.isEmpty)
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
    #expect(stage.root.view.frame == stage.window.bounds)
    #expect(stage.root.isAppearingOrAppeared && !b.isAppearingOrAppeared && !c.isAppearingOrAppeared)
    #expect(stage.root.presentedViewController == nil && b.presentedViewController == nil)
  }
}

/// Puts the presented view in the bottom half of the container, laying it out whenever the
/// container does.
@MainActor
final class BottomHalfLayoutController: PresentationController {
  override var frameOfPresentedViewInContainerView: Rect {
    guard let bounds = containerView?.bounds else { return .zero }
    return Rect(x: 0, y: bounds.size.height / 2, width: bounds.size.width, height: bounds.size.height / 2)
  }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

extension PresentationLifecycleTests {
  @Test func resizingTheWindowLaysOutACustomPresentation() {
    let stage = PresentationStage()
    let delegate = ProbeDelegate()
    delegate.make = { BottomHalfLayoutController(presentedViewController: $0, presenting: $1) }
    let presented = controller("presented", style: .custom)
    presented.transitioningDelegate = delegate
    let issues = transitionIssues {
      stage.root.present(presented, animated: true)
      stage.run(until: 1)
      #expect(presented.view.frame == Rect(x: 0, y: 284, width: 320, height: 284))
      stage.window.transition(toSize: Size(width: 568, height: 320))
      stage.run(until: 2)
      #expect(presented.view.frame == Rect(x: 0, y: 160, width: 568, height: 160))
      #expect(stage.root.view.frame == Rect(x: 0, y: 0, width: 568, height: 320))
      presented.dismiss(animated: true)
      stage.run(until: 3)
    }
    #expect(issues.isEmpty)
    #expect(stage.root.view.frame == Rect(x: 0, y: 0, width: 568, height: 320))
    #expect(stage.window.subviews.count == 1)
  }
}
