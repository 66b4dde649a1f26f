/// The containment calls of a change of a navigation stack: the view controllers it adds and
/// removes, told at the start (`willMove(toParent:)`) and at the end (`didMove(toParent:)`), or
/// put back when the change was cancelled.
@MainActor
struct StackChange {
  /// The view controllers in the new stack that were not in the old one.
  let added: [ViewController]
  /// The view controllers of the old stack that are not in the new one.
  let removed: [ViewController]
  /// The old stack.
  let old: [ViewController]
  /// The new stack.
  let new: [ViewController]

  init(from old: [ViewController], to new: [ViewController]) {
    self.old = old
    self.new = new
    added = new.filter { controller in !old.contains { $0 === controller } }
    removed = old.filter { controller in !new.contains { $0 === controller } }
  }

  /// The start: each removed view controller hears `willMove(toParent: nil)`, each added one
  /// becomes a child (`willMove(toParent: navigation)`).
  func begin(in navigation: NavigationController) {
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { navigation.addChild(controller) }
  }

  /// The end: a completed change removes the removed view controllers and tells the added ones
  /// `didMove(toParent: navigation)`; a cancelled one takes the added ones out again and tells
  /// the removed ones they stay (`didMove(toParent: navigation)`, as the platform does after a
  /// cancelled interactive pop). The children then follow the stack's order.
  func end(in navigation: NavigationController, completed: Bool) {
    if completed {
      for controller in removed { controller.leaveParent() }
      for controller in added { controller.didMove(toParent: navigation) }
    } else {
      for controller in added {
        controller.willMove(toParent: nil)
        controller.leaveParent()
      }
      for controller in removed { controller.didMove(toParent: navigation) }
    }
    let stack = completed ? new : old
    navigation.children = stack + navigation.children.filter { child in !stack.contains { $0 === child } }
  }
}
