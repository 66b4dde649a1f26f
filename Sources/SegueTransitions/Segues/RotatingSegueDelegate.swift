import SegueUI

/// The object a ``RotatingSegue`` tells when its turn has finished: the recipe's informal
/// `segueDidComplete` delegate method, as a protocol.
@MainActor
public protocol RotatingSegueDelegate: AnyObject {
  /// Called once the cube has turned and the destination's view took the source's place.
  func segueDidComplete()
}
