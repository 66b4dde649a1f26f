import SegueGeometry
import SegueImage
import SegueMotion
import SegueUI

/// One run's window, application and view controllers.
@MainActor
final class HarnessStage {
  let clock = VirtualClock()
  let application: Application
  let container = HarnessController(name: "Container", color: .white)
  let from: ViewController
  let to: ViewController
  private(set) var frames: [Bitmap] = []
  /// The number of the frame the transition ended in (the frame it began in is 0), once it ended.
  private(set) var endFrame: Int?
  private let renderer: HarnessRenderer?
  private let frameHandler: ((Int, Bitmap) -> Bool)?
  private let treeHandler: ((Int, RenderLayer) -> Void)?
  private var frameNumber = 0
  private let fromFrame: Rect

  /// A stage whose container shows `from` (the harness's blue "From" when `nil`) and will go to
  /// `to` (its orange "To"); a controller given that has a parent moves to the container as
  /// `addChild(_:)` moves it, and a refusal (a parent in a transition, a presented controller)
  /// is reported as ``addChild(_:)`` reports it. Recorded frames go to `frameHandler` when
  /// there is one, else into ``frames``; every frame's render tree goes to `treeHandler`, when
  /// there is one, recording or not.
  init(
    size: Size, scale: Double, framesPerSecond: Int, recordingFrames: Bool,
    frameHandler: ((Int, Bitmap) -> Bool)?, treeHandler: ((Int, RenderLayer) -> Void)?, from: ViewController?,
    to: ViewController?
  ) {
    self.from = from ?? HarnessController(name: "From", color: Color(red: 0.2, green: 0.4, blue: 0.9))
    self.to = to ?? HarnessController(name: "To", color: Color(red: 0.95, green: 0.55, blue: 0.15))
    let window = Window(frame: Rect(origin: .zero, size: size))
    window.scale = scale
    self.frameHandler = frameHandler
    self.treeHandler = treeHandler
    application = Application(window: window, clock: clock, framesPerSecond: framesPerSecond)
    renderer =
      recordingFrames || treeHandler != nil ? HarnessRenderer(for: window, composites: recordingFrames) : nil
    application.renderer = renderer
    window.rootViewController = container
    container.addChild(self.from)
    self.from.view.frame = container.view.bounds
    container.view.addSubview(self.from.view)
    self.from.didMove(toParent: container)
    // The old screen has been on screen before a transition: laid out, so that a snapshot of it
    // as it is now (`afterScreenUpdates: false`) shows its subviews where its layout puts them.
    window.layoutIfNeeded()
    container.addChild(self.to)
    fromFrame = self.from.view.frame
  }

  /// Runs the transition until it ends or `limit` seconds pass; returns how it ended.
  func run(_ animator: any AnimatedTransitioning, scenario: TransitionScenario, until limit: Double) -> Bool? {
    let interaction: PercentDrivenInteractiveTransition?
    if case .interactive = scenario { interaction = PercentDrivenInteractiveTransition() } else { interaction = nil }
    let context = TransitionContext(
      containerView: container.view, from: from, to: to, animator: animator, interactionController: interaction)
    context.setInitialFrame(container.view.bounds, for: from)
    context.setFinalFrame(container.view.bounds, for: to)
    var outcome: Bool?
    let fromView = from.view
    context.observer = { event in
      guard case .ended(let completed) = event else { return }
      outcome = completed
      if completed { fromView.removeFromSuperview() }
    }
    context.start()
    var step = 0
    var frame = 0
    while outcome == nil && clock.now < limit {
      advance()
      if outcome != nil { endFrame = frame }
      frame += 1
      guard case .interactive(let progress, let finishes) = scenario, let interaction else { continue }
      if step < progress.count {
        interaction.update(progress[step])
      } else if step == progress.count {
        if finishes { interaction.finish() } else { interaction.cancel() }
      }
      step += 1
    }
    for _ in 0..<2 { advance() }
    return outcome
  }

  private func advance() {
    application.step(clock)
    guard let renderer else { return }
    if let treeHandler, let tree = renderer.latestTree { treeHandler(frameNumber, tree) }
    if let compositing = renderer.compositing {
      if let frameHandler {
        if !frameHandler(frameNumber, compositing.frame) { renderer.stopCompositing() }
      } else {
        frames.append(compositing.frame)
      }
    }
    frameNumber += 1
  }

  /// What is wrong with the hierarchy after a transition that ended as `completed`.
  func hierarchyProblems(completed: Bool?) -> [String] {
    guard let completed else { return [] }
    var problems: [String] = []
    let containerView = container.view
    let shown = completed ? to.view : from.view
    let hidden = completed ? from.view : to.view
    let name = completed ? "To" : "From"
    if containerView.subviews.count != 1 || containerView.subviews.first !== shown {
      problems.append("the container holds \(containerView.subviews.count) views instead of only the view of \(name)")
    }
    if hidden.isDescendant(of: containerView) {
      problems.append("the view of \(completed ? "From" : "To") is still in the container")
    }
    if !shown.frame.isClose(to: completed ? containerView.bounds : fromFrame) {
      problems.append("the view of \(name) ends at \(shown.frame.shortDescription)")
    }
    if shown.alpha != 1 || shown.transform3D != .identity || shown.isHidden {
      problems.append("the view of \(name) ends with alpha \(shown.alpha), hidden \(shown.isHidden) or a transform")
    }
    let shownValues = shown.layer.presentation(at: clock.now)
    if shownValues.position != shown.layer.position || shownValues.bounds != shown.layer.bounds
      || shownValues.opacity != shown.layer.opacity || shownValues.transform != shown.layer.transform
    {
      problems.append(
        "the view of \(name) is not shown as its model says after the transition (an animation still runs)")
    }
    return problems
  }
}
