import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI
import Testing

/// Numbers that are not numbers, given to a scroll view: reported, and never let in.
@MainActor
@Suite struct ScrollViewInvalidValueTests {
  @Test func aNaNInsetIsReportedAndTheInsetKept() {
    let scene = ScrollScene()
    scene.scrollView.contentInset.top = 20
    let (_, diagnostics) = Diagnostics.collecting { scene.scrollView.contentInset.top = .nan }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("contentInset") == true)
    #expect(scene.scrollView.contentInset.top == 20)
    scene.scrollView.scrollRectToVisible(Rect(x: 0, y: -20, width: 10, height: 10), animated: false)
    #expect(scene.scrollView.contentOffset.y == -20)
  }

  @Test func anInfiniteContentSizeIsReportedAndTheSizeKept() {
    let scene = ScrollScene()
    let (_, diagnostics) = Diagnostics.collecting { scene.scrollView.contentSize.height = .infinity }
    #expect(diagnostics.count == 1)
    #expect(scene.scrollView.contentSize == Size(width: 300, height: 2000))
  }

  @Test func aNaNOffsetIsReportedAndTheContentStaysHittable() {
    let scene = ScrollScene()
    let taps = Log()
    let content = View(frame: Rect(x: 0, y: 0, width: 300, height: 2000))
    content.addGestureRecognizer(TapGestureRecognizer { _ in taps.append("tap") })
    scene.scrollView.addSubview(content)
    scene.scrollView.contentOffset.y = 100
    let (_, diagnostics) = Diagnostics.collecting {
      scene.scrollView.contentOffset = Point(x: 0, y: .nan)
      scene.scrollView.setContentOffset(Point(x: .infinity, y: 0), animated: true)
    }
    #expect(diagnostics.count == 2)
    #expect(scene.scrollView.contentOffset == Point(x: 0, y: 100))
    let t = scene.clock.now
    scene.application.enqueue([sample(.began, 150, 200, at: t + 1.0 / 60), sample(.ended, 150, 200, at: t + 2.0 / 60)])
    scene.run(for: 0.1)
    #expect(taps.entries == ["tap"])
  }

  @Test func aNaNDecelerationRateIsReportedAndTheNormalRateUsed() {
    let (rate, diagnostics) = Diagnostics.collecting { DecelerationRate(rawValue: .nan) }
    #expect(rate == .normal)
    #expect(diagnostics.count == 1)
    let scene = ScrollScene()
    scene.scrollView.decelerationRate = rate
    scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    scene.runUntilRest()
    #expect(!scene.scrollView.isDecelerating)
    #expect(scene.scrollView.contentOffset.y.isFinite)
  }

  @Test func aNaNTargetFromTheDelegateIsReportedAndTheOfferedOneKept() throws {
    let scene = ScrollScene()
    scene.recorder.retarget = { _ in Point(x: 0, y: .nan) }
    let (_, diagnostics) = Diagnostics.collecting {
      scene.drag(from: Point(x: 150, y: 300), velocity: Point(x: 0, y: -1200), frames: 12)
    }
    #expect(diagnostics.count == 1)
    scene.runUntilRest()
    #expect(!scene.scrollView.isDecelerating)
    let offered = try #require(scene.recorder.offeredTarget)
    #expect(scene.scrollView.contentOffset.y == offered.y)
  }
}
