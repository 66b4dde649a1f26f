import SegueGeometry

/// The scene of a zoom: the zoomed view inside a clipping view with rounded corners, over a
/// dimming view over what is behind, posed either full size or shrunk into the source view's
/// frame; the source view is hidden meanwhile, as the zoomed view stands for it.
///
/// The zoomed view keeps its size: it is scaled by its transform (a picture of the screen, not
/// a layout at a smaller size), so that the part given as its alignment rect fills the source's
/// frame (aspect-fill) and the clipping view cuts it to the source's shape and corner radius.
/// Without a source view it shrinks to a quarter of its size at the middle of its frame and
/// fades out there. Segue's choice, as the platform morphs the source into the destination: a
/// picture of the source view rides in the clip over the zoomed view, opaque at the source and
/// clear at full size, so that the zoom starts from exactly what the source showed and hands
/// back to it without a pop. When the application asks for reduced motion the zoomed view does not move:
/// it dissolves in place at full size (the source stays shown), as the platform's zoom does.
@MainActor
final class ZoomStage {
  /// The view that clips the zoomed view; the drag of an interactive dismissal moves it.
  let clip = View()
  /// The view that dims what is behind.
  let dimming = View()
  /// The zoomed view controller's view.
  let zoomedView: View
  /// The zoomed view's frame at full size, in the container.
  let fullFrame: Rect
  private let sourceFrame: Rect
  private let sourceRadius: Double
  private let alignment: Rect
  private let source: View?
  private let sourceWasHidden: Bool
  /// A picture of the source, over the zoomed view in the clip: it fades in as the clip reaches
  /// the source and out as the clip leaves it, so that neither end of the zoom pops.
  private let sourcePicture: View?
  /// Whether the zoom dissolves in place instead of moving (the application's Reduce Motion).
  let reducesMotion: Bool

  /// Builds the scene in `container` over `background` (over everything when `nil`): the
  /// zoomed view moves into the clipping view; `source` (in the container's window, or `nil`)
  /// and `alignment` (in the zoomed view's bounds, the whole bounds when `nil`) say where it
  /// zooms to.
  init(
    in container: View, zoomedView: View, fullFrame: Rect, over background: View?, source: View?, alignment: Rect?,
    dimmingColor: Color
  ) {
    self.zoomedView = zoomedView
    self.fullFrame = fullFrame
    self.source = source
    sourceWasHidden = source?.isHidden ?? false
    reducesMotion = container.window?.application?.isReduceMotionEnabled == true
    self.alignment = alignment.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? zoomedView.bounds
    if let source {
      sourceFrame = source.convert(source.bounds, to: container)
      sourceRadius = source.layer.cornerRadius
    } else {
      let size = Size(width: fullFrame.width / 4, height: fullFrame.height / 4)
      sourceFrame = Rect(
        x: fullFrame.midX - size.width / 2, y: fullFrame.midY - size.height / 2, width: size.width, height: size.height)
      sourceRadius = 0
    }
    dimming.frame = container.bounds
    dimming.backgroundColor = dimmingColor
    clip.clipsToBounds = true
    if let background {
      container.insertSubview(dimming, aboveSubview: background)
    } else {
      container.addSubview(dimming)
    }
    container.insertSubview(clip, aboveSubview: dimming)
    let picture = reducesMotion ? nil : source?.snapshotView(afterScreenUpdates: false)
    sourcePicture = picture
    View.performWithoutAnimation {
      zoomedView.transform3D = .identity
      clip.addSubview(zoomedView)
      if let picture { clip.addSubview(picture) }
    }
    if !reducesMotion { source?.isHidden = true }
  }

  /// Fills the clip, `size`, with the source's picture (aspect-filled, centred) at `alpha`.
  private func placePicture(in size: Size, alpha: Double) {
    guard let sourcePicture, sourceFrame.width > 0, sourceFrame.height > 0 else { return }
    let scale = max(size.width / sourceFrame.width, size.height / sourceFrame.height)
    sourcePicture.bounds = Rect(x: 0, y: 0, width: sourceFrame.width, height: sourceFrame.height)
    sourcePicture.center = Point(x: size.width / 2, y: size.height / 2)
    sourcePicture.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
    sourcePicture.alpha = alpha
  }

  /// Poses the zoomed view at full size, what is behind dimmed.
  func showFull() {
    clip.frame = fullFrame
    clip.layer.cornerRadius = 0
    clip.alpha = 1
    zoomedView.center = Point(x: fullFrame.width / 2, y: fullFrame.height / 2)
    zoomedView.transform3D = .identity
    dimming.alpha = 1
    placePicture(in: fullFrame.size, alpha: 0)
  }

  /// Poses the zoomed view shrunk into the source's frame (faded out at full size under reduced
  /// motion), what is behind undimmed.
  func showAtSource() {
    guard !reducesMotion else {
      showFull()
      clip.alpha = 0
      dimming.alpha = 0
      return
    }
    clip.frame = sourceFrame
    clip.layer.cornerRadius = sourceRadius
    clip.alpha = source == nil ? 0 : 1
    let scale =
      alignment.width > 0 && alignment.height > 0
      ? max(sourceFrame.width / alignment.width, sourceFrame.height / alignment.height) : 1
    let middle = Point(x: zoomedView.bounds.width / 2, y: zoomedView.bounds.height / 2)
    zoomedView.center = Point(
      x: sourceFrame.width / 2 - (alignment.midX - middle.x) * scale,
      y: sourceFrame.height / 2 - (alignment.midY - middle.y) * scale)
    zoomedView.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
    dimming.alpha = 0
    placePicture(in: sourceFrame.size, alpha: 1)
  }

  /// The middle of the source's frame, in the container.
  var sourceMiddle: Point { Point(x: sourceFrame.midX, y: sourceFrame.midY) }

  /// Takes the scene down: the zoomed view back in the container at its full frame where the
  /// clipping view was (`keepingZoomedView`), or out of it; the source shown again.
  func tearDown(keepingZoomedView: Bool) {
    View.performWithoutAnimation {
      zoomedView.transform3D = .identity
      if keepingZoomedView, let container = clip.superview {
        container.insertSubview(zoomedView, aboveSubview: clip)
        zoomedView.frame = fullFrame
      } else {
        zoomedView.removeFromSuperview()
      }
      clip.removeFromSuperview()
      dimming.removeFromSuperview()
      source?.isHidden = sourceWasHidden
    }
  }
}
