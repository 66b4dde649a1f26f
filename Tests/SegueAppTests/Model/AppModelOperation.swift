import PropertyBased
import SegueTransitions
import SegueUI

/// One thing a person or the app's code does to the whole app in ``AppModelRun``.
indirect enum AppModelOperation: CustomStringConvertible {
  /// How a page is presented.
  enum Style: CaseIterable, CustomStringConvertible {
    case fullScreen, overFullScreen, popUp

    var description: String {
      switch self {
      case .fullScreen: "full screen"
      case .overFullScreen: "over full screen"
      case .popUp: "Health Beat pop-up"
      }
    }
  }

  /// What code requests under a percent-driven interaction controller that it scrubs.
  enum Driven: CustomStringConvertible {
    /// Pushes a new page.
    case push
    /// Pops the top page.
    case pop
    /// Selects tab `index`.
    case selectTab(Int)
    /// Selects the custom container's child `index`.
    case selectChild(Int)
    /// Presents a new page full screen over the top-most view controller.
    case present
    /// Dismisses the top-most presented page.
    case dismiss

    var description: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .selectTab(let index): "selectTab(\(index))"
      case .selectChild(let index): "selectChild(\(index))"
      case .present: "present(full screen)"
      case .dismiss: "dismiss"
      }
    }
  }

  /// How code ends a transition it scrubbed.
  enum Ending: CustomStringConvertible {
    /// `finish()`.
    case finish
    /// `finish(velocity:)` at ``AppModelOperation/flickVelocity``.
    case flick
    /// `cancel()`.
    case cancel

    var description: String {
      switch self {
      case .finish: "finish"
      case .flick: "flick"
      case .cancel: "cancel"
      }
    }
  }

  /// A change and its opposite, which code asks for while the change plays (iOS 18's
  /// conversions).
  enum Reversal: CustomStringConvertible {
    /// Pushes a new page, then pops it.
    case pushPop
    /// Presents a new page full screen, then dismisses it.
    case presentDismiss
    /// Selects tab `index`, then the tab it left.
    case tabBack(Int)

    var description: String {
      switch self {
      case .pushPop: "push→pop"
      case .presentDismiss: "present→dismiss"
      case .tabBack(let index): "tab \(index)→back"
      }
    }
  }

  /// The progress per second of a ``Ending/flick``.
  static let flickVelocity = 4.0

  /// Code selects tab `index`.
  case selectTab(Int)
  /// Code pushes a new page.
  case push(animated: Bool)
  /// Code pops the top page.
  case pop(animated: Bool)
  /// Code pops to the stack's root.
  case popToRoot(animated: Bool)
  /// Code selects the custom container's child `index`.
  case selectChild(Int)
  /// Code presents a new page over the top-most view controller.
  case present(Style, animated: Bool)
  /// Code dismisses the top-most presented page.
  case dismiss(animated: Bool)
  /// Code replaces the window's root with a new tree.
  case replaceRoot
  /// Frames pass.
  case wait(frames: Int)
  /// Once the app settled, a finger edge-pans the stack back to `progress` of the width, holds
  /// `hold` frames (making `request` half way) and lifts at rest.
  case backSwipe(progress: Double, hold: Int, request: AppModelOperation?)
  /// Once the app settled, a finger edge-pans the stack back to `progress` of the width and
  /// lifts at rest; `frames` frames later, while the pop may still play its rest, a second
  /// finger lands in the middle (catching it), moves `travel` points across and lifts at rest.
  case catchSwipe(progress: Double, frames: Int, travel: Double)
  /// Once the app settled, code makes the change of `reversal` animated and, `frames` frames
  /// later, its opposite, which must not wait for the change.
  case reverse(Reversal, after: Int)
  /// Once the app settled, code pushes a new page animated; `frames` frames later a finger lands
  /// in the middle (catching the push, if it still plays), moves `travel` points across and
  /// lifts at rest.
  case catchPush(after: Int, travel: Double)
  /// Once the app settled, a finger pans the custom container `distance` points (to the left
  /// when `leftward`), holds, makes `request`, and lifts at rest.
  case containerPan(distance: Double, leftward: Bool, hold: Int, request: AppModelOperation?)
  /// Once the app settled, a finger pans from the right edge (or the left) `progress` of the
  /// width: Health Beat's tab switch.
  case tabPan(progress: Double, fromRight: Bool, hold: Int, request: AppModelOperation?)

  /// Once the app settled, code makes the `driven` request animated under a percent-driven
  /// interaction controller (which drives it when the episode's library transition runs it),
  /// scrubs it to `progress` over ten frames, holds `hold` frames (making `request` half way)
  /// and ends it.
  case drive(Driven, progress: Double, ending: Ending, hold: Int, request: AppModelOperation?)
  /// Once the app settled, a finger swipes `progress` of 200 points up or down on the page on
  /// top, which a ``VerticalSwipeInteractionController`` wires for `operation`, holds, makes
  /// `request` and lifts at rest.
  case verticalSwipe(
    VerticalSwipeInteractionController.Operation, progress: Double, upward: Bool, hold: Int,
    request: AppModelOperation?)
  /// Once the app settled, two fingers pinch in to `progress` on the page on top, which a
  /// ``PinchInteractionController`` wires for `operation`, hold, make `request` and lift at rest.
  case pinch(PinchInteractionController.Operation, progress: Double, hold: Int, request: AppModelOperation?)
  /// Once the app settled, a finger drags the top presented page down `progress` of its height
  /// (up, with a negative one), which a ``PanToDismissInteractionController`` wires, holds, makes
  /// `request` and lifts at rest.
  case dragDown(progress: Double, hold: Int, request: AppModelOperation?)
  /// Once the app settled, the top presented page shows a tall scroll view scrolled `scrolled`
  /// points down, wired with a ``PanToDismissInteractionController``; a finger drags down by
  /// that and `progress` of the window's height more (the hand-off from the content to the
  /// sheet), then, when `turnsUp`, back up past where it started, and lifts at rest.
  case scrollDragDown(scrolled: Double, progress: Double, turnsUp: Bool)

  var description: String {
    switch self {
    case .selectTab(let index): "selectTab(\(index))"
    case .push(let animated): "push(animated: \(animated))"
    case .pop(let animated): "pop(animated: \(animated))"
    case .popToRoot(let animated): "popToRoot(animated: \(animated))"
    case .selectChild(let index): "selectChild(\(index))"
    case .present(let style, let animated): "present(\(style), animated: \(animated))"
    case .dismiss(let animated): "dismiss(animated: \(animated))"
    case .replaceRoot: "replaceRoot"
    case .wait(let frames): "wait(\(frames))"
    case .backSwipe(let progress, let hold, let request):
      "backSwipe(\(progress.rounded2), hold: \(hold), request: \(request.map(\.description) ?? "none"))"
    case .catchSwipe(let progress, let frames, let travel):
      "catchSwipe(\(progress.rounded2), after: \(frames), travel: \(travel.rounded2))"
    case .reverse(let reversal, let frames): "reverse(\(reversal), after: \(frames))"
    case .catchPush(let frames, let travel): "catchPush(after: \(frames), travel: \(travel.rounded2))"
    case .containerPan(let distance, let leftward, let hold, let request):
      "containerPan(\(distance.rounded2), leftward: \(leftward), hold: \(hold), request: \(request.map(\.description) ?? "none"))"
    case .tabPan(let progress, let fromRight, let hold, let request):
      "tabPan(\(progress.rounded2), fromRight: \(fromRight), hold: \(hold), request: \(request.map(\.description) ?? "none"))"
    case .drive(let driven, let progress, let ending, let hold, let request):
      "drive(\(driven), to: \(progress.rounded2), \(ending), hold: \(hold), request: \(request.map(\.description) ?? "none"))"
    case .verticalSwipe(let operation, let progress, let upward, let hold, let request):
      "verticalSwipe(\(operation), \(progress.rounded2), upward: \(upward), hold: \(hold), request: \(request.map(\.description) ?? "none"))"
    case .pinch(let operation, let progress, let hold, let request):
      "pinch(\(operation), \(progress.rounded2), hold: \(hold), request: \(request.map(\.description) ?? "none"))"
    case .dragDown(let progress, let hold, let request):
      "dragDown(\(progress.rounded2), hold: \(hold), request: \(request.map(\.description) ?? "none"))"
    case .scrollDragDown(let scrolled, let progress, let turnsUp):
      "scrollDragDown(scrolled: \(scrolled.rounded2), \(progress.rounded2), turnsUp: \(turnsUp))"
    }
  }

  /// A random operation; Health Beat's tab pans only with `tabPans`, transitions driven by code
  /// and by the library's interaction controllers only with `library` (14 in 114 then).
  static func random(using generator: inout Xoshiro, tabPans: Bool, library: Bool) -> AppModelOperation {
    switch Int.random(in: 0..<(library ? 114 : 100), using: &generator) {
    case 0..<10: .selectTab(Int.random(in: 0..<3, using: &generator))
    case 10..<22: .push(animated: Bool.random(using: &generator) || Bool.random(using: &generator))
    case 22..<30: .pop(animated: Bool.random(using: &generator))
    case 30..<33: .popToRoot(animated: Bool.random(using: &generator))
    case 33..<40: .selectChild(Int.random(in: 0..<3, using: &generator))
    case 40..<48:
      .present(
        Style.allCases.randomElement(using: &generator)!,
        animated: Bool.random(using: &generator) || Bool.random(using: &generator))
    case 48..<55: .dismiss(animated: Bool.random(using: &generator) || Bool.random(using: &generator))
    case 55..<57: .replaceRoot
    case 57..<66: .wait(frames: [1, 1, 2, 3, 5, 8, 13, 20, 40].randomElement(using: &generator)!)
    case 66..<70:
      .reverse(
        [.pushPop, .pushPop, .presentDismiss, .tabBack(Int.random(in: 0..<3, using: &generator))].randomElement(
          using: &generator)!, after: Int.random(in: 0..<30, using: &generator))
    case 70..<72:
      .catchPush(
        after: Int.random(in: 1..<20, using: &generator), travel: Double.random(in: -200...200, using: &generator))
    case 72..<75:
      .catchSwipe(
        progress: decisive(using: &generator, threshold: 0.5), frames: Int.random(in: 0..<12, using: &generator),
        travel: Double.random(in: -150...150, using: &generator))
    case 75..<86:
      .backSwipe(
        progress: decisive(using: &generator, threshold: 0.5), hold: Int.random(in: 0..<40, using: &generator),
        request: request(using: &generator))
    case 86..<94:
      .containerPan(
        distance: Bool.random(using: &generator)
          ? Double.random(in: 40...110, using: &generator) : Double.random(in: 200...280, using: &generator),
        leftward: Bool.random(using: &generator), hold: Int.random(in: 0..<40, using: &generator),
        request: request(using: &generator))
    case 94..<100:
      tabPans
        ? .tabPan(
          progress: decisive(using: &generator, threshold: 0.5), fromRight: Bool.random(using: &generator),
          hold: Int.random(in: 0..<40, using: &generator), request: request(using: &generator))
        : .wait(frames: 1)
    case 100..<106:
      .drive(
        driven(using: &generator), progress: Double.random(in: 0.05...0.95, using: &generator),
        ending: [.finish, .flick, .cancel, .cancel].randomElement(using: &generator)!,
        hold: Int.random(in: 0..<40, using: &generator), request: request(using: &generator))
    case 106..<108:
      .verticalSwipe(
        [.pop, .dismiss, .tab].randomElement(using: &generator)!, progress: decisive(using: &generator, threshold: 0.5),
        upward: Bool.random(using: &generator), hold: Int.random(in: 0..<40, using: &generator),
        request: request(using: &generator))
    case 108..<110:
      .pinch(
        Bool.random(using: &generator) ? .pop : .dismiss, progress: decisive(using: &generator, threshold: 0.5),
        hold: Int.random(in: 0..<40, using: &generator), request: request(using: &generator))
    case 112..<114:
      .scrollDragDown(
        scrolled: Double.random(in: 0...150, using: &generator),
        progress: decisive(using: &generator, threshold: 0.5), turnsUp: Bool.random(using: &generator))
    default:
      .dragDown(
        progress: Int.random(in: 0..<5, using: &generator) == 0
          ? -Double.random(in: 0.1...0.35, using: &generator) : decisive(using: &generator, threshold: 0.5),
        hold: Int.random(in: 0..<40, using: &generator), request: request(using: &generator))
    }
  }

  /// A request for code to drive, each as likely.
  private static func driven(using generator: inout Xoshiro) -> Driven {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: .push
    case 1: .pop
    case 2: .selectTab(Int.random(in: 0..<3, using: &generator))
    case 3: .selectChild(Int.random(in: 0..<3, using: &generator))
    case 4: .present
    default: .dismiss
    }
  }

  /// A progress well away from `threshold`, so that the finger's decision is clear.
  private static func decisive(using generator: inout Xoshiro, threshold: Double) -> Double {
    Bool.random(using: &generator)
      ? Double.random(in: 0.08...(threshold - 0.12), using: &generator)
      : Double.random(in: (threshold + 0.12)...0.9, using: &generator)
  }

  /// What code does while a finger holds a transition, if anything: none of it changes the stack
  /// the finger drives.
  private static func request(using generator: inout Xoshiro) -> AppModelOperation? {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0, 1: .selectTab(Int.random(in: 0..<3, using: &generator))
    case 2: .selectChild(Int.random(in: 0..<3, using: &generator))
    case 3, 4: .present(Style.allCases.randomElement(using: &generator)!, animated: Bool.random(using: &generator))
    case 5: .replaceRoot
    default: nil
    }
  }
}

extension Double {
  /// The value rounded to two decimals, for descriptions.
  var rounded2: Double { (self * 100).rounded() / 100 }
}
