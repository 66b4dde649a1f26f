import SegueGeometry

/// The packed records of a frame, one run per payload type, each evaluated by a loop
/// specialised for its type: no closure, no reference counting and no copy of a layer's values
/// per animation.
struct PackedRuns {
  private var doubles = PackedRun<EndpointPayload<Double>>()
  private var points = PackedRun<EndpointPayload<Point>>()
  private var sizes = PackedRun<EndpointPayload<Size>>()
  private var rects = PackedRun<EndpointPayload<Rect>>()
  private var colors = PackedRun<EndpointPayload<Color>>()
  private var rotations = PackedRun<TransformPayload>()
  private var transforms = PackedRun<UnretainedPayload<Transform3D.Blend>>()
  private var scalarKeyframes = PackedRun<ScalarKeyframePayload>()
  private var doubleKeyframes = PackedRun<UnretainedPayload<KeyframePayload<Double>>>()
  private var pointKeyframes = PackedRun<UnretainedPayload<KeyframePayload<Point>>>()
  /// The boxes that records of the unretained runs refer to.
  private var boxes: [AnyObject] = []

  /// The number of records in every run.
  var count: Int {
    doubles.count + points.count + sizes.count + rects.count + colors.count + rotations.count + transforms.count
      + scalarKeyframes.count + doubleKeyframes.count + pointKeyframes.count
  }

  /// Whether a run holds records of `payload`.
  static func holds<Payload: FramePayload>(_ payload: Payload.Type) -> Bool {
    payload == EndpointPayload<Double>.self || payload == EndpointPayload<Point>.self
      || payload == EndpointPayload<Size>.self || payload == EndpointPayload<Rect>.self
      || payload == EndpointPayload<Color>.self || payload == TransformPayload.self
      || payload == UnretainedPayload<Transform3D.Blend>.self
      || payload == ScalarKeyframePayload.self || payload == UnretainedPayload<KeyframePayload<Double>>.self
      || payload == UnretainedPayload<KeyframePayload<Point>>.self
  }

  /// Adds `record` with its property's model value to the run of its payload type (one that
  /// ``holds(_:)``), keeping `box` (what an unretained payload refers to) alive.
  mutating func append<Payload: FramePayload>(
    _ record: PackedRecord<Payload>, model: Payload.Value, keeping box: AnyObject?
  ) {
    if let box { boxes.append(box) }
    func add<Stored: FramePayload>(to run: inout PackedRun<Stored>) {
      run.append(record as! PackedRecord<Stored>, model: model as! Stored.Value)
    }
    switch Payload.self {
    case is EndpointPayload<Double>.Type: add(to: &doubles)
    case is EndpointPayload<Point>.Type: add(to: &points)
    case is EndpointPayload<Size>.Type: add(to: &sizes)
    case is EndpointPayload<Rect>.Type: add(to: &rects)
    case is EndpointPayload<Color>.Type: add(to: &colors)
    case is TransformPayload.Type: add(to: &rotations)
    case is UnretainedPayload<Transform3D.Blend>.Type: add(to: &transforms)
    case is ScalarKeyframePayload.Type: add(to: &scalarKeyframes)
    case is UnretainedPayload<KeyframePayload<Double>>.Type: add(to: &doubleKeyframes)
    case is UnretainedPayload<KeyframePayload<Point>>.Type: add(to: &pointKeyframes)
    default: preconditionFailure("PackedRuns holds no run of \(Payload.self)")
    }
  }

  /// Stores every record's value into `values` (the frame's ``LayerValues``): its payload at
  /// its clock's fraction, or its model value where `applied` is false.
  func evaluate(fractions: UnsafePointer<Double>, applied: UnsafePointer<Bool>, values: UnsafeMutableRawPointer) {
    doubles.evaluate(fractions: fractions, applied: applied, values: values)
    points.evaluate(fractions: fractions, applied: applied, values: values)
    sizes.evaluate(fractions: fractions, applied: applied, values: values)
    rects.evaluate(fractions: fractions, applied: applied, values: values)
    colors.evaluate(fractions: fractions, applied: applied, values: values)
    rotations.evaluate(fractions: fractions, applied: applied, values: values)
    transforms.evaluate(fractions: fractions, applied: applied, values: values)
    scalarKeyframes.evaluate(fractions: fractions, applied: applied, values: values)
    doubleKeyframes.evaluate(fractions: fractions, applied: applied, values: values)
    pointKeyframes.evaluate(fractions: fractions, applied: applied, values: values)
  }
}
