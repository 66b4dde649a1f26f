import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

extension ViewHierarchyTests {
  @Test func movingASubviewTellsTheOldSuperviewAndAsksBothForLayout() {
    let log = Log()
    let oldParent = LoggingView("old", log: log)
    let newParent = LoggingView("new", log: log)
    let child = LoggingView("child", log: log)
    oldParent.addSubview(child)
    oldParent.layoutIfNeeded()
    newParent.layoutIfNeeded()
    log.entries.removeAll()
    newParent.addSubview(child)
    #expect(
      log.entries == [
        "child.willMoveToSuperview(new)", "old.willRemoveSubview(child)", "child.didMoveToSuperview",
        "new.didAddSubview(child)",
      ])
    #expect(oldParent.needsLayout && newParent.needsLayout)
  }
  @Test func removingASubviewAsksTheSuperviewForLayout() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    child.removeFromSuperview()
    #expect(parent.needsLayout)
  }
}
