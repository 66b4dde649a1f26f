/// What a gesture, or a transition code holds, may lead to, worked out from the model on the
/// settled app before it starts: the stacks, tabs and children the model accepts until the app
/// settles (`nil` leaves the model's own).
@MainActor
struct AppModelOutcomes {
  var stacks: [[Page]]?
  var tabs: [Int]?
  var children: [Int]?
  /// Where the held transitions start and where they lead when they complete: a request that
  /// takes their container off the screen may end them either way.
  private var stackEnds: [[Page]] = []
  private var tabEnds: [Int] = []
  private var childEnds: [Int] = []

  /// No outcome: the model keeps its own.
  init() {}

  /// Expects the navigation transition from `stack` to `completed` to complete when it
  /// `finishes`, else to leave `stack`.
  mutating func expect(stack: [Page], completing completed: [Page], finishes: Bool) {
    stacks = [finishes ? completed : stack]
    stackEnds = [stack, completed]
  }

  /// Expects the tab switch from `tab` to `completed` to complete when it `finishes`.
  mutating func expect(tab: Int, completing completed: Int, finishes: Bool) {
    tabs = [finishes ? completed : tab]
    tabEnds = [tab, completed]
  }

  /// Expects the custom container's switch from `child` to `completed` to complete when it
  /// `finishes`.
  mutating func expect(child: Int, completing completed: Int, finishes: Bool) {
    children = [finishes ? completed : child]
    childEnds = [child, completed]
  }

  /// The outcomes of a finger that lands at `startX` at mid-height and lifts at rest at `endX`.
  init(model run: AppModelRun, startX: Double, endX: Double) {
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
      // The edge pan from the left edge; the content back swipe from anywhere else on a drag to
      // the right (the pages hold nothing that claims a horizontal drag first).
      if stack.count > 1, fromLeftEdge || travel > 0 {
        expect(stack: stack, completing: Array(stack.dropLast()), finishes: abs(travel) / 390 > 0.5)
      }
    case 1:
      let target = travel < 0 ? child + 1 : child - 1
      if (0..<3).contains(target) {
        expect(child: child, completing: target, finishes: abs(travel) / 390 * 0.5 > 0.2)
        competing = tabTarget != nil
      }
    default:
      break
    }
    if let tabTarget { expect(tab: tab, completing: tabTarget, finishes: tabFinishes) }
    if competing {
      // The container's pan and the tab's edge pan want the same finger: either may win.
      children = [child, travel < 0 ? child + 1 : child - 1]
      tabs = [tab, tabTarget!]
    }
  }

  /// Lets each held transition end either way: a touch may catch it and the lift decide again.
  mutating func allowEitherEnd() {
    stacks = stacks.map { _ in stackEnds }
    tabs = tabs.map { _ in tabEnds }
    children = children.map { _ in childEnds }
  }

  /// Widens the outcomes for `request`, which code makes while the transition is held (none of
  /// it changes the stack the transition drives).
  mutating func allow(_ request: AppModelOperation?, in run: AppModelRun) {
    guard let request else { return }
    switch request {
    case .selectTab(let index):
      // The code's selection is applied last; another tab takes the held transition's
      // container off the screen, at once or after the slide.
      tabs = nil
      if index != run.tabOptions[0] {
        stacks = stacks.map { stackEnds + $0 }
        children = children.map { childEnds + $0 }
      }
    case .selectChild:
      children = nil
    case .present(.fullScreen, _):
      stacks = stacks.map { stackEnds + $0 }
      children = children.map { childEnds + $0 }
      tabs = tabs.map { tabEnds + $0 }
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
