import Foundation
import SegueUI
import SnapshotTesting

extension Snapshotting where Value == ScriptedTransition, Format == String {
  /// The life-cycle calls of the transition, from its trigger to its end, as the JSON of
  /// ``SegueUI/LifecycleTrace/jsonData()`` (each call with its application time), compared line by line.
  public static var lifecycleTrace: Snapshotting {
    Snapshotting(pathExtension: "json", diffing: .lines) { transition in
      transition.onMainActor {
        let events = $0.checkedFilm().trace
        return String(decoding: (try? LifecycleTrace.jsonData(of: events)) ?? Data(), as: UTF8.self)
      }
    }
  }
}
