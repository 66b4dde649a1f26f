import SegueGeometry

/// Shows and hides a window's ``KeyboardView`` as its first responder changes, posting the
/// keyboard notifications to the application's ``NotificationCenter``.
///
/// The keyboard slides up from below the window when a ``KeyInput`` becomes first responder,
/// and down (then leaves the window) when the first responder resigns with no text input
/// taking over; each slide takes ``animationDuration`` with ``View/AnimationCurve/keyboard``.
/// The notifications come in the platform's order: will-change-frame, will-show (or will-hide)
/// before the slide starts, then did-change-frame and did-show (did-hide) when it ends. Segue's
/// choices where the platform is silent or differs: moving from one text input to another
/// posts nothing (the keyboard stays, as on the platform without input accessory views); the
/// will-notifications are posted inside the slide's animation block, as the platform does, so
/// that an observer's `View.animate(withDuration:)` (or a plain change of a frame) moves with
/// the keyboard's duration and curve unless it overrides them; a slide reversed before it ends
/// starts from where the keyboard is shown, and the reversed slide posts no did-notifications;
/// the frames are computed from the window's bounds when a slide starts; a keyboard that is in
/// when the window is resized moves to the new bottom with the resize, posting will-change-frame
/// inside the resize's animation and did-change-frame at its end, with the resize's duration
/// and ease-in-ease-out curve in the user info (the platform does the same on rotation).
@MainActor
final class KeyboardPresenter {
  /// How long a slide takes, in seconds: what the platform's notifications report.
  static let animationDuration = 0.25

  /// The keyboard view while it is in the window.
  private(set) var view: KeyboardView?
  private weak var window: Window?
  /// Whether the keyboard is shown or sliding in.
  private var isShown = false
  /// Counts the slides, so that a slide's end knows whether another one replaced it.
  private var slideCount = 0
  /// Whether a slide in or out is running.
  private var isSliding = false

  init(window: Window) {
    self.window = window
  }

  /// Slides the keyboard in or out when the first responder's wish for it changed.
  func update() {
    guard let window else { return }
    let wanted = window.firstResponder is any KeyInput
    guard wanted != isShown else { return }
    isShown = wanted
    if wanted { slideIn() } else { slideOut() }
  }

  /// Brings the keyboard back in front of a view added to the window after it.
  func keepInFront() {
    guard let view, let window, view.superview === window, window.subviews.last !== view else { return }
    window.bringSubviewToFront(view)
  }

  private func slideIn() {
    guard let window else { return }
    let keyboard = view ?? KeyboardView()
    let end = shownFrame
    let begin = view == nil ? end.offsetBy(dx: 0, dy: end.height) : shownFrame(of: keyboard)
    view = keyboard
    if keyboard.superview !== window {
      View.performWithoutAnimation { keyboard.frame = begin }
      window.addSubview(keyboard)
    }
    slide(keyboard, from: begin, to: end, will: Responder.keyboardWillShowNotification) { [weak self] in
      self?.post(Responder.keyboardDidShowNotification, begin, end)
    }
  }

  private func slideOut() {
    guard let keyboard = view else { return }
    let begin = shownFrame(of: keyboard)
    let end = shownFrame.offsetBy(dx: 0, dy: shownFrame.height)
    slide(keyboard, from: begin, to: end, will: Responder.keyboardWillHideNotification) { [weak self] in
      keyboard.removeFromSuperview()
      self?.view = nil
      self?.post(Responder.keyboardDidHideNotification, begin, end)
    }
  }

  /// Posts the will-notifications, animates `keyboard` to `end` and, unless another slide
  /// replaced this one meanwhile, posts did-change-frame then runs `done`.
  private func slide(
    _ keyboard: KeyboardView, from begin: Rect, to end: Rect, will: Notification.Name,
    done: @escaping @MainActor () -> Void
  ) {
    slideCount += 1
    isSliding = true
    let current = slideCount
    let curve = View.AnimationOptions(rawValue: UInt(View.AnimationCurve.keyboard.rawValue) << 16)
    View.animate(
      withDuration: Self.animationDuration, delay: 0,
      options: [curve, .overrideInheritedDuration, .overrideInheritedCurve],
      animations: { [weak self] in
        self?.post(Responder.keyboardWillChangeFrameNotification, begin, end)
        self?.post(will, begin, end)
        keyboard.frame = end
      },
      completion: { [weak self] _ in
        guard let self, self.slideCount == current else { return }
        isSliding = false
        self.post(Responder.keyboardDidChangeFrameNotification, begin, end)
        done()
        // A window resized during the slide: the keyboard moves on to the new bottom.
        followWindowResize(duration: Self.animationDuration)
      })
  }

  /// The keyboard's frame when it is in: along the bottom of the window, the full width.
  private var shownFrame: Rect {
    let bounds = window?.bounds ?? .zero
    let height = KeyboardView.height(forWindowSize: bounds.size)
    return Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// Where `keyboard` is shown now, in window coordinates (its frame without a running
  /// application).
  private func shownFrame(of keyboard: KeyboardView) -> Rect {
    guard let now = window?.application?.clock.now else { return keyboard.frame }
    let shown = keyboard.layer.presentation(at: now)
    let size = shown.bounds.size
    return Rect(
      x: shown.position.x - size.width * shown.anchorPoint.x, y: shown.position.y - size.height * shown.anchorPoint.y,
      width: size.width, height: size.height)
  }

  /// Moves the keyboard, when it is in, to the bottom of the window's new bounds; called inside
  /// the animation of a resize lasting `duration` seconds, whose timing the move takes. During
  /// a slide in, the move waits until the slide ended (which posts its own notifications first).
  func followWindowResize(duration: Double) {
    guard isShown, !isSliding, let keyboard = view else { return }
    let begin = shownFrame(of: keyboard)
    let end = shownFrame
    guard begin != end else { return }
    slideCount += 1
    let current = slideCount
    View.animate(
      withDuration: duration,
      animations: { [weak self] in
        self?.post(Responder.keyboardWillChangeFrameNotification, begin, end, duration: duration, curve: .easeInOut)
        keyboard.frame = end
      },
      completion: { [weak self] _ in
        guard let self, self.slideCount == current else { return }
        self.post(Responder.keyboardDidChangeFrameNotification, begin, end, duration: duration, curve: .easeInOut)
      })
  }

  private func post(
    _ name: Notification.Name, _ begin: Rect, _ end: Rect, duration: Double = animationDuration,
    curve: View.AnimationCurve = .keyboard
  ) {
    let info = KeyboardInfo(frameBegin: begin, frameEnd: end, animationDuration: duration, animationCurve: curve)
    window?.application?.notificationCenter.post(name: name, userInfo: info.userInfo)
  }
}
