import SegueGeometry

extension NavigationController {
  /// A flick faster than this, in points per second, decides how an interactive pop ends
  /// whatever its progress: to the right it finishes, to the left it cancels.
  public static let popFlickVelocity = 300.0
  /// How far, in points, a finger that caught a transition playing by itself must travel along
  /// the transition (sideways, or the direction the delegate's controller says) for its lift to
  /// decide it; a tap (or a drag across) lets the transition carry on where it was heading, so
  /// that a touch meant for the content does not undo a push.
  public static let catchSlop = 10.0

  /// Wires the pop gesture's action.
  func configurePopGesture() {
    popGesture.addTarget { [weak self] gesture in self?.popGestureChanged(gesture) }
    contentPopGesture.addTarget { [weak self] gesture in self?.popGestureChanged(gesture) }
    contentPopGesture.require(toFail: popGesture)
    catchGesture.addTarget { [weak self] gesture in self?.catchGestureChanged(gesture) }
    popInteraction.completionCurve = .easeOut
    popInteraction.releaseMotion = .spring
  }

  /// Holds the pop gestures off while there is nothing to pop or another transition runs.
  ///
  /// Their ``GestureRecognizer/isEnabled`` stays the app's, as on the platform: an app that
  /// turns the back swipe off (`interactivePopGestureRecognizer?.isEnabled = false`) keeps it
  /// off across pushes and pops.
  ///
  /// While a transition runs they act when their pop converts it (a back swipe during a push,
  /// see ``reversal(to:)``), or while they drive it themselves.
  func updatePopGesture() {
    guard !isConverting else { return }
    let poppable = popTarget.map { runningRequest == nil || reverses(to: $0) } ?? false
    let suspended = !(isViewLoaded && (poppable || isPopGestureDriving))
    if popGesture.isSuspended != suspended { popGesture.isSuspended = suspended }
    if contentPopGesture.isSuspended != suspended { contentPopGesture.isSuspended = suspended }
    // Held off while another gesture scrubs the transition; never while it scrubs it itself.
    let catchable =
      runningRequest != nil
      && (isPopGestureScrubbing ? scrubbingGesture === catchGesture : isPopGestureDriving || isCatchableFromCode)
    if catchGesture.isSuspended == catchable { catchGesture.isSuspended = !catchable }
    catchGesture.leavesEdgeTouches = poppable && !isPopGestureDriving
  }

  /// Whether the running transition plays by itself, started by code (a push, a pop, or a
  /// conversion) or let go by the delegate's percent-driven interaction controller: a touch may
  /// catch it (see ``TransitionContext/isCatchable``).
  private var isCatchableFromCode: Bool {
    runningContext?.isCatchable ?? false
  }

  /// Follows a touch that caught the pop while it played its rest (after the finger lifted):
  /// the pop stops where it shows and is interactive again from there, the finger's travel
  /// counting from that progress, and the lift decides again as the pop gestures' lift does.
  ///
  /// Segue's choice, as iOS 18's navigation transitions can be caught: the catch needs no
  /// movement (a finger that rests and lifts decides by the progress it caught), and it works
  /// however many times the pop is released and caught again.
  ///
  /// A push or pop started by code is caught the same way (iOS 18 lets a touch catch any
  /// navigation transition): a percent-driven controller takes it over where it shows, and the
  /// finger's travel moves the pages as they move (to the right undoes a push and furthers a
  /// pop). Segue's choices: such a transition runs on its animator's curve (see
  /// ``ProgressMirroring``), through which the finger's travel is mapped so the page stays
  /// under the finger; a tap (or a drag that hardly moves sideways, or a touch the system
  /// cancels) lets it carry on where it was heading; a touch that lands at the left edge is left
  /// to the back swipe, which converts a push instead. The catch claims the touch from the views
  /// under it (as the platform ignores touches during a transition) while the content's
  /// recognizers still see it.
  private func catchGestureChanged(_ gesture: PanGestureRecognizer) {
    guard gesture.state == .began else { return popGestureChanged(gesture) }
    guard runningRequest != nil, !isPopGestureScrubbing else { return }
    // Noted first: taking hold of the transition makes it interactive, which updates the
    // gestures, and this one must stay on.
    isPopGestureScrubbing = true
    scrubbingGesture = gesture
    if let interaction = caughtInteraction() {
      caughtProgress = interaction.percentComplete
      isCaughtFromCode = !isPopGestureDriving
      caughtDirection = isCaughtFromCode ? runningContext?.delegatedCatchDirection : nil
    } else {
      isPopGestureScrubbing = false
    }
    updatePopGesture()
  }

  /// The percent-driven controller that now holds the running transition, stopped where it
  /// shows: the pop gesture's own, the one driving it already (a catch let go of earlier, or
  /// the delegate's, which let it go and says a catch direction), or a new one that took over a
  /// transition that played by itself; nil when the transition cannot be caught.
  private func caughtInteraction() -> PercentDrivenInteractiveTransition? {
    if isPopGestureDriving {
      popInteraction.pause()
      return popInteraction
    }
    guard isCatchableFromCode, let context = runningContext else { return nil }
    if let released = context.percentDriver {
      released.pause()
      caughtCodeInteraction = released
      return released
    }
    let taking = PercentDrivenInteractiveTransition()
    guard taking.takeOver(context) else { return nil }
    caughtCodeInteraction = taking
    return taking
  }

  /// The scrubbed controller, unless it is one a touch caught that no longer drives the running
  /// transition (a delegate's controller may have gone on to another transition meanwhile: that
  /// one is left alone).
  private var heldInteraction: PercentDrivenInteractiveTransition? {
    guard let interaction = scrubbedInteraction else { return nil }
    guard isCaughtFromCode else { return interaction }
    guard let context = runningContext, interaction.drives(context) else { return nil }
    return interaction
  }

  /// The controller the gesture under way scrubs: the pop gesture's, or the one that holds a
  /// transition started by code.
  private var scrubbedInteraction: PercentDrivenInteractiveTransition? {
    isPopGestureDriving ? popInteraction : caughtCodeInteraction
  }

  /// Follows the left-edge pan or the content pan: it starts an animated pop, scrubs the pop to the finger's
  /// progress (the horizontal translation over the view's width) while its own interaction
  /// drives it, and on lifting finishes when the finger flicks right faster than
  /// ``popFlickVelocity`` or is past half way without a flick to the left, and cancels
  /// otherwise; a cancelled gesture cancels. Segue's choices where the platform is silent: the
  /// rest plays with a critically damped spring that starts at the finger's speed, either way
  /// (``ReleaseMotion/spring``), settling from rest within the animator's duration; a pan that begins while the pop
  /// plays its rest (the finger lifted a moment ago) is left to the touch that catches it.
  private func popGestureChanged(_ gesture: PanGestureRecognizer) {
    switch gesture.state {
    case .began:
      guard let target = popTarget, runningRequest == nil || reverses(to: target) else { return }
      request(target, animated: true, interactive: true)
      guard isPopGestureDriving else { return }
      caughtProgress = runningRequest?.startProgress ?? 0
      isCaughtFromCode = false
      isPopGestureScrubbing = true
      scrubbingGesture = gesture
      updatePopGesture()
      popInteraction.update(popProgress(of: gesture))
    case .changed:
      guard isPopGestureScrubbing, gesture === scrubbingGesture, let interaction = heldInteraction else { return }
      interaction.update(popProgress(of: gesture))
    case .ended:
      guard isPopGestureScrubbing, gesture === scrubbingGesture else { return }
      guard let interaction = heldInteraction else {
        isPopGestureScrubbing = false
        return updatePopGesture()
      }
      isPopGestureScrubbing = false
      defer { updatePopGesture() }
      let velocity = along(gesture.velocity(in: view))
      let progress = popProgress(of: gesture)
      // The lift's own sample counts: a finger that lifts a step further shows that step.
      if progress != interaction.percentComplete { interaction.update(progress) }
      let finishing =
        isCaughtFromCode && abs(along(gesture.translation(in: view))) < Self.catchSlop
        // A tap on a transition that code started lets it carry on where it was heading.
        ? runningContext?.transitionWasCancelled != true
        : velocity > Self.popFlickVelocity || (progress > 0.5 && velocity >= -Self.popFlickVelocity)
      end(interaction, finishing: finishing)
    case .cancelled:
      guard isPopGestureScrubbing, gesture === scrubbingGesture else { return }
      isPopGestureScrubbing = false
      // A transition code started carries on where it was heading; a swipe's pop goes back.
      if let interaction = heldInteraction {
        end(interaction, finishing: isCaughtFromCode && runningContext?.transitionWasCancelled == false)
      }
      updatePopGesture()
    case .possible, .failed:
      return
    }
  }

  /// Ends the interaction of `interaction` as the lift decided: a caught transition through
  /// ``PercentDrivenInteractiveTransition/endCatch(finishing:)`` (at completion speed 1,
  /// whatever the delegate's controller set for its own gesture), the pop gesture's own as its
  /// interaction ends.
  private func end(_ interaction: PercentDrivenInteractiveTransition, finishing: Bool) {
    if isCaughtFromCode {
      interaction.endCatch(finishing: finishing)
    } else if finishing {
      interaction.finish()
    } else {
      interaction.cancel()
    }
  }

  /// The stack a back swipe leads to: the top of the stack on screen (or the one the running
  /// transition heads for) taken away; nil when that would leave nothing.
  var popTarget: [ViewController]? {
    let heading =
      runningRequest.flatMap { running in
        runningContext?.transitionWasCancelled == false ? running.stack : nil
      } ?? shownControllers
    return heading.count > 1 ? Array(heading.dropLast()) : nil
  }

  private func popProgress(of gesture: PanGestureRecognizer) -> Double {
    let direction = travelDirection
    let length = abs(direction.dx) * view.bounds.size.width + abs(direction.dy) * view.bounds.size.height
    guard length > 0 else { return 0 }
    let travel = along(gesture.translation(in: view)) / length
    guard isCaughtFromCode, let context = runningContext else { return min(1, max(0, caughtProgress + travel)) }
    let fraction = min(1, max(0, context.shownFraction(atProgress: caughtProgress) + travel))
    return TransitionContext.progress(
      of: context.animatorObject, showing: fraction, interactive: context.initiallyInteractive)
  }

  /// The direction in which a finger's travel furthers the transition it scrubs: the one the
  /// delegate's interaction controller says, for a transition it let go that a touch caught;
  /// else rightward for a pop (the page leaves to the right), leftward for a push.
  private var travelDirection: Vector {
    if isCaughtFromCode, let caughtDirection { return caughtDirection }
    return Vector(dx: travelSign, dy: 0)
  }

  /// How far `vector` (a translation or a velocity) goes along ``travelDirection``.
  private func along(_ vector: Point) -> Double {
    let direction = travelDirection
    return vector.x * direction.dx + vector.y * direction.dy
  }

  /// Which way a finger's rightward travel moves the running transition's progress: forward for
  /// a pop (the page leaves to the right), backward for a push (the page came from the right).
  private var travelSign: Double {
    guard let running = runningRequest?.stack.last else { return 1 }
    return shownControllers.contains { $0 === running } ? 1 : -1
  }
}
