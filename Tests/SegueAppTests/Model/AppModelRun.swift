import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueTransitions
import SegueUI

/// Runs a sequence of ``AppModelOperation``s on one whole app in a window on a virtual clock,
/// through the public API only, and checks it against a model of its own after every frame and
/// operation; ``run(_:)`` returns the first problem.
///
/// Checked, independently of Segue's bookkeeping:
/// - every frame: a page that has appeared (by the calls it got) is in the window; no transition runs longer than its duration plus two seconds of
///   time without a finger down; no diagnostic, except the refusal of a presentation or
///   dismissal requested while one runs, which the model then drops;
/// - whenever the app settled: a page is in the window exactly when it has appeared; the stack, the selected tab and child and the presentations
///   equal the model, the pages in the window are exactly those the model shows, no page is
///   half-way through an appearance, every container holds one child view, and
///   ``Window/appearanceMismatches`` is empty.
///
/// The model applies each request as Segue's documented policies say. A finger's gesture
/// starts on a settled app and decides at release (past half way at rest finishes); where a
/// request made while the finger holds can take the container off the screen, or two
/// recognizers compete for the same finger, the model accepts either outcome and follows the
/// one that happened.
@MainActor
final class AppModelRun {
  /// A weak reference to a view controller, to see it released.
  struct Tracked {
    weak var controller: ViewController?
    let name: String
  }

  let style: AppTree.TabStyle
  private let clock = VirtualClock()
  private let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  private let application: Application
  private let popUps = PopUpTransitions()
  private var tree: AppTree
  private var trees = 1
  private var created = 0
  // The model.
  private var stackOptions: [[Page]]
  private var tabOptions: [Int] = [0]
  private var childOptions: [Int] = [0]
  private var presented: [(page: Page, style: AppModelOperation.Style)] = []
  // Observation.
  private var isFingerDown = false
  private var acceptsRefusal = false
  private var wasRefused = false
  /// The running transitions, by coordinator, with the time each has run without a finger down.
  private var running: [(coordinator: AnyObject, time: Double)] = []
  private var problem: String?
  /// Every view controller the run made, to see them all released once it is dropped.
  private(set) var tracked: [Tracked] = []
  /// How many operations ran (a request made while a finger holds counts as one).
  private(set) var operationCount = 0

  init(style: AppTree.TabStyle) {
    self.style = style
    application = Application(window: window, clock: clock)
    tree = AppTree(style: style)
    stackOptions = [[tree.home]]
    track(tree)
    window.rootViewController = tree.tabs
    application.runFrame()
  }

  /// Runs `operations`, then (when `settles`) settles and checks the end state; the first
  /// problem, naming the operation after which it showed. An app left unsettled is dropped in
  /// the middle of what it was doing.
  func run(_ operations: [AppModelOperation], settles: Bool = true) -> String? {
    let handler: Diagnostics.Handler = { [unowned self] diagnostic in MainActor.assumeIsolated { note(diagnostic) } }
    return Diagnostics.withHandler(handler) { runNoting(operations, settles: settles) }
  }

  /// ``run(_:settles:)`` with the diagnostics noted.
  private func runNoting(_ operations: [AppModelOperation], settles: Bool) -> String? {
    for (index, operation) in operations.enumerated() {
      perform(operation)
      if problem == nil, isSettled { problem = settledProblem() }
      if let problem { return "after operation \(index) (\(operation)): \(problem)" }
    }
    guard settles else { return nil }
    if !settle() { problem = problem ?? "the app never settled" }
    if problem == nil { problem = settledProblem() }
    return problem.map { "at the end: \($0)" }
  }

  // MARK: Operations

  private func perform(_ operation: AppModelOperation) {
    operationCount += 1
    switch operation {
    case .selectTab(let index):
      tree.tabs.selectedIndex = index
      tabOptions = [index]
    case .push(let animated):
      let page = makePage("p")
      tree.navigation.pushViewController(page, animated: animated)
      stackOptions = stackOptions.map { $0 + [page] }
    case .pop(let animated):
      guard let count = stackOptions.first?.count, count > 1, stackOptions.allSatisfy({ $0.count == count }) else {
        return
      }
      _ = tree.navigation.popViewController(animated: animated)
      stackOptions = stackOptions.map { Array($0.dropLast()) }
    case .popToRoot(let animated):
      guard stackOptions.contains(where: { $0.count > 1 }) else { return }
      _ = tree.navigation.popToRootViewController(animated: animated)
      stackOptions = [[tree.home]]
    case .selectChild(let index):
      tree.container.selectedViewController = tree.containerPages[index]
      childOptions = [index]
    case .present(let style, let animated):
      present(style, animated: animated)
    case .dismiss(let animated):
      guard let top = presented.last else { return }
      let presenter = presented.count > 1 ? presented[presented.count - 2].page : tree.tabs
      if refuses({ presenter.dismiss(animated: animated) }) { return }
      if presenter.presentedViewController === top.page || presenter.presentedViewController == nil {
        presented.removeLast()
      }
    case .replaceRoot:
      trees += 1
      tree = AppTree(style: style, suffix: "#\(trees)")
      track(tree)
      window.rootViewController = tree.tabs
      stackOptions = [[tree.home]]
      tabOptions = [0]
      childOptions = [0]
      presented = []
    case .wait(let frames):
      for _ in 0..<frames { step() }
    case .backSwipe(let progress, let hold, let request):
      gesture(from: 2, to: 2 + progress * 390, hold: hold, request: request)
    case .containerPan(let distance, let leftward, let hold, let request):
      let start = leftward ? 300.0 : 90.0
      gesture(from: start, to: leftward ? start - distance : start + distance, hold: hold, request: request)
    case .tabPan(let progress, let fromRight, let hold, let request):
      let start = fromRight ? 388.0 : 2.0
      gesture(
        from: start, to: fromRight ? start - progress * 390 : start + progress * 390, hold: hold, request: request)
    }
  }

  private func present(_ style: AppModelOperation.Style, animated: Bool) {
    let presenter = presented.last?.page ?? tree.tabs
    let page = makePage("m")
    switch style {
    case .fullScreen:
      page.modalPresentationStyle = .fullScreen
    case .overFullScreen:
      page.modalPresentationStyle = .overFullScreen
    case .popUp:
      page.modalPresentationStyle = .custom
      page.transitioningDelegate = popUps
    }
    if refuses({ presenter.present(page, animated: animated) }) { return }
    presented.append((page, style))
  }

  /// Runs `request`, a presentation or dismissal that Segue may refuse while another runs;
  /// whether it did.
  private func refuses(_ request: () -> Void) -> Bool {
    acceptsRefusal = true
    wasRefused = false
    request()
    acceptsRefusal = false
    return wasRefused
  }

  /// A finger lands at `startX` (mid-height) on the settled app, moves to `endX` over ten
  /// frames, holds `hold` frames (code makes `request` half way) and lifts at rest.
  private func gesture(from startX: Double, to endX: Double, hold: Int, request: AppModelOperation?) {
    guard settle() else {
      problem = problem ?? "the app never settled before a gesture"
      return
    }
    if problem == nil { problem = settledProblem() }
    let outcomes = GestureOutcomes(model: self, startX: startX, endX: endX, request: request)
    let frame = application.frameScheduler.frameDuration
    let y = window.bounds.height / 2
    var inputs = [
      TouchInput(identifier: 1, location: Point(x: startX, y: y), phase: .began, timestamp: clock.now + frame)
    ]
    for index in 1...10 {
      let x = startX + (endX - startX) * Double(index) / 10
      inputs.append(
        TouchInput(
          identifier: 1, location: Point(x: x, y: y), phase: .moved, timestamp: clock.now + frame * Double(index + 1)))
    }
    isFingerDown = true
    application.enqueue(inputs)
    for _ in 0..<11 { step() }
    while application.hasPendingInput { step() }
    for index in 0..<max(hold, 1) {
      if index == hold / 2, let request { perform(request) }
      if hold > 0 { step() }
    }
    application.enqueue([
      TouchInput(identifier: 1, location: Point(x: endX, y: y), phase: .moved, timestamp: clock.now + frame),
      TouchInput(identifier: 1, location: Point(x: endX, y: y), phase: .moved, timestamp: clock.now + frame * 2),
      TouchInput(identifier: 1, location: Point(x: endX, y: y), phase: .ended, timestamp: clock.now + frame * 3),
    ])
    for _ in 0..<3 { step() }
    // Frame times add up with rounding: run until the lift was delivered.
    while application.hasPendingInput { step() }
    isFingerDown = false
    outcomes.apply(to: self)
  }

  // MARK: Frames

  /// Runs one frame and the checks that hold at every frame.
  private func step() {
    application.step(clock)
    guard problem == nil else { return }
    problem = appearanceProblem(settled: false) ?? runningProblem()
  }

  private var isSettled: Bool { !hasTransitionUnderway && !application.hasPendingInput }

  /// Runs frames until nothing moves, 600 at most; whether it settled.
  private func settle() -> Bool {
    for _ in 0..<600 where !isSettled { step() }
    step()
    return isSettled
  }

  /// Whether a view controller the run made (every one of the app's) is in a transition.
  private var hasTransitionUnderway: Bool {
    tracked.contains { $0.controller?.transitionCoordinator != nil }
  }

  /// A page whose appearance disagrees with its view being in the window: one that has appeared
  /// is always in it; once the app `settled`, one that has disappeared is not (while a
  /// transition moves its container off the screen, a page pushed meanwhile is in the window
  /// without appearing, as on the platform).
  private func appearanceProblem(settled: Bool) -> String? {
    for entry in tracked {
      guard let page = entry.controller as? Page else { continue }
      if let call = page.outOfOrderCalls.first { return "\(entry.name) got \(call)" }
      switch page.appearance {
      case .appeared where !page.isInWindow: return "\(entry.name) has appeared but is not in the window"
      case .disappeared where settled && page.isInWindow: return "\(entry.name) has disappeared but is in the window"
      default: continue
      }
    }
    return nil
  }

  /// A transition that ran longer than its duration plus two seconds without a finger down.
  private func runningProblem() -> String? {
    var now: [(coordinator: AnyObject, time: Double)] = []
    let step = isFingerDown ? 0 : application.frameScheduler.frameDuration
    for entry in tracked {
      guard let controller = entry.controller, let coordinator = controller.transitionCoordinator,
        !now.contains(where: { $0.coordinator === coordinator })
      else { continue }
      let time = (running.first { $0.coordinator === coordinator }?.time ?? 0) + step
      now.append((coordinator, time))
      if time > coordinator.transitionDuration + 2 {
        return
          "a transition of \(controller.traceName) has run \(time.rounded2) s (its duration is \(coordinator.transitionDuration) s)"
      }
    }
    running = now
    return nil
  }

  private func note(_ diagnostic: Diagnostic) {
    if acceptsRefusal, TransitionIssue(diagnostic)?.kind == .overlappingTransition {
      wasRefused = true
    } else if problem == nil {
      problem = "unexpected diagnostic: \(diagnostic.domain) \(diagnostic.kind): \(diagnostic.message)"
    }
  }

  // MARK: The settled app

  private func settledProblem() -> String? {
    if window.rootViewController !== tree.tabs { return "the window's root is not the newest tab bar controller" }
    if let problem = appearanceProblem(settled: true) { return problem }
    let stack = tree.navigation.viewControllers
    guard let modelStack = stackOptions.first(where: { Self.same($0, stack) }) else {
      return "the stack is \(names(stack)), the model \(stackOptions.map(names))"
    }
    stackOptions = [modelStack]
    guard tabOptions.contains(tree.tabs.selectedIndex) else {
      return "tab \(tree.tabs.selectedIndex) is selected, the model \(tabOptions)"
    }
    tabOptions = [tree.tabs.selectedIndex]
    // Until its view loads, the container shows its first child unless one was selected.
    let selected = tree.container.selectedViewController ?? (tree.container.isViewLoaded ? nil : tree.containerPages[0])
    guard let child = tree.containerPages.firstIndex(where: { $0 === selected }), childOptions.contains(child) else {
      return
        "the container shows \(tree.container.selectedViewController?.traceName ?? "nothing"), the model \(childOptions)"
    }
    childOptions = [child]
    var chain: [ViewController] = []
    var presenter: ViewController = tree.tabs
    while let next = presenter.presentedViewController {
      chain.append(next)
      presenter = next
    }
    if !Self.same(chain, presented.map(\.page)) {
      return "presented: \(names(chain)), the model \(names(presented.map(\.page)))"
    }
    let shown = tracked.compactMap { $0.controller as? Page }.filter(\.isInWindow)
    let expected = expectedShownPages(stack: modelStack, child: child)
    if Set(shown.map(ObjectIdentifier.init)) != Set(expected.map(ObjectIdentifier.init)) {
      return "the window shows \(names(shown)), the model \(names(expected))"
    }
    if let page = tracked.compactMap({ $0.controller as? Page }).first(where: {
      $0.appearance == .appearing || $0.appearance == .disappearing
    }) {
      return "\(page.traceName) is still \(page.appearance) while nothing moves"
    }
    if let mismatch = window.appearanceMismatches.first { return mismatch }
    let barItems = tree.navigation.navigationBar.items
    if !barItems.elementsEqual(modelStack.map(\.navigationItem), by: ===) {
      return "the navigation bar shows \(barItems.compactMap(\.title)), the model \(names(modelStack))"
    }
    let barViews = tree.navigation.navigationBar.subviews.count
    if tree.navigation.isViewLoaded, barViews != 2 {
      return "the navigation bar holds \(barViews) views, not its hairline and one item's"
    }
    return containerViewsProblem()
  }

  /// The pages the model shows: the selected tab's page and the presented pages, except the
  /// presenters whose views full-screen presentations removed (Segue removes the presenter's
  /// view, as the platform's full-screen style removes the presenting view controller's).
  private func expectedShownPages(stack: [Page], child: Int) -> [Page] {
    let tabPage: Page =
      switch tabOptions[0] {
      case 0: stack.last!
      case 1: tree.containerPages[child]
      default: tree.plain
      }
    var pages: [Page?] = [tabPage] + presented.map(\.page)
    for (index, entry) in presented.enumerated() where entry.style == .fullScreen {
      pages[index] = nil
    }
    return pages.compactMap { $0 }
  }

  /// A container whose view, or children's area, holds another number of views than it should
  /// (one child's view in the area; the navigation controller's view holds its area and its
  /// bar): a view left behind by a transition.
  private func containerViewsProblem() -> String? {
    let roots: [(String, View?, Int)] = [
      ("navigation", tree.navigation.viewIfLoaded, 2), ("tab bar", tree.tabs.viewIfLoaded, 2),
      ("container", tree.container.viewIfLoaded, 2),
    ]
    for (name, root, count) in roots {
      guard let root, root.window != nil else { continue }
      if root.subviews.count != count { return "the \(name)'s view holds \(root.subviews.count) views" }
    }
    let areas: [(String, View?)] = [
      ("navigation", tree.navigation.viewIfLoaded?.subviews.first),
      ("tab bar", tree.tabs.viewIfLoaded?.subviews.first),
      ("container", tree.container.viewIfLoaded?.subviews.first),
    ]
    for (name, area) in areas {
      guard let area, area.window != nil else { continue }
      if area.subviews.count != 1 { return "the \(name)'s children's area holds \(area.subviews.count) views" }
    }
    return nil
  }

  // MARK: Bookkeeping

  private func makePage(_ prefix: String) -> Page {
    created += 1
    let page = Page("\(prefix)\(created)")
    tracked.append(Tracked(controller: page, name: page.traceName))
    return page
  }

  private func track(_ tree: AppTree) {
    let controllers: [ViewController] =
      [tree.tabs, tree.navigation, tree.container, tree.home, tree.plain] + tree.containerPages
    tracked += controllers.map { Tracked(controller: $0, name: $0.traceName) }
  }

  private func names(_ controllers: [ViewController]) -> String {
    "[" + controllers.map(\.traceName).joined(separator: ", ") + "]"
  }

  private static func same(_ lhs: [ViewController], _ rhs: [ViewController]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
  }

  /// What a gesture may lead to, worked out from the model on the settled app before it starts.
  @MainActor
  private struct GestureOutcomes {
    var stacks: [[Page]]?
    var tabs: [Int]?
    var children: [Int]?

    init(model run: AppModelRun, startX: Double, endX: Double, request: AppModelOperation?) {
      // Presentations cover the tabs, except pop-ups (a `.custom` presentation's container lets
      // through touches beside the presented view, which is centred, 280 points wide).
      let besidePopUps = abs(startX - 195) > 140
      guard run.presented.allSatisfy({ $0.style == .popUp }), run.presented.isEmpty || besidePopUps else { return }
      let tab = run.tabOptions[0]
      let stack = run.stackOptions[0]
      let child = run.childOptions[0]
      let travel = endX - startX
      let fromLeftEdge = startX < 20
      let fromRightEdge = startX > 370
      let healthBeat = run.style == .healthBeat
      // Health Beat's edge pans on the tabs: the first tab from the right, the last from the left.
      var tabTarget: Int?
      if healthBeat {
        if fromRightEdge, tab < 2 { tabTarget = tab + 1 }
        if fromLeftEdge, tab > 0 { tabTarget = tab - 1 }
      }
      let tabFinishes = abs(travel) / 390 > 0.5
      var competing = false
      switch tab {
      case 0:
        if fromLeftEdge, stack.count > 1 {
          stacks = [abs(travel) / 390 > 0.5 ? Array(stack.dropLast()) : stack]
        }
      case 1:
        let target = travel < 0 ? child + 1 : child - 1
        if (0..<3).contains(target) {
          children = [abs(travel) / 390 * 0.5 > 0.2 ? target : child]
          competing = tabTarget != nil
        }
      default:
        break
      }
      if let tabTarget { tabs = [tabFinishes ? tabTarget : tab] }
      if competing {
        // The container's pan and the tab's edge pan want the same finger: either may win.
        children = [child, travel < 0 ? child + 1 : child - 1]
        tabs = [tab, tabTarget!]
      }
      guard let request else { return }
      switch request {
      case .selectTab(let index):
        // The code's selection is applied last; another tab takes the finger's container off
        // the screen, at once or after the slide.
        tabs = nil
        if index != tab {
          stacks = stacks.map { [stack] + $0 }
          children = children.map { [child] + $0 }
        }
      case .selectChild:
        children = nil
      case .present(.fullScreen, _):
        stacks = stacks.map { [stack] + $0 }
        children = children.map { [child] + $0 }
        tabs = tabs.map { [tab] + $0 }
      case .replaceRoot:
        (stacks, tabs, children) = (nil, nil, nil)
      default:
        break
      }
    }

    /// Makes the model accept these outcomes until the app settles.
    func apply(to run: AppModelRun) {
      if let stacks { run.stackOptions = stacks }
      if let tabs { run.tabOptions = tabs }
      if let children { run.childOptions = children }
    }
  }
}

/// The transitioning delegate of Health Beat's pop-up: the fade in and out.
@MainActor
final class PopUpTransitions: ViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? {
    PopUpFadeAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    PopUpFadeAnimator(isPresenting: false)
  }
}
