import Foundation
import SegueUI

/// Trace files: a trace's events as JSON, written with Foundation's `JSONEncoder`.
///
/// They are written here, at the edge, in the test kit, beside the gesture files: file formats
/// do not belong in the UIKit analogue, so SegueUI keeps the trace as values and needs no
/// Foundation.
extension LifecycleTrace {
  /// The events as a JSON document: `{"events": [{"time": …, "subject": …, "call": …}, …]}`.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(["events": events])
  }
}
