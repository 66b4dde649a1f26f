import SegueGeometry

/// An animation between two values of one property, with Core Animation's from / to / by rules.
///
/// With `u` the value underneath the animation (the model value with earlier animations
/// applied; the additive identity for an additive animation) the animation interpolates:
/// from and to: from → to; from and by: from → from + by; by and to: to − by → to;
/// from only: from → u; to only: u → to; by only: u → u + by; none: u → u (no visible change,
/// since Segue keeps no separate "previous presentation value"; implicit animations set from).
@MainActor
open class BasicAnimation<Value: Interpolatable>: PropertyAnimation<Value> {
  /// The value at the start of each iteration.
  public var fromValue: Value?
  /// The value at the end of each iteration.
  public var toValue: Value?
  /// The change over each iteration, used when `fromValue` or `toValue` is missing.
  public var byValue: Value?

  /// Creates an animation of `property` between the given values.
  public init(_ property: LayerProperty<Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil) {
    fromValue = from
    toValue = to
    byValue = by
    super.init(property: property)
  }

  /// Creates an animation with the values, property and timing of `other`.
  public init(copying other: BasicAnimation<Value>) {
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
    super.init(copying: other)
  }

  /// Returns an independent copy of the animation.
  open override func copy() -> Animation {
    BasicAnimation(copying: self)
  }

  /// The start and end values given the value underneath the animation.
  public func endpoints(over underlying: Value) -> (from: Value, to: Value) {
    let base = isAdditive ? Value.additiveIdentity : underlying
    if let from = fromValue {
      if let to = toValue { return (from, to) }
      if let by = byValue { return (from, from.adding(by)) }
      return (from, base)
    }
    if let to = toValue {
      if let by = byValue { return (to.subtracting(by), to) }
      return (base, to)
    }
    if let by = byValue { return (base, base.adding(by)) }
    return (base, base)
  }

  /// A function over the values frozen now; with both `fromValue` and `toValue` set, the
  /// interpolation between them is prepared once (transforms decompose once, not every frame).
  open override func makeEvaluator() -> AnimationEvaluator {
    frozenTrack().evaluator
  }

  /// The frozen evaluation, unless a subclass may have changed how the animation evaluates.
  override func makeTrack() -> PresentationTrack {
    type(of: self) == BasicAnimation<Value>.self ? frozenTrack() : super.makeTrack()
  }

  /// The evaluation over the values frozen now: with both `fromValue` and `toValue` set it
  /// replaces the property (unless additive); otherwise it reads the value underneath.
  @_specialize(where Value == Double)
  @_specialize(where Value == Point)
  @_specialize(where Value == Size)
  @_specialize(where Value == Rect)
  @_specialize(where Value == Color)
  @_specialize(where Value == Transform3D)
  private func frozenTrack() -> PresentationTrack {
    let pacing = pacing()
    let property = self.property
    let additive = isAdditive
    if let from = fromValue, let to = toValue {
      let interpolator = Value.interpolator(from: from, to: to)
      let packed =
        additive ? nil : PackedTrack.endpoints(clock: .paced(pacing), keyPath: property.keyPath, from: from, to: to)
      return PresentationTrack(replaces: !additive, packed: packed) { values, parentTime in
        guard let progress = pacing.progress(parentTime: parentTime) else { return false }
        property.store(interpolator.value(at: progress), additive: additive, in: &values)
        return true
      }
    }
    return PresentationTrack(evaluator: { [self] values, parentTime in
      guard let progress = pacing.progress(parentTime: parentTime) else { return }
      let (from, to) = endpoints(over: property.read(values))
      property.store(from.interpolated(to: to, fraction: progress), additive: additive, in: &values)
    })
  }

  /// Applies the interpolated value at `parentTime`, if the animation is applied then.
  open override func apply(to values: inout LayerValues, parentTime: Double) {
    guard let progress = pacedProgress(parentTime: parentTime) else { return }
    let (from, to) = endpoints(over: property.read(values))
    write(from.interpolated(to: to, fraction: progress), into: &values)
  }
}
