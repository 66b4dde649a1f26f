import PropertyBased
import Testing

@testable import SegueRender

/// The row kernels that sample a run in one call (a row's each pixel sampled as its columns and
/// row are made, one in perspective through tables made a chunk at a time) give the bytes of the
/// Swift reference, which makes the whole run's tables and then samples them: for runs shorter
/// and longer than a chunk, laws of any direction, rows beyond the image or all inside it, and
/// any opacity, in rows and in perspective.
@Suite struct RowRunKernelTests {
  /// A `width` × `height` image of premultiplied pixels, some opaque and some clear, or all
  /// opaque.
  private static func image(width: Int, height: Int, opaque: Bool = false, _ random: inout Xoshiro) -> [UInt32] {
    (0..<(width * height)).map { _ in
      let alpha = opaque ? 255 : [0, 255, UInt32.random(in: 0...255, using: &random)].randomElement(using: &random)!
      return (0..<3).reduce(alpha << 24) { word, channel in
        word | UInt32.random(in: 0...alpha, using: &random) << (8 * UInt32(channel))
      }
    }
  }

  /// The pixels `draw` leaves over a row of random opaque ones, through the kernel and through
  /// the reference.
  private static func compare(
    width: Int, height: Int, count: Int, opaque: Bool = false, _ random: inout Xoshiro,
    _ draw: (_ image: ImageRows, _ target: UnsafeMutableRawPointer, _ kernel: Bool) -> Void
  ) -> (kernel: [UInt32], reference: [UInt32]) {
    let pixels = image(width: width, height: height, opaque: opaque, &random)
    let below = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000 }
    var kernel = below
    var reference = below
    pixels.withUnsafeBytes { bytes in
      let image = ImageRows(pixels: bytes.baseAddress!, width: Int32(width), height: Int32(height))
      kernel.withUnsafeMutableBytes { if let base = $0.baseAddress { draw(image, base, true) } }
      reference.withUnsafeMutableBytes { if let base = $0.baseAddress { draw(image, base, false) } }
    }
    return (kernel, reference)
  }

  /// An image axis that maps bounds coordinates onto an image, sometimes mirrored.
  private static func axis(_ random: inout Xoshiro) -> RasterKernels.ImageAxis {
    RasterKernels.ImageAxis(
      source: Double.random(in: -10...60, using: &random), origin: Double.random(in: -50...50, using: &random),
      scale: Double.random(in: 0.05...3, using: &random) * (Bool.random(using: &random) ? 1 : -1))
  }

  /// An image's size and a run of a row, some longer than a kernel's chunk, some starting left
  /// of the frame.
  private static func run(_ random: inout Xoshiro) -> (width: Int, height: Int, count: Int, first: Int) {
    (
      Int.random(in: 2...40, using: &random), Int.random(in: 2...30, using: &random),
      Int.random(in: 1...300, using: &random), Int.random(in: -5...900, using: &random)
    )
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func rowRunsMatchTheReference() {
    var random = Xoshiro(seed: (41, 42, 43, 44))
    for _ in 0..<400 {
      let (width, height, count, first) = Self.run(&random)
      let law = RasterKernels.RowLaw(
        alpha: Double.random(in: -200...200, using: &random), beta: Double.random(in: -2...2, using: &random),
        x: Self.axis(&random), width: Int32(width))
      let rows = (
        base: Double.random(in: -8...Double(height + 6), using: &random),
        step: Double.random(in: -0.2...0.2, using: &random)
      )
      let opacity = [255, Int.random(in: 0...255, using: &random)].randomElement(using: &random)!
      let columns = first..<(first + count)
      let (kernel, reference) = Self.compareRowRuns(
        width: width, height: height, law: law, rows: rows, columns: columns, opacity: opacity, &random)
      #expect(kernel == reference, "\(law), \(rows), \(columns)")
    }
  }

  /// The pixels a row run of `law` and `rows` over `columns` at `opacity` leaves over a row of
  /// random opaque ones, through the kernel and through the reference.
  private static func compareRowRuns(
    width: Int, height: Int, law: RasterKernels.RowLaw, rows: (base: Double, step: Double), columns: Range<Int>,
    opacity: Int, opaque: Bool = false, _ random: inout Xoshiro
  ) -> (kernel: [UInt32], reference: [UInt32]) {
    compare(width: width, height: height, count: columns.count, opaque: opaque, &random) { image, target, kernel in
      if kernel {
        RasterKernels.rowRun(image, law, rows: rows, columns: columns, target, opacity: opacity)
      } else {
        RasterKernels.Reference.rowRun(image, law, rows: rows, columns: columns, target, opacity: opacity)
      }
    }
  }

  /// The law taking pixel centres `first + ½` and `last + ½` to `from` and `to`, near enough.
  private static func law(
    from: Double, to: Double, first: Int, last: Int, through axis: RasterKernels.ImageAxis
  ) -> (alpha: Double, beta: Double) {
    let start = (from + 0.5 - axis.source) / axis.scale + axis.origin
    let end = (to + 0.5 - axis.source) / axis.scale + axis.origin
    let beta = last > first ? (end - start) / Double(last - first) : 0
    return (start - beta * (Double(first) + 0.5), beta)
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func innerRowRunsMatchTheReference() {
    // Runs whose every sample lies inside the image, as the explosion's tiles draw them, of
    // opaque images and others, at every kind of opacity.
    var random = Xoshiro(seed: (49, 50, 51, 52))
    for _ in 0..<400 {
      let (width, height) = (Int.random(in: 3...300, using: &random), Int.random(in: 3...200, using: &random))
      let (count, first) = (Int.random(in: 1...200, using: &random), Int.random(in: -5...900, using: &random))
      let axis =
        Bool.random(using: &random) ? Self.axis(&random) : RasterKernels.ImageAxis(source: 0, origin: 0, scale: 3)
      let inside = { (side: Int, random: inout Xoshiro) in Double.random(in: 0...Double(side - 1), using: &random) }
      let x = Self.law(
        from: inside(width, &random), to: inside(width, &random), first: first, last: first + count - 1,
        through: axis)
      let law = RasterKernels.RowLaw(alpha: x.alpha, beta: x.beta, x: axis, width: Int32(width))
      let y = Self.law(
        from: inside(height, &random), to: inside(height, &random), first: first, last: first + count - 1,
        through: RasterKernels.ImageAxis(source: 0.5, origin: 0, scale: 1))
      let rows = (base: y.alpha, step: y.beta)
      let opacity = [255, Int.random(in: 128...254, using: &random), Int.random(in: 0...127, using: &random)]
        .randomElement(using: &random)!
      let columns = first..<(first + count)
      let opaque = Int.random(in: 0..<4, using: &random) > 0
      let (kernel, reference) = Self.compareRowRuns(
        width: width, height: height, law: law, rows: rows, columns: columns, opacity: opacity, opaque: opaque,
        &random)
      #expect(kernel == reference, "\(law), \(rows), \(columns), opacity \(opacity)")
    }
  }

  @Test(.enabled(if: RasterKernels.isVectorized)) func perspectiveRunsMatchTheReference() {
    var random = Xoshiro(seed: (45, 46, 47, 48))
    for _ in 0..<400 {
      let (width, height, count, first) = Self.run(&random)
      let law = PerspectiveLaw(
        uAlpha: Double.random(in: -200...200, using: &random), uBeta: Double.random(in: -2...2, using: &random),
        vAlpha: Double.random(in: -200...200, using: &random), vBeta: Double.random(in: -2...2, using: &random),
        wAlpha: Double.random(in: 0.5...2, using: &random), wBeta: Double.random(in: -4e-4...4e-4, using: &random))
      let sampling = RasterKernels.PerspectiveSampling(
        law: law, x: Self.axis(&random), y: Self.axis(&random), width: Int32(width))
      let opacity = [255, Int.random(in: 0...255, using: &random)].randomElement(using: &random)!
      let columns = first..<(first + count)
      let (kernel, reference) = Self.compare(width: width, height: height, count: count, &random) {
        image, target, kernel in
        if kernel {
          RasterKernels.perspectiveRun(image, sampling, columns: columns, target, opacity: opacity)
        } else {
          RasterKernels.Reference.perspectiveRun(image, sampling, columns: columns, target, opacity: opacity)
        }
      }
      #expect(kernel == reference, "\(law), \(columns)")
    }
  }
}
