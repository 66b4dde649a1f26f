import SegueMotion
import Testing

@MainActor
@Suite(.serialized) struct DiagnosticsTests {
  @Test func reportReachesTheInstalledHandler() {
    let messages = diagnosticMessages {
      Diagnostics.report(Diagnostic(message: "one"))
      Diagnostics.report(Diagnostic(message: "two"))
    }
    #expect(messages == ["one", "two"])
  }

  @Test func reportWithoutHandlerIsHarmless() {
    let previous = Diagnostics.handler
    Diagnostics.handler = nil
    Diagnostics.report(Diagnostic(message: "dropped"))
    Diagnostics.handler = previous
    #expect(diagnosticMessages {}.isEmpty)
  }

  @Test func diagnosticsCompareByMessage() {
    #expect(Diagnostic(message: "a") == Diagnostic(message: "a"))
    #expect(Diagnostic(message: "a") != Diagnostic(message: "b"))
  }
}
