import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

// The Health Beat "Add Entry" pop-up, written as the article writes it, with Swift names.

/// Fades the Add Entry view in over its parent and out again; the same animator both ways.
@MainActor
final class AddEntryAnimator: AnimatedTransitioning {
  static let animationDuration = 0.25
  var isPresenting = false

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double {
    Self.animationDuration
  }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    let fromViewController = transitionContext.viewController(forKey: .from)!
    let toViewController = transitionContext.viewController(forKey: .to)!
    let containerView = transitionContext.containerView
    if isPresenting {
      presentAddEntryViewController(
        toViewController, overParentViewController: fromViewController, usingContainerView: containerView,
        transitionContext: transitionContext)
    } else {
      dismissAddEntryViewController(
        fromViewController, fromParentViewController: toViewController, usingContainerView: containerView,
        transitionContext: transitionContext)
    }
  }

  private func presentAddEntryViewController(
    _ addEntryController: ViewController, overParentViewController parentController: ViewController,
    usingContainerView containerView: View, transitionContext: any ContextTransitioning
  ) {
    containerView.addSubview(parentController.view)
    containerView.addSubview(addEntryController.view)
    let addEntryView = addEntryController.view
    let parentView = parentController.view
    let center = parentView.center
    addEntryView.frame = Rect(x: 0, y: 0, width: 280, height: 170)
    addEntryView.center = center
    addEntryView.alpha = 0
    View.animate(
      withDuration: Self.animationDuration,
      animations: {
        addEntryView.alpha = 1
      },
      completion: { _ in
        transitionContext.completeTransition(true)
      })
  }

  private func dismissAddEntryViewController(
    _ addEntryController: ViewController, fromParentViewController parentController: ViewController,
    usingContainerView containerView: View, transitionContext: any ContextTransitioning
  ) {
    containerView.addSubview(parentController.view)
    containerView.addSubview(addEntryController.view)
    View.animate(
      withDuration: Self.animationDuration,
      animations: {
        addEntryController.view.alpha = 0
      },
      completion: { _ in
        transitionContext.completeTransition(true)
      })
  }
}

/// The article's `HistoryTableViewController` delegate methods.
@MainActor
final class AddEntryTransitioningDelegate: ViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    let animator = AddEntryAnimator()
    animator.isPresenting = true
    return animator
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    let animator = AddEntryAnimator()
    animator.isPresenting = false
    return animator
  }
}

/// The Add Entry scene's root view: it takes every touch its subviews do not, so that the
/// controls underneath cannot be used while it shows.
@MainActor
final class AddEntryView: View {
  override func hitTest(_ point: Point, with event: Event?) -> View? {
    let view = super.hitTest(point, with: event)
    if view == nil { return self }
    return view
  }
}

/// The Add Entry view controller: a custom presentation whose root view is an ``AddEntryView``
/// with a Save button.
@MainActor
final class AddEntryViewController: ViewController {
  let saveButton = TouchLoggingView(frame: Rect(x: 20, y: 120, width: 100, height: 30))

  override init() {
    super.init()
    title = "addEntry"
    modalPresentationStyle = .custom
  }

  override func loadView() {
    view = AddEntryView(frame: .zero)
    view.addSubview(saveButton)
  }
}

@MainActor
@Suite struct HealthBeatPopUpTests {
  /// The article's screen: the root view controller's view fills the window and has an Edit
  /// button in its top-right corner.
  private func historyScreen() -> (PresentationStage, TouchLoggingView) {
    let stage = PresentationStage()
    let editButton = TouchLoggingView(frame: Rect(x: 260, y: 20, width: 50, height: 30))
    stage.root.view.addSubview(editButton)
    return (stage, editButton)
  }

  /// Presents the Add Entry view controller at time 0 and runs until its completion ran.
  private func presentAddEntry(
    on stage: PresentationStage, delegate: AddEntryTransitioningDelegate, log: CallLog
  ) -> AddEntryViewController {
    let addEntry = AddEntryViewController()
    addEntry.transitioningDelegate = delegate
    stage.root.present(addEntry, animated: true) { log.append("presented") }
    stage.run(until: AddEntryAnimator.animationDuration + 0.05)
    return addEntry
  }

  @Test func thePopUpIs280By170CentredOverTheParentAndTheParentStaysWhereItWas() {
    let (stage, _) = historyScreen()
    let delegate = AddEntryTransitioningDelegate()
    let log = CallLog()
    let addEntry = presentAddEntry(on: stage, delegate: delegate, log: log)

    #expect(log.entries == ["presented"])
    let popUp = addEntry.view.convert(addEntry.view.bounds, to: stage.window)
    #expect(popUp == Rect(x: 20, y: 199, width: 280, height: 170))
    #expect(popUp.midX == stage.root.view.center.x && popUp.midY == stage.root.view.center.y)
    #expect(addEntry.view.alpha == 1)
    #expect(stage.root.view.superview === stage.window)
    #expect(stage.window.subviews.first === stage.root.view)
    #expect(stage.root.view.frame == stage.window.bounds)
    #expect(stage.root.view.alpha == 1)
    #expect(stage.root.presentedViewController === addEntry)
    #expect(addEntry.presentingViewController === stage.root)
  }

  @Test func thePopUpFadesInEaseInEaseOutOverAQuarterOfASecond() {
    let (stage, _) = historyScreen()
    let delegate = AddEntryTransitioningDelegate()
    let addEntry = AddEntryViewController()
    addEntry.transitioningDelegate = delegate
    stage.root.present(addEntry, animated: true)
    #expect(addEntry.view.superview == nil, "the presentation starts on the next frame")
    stage.runFrameNow()
    let layer = addEntry.view.layer
    for t in [0.0, 0.0625, 0.125, 0.1875, 0.25] {
      let expected = TimingFunction.easeInEaseOut.value(at: t / AddEntryAnimator.animationDuration)
      #expect(isClose(layer.presentation(at: t).opacity, expected, tolerance: 1e-6), "t = \(t)")
    }
    #expect(isClose(layer.presentation(at: 0.125).opacity, 0.5, tolerance: 1e-6))
    stage.run(until: 0.25)
    #expect(layer.presentation(at: 0.3).opacity == 1)
  }

  @Test func touchesOutsideThePopUpLandOnItAndNeverReachTheButtonsUnderneath() {
    let (stage, editButton) = historyScreen()
    let delegate = AddEntryTransitioningDelegate()
    let addEntry = presentAddEntry(on: stage, delegate: delegate, log: CallLog())

    #expect(stage.window.hitTest(Point(x: 280, y: 30), with: nil) === addEntry.view, "on the Edit button")
    #expect(stage.window.hitTest(Point(x: 5, y: 560), with: nil) === addEntry.view, "bottom-left corner")
    #expect(stage.window.hitTest(Point(x: 160, y: 284), with: nil) === addEntry.view, "inside the pop-up")
    #expect(stage.window.hitTest(Point(x: 50, y: 334), with: nil) === addEntry.saveButton)

    let now = stage.clock.now
    stage.application.enqueue([
      TouchInput(identifier: 1, location: Point(x: 280, y: 30), phase: .began, timestamp: now + 0.02),
      TouchInput(identifier: 1, location: Point(x: 280, y: 30), phase: .ended, timestamp: now + 0.05),
      TouchInput(identifier: 2, location: Point(x: 50, y: 334), phase: .began, timestamp: now + 0.10),
      TouchInput(identifier: 2, location: Point(x: 50, y: 334), phase: .ended, timestamp: now + 0.12),
    ])
    stage.run(until: now + 0.2)
    #expect(editButton.log.isEmpty)
    #expect(addEntry.saveButton.log == ["began 2 (10,15) x1", "ended 2 (10,15) x1"])
  }

  @Test func dismissingFadesThePopUpOutAndLeavesTheScreenAsItWas() {
    let (stage, editButton) = historyScreen()
    let delegate = AddEntryTransitioningDelegate()
    let log = CallLog()
    let addEntry = presentAddEntry(on: stage, delegate: delegate, log: log)
    let container = addEntry.view.superview
    #expect(container != nil && container?.superview === stage.window)

    addEntry.dismiss(animated: true) { log.append("dismissed") }
    let start = stage.clock.now
    stage.runFrameNow()
    let layer = addEntry.view.layer
    for fraction in [0.0, 0.5, 1.0] {
      let t = start + fraction * AddEntryAnimator.animationDuration
      let expected = 1 - TimingFunction.easeInEaseOut.value(at: fraction)
      #expect(isClose(layer.presentation(at: t).opacity, expected, tolerance: 1e-6), "fraction = \(fraction)")
    }
    stage.run(until: start + AddEntryAnimator.animationDuration + 0.05)
    stage.run(until: stage.clock.now + 0.5)

    #expect(log.entries == ["presented", "dismissed"])
    #expect(container?.superview == nil)
    #expect(addEntry.view.superview == nil)
    #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
    #expect(stage.root.view.frame == stage.window.bounds)
    #expect(stage.root.view.alpha == 1)
    #expect(stage.root.presentedViewController == nil)
    #expect(addEntry.presentingViewController == nil)
    #expect(stage.window.hitTest(Point(x: 280, y: 30), with: nil) === editButton)
  }
}
