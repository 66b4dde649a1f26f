/// Vends the objects that present and dismiss a view controller, the analogue of
/// `UIViewControllerTransitioningDelegate`; every method is optional and returns `nil` by
/// default (the platform's animations and presentation controller are used).
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
  /// The animator that presents `presented` over `presenting`, from `source`.
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)?
  /// The animator that dismisses `dismissed`.
  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?
  /// The interaction controller that drives the presentation run by `animator`.
  func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
    any InteractiveTransitioning
  )?
  /// The interaction controller that drives the dismissal run by `animator`.
  func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation.
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
  /// `nil`: the default animation.
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { nil }

  /// `nil`: the default animation.
  public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { nil }

  /// `nil`: not interactive.
  public func interactionControllerForPresentation(using animator: any AnimatedTransitioning) -> (
    any InteractiveTransitioning
  )? { nil }

  /// `nil`: not interactive.
  public func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (
    any InteractiveTransitioning
  )? { nil }

  /// `nil`: a plain ``PresentationController``.
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
}
