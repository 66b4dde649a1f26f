import SegueGeometry
import SegueMotion

/// Identifies one animatable property of one layer.
struct RecordKey: Hashable {
  /// The layer.
  let layer: ObjectIdentifier
  /// The property's key path name.
  let key: String
}

/// A keyframe of ``View/animateKeyframes(withDuration:delay:options:animations:completion:)``:
/// its place among the keyframes and its span, as fractions of the whole animation.
struct KeyframeSpan {
  /// The order the keyframe was added in (0 for changes made outside any keyframe).
  let index: Int
  /// Where the keyframe starts, in [0, 1].
  let start: Double
  /// How long it lasts, in [0, 1 − start].
  let duration: Double

  /// The span of changes made in the keyframe block but outside any keyframe: the whole animation.
  static let whole = KeyframeSpan(index: 0, start: 0, duration: 1)
}

/// One property changed inside an animation block: its start value and what the block turns it
/// into, type-erased so that captures of any property share one list.
@MainActor
protocol PropertyRecord: AnyObject {
  /// The view whose layer changed.
  var view: View { get }
  /// The property's key path name.
  var key: String { get }
  /// The animation of a basic or spring block from the start value to the current model value;
  /// when `additive`, of the difference between them down to zero, added to the model.
  func viewAnimation(_ parameters: AnimationParameters, additive: Bool) -> Animation
  /// Notes the current model value as the value reached at the end of `span`.
  func noteKeyframe(_ span: KeyframeSpan)
  /// The keyframe animation through the noted keyframes over the whole duration.
  func keyframeAnimation(_ parameters: AnimationParameters, mode: CalculationMode) -> Animation
  /// Freezes the current model value as the value the block changed the property to.
  func freezeEnd()
  /// A property animator's track from the start value to the frozen end value (or of the
  /// difference, when `additive`), following `timeline` over the window from `windowStart`.
  func animatorTrack(timeline: AnimatorTimeline, windowStart: Double, additive: Bool, timeOffset: Double) -> Animation
  /// A function that sets the model to the start value, the frozen end value or the value
  /// presented at absolute time `time`; the value is read now, the model written when it is
  /// called.
  func modelUpdate(to position: ViewAnimatingPosition, presentedAt time: Double) -> () -> Void
}

/// A ``PropertyRecord`` of a property of type `Value`.
@MainActor
final class TypedPropertyRecord<Value: Interpolatable>: PropertyRecord {
  let view: View
  let property: LayerProperty<Value>
  /// The value the animation starts from.
  let from: Value
  /// The value on screen just before the change, kept for a property animator: its first track
  /// of the property starts there, taking over without a jump from another animator or a view
  /// animation that is moving it (whose end the model already holds).
  let shown: Value?
  /// The value the block changed the property to, as of the last ``freezeEnd()``.
  private(set) var to: Value
  /// The value at the end of each keyframe that changed the property.
  private var keyframes: [(span: KeyframeSpan, value: Value)] = []

  /// Creates the record of a change of `property` of `view`'s layer, starting from `from`, with
  /// the value `shown` on screen before it when known.
  init(view: View, property: LayerProperty<Value>, from: Value, shown: Value? = nil) {
    self.view = view
    self.property = property
    self.from = from
    self.shown = shown
    to = view.layer.model[keyPath: property.keyPath]
  }

  var key: String { property.name }

  private var model: Value { view.layer.model[keyPath: property.keyPath] }

  func viewAnimation(_ parameters: AnimationParameters, additive: Bool) -> Animation {
    let start = additive ? from.subtracting(model) : from
    let end = additive ? Value.additiveIdentity : model
    let animation: BasicAnimation<Value>
    switch parameters.pacing {
    case .curve:
      animation = BasicAnimation(property, from: start, to: end)
    case .spring(let spring, let velocity):
      let springAnimation = SpringAnimation(property, from: start, to: end)
      springAnimation.mass = spring.mass
      springAnimation.stiffness = spring.stiffness
      springAnimation.damping = spring.damping
      springAnimation.initialVelocity = velocity
      animation = springAnimation
    }
    animation.isAdditive = additive
    parameters.configure(animation)
    return animation
  }

  func noteKeyframe(_ span: KeyframeSpan) {
    let value = model
    if let index = keyframes.firstIndex(where: { $0.span.index == span.index }) {
      keyframes[index].value = value
    } else {
      keyframes.append((span, value))
    }
  }

  /// Key times and values as UIKit builds them: the start value at 0; for each keyframe, in
  /// order of start time, the previous value held until the keyframe starts and its value at
  /// its end; the last value held until 1. A keyframe starting before the previous one ended
  /// starts when it ends (Segue's choice).
  func keyframeAnimation(_ parameters: AnimationParameters, mode: CalculationMode) -> Animation {
    var times = [0.0]
    var values = [from]
    let ordered = keyframes.enumerated()
      .sorted { ($0.element.span.start, $0.offset) < ($1.element.span.start, $1.offset) }
      .map(\.element)
    for (span, value) in ordered {
      let start = max(span.start, times[times.count - 1])
      if start > times[times.count - 1] {
        times.append(start)
        values.append(values[values.count - 1])
      }
      times.append(min(start + span.duration, 1))
      values.append(value)
    }
    if times[times.count - 1] < 1 {
      times.append(1)
      values.append(values[values.count - 1])
    }
    let animation = KeyframeAnimation(property, values: values, keyTimes: times)
    animation.calculationMode = mode
    parameters.configure(animation)
    return animation
  }

  func freezeEnd() {
    to = model
  }

  func animatorTrack(timeline: AnimatorTimeline, windowStart: Double, additive: Bool, timeOffset: Double) -> Animation {
    AnimatorTrack(
      property: property, from: additive ? .additiveIdentity : shown ?? from, to: additive ? to.subtracting(from) : to,
      additive: additive, windowStart: windowStart, timeline: timeline, timeOffset: timeOffset)
  }

  func modelUpdate(to position: ViewAnimatingPosition, presentedAt time: Double) -> () -> Void {
    let value: Value
    switch position {
    case .start: value = from
    case .end: value = to
    case .current: value = view.layer.presentation(at: time)[keyPath: property.keyPath]
    }
    return { [view, property] in
      let oldSize = view.layer.bounds.size
      view.layer.setModelValue(property.keyPath, value)
      if view.layer.bounds.size != oldSize { view.setNeedsLayout() }
    }
  }
}

/// The typed change behind a ``PropertyChange``: SegueMotion offers each change of an animatable
/// property as a basic animation from the old value, and the view animation code recovers the
/// property and its value type through this conformance.
@MainActor
protocol RecordableChange {
  /// A record of the change of `view`'s layer, starting from the old value, or from the value
  /// on screen at `time` just before the change when a time is given; with `shownAt`, it also
  /// keeps the value on screen at that time just before the change (``TypedPropertyRecord/shown``).
  func makeRecord(for view: View, presentedAt time: Double?, shownAt: Double?) -> any PropertyRecord
}

extension BasicAnimation: RecordableChange {
  func makeRecord(for view: View, presentedAt time: Double?, shownAt: Double?) -> any PropertyRecord {
    let layer = view.layer
    let new = layer.model[keyPath: property.keyPath]
    let old = fromValue ?? new
    var start = old
    var shown: Value?
    if time != nil || shownAt != nil {
      layer.setModelValue(property.keyPath, old)
      if let time { start = layer.presentation(at: time)[keyPath: property.keyPath] }
      if let shownAt { shown = layer.presentation(at: shownAt)[keyPath: property.keyPath] }
      layer.setModelValue(property.keyPath, new)
    }
    return TypedPropertyRecord(view: view, property: property, from: start, shown: shown)
  }
}
