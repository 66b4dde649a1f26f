import SegueGeometry

/// Captures the touch samples an ``Application`` delivers, the way they arrived, for a
/// ``GestureRecording``.
///
/// It installs itself as the application's ``Application/inputObserver`` (passing samples on to
/// the observer that was there) until ``stop()``, which puts that observer back.
@MainActor
public final class GestureRecorder {
  /// The samples captured so far, in delivery order.
  public private(set) var samples: [TouchInput] = []
  /// Whether samples are still being captured.
  public private(set) var isRecording = true
  private let application: Application
  private let previousObserver: (([TouchInput]) -> Void)?

  /// Starts capturing the samples `application` delivers from its next frame.
  public init(application: Application) {
    self.application = application
    previousObserver = application.inputObserver
    application.inputObserver = { [weak self, previousObserver] inputs in
      self?.samples.append(contentsOf: inputs)
      previousObserver?(inputs)
    }
  }

  /// Stops capturing and restores the application's previous input observer.
  public func stop() {
    guard isRecording else { return }
    isRecording = false
    application.inputObserver = previousObserver
  }

  /// The samples captured so far, with the size of the application's window.
  public var recording: GestureRecording {
    GestureRecording(samples: samples, windowSize: application.window.bounds.size)
  }
}
