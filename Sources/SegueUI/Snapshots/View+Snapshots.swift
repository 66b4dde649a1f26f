import SegueGeometry
import SegueMotion
import SegueRender

extension View {
  /// A new view showing a picture of this view and its subviews, the size of the bounds, at
  /// the window's scale (1 outside a window).
  ///
  /// With `afterScreenUpdates` true the picture shows the view as it will be once the changes
  /// made so far are on screen: layout is run and the model values are drawn. With `false` it
  /// shows what is on screen now: the presentation at the application's current time, with
  /// running animations where they are (the model values for a view outside a running app).
  /// As on the platform, the view's own transform, position and alpha are not in the picture.
  public func snapshotView(afterScreenUpdates: Bool) -> View {
    let snapshot = View(frame: Rect(origin: .zero, size: bounds.size))
    snapshot.layer.contents = snapshotBitmap(of: bounds, afterScreenUpdates: afterScreenUpdates)
    snapshot.layer.contentsScale = snapshotScale
    return snapshot
  }

  /// A new view showing a picture of the part `rect` (in bounds coordinates) of this view; when
  /// the snapshot view is resized, the edges given by `capInsets` (in points) keep their size
  /// and only the middle stretches.
  ///
  /// With zero insets — what the paper fold uses to slice the screen — the picture stretches
  /// as a whole. Otherwise it is drawn as nine slices laid out by the snapshot's
  /// ``layoutSubviews()``: an animated resize shows the final layout at once, where the
  /// platform's stretchable contents would stretch the middle continuously.
  public func resizableSnapshotView(
    from rect: Rect, afterScreenUpdates: Bool, withCapInsets capInsets: EdgeInsets
  ) -> View {
    let bitmap = snapshotBitmap(of: rect, afterScreenUpdates: afterScreenUpdates)
    let snapshot = ResizableSnapshotView(
      frame: Rect(origin: .zero, size: rect.size), picture: bitmap, scale: snapshotScale, capInsets: capInsets)
    return snapshot
  }

  /// The scale snapshots are drawn at: the window's, else 1.
  var snapshotScale: Double { window?.scale ?? 1 }

  /// Draws the part `rect` of the view (bounds coordinates) and its subviews.
  func snapshotBitmap(of rect: Rect, afterScreenUpdates: Bool) -> Bitmap {
    var tree: RenderLayer
    if afterScreenUpdates {
      layoutIfNeeded()
      tree = layer.modelTree()
    } else if let now = window?.application?.clock.now {
      tree = layer.renderTree(at: now)
    } else {
      tree = layer.modelTree()
    }
    tree.values.opacity = 1
    tree.values.isHidden = false
    tree.values.transform = .identity
    tree.values.zPosition = 0
    tree.values.position = tree.values.anchorInBounds
    var frame = LayerValues()
    frame.bounds = rect
    frame.anchorPoint = .zero
    return Compositor.snapshot(of: RenderLayer(values: frame, sublayers: [tree]), scale: snapshotScale)
  }
}
