import SegueGeometry

/// The state of the views a transition may touch, taken before it starts, so that a cancelled
/// transition can put everything back: superviews, order among siblings, bounds, centre,
/// transform, anchor point, alpha and hidden flag.
@MainActor
struct HierarchySnapshot {
  /// One view's recorded state.
  @MainActor
  struct Record {
    let view: View
    weak var superview: View?
    let hadSuperview: Bool
    let index: Int
    private(set) var frame: Rect
    private(set) var bounds: Rect
    private(set) var center: Point
    let transform: Transform3D
    let anchorPoint: Point
    let alpha: Double
    let isHidden: Bool

    init(_ view: View) {
      self.view = view
      superview = view.superview
      hadSuperview = view.superview != nil
      index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
      frame = view.frame
      bounds = view.bounds
      center = view.center
      transform = view.transform3D
      anchorPoint = view.layer.anchorPoint
      alpha = view.alpha
      isHidden = view.isHidden
    }

    /// The names of the properties that differ from the record now.
    var changes: [String] {
      var names: [String] = []
      if view.superview !== superview { names.append("superview") }
      if view.bounds != bounds { names.append("bounds") }
      if view.center != center { names.append("center") }
      if view.transform3D != transform { names.append("transform") }
      if view.layer.anchorPoint != anchorPoint { names.append("anchorPoint") }
      if view.alpha != alpha { names.append("alpha") }
      if view.isHidden != isHidden { names.append("isHidden") }
      return names
    }

    /// Takes the view's frame, bounds and centre as they are now (the window was resized).
    mutating func refreshGeometry() {
      frame = view.frame
      bounds = view.bounds
      center = view.center
    }

    func restoreProperties() {
      view.layer.anchorPoint = anchorPoint
      view.bounds = bounds
      view.center = center
      view.transform3D = transform
      view.alpha = alpha
      view.isHidden = isHidden
    }
  }

  private let container: View
  private let records: [Record]
  /// The views whose changes are the animator's to undo: the transition's views.
  private let watched: [View]

  /// Records the container's subviews and `views` (the transition's views and the view
  /// controllers' root views).
  init(container: View, views: [View]) {
    self.container = container
    watched = views
    var seen: [View] = []
    for view in container.subviews + views where !seen.contains(where: { $0 === view }) {
      seen.append(view)
    }
    records = seen.map(Record.init)
  }

  /// Puts every recorded view back and removes views added to the container since; returns
  /// a description of each view left in the container and each change to one of the
  /// transition's views that was on screen before. Changes to other views already in the
  /// container (a presentation controller's chrome, views of alongside animations) are undone
  /// silently: they are not the animator's.
  func restore() -> [String] {
    var problems: [String] = []
    View.performWithoutAnimation {
      for view in container.subviews where !records.contains(where: { $0.view === view }) {
        problems.append("left \(describe(view)) in the container")
        view.removeFromSuperview()
      }
      for record in records {
        let changes = record.changes
        if record.hadSuperview, !changes.isEmpty, watched.contains(where: { $0 === record.view }) {
          problems.append("changed \(changes.joined(separator: ", ")) of \(describe(record.view))")
        }
        if !record.hadSuperview || record.superview == nil {
          record.view.removeFromSuperview()
        }
        record.restoreProperties()
      }
      for record in records.sorted(by: { $0.index < $1.index }) {
        guard let superview = record.superview else { continue }
        let current = superview.subviews.firstIndex { $0 === record.view }
        if current != record.index || record.view.superview !== superview {
          superview.insertSubview(record.view, at: record.index)
        }
      }
    }
    return problems
  }

  private func describe(_ view: View) -> String {
    if let controller = view.viewController { return "the view of \(controller.traceName)" }
    return "a \(String(describing: type(of: view))) at \(view.frame.shortDescription)"
  }
}
