import SegueGeometry
import SegueMotion

extension View {
  /// The length of the system delete animation: Segue's choice (0.25 s, Core Animation's
  /// default duration), the platform's being undocumented.
  public static let systemDeleteDuration = Transaction.defaultAnimationDuration

  /// Runs the predefined `animation` on `views`, with `parallelAnimations` animating alongside
  /// with the same timing, then calls `completion`.
  ///
  /// `.delete` fades each view out while shrinking it to half its size about its centre
  /// (Segue's choice of look), ease-in-ease-out over ``systemDeleteDuration`` — the curve bits
  /// of `options` are ignored, as on the platform — then removes the views from their
  /// superviews and, Segue's choice, gives them back their alpha and transform so they can be
  /// shown again. Nested in another block it inherits that block's timing like any block.
  public static func perform(
    _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let originals = views.map { (view: $0, alpha: $0.alpha, transform: $0.transform3D) }
    let systemOptions = AnimationOptions(rawValue: options.rawValue & ~(0xF << 16))
    animate(
      withDuration: systemDeleteDuration, delay: 0, options: systemOptions,
      animations: {
        for view in views {
          view.alpha = 0
          view.transform3D = view.transform3D.concatenating(Transform3D(scaleX: 0.5, y: 0.5, z: 1))
        }
        parallelAnimations?()
      },
      completion: { finished in
        for original in originals {
          original.view.removeFromSuperview()
          performWithoutAnimation {
            original.view.alpha = original.alpha
            original.view.transform3D = original.transform
          }
        }
        completion?(finished)
      })
  }
}
