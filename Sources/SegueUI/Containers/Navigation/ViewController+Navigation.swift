extension ViewController {
  /// The nearest ancestor that is a ``NavigationController``, if any; a view controller waiting
  /// in a navigation controller's queue of requests has none until its request runs.
  public var navigationController: NavigationController? {
    var ancestor = parent
    while let controller = ancestor {
      if let navigation = controller as? NavigationController { return navigation }
      ancestor = controller.parent
    }
    return nil
  }
}
