import SegueMotion

/// The completion of one animation block: it counts the animations the block started and calls
/// the block's completion once the last has stopped, with `finished` true only when every one
/// ran to its end.
///
/// An animation the same block replaced (a property set twice in one block) does not count.
/// A block that started no animation completes on the next frame of its application, or — with
/// no application to wait for — as soon as the outermost animation call returns (Segue's
/// choice; the platform runs it at the start of the next run-loop turn). A completion that
/// becomes due while an animation call is still running (an animation replaced by a new block
/// reports `false` at once) waits until the outermost call returns, so completion handlers never
/// run in the middle of setting up animations.
@MainActor
final class AnimationCompletion {
  private var handler: ((Bool) -> Void)?
  private var running: Set<Int> = []
  private var allFinished = true
  private var isSealed = false
  /// The identifier the next counted animation gets; process-wide by design, a counter for
  /// identity only.
  private static var nextIdentifier = 0

  /// Creates the completion of a block whose handler is `handler`.
  init(_ handler: ((Bool) -> Void)?) {
    self.handler = handler
  }

  /// Counts `animation` (before it is added to a layer) and returns its identifier.
  func track(_ animation: Animation) -> Int {
    Self.nextIdentifier += 1
    let identifier = Self.nextIdentifier
    running.insert(identifier)
    animation.completion = { [self] finished in stop(identifier, finished: finished) }
    return identifier
  }

  /// Stops counting the animation `identifier`, which the same block is about to replace.
  func supersede(_ identifier: Int) {
    running.remove(identifier)
  }

  /// Closes the block: from now on the completion runs as soon as nothing is running, at once
  /// if nothing was started (next frame of `application`, or when the outermost call returns).
  func seal(application: Application?) {
    isSealed = true
    guard running.isEmpty else { return }
    if let application {
      application.performOnNextIteration { [self] in fire() }
    } else {
      AnimationCapture.deliver { [self] in fire() }
    }
  }

  /// Adds to the handler: `body` runs first, with the finished flag, then the block's handler.
  func prepend(_ body: @escaping (Bool) -> Void) {
    let handler = self.handler
    self.handler = { finished in
      body(finished)
      handler?(finished)
    }
  }

  private func stop(_ identifier: Int, finished: Bool) {
    guard running.remove(identifier) != nil else { return }
    if !finished { allFinished = false }
    guard isSealed, running.isEmpty else { return }
    AnimationCapture.deliver { [self] in fire() }
  }

  private func fire() {
    guard let handler else { return }
    self.handler = nil
    handler(allFinished)
  }
}
