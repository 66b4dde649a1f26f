import SegueTransitions
import SegueUI
import Testing

/// Every animator of the module in each of its directions, for the checks they all share.
enum AnimatorCase: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case popUpPresenting, popUpDismissing
  case slideGoingRight, slideGoingLeft
  case verticalSlide, verticalSlideReversed
  case cubeForward, cubeBackward
  case fold, foldReversed, threeFolds
  case tabSlideGoingRight, tabSlideGoingLeft
  case crossDissolve, flip, flipReversed
  case turn, turnReversed, turnFromTheTop
  case cards, cardsReversed, portal, portalReversed
  case explode, explodeReversed, natGeo, natGeoReversed
  case matchedFade, matchedSlide
  case pageCurl, pageCurlReversed

  var testDescription: String { rawValue }

  /// A fresh animator of this case.
  @MainActor
  func make() -> any AnimatedTransitioning {
    switch self {
    case .popUpPresenting: PopUpFadeAnimator(isPresenting: true)
    case .popUpDismissing: PopUpFadeAnimator(isPresenting: false)
    case .slideGoingRight: HorizontalSlideAnimator(goingRight: true)
    case .slideGoingLeft: HorizontalSlideAnimator(goingRight: false)
    case .verticalSlide: VerticalSlideAnimator()
    case .verticalSlideReversed: VerticalSlideAnimator(reverse: true)
    case .cubeForward: CubeAnimator(goesForward: true)
    case .cubeBackward: CubeAnimator(goesForward: false)
    case .fold: PaperFoldAnimator()
    case .foldReversed: PaperFoldAnimator(reverse: true)
    case .threeFolds: PaperFoldAnimator(folds: 3)
    case .tabSlideGoingRight: TabSlideAnimator(goingRight: true)
    case .tabSlideGoingLeft: TabSlideAnimator(goingRight: false)
    case .crossDissolve: CrossDissolveAnimator()
    case .flip: FlipAnimator()
    case .flipReversed: FlipAnimator(reverse: true)
    case .turn: TurnAnimator()
    case .turnReversed: TurnAnimator(reverse: true)
    case .turnFromTheTop: TurnAnimator(hinge: .minYEdge)
    case .cards: CardsAnimator()
    case .cardsReversed: CardsAnimator(reverse: true)
    case .portal: PortalAnimator()
    case .portalReversed: PortalAnimator(reverse: true)
    case .explode: ExplodeAnimator()
    case .explodeReversed: ExplodeAnimator(reverse: true)
    case .natGeo: NatGeoAnimator()
    case .natGeoReversed: NatGeoAnimator(reverse: true)
    case .matchedFade: MatchedViewsAnimator()
    case .matchedSlide: MatchedViewsAnimator(background: .slide(from: .maxXEdge))
    case .pageCurl: PageCurlAnimator()
    case .pageCurlReversed: PageCurlAnimator(reverse: true)
    }
  }
}
