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
///   time without a finger down or code holding it; no diagnostic, except the refusal of a
///   presentation or dismissal requested while one runs, which the model then drops;
/// - whenever the app settled: a page is in the window exactly when it has appeared; the stack, the selected tab and child and the presentations
///   equal the model, the pages in the window are exactly those the model shows, no page is
///   half-way through an appearance, every container holds one child view, and
///   ``Window/appearanceMismatches`` is empty.
///
/// The model applies each request as Segue's documented policies say. An episode may draw a
/// library transition (``TransitionCatalog``) that every container whose delegate can vend
/// one runs. A finger's gesture, or code scrubbing a transition, starts on a settled app and
/// decides at release (past half way at rest finishes; code says finish or cancel); where a
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
  /// The delegate that vends the episode's library transition, if it drew one.
  let library: LibraryDelegate?
  private let clock = VirtualClock()
  let window = Window(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  private let application: Application
  private let popUps = PopUpTransitions()
  private(set) var tree: AppTree
  private var trees = 1
  private var created = 0
  // The model.
  var stackOptions: [[Page]]
  var tabOptions: [Int] = [0]
  var childOptions: [Int] = [0]
  var presented: [(page: Page, style: AppModelOperation.Style)] = []
  // Observation.
  /// Whether a finger is down or code holds a transition: its time does not count.
  var isHeld = false
  private var acceptsRefusal = false
  private var wasRefused = false
  /// The running transitions, by coordinator, with the time each has run while not held.
  private var running: [(coordinator: AnyObject, time: Double)] = []
  var problem: String?
  /// Every view controller the run made, to see them all released once it is dropped.
  private(set) var tracked: [Tracked] = []
  /// How many operations ran (a request made while a finger holds counts as one).
  private(set) var operationCount = 0

  /// A run on a new app whose tab bar switches in `style` and whose containers run `transition`
  /// when one is given.
  init(style: AppTree.TabStyle, transition: CatalogTransition? = nil) {
    self.style = style
    library = transition.map(LibraryDelegate.init)
    application = Application(window: window, clock: clock)
    tree = AppTree(style: style, library: library)
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
    if problem == nil { problem = settledProblem(laidOut: true) }
    return problem.map { "at the end: \($0)" }
  }

  // MARK: Operations

  /// Does `operation` and updates the model.
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
      tree = AppTree(style: style, suffix: "#\(trees)", library: library)
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
    case .catchSwipe(let progress, let frames, let travel):
      catchSwipe(progress: progress, after: frames, travel: travel)
    case .reverse(let reversal, let frames):
      reverse(reversal, after: frames)
    case .catchPush(let frames, let travel):
      catchPush(after: frames, travel: travel)
    case .containerPan(let distance, let leftward, let hold, let request):
      let start = leftward ? 300.0 : 90.0
      gesture(from: start, to: leftward ? start - distance : start + distance, hold: hold, request: request)
    case .tabPan(let progress, let fromRight, let hold, let request):
      let start = fromRight ? 388.0 : 2.0
      gesture(
        from: start, to: fromRight ? start - progress * 390 : start + progress * 390, hold: hold, request: request)
    case .drive(let driven, let progress, let ending, let hold, let request):
      drive(driven, to: progress, ending: ending, hold: hold, request: request)
    case .verticalSwipe(let operation, let progress, let upward, let hold, let request):
      verticalSwipe(operation, progress: progress, upward: upward, hold: hold, request: request)
    case .pinch(let operation, let progress, let hold, let request):
      pinch(operation, progress: progress, hold: hold, request: request)
    case .dragDown(let progress, let hold, let request):
      dragDown(progress: progress, hold: hold, request: request)
    case .scrollDragDown(let scrolled, let progress, let turnsUp):
      scrollDragDown(scrolled: scrolled, progress: progress, turnsUp: turnsUp)
    }
  }

  /// Presents a new page in `style` over the top-most view controller; the model keeps it
  /// unless Segue refused the request.
  func present(_ style: AppModelOperation.Style, animated: Bool) {
    let presenter = presented.last?.page ?? tree.tabs
    let page = makePage("m")
    switch style {
    case .fullScreen:
      page.modalPresentationStyle = .fullScreen
      page.transitioningDelegate = library
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
  func refuses(_ request: () -> Void) -> Bool {
    acceptsRefusal = true
    wasRefused = false
    request()
    acceptsRefusal = false
    return wasRefused
  }

  /// A finger lands at `startX` (mid-height) on the settled app, moves to `endX` over ten
  /// frames, holds `hold` frames (code makes `request` half way) and lifts at rest.
  private func gesture(from startX: Double, to endX: Double, hold: Int, request: AppModelOperation?) {
    guard settleBeforeHolding() else { return }
    var outcomes = AppModelOutcomes(model: self, startX: startX, endX: endX)
    outcomes.allow(request, in: self)
    let y = window.bounds.height / 2
    press(Self.path(from: [Point(x: startX, y: y)], to: [Point(x: endX, y: y)]), hold: hold, request: request)
    outcomes.apply(to: self)
  }

  /// A back swipe released at rest, then, `frames` frames later, a finger that lands in the
  /// middle, moves `travel` points across and lifts at rest: it catches the pop if the pop still
  /// plays its rest, so the pop may end either way. (A travel under half the width never ends a
  /// content swipe or a container pan of its own.)
  private func catchSwipe(progress: Double, after frames: Int, travel: Double) {
    guard settleBeforeHolding() else { return }
    var outcomes = AppModelOutcomes(model: self, startX: 2, endX: 2 + progress * 390)
    outcomes.allowEitherEnd()
    let y = window.bounds.height / 2
    press(Self.path(from: [Point(x: 2, y: y)], to: [Point(x: 2 + progress * 390, y: y)]), hold: 0, request: nil)
    for _ in 0..<frames { step() }
    press(Self.path(from: [Point(x: 195, y: y)], to: [Point(x: 195 + travel, y: y)]), hold: 2, request: nil)
    outcomes.apply(to: self)
  }

  /// Settles the app before a finger lands or code holds a transition and checks it; whether
  /// it settled.
  func settleBeforeHolding() -> Bool {
    guard settle() else {
      problem = problem ?? "the app never settled before a gesture"
      return false
    }
    if problem == nil { problem = settledProblem(laidOut: true) }
    return true
  }

  /// The samples of fingers that land at `starts` and move to `ends` in ten equal steps.
  static func path(from starts: [Point], to ends: [Point]) -> [[Point]] {
    (0...10).map { index in
      zip(starts, ends).map { start, end in
        Point(x: start.x + (end.x - start.x) * Double(index) / 10, y: start.y + (end.y - start.y) * Double(index) / 10)
      }
    }
  }

  /// Fingers land at the first of `samples` (a point a finger) and move through the others, a
  /// frame each, hold `hold` frames (code makes `request` half way), rest two frames and lift.
  func press(_ samples: [[Point]], hold: Int, request: AppModelOperation?) {
    let frame = application.frameScheduler.frameDuration
    func inputs(_ points: [Point], _ phase: Touch.Phase, after frames: Int) -> [TouchInput] {
      points.enumerated().map { finger, point in
        TouchInput(identifier: finger + 1, location: point, phase: phase, timestamp: clock.now + frame * Double(frames))
      }
    }
    isHeld = true
    application.enqueue(
      samples.enumerated().flatMap { index, points in inputs(points, index == 0 ? .began : .moved, after: index + 1) })
    for _ in samples { step() }
    while application.hasPendingInput { step() }
    self.hold(hold, request: request)
    let last = samples[samples.count - 1]
    application.enqueue(
      inputs(last, .moved, after: 1) + inputs(last, .moved, after: 2) + inputs(last, .ended, after: 3))
    for _ in 0..<3 { step() }
    // Frame times add up with rounding: run until the lift was delivered.
    while application.hasPendingInput { step() }
    isHeld = false
  }

  /// Runs `frames` frames, making `request` half way (at once when there are none).
  func hold(_ frames: Int, request: AppModelOperation?) {
    for index in 0..<max(frames, 1) {
      if index == frames / 2, let request { perform(request) }
      if frames > 0 { step() }
    }
  }

  // MARK: Frames

  /// Runs one frame and the checks that hold at every frame.
  func step() {
    application.step(clock)
    guard problem == nil else { return }
    problem = appearanceProblem(settled: false) ?? runningProblem()
  }

  /// Whether nothing moves: no transition runs, no input waits and no page's view animates.
  private var isSettled: Bool { !hasTransitionUnderway && !application.hasPendingInput && !isAnimatingPages }

  /// Whether a page in the window, or a view that holds it, ignores touches while it animates (a
  /// screen springing back after a drag above where it started).
  private var isAnimatingPages: Bool {
    tracked.contains { entry in
      guard let page = entry.controller as? Page, page.isInWindow else { return false }
      var view: View? = page.view
      while let each = view {
        if each.isUserInteractionSuspendedByAnimation { return true }
        view = each.superview
      }
      return false
    }
  }

  /// Runs frames until nothing moves, 600 at most; whether it settled.
  private func settle() -> Bool {
    for _ in 0..<600 {
      if isSettled { break }
      step()
    }
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

  /// A transition that ran longer than its duration plus two seconds while not held.
  private func runningProblem() -> String? {
    var now: [(coordinator: AnyObject, time: Double)] = []
    let step = isHeld ? 0 : application.frameScheduler.frameDuration
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

  /// What is wrong with the settled app, if anything; once a frame `laidOut` the views, also
  /// whether every page in the window shows.
  private func settledProblem(laidOut: Bool = false) -> String? {
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
    if laidOut, let page = shown.first(where: { Self.hiddenPart(of: $0.view) != nil }),
      let part = Self.hiddenPart(of: page.view)
    {
      return "\(page.traceName) is in the window but does not show: \(part)"
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

  /// Why `view` does not show as a settled app shows its pages, if it does not: it, or a view
  /// that holds it, has no area, is hidden, transparent or transformed.
  private static func hiddenPart(of view: View) -> String? {
    var part: View? = view
    while let each = part, each.superview != nil {
      let name = each.viewController?.traceName ?? (each === view ? "its view" : "a view holding it")
      if each.bounds.size.width <= 0 || each.bounds.size.height <= 0 { return "\(name) is \(each.bounds.size)" }
      if each.isHidden { return "\(name) is hidden" }
      if each.alpha != 1 { return "\(name) has alpha \(each.alpha)" }
      if each.transform3D != .identity { return "\(name) is transformed" }
      part = each.superview
    }
    return nil
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

  /// A new page named `prefix` and a number, tracked.
  func makePage(_ prefix: String) -> Page {
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
}
