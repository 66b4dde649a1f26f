import SegueGeometry
import SegueMotion
import SegueUI
import Testing

/// A view that records its hierarchy callbacks into a shared log.
@MainActor
final class LoggingView: View {
  let label: String
  let log: Log

  init(_ label: String, log: Log) {
    self.label = label
    self.log = log
    super.init(frame: .zero)
  }

  override func didAddSubview(_ subview: View) {
    log.append("\(label).didAddSubview(\((subview as? LoggingView)?.label ?? "?"))")
  }
  override func willRemoveSubview(_ subview: View) {
    log.append("\(label).willRemoveSubview(\((subview as? LoggingView)?.label ?? "?"))")
  }
  override func willMove(toSuperview newSuperview: View?) {
    log.append("\(label).willMoveToSuperview(\(name(newSuperview)))")
  }
  override func didMoveToSuperview() { log.append("\(label).didMoveToSuperview") }
  override func willMove(toWindow newWindow: Window?) {
    log.append("\(label).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() { log.append("\(label).didMoveToWindow") }
  override func layoutSubviews() { log.append("\(label).layoutSubviews") }

  private func name(_ view: View?) -> String {
    guard let view else { return "nil" }
    return (view as? LoggingView)?.label ?? (view is Window ? "window" : "?")
  }
}

/// A list of strings shared by reference.
@MainActor
final class Log {
  var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

@MainActor
@Suite struct ViewHierarchyTests {
  @Test func addingToAWindowCallsTheCallbacksInThePlatformsOrder() {
    let log = Log()
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let parent = LoggingView("parent", log: log)
    let child = LoggingView("child", log: log)
    parent.addSubview(child)
    log.entries.removeAll()
    window.addSubview(parent)
    #expect(
      log.entries == [
        "parent.willMoveToSuperview(window)",
        "parent.willMoveToWindow(window)", "child.willMoveToWindow(window)",
        "parent.didMoveToWindow", "child.didMoveToWindow",
        "parent.didMoveToSuperview",
      ])
    #expect(child.window === window)
  }

  @Test func removingCallsWillRemoveThenTheMoveCallbacks() {
    let log = Log()
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let parent = LoggingView("parent", log: log)
    let child = LoggingView("child", log: log)
    window.addSubview(parent)
    parent.addSubview(child)
    log.entries.removeAll()
    child.removeFromSuperview()
    #expect(
      log.entries == [
        "parent.willRemoveSubview(child)", "child.willMoveToSuperview(nil)",
        "child.willMoveToWindow(nil)", "child.didMoveToWindow", "child.didMoveToSuperview",
      ])
    #expect(child.superview == nil && child.window == nil && child.layer.superlayer == nil)
  }

  @Test func movingBetweenSuperviewsInOneWindowKeepsTheWindow() {
    let log = Log()
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let a = LoggingView("a", log: log)
    let b = LoggingView("b", log: log)
    let child = LoggingView("child", log: log)
    window.addSubview(a)
    window.addSubview(b)
    a.addSubview(child)
    log.entries.removeAll()
    b.addSubview(child)
    #expect(
      log.entries == [
        "child.willMoveToSuperview(b)", "a.willRemoveSubview(child)", "child.didMoveToSuperview",
        "b.didAddSubview(child)",
      ])
    #expect(a.subviews.isEmpty && b.subviews.map(\.tag) == [0])
  }

  @Test func orderOperationsKeepSubviewsAndLayersInStep() {
    let parent = View()
    let views = (0..<4).map { index -> View in
      let view = View()
      view.tag = index
      parent.addSubview(view)
      return view
    }
    let extra = Layer()
    parent.layer.insertSublayer(extra, at: 0)
    parent.bringSubviewToFront(views[0])
    #expect(parent.subviews.map(\.tag) == [1, 2, 3, 0])
    parent.sendSubviewToBack(views[3])
    #expect(parent.subviews.map(\.tag) == [3, 1, 2, 0])
    parent.insertSubview(views[0], aboveSubview: views[3])
    #expect(parent.subviews.map(\.tag) == [3, 0, 1, 2])
    parent.insertSubview(views[2], belowSubview: views[0])
    #expect(parent.subviews.map(\.tag) == [3, 2, 0, 1])
    parent.insertSubview(views[1], at: 0)
    #expect(parent.subviews.map(\.tag) == [1, 3, 2, 0])
    parent.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(parent.subviews.map(\.tag) == [0, 3, 2, 1])
    let viewLayers = parent.layer.sublayers.filter { $0 !== extra }
    #expect(viewLayers.map { layer in parent.subviews.firstIndex { $0.layer === layer }! } == [0, 1, 2, 3])
    #expect(parent.layer.sublayers.first === extra)
  }

  @Test func aViewCannotBecomeItsOwnAncestor() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.addSubview(parent)
    child.addSubview(child)
    #expect(parent.superview == nil && child.subviews.isEmpty)
  }

  @Test func layoutRunsOnceForViewsThatAskedParentsFirst() {
    let log = Log()
    let parent = LoggingView("parent", log: log)
    let child = LoggingView("child", log: log)
    parent.addSubview(child)
    log.entries.removeAll()
    parent.layoutIfNeeded()
    #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    log.entries.removeAll()
    parent.layoutIfNeeded()
    #expect(log.entries.isEmpty)
    child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    parent.layoutIfNeeded()
    #expect(log.entries == ["child.layoutSubviews"])
  }

  @Test func viewWithTagSearchesTheSubtree() {
    let root = View()
    let inner = View()
    let leaf = View()
    leaf.tag = 7
    root.addSubview(inner)
    inner.addSubview(leaf)
    #expect(root.viewWithTag(7) === leaf)
    #expect(root.viewWithTag(8) == nil)
  }
}
