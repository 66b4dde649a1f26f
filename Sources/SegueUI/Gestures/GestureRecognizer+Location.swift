import SegueGeometry
import SegueMotion

extension GestureRecognizer {
  /// How many touches the recognizer follows now.
  public var numberOfTouches: Int { activeTouches.count }

  /// The centroid of the recognizer's touches in `view`'s bounds coordinates (the window's when
  /// `nil`); once they have lifted, where their centroid was when the last one lifted.
  public func location(in view: View?) -> Point {
    convert(centroidInWindow, to: view)
  }

  /// The location of the touch at `index` (in the order the touches landed) in `view`'s bounds
  /// coordinates (the window's when `nil`).
  ///
  /// An index out of range is reported through ``/SegueMotion/Diagnostics`` and answered with
  /// ``location(in:)``.
  public func location(ofTouch index: Int, in view: View?) -> Point {
    guard activeTouches.indices.contains(index) else {
      Diagnostics.report(
        Diagnostic(
          message: "\(typeName).location(ofTouch: \(index), in:) with \(numberOfTouches) touches; "
            + "answered with the centroid (ask for an index below numberOfTouches)"))
      return location(in: view)
    }
    return activeTouches[index].location(in: view)
  }

  /// The centroid of the touches down, or where it was when the last one lifted, in window
  /// coordinates.
  var centroidInWindow: Point {
    guard !activeTouches.isEmpty else { return lastCentroid }
    return Self.centroid(of: activeTouches)
  }

  /// `touches` by finger identifier: the order every computation over a set of touches uses, so
  /// that results do not depend on a set's hashing.
  static func ordered(_ touches: Set<Touch>) -> [Touch] {
    touches.sorted { $0.identifier < $1.identifier }
  }

  /// The mean window location of `touches` (at least one), summed in their order.
  static func centroid(of touches: [Touch]) -> Point {
    let sum = touches.reduce(Point.zero) { $0.adding($1.locationInWindow) }
    return sum.scaled(by: 1 / Double(touches.count))
  }

  /// `point`, in window coordinates, in `view`'s bounds coordinates.
  func convert(_ point: Point, to view: View?) -> Point {
    guard let view else { return point }
    return view.convert(point, from: nil)
  }

  /// `vector`, in window coordinates, in `view`'s bounds coordinates: the difference of the
  /// conversions of its ends, starting at the touches' centroid (exact for affine transforms).
  func convert(_ vector: Vector, to view: View?) -> Vector {
    guard let view else { return vector }
    let origin = centroidInWindow
    let start = view.convert(origin, from: nil)
    let end = view.convert(Point(x: origin.x + vector.dx, y: origin.y + vector.dy), from: nil)
    return Vector(dx: end.x - start.x, dy: end.y - start.y)
  }

  /// `vector`, in `view`'s bounds coordinates, in window coordinates.
  func convert(_ vector: Vector, from view: View?) -> Vector {
    guard let view else { return vector }
    let origin = view.convert(centroidInWindow, from: nil)
    let start = view.convert(origin, to: nil)
    let end = view.convert(Point(x: origin.x + vector.dx, y: origin.y + vector.dy), to: nil)
    return Vector(dx: end.x - start.x, dy: end.y - start.y)
  }
}
