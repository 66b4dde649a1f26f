import SegueUI

/// A view controller with a title, named by it in life-cycle traces.
@MainActor
public final class NamedController: ViewController {
  /// A view controller titled `name`.
  public init(_ name: String) {
    super.init()
    title = name
  }
}
