import SegueGeometry
import SegueMotion

/// The demo's layer-level transitions between two generated screens.
enum DemoScene: String, CaseIterable {
  /// The outgoing screen slides out to the left while the incoming one slides in from the right.
  case slide
  /// The rotating cube of the Core Animation cookbook recipe: both screens are faces of a cube
  /// seen through a perspective of m34 = −1/1000, turned a quarter turn about the y axis.
  case cube

  /// Builds the scene's layer tree for a screen of `size` points and attaches its animations,
  /// which start at the next commit and last `duration` seconds.
  @MainActor
  func makeRoot(size: Size, duration: Double) -> Layer {
    let root = Layer(frame: Rect(origin: .zero, size: size))
    root.backgroundColor = .black
    let from = DemoScreen(size: size, palette: DemoScreen.blue).makeLayer()
    let to = DemoScreen(size: size, palette: DemoScreen.orange).makeLayer()
    switch self {
    case .slide: Self.slide(from: from, to: to, in: root, duration: duration)
    case .cube: Self.cube(from: from, to: to, in: root, duration: duration)
    }
    return root
  }

  /// Moves `from` left by a screen width and brings `to` in from the right, ease-in-ease-out.
  @MainActor
  private static func slide(from: Layer, to: Layer, in root: Layer, duration: Double) {
    root.addSublayer(from)
    root.addSublayer(to)
    let width = root.bounds.width
    let centre = from.position
    let offscreenLeft = Point(x: centre.x - width, y: centre.y)
    let offscreenRight = Point(x: centre.x + width, y: centre.y)
    from.position = offscreenLeft
    to.position = centre
    for (layer, start, end) in [(from, centre, offscreenLeft), (to, offscreenRight, centre)] {
      let animation = BasicAnimation(.position, from: start, to: end)
      animation.duration = duration
      animation.timingFunction = .easeInEaseOut
      layer.add(animation, forKey: "slide")
    }
  }

  /// The cookbook's cube: a transformation layer with perspective in its sublayer transform,
  /// `from` as the front face and `to` as the right face, turned by animating the sublayer
  /// transform to a quarter turn about y combined with a move of half a width left and back —
  /// the recipe's rotation.y, translation.x and translation.z animations, linear, as one
  /// transform interpolated by decomposition. The faces are single-sided: a plain layer draws
  /// its sublayers in order without depth sorting, so culling the faces that turn their backs
  /// to the viewer is what keeps the inside of the cube from showing.
  @MainActor
  private static func cube(from: Layer, to: Layer, in root: Layer, duration: Double) {
    let halfWidth = root.bounds.width / 2
    let cube = Layer(frame: root.bounds)
    let perspective = Transform3D.perspective(distance: 1000)
    to.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(translationX: halfWidth, y: 0, z: -halfWidth))
    // The faces share the cube's vertical edge; anti-aliasing it on both would leave a seam.
    from.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge, .layerBottomEdge]
    to.edgeAntialiasingMask = [.layerRightEdge, .layerTopEdge, .layerBottomEdge]
    for face in [from, to] {
      face.isDoubleSided = false
      cube.addSublayer(face)
    }
    root.addSublayer(cube)
    let turned = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
      .concatenating(Transform3D(translationX: -halfWidth, y: 0, z: -halfWidth))
      .concatenating(perspective)
    cube.sublayerTransform = turned
    let animation = BasicAnimation(.sublayerTransform, from: perspective, to: turned)
    animation.duration = duration
    cube.add(animation, forKey: "rotate")
  }
}
