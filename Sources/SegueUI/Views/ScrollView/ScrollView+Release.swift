import SegueGeometry

extension ScrollView {
  /// How fast a paging release must be to go on to the next page rather than the nearest,
  /// 250 pt/s (Segue's choice).
  static let pagingFlickSpeed = 250.0

  /// The motion after a release at `velocity` to `target`: the natural release on each axis
  /// whose target is the one offered, else reaching the target (held within the range).
  func releaseMotion(velocity: Point, target: Point, offered: Point) -> ScrollMotion {
    let now = window?.application?.clock.now ?? 0
    var release = ScrollMotion(kind: .deceleration, horizontal: .still, vertical: .still)
    for axis in ScrollAxis.allCases {
      let offset = axis.component(of: contentOffset)
      let speed = axis.component(of: velocity)
      let range = offsetRange(on: axis)
      let chosen = axis.component(of: target)
      if isPagingEnabled || chosen != axis.component(of: offered) {
        release.chosenTargets[axis] = chosen
        let held = range.clamping(chosen)
        release[axis] = .reaching(held, from: offset, velocity: speed, slowest: decelerationRate, at: now)
      } else {
        release[axis] = .release(
          from: offset, velocity: speed, within: range, bounces: bounces, rate: decelerationRate, at: now)
      }
    }
    return release
  }

  /// Where content released at `velocity` comes to rest, held within the range.
  func restingTarget(velocity: Point) -> Point {
    var target = contentOffset
    for axis in ScrollAxis.allCases {
      let range = offsetRange(on: axis)
      let resting =
        axis.component(of: contentOffset)
        + decelerationRate.projectedDistance(initialVelocity: axis.component(of: velocity))
      target = axis.replacing(range.clamping(resting), in: target)
    }
    return target
  }

  /// The page a paging release at `velocity` settles on, as an offset.
  ///
  /// Segue's choice: a flick faster than ``pagingFlickSpeed`` goes on to the next page boundary
  /// in its direction, a slower release to the nearest page; at most one page from the page
  /// shown when the drag began, held within the range. Pages are multiples of the bounds' size.
  func pageTarget(velocity: Point, start: DragStart) -> Point {
    var target = contentOffset
    for axis in ScrollAxis.allCases {
      let length = axis.length(of: bounds.size)
      guard length > 0 else { continue }
      let position = axis.component(of: contentOffset) / length
      let speed = axis.component(of: velocity)
      let nearest =
        speed > Self.pagingFlickSpeed
        ? position.rounded(.down) + 1 : speed < -Self.pagingFlickSpeed ? position.rounded(.up) - 1 : position.rounded()
      let startPage = axis.component(of: start.page)
      let page = min(max(nearest, startPage - 1), startPage + 1)
      let range = offsetRange(on: axis)
      target = axis.replacing(range.clamping(page * length), in: target)
    }
    return target
  }
}
