import Foundation
import SegueMotion

/// Prints the library's diagnostics — problems it recovered from — to standard error.
enum DiagnosticsPrinter {
  /// Installs the printer as the diagnostics handler.
  @MainActor
  static func install() {
    Diagnostics.handler = { diagnostic in
      FileHandle.standardError.write(Data("segue: warning: \(diagnostic.message)\n".utf8))
    }
  }
}
