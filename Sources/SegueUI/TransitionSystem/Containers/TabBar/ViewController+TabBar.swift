extension ViewController {
  /// The item that stands for the view controller in a tab bar; made on first use with the
  /// view controller's ``title``.
  public var tabBarItem: TabBarItem {
    get {
      if let item = storedTabBarItem { return item }
      let item = TabBarItem(title: title)
      storedTabBarItem = item
      return item
    }
    set {
      storedTabBarItem = newValue
      if let tabBarController = parent as? TabBarController {
        tabBarController.tabBar.items = tabBarController.children.map(\.tabBarItem)
        tabBarController.tabBar.selectedItem = tabBarController.selectedViewController?.tabBarItem
      }
    }
  }

  /// The nearest tab bar controller among the view controller's ancestors.
  public var tabBarController: TabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabBarController = current as? TabBarController { return tabBarController }
      ancestor = current.parent
    }
    return nil
  }
}
