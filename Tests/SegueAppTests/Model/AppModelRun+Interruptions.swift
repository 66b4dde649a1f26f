import SegueGeometry
import SegueUI

extension AppModelRun {
  /// Makes `reversal`'s change, then `frames` frames later its opposite: the model ends where it
  /// began, and one frame after the opposite was asked for the view controller the change
  /// brought must have stopped appearing (the change completed at once and its opposite began,
  /// instead of waiting for the change to finish).
  func reverse(_ reversal: AppModelOperation.Reversal, after frames: Int) {
    guard settleBeforeHolding() else { return }
    switch reversal {
    case .pushPop:
      let page = makePage("p")
      tree.navigation.pushViewController(page, animated: true)
      for _ in 0..<frames { step() }
      _ = tree.navigation.popViewController(animated: true)
      expectEnded(page, "the push")
    case .presentDismiss:
      let before = presented.count
      present(.fullScreen, animated: true)
      guard presented.count > before, let page = presented.last?.page else { return }
      for _ in 0..<frames { step() }
      let presenter = presented.count > 1 ? presented[presented.count - 2].page : tree.tabs
      if refuses({ presenter.dismiss(animated: true) }) {
        problem = problem ?? "the dismissal asked for during the presentation was refused"
        return
      }
      presented.removeLast()
      expectEnded(page, "the presentation")
    case .tabBack(let index):
      let previous = tabOptions[0]
      guard index != previous, let tabs = tree.tabs.viewControllers, tabs.indices.contains(index) else { return }
      tree.tabs.selectedIndex = index
      for _ in 0..<frames { step() }
      tree.tabs.selectedIndex = previous
      tabOptions = [previous]
      expectEnded(tabs[index], "the tab switch")
    }
  }

  /// Checks, one frame on, that `controller` is disappearing or gone.
  private func expectEnded(_ controller: ViewController, _ change: String) {
    step()
    guard problem == nil, controller.isAppearingOrAppeared else { return }
    problem = "\(change) to \(controller.traceName) still ran a frame after its opposite was asked for"
  }

  /// Pushes a new page; `frames` frames later a finger lands in the middle of the screen,
  /// moves `travel` points across and lifts: the push may end either way (or, done by then, a
  /// rightward drag may pop the page again). Only on the navigation tab with nothing presented;
  /// elsewhere a plain push.
  func catchPush(after frames: Int, travel: Double) {
    guard settleBeforeHolding() else { return }
    let page = makePage("p")
    let stack = stackOptions[0]
    tree.navigation.pushViewController(page, animated: true)
    guard tabOptions == [0], presented.isEmpty else {
      stackOptions = stackOptions.map { $0 + [page] }
      return
    }
    // Caught early (no push shows more than about a third of its motion after 8 frames), a long
    // drag to the right undoes it; otherwise either end may come.
    if frames <= 8, travel >= 150 {
      stackOptions = [stack]
    } else {
      stackOptions = [stack + [page], stack]
    }
    for _ in 0..<frames { step() }
    let y = window.bounds.height / 2
    press(Self.path(from: [Point(x: 195, y: y)], to: [Point(x: 195 + travel, y: y)]), hold: 2, request: nil)
  }
}
