import SegueMotion
import Testing

@MainActor
@Suite struct DiagnosticsTests {
  @Test func reportReachesTheInstalledHandler() {
    let messages = diagnosticMessages {
      Diagnostics.report(Diagnostic(message: "one"))
      Diagnostics.report(Diagnostic(message: "two"))
    }
    #expect(messages == ["one", "two"])
  }

  @Test func reportWithoutHandlerIsLoggedAndHarmless() {
    Diagnostics.withHandler(nil) {
      Diagnostics.report(Diagnostic(message: "logged as a warning"))
    }
    #expect(diagnosticMessages {}.isEmpty)
  }

  @Test func nestedScopesKeepTheirOwnReports() {
    let outer = Diagnostics.collecting {
      Diagnostics.report(Diagnostic(message: "outer"))
      let inner = diagnosticMessages { Diagnostics.report(Diagnostic(message: "inner")) }
      #expect(inner == ["inner"])
    }
    #expect(outer.diagnostics.map(\.message) == ["outer"])
  }

  @Test func reportsFromConcurrentTasksReachTheirOwnScopes() async {
    let results = await withTaskGroup(of: [String].self) { group in
      for index in 0..<8 {
        group.addTask {
          Diagnostics.collecting {
            for step in 0..<50 { Diagnostics.report(Diagnostic(message: "\(index).\(step)")) }
          }.diagnostics.map(\.message)
        }
      }
      var all: [[String]] = []
      for await messages in group { all.append(messages) }
      return all
    }
    for messages in results {
      let prefix = messages.first?.split(separator: ".").first.map(String.init) ?? "?"
      #expect(messages == (0..<50).map { "\(prefix).\($0)" })
    }
    #expect(Set(results.compactMap { $0.first?.split(separator: ".").first }).count == 8)
  }

  @Test func diagnosticsCompareByMessage() {
    #expect(Diagnostic(message: "a") == Diagnostic(message: "a"))
    #expect(Diagnostic(message: "a") != Diagnostic(message: "b"))
  }
}
