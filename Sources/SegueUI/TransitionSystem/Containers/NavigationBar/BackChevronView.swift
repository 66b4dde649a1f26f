import RealModule
import SegueGeometry

/// The back button's chevron: two rounded strokes meeting at a point on the left, drawn as two
/// turned views since Segue's layers have no paths.
@MainActor
final class BackChevronView: View {
  /// The chevron's size in points, about the platform's.
  static let size = Size(width: 12, height: 21)
  /// The thickness of the strokes, in points.
  static let thickness = 3.0
  private let strokes = [View(), View()]

  init() {
    super.init(frame: Rect(origin: .zero, size: Self.size))
    isUserInteractionEnabled = false
    for stroke in strokes { addSubview(stroke) }
    placeStrokes()
  }

  /// The colour of the strokes.
  var color: Color = .black {
    didSet { for stroke in strokes { stroke.backgroundColor = color } }
  }

  /// Each stroke runs from the tip, half way down the left edge, to a right-hand corner; its
  /// view is as long as the stroke plus its round caps and turned to the stroke's angle.
  private func placeStrokes() {
    let size = Self.size
    let inset = Self.thickness / 2
    let tip = Point(x: inset, y: size.height / 2)
    for (stroke, y) in zip(strokes, [inset, size.height - inset]) {
      let end = Point(x: size.width - inset, y: y)
      let dx = end.x - tip.x
      let dy = end.y - tip.y
      let length = (dx * dx + dy * dy).squareRoot()
      stroke.bounds = Rect(x: 0, y: 0, width: length + Self.thickness, height: Self.thickness)
      stroke.center = Point(x: (tip.x + end.x) / 2, y: (tip.y + end.y) / 2)
      stroke.transform = AffineTransform(rotationAngle: Double.atan2(y: dy, x: dx))
      stroke.layer.cornerRadius = Self.thickness / 2
      stroke.isUserInteractionEnabled = false
    }
  }
}
