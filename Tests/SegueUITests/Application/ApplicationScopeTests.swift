import SegueGeometry
import SegueMotion
import SegueUI
import Testing

/// Each application owns its diagnostics and its life-cycle trace: what its frames report or
/// call reaches its own, never another application's in the same process.
@MainActor
@Suite struct ApplicationScopeTests {
  /// Collects diagnostics from whichever thread reports them.
  private final class Inbox: @unchecked Sendable {
    var messages: [String] = []
  }

  /// A window with an application whose frames deliver one orphan touch (a `moved` sample
  /// without its `began`), which the window reports.
  private func appReportingAnOrphanTouch(id: Int) -> Application {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let application = Application(window: window, clock: VirtualClock())
    application.enqueue([TouchInput(identifier: id, location: Point(x: 5, y: 5), phase: .moved, timestamp: 0)])
    return application
  }

  @Test func twoApplicationsHearOnlyTheirOwnReportsAndCalls() {
    let first = appReportingAnOrphanTouch(id: 1)
    let second = appReportingAnOrphanTouch(id: 2)
    let firstInbox = Inbox()
    let secondInbox = Inbox()
    first.diagnosticsHandler = { diagnostic in
      MainActor.assumeIsolated { firstInbox.messages.append(diagnostic.message) }
    }
    second.diagnosticsHandler = { diagnostic in
      MainActor.assumeIsolated { secondInbox.messages.append(diagnostic.message) }
    }
    let firstTrace = LifecycleTrace()
    first.lifecycleTrace = firstTrace
    let a = ViewController()
    a.title = "A"
    let b = ViewController()
    b.title = "B"
    first.performOnNextIteration { first.window.rootViewController = a }
    second.performOnNextIteration { second.window.rootViewController = b }
    let outside = Diagnostics.collecting {
      first.runFrame()
      second.runFrame()
    }.diagnostics
    #expect(firstInbox.messages.count == 1 && firstInbox.messages[0].hasPrefix("touch 1 moved"))
    #expect(secondInbox.messages.count == 1 && secondInbox.messages[0].hasPrefix("touch 2 moved"))
    #expect(outside.isEmpty, "the enclosing scope hears neither application's reports")
    #expect(firstTrace.lines.contains("A.viewDidAppear(false)"), "the first application's calls are in its trace")
    #expect(!firstTrace.lines.contains { $0.hasPrefix("B.") }, "the second application's calls are not")
  }

  @Test func anApplicationWithoutItsOwnHandlerLeavesReportsToTheEnclosingScope() {
    let application = appReportingAnOrphanTouch(id: 3)
    let messages = Diagnostics.collecting { application.runFrame() }.diagnostics.map(\.message)
    #expect(messages.count == 1 && messages[0].hasPrefix("touch 3 moved"))
  }
}
