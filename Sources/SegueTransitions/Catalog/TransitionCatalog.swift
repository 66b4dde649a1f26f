import SegueUI

/// Every transition of this module by name, in the order a gallery shows them: what
/// `segue render --list` prints and `segue gallery` renders.
///
/// Segue's choice for the transitions whose way back is another animator or setting: "reversed"
/// is the one a pop, a dismissal or a tab to the left would use (the slide going left, the
/// cube backwards, the pop-up dismissing, the others with `reverse`).
public enum TransitionCatalog {
  /// Every entry, in gallery order.
  public static let all: [CatalogTransition] = [
    CatalogTransition(
      name: "cross-dissolve", summary: "The new screen fades in over the old one.",
      defaultDuration: CrossDissolveAnimator.defaultDuration
    ) { _, duration in CrossDissolveAnimator(duration: duration) },
    CatalogTransition(
      name: "slide", summary: "Both screens slide sideways on a spring, fading, with a gap between them.",
      defaultDuration: HorizontalSlideAnimator.defaultDuration
    ) { reversed, duration in HorizontalSlideAnimator(goingRight: !reversed, duration: duration) },
    CatalogTransition(
      name: "tab-slide", summary: "The new tab slides in from the side as the old one slides out.",
      defaultDuration: TabSlideAnimator.defaultDuration
    ) { reversed, duration in TabSlideAnimator(goingRight: !reversed, duration: duration) },
    CatalogTransition(
      name: "vertical-slide",
      summary: "The new screen comes in from the top as the old one moves down (upwards reversed).",
      defaultDuration: VerticalSlideAnimator.defaultDuration
    ) { reversed, duration in VerticalSlideAnimator(reverse: reversed, duration: duration) },
    CatalogTransition(
      name: "pop-up", summary: "A small card fades in at the centre over the screen (fades out reversed).",
      defaultDuration: PopUpFadeAnimator.defaultDuration
    ) { reversed, duration in PopUpFadeAnimator(isPresenting: !reversed, duration: duration) },
    CatalogTransition(
      name: "cube", summary: "The screens are two faces of a cube that turns a quarter turn.",
      defaultDuration: CubeAnimator.defaultDuration
    ) { reversed, duration in CubeAnimator(goesForward: !reversed, duration: duration) },
    CatalogTransition(
      name: "fold", summary: "The old screen folds up like paper as the new one unfolds.",
      defaultDuration: PaperFoldAnimator.defaultDuration
    ) { reversed, duration in PaperFoldAnimator(reverse: reversed, duration: duration) },
    CatalogTransition(
      name: "flip", summary: "The screen flips about its vertical axis to show the new one on its back.",
      defaultDuration: FlipAnimator.defaultDuration
    ) { reversed, duration in FlipAnimator(reverse: reversed, duration: duration) },
    CatalogTransition(
      name: "turn", summary: "The old screen lifts about its left edge like a book's page, uncovering the new one.",
      defaultDuration: TurnAnimator.defaultDuration
    ) { reversed, duration in TurnAnimator(reverse: reversed, duration: duration) },
    CatalogTransition(
      name: "cards", summary: "The old screen tilts back into the deck and the new card slides up over it.",
      defaultDuration: CardsAnimator.defaultDuration
    ) { reversed, duration in CardsAnimator(reverse: reversed, duration: duration) },
    CatalogTransition(
      name: "portal", summary: "The old screen opens as two doors and the new one comes forward through them.",
      defaultDuration: PortalAnimator.defaultDuration
    ) { reversed, duration in PortalAnimator(reverse: reversed, duration: duration) },
    CatalogTransition(
      name: "explode", summary: "The old screen breaks into tiles that fly apart, turning and fading.",
      defaultDuration: ExplodeAnimator.defaultDuration
    ) { reversed, duration in ExplodeAnimator(reverse: reversed, duration: duration) },
    CatalogTransition(
      name: "nat-geo", summary: "The old screen opens like a magazine cover as the new page settles flat.",
      defaultDuration: NatGeoAnimator.defaultDuration
    ) { reversed, duration in NatGeoAnimator(reverse: reversed, duration: duration) },
    CatalogTransition(
      name: "page-curl", summary: "The old screen curls up from its right edge and rolls away over the new one.",
      defaultDuration: PageCurlAnimator.defaultDuration
    ) { reversed, duration in PageCurlAnimator(reverse: reversed, duration: duration) },
    CatalogTransition(
      name: "matched", summary: "Views marked with the same transition ID fly between the screens as they fade.",
      defaultDuration: MatchedViewsAnimator.defaultDuration
    ) { _, duration in MatchedViewsAnimator(duration: duration) },
  ]

  /// The entry called `name`, or `nil`.
  public static func transition(named name: String) -> CatalogTransition? {
    all.first { $0.name == name }
  }

  /// Every entry's name, in gallery order.
  public static var names: [String] { all.map(\.name) }
}
