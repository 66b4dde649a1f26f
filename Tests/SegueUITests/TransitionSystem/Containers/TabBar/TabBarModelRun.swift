import SegueGeometry
import SegueTestSupport
import SegueUI

/// Runs a sequence of ``TabBarModelOperation``s on a tab bar controller in a window and
/// checks it against a model after every operation; ``run(_:)`` returns the first problem
/// found, if any.
///
/// The model applies each request as Segue's documented policy says: taps during a transition
/// are ignored; selections and new children asked for by code during one are applied in order
/// after it, which the model does at once since only the state after everything settled is
/// compared; a cancelled interactive switch leaves the old selection. A tap or a selection of
/// the tab a switch playing by itself is leaving (with no change deferred behind it) converts
/// the switch: the selection is that tab at once.
@MainActor
final class TabBarModelRun {
  private let stage = TabStage()
  private let animated: Bool
  private var children: [ViewController]
  private var selected: ViewController?
  private var pages: [(page: WeakBox, name: String)] = []
  private var vended = 0
  /// Whether a change asked for during a switch may still wait for a switch's end.
  private var deferredPending = false
  /// How many operations ran.
  private(set) var operationCount = 0

  /// A weak reference, to see a page released.
  final class WeakBox {
    weak var value: ViewController?
    init(_ value: ViewController) { self.value = value }
  }

  /// A run whose delegate vends a slide animator (`animated`) or none, so switches happen at once.
  init(animated: Bool) {
    self.animated = animated
    children = [stage.a, stage.b, stage.c]
    selected = stage.a
    stage.delegate.animator = animated ? { [weak self] in self?.slide() ?? SlideAnimator() } : nil
  }

  /// Runs `operations`, then settles; the first problem, with the operation after which it showed.
  func run(_ operations: [TabBarModelOperation]) -> String? {
    firstContractProblem(
      operations, clock: stage.clock, perform: { perform($0) ?? check() },
      finish: { settle() ? settledProblem() : "the tab bar controller never settled" }, transitionsBegun: { vended })
  }

  private func slide() -> SlideAnimator {
    vended += 1
    let animator = SlideAnimator()
    animator.duration = 0.3
    return animator
  }

  private var isRunning: Bool {
    stage.tabs.children.contains { $0.transitionCoordinator != nil }
  }

  private func perform(_ operation: TabBarModelOperation) -> String? {
    operationCount += 1
    let tabs = stage.tabs
    if !isRunning { deferredPending = false }
    switch operation {
    case .tap(let position):
      let actual = tabs.children
      guard !actual.isEmpty else { return nil }
      tap(min(actual.count - 1, Int(position * Double(actual.count))))
    case .select(let position):
      let actual = tabs.children
      guard !actual.isEmpty else { return nil }
      let child = actual[min(actual.count - 1, Int(position * Double(actual.count)))]
      // A selection deferred behind new children applies only if the child is still one.
      if children.contains(where: { $0 === child }) { selected = child }
      noteSelection(of: child)
      tabs.selectedViewController = child
    case .setChildren(let positions):
      let actual = tabs.children
      var list: [ViewController] = []
      for position in positions {
        let child =
          position.flatMap { actual.isEmpty ? nil : actual[min(actual.count - 1, Int($0 * Double(actual.count)))] }
          ?? newPage()
        if !list.contains(where: { $0 === child }) { list.append(child) }
      }
      applyChildren(list)
      if isRunning { deferredPending = true }
      tabs.viewControllers = list
    case .interactive(let position, let progress, let finishes, let request):
      return interactive(to: position, progress: progress, finishes: finishes, request: request)
    case .wait(let frames):
      for _ in 0..<frames { stage.step() }
    }
    return nil
  }

  /// Taps tab `index`, the finger lifting two frames after it landed; the tab bar takes the
  /// tap when the finger lifts, so the model looks then whether a transition runs.
  private func tap(_ index: Int) {
    let frame = stage.application.frameScheduler.frameDuration
    let point = stage.tabs.tabBar.convert(
      Point(x: stage.tabs.tabBar.frameOfItem(at: index).midX, y: TabBar.standardHeight / 2), to: stage.window)
    stage.application.enqueue([
      TouchInput(identifier: 0, location: point, phase: .began, timestamp: stage.clock.now + frame * 0.5),
      TouchInput(identifier: 0, location: point, phase: .ended, timestamp: stage.clock.now + frame * 2.5),
    ])
    stage.step()
    stage.step()
    // The bar maps the lift to an item among the children it shows then.
    let children = stage.tabs.children
    if !children.isEmpty {
      let width = stage.tabs.tabBar.bounds.width / Double(children.count)
      let tapped = children[
        min(children.count - 1, Int(stage.tabs.tabBar.convert(point, from: stage.window).x / width))]
      if !isRunning {
        selected = tapped
      } else if leaving === tapped {
        // Changes asked for during a switch may still wait behind the one under way, which
        // keeps the tap from converting it; the model cannot see whether they all ran, so it
        // looks whether a switch to the tapped tab began with the lift.
        // Held, so that a new coordinator cannot take the old one's address and compare equal.
        let before = coordinator.map { $0 as AnyObject }
        stage.step()
        let converted =
          coordinator.map { $0 as AnyObject } !== before && coordinator?.viewController(forKey: .to) === tapped
        if !deferredPending || converted { selected = tapped }
        return
      }
    }
    stage.step()
  }

  /// The coordinator of the switch under way, if one is.
  private var coordinator: (any TransitionCoordinator)? {
    stage.tabs.children.lazy.compactMap(\.transitionCoordinator).first
  }

  /// The tab the switch under way is leaving, as its coordinator tells: selecting it converts
  /// the switch unless an interaction holds it.
  private var leaving: ViewController? {
    guard let coordinator, !coordinator.isInteractive else { return nil }
    return coordinator.viewController(forKey: coordinator.isCancelled ? .to : .from)
  }

  /// Notes a selection of `child` made by code while a switch runs: it converts the switch when
  /// `child` is the tab it leaves and nothing waits behind it, else waits itself.
  private func noteSelection(of child: ViewController) {
    guard isRunning, deferredPending || leaving !== child else { return }
    deferredPending = true
  }

  /// The model of `setViewControllers`: the selection stays if it is kept, else the same index,
  /// else the first.
  private func applyChildren(_ list: [ViewController]) {
    let index = selected.flatMap { current in children.firstIndex { $0 === current } } ?? Int.max
    selected = list.first { $0 === selected } ?? (list.indices.contains(index) ? list[index] : list.first)
    children = list
  }

  private func interactive(
    to position: Double, progress: Double, finishes: Bool, request: TabBarModelOperation?
  ) -> String? {
    if !settle() { return "never settled before an interactive switch" }
    deferredPending = false
    let actual = stage.tabs.children
    guard !actual.isEmpty else { return nil }
    let target = actual[min(actual.count - 1, Int(position * Double(actual.count)))]
    let before = selected
    let interaction = PercentDrivenInteractiveTransition()
    stage.delegate.interaction = interaction
    if !animated { stage.delegate.animator = { [weak self] in self?.slide() ?? SlideAnimator() } }
    defer {
      if !animated { stage.delegate.animator = nil }
    }
    selected = target
    stage.tabs.selectedViewController = target
    // Only this switch is interactive; a request made while it runs plays on its own.
    stage.delegate.interaction = nil
    stage.step()
    interaction.update(progress)
    stage.step()
    if let problem = check() { return "mid-switch: \(problem)" }
    if !finishes && target !== before { selected = before }
    if let request, let problem = perform(request) { return "during the switch: \(problem)" }
    if finishes { interaction.finish() } else { interaction.cancel() }
    stage.step()
    return nil
  }

  private func settle() -> Bool {
    SegueTestSupport.settle(step: stage.step) { isRunning || stage.application.hasPendingInput }
  }

  private func check() -> String? {
    let tabs = stage.tabs
    if !same(tabs.tabBar.items.map { $0 as AnyObject }, tabs.children.map { $0.tabBarItem as AnyObject }) {
      return "the tab bar's items are not the children's"
    }
    if tabs.tabBar.selectedItem !== tabs.selectedViewController?.tabBarItem {
      return "the tab bar shows another selection"
    }
    if let child = tabs.selectedViewController, !tabs.children.contains(where: { $0 === child }) {
      return "\(child.traceName) is selected but not a child"
    }
    if let problem = shownViewsProblem(in: tabs.view.subviews[0], of: tabs) { return problem }
    let shown = tabs.view.subviews[0].subviews.compactMap(\.viewController)
    if !isRunning, !stage.application.hasPendingInput {
      let expected = tabs.selectedViewController.map { [$0] } ?? []
      if !same(shown, expected) {
        return "idle with \(names(shown)) on screen, selected \(tabs.selectedViewController?.traceName ?? "nil")"
      }
    }
    return nil
  }

  private func settledProblem() -> String? {
    let tabs = stage.tabs
    if !same(tabs.children, children) { return "children are \(names(tabs.children)), the model \(names(children))" }
    if tabs.selectedViewController !== selected {
      return "\(tabs.selectedViewController?.traceName ?? "nil") is selected, the model \(selected?.traceName ?? "nil")"
    }
    if let shown = selected?.viewIfLoaded, shown.frame != tabs.view.subviews[0].bounds {
      return "the selected view is at \(shown.frame)"
    }
    let everyone = [stage.a, stage.b, stage.c] + pages.compactMap(\.page.value)
    if let wrong = everyone.first(where: { $0.isAppearingOrAppeared != ($0 === selected) }) {
      return "\(wrong.traceName) has the wrong appearance"
    }
    if let leaked = pages.first(where: { entry in
      entry.page.value.map { page in !children.contains { $0 === page } } ?? false
    }) {
      return "\(leaked.name) leaked"
    }
    return nil
  }

  private func newPage() -> ViewController {
    let page = NamedController("p\(pages.count + 1)")
    pages.append((WeakBox(page), page.traceName))
    return page
  }

  private func same(_ a: [AnyObject], _ b: [AnyObject]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }

  private func names(_ controllers: [ViewController]) -> String {
    "[\(controllers.map(\.traceName).joined(separator: ", "))]"
  }
}
