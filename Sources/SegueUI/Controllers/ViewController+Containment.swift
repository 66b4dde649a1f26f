extension ViewController {
  /// Makes `child` a child of this view controller, taking it from its old parent first;
  /// calls `child.willMove(toParent: self)`. The container then adds the child's view and calls
  /// `child.didMove(toParent: self)`, as on the platform.
  ///
  /// Segue's choices where the platform leaves the old parent stale: a tab bar controller,
  /// navigation controller or SegueTransitions' `ContainerViewController` that loses a child this way forgets
  /// it at once (its tab, its place in the stack, its selection), and a shown child leaves the
  /// screen with its disappear calls while the old container shows the next one. A child that
  /// takes part in a transition, whose container is in the middle of a change, or that is
  /// presented cannot be taken: the request is reported as
  /// ``TransitionIssue/Kind/invalidParameter`` and ignored.
  public func addChild(_ child: ViewController) {
    guard child.parent !== self, mayAdopt(child) else { return }
    child.willMove(toParent: self)
    if let old = child.parent, let index = old.children.firstIndex(where: { $0 === child }) {
      child.detachFromParent()
      old.childWasTaken(child, from: index)
    }
    children.append(child)
    child.parent = self
  }

  /// Removes the view controller from its parent and calls `didMove(toParent: nil)`; the
  /// container calls `willMove(toParent: nil)` before and removes the view itself.
  ///
  /// As with ``addChild(_:)``, a tab bar controller, navigation controller or
  /// SegueTransitions' `ContainerViewController` whose child is removed this way forgets it at once (a shown
  /// child gives way to the next one), and one in the middle of a change keeps it: the removal
  /// is reported as ``TransitionIssue/Kind/invalidParameter`` and ignored.
  public func removeFromParent() {
    guard let old = parent else { return }
    if let reason = old.reasonToKeep(self) {
      return TransitionDiagnostics.report(
        .invalidParameter,
        "\(traceName).removeFromParent(): \(old.traceName) keeps it, \(reason); ignored — remove it once that is over")
    }
    let index = old.children.firstIndex { $0 === self } ?? old.children.count
    detachFromParent()
    old.childWasTaken(self, from: index)
    didMove(toParent: nil)
  }

  /// Removes the view controller from its parent without telling the parent: a built-in
  /// container's own removal of a child it has already forgotten; then `didMove(toParent: nil)`.
  func leaveParent() {
    guard parent != nil else { return }
    detachFromParent()
    didMove(toParent: nil)
  }

  /// Segue's addition: whether `child` may become a child of this view controller, as
  /// ``addChild(_:)`` checks: it is neither this view controller nor one of its ancestors (a
  /// cycle of parents), it is not presented, and it has no parent, this one already, or one
  /// that lets it go (see ``reasonToKeep(_:)``); a refusal is reported. A container asks before
  /// it begins the calls that adopting a child starts.
  public func mayAdopt(_ child: ViewController) -> Bool {
    var ancestor: ViewController? = self
    while let current = ancestor {
      if current === child {
        TransitionDiagnostics.report(
          .invalidParameter,
          "\(traceName): cannot take \(child.traceName), which is \(child === self ? "itself" : "one of its ancestors"); ignored"
        )
        return false
      }
      ancestor = current.parent
    }
    if let presenter = child.presentingViewController {
      TransitionDiagnostics.report(
        .invalidParameter,
        "\(traceName): cannot take \(child.traceName), which \(presenter.traceName) presents; ignored — dismiss it first"
      )
      return false
    }
    guard let old = child.parent, old !== self, let reason = old.reasonToKeep(child) else { return true }
    TransitionDiagnostics.report(
      .invalidParameter,
      "\(traceName): cannot take \(child.traceName) from \(old.traceName), \(reason); ignored — take it once that is over"
    )
    return false
  }

  private func detachFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
}
