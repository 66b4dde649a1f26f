import SegueGeometry

/// Where a scroll view's drag started: what the content moves from as the finger moves.
struct DragStart {
  /// The pan's translation when the drag began (in the scroll view's coordinates): the content
  /// follows the finger from there, without the pan's hysteresis jump.
  let translation: Point
  /// The offset the finger holds the content at, before the rubber band's resistance (the
  /// offset itself within the range).
  var unresistedOffset: Point
  /// The page (offset divided by the bounds' size, rounded) shown when the drag began.
  let page: Point
  /// The only axis the drag moves along, when the direction is locked.
  let lockedAxis: ScrollAxis?
  /// The pan's translation when the drag began in the window's coordinates, which a transform
  /// of the scroll view or its ancestors (a sheet a dismissal turns) does not change.
  let windowTranslation: Point
}
