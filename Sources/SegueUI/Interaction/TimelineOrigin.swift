/// Where on a transition's timeline the animations of a view that joined it (an alongside
/// view) begin: at absolute time ``time`` they show the transition ``offset`` seconds in. The
/// percent-driven controller pauses such a view so that it stays in step with the container.
struct TimelineOrigin {
  /// The absolute time at which the view's animations were added.
  var time: Double
  /// The transition's time, in seconds from its start, that their beginning stands for: 0 for
  /// animations of the transition's whole duration, the time already played for ones added
  /// late over what remains.
  var offset: Double
}
