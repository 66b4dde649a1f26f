extension View {
  /// Attaches `recognizer` to the view, after the ones attached before; a recognizer attached
  /// to another view moves here (as ``removeGestureRecognizer(_:)`` there).
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view !== self else { return }
    recognizer.view?.removeGestureRecognizer(recognizer)
    gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches `recognizer`, if it is attached to this view.
  ///
  /// Segue's choice where the platform is silent: a gesture under way is cancelled (its actions
  /// see ``GestureRecognizer/State/cancelled``) and the recognizer is reset; the view's touches
  /// stop waiting for it.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view === self else { return }
    recognizer.environment?.detach(recognizer)
    gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}
