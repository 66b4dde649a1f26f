import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI

/// Runs a sequence of ``NavigationModelOperation``s on a navigation controller in a window and
/// checks it against a model of the stack after every operation; ``run(_:)`` returns the first
/// problem found, if any.
@MainActor
final class NavigationModelRun {
  private let stage = NavigationStage()
  private var model: [ViewController]
  private var pages: [WeakPage] = []
  private var issues: [TransitionIssue] = []
  /// How many operations ran, pans' requests included.
  private(set) var operationCount = 0

  private struct WeakPage {
    weak var page: ViewController?
    let name: String
  }

  /// A run whose delegate vends a custom, non-interactive animator (`customAnimator`) or none.
  init(customAnimator: Bool) {
    model = [stage.root]
    if customAnimator {
      let animator = SlideAnimator()
      animator.duration = 0.3
      stage.delegate.animator = animator
    }
  }

  /// Runs `operations`, then settles; the first problem, with the operation after which it
  /// showed.
  func run(_ operations: [NavigationModelOperation]) -> String? {
    let handler: Diagnostics.Handler = { [weak self] diagnostic in
      MainActor.assumeIsolated {
        if let issue = TransitionIssue(diagnostic) { self?.issues.append(issue) }
      }
    }
    return Diagnostics.withHandler(handler) {
      stage.trace.record { () -> String? in
        for (index, operation) in (operations + [.settle]).enumerated() {
          if let problem = perform(operation) ?? check() {
            return "after operation \(index) (\(operation)): \(problem)"
          }
        }
        return finalProblem()
      }
    }
  }

  private func perform(_ operation: NavigationModelOperation) -> String? {
    operationCount += 1
    let navigation = stage.navigation
    switch operation {
    case .push(let animated):
      let page = newPage()
      navigation.pushViewController(page, animated: animated)
      model.append(page)
    case .pop(let animated):
      let popped = navigation.popViewController(animated: animated)
      let expected = model.count > 1 ? model.removeLast() : nil
      if popped !== expected { return "popViewController returned \(name(popped)), expected \(name(expected))" }
    case .popToRoot(let animated):
      let popped = navigation.popToRootViewController(animated: animated) ?? []
      if !same(popped, Array(model.dropFirst())) { return "popToRootViewController returned \(names(popped))" }
      model = [model[0]]
    case .popTo(let position, let animated):
      let index = min(model.count - 1, Int(position * Double(model.count)))
      let popped = navigation.popToViewController(model[index], animated: animated) ?? []
      if !same(popped, Array(model[(index + 1)...])) { return "popToViewController returned \(names(popped))" }
      model = Array(model[...index])
    case .setStack(let positions, let animated):
      var stack: [ViewController] = []
      for position in positions {
        let page = position.map { model[min(model.count - 1, Int($0 * Double(model.count)))] } ?? newPage()
        if !stack.contains(where: { $0 === page }) { stack.append(page) }
      }
      navigation.setViewControllers(stack, animated: animated)
      model = stack
    case .edgePan(let progress, let request):
      return pan(to: progress, request: request)
    case .wait(let frames):
      for _ in 0..<frames { stage.step() }
    case .settle:
      if !stage.settle() { return "the navigation controller never settled" }
      return settledProblem()
    }
    return nil
  }

  /// Settles, drags from the left edge to `progress`, holds the finger still longer than the
  /// velocity's horizon (so it lifts at rest), makes `request`
  /// and lifts; the model pops at the drag's start, and a cancelled pop with no request queued
  /// during it leaves the model as it was.
  private func pan(to progress: Double, request: NavigationModelOperation?) -> String? {
    if let problem = perform(.settle) { return problem }
    let before = model
    if model.count > 1 { model.removeLast() }
    let x = 2 + progress * stage.width
    stage.edgeDrag(to: x, steps: 6, lift: false)
    for _ in 0..<16 { stage.step() }
    if let problem = check() { return "mid-pan: \(problem)" }
    let popped = model
    if let request, let problem = perform(request) { return "during the pan: \(problem)" }
    stage.lift(at: x)
    stage.step()
    if progress < 0.5, !queues(request, changing: popped) { model = before }
    return nil
  }

  /// Whether `request` was queued: it changed the model, or it sets a stack (always queued,
  /// even the same one).
  private func queues(_ request: NavigationModelOperation?, changing stack: [ViewController]) -> Bool {
    guard let request else { return false }
    if case .setStack = request { return true }
    return !same(stack, model)
  }

  private func check() -> String? {
    let navigation = stage.navigation
    if !same(navigation.viewControllers, model) {
      return "viewControllers is \(names(navigation.viewControllers)), the model \(names(model))"
    }
    let shown = navigation.pageViews.compactMap(\.viewController)
    if shown.count > 2 { return "\(names(shown)) are on screen at once" }
    if let stranger = shown.first(where: { $0.parent !== navigation }) {
      return "\(stranger.traceName) is on screen but not a child"
    }
    if stage.window.subviews.count != 1 { return "the window holds \(stage.window.subviews.count) views" }
    if !stage.hasTransitionUnderway, !stage.application.hasPendingInput, !same(shown, [model.last!]) {
      return "idle with \(names(shown)) on screen instead of \(name(model.last))"
    }
    return nil
  }

  private func settledProblem() -> String? {
    let navigation = stage.navigation
    guard let top = model.last else { return "empty model" }
    if navigation.pageViews.count != 1 {
      return "settled with \(navigation.pageViews.count) views in the navigation view"
    }
    if top.view.frame != stage.window.bounds || stage.shownX(top.view) != 0 {
      return "settled with the top page at \(top.view.frame)"
    }
    if !same(navigation.children, model) { return "children are \(names(navigation.children))" }
    if let wrong = model.first(where: { $0.isAppearingOrAppeared != ($0 === top) }) {
      return "\(wrong.traceName) has the wrong appearance"
    }
    if let leaked = pages.first(where: { weak in weak.page != nil && !model.contains { $0 === weak.page } }) {
      return "\(leaked.name) leaked"
    }
    return nil
  }

  private func finalProblem() -> String? {
    let lines = stage.trace.lines
    if let violation = stage.trace.appearanceViolations.first { return "appearance: \(violation)" }
    if let issue = issues.first(where: { $0.kind != .invalidParameter }) { return "issue: \(issue.message)" }
    let ended = lines.filter { $0.contains(".animationEnded(") }
    let cancelled = ended.filter { $0.hasSuffix("(false)") }.count
    if ended.count != stage.delegate.operations.count {
      return "\(stage.delegate.operations.count) animated transitions but \(ended.count) ended"
    }
    let willShow = lines.filter { $0.hasPrefix("delegate.willShow") }.count
    let didShow = lines.filter { $0.hasPrefix("delegate.didShow") }.count
    if willShow != didShow + cancelled { return "\(willShow) willShow, \(didShow) didShow, \(cancelled) cancelled" }
    return nil
  }

  private func newPage() -> ViewController {
    let page = NamedController("p\(pages.count + 1)")
    pages.append(WeakPage(page: page, name: page.traceName))
    return page
  }

  private func same(_ a: [ViewController], _ b: [ViewController]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }

  private func name(_ controller: ViewController?) -> String { controller?.traceName ?? "nil" }

  private func names(_ controllers: [ViewController]) -> String {
    "[\(controllers.map(\.traceName).joined(separator: ", "))]"
  }
}
