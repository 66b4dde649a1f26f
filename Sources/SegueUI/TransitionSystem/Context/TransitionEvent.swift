/// What happens to a transition, as the container that made it learns through
/// ``TransitionContext/observer``: the one path by which every start, refusal, completion and
/// cancel reaches the container.
///
/// A transition that runs sends ``willBegin``, then ``ended(completed:)``, then
/// ``finished(completed:)``. One that ``TransitionContext/start()`` refuses (a view controller
/// in it is in another transition) sends ``ended(completed:)`` with `false` — nothing was
/// changed, so undoing the container's own preparations is all there is to do — then
/// ``refused`` instead of ``finished(completed:)``: a refused request has no completion to run.
public enum TransitionEvent: Sendable, Hashable {
  /// The transition begins: its `will` appearance calls were made and the animator (or the
  /// interaction controller) runs next (a presentation controller's `…TransitionWillBegin`).
  case willBegin
  /// The transition ended, completed or cancelled (a cancel's hierarchy already restored),
  /// before its `did` appearance calls: the container's bookkeeping.
  case ended(completed: Bool)
  /// Everything the transition does is done but the animator's `animationEnded(_:)`: the
  /// `did` appearance calls and the coordinator's completions ran. Run the request's completion
  /// handler and start what waited.
  case finished(completed: Bool)
  /// ``TransitionContext/start()`` refused the transition; nothing follows.
  case refused
}
