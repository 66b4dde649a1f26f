extension Transform3D {
  /// Repeated interpolation between two fixed transforms with the costly part done once: both
  /// ends decomposed and the rotation arc prepared. Each value equals
  /// `start.interpolated(to: end, fraction:)` exactly.
  public struct Blend: Sendable {
    /// The transform at fraction 0.
    public let start: Transform3D
    /// The transform at fraction 1.
    public let end: Transform3D
    /// Whether both ends decompose; otherwise the blend is a discrete switch.
    @usableFromInline let decomposes: Bool
    /// The decomposition of `start` (unused unless `decomposes`).
    @usableFromInline let first: Decomposition
    /// The decomposition of `end` (unused unless `decomposes`).
    @usableFromInline let last: Decomposition
    /// The rotation arc between the decompositions (unused unless `decomposes`).
    @usableFromInline let rotation: QuaternionSlerp
    /// The cheaper form used when only the rotation differs between the ends.
    public let rotationBlend: RotationBlend?

    /// Prepares the blend from `start` to `end`.
    public init(from start: Transform3D, to end: Transform3D) {
      self.start = start
      self.end = end
      let unused = Decomposition(
        translation: .zero, scale: .one, skew: .zero, perspective: SIMD4(0, 0, 0, 1), rotation: .identity)
      let parts = start.decomposed().flatMap { first in end.decomposed().map { (first, $0) } }
      decomposes = parts != nil
      first = parts?.0 ?? unused
      last = parts?.1 ?? unused
      rotation = QuaternionSlerp(from: first.rotation, to: last.rotation)
      rotationBlend = decomposes ? RotationBlend(from: first, to: last, rotation: rotation) : nil
    }

    /// The transform `fraction` of the way from `start` to `end`, turning along the shorter arc;
    /// exact at 0 and 1, and a switch at 0.5 when either end does not decompose. Ends that differ
    /// only in rotation blend through their ``rotationBlend``.
    @inlinable @inline(__always) public func value(at fraction: Double) -> Transform3D {
      guard decomposes else { return fraction < 0.5 ? start : end }
      if fraction == 0 { return start }
      if fraction == 1 { return end }
      if let rotationBlend { return rotationBlend.value(at: fraction) }
      return Transform3D(
        Decomposition(
          translation: first.translation * (1 - fraction) + last.translation * fraction,
          scale: first.scale * (1 - fraction) + last.scale * fraction,
          skew: first.skew * (1 - fraction) + last.skew * fraction,
          perspective: first.perspective * (1 - fraction) + last.perspective * fraction,
          rotation: rotation.value(at: fraction)))
    }
  }
}
