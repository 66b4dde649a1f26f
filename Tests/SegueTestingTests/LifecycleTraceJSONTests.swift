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
}
