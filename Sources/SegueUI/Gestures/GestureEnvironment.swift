/// A window's coordinator of touch delivery, the analogue of UIKit's private gesture
/// environment: each event goes first to the recognizers that follow its touches, which it
/// arbitrates, then to the views, held back or cancelled as the recognizers require.
///
/// A recognizer is live from the first touch it receives until the environment resets it (when
/// it has finished and its fingers have lifted); live recognizers get the frame loop's ticks.
@MainActor
final class GestureEnvironment {
  /// The recognizers taking part in the current touches, in the order they first received one.
  var live: [GestureRecognizer] = []
  /// Touches whose delivery to their views is not finished, in the order they landed.
  var viewTouches: [Touch] = []
  /// Recognizers whose actions are due, in the order their states changed.
  private var dueActions: [GestureRecognizer] = []
  /// Whether a recognizer's touch handling is running (actions wait until it returns).
  private var isInsideRecognizer = false
  /// Whether actions are being sent (actions queued meanwhile join the same round).
  private var isSendingActions = false
  /// Recognizers to reset once their queued actions ran (see ``resetAfterActions(_:)``).
  private var resetsAfterActions: [GestureRecognizer] = []

  /// Delivers `event`: recognizers first, then views; then resets the recognizers that are done.
  func deliver(_ event: Event) {
    deliverToRecognizers(event)
    deliverToViews(event, at: event.timestamp)
    resetFinishedRecognizers()
  }

  /// Lets the live recognizers act at `time`, delivers what that released to the views, and
  /// resets the recognizers that are done.
  func advance(to time: Double) {
    guard !live.isEmpty || !viewTouches.isEmpty else { return }
    for recognizer in live where recognizer.environment === self && recognizer.receivesTouches {
      handle(recognizer) { $0.timeDidAdvance(to: time) }
    }
    deliverToViews(nil, at: time)
    resetFinishedRecognizers()
  }

  /// Queues `recognizer`'s actions; they run now unless a recognizer's touch handling or an
  /// action round is under way.
  func enqueueActions(of recognizer: GestureRecognizer) {
    if !dueActions.contains(where: { $0 === recognizer }) { dueActions.append(recognizer) }
    if !isInsideRecognizer { sendDueActions() }
  }

  /// Runs `body` on `recognizer` as touch handling, then sends the actions it made due.
  func handle(_ recognizer: GestureRecognizer, _ body: (GestureRecognizer) -> Void) {
    isInsideRecognizer = true
    body(recognizer)
    isInsideRecognizer = false
    sendDueActions()
  }

  /// Resets `recognizer` for its next gesture once its queued actions ran, at once when none
  /// are queued: a recognizer removed during an action round still reports the state it ended
  /// in (`.cancelled`) to its actions.
  func resetAfterActions(_ recognizer: GestureRecognizer) {
    if dueActions.contains(where: { $0 === recognizer }) {
      resetsAfterActions.append(recognizer)
    } else {
      recognizer.resetForNextGesture()
    }
  }

  private func sendDueActions() {
    guard !isSendingActions else { return }
    isSendingActions = true
    while !dueActions.isEmpty {
      let recognizer = dueActions.removeFirst()
      recognizer.sendActions()
      // Its actions may have queued another round (a recognizer removing itself): reset after that.
      if !dueActions.contains(where: { $0 === recognizer }),
        let index = resetsAfterActions.firstIndex(where: { $0 === recognizer })
      {
        resetsAfterActions.remove(at: index)
        recognizer.resetForNextGesture()
      }
    }
    isSendingActions = false
  }

  private func resetFinishedRecognizers() {
    for recognizer in live where recognizer.currentState.isFinished && recognizer.activeTouches.isEmpty {
      recognizer.resetForNextGesture()
    }
    live.removeAll { $0.environment !== self }
  }
}
