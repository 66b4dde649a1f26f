import Testing

@testable import SegueX11

/// Without a display the host fails at once, with one line that says what to do.
@MainActor
@Suite struct WindowHostErrorTests {
  @Test func theMessagesSayWhatToDo() {
    #expect(WindowHostError.noDisplay(nil).description == "no X display: set DISPLAY, or run without --window")
    #expect(
      WindowHostError.noDisplay(":9").description
        == "cannot open the X display ':9'; set DISPLAY to a running X server, or run without --window")
  }
}
