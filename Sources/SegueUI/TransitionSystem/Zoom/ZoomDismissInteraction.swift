import SegueGeometry

/// The drag that dismisses a view controller a zoom shows (pops it, or dismisses its
/// presentation): the view follows the finger and shrinks, then on release springs into the
/// source view with the finger's velocity, or back to full size.
///
/// Segue's choices where the platform is silent, all of them measured in points of the zoomed
/// view: the drag begins when the finger moved down more than sideways (a sideways pan, a
/// navigation edge swipe, stays with the other recognizers), and when the options'
/// `interactiveDismissShouldBegin` allows it; the view's progress is the downward travel over
/// its height, held within 0 … 1; it shrinks about the point under the finger to
/// `1 − ``shrink`` × progress` of its size, its corners round to ``cornerRadius`` over the first
/// fifth, and the dimming behind fades with the progress; a release finishes when the finger
/// moves down faster than ``flickVelocity`` points a second, or when the view travelled past
/// ``finishThreshold`` of its height and the finger does not move up faster than that; the rest
/// is a spring of ``ZoomAnimator/duration`` seconds, damping ``damping``, starting at the
/// finger's speed along the way to its end (a flick down that dismisses carries the view on down
/// a little before it springs up into the source, as a thrown card would). When the application
/// asks for reduced motion the view stays in place and fades with the progress instead. Left
/// for later: the drag is not a percent-driven interaction, so what runs alongside the
/// transition (a navigation bar's titles and back button) plays at its own pace while the
/// finger holds the view, rather than following the drag.
@MainActor
final class ZoomDismissInteraction: InteractiveTransitioning, GestureRecognizerDelegate {
  /// How much of its size the view loses at full progress.
  static let shrink = 0.5
  /// The corner radius the dragged view takes.
  static let cornerRadius = 24.0
  /// The release speed that decides by itself, in points per second.
  static let flickVelocity = 300.0
  /// The progress past which a slow release finishes.
  static let finishThreshold = 0.15
  /// The damping ratio of the release's spring.
  static let damping = 0.9

  private weak var zoomed: ViewController?
  private var pan: PanGestureRecognizer?
  /// Whether a drag drives (or is about to drive) a dismissal.
  private(set) var isDriving = false
  private var context: (any ContextTransitioning)?
  private var stage: ZoomStage?
  private var translation = Vector(dx: 0, dy: 0)
  private var grip = Vector(dx: 0, dy: 0)
  private var release: (finishing: Bool, velocity: Vector)?
  /// The layer time of the views that move alongside the zoom (the navigation bar's), held at
  /// the drag's progress as an edge swipe holds it, then played to the end the release chose.
  private var chrome: LayerTimeline?
  /// The playback of ``chrome`` after the release.
  private var chromePlayback: CompletionPlayback?

  /// Puts the drag on `zoomed`'s view.
  init(zoomed: ViewController) {
    self.zoomed = zoomed
    let pan = PanGestureRecognizer(target: self, action: ZoomDismissInteraction.handle)
    pan.delegate = self
    zoomed.view.addGestureRecognizer(pan)
    self.pan = pan
  }

  /// Takes the drag off the view.
  func remove() {
    pan.map { $0.view?.removeGestureRecognizer($0) }
    pan = nil
  }

  private func handle(_ recognizer: PanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      begin(recognizer)
    case .changed:
      guard isDriving else { return }
      translation = vector(recognizer.translation(in: nil))
      follow()
    case .ended, .cancelled, .failed:
      guard isDriving else { return }
      // The lift's own sample counts: the view is where the finger left it.
      translation = vector(recognizer.translation(in: nil))
      follow()
      let velocity = vector(recognizer.velocity(in: nil))
      let height = stage?.fullFrame.height ?? zoomed?.view.bounds.height ?? 1
      let finishing =
        recognizer.state == .ended
        && (velocity.dy > Self.flickVelocity
          || (translation.dy > Self.finishThreshold * height && velocity.dy > -Self.flickVelocity))
      release = (finishing, velocity)
      if stage != nil { settle() }
    case .possible:
      break
    }
  }

  private func vector(_ point: Point) -> Vector { Vector(dx: point.x, dy: point.y) }

  /// Lets the drag begin when it goes down more than sideways, on a view controller that still
  /// prefers the zoom, is shown by a push (not at the bottom of its stack) or a presentation,
  /// presents nothing and is in no transition, and the options allow it; otherwise it fails and
  /// leaves the touch to others.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard !isDriving, let zoomed, zoomed.transitionCoordinator == nil, zoomed.presentedViewController == nil,
      case .zoom(let options, _) = zoomed.preferredTransition?.kind, Self.canLeave(zoomed),
      let pan = gestureRecognizer as? PanGestureRecognizer
    else { return false }
    let moved = pan.translation(in: nil)
    guard moved.y > abs(moved.x) else { return false }
    let velocity = pan.velocity(in: nil)
    let asked = ZoomTransitionInteractionContext(
      location: pan.location(in: zoomed.view), velocity: Vector(dx: velocity.x, dy: velocity.y), willBegin: true)
    return options.interactiveDismissShouldBegin?(asked) ?? true
  }

  /// Whether `zoomed` is on top of a navigation stack above its root, or presented.
  private static func canLeave(_ zoomed: ViewController) -> Bool {
    if let navigation = zoomed.navigationController {
      return navigation.topViewController === zoomed && navigation.viewControllers.count > 1
    }
    return zoomed.presentingViewController != nil
  }

  /// Starts the dismissal the drag drives; when no transition starts, or once the one that
  /// started ends (driven by this drag or not: a delegate may vend its own), the drag lets go.
  private func begin(_ recognizer: PanGestureRecognizer) {
    guard !isDriving, let zoomed, zoomed.transitionCoordinator == nil, Self.canLeave(zoomed) else { return }
    let moved = recognizer.translation(in: nil)
    let location = recognizer.location(in: zoomed.view)
    let bounds = zoomed.view.bounds
    // The point under the finger when it came down, from the view's middle.
    grip = Vector(dx: location.x - moved.x - bounds.midX, dy: location.y - moved.y - bounds.midY)
    translation = vector(moved)
    release = nil
    isDriving = true
    if let navigation = zoomed.navigationController {
      navigation.popViewController(animated: true)
    } else {
      zoomed.dismiss(animated: true)
    }
    guard let coordinator = zoomed.transitionCoordinator else { return letGo() }
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.letGo() }
  }

  /// Forgets the drag and its transition.
  private func letGo() {
    releaseChrome(finishing: !(context?.transitionWasCancelled ?? true))
    isDriving = false
    release = nil
    stage = nil
    context = nil
  }

  func startInteractiveTransition(_ transitionContext: any ContextTransitioning) {
    context = transitionContext
    guard let animator = transitionContext.animator as? ZoomAnimator, let stage = animator.makeStage(transitionContext)
    else {
      letGo()
      transitionContext.cancelInteractiveTransition()
      transitionContext.completeTransition(false)
      return
    }
    self.stage = stage
    // The alongside animations (the bar's), which begin after this, join a paused timeline.
    let timeline = LayerTimeline(views: [])
    timeline.pause(at: AnimationTime.host(of: transitionContext.containerView)?.clock.now)
    (transitionContext as? TransitionContext)?.scrubbedTimeline = timeline
    chrome = timeline
    View.performWithoutAnimation {
      stage.showFull()
      follow()
    }
    if release != nil { settle() }
  }

  /// The progress the drag shows: the downward travel over the view's height.
  private var progress: Double {
    guard let stage, stage.fullFrame.height > 0 else { return 0 }
    return min(max(translation.dy / stage.fullFrame.height, 0), 1)
  }

  /// Moves and shrinks the view with the finger, the point under it staying under it.
  private func follow() {
    guard let stage else { return }
    let scale = 1 - Self.shrink * progress
    View.performWithoutAnimation {
      guard !stage.reducesMotion else {
        stage.clip.alpha = 1 - progress
        stage.dimming.alpha = 1 - progress
        return
      }
      stage.clip.transform3D = Transform3D(scaleX: scale, y: scale, z: 1).concatenating(
        Transform3D(
          translationX: translation.dx + grip.dx * (1 - scale), y: translation.dy + grip.dy * (1 - scale), z: 0))
      stage.clip.layer.cornerRadius = Self.cornerRadius * min(1, 5 * progress)
      stage.dimming.alpha = 1 - progress
    }
    context?.updateInteractiveTransition(progress)
    chrome?.scrub(to: progress * chromeDuration)
  }

  /// The length the alongside animations were given: the transition's.
  private var chromeDuration: Double {
    (context as? TransitionContext)?.transitionDuration ?? ZoomAnimator.duration
  }

  /// Plays the alongside animations from the drag's progress to the end the release chose
  /// (`finishing`), over the zoom's settling time, ease-out.
  private func playChrome(finishing: Bool) {
    guard let chrome, let context, let application = AnimationTime.host(of: context.containerView) else { return }
    let duration = chromeDuration
    let playback = CompletionPlayback(
      from: progress, to: finishing ? 1 : 0, length: ZoomAnimator.duration, motion: .curve(.easeOut),
      now: application.clock.now, onFrame: { chrome.scrub(to: $0 * duration) },
      onEnd: { chrome.scrub(to: finishing ? duration : 0) })
    playback.run(on: application.frameScheduler)
    chromePlayback = playback
  }

  /// Gives the alongside views their time back, shown at the end (`finishing`) or the start,
  /// so that the transition's end finds them there.
  private func releaseChrome(finishing: Bool) {
    guard let chrome else { return }
    let now = context.flatMap { AnimationTime.host(of: $0.containerView)?.clock.now }
    chromePlayback.map { _ = $0.stop(at: now ?? 0) }
    chromePlayback = nil
    // As a percent-driven transition arrives: at the end when finishing; past every animation
    // begun on the timeline when cancelled, so that none plays forward again once the layers
    // get their time back.
    if finishing { chrome.scrub(to: chromeDuration) } else { chrome.scrubPastAnimations(atLeast: chromeDuration) }
    chrome.restore(at: now)
    self.chrome = nil
  }

  /// Plays the rest after the release: into the source, or back to full size.
  private func settle() {
    guard let release, let stage, let context else { return }
    self.release = nil
    isDriving = false
    let zoomedAtEnd = !release.finishing
    if release.finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
    playChrome(finishing: release.finishing)
    let target = release.finishing ? stage.sourceMiddle : Point(x: stage.fullFrame.midX, y: stage.fullFrame.midY)
    let now = Point(x: stage.fullFrame.midX + translation.dx, y: stage.fullFrame.midY + translation.dy)
    let distance = Vector(dx: target.x - now.x, dy: target.y - now.y)
    let length = (distance.dx * distance.dx + distance.dy * distance.dy).squareRoot()
    let along = length > 1 ? (release.velocity.dx * distance.dx + release.velocity.dy * distance.dy) / length : 0
    View.animate(
      withDuration: ZoomAnimator.duration, delay: 0, usingSpringWithDamping: Self.damping,
      initialSpringVelocity: length > 1 ? along / length : 0,
      animations: {
        stage.clip.transform3D = .identity
        if release.finishing { stage.showAtSource() } else { stage.showFull() }
      },
      completion: { _ in
        self.releaseChrome(finishing: release.finishing)
        stage.tearDown(keepingZoomedView: zoomedAtEnd)
        self.stage = nil
        self.context = nil
        if let animator = context.animator as? ZoomAnimator {
          animator.ended(context, completed: release.finishing)
        } else {
          context.completeTransition(release.finishing)
        }
      })
  }
}
