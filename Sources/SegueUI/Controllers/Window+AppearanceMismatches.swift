extension Window {
  /// The view controllers the window shows whose appearance disagrees with their views, one
  /// line each; empty when all agree: what a person sees must be what the view controllers
  /// were told.
  ///
  /// Checked are the root view controller, its descendants and the view controllers they
  /// present, except those taking part in a transition and everything under them (their
  /// appearance is on its way). A view controller disagrees when it has appeared while its view
  /// is out of the window, has disappeared while its view is in the window, or is still
  /// appearing or disappearing.
  public var appearanceMismatches: [String] {
    guard let rootController else { return [] }
    var problems: [String] = []
    var queue = [rootController]
    while let controller = queue.popLast() {
      guard !controller.isInTransition else { continue }
      let inWindow = controller.viewIfLoaded?.window === self
      switch controller.appearanceState {
      case .appeared where !inWindow:
        problems.append("\(controller.traceName) has appeared but its view is not in the window")
      case .disappeared where inWindow:
        problems.append("\(controller.traceName) has disappeared but its view is in the window")
      case .appearing, .disappearing:
        problems.append("\(controller.traceName) is still \(controller.appearanceState) while no transition moves it")
      default:
        break
      }
      queue += controller.children
      if let presented = controller.presentedViewController { queue.append(presented) }
    }
    return problems
  }
}
