import SegueGeometry
import SegueUI

/// Records the keyboard notifications an application posts, with their information.
@MainActor
final class KeyboardNotificationLog {
  /// The notifications heard, by short name ("willShow", "didChangeFrame"), in order.
  private(set) var names: [String] = []
  /// The information of each notification heard, in order.
  private(set) var infos: [KeyboardInfo] = []

  init(_ application: Application) {
    let shortNames: [(Notification.Name, String)] = [
      (Responder.keyboardWillShowNotification, "willShow"), (Responder.keyboardDidShowNotification, "didShow"),
      (Responder.keyboardWillHideNotification, "willHide"), (Responder.keyboardDidHideNotification, "didHide"),
      (Responder.keyboardWillChangeFrameNotification, "willChangeFrame"),
      (Responder.keyboardDidChangeFrameNotification, "didChangeFrame"),
    ]
    for (name, short) in shortNames {
      application.notificationCenter.addObserver(forName: name, object: nil) { [weak self] note in
        self?.names.append(short)
        if let info = KeyboardInfo(note) { self?.infos.append(info) }
      }
    }
  }

  /// Forgets what was heard.
  func clear() {
    names = []
    infos = []
  }
}
