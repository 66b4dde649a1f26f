extension View {
  /// Options of the block-based view animations, the analogue of `UIView.AnimationOptions`,
  /// with the platform's bit values.
  ///
  /// The curve occupies bits 16–19 and the transition style bits 20–23; `curveEaseInOut` and
  /// the absent transition are 0, the defaults. Curve value 7 is the keyboard's curve
  /// (``View/AnimationCurve/keyboard``); values other than the named ones pace as
  /// `curveEaseInOut` (Segue's choice).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out the views changed in the block at the end of the block, so that the layout's
    /// changes animate with them.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the animated views receive touches while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts each animation from the value on screen instead of the previous model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animations forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Plays each animation forwards then backwards (then shows the model value).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, uses this block's duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a nested block, uses this block's curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// In a transition, animates the block's property changes instead of only the transition.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// In `transition(from:to:)`, hides and shows the views instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// In a nested block, inherits neither the enclosing block's options nor its kind of pacing.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at both ends (the default; its bits are 0).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition (the default; its bits are 0).
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Turns the view about its vertical axis, its left edge coming towards the viewer.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Turns the view about its vertical axis, its right edge coming towards the viewer.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Rolls the old content up and away, uncovering the new.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Unrolls the new content down over the old.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Fades the old content out over the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Turns the view about its horizontal axis, its top edge coming towards the viewer.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Turns the view about its horizontal axis, its bottom edge coming towards the viewer.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The options without the curve and transition bits: the flags a nested block inherits.
    var flags: AnimationOptions { AnimationOptions(rawValue: rawValue & 0xFFFF) }

    /// The curve the options name; `curveEaseInOut` for values no curve has.
    var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }

    /// The transition style the options name, or `nil` for none (or an unknown value).
    var transitionStyle: TransitionStyle? { TransitionStyle(rawValue: Int((rawValue >> 20) & 0xF)) }
  }
}
