import SegueGeometry
import SegueImage

/// A node of the layer tree: model values, sublayers, media timing and attached animations.
///
/// The model values change at once when set; what is on screen at a time is the
/// ``presentation(at:)``, computed from the model values and the animations attached then.
/// Layers are main-actor state, as on the platform; the renderer receives an immutable
/// ``RenderLayer`` snapshot instead.
@MainActor
open class Layer: MediaTimingObject {
  /// The model values: what the layer is, without animations.
  public internal(set) var model = LayerValues() { didSet { noteChange(.model) } }
  /// The layer's media timing, which maps its superlayer's time to its own.
  public var timing = MediaTiming() { didSet { noteChange(.timing) } }
  /// A name for debugging and for finding the layer in a tree.
  public var name: String?
  /// The superlayer, or `nil` for a root layer.
  public internal(set) weak var superlayer: Layer?
  /// The sublayers, back to front before `zPosition` ordering.
  public internal(set) var sublayers: [Layer] = [] { didSet { noteChange(.structure) } }
  /// The object that chooses the actions for property changes; views are their layers' delegates.
  public weak var delegate: LayerDelegate?
  /// The attached animations in the order they were added.
  var attachedAnimations: [AttachedAnimation] = [] { didSet { noteChange(.structure) } }
  /// The value of ``latestRevision`` when the model, timing, sublayers or animations last changed.
  private(set) var revision: UInt64 = 0
  /// A counter of changes to any layer, which ``PresentationFrame`` compares to know when its
  /// tree may have changed.
  ///
  /// Process-wide by design: a monotonic stamp, only ever compared for "changed since"; a
  /// change in another application's tree at worst makes a presentation frame look again.
  static var latestRevision: UInt64 = 0
  /// The latest changes, one per revision, so that a ``PresentationFrame`` can refresh only the
  /// layers that changed.
  ///
  /// Process-wide with ``latestRevision``, whose revisions it indexes; a change in another
  /// application's tree only takes a place in it.
  static var journal = LayerChangeJournal()

  /// Creates a layer with Core Animation's default values.
  public init() {}

  /// Creates a layer whose frame is `frame`.
  public convenience init(frame: Rect) {
    self.init()
    self.frame = frame
  }

  /// The layer's own coordinate space.
  public var bounds: Rect {
    get { model.bounds }
    set { setAnimatableValue(.bounds, newValue) }
  }
  /// Where the anchor point sits in the superlayer.
  public var position: Point {
    get { model.position }
    set { setAnimatableValue(.position, newValue) }
  }
  /// The anchor point in unit coordinates of the bounds.
  public var anchorPoint: Point {
    get { model.anchorPoint }
    set { setAnimatableValue(.anchorPoint, newValue) }
  }
  /// The position on the z axis; siblings draw in ascending order of it.
  public var zPosition: Double {
    get { model.zPosition }
    set { setAnimatableValue(.zPosition, newValue) }
  }
  /// The transform applied about the anchor point.
  public var transform: Transform3D {
    get { model.transform }
    set { setAnimatableValue(.transform, newValue) }
  }
  /// The transform applied to sublayers about the anchor point.
  public var sublayerTransform: Transform3D {
    get { model.sublayerTransform }
    set { setAnimatableValue(.sublayerTransform, newValue) }
  }
  /// The opacity in [0, 1].
  public var opacity: Double {
    get { model.opacity }
    set { setAnimatableValue(.opacity, newValue) }
  }
  /// Whether the layer and its sublayers are hidden.
  public var isHidden: Bool {
    get { model.isHidden }
    set { setModelValue(\.isHidden, newValue) }
  }
  /// The background colour.
  public var backgroundColor: Color? {
    get { model.backgroundColor }
    set {
      if let newValue {
        setAnimatableValue(.backgroundColor, newValue)
      } else {
        setModelValue(\.backgroundColor, nil)
      }
    }
  }
  /// The image stretched over the bounds.
  public var contents: Bitmap? {
    get { model.contents }
    set { setModelValue(\.contents, newValue) }
  }
  /// Whether sublayers are clipped to the bounds and corner radius.
  public var masksToBounds: Bool {
    get { model.masksToBounds }
    set { setModelValue(\.masksToBounds, newValue) }
  }
  /// The corner radius of the background and the clip.
  public var cornerRadius: Double {
    get { model.cornerRadius }
    set { setAnimatableValue(.cornerRadius, newValue) }
  }
  /// Whether the back of the layer is drawn.
  public var isDoubleSided: Bool {
    get { model.isDoubleSided }
    set { setModelValue(\.isDoubleSided, newValue) }
  }

  /// Records a change of `kind` to what the layer presents.
  private func noteChange(_ kind: LayerChangeJournal.Kind) {
    Layer.latestRevision &+= 1
    revision = Layer.latestRevision
    Layer.journal.record(LayerChangeJournal.Change(layer: ObjectIdentifier(self), kind: kind), revision: revision)
  }

  /// Changes one model value; every model property setter goes through here, so that a
  /// transaction can capture the change.
  public func setModelValue<Value>(_ keyPath: WritableKeyPath<LayerValues, Value>, _ value: Value) {
    model[keyPath: keyPath] = value
  }

  /// The layer's rectangle in its superlayer's coordinates.
  ///
  /// Reading it gives the bounding box of the bounds under the affine part of `transform`;
  /// setting it sets `bounds.size` and `position` (keeping `bounds.origin`). Under a transform
  /// whose affine part is not the identity, setting it works as Core Animation's does (the
  /// platform calls the value undefined then): the size is the frame's taken back through the
  /// inverse of that part (with a 0.5 scale, a 100 × 100 frame gives 200 × 200 bounds), and the
  /// position puts the transformed bounds' bounding box at the frame's origin, so that a frame
  /// set under a scale, a translation or quarter turns reads back unchanged. A singular affine
  /// part leaves the size as given.
  public var frame: Rect {
    get {
      let anchor = model.anchorInBounds
      let local = model.bounds.offsetBy(dx: -anchor.x, dy: -anchor.y)
      return local.applying(model.transform.affineTransform)
        .offsetBy(dx: model.position.x, dy: model.position.y)
    }
    set {
      let standard = newValue.standardized
      let affine = model.transform.affineTransform
      let determinant = affine.determinant
      guard !affine.isIdentity, determinant != 0, determinant.isFinite else {
        setAnimatableValue(.bounds, Rect(origin: model.bounds.origin, size: standard.size))
        setAnimatableValue(
          .position,
          Point(
            x: standard.minX + model.anchorPoint.x * standard.width,
            y: standard.minY + model.anchorPoint.y * standard.height))
        return
      }
      let linear = AffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: 0, ty: 0)
      let size = Rect(origin: .zero, size: standard.size).applying(linear.inverted()).size
      setAnimatableValue(.bounds, Rect(origin: model.bounds.origin, size: size))
      let anchor = Point(x: model.anchorPoint.x * size.width, y: model.anchorPoint.y * size.height)
      let reach = Rect(origin: Point(x: -anchor.x, y: -anchor.y), size: size).applying(affine)
      setAnimatableValue(.position, Point(x: standard.minX - reach.minX, y: standard.minY - reach.minY))
    }
  }
}
