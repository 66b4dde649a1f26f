import SegueGeometry

/// The zoom transition of ``ViewController/Transition/zoom(options:sourceViewProvider:)``: the
/// zoomed view controller's view grows out of the source view (rounded as it is) to its full
/// frame while what is behind dims, and shrinks back into the source on the way out, the
/// source asked for again then.
///
/// Segue's choices where the platform is silent: 0.45 s on a critically damped spring (no
/// overshoot), linear while interactive (the navigation controller's edge swipe scrubs it);
/// the dimming is ``ZoomOptions/dimmingColor`` or black at 20 %; a source view that is `nil`
/// or not in the window zooms from or to a quarter of the view at its middle, fading; without
/// animation the views are placed and the transition completes at once; under reduced motion
/// (``Application/isReduceMotionEnabled``) the zoomed view dissolves in place instead, for the
/// same length, as the platform does. A cancelled zoom leaves both views as they were. A view
/// controller that prefers the zoom gets its drag to dismiss (``ZoomDismissInteraction``) when
/// it appears, however it was shown.
@MainActor
final class ZoomAnimator: AnimatedTransitioning {
  /// The zoom's length, in seconds.
  static let duration = 0.45
  /// The dimming behind the zoomed view when the options name none.
  static let defaultDimming = Color(white: 0, alpha: 0.2)

  /// Whether the zoomed view controller is being shown (rather than taken away).
  let isZoomingIn: Bool
  /// The view controller shown by the zoom.
  let zoomed: ViewController
  /// The view controller the zoom starts from or returns to.
  let sourceController: ViewController
  private let options: ViewController.Transition.ZoomOptions
  private let sourceViewProvider: @MainActor @Sendable (ZoomTransitionSourceViewProviderContext) -> View?

  /// The zoom of `zoomed` in or out, when its preferred transition is a zoom.
  init?(zoomingIn: Bool, zoomed: ViewController, source: ViewController) {
    guard case .zoom(let options, let provider) = zoomed.preferredTransition?.kind else { return nil }
    isZoomingIn = zoomingIn
    self.zoomed = zoomed
    sourceController = source
    self.options = options
    sourceViewProvider = provider
  }

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double {
    transitionContext?.isAnimated == false ? 0 : Self.duration
  }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    guard transitionContext.isAnimated, let stage = makeStage(transitionContext) else {
      return place(transitionContext)
    }
    let zoomingIn = isZoomingIn
    View.performWithoutAnimation { if zoomingIn { stage.showAtSource() } else { stage.showFull() } }
    let animations = { if zoomingIn { stage.showFull() } else { stage.showAtSource() } }
    let completion: (Bool) -> Void = { _ in
      let cancelled = transitionContext.transitionWasCancelled
      stage.tearDown(keepingZoomedView: zoomingIn != cancelled)
      self.ended(transitionContext, completed: !cancelled)
    }
    if transitionContext.isInteractive {
      View.animate(
        withDuration: Self.duration, delay: 0, options: .curveLinear, animations: animations, completion: completion)
    } else {
      View.animate(
        withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        animations: animations, completion: completion)
    }
  }

  /// The zoom's scene in `transitionContext`'s container, the view behind in place: `nil`
  /// when the context hands out no zoomed view.
  func makeStage(_ transitionContext: any ContextTransitioning) -> ZoomStage? {
    let container = transitionContext.containerView
    guard let zoomedView = transitionContext.view(forKey: isZoomingIn ? .to : .from) else { return nil }
    let behind = placeBehind(transitionContext)
    let given =
      isZoomingIn ? transitionContext.finalFrame(for: zoomed) : transitionContext.initialFrame(for: zoomed)
    let full = given == .zero ? container.bounds : given
    if isZoomingIn {
      // The arriving view is laid out at its full size, which the stage scales down.
      View.performWithoutAnimation {
        zoomedView.transform3D = .identity
        zoomedView.frame = full
        zoomedView.layoutIfNeeded()
      }
    }
    let source = sourceViewProvider(
      ZoomTransitionSourceViewProviderContext(sourceViewController: sourceController, zoomedViewController: zoomed))
    let shownSource = source.flatMap {
      $0.window != nil && $0.window === container.window && $0.bounds.width > 0 && $0.bounds.height > 0 ? $0 : nil
    }
    let alignment = shownSource.flatMap {
      options.alignmentRectProvider?(ZoomTransitionAlignmentRectContext(sourceView: $0, zoomedViewController: zoomed))
    }
    return ZoomStage(
      in: container, zoomedView: zoomedView, fullFrame: full, over: behind,
      source: shownSource, alignment: alignment, dimmingColor: options.dimmingColor ?? Self.defaultDimming)
  }

  /// Puts the view behind the zoomed one in the container when it comes back (the "to" view of
  /// a zoom out, at its final frame, laid out so that its source view is where it will be); the
  /// view the zoomed one goes over.
  private func placeBehind(_ transitionContext: any ContextTransitioning) -> View? {
    let container = transitionContext.containerView
    if isZoomingIn { return transitionContext.view(forKey: .from).flatMap { $0.superview === container ? $0 : nil } }
    guard let back = transitionContext.view(forKey: .to) else { return nil }
    let final = transitionContext.finalFrame(for: sourceController)
    back.frame = final == .zero ? container.bounds : final
    container.insertSubview(back, at: 0)
    back.layoutIfNeeded()
    return back
  }

  /// Places the views without animation and completes.
  private func place(_ transitionContext: any ContextTransitioning) {
    let container = transitionContext.containerView
    if isZoomingIn, let zoomedView = transitionContext.view(forKey: .to) {
      let final = transitionContext.finalFrame(for: zoomed)
      zoomedView.frame = final == .zero ? container.bounds : final
      container.addSubview(zoomedView)
    } else if !isZoomingIn {
      _ = placeBehind(transitionContext)
    }
    ended(transitionContext, completed: true)
  }

  /// Completes the transition.
  func ended(_ transitionContext: any ContextTransitioning, completed: Bool) {
    transitionContext.completeTransition(completed)
  }
}
