import SegueUI

/// How every animator of this module ends its transition: it removes the temporary views it
/// added, gives the view that leaves its state back (it goes on being that view controller's
/// view), puts the arriving view back as it was when the transition was cancelled, and calls
/// `completeTransition(!transitionWasCancelled)`.
@MainActor
struct TransitionCleanup {
  private let leaving: ViewStateRecord?
  private let arriving: ViewStateRecord?
  private var temporaryViews: [View] = []

  /// Records the context's "from" and "to" views before the animator changes them.
  init(_ transitionContext: any ContextTransitioning) {
    leaving = transitionContext.view(forKey: .from).map(ViewStateRecord.init)
    arriving = transitionContext.view(forKey: .to).map(ViewStateRecord.init)
  }

  /// Notes a view the animator added only for the transition.
  mutating func removeAtEnd(_ view: View) {
    temporaryViews.append(view)
  }

  /// Ends the transition; `finishing` runs first when it was not cancelled.
  func complete(_ transitionContext: any ContextTransitioning, finishing: () -> Void = {}) {
    for view in temporaryViews { view.removeFromSuperview() }
    let cancelled = transitionContext.transitionWasCancelled
    if cancelled {
      arriving?.restore()
    } else {
      finishing()
    }
    leaving?.restore()
    transitionContext.completeTransition(!cancelled)
  }
}
