import SegueGeometry

/// The bar's part of a push or a pop: where each part of the outgoing and the incoming
/// contents starts and ends.
///
/// A push: the outgoing title slides to where the back button's title shows and fades out; its
/// back button's title (if any) fades out sliding left, behind the chevron's edge; the incoming
/// back button's title comes from the middle, fading in; the incoming title slides in from half
/// a bar's width to the right, fading in; right items cross-fade. The chevron stays put when
/// both show it and fades otherwise. A pop is the same move backwards, with the roles of the
/// contents swapped.
@MainActor
struct NavigationBarMove {
  /// The content leaving.
  let outgoing: NavigationBarContent
  /// The content arriving.
  let incoming: NavigationBarContent
  /// Whether the move is a push (else a pop).
  let isPush: Bool

  /// The content of the upper item: the incoming one on a push, the outgoing one on a pop.
  private var upper: NavigationBarContent { isPush ? incoming : outgoing }
  /// The content of the lower item.
  private var lower: NavigationBarContent { isPush ? outgoing : incoming }

  /// Puts the parts where the move starts (both contents at rest until then).
  func placeAtStart() {
    outgoing.isSettled = false
    incoming.isSettled = false
    place(upperShown: !isPush)
  }

  /// Puts the parts where the move ends.
  func placeAtEnd() {
    place(upperShown: isPush)
  }

  /// Places the upper item's content shown and the lower one's hidden, or the reverse: the
  /// hidden upper title sits half a bar to the right and its back button's title in the middle;
  /// the hidden lower title sits at the back button and its back button's title slides left.
  private func place(upperShown: Bool) {
    let width = upper.bounds.width
    let sharedChevron = upper.showsBackButton && lower.showsBackButton
    upper.titleLabel.frame = upperShown ? upper.restTitleFrame : upper.restTitleFrame.offsetBy(dx: width / 2, dy: 0)
    upper.placeBackTitle(at: upperShown ? upper.restBackFrame : upper.backFrameAtTitle)
    lower.titleLabel.frame = upperShown ? lower.titleFrameAtBack : lower.restTitleFrame
    lower.placeBackTitle(
      at: upperShown ? lower.restBackFrame.offsetBy(dx: -lower.restBackFrame.width / 2, dy: 0) : lower.restBackFrame)
    let upperAlpha = upperShown ? 1.0 : 0
    let lowerAlpha = 1 - upperAlpha
    for part in [upper.titleLabel, upper.backLabel, upper.rightLabel] { part.alpha = upperAlpha }
    for part in [lower.titleLabel, lower.backLabel, lower.rightLabel] { part.alpha = lowerAlpha }
    upper.chevron.alpha = sharedChevron ? 1 : upperAlpha
    lower.chevron.alpha = sharedChevron ? 0 : lowerAlpha
  }
}
