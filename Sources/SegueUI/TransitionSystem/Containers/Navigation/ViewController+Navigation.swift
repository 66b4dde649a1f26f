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

  /// What a navigation bar shows for the view controller; made on first use with its
  /// ``title``.
  public var navigationItem: NavigationItem {
    if let item = storedNavigationItem { return item }
    let item = NavigationItem(title: title)
    storedNavigationItem = item
    return item
  }
}
