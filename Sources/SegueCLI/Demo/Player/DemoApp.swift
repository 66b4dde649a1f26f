import SegueGeometry
import SegueUI

/// An article's app as the demo plays it: the view controller it puts in the window and the
/// script of user actions that show its transitions.
@MainActor
protocol DemoApp: AnyObject {
  /// The root view controller of the app's window.
  var rootViewController: ViewController { get }
  /// The actions the scenario plays, in order.
  var script: [DemoStep] { get }
}
