extension Window {
  /// The responder that receives typing, if any: Segue's addition (the platform keeps it
  /// private), so that a host can tell whether a key has somewhere to go.
  public var firstResponder: Responder? { currentFirstResponder }

  /// Makes `responder`, which is in this window, the first responder (see
  /// ``Responder/becomeFirstResponder()``): `responder` is asked first, then the current first
  /// responder resigns, then `responder` takes over and the keyboard follows.
  func makeFirstResponder(_ responder: Responder) -> Bool {
    if currentFirstResponder === responder { return true }
    guard responder.canBecomeFirstResponder else { return false }
    if let current = currentFirstResponder {
      isTransferringFirstResponder = true
      let resigned = current.resignFirstResponder()
      isTransferringFirstResponder = false
      guard resigned, currentFirstResponder == nil else { return false }
    }
    // The resignation's callbacks may have taken `responder` out of the window.
    guard responder.responderWindow === self else {
      keyboard.update()
      return false
    }
    currentFirstResponder = responder
    responder.didBecomeFirstResponder()
    keyboard.update()
    return true
  }

  /// Ends `responder`'s first-responder status unless it refuses (its
  /// ``Responder/canResignFirstResponder``, ignored when its view leaves the window); the
  /// keyboard follows unless another responder is taking over.
  func resign(_ responder: Responder) -> Bool {
    guard isForcingResignation || responder.canResignFirstResponder else { return false }
    currentFirstResponder = nil
    responder.didResignFirstResponder()
    if !isTransferringFirstResponder { keyboard.update() }
    return true
  }

  /// Has the first responder resign whatever it answers when it is `view` or inside it (a view
  /// controller's root view counts): `view` is leaving the window.
  func forceResignFirstResponder(inSubtreeOf view: View) {
    guard let current = currentFirstResponder,
      let responderView = (current as? View) ?? (current as? ViewController)?.viewIfLoaded,
      responderView.isDescendant(of: view)
    else { return }
    isForcingResignation = true
    _ = current.resignFirstResponder()
    isForcingResignation = false
    // An override of `resignFirstResponder()` that did not call `super` still loses the status.
    guard currentFirstResponder === current else { return }
    currentFirstResponder = nil
    keyboard.update()
  }
}
