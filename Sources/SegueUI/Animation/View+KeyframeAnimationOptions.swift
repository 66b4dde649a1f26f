import SegueMotion

extension View {
  /// Options of keyframe animations, the analogue of `UIView.KeyframeAnimationOptions`, with the
  /// platform's bit values.
  ///
  /// The low bits are those of ``View/AnimationOptions``; bits 10–12 choose the calculation mode.
  /// As on the platform the whole animation is paced with ease-in-ease-out unless curve bits of
  /// ``View/AnimationOptions`` are passed in (`KeyframeAnimationOptions(rawValue:
  /// AnimationOptions.curveLinear.rawValue)`), which apps do to get even pacing.
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out the views changed in the block at the end of the block.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the animated views receive touches while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts each property from the value on screen instead of the previous model value.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Plays the animation forwards then backwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// In a nested block, uses this block's duration instead of the enclosing block's.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// In a nested block, inherits none of the enclosing block's options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    /// Straight lines between keyframes (the default; its bits are 0).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each value holds until the next keyframe's value.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Straight lines at a constant speed; the keyframes' times are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth (Catmull–Rom) curve through the keyframes at their times.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// The smooth curve at a constant speed; the keyframes' times are ignored.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode the options name; linear for unknown values.
    var calculationMode: CalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: .discrete
      case 2: .paced
      case 3: .cubic
      case 4: .cubicPaced
      default: .linear
      }
    }

    /// The options as view animation options: the flags and any curve bits passed in.
    var animationOptions: AnimationOptions {
      AnimationOptions(rawValue: rawValue & ~(0x7 << 10))
    }
  }
}
