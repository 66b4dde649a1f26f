import SegueUI

/// The views of two screens that a matched-views transition moves: the pairs marked with the
/// same ``SegueUI/View/transitionID``, and the unmatched views with modifiers.
@MainActor
struct MatchedViews {
  /// The marked views of the old screen and the new, in pairs.
  let pairs: [(leaving: View, arriving: View)]
  /// The unmatched views with modifiers of the old screen.
  let leavingModified: [View]
  /// The unmatched views with modifiers of the new screen.
  let arrivingModified: [View]

  /// Finds the views of `leaving` and `arriving` (and their subviews; the first of a repeated
  /// ID counts, hidden views do not).
  init(leaving: View, arriving: View) {
    let old = Self.marked(in: leaving)
    let new = Self.marked(in: arriving)
    let matched = Set(old.map(\.id)).intersection(new.map(\.id))
    let leavingByID = Dictionary(old.map { ($0.id, $0.view) }, uniquingKeysWith: { first, _ in first })
    // In the new screen's depth-first order: an enclosing view's flight goes under its contents'.
    pairs = new.compactMap { id, view in matched.contains(id) ? (leavingByID[id]!, view) : nil }
    leavingModified = Self.modified(in: leaving) { !matched.contains($0.transitionID ?? "") }
    arrivingModified = Self.modified(in: arriving) { !matched.contains($0.transitionID ?? "") }
  }

  /// The shown views under `root` (itself excluded) with an ID, in depth-first order, the first
  /// of a repeated ID alone.
  private static func marked(in root: View) -> [(id: String, view: View)] {
    var found: [(id: String, view: View)] = []
    var seen: Set<String> = []
    visit(root) { view in
      if let id = view.transitionID, seen.insert(id).inserted { found.append((id, view)) }
    }
    return found
  }

  /// How many views enclose `view` up to its window: deeper views are pictured first.
  static func depth(of view: View) -> Int {
    var depth = 0
    var current = view.superview
    while let next = current {
      depth += 1
      current = next.superview
    }
    return depth
  }

  /// The shown views under `root` (itself excluded) with modifiers that `unmatched` accepts.
  private static func modified(in root: View, where unmatched: (View) -> Bool) -> [View] {
    var found: [View] = []
    visit(root) { view in
      if !view.transitionModifiers.isEmpty, unmatched(view) { found.append(view) }
    }
    return found
  }

  /// Calls `body` on every shown view under `root`, depth first.
  private static func visit(_ root: View, _ body: (View) -> Void) {
    for view in root.subviews where !view.isHidden {
      body(view)
      visit(view, body)
    }
  }
}
