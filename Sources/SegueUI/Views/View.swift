import SegueGeometry
import SegueMotion

/// A rectangle on screen backed by a layer, the analogue of `UIView`: it owns a ``/SegueMotion/Layer``,
/// forwards its geometry and appearance to it, keeps subviews in step with sublayers, and
/// receives touches through hit testing.
///
/// Views are the delegates of their layers: a property change made inside a view animation
/// block becomes an animation, any other change shows at once (views never animate implicitly,
/// as on the platform).
@MainActor
open class View: Responder, LayerDelegate {
  /// The layer that draws the view; its sublayers include the subviews' layers.
  public let layer: Layer
  /// The view containing this one.
  public internal(set) weak var superview: View?
  /// The subviews, back to front.
  public internal(set) var subviews: [View] = []
  /// A number that identifies the view to the app; 0 by default.
  public var tag = 0
  /// Segue's shared-element mark, as Hero's `heroID`: in a matched-views transition a view of
  /// the old screen and one of the new screen with the same ID fly between their frames; `nil`
  /// (the default) marks nothing.
  public var transitionID: String?
  /// How the view enters or leaves in a matched-views transition when it has no match, as
  /// Hero's modifiers; none (the default) leaves it to its screen's background transition.
  public var transitionModifiers: [TransitionModifier] = []
  /// Whether touches are delivered to the view and its subviews; hit testing skips it when
  /// `false`.
  public var isUserInteractionEnabled = true
  /// Whether the view asked for ``layoutSubviews()`` at the next layout pass.
  public internal(set) var needsLayout = true
  /// The gesture recognizers attached to the view, in the order they were added; see
  /// ``addGestureRecognizer(_:)``.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []

  /// Creates a view whose frame is `frame`, backed by a layer from ``makeLayer()``.
  public init(frame: Rect) {
    layer = Self.makeLayer()
    super.init()
    layer.delegate = self
    layer.frame = frame
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Makes the layer a new view is backed by; a subclass overrides it (the analogue of
  /// `layerClass`) to be backed by a gradient, text or transform layer.
  open class func makeLayer() -> Layer {
    Layer()
  }

  /// The view controller whose root view this is, if any.
  public internal(set) weak var viewController: ViewController?
  /// The application whose window this view last left (with the subtree it was in), while it is
  /// out of every window: the one whose frames still end its animations (see
  /// ``AnimationTime/host(of:)``), even once the ancestors it left with are gone.
  weak var formerApplication: Application?
  /// What Segue knows of the animations attached to the view's layer, by the animation's
  /// identity (see ``AnimationInteraction``).
  var animationNotes: [ObjectIdentifier: AnimationNote] = [:]

  /// The next responder: the view controller whose root view this is, else the superview.
  open override var next: Responder? { viewController ?? superview }

  /// The view's window.
  override var responderWindow: Window? { window }

  /// The window the view is in, if it is in one.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  /// The layer's action for a property change: the animation the innermost running view
  /// animation block (or property animator block) makes of it, else none, so that the change
  /// shows at once.
  open func action(for layer: Layer, change: PropertyChange) -> LayerAction {
    AnimationCapture.action(for: self, change: change)
  }

  /// Called on the superview after `subview` was added.
  open func didAddSubview(_ subview: View) {}
  /// Called on the superview before `subview` is removed.
  open func willRemoveSubview(_ subview: View) {}
  /// Called before the view moves to `newSuperview` (`nil` when it is being removed).
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the view moved to a new superview (or was removed from one).
  open func didMoveToSuperview() {}
  /// Called before the view moves to `newWindow` (`nil` when it leaves its window).
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the view moved to a new window (or left one).
  open func didMoveToWindow() {}

  /// Lays out the subviews; the default does nothing. The layout pass calls it on a view that
  /// asked with ``setNeedsLayout()``, before laying out the subviews.
  open func layoutSubviews() {}

  /// Whether `point`, in the view's bounds coordinates, is inside the view: by default whether
  /// the bounds contain it (min edges inclusive, max edges exclusive).
  open func point(inside point: Point, with event: Event?) -> Bool {
    bounds.contains(point)
  }

  /// The front-most descendant (or this view) that contains `point`, in the view's bounds
  /// coordinates, following the platform's rules; see ``hitTestSubviews(_:with:)``.
  open func hitTest(_ point: Point, with event: Event?) -> View? {
    hitTestSubviews(point, with: event)
  }
}
