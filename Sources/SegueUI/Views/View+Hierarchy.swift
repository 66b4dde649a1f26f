import SegueMotion

extension View {
  /// Adds `view` in front of the other subviews, removing it from its old superview first.
  ///
  /// The callbacks run in the platform's order: `view.willMove(toSuperview:)`, then
  /// `willMove(toWindow:)` down `view`'s subtree when the window changes, the insertion, then
  /// `didMoveToWindow()` down the subtree, `view.didMoveToSuperview()` and finally this view's
  /// `didAddSubview(_:)`. Segue's choice where the platform is silent: re-adding a subview of
  /// this view only brings it to the front, without callbacks.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` of the subviews (clamped to the valid range), back to front;
  /// a view that is already a subview ends at `index` of the reordered list.
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    if view.superview === self {
      subviews.removeAll { $0 === view }
      let target = min(max(0, index), subviews.count)
      subviews.insert(view, at: target)
      placeLayer(of: view, at: target)
      (self as? Window)?.keyboard.keepInFront()
      return
    }
    // Gestures leaving the window are cancelled first: their actions may move views, so what
    // follows looks at the hierarchy they leave.
    if let leaving = view.window, leaving !== window { leaving.gestureEnvironment.detachRecognizers(inSubtreeOf: view) }
    guard view !== self, !isDescendant(of: view), view.superview !== self else { return insertSubview(view, at: index) }
    // So does a first responder inside, which cannot refuse.
    if let leaving = view.window, leaving !== window { leaving.forceResignFirstResponder(inSubtreeOf: view) }
    guard view !== self, !isDescendant(of: view), view.superview !== self else { return insertSubview(view, at: index) }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
    if let oldSuperview = view.superview {
      oldSuperview.willRemoveSubview(view)
      oldSuperview.setNeedsLayout()
    }
    view.detachFromSuperview()
    let target = min(max(0, index), subviews.count)
    subviews.insert(view, at: target)
    view.superview = self
    placeLayer(of: view, at: target)
    if oldWindow !== newWindow { view.forEachInSubtree { $0.notifyDidMoveToWindow() } }
    // Out of every window a child's root view (or a wrapper holding it) may still leave its
    // parent's view, which ends an appearance the parent's `did` no longer reaches.
    if oldWindow == nil, newWindow == nil { view.forEachInSubtree { $0.viewController?.rootViewDidMove() } }
    view.didMoveToSuperview()
    didAddSubview(view)
    setNeedsLayout()
    if let oldWindow, newWindow == nil {
      view.forEachInSubtree { $0.formerApplication = oldWindow.application }
      view.layer.removeAnimationsInSubtree()
    }
    (self as? Window)?.keyboard.keepInFront()
  }

  /// Inserts `view` just in front of `sibling`, a subview of this view.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    guard sibling.superview === self, sibling !== view else { return addSubview(view) }
    insertSubview(view, at: subviews.filter { $0 !== view }.firstIndex { $0 === sibling }! + 1)
  }

  /// Inserts `view` just behind `sibling`, a subview of this view.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    guard sibling.superview === self, sibling !== view else { return addSubview(view) }
    insertSubview(view, at: subviews.filter { $0 !== view }.firstIndex { $0 === sibling }!)
  }

  /// Moves the subview `view` in front of its siblings.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves the subview `view` behind its siblings.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Exchanges the places of the subviews at `index1` and `index2`.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
    subviews.swapAt(index1, index2)
    for (index, view) in subviews.enumerated().reversed() { placeLayer(of: view, at: index) }
    (self as? Window)?.keyboard.keepInFront()
  }

  /// Removes the view from its superview, with the platform's callbacks: the superview's
  /// `willRemoveSubview(_:)`, `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` down the
  /// subtree when it was in a window, then `didMoveToWindow()` down the subtree and
  /// `didMoveToSuperview()`; the superview is asked for layout.
  ///
  /// A view that leaves its window first has the gestures under way in its subtree cancelled
  /// (see ``GestureRecognizer/state``) and the first responder inside resign (whatever its
  /// ``Responder/canResignFirstResponder`` says, as the platform does), then loses its layers' animations, as on the platform: each
  /// unfinished one reports `false` (so its block's completion runs with `false`) and the
  /// views show their model values when they return. Animations added to the subtree while it
  /// is out of the window end on the application's next frame (see `AnimationTime`).
  public func removeFromSuperview() {
    // Gestures leaving the window are cancelled first: their actions may move this view, so
    // what follows looks at the hierarchy they leave.
    window?.gestureEnvironment.detachRecognizers(inSubtreeOf: self)
    // So does the first responder inside: its callbacks still see the hierarchy it leaves.
    window?.forceResignFirstResponder(inSubtreeOf: self)
    guard let superview else { return }
    let oldWindow = window
    superview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
    detachFromSuperview()
    superview.setNeedsLayout()
    if oldWindow != nil {
      forEachInSubtree { $0.notifyDidMoveToWindow() }
    } else {
      forEachInSubtree { $0.viewController?.rootViewDidMove() }
    }
    didMoveToSuperview()
    if let oldWindow {
      forEachInSubtree { $0.formerApplication = oldWindow.application }
      layer.removeAnimationsInSubtree()
    }
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (this view included, depth first) whose tag is `tag`.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Runs `body` on this view and every descendant, parents first.
  func forEachInSubtree(_ body: (View) -> Void) {
    body(self)
    for subview in subviews { subview.forEachInSubtree(body) }
  }

  /// Calls ``didMoveToWindow()``, then lets the view controller whose root view this is know.
  private func notifyDidMoveToWindow() {
    didMoveToWindow()
    viewController?.rootViewDidMove()
  }

  /// Takes the view out of its superview's list and layer, without callbacks.
  private func detachFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    layer.removeFromSuperlayer()
  }

  /// Puts the layer of subview `view`, now at `index` of the subviews, in the matching place
  /// among this layer's sublayers (layers that belong to no subview keep their places).
  private func placeLayer(of view: View, at index: Int) {
    view.layer.removeFromSuperlayer()
    if index + 1 < subviews.count {
      layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
    } else {
      layer.addSublayer(view.layer)
    }
  }
}

extension Layer {
  /// Removes every animation of this layer and its sublayers, each unfinished one reporting
  /// `false`.
  /// Ends every animation of this layer and its sublayers as if it had run to its end, each
  /// reporting `true` (see ``Layer/finishAllAnimations()``).
  func finishAnimationsInSubtree() {
    finishAllAnimations()
    for sublayer in sublayers { sublayer.finishAnimationsInSubtree() }
  }

  func removeAnimationsInSubtree() {
    removeAllAnimations()
    for sublayer in sublayers { sublayer.removeAnimationsInSubtree() }
  }
}
