import SegueGeometry
import SegueUI

/// Shared elements, as Hero's matched views: every view of the old screen and view of the new
/// screen marked with the same ``/SegueUI/View/transitionID`` fly between their frames, corner
/// radii and alphas, over a ``Background`` transition of the screens; unmatched views with
/// ``/SegueUI/View/transitionModifiers`` leave to, or enter from, the state their modifiers
/// describe.
///
/// The flying views are pictures (snapshots taken when the transition starts: the old view as
/// shown, the new one as laid out at the new screen's final frame) that cross-fade while they
/// fly, inside a clipping view with the moving corner radius, so the real views never leave
/// their hierarchies; the real views are transparent while their pictures fly, and hand over to
/// and from them over ``handOverFraction`` of the duration at each end, so that the first and
/// last frames show the real views exactly. A matched view inside another flies over it, and is
/// left out of its picture. Segue's choices: 0.5 s,
/// ease-in-ease-out (linear while interactive); hidden views and the screens' root views take
/// no part; of views repeating an ID the first in depth-first order counts; modifiers act on
/// the real views' alpha and transform, put back at the end. At the end, finished or
/// cancelled, the pictures are gone and every view has its state back; a cancelled transition
/// leaves both screens as they were. The transition is its own reverse: the way back matches
/// the same IDs the other way.
@MainActor
public final class MatchedViewsAnimator: TimedTransitionAnimator {
  /// How the screens themselves change under the flying views.
  public enum Background: Sendable, Hashable {
    /// The new screen fades in over the old one.
    case fade
    /// The new screen slides in over the old one from this edge.
    case slide(from: RectEdge)
    /// The new screen replaces the old one at once, under the flying views.
    case none
  }

  /// The default length, in seconds.
  nonisolated public static let defaultDuration = 0.5
  /// The fraction of the duration, at each end, over which the real views and the flights hand
  /// over to one another.
  public static let handOverFraction = 0.05

  /// How the screens change under the flying views.
  public let background: Background
  /// The length of the transition, in seconds.
  public let duration: Double

  /// Creates the transition over `background`, lasting `duration` seconds.
  public init(background: Background = .fade, duration: Double = defaultDuration) {
    self.background = background
    self.duration = duration
  }

  /// Flies the matched views over the background transition.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (opening, outgoingView, incomingView) = transitionContext.beginMoving(for: self) else { return }
    var cleanup = opening
    let container = transitionContext.containerView
    transitionContext.place(incomingView, onTop: true, of: outgoingView)
    incomingView.layoutIfNeeded()
    let views = MatchedViews(leaving: outgoingView, arriving: incomingView)
    let flights = Self.flights(of: views.pairs, in: container)
    let modified = views.leavingModified + views.arrivingModified
    let records = modified.map(ViewStateRecord.init)
    for flight in flights {
      container.addSubview(flight.view)
      cleanup.removeAtEnd(flight.view)
    }
    let final = incomingView.frame
    View.performWithoutAnimation {
      for flight in flights {
        flight.setArrived(false)
        flight.setTakenOver(false)
      }
      Self.modify(views.arrivingModified, applied: true)
      setBackground(incomingView, at: final, arrived: false)
    }
    let hand = Self.handOverFraction
    animateKeyframes(
      in: transitionContext,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
          for flight in flights { flight.setArrived(true) }
          Self.modify(views.leavingModified, applied: true)
          Self.modify(views.arrivingModified, applied: false, records: records.suffix(views.arrivingModified.count))
          self.setBackground(incomingView, at: final, arrived: true)
        }
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: hand) {
          for flight in flights { flight.setTakenOver(true) }
        }
        View.addKeyframe(withRelativeStartTime: 1 - hand, relativeDuration: hand) {
          for flight in flights { flight.handOver() }
        }
      },
      completion: { _ in
        for flight in flights { flight.land() }
        for record in records { record.restore() }
        cleanup.complete(transitionContext)
      })
  }

  /// The flights of `pairs`, in their order: pictured deepest first, each pair's real views
  /// made transparent once pictured, so that an enclosing pair's pictures leave them out.
  private static func flights(of pairs: [(leaving: View, arriving: View)], in container: View) -> [MatchedFlight] {
    let deepestFirst = pairs.indices.sorted {
      MatchedViews.depth(of: pairs[$0].leaving) + MatchedViews.depth(of: pairs[$0].arriving)
        > MatchedViews.depth(of: pairs[$1].leaving) + MatchedViews.depth(of: pairs[$1].arriving)
    }
    var made: [Int: MatchedFlight] = [:]
    for index in deepestFirst {
      let flight = MatchedFlight(from: pairs[index].leaving, to: pairs[index].arriving, in: container)
      flight.hideRealViews()
      made[index] = flight
    }
    return pairs.indices.compactMap { made[$0] }
  }

  /// Puts the new screen where the background transition has it at its start or end.
  private func setBackground(_ incoming: View, at final: Rect, arrived: Bool) {
    switch background {
    case .fade:
      incoming.alpha = arrived ? 1 : 0
    case .slide(let edge):
      let (dx, dy): (Double, Double) =
        switch edge {
        case .minXEdge: (-final.width, 0)
        case .maxXEdge: (final.width, 0)
        case .minYEdge: (0, -final.height)
        case .maxYEdge: (0, final.height)
        }
      incoming.frame = arrived ? final : final.offsetBy(dx: dx, dy: dy)
    case .none:
      break
    }
  }

  /// Gives `views` the state their modifiers describe (`applied`), or the state of `records`.
  private static func modify(_ views: [View], applied: Bool, records: ArraySlice<ViewStateRecord> = []) {
    if applied {
      for view in views {
        let state = TransitionModifier.apply(view.transitionModifiers, alpha: view.alpha, transform: view.transform3D)
        view.alpha = state.alpha
        view.transform3D = state.transform
      }
    } else {
      for record in records { record.restoreAlphaAndTransform() }
    }
  }
}
