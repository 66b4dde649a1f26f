import SegueGeometry
import SegueMotion

/// A view that shows part of content larger than itself and lets a finger move it, the analogue
/// of `UIScrollView`: its subviews are the content, and ``contentOffset`` is its bounds' origin.
///
/// A drag moves the content with the finger (rubber-banding past the edges, see
/// ``bounces``); on release the content decelerates at ``decelerationRate``, springs back to an
/// edge it passed, or settles on a page (``isPagingEnabled``). Motion runs on the application's
/// frames, so a test stepping a virtual clock sees it frame by frame. A touch landing while the
/// content decelerates stops it and does not reach the content.
///
/// Segue's choices: content comes to rest (and is placed exactly on its target) once it is
/// within 0.25 pt of it, and a spring also needs to be slower than 15 pt/s (a quarter point a
/// frame at 60 Hz); without an application (no frames) nothing moves on its own and animated
/// changes happen at once.
@MainActor
open class ScrollView: View {
  /// The object told about scrolling.
  public weak var delegate: (any ScrollViewDelegate)?
  /// The size of the content, in points; the content offset ranges over it (and the insets).
  /// A size that is not finite is reported and the previous one kept.
  public var contentSize = Size.zero {
    didSet {
      if !contentSize.width.isFinite || !contentSize.height.isFinite {
        reportInvalid("contentSize \(contentSize) is not finite; kept \(oldValue)")
        contentSize = oldValue
      }
      updateIndicators()
    }
  }
  /// Extra room around the content, scrollable to as the content is. Insets that are not finite
  /// are reported and the previous ones kept.
  public var contentInset = EdgeInsets.zero {
    didSet {
      if ![contentInset.top, contentInset.left, contentInset.bottom, contentInset.right].allSatisfy(\.isFinite) {
        reportInvalid("contentInset \(contentInset) is not finite; kept \(oldValue)")
        contentInset = oldValue
      }
      updateIndicators()
    }
  }
  /// Whether a finger can scroll the content; turning it off cancels a drag under way.
  public var isScrollEnabled = true {
    didSet { scrollPan.isEnabled = isScrollEnabled }
  }
  /// Whether content dragged or thrown past an edge rubber-bands and springs back; when `false`
  /// it stops at the edge. `true` by default.
  public var bounces = true
  /// Segue's addition: whether the content is held from going past its top, as while a
  /// sheet's pan-to-dismiss moves the sheet with the same finger (the pull moves the sheet, not
  /// the content): a drag stops the content at its top instead of rubber-banding there, and a
  /// release there does not throw it further down. Setting it while the content is pulled past
  /// its top puts the content at its top. `false` by default.
  public var isPinnedAtTop = false {
    didSet { if isPinnedAtTop, !oldValue { pinToTop() } }
  }
  /// Whether the content can be dragged (and bounce) vertically even when it fits.
  public var alwaysBounceVertical = false
  /// Whether the content can be dragged (and bounce) horizontally even when it fits.
  public var alwaysBounceHorizontal = false
  /// Whether a released drag settles on a multiple of the bounds' size (a page).
  public var isPagingEnabled = false
  /// Whether a drag moves along one axis only: the one the finger first moved most along.
  public var isDirectionalLockEnabled = false
  /// How quickly content slows after a release; ``DecelerationRate/normal`` by default.
  public var decelerationRate = DecelerationRate.normal
  /// Whether a finger is on the scroll view (it may not have dragged yet).
  public internal(set) var isTracking = false
  /// Whether a finger is dragging the content.
  public internal(set) var isDragging = false
  /// Whether the content moves on its own after a drag (decelerating, bouncing or paging).
  public internal(set) var isDecelerating = false
  /// Whether the vertical indicator shows while the content scrolls vertically.
  public var showsVerticalScrollIndicator = true {
    didSet { updateIndicators() }
  }
  /// Whether the horizontal indicator shows while the content scrolls horizontally.
  public var showsHorizontalScrollIndicator = true {
    didSet { updateIndicators() }
  }

  /// The scroll view's pan, which other recognizers may `require(toFail:)` or recognize with.
  public var panGestureRecognizer: PanGestureRecognizer { scrollPan }

  /// The pan that drags the content (``panGestureRecognizer``).
  let scrollPan = ScrollViewPanGestureRecognizer()
  /// The content's own movement under way, if any.
  var motion: ScrollMotion?
  /// The display link ticking ``motion`` and the indicators' fade.
  var link: DisplayLink?
  /// The application on whose frames ``link`` ticks.
  weak var linkedApplication: Application?
  /// Where the current drag started.
  var dragStart: DragStart?
  /// When the indicators start fading, once scrolling stopped.
  var indicatorsFadeStart: Double?
  /// The bar along the bottom edge showing where the content is horizontally.
  let horizontalIndicator = ScrollIndicator(axis: .horizontal)
  /// The bar along the trailing edge showing where the content is vertically.
  let verticalIndicator = ScrollIndicator(axis: .vertical)

  /// Creates a scroll view whose frame is `frame`, clipping its content to its bounds.
  public override init(frame: Rect) {
    super.init(frame: frame)
    clipsToBounds = true
    scrollPan.scrollView = self
    scrollPan.addTarget(self, action: ScrollView.handlePan)
    addGestureRecognizer(scrollPan)
    addSubview(horizontalIndicator)
    addSubview(verticalIndicator)
  }

  /// The point of the content shown at the top-left corner: the bounds' origin. Setting it moves
  /// the content at once, asks for layout and tells the delegate; a drag or motion under way
  /// carries on from there (see `moveContent(to:byApp:)`). An offset that is not finite is
  /// reported and ignored.
  public var contentOffset: Point {
    get { bounds.origin }
    set { moveContent(to: newValue, byApp: true) }
  }

  /// The insets that bound scrolling: ``contentInset`` plus the safe area's; Segue has no safe
  /// area, so it equals ``contentInset`` (Segue's choice).
  public var adjustedContentInset: EdgeInsets { contentInset }

  /// Places the indicators for the new bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateIndicators()
  }

  /// Moves the content's motion to the new window's frames (see `followWindow()`).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    followWindow()
  }

  /// Keeps the indicators in front of content added later.
  open override func didAddSubview(_ subview: View) {
    super.didAddSubview(subview)
    guard !(subview is ScrollIndicator) else { return }
    bringSubviewToFront(horizontalIndicator)
    bringSubviewToFront(verticalIndicator)
  }

  /// While the content decelerates, a touch anywhere in the scroll view lands on the scroll view
  /// itself, not on the content: it only stops the content, as on the platform.
  open override func hitTest(_ point: Point, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return isDecelerating && hit != nil ? self : hit
  }

  /// The offsets the content rests within on `axis`: from minus the leading inset to the
  /// content's end plus the trailing inset, less the bounds' length (never below the start).
  func offsetRange(on axis: ScrollAxis) -> ClosedRange<Double> {
    let (leading, trailing) = axis.ends(of: adjustedContentInset)
    let end = axis.length(of: contentSize) + trailing - axis.length(of: bounds.size)
    return -leading...max(-leading, end)
  }

  /// Whether a finger can move the content along `axis`: the content (with its insets) is
  /// longer than the bounds, or the axis always bounces.
  func canScroll(on axis: ScrollAxis) -> Bool {
    let range = offsetRange(on: axis)
    return range.upperBound > range.lowerBound
      || (axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical)
  }
}
