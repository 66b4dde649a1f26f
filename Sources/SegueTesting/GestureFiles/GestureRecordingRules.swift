import SegueGeometry
import SegueUI

/// The gesture file format's rules beyond the kinds of its values (see `GestureRecording`'s
/// `Codable` conformance), checked on reading and before writing, so that no file is written
/// that cannot be read.
enum GestureRecordingRules {
  /// Checks that a window size is positive and finite.
  static func check(_ windowSize: Size?) throws(GestureFormatViolation) {
    guard let windowSize else { return }
    let (width, height) = (windowSize.width, windowSize.height)
    guard width > 0, height > 0, width.isFinite, height.isFinite else {
      throw GestureFormatViolation(
        problem: "windowSize \(width) × \(height) is not a positive, finite size",
        remedy: "give the window's size in points, or leave windowSize out")
    }
  }

  /// Checks samples: finite numbers, times in order, each finger's phases in order.
  static func check(_ samples: [TouchInput]) throws(GestureFormatViolation) {
    var down: [Int: Int] = [:]
    var lifted: [Int: Int] = [:]
    for (index, sample) in samples.enumerated() {
      func fail(_ field: GestureFileField, _ problem: String, remedy: String) -> GestureFormatViolation {
        GestureFormatViolation(
          at: [GestureFileField.samples, GestureFileField(intValue: index), field], problem, remedy: remedy)
      }
      for (field, value) in [(GestureFileField.t, sample.timestamp), (.x, sample.location.x), (.y, sample.location.y)]
      where !value.isFinite {
        throw fail(field, "\(value) is not a finite number", remedy: "record the gesture again")
      }
      if index > 0, sample.timestamp < samples[index - 1].timestamp {
        let earlier = "\(sample.timestamp) is earlier than the \(samples[index - 1].timestamp) of sample \(index - 1)"
        throw fail(.t, earlier, remedy: "put the samples in time order")
      }
      let finger = sample.identifier
      if sample.phase == .began {
        if let start = down[finger] {
          throw fail(
            .phase, "finger \(finger) began again while still down since sample \(start)",
            remedy: "end it with an \"ended\" or \"cancelled\" sample first")
        }
        down[finger] = index
      } else if down[finger] == nil {
        let when = lifted[finger].map { "after it lifted at sample \($0)" } ?? "before its \"began\""
        throw fail(
          .phase, "finger \(finger) has a \"\(sample.phase.rawValue)\" sample \(when)",
          remedy: "start each finger with a \"began\" sample")
      } else if sample.phase.isFinal {
        down[finger] = nil
        lifted[finger] = index
      }
    }
  }
}
