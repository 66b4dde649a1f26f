import SegueGeometry
import SegueTransitions
import SegueUI

/// The operations that drive the episode's library transition: code scrubbing a percent-driven
/// controller, and fingers on the library's interaction controllers. Each starts on the settled
/// app; the model predicts whether the library's transition runs the request (its controller
/// then drives it, and the finger's or the code's decision stands) or another animator does
/// (the request completes).
extension AppModelRun {
  /// Runs ``AppModelOperation/drive(_:progress:ending:hold:request:)``.
  func drive(
    _ driven: AppModelOperation.Driven, to progress: Double, ending: AppModelOperation.Ending, hold: Int,
    request: AppModelOperation?
  ) {
    guard settleBeforeHolding() else { return }
    let interaction = PercentDrivenInteractiveTransition()
    let (tab, stack, child) = (tabOptions[0], stackOptions[0], childOptions[0])
    let cancels = ending == .cancel
    var outcomes = AppModelOutcomes()
    switch driven {
    case .push:
      let interactive = library != nil && tab == 0 && tabsInWindow
      let page = makePage("p")
      arm(interaction, if: interactive)
      tree.navigation.pushViewController(page, animated: true)
      outcomes.expect(stack: stack, completing: stack + [page], finishes: !interactive || !cancels)
    case .pop:
      guard stack.count > 1 else { return }
      let interactive = library != nil && tab == 0 && tabsInWindow
      arm(interaction, if: interactive)
      _ = tree.navigation.popViewController(animated: true)
      outcomes.expect(stack: stack, completing: Array(stack.dropLast()), finishes: !interactive || !cancels)
    case .selectTab(let index):
      guard index != tab else { return }
      let interactive = library != nil && style == .slide && tabsInWindow
      arm(interaction, if: interactive)
      tree.tabs.selectedIndex = index
      outcomes.expect(tab: tab, completing: index, finishes: !interactive || !cancels)
    case .selectChild(let index):
      guard index != child else { return }
      let interactive = library != nil && tab == 1 && tabsInWindow
      arm(interaction, if: interactive)
      tree.container.selectedViewController = tree.containerPages[index]
      outcomes.expect(child: child, completing: index, finishes: !interactive || !cancels)
    case .present:
      let count = presented.count
      arm(interaction, if: library != nil)
      present(.fullScreen, animated: true)
      if library != nil, cancels, presented.count > count { presented.removeLast() }
    case .dismiss:
      guard let top = presented.last else { return }
      let interactive = library != nil && top.style == .fullScreen
      arm(interaction, if: interactive)
      let presenter = presented.count > 1 ? presented[presented.count - 2].page : tree.tabs
      presenter.dismiss(animated: true)
      if !interactive || !cancels { presented.removeLast() }
    }
    disarm()
    outcomes.allow(request, in: self)
    isHeld = true
    for index in 1...10 {
      step()
      interaction.update(progress * Double(index) / 10)
    }
    self.hold(hold, request: request)
    switch ending {
    case .finish: interaction.finish()
    case .flick: interaction.finish(velocity: AppModelOperation.flickVelocity)
    case .cancel: interaction.cancel()
    }
    isHeld = false
    outcomes.apply(to: self)
  }

  /// Runs ``AppModelOperation/verticalSwipe(_:progress:upward:hold:request:)``: the finger
  /// moves at x = 160 from y = 400 down, or from y = 600 up.
  func verticalSwipe(
    _ operation: VerticalSwipeInteractionController.Operation, progress: Double, upward: Bool, hold: Int,
    request: AppModelOperation?
  ) {
    guard settleBeforeHolding() else { return }
    let finishes = progress > VerticalSwipeInteractionController.finishThreshold
    let target: (page: Page, interactive: Bool, outcomes: AppModelOutcomes)?
    switch operation {
    case .pop:
      // A pop needs a swipe down.
      target = popTarget(finishes: finishes).map { upward ? ($0.page, false, AppModelOutcomes()) : $0 }
    case .dismiss:
      target = dismissalTarget(finishes: finishes).map { ($0.page, $0.interactive, AppModelOutcomes()) }
    case .tab:
      target = tabTarget(upward: upward, finishes: finishes)
    }
    guard let target else { return }
    let swipe = VerticalSwipeInteractionController()
    swipe.wire(to: target.page, for: operation)
    let start = Point(x: 160, y: upward ? 600 : 400)
    let end = Point(x: 160, y: start.y + (upward ? -200 : 200) * progress)
    press(
      Self.path(from: [start], to: [end]), driving: swipe, if: target.interactive,
      while: { [weak swipe] in swipe?.interactionInProgress == true }, outcomes: target.outcomes, hold: hold,
      request: request)
  }

  /// Runs ``AppModelOperation/pinch(_:progress:hold:request:)``: two fingers land 300 points
  /// apart, level at y = 500 about the middle, begin the pinch 280 apart and close to
  /// `280 · (1 − progress)`.
  func pinch(
    _ operation: PinchInteractionController.Operation, progress: Double, hold: Int, request: AppModelOperation?
  ) {
    guard settleBeforeHolding() else { return }
    let finishes = progress > PinchInteractionController.finishThreshold
    let target: (page: Page, interactive: Bool, outcomes: AppModelOutcomes)? =
      switch operation {
      case .pop: popTarget(finishes: finishes)
      case .dismiss: dismissalTarget(finishes: finishes).map { ($0.page, $0.interactive, AppModelOutcomes()) }
      }
    guard let target else { return }
    let pinch = PinchInteractionController()
    pinch.wire(to: target.page, for: operation)
    func fingers(_ span: Double) -> [Point] { [Point(x: 195 - span / 2, y: 500), Point(x: 195 + span / 2, y: 500)] }
    let closed = 280 * (1 - progress)
    let samples = [fingers(300), fingers(280)] + (1...10).map { fingers(280 + (closed - 280) * Double($0) / 10) }
    press(
      samples, driving: pinch, if: target.interactive, while: { [weak pinch] in pinch?.interactionInProgress == true },
      outcomes: target.outcomes, hold: hold, request: request)
  }

  /// Runs ``AppModelOperation/dragDown(progress:hold:request:)``: the finger moves at x = 160
  /// from y = 40 down, or from y = 600 up (the rubber band, which cancels).
  func dragDown(progress: Double, hold: Int, request: AppModelOperation?) {
    guard settleBeforeHolding(),
      let target = dismissalTarget(finishes: progress > PanToDismissInteractionController.finishThreshold)
    else { return }
    let drag = PanToDismissInteractionController()
    drag.wire(to: target.page)
    let start = Point(x: 160, y: progress < 0 ? 600 : 40)
    let end = Point(x: 160, y: start.y + progress * window.bounds.height)
    press(
      Self.path(from: [start], to: [end]), driving: drag, if: target.interactive,
      while: { [weak drag] in drag?.interactionInProgress == true }, outcomes: AppModelOutcomes(), hold: hold,
      request: request)
  }

  // MARK: Targets

  /// Whether the tab bar controller's view is in the window: no full-screen presentation over
  /// it removed it.
  private var tabsInWindow: Bool { presented.first?.style != .fullScreen }

  /// The selected tab's page, when no presentation covers any of it.
  private var tabPage: Page? {
    guard presented.isEmpty else { return nil }
    return switch tabOptions[0] {
    case 0: stackOptions[0].last
    case 1: tree.containerPages[childOptions[0]]
    default: tree.plain
    }
  }

  /// Where a gesture that pops lands (the stack's top page, shown and not the root), whether
  /// the library's transition runs the pop, and the stack it leads to when the finger's
  /// decision is `finishes`; `nil` when there is no such page.
  private func popTarget(finishes: Bool) -> (page: Page, interactive: Bool, outcomes: AppModelOutcomes)? {
    let stack = stackOptions[0]
    guard tabOptions[0] == 0, let page = tabPage, stack.count > 1 else { return nil }
    let interactive = library != nil
    var outcomes = AppModelOutcomes()
    outcomes.expect(stack: stack, completing: Array(stack.dropLast()), finishes: !interactive || finishes)
    return (page, interactive, outcomes)
  }

  /// Where a gesture that dismisses lands (the top presented page, when it covers the window)
  /// and whether the library's transition runs the dismissal; the model drops the page when
  /// the dismissal will complete (the finger's decision is `finishes`, or no controller drives
  /// it). `nil` when there is no such page.
  func dismissalTarget(finishes: Bool) -> (page: Page, interactive: Bool)? {
    guard let top = presented.last, top.style != .popUp else { return nil }
    let interactive = library != nil && top.style == .fullScreen
    if !interactive || finishes { presented.removeLast() }
    return (top.page, interactive)
  }

  /// Where a vertical swipe that switches tabs lands (the selected tab's page), whether the
  /// library's transition runs the switch, and the tabs it leads to when the finger's decision
  /// is `finishes`: the next tab up, the previous one down; `nil` when there is none.
  private func tabTarget(upward: Bool, finishes: Bool) -> (page: Page, interactive: Bool, outcomes: AppModelOutcomes)? {
    let tab = tabOptions[0]
    let next = upward ? tab + 1 : tab - 1
    guard let page = tabPage, (0..<3).contains(next) else { return nil }
    let interactive = library != nil && style == .slide
    var outcomes = AppModelOutcomes()
    outcomes.expect(tab: tab, completing: next, finishes: !interactive || finishes)
    // The custom container's pan (towards a next child) wants the same finger and may win; it
    // moves nothing horizontally, so its transition cancels.
    if tab == 1, childOptions[0] < 2 { outcomes.tabs = [tab] + outcomes.tabs! }
    return (page, interactive, outcomes)
  }

  // MARK: Driving

  /// Presses `samples` (see ``press(_:hold:request:)``) with `interaction` driving the
  /// transition the library is asked for while `isDriving` holds, when the model expects the
  /// library's transition to run it (`interactive`); the model then accepts `outcomes`.
  func press(
    _ samples: [[Point]], driving interaction: PercentDrivenInteractiveTransition, if interactive: Bool,
    while isDriving: @escaping () -> Bool, outcomes: AppModelOutcomes, hold: Int, request: AppModelOperation?
  ) {
    var outcomes = outcomes
    outcomes.allow(request, in: self)
    arm(interaction, if: interactive, while: isDriving)
    press(samples, hold: hold, request: request)
    disarm()
    outcomes.apply(to: self)
  }

  /// Makes `interaction` drive the next transition the library is asked for while `isDriving`
  /// holds, when `interactive`.
  private func arm(
    _ interaction: PercentDrivenInteractiveTransition, if interactive: Bool,
    while isDriving: @escaping () -> Bool = { true }
  ) {
    guard interactive, let library else { return }
    library.interaction = interaction
    library.isDriving = isDriving
  }

  /// Lets the library's transitions animate again.
  private func disarm() {
    library?.interaction = nil
    library?.isDriving = { true }
  }
}
