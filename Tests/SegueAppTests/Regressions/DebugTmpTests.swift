import SegueGeometry
import SegueMotion
import SegueUI
import Testing

@MainActor
@Suite struct DebugTmpTests {
  @Test func debugH() {
    let stage = AppStage()
    let modal = Page("modal")
    stage.tabs.present(modal, animated: true)
    stage.run(for: 1)
    let trace = LifecycleTrace(clock: stage.clock)
    trace.start()
      stage.tabs.dismiss(animated: true)
      stage.step(20)
    trace.append(subject: "test", call: "select 2")
      stage.tabs.selectedIndex = 2
      stage.step()
    trace.append(subject: "test", call: "select 1")
      stage.tabs.selectedIndex = 1
      stage.run(for: 2)
    trace.stop()
    print(trace.lines.joined(separator: "\n"))
  }
}
