import SegueGeometry
import SegueUI

/// The rotating cube of the custom-segue recipe (`RotatingSegue`): the two views, dimmed, are
/// neighbouring faces of a cube that turns a quarter turn about the vertical axis.
///
/// As the recipe builds it: a view the container's size whose sublayer transform has the
/// perspective `m34 = −1/1000` holds a picture of each view under a black overlay, anchored at
/// its bottom-right corner; the new face stands at right angles to the
/// old one, on its right (forward) or left. The cube turns by ∓π/2 about y while it moves
/// ∓half a width across and half a width back, each component linear in time (Core
/// Animation's default) over 0.5 s. The recipe animates the `rotation.y`, `translation.x` and
/// `translation.z` key paths of the sublayer transform; Segue turns and moves two nested
/// transform views inside it instead, which keeps each component linear as those key-path
/// animations do. The real views are hidden while the cube turns (the recipe takes the old one
/// out and puts the new one in at the end); the new view ends at the context's final frame. A
/// cancelled transition leaves both views as they were.
///
/// The recipe's dimming deepens with a face's angle away from the viewer: a face seen flat is
/// not dimmed, one turned a quarter turn away is dimmed to 60 % (a 40 % overlay), the overlay's
/// opacity in proportion to the angle (both linear in time). Dimming both faces at once before
/// the turn, as a literal reading of the recipe does, makes the screen flash darker on the
/// first frame and lighter on the last.
@MainActor
public final class CubeAnimator: TimedTransitionAnimator {
  /// The recipe's duration, in seconds.
  nonisolated public static let defaultDuration = 0.5
  /// The recipe's perspective: the `m34` of the cube's sublayer transform.
  public static let perspective = -1.0 / 1000
  /// The recipe's dimming: the opacity of the black overlay on each face.
  public static let dimming = 0.4

  /// Whether the cube turns to the face on the right (the old face leaves to the left).
  public let goesForward: Bool
  /// The length of the quarter turn, in seconds.
  public let duration: Double

  /// Creates the quarter turn forward (to the right-hand face) or back, over `duration` seconds.
  public init(goesForward: Bool = true, duration: Double = defaultDuration) {
    self.goesForward = goesForward
    self.duration = duration
  }

  /// Builds the cube from pictures of the two views and turns it.
  public func animateTransition(using transitionContext: any ContextTransitioning) {
    guard let (opening, source, destination) = transitionContext.beginMoving(for: self) else { return }
    var cleanup = opening
    let containerView = transitionContext.containerView
    destination.frame = transitionContext.finalFrameOfToView
    containerView.addSubview(destination)
    let size = containerView.bounds.size
    let rotation = View(frame: containerView.bounds)
    var perspective = Transform3D.identity
    perspective.m34 = Self.perspective
    rotation.layer.sublayerTransform = perspective
    let mover = TransformView(frame: Rect(origin: .zero, size: size))
    let (spinner, shades) = constructCube(from: source, to: destination, size: size)
    mover.addSubview(spinner)
    rotation.addSubview(mover)
    containerView.addSubview(rotation)
    cleanup.removeAtEnd(rotation)
    source.isHidden = true
    destination.isHidden = true
    let multiplier = goesForward ? -1.0 : 1.0
    let halfWidth = size.width / 2
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
      animations: {
        mover.transform3D = Transform3D(translationX: multiplier * halfWidth, y: 0, z: -halfWidth)
        spinner.transform3D = Transform3D(rotationAngle: multiplier * .pi / 2, x: 0, y: 1, z: 0)
        shades.leaving.alpha = 1
        shades.arriving.alpha = 0
      },
      completion: { _ in cleanup.complete(transitionContext) { destination.isHidden = false } })
  }

  /// The cube's two faces in a transform view: the old face in front, the new one at right
  /// angles to it on the side the cube turns to; with the overlays that dim them, the old one
  /// clear and the new one at full dimming.
  private func constructCube(from source: View, to destination: View, size: Size) -> (
    cube: View, shades: (leaving: View, arriving: View)
  ) {
    let cube = TransformView(frame: Rect(origin: .zero, size: size))
    let leaving = face(showing: source, afterScreenUpdates: false, size: size, transform: .identity)
    cube.addSubview(leaving.face)
    leaving.shade.alpha = 0
    let turns = goesForward ? 1 : 3
    var transform = Transform3D.identity
    for _ in 0..<turns {
      transform = transform.rotated(by: .pi / 2, x: 0, y: 1, z: 0).translatedBy(x: size.width, y: 0, z: 0)
    }
    let arriving = face(showing: destination, afterScreenUpdates: true, size: size, transform: transform)
    cube.addSubview(arriving.face)
    return (cube, (leaving.shade, arriving.shade))
  }

  /// A dimmed picture of `view`, the cube's size, anchored at its bottom-right corner, and the
  /// overlay that dims it.
  private func face(showing view: View, afterScreenUpdates: Bool, size: Size, transform: Transform3D) -> (
    face: View, shade: View
  ) {
    let face = View(frame: Rect(origin: .zero, size: size))
    let picture = view.snapshotView(afterScreenUpdates: afterScreenUpdates)
    picture.frame = face.bounds
    face.addSubview(picture)
    let shade = View(frame: face.bounds)
    shade.backgroundColor = Color(white: 0, alpha: Self.dimming)
    face.addSubview(shade)
    face.layer.anchorPoint = Point(x: 1, y: 1)
    face.frame = Rect(origin: .zero, size: size)
    face.transform3D = transform
    return (face, shade)
  }
}
