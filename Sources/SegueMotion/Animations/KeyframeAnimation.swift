import SegueGeometry

/// An animation of one property through a list of values, the analogue of `CAKeyframeAnimation`.
///
/// Each frame the animation's own `timingFunction` paces the whole iteration first; the
/// result picks the segment between two key times, whose `timingFunctions` entry (linear and
/// cubic modes) paces it, and ``calculationMode`` interpolates its values. Before the first key
/// time the first value holds, from the last key time on the last value (so a pacing curve
/// that overshoots [0, 1] holds the ends instead of extrapolating; Segue's choice).
///
/// The cubic modes need ``/SegueGeometry/VectorInterpolatable`` values, or `Transform3D` values: those are
/// splined through their decompositions (translation, scale, skew and perspective as vectors,
/// the rotation along a SQUAD quaternion spline with the same tension, continuity and bias),
/// decomposed once when the animation is first evaluated. `cubicPaced` has no speed to measure
/// between transforms and runs them as `cubic` with evenly spaced key times.
///
/// Invalid settings never stop the animation: each problem is reported once per animation
/// copy through ``Diagnostics``, when the copy is first applied or committed (and again after
/// a setting of a copy not yet committed changes), and a documented fallback is used — evenly spaced key times, linear pacing
/// within segments, linear mode for values that the mode cannot handle (including transform
/// keyframes that do not decompose), clamped spline parameters; with no values the animation
/// changes nothing.
@MainActor
public final class KeyframeAnimation<Value: Interpolatable>: PropertyAnimation<Value> {
  /// The keyframe values, in order.
  public var values: [Value] { didSet { track = nil } }
  /// When each value is reached, as fractions of the iteration: non-decreasing in [0, 1];
  /// `nil` (default) spaces the values evenly.
  ///
  /// Linear and cubic modes need one per value. Discrete mode takes one per value plus a
  /// final end time (Core Animation's documented form) or, Segue's choice, just one per value;
  /// either way the last value holds from its key time to the end. Evenly spaced discrete
  /// values each hold `1/n` of the iteration. Paced modes ignore key times.
  public var keyTimes: [Double]? { didSet { track = nil } }
  /// One pacing curve per segment (one fewer than the values), applied after the animation's
  /// `timingFunction`; `nil` (default) paces every segment linearly. Linear and cubic modes only.
  public var timingFunctions: [TimingFunction]? { didSet { track = nil } }
  /// How values between keyframes are computed; default `.linear`.
  public var calculationMode: CalculationMode = .linear { didSet { track = nil } }
  /// Per-keyframe Kochanek–Bartels tension in [−1, 1] for the cubic modes: positive tightens
  /// the curve, negative rounds it; missing entries are 0.
  public var tensionValues: [Double]? { didSet { track = nil } }
  /// Per-keyframe Kochanek–Bartels continuity in [−1, 1] for the cubic modes: non-zero values
  /// make corners at the keyframe; missing entries are 0.
  public var continuityValues: [Double]? { didSet { track = nil } }
  /// Per-keyframe Kochanek–Bartels bias in [−1, 1] for the cubic modes: positive values lean
  /// the tangent towards the incoming segment (overshooting after the keyframe), negative
  /// towards the outgoing one; missing entries are 0.
  public var biasValues: [Double]? { didSet { track = nil } }

  /// The settings resolved for evaluation, built when first needed after a change.
  private var track: KeyframeTrack<Value>?

  /// Creates an animation of `property` through `values`, evenly spaced unless `keyTimes` is given.
  public init(_ property: LayerProperty<Value>, values: [Value], keyTimes: [Double]? = nil) {
    self.values = values
    self.keyTimes = keyTimes
    super.init(property: property)
  }

  /// Creates an animation with the keyframes, mode, property and timing of `other`; the copy
  /// reports its own diagnostics.
  public init(copying other: KeyframeAnimation<Value>) {
    values = other.values
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
    super.init(copying: other)
  }

  /// Returns an independent copy of the animation.
  public override func copy() -> Animation {
    KeyframeAnimation(copying: self)
  }

  /// Applies the keyframe value at `parentTime`, if the animation is applied then; reports the
  /// settings' problems the first time after they are set.
  public override func apply(to layerValues: inout LayerValues, parentTime: Double) {
    let track = resolvedTrack()
    guard let progress = pacedProgress(parentTime: parentTime), let value = track.value(at: progress)
    else { return }
    write(value, into: &layerValues)
  }

  /// A function over the keyframe track resolved now (reporting its problems if new).
  public override func makeEvaluator() -> AnimationEvaluator {
    makeTrack().evaluator
  }

  /// The evaluation over the keyframe track resolved now (reporting its problems if new); it
  /// replaces the property unless additive or without values.
  @_specialize(where Value == Double)
  @_specialize(where Value == Point)
  @_specialize(where Value == Size)
  @_specialize(where Value == Rect)
  @_specialize(where Value == Color)
  @_specialize(where Value == Transform3D)
  override func makeTrack() -> PresentationTrack {
    let track = resolvedTrack()
    let pacing = pacing()
    let property = self.property
    let additive = isAdditive
    let packed = additive ? nil : PackedTrack.keyframes(clock: .paced(pacing), keyPath: property.keyPath, track: track)
    return PresentationTrack(replaces: !additive && !track.values.isEmpty, packed: packed) { values, parentTime in
      guard let progress = pacing.progress(parentTime: parentTime), let value = track.value(at: progress)
      else { return false }
      property.store(value, additive: additive, in: &values)
      return true
    }
  }

  /// The cached track, or a new one whose diagnostics are reported as it is built.
  private func resolvedTrack() -> KeyframeTrack<Value> {
    if let track { return track }
    let resolved = KeyframeTrack(
      values: values, keyTimes: keyTimes, timingFunctions: timingFunctions, mode: calculationMode,
      tension: tensionValues, continuity: continuityValues, bias: biasValues,
      subject: "KeyframeAnimation(\(property.name))")
    track = resolved
    for diagnostic in resolved.diagnostics { Diagnostics.report(diagnostic) }
    return resolved
  }
}
