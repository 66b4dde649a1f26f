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
    try Self.jsonData(of: events)
  }

  /// `events` as a JSON document (see ``jsonData()``): pretty-printed, keys sorted, so the same
  /// events always give the same bytes.
  public static func jsonData(of events: [LifecycleEvent]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(["events": events])
  }

  /// The events of a JSON document written by ``jsonData()``.
  ///
  /// Throws Foundation's `DecodingError` for text that is not such a document.
  public static func events(fromJSON data: Data) throws -> [LifecycleEvent] {
    try JSONDecoder().decode([String: [LifecycleEvent]].self, from: data)["events"] ?? []
  }
}
