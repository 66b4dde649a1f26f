import SegueGeometry
import SegueImage
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
    let scale = snapshotScale
    let aligned = Self.pixelAligned(rect, scale: scale)
    let bitmap = snapshotBitmap(of: aligned, afterScreenUpdates: afterScreenUpdates)
    var crop = Rect(x: 0, y: 0, width: 1, height: 1)
    if aligned.width > 0, aligned.height > 0 {
      crop = Rect(
        x: (rect.minX - aligned.minX) / aligned.width, y: (rect.minY - aligned.minY) / aligned.height,
        width: rect.width / aligned.width, height: rect.height / aligned.height)
    }
    return ResizableSnapshotView(
      frame: Rect(origin: .zero, size: rect.size), picture: bitmap, crop: crop, scale: scale, capInsets: capInsets)
  }

  /// `rect` grown to whole pixels at `scale`. A snapshot of a part that starts or ends inside a
  /// pixel (a paper fold's strip a quarter of 390 points wide starts at 97.5) is drawn over
  /// whole pixels and shows only the part asked for, so that placed where that part was, its
  /// pixels fall on the screen's pixels and the picture is as sharp as the view.
  private static func pixelAligned(_ rect: Rect, scale: Double) -> Rect {
    guard scale > 0, rect.width > 0, rect.height > 0 else { return rect }
    let minX = ((rect.minX * scale) + 1e-9).rounded(.down) / scale
    let minY = ((rect.minY * scale) + 1e-9).rounded(.down) / scale
    let maxX = ((rect.maxX * scale) - 1e-9).rounded(.up) / scale
    let maxY = ((rect.maxY * scale) - 1e-9).rounded(.up) / scale
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
