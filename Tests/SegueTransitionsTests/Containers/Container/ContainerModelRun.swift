import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueTransitions
import SegueUI

/// Runs a sequence of ``ContainerModelOperation``s on the objc.io container in a window and
/// checks it against a model after every operation; ``run(_:)`` returns the first problem
/// found, if any.
///
/// The model follows the container's documented policy: during a transition the taps on the
/// two buttons whose fills animate alongside are ignored, a tap on another button and
/// selections by code are applied after it (the model applies them at
/// once, since only settled states are compared), a pan finishes past a fifth of the
/// transition and is otherwise cancelled, and a pan toward no neighbour does nothing.
@MainActor
final class ContainerModelRun {
  private let stage = ContainerStage()
  private var selected: ViewController
  /// How many operations ran.
  private(set) var operationCount = 0

  /// A run with the container's own slide (`customAnimator` false) or the delegate's.
  init(customAnimator: Bool) {
    selected = stage.a
    if customAnimator {
      stage.delegate.animator = {
        let animator = SlideAnimator()
        animator.duration = 0.3
        return animator
      }
    }
  }

  private var children: [ViewController] { [stage.a, stage.b, stage.c] }

  private var isRunning: Bool {
    stage.container.children.contains { $0.transitionCoordinator != nil }
  }

  /// Runs `operations`, then settles; the first problem, with the operation after which it showed.
  func run(_ operations: [ContainerModelOperation]) -> String? {
    firstContractProblem(
      operations, clock: stage.clock, perform: { perform($0) ?? check() },
      finish: { settle() ? settledProblem() : "the container never settled" },
      transitionsBegun: { stage.delegate.calls.filter { $0.hasPrefix("animator") }.count })
  }

  private func perform(_ operation: ContainerModelOperation, finger: Int = 0) -> String? {
    operationCount += 1
    switch operation {
    case .tap(let position):
      tap(index(position), finger: finger)
    case .select(let position):
      selected = children[index(position)]
      stage.container.selectedViewController = selected
    case .pan(let leftward, let progress, let request):
      return pan(leftward: leftward, progress: progress, request: request)
    case .catchMove(let frames, let drag, let back):
      return catchMove(frames: frames, drag: drag, back: back)
    case .wait(let frames):
      for _ in 0..<frames { stage.step() }
    }
    return nil
  }

  /// Settles, selects a neighbour by code (the next child when there is one), and `frames`
  /// later catches the move with a finger that drags 150 points against it (`back`: the move
  /// is undone), with it (it finishes), or taps (it carries on).
  private func catchMove(frames: Int, drag dragging: Bool, back: Bool) -> String? {
    if !settle() { return "never settled before a catch" }
    let current = children.firstIndex { $0 === selected }!
    let next = current + 1 < children.count ? current + 1 : current - 1
    let previous = selected
    selected = children[next]
    stage.container.selectedViewController = selected
    for _ in 0..<frames { stage.step() }
    if !isRunning { return "the move by code was not running \(frames) frames after it was asked for" }
    // A move to a later child slides the content left: a finger moving left furthers it.
    let furthers = next > current ? -1.0 : 1.0
    let travel = dragging ? (back ? -furthers : furthers) * 150 : 0
    let start = Point(x: 160, y: 400)
    stage.send(
      drag(
        from: start, to: Point(x: start.x + travel, y: start.y), at: stage.clock.now,
        steps: 10, interval: stage.application.frameScheduler.frameDuration))
    if dragging, back { selected = previous }
    return nil
  }

  private func index(_ position: Double) -> Int {
    min(children.count - 1, Int(position * Double(children.count)))
  }

  /// Taps button `index` with `finger`, lifting two frames after it landed. The buttons of the
  /// two children a transition that began moves between ignore touches (their fills animate),
  /// and hit testing decides when the finger lands, so the model looks then (the next frame
  /// delivers the touch before anything else moves); a tap that lands selects its child, at
  /// once, by converting the transition, or after it.
  private func tap(_ index: Int, finger: Int) {
    let frame = stage.application.frameScheduler.frameDuration
    let button = stage.container.view.subviews.last!.subviews[index]
    let point = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: stage.window)
    stage.application.enqueue([
      TouchInput(identifier: finger, location: point, phase: .began, timestamp: stage.clock.now + frame * 0.5),
      TouchInput(identifier: finger, location: point, phase: .ended, timestamp: stage.clock.now + frame * 2.5),
    ])
    if !button.isUserInteractionSuspendedByAnimation { selected = children[index] }
    stage.step()
    stage.step()
    stage.step()
  }

  /// Settles, pans `progress` of a transition in the direction given, holds, makes `request`
  /// and lifts.
  private func pan(leftward: Bool, progress: Double, request: ContainerModelOperation?) -> String? {
    if !settle() { return "never settled before a pan" }
    let width = stage.window.bounds.width
    let distance = progress * 2 * width
    let start = leftward ? width * 0.98 : width * 0.02
    let end = leftward ? start - distance : start + distance
    let frame = stage.application.frameScheduler.frameDuration
    let current = children.firstIndex { $0 === selected }!
    let neighbour = current + (leftward ? 1 : -1)
    stage.application.enqueue(
      drag(
        from: Point(x: start, y: 400), to: Point(x: end, y: 400), at: stage.clock.now + frame, steps: 8,
        interval: frame,
        lift: false))
    for _ in 0..<12 { stage.step() }
    if let problem = check() { return "mid-pan: \(problem)" }
    if children.indices.contains(neighbour), progress > 0.2 { selected = children[neighbour] }
    // A tap during the pan is a second finger: the pan's is still down.
    if let request, let problem = perform(request, finger: 1) { return "during the pan: \(problem)" }
    stage.send(lift: Point(x: end, y: 400))
    return nil
  }

  private func settle() -> Bool {
    SegueTestSupport.settle(step: stage.step) { isRunning || stage.application.hasPendingInput }
  }

  private func check() -> String? {
    let container = stage.container
    guard let shownChild = container.selectedViewController else { return "nothing is selected" }
    let containerView = container.view.subviews[0]
    if let problem = shownViewsProblem(in: containerView, of: container) { return problem }
    let shown = containerView.subviews.compactMap(\.viewController)
    if !isRunning, !stage.application.hasPendingInput {
      if shown.count != 1 || shown[0] !== shownChild {
        return "idle with \(shown.map(\.traceName)) on screen, selected \(shownChild.traceName)"
      }
      if container.children.count != 1 || container.children[0] !== shownChild {
        return "idle with children \(container.children.map(\.traceName))"
      }
      let view = shownChild.view
      if view.frame != containerView.bounds || view.alpha != 1 || view.transform != .identity {
        return "idle with \(shownChild.traceName) at \(view.frame), alpha \(view.alpha)"
      }
      let fills = container.view.subviews.last!.subviews.map { $0.backgroundColor?.alpha ?? 0 }
      let expected = children.map { $0 === shownChild ? 0.75 : 0.2 }
      if fills != expected { return "idle with button fills \(fills) for \(shownChild.traceName)" }
    }
    return nil
  }

  private func settledProblem() -> String? {
    if stage.container.selectedViewController !== selected {
      return
        "\(stage.container.selectedViewController?.traceName ?? "nil") is selected, the model \(selected.traceName)"
    }
    if let wrong = children.first(where: { $0.isAppearingOrAppeared != ($0 === selected) }) {
      return "\(wrong.traceName) has the wrong appearance"
    }
    return nil
  }
}
