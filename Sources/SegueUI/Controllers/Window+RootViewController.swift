import SegueGeometry

extension Window {
  /// The view controller whose view fills the window. Setting it removes the old one's view
  /// (with its disappear calls) and adds the new one's at the back of the window, sized to the
  /// window's bounds, with its appear calls.
  ///
  /// Segue's choices where the platform is vague: the view controllers the old root presents
  /// leave with it, top-most first, each with its disappear calls, as the platform removes the
  /// old views before installing the new ones; a change made while a presentation or dismissal
  /// runs waits until it ended, as ``transition(toSize:duration:)`` does; a view controller
  /// that has a parent or is presented cannot become the root (reported, and ignored).
  public var rootViewController: ViewController? {
    get { rootController }
    set {
      guard newValue !== rootController else { return }
      if let newValue, newValue.parent != nil || newValue.presentingViewController != nil {
        return TransitionDiagnostics.report(
          .invalidParameter,
          "Window.rootViewController = \(newValue.traceName), which is contained or presented; ignored (take it out of its container or dismiss it first)"
        )
      }
      if let running = runningPresentationCoordinator {
        running.animate(alongsideTransition: nil) { [weak self] _ in self?.rootViewController = newValue }
        return
      }
      if let old = rootController {
        ModalTransition.removeAtOnce(ModalTransition.chain(from: old.presentedViewController))
        old.beginAppearanceTransition(false, animated: false)
        old.viewIfLoaded?.removeFromSuperview()
        old.endAppearanceTransition()
      }
      rootController = newValue
      guard let controller = newValue else { return }
      controller.beginAppearanceTransition(true, animated: false)
      controller.view.frame = bounds
      insertSubview(controller.view, at: 0)
      controller.endAppearanceTransition()
    }
  }

  /// Resizes the window to `size` over `duration` seconds, the way a rotation changes it: the
  /// root view controller gets `viewWillTransition(to:with:)` now (passed on to its children
  /// and presented view controllers) with a coordinator whose alongside animations run with
  /// the change; the window, the root view, presentation containers and the presented views of
  /// non-custom presentations take the new size on the next frame, ease-in-ease-out (a custom
  /// presentation's controller lays its view out when the container does), and the
  /// coordinator's completions run at the end. Segue's policy while a presentation or dismissal
  /// runs, whose frames were computed for the old size: the resize waits until it ended. A size
  /// that is not finite and positive is reported and ignored; so is a duration that is negative
  /// or not finite, which is taken as 0.4 s.
  public func transition(toSize size: Size, duration: Double = 0.4) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      return TransitionDiagnostics.report(
        .invalidParameter,
        "Window.transition(toSize: \(size.width)x\(size.height)): a window needs a finite, positive size; ignored")
    }
    guard duration.isFinite, duration >= 0 else {
      TransitionDiagnostics.report(
        .invalidParameter,
        "Window.transition(toSize:duration: \(duration)): the duration must be finite and not negative; using 0.4 s")
      return transition(toSize: size, duration: 0.4)
    }
    if let running = runningPresentationCoordinator {
      running.animate(alongsideTransition: nil) { [weak self] _ in self?.transition(toSize: size, duration: duration) }
      return
    }
    let context = TransitionContext(
      containerView: self, from: nil, to: nil, animator: SizeChangeAnimator(size: size, duration: duration))
    if let coordinator = context.transitionCoordinator {
      rootViewController?.viewWillTransition(to: size, with: coordinator)
    }
    context.start()
  }

  /// The coordinator of a presentation or dismissal running in the window, if any.
  private var runningPresentationCoordinator: (any TransitionCoordinator)? {
    let presented = subviews.compactMap {
      ($0 as? TransitionContainerView)?.presentationController?.presentedViewController
    }
    return presented.first { $0.isInTransition }?.transitionCoordinator
  }
}

/// Animates a window to a new size, with its root view and presentation containers.
final class SizeChangeAnimator: AnimatedTransitioning {
  private let size: Size
  private let duration: Double

  init(size: Size, duration: Double) {
    self.size = size
    self.duration = duration
  }

  func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> Double { duration }

  func animateTransition(using transitionContext: any ContextTransitioning) {
    let window = transitionContext.containerView
    let bounds = Rect(origin: .zero, size: size)
    View.animate(
      withDuration: duration, delay: 0, options: .curveEaseInOut,
      animations: {
        window.frame = Rect(origin: window.frame.origin, size: size)
        (window as? Window)?.keyboard.followWindowResize(duration: self.duration)
        for subview in window.subviews where subview.viewController != nil || subview is TransitionContainerView {
          subview.frame = bounds
          guard let presentation = (subview as? TransitionContainerView)?.presentationController,
            presentation.presentationStyle != .custom
          else { continue }
          presentation.presentedView?.frame = bounds
        }
      }, completion: { _ in transitionContext.completeTransition(true) })
    updatePresenterHomes(in: window, to: bounds)
  }

  /// Gives the new size to presenters' views that a presentation removed from the window (the
  /// root view, or the presented view of a non-custom presentation), and has each presentation
  /// remember its presenter's view as it is now, so that a dismissal puts it back at that size.
  private func updatePresenterHomes(in window: View, to bounds: Rect) {
    for case let container as TransitionContainerView in window.subviews {
      guard let presentation = container.presentationController, let home = presentation.presenterHome else { continue }
      let homeStyle = (home.superview as? TransitionContainerView)?.presentationController?.presentationStyle
      let fillsWindow = home.superview === window || (homeStyle != nil && homeStyle != .custom)
      if home.view.superview == nil, fillsWindow {
        View.performWithoutAnimation { home.view.frame = bounds }
      }
      presentation.presenterHome?.refreshGeometry()
    }
  }
}
