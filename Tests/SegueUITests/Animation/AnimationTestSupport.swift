import SegueGeometry
import SegueMotion
import SegueTestSupport
import SegueUI

/// An application on a virtual clock at time 0 with a window and one 100 × 100 view at the
/// origin of the window.
@MainActor
final class AnimationStage: Stage {
  let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

  init() {
    super.init(width: 400, height: 400)
    window.addSubview(view)
  }

  /// The presentation of `view`'s layer (the stage's view by default) at absolute time `time`.
  func shown(_ view: View? = nil, at time: Double) -> LayerValues {
    (view ?? self.view).layer.presentation(at: time)
  }
}

/// A list that completion handlers append to, to check what ran and in which order.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

/// A stage whose view is centred at x = 0 and an animator moving it to x = 100 over 1 s with
/// `curve`, not started.
@MainActor
func movingStage(curve: View.AnimationCurve) -> (AnimationStage, PropertyAnimator) {
  let stage = AnimationStage()
  stage.view.center = Point(x: 0, y: 0)
  let animator = PropertyAnimator(duration: 1, curve: curve) { stage.view.center = Point(x: 100, y: 0) }
  return (stage, animator)
}

extension AnimationStage {
  /// The x of the view's centre as shown at `time`.
  func x(at time: Double) -> Double {
    shown(at: time).position.x
  }
}
