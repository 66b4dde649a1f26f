extension ViewController {
  /// Makes `child` a child of this view controller, removing it from its old parent first;
  /// calls `child.willMove(toParent: self)`. The container then adds the child's view and calls
  /// `child.didMove(toParent: self)`, as on the platform.
  public func addChild(_ child: ViewController) {
    guard child !== self, child.parent !== self else { return }
    child.willMove(toParent: self)
    child.detachFromParent()
    children.append(child)
    child.parent = self
  }

  /// Removes the view controller from its parent and calls `didMove(toParent: nil)`; the
  /// container calls `willMove(toParent: nil)` before and removes the view itself.
  public func removeFromParent() {
    guard parent != nil else { return }
    detachFromParent()
    didMove(toParent: nil)
  }

  private func detachFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
}
