import SegueGeometry
import SegueImage
import SegueMotion

/// A built-in transition of one view's content, drawn with temporary layers inside the view:
/// the picture of the view before the change (and for a curl down the picture after it), and
/// for a flip the view itself turning.
///
/// Segue's choices where the platform is undocumented:
/// - Cross dissolve: the old picture, on top, fades out over the new content.
/// - Flips turn the whole view about its centre, with perspective from a viewer at twice its
///   larger side: in the first half the old picture turns away to edge-on, in the second the new
///   content turns in from edge-on. "From left" brings the left edge towards the viewer (from
///   right the right edge, from top the top edge, from bottom the bottom edge).
/// - Curls follow ``PageCurl``, clipped to the view's bounds.
/// - A spring pacing inherited from an enclosing block paces the transition linearly.
@MainActor
struct ViewTransition {
  /// The view whose content changes.
  let view: View
  /// The style.
  let style: TransitionStyle
  /// The picture of the view before the change.
  let oldPicture: Bitmap
  /// The temporary layers, removed when the transition ends.
  private(set) var layers: [Layer] = []

  /// Prepares a transition of `view` in `style` from its look now.
  init(view: View, style: TransitionStyle) {
    self.view = view
    self.style = style
    oldPicture = view.snapshotBitmap(of: view.bounds, afterScreenUpdates: false)
  }

  /// Adds the temporary layers and their animations (after the change was made), counting the
  /// animations towards `completion`, noting them in `capture` and beginning them as
  /// `parameters` say.
  mutating func install(parameters: AnimationParameters, in capture: AnimationCapture, completion: AnimationCompletion)
  {
    let start = AnimationTime.start(for: view, delay: parameters.delay)
    func animate(_ layer: Layer, _ effect: @escaping (Double, inout LayerValues) -> Void) {
      let animation = TransitionEffectAnimation(effect)
      parameters.configure(animation)
      _ = completion.track(animation)
      layer.add(animation, forKey: "transition", start: start)
      capture.noteAdded(to: layer, key: "transition")
    }
    Transaction.begin()
    Transaction.disableActions = true
    switch style {
    case .crossDissolve:
      let picture = addPicture(oldPicture, in: view.layer, frame: view.bounds)
      animate(picture) { progress, values in values.opacity = 1 - progress }
    case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
      let picture = addPicture(oldPicture, in: view.layer, frame: view.bounds)
      animate(picture) { progress, values in values.opacity = progress < 0.5 ? 1 : 0 }
      let turn = Self.flip(style, size: view.bounds.size)
      animate(view.layer) { progress, values in values.transform = values.transform.concatenating(turn(progress)) }
    case .curlUp, .curlDown:
      let size = view.bounds.size
      let page = style == .curlDown ? view.snapshotBitmap(of: view.bounds, afterScreenUpdates: true) : oldPicture
      let curl = Layer(frame: view.bounds)
      curl.masksToBounds = true
      curl.sublayerTransform = .perspective(distance: 2 * max(size.width, size.height))
      view.layer.addSublayer(curl)
      layers.append(curl)
      if style == .curlDown { _ = addPicture(oldPicture, in: curl, frame: Rect(origin: .zero, size: size)) }
      let geometry = PageCurl(size: size)
      for index in 0..<PageCurl.stripCount {
        let strip = Layer()
        strip.bounds = Rect(x: 0, y: 0, width: size.width, height: geometry.stripHeight)
        strip.anchorPoint = Point(x: 0.5, y: 0)
        strip.contents = page
        strip.contentsScale = view.snapshotScale
        let count = Double(PageCurl.stripCount)
        strip.contentsRect = Rect(x: 0, y: Double(index) / count, width: 1, height: 1 / count)
        // Edges shared by two strips are drawn hard, so that no seam shows between them.
        var edges: EdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]
        if index == 0 { edges.insert(.layerTopEdge) }
        if index == PageCurl.stripCount - 1 { edges.insert(.layerBottomEdge) }
        strip.edgeAntialiasingMask = edges
        curl.addSublayer(strip)
        let curlsUp = style == .curlUp
        animate(strip) { progress, values in
          geometry.apply(strip: index, progress: curlsUp ? progress : 1 - progress, to: &values)
        }
      }
    }
    Transaction.commit()
  }

  /// Removes the temporary layers.
  func remove() {
    for layer in layers { layer.removeFromSuperlayer() }
  }

  /// Adds a layer showing `picture` over `frame` of `parent`, on top of its sublayers.
  private mutating func addPicture(_ picture: Bitmap, in parent: Layer, frame: Rect) -> Layer {
    let layer = Layer(frame: frame)
    layer.contents = picture
    layer.contentsScale = view.snapshotScale
    parent.addSublayer(layer)
    if parent === view.layer { layers.append(layer) }
    return layer
  }

  /// The turn of a flip at each progress: a rotation about the view's centre, to edge-on at
  /// the half and back from the other side, seen in perspective.
  static func flip(_ style: TransitionStyle, size: Size) -> (Double) -> Transform3D {
    let aboutHorizontalAxis = style == .flipFromTop || style == .flipFromBottom
    let sense: Double = style == .flipFromLeft || style == .flipFromBottom ? 1 : -1
    let perspective = Transform3D.perspective(distance: 2 * max(size.width, size.height))
    return { progress in
      let angle = sense * .pi * (progress < 0.5 ? progress : progress - 1)
      let rotation =
        aboutHorizontalAxis
        ? Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0) : Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
      return rotation.concatenating(perspective)
    }
  }
}
