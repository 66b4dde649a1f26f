import SegueGeometry

extension TransitionContext {
  /// Ends the transition as `completed` or cancelled and runs everything that follows, in order.
  func end(completed: Bool) {
    phase = .completed
    pauseWatchdog()
    stallWatch?.pause()
    transitionWasCancelled = !completed
    if isInteractive {
      isInteractive = false
      coordinatorObject?.interactionChanged()
    }
    if completed {
      coordinatorObject?.applyPendingAnimations()
      verifyCompletion()
    } else {
      restoreAfterCancel()
    }
    putBackAnchoredViews()
    observer?(.ended(completed: completed))
    appearance.end(completed: completed, animated: isAnimated)
    runEndHandlers()
    coordinatorObject?.runCompletions()
    observer?(.finished(completed: completed))
    LifecycleTrace.record(TransitionDiagnostics.name(of: animatorObject), "animationEnded(\(completed))")
    animatorObject.animationEnded(completed)
    releaseCoordinator()
    followParentsOutsideTheTransition()
  }

  /// Gives the view controllers that take part in no transition any more the appearance their
  /// parent's automatic forwarding gives a child (see `rootViewDidMove()`), which did not
  /// apply while they were in the transition: an old child whose view left its container during a
  /// transition without appearance calls, while its parent disappeared, ends its
  /// `viewWillDisappear(_:)` with `viewDidDisappear(_:)`, since the parent's `did` no longer
  /// reaches it; so does one the transition took from its parent while that parent appeared or
  /// disappeared (see ``ViewController/endAbandonedAppearance()``).
  private func followParentsOutsideTheTransition() {
    for key in TransitionContextViewControllerKey.allCases {
      guard let controller = viewController(forKey: key), !controller.isInRunningTransition else { continue }
      controller.rootViewDidMove()
      controller.endAbandonedAppearance()
    }
  }

  private var animatorName: String { TransitionDiagnostics.name(of: animatorObject) }

  /// Checks the contracts of a completed transition and repairs what was broken.
  private func verifyCompletion() {
    if let toView = view(forKey: .to), toView !== containerView, !toView.isDescendant(of: containerView) {
      TransitionDiagnostics.report(
        .toViewMissing,
        "\(animatorName) completed the transition without the \"to\" view in the container; Segue added it (add transitionContext.view(forKey: .to) to transitionContext.containerView)"
      )
      containerView.addSubview(toView)
    }
    for key in TransitionContextViewControllerKey.allCases {
      guard let controller = viewController(forKey: key) else { continue }
      let target = finalFrame(for: controller)
      let viewKey: TransitionContextViewKey = key == .from ? .from : .to
      guard target != .zero, let view = view(forKey: viewKey), let superview = view.superview,
        view.isDescendant(of: containerView)
      else { continue }
      let actual = superview.convert(view.frame, to: containerView)
      guard !actual.isClose(to: target) else { continue }
      TransitionDiagnostics.report(
        .finalFrameIgnored,
        "\(animatorName) left the view of \(controller.traceName) at \(actual.shortDescription) instead of its final frame \(target.shortDescription); Segue moved it (set the view's frame to transitionContext.finalFrame(for:) by the end)"
      )
      View.performWithoutAnimation {
        view.frame = superview.convert(target, from: containerView)
      }
    }
  }

  /// Puts the hierarchy back as it was before the transition and reports what the animator
  /// left changed.
  private func restoreAfterCancel() {
    guard let snapshot else { return }
    let problems = snapshot.restore()
    guard !problems.isEmpty else { return }
    TransitionDiagnostics.report(
      .cancelNotUndone,
      "\(animatorName) did not undo its changes after a cancelled transition (\(problems.joined(separator: "; "))); Segue restored them (undo your changes when transitionContext.transitionWasCancelled)"
    )
  }

  /// Puts views that had to stay in their superview (a presenter's view that an iOS 7–style
  /// animator added to the container) back in it at their old place among their siblings;
  /// their geometry and alpha stay as the animator left them, since a presentation may
  /// legitimately scale or dim the presenter.
  private func putBackAnchoredViews() {
    for record in anchoredViews {
      guard let superview = record.superview, record.view.superview !== superview else { continue }
      superview.insertSubview(record.view, at: record.index)
    }
  }
}
