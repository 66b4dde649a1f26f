import Foundation
import SegueMotion
import SegueTesting
import SegueUI
import Testing

@MainActor
@Suite struct LifecycleTraceJSONTests {
  @Test func theEventsOfATraceWriteAsJSONWithTheirTimes() throws {
    let trace = LifecycleTrace(clock: VirtualClock(start: 0.25))
    trace.append(subject: "A", call: "viewWillDisappear(true)")
    trace.append(subject: "coordinator", call: "animateAlongside")
    let untimed = LifecycleTrace()
    untimed.append(subject: "B", call: "viewDidAppear(false)")
    #expect(
      String(decoding: try trace.jsonData(), as: UTF8.self) == """
        {
          "events" : [
            {
              "call" : "viewWillDisappear(true)",
              "subject" : "A",
              "time" : 0.25
            },
            {
              "call" : "animateAlongside",
              "subject" : "coordinator",
              "time" : 0.25
            }
          ]
        }
        """)
    #expect(
      String(decoding: try untimed.jsonData(), as: UTF8.self) == """
        {
          "events" : [
            {
              "call" : "viewDidAppear(false)",
              "subject" : "B"
            }
          ]
        }
        """)
  }

  @Test func aTraceReadsBackFromItsJSON() throws {
    let run = TransitionHarness().run(WellBehavedSlide())
    #expect(run.trace.count > 4)
    #expect(try LifecycleTrace.events(fromJSON: LifecycleTrace.jsonData(of: run.trace)) == run.trace)
    #expect(throws: DecodingError.self) { try LifecycleTrace.events(fromJSON: Data("[1, 2]".utf8)) }
  }
}
