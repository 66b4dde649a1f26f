import PropertyBased
import SegueGeometry

/// One random step of a 3D transform composition.
enum Step3D: Sendable {
  case translate(Double, Double, Double)
  case scale(Double, Double, Double)
  case rotate(Double, Double, Double, Double)
  case perspective(Double)

  var transform: Transform3D {
    switch self {
    case .translate(let x, let y, let z): Transform3D(translationX: x, y: y, z: z)
    case .scale(let x, let y, let z): Transform3D(scaleX: x, y: y, z: z)
    case .rotate(let angle, let x, let y, let z): Transform3D(rotationAngle: angle, x: x, y: y, z: z)
    case .perspective(let d): .perspective(distance: d)
    }
  }
}

/// One random step of a 2D transform composition.
enum Step2D: Sendable {
  case translate(Double, Double)
  case scale(Double, Double)
  case rotate(Double)

  var transform: AffineTransform {
    switch self {
    case .translate(let x, let y): AffineTransform(translationX: x, y: y)
    case .scale(let x, let y): AffineTransform(scaleX: x, y: y)
    case .rotate(let angle): AffineTransform(rotationAngle: angle)
    }
  }
}

extension Gen where Value == Double {
  /// A non-zero scale factor of magnitude 0.5…2 and either sign.
  static var scaleFactor: Generator<Double, some SendableSequenceType> {
    zip(Gen<Double>.double(in: 0.5...2), Gen<Bool>.bool).map { magnitude, negative in negative ? -magnitude : magnitude
    }
  }

  /// A grid-aligned coordinate: a multiple of 1/4 in −64…64, exact in binary.
  static var quarterGrid: Generator<Double, some SendableSequenceType> {
    Gen<Int>.int(in: -256...256).map { Double($0) / 4 }
  }
}

extension Gen where Value == Step3D {
  /// A translation, non-zero scale, rotation about a random axis, or perspective with d in 500…2000.
  static var step: Generator<Step3D, some SendableSequenceType> {
    zip(
      Gen<Int>.int(in: 0...3),
      Gen<Double>.double(in: -50...50),
      Gen<Double>.double(in: -50...50),
      Gen<Double>.double(in: -50...50),
      Gen<Double>.scaleFactor,
      Gen<Double>.scaleFactor,
      Gen<Double>.scaleFactor,
      Gen<Double>.double(in: -Double.pi...Double.pi),
      Gen<Double>.double(in: 500...2000)
    ).map { kind, x, y, z, sx, sy, sz, angle, distance in
      switch kind {
      case 0: Step3D.translate(x, y, z)
      case 1: Step3D.scale(sx, sy, sz)
      case 2: Step3D.rotate(angle, x, y, z)
      default: Step3D.perspective(distance)
      }
    }
  }
}

extension Gen where Value == Transform3D {
  /// A composition of one to five random translate, scale, rotate and perspective steps.
  static var composed: Generator<Transform3D, some SendableSequenceType> {
    Gen<Step3D>.step.array(of: 1...5).map { steps in
      steps.reduce(Transform3D.identity) { $0.concatenating($1.transform) }
    }
  }

  /// A matrix with every entry an arbitrary number in −10…10.
  static var arbitrary: Generator<Transform3D, some SendableSequenceType> {
    Gen<Double>.double(in: -10...10).array(of: 16).map { Transform3D(matrix3d: $0) }
  }
}

extension Gen where Value == Step2D {
  /// A translation, non-zero scale or rotation.
  static var step: Generator<Step2D, some SendableSequenceType> {
    zip(
      Gen<Int>.int(in: 0...2),
      Gen<Double>.double(in: -50...50),
      Gen<Double>.double(in: -50...50),
      Gen<Double>.scaleFactor,
      Gen<Double>.scaleFactor,
      Gen<Double>.double(in: -Double.pi...Double.pi)
    ).map { kind, x, y, sx, sy, angle in
      switch kind {
      case 0: Step2D.translate(x, y)
      case 1: Step2D.scale(sx, sy)
      default: Step2D.rotate(angle)
      }
    }
  }
}

extension Gen where Value == AffineTransform {
  /// A composition of one to five random translate, scale and rotate steps.
  static var composed: Generator<AffineTransform, some SendableSequenceType> {
    Gen<Step2D>.step.array(of: 1...5).map { steps in
      steps.reduce(AffineTransform.identity) { $0.concatenating($1.transform) }
    }
  }
}

extension Gen where Value == Rect {
  /// A rectangle with integer origin and non-negative integer size.
  static var grid: Generator<Rect, some SendableSequenceType> {
    zip(Gen<Int>.int(in: -50...50), Gen<Int>.int(in: -50...50), Gen<Int>.int(in: 0...60), Gen<Int>.int(in: 0...60))
      .map { x, y, w, h in Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h)) }
  }

  /// A rectangle on the quarter grid whose size may be negative.
  static var signed: Generator<Rect, some SendableSequenceType> {
    zip(Gen<Double>.quarterGrid, Gen<Double>.quarterGrid, Gen<Double>.quarterGrid, Gen<Double>.quarterGrid)
      .map { x, y, w, h in Rect(x: x, y: y, width: w, height: h) }
  }
}

extension Gen where Value == Point {
  /// A point with integer coordinates in −60…120.
  static var grid: Generator<Point, some SendableSequenceType> {
    zip(Gen<Int>.int(in: -60...120), Gen<Int>.int(in: -60...120)).map { x, y in Point(x: Double(x), y: Double(y)) }
  }

  /// A point with arbitrary coordinates in −1000…1000.
  static var any: Generator<Point, some SendableSequenceType> {
    zip(Gen<Double>.double(in: -1000...1000), Gen<Double>.double(in: -1000...1000)).map { Point(x: $0, y: $1) }
  }
}
