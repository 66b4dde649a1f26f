import CRasterKernels

extension RasterKernels {
  /// Samples a run of the pixels `columns` of one device row from `image` and blends them at
  /// `opacity` over `target` (the run's first pixel): each pixel's image column and weight from
  /// `law`, its image row `rows.base + rows.step · (x + ½)`, read by the bilinear run kernel.
  ///
  /// Segue's choice for speed: one call a row, in which each pixel is sampled as its column,
  /// weight and row are made, rather than three calls over tables the row's length; on the
  /// explosion's tiles the calls and the tables' round trip were a sixth of the sampling, and
  /// tables made a chunk at a time in one call still cost 52M instructions a frame against 34M.
  @inline(__always)
  static func rowRun(
    _ image: ImageRows, _ law: RowLaw, rows: (base: Double, step: Double), columns: Range<Int>,
    _ target: UnsafeMutableRawPointer, opacity: Int
  ) {
    #if arch(x86_64) || arch(i386)
      if isVectorized {
        return rk_row_run_avx2(
          image.pixels.assumingMemoryBound(to: UInt32.self), image.width, image.height, law.alpha, law.beta,
          law.x.source, law.x.origin, law.x.scale, rows.base, rows.step, columns.lowerBound, columns.count,
          target.assumingMemoryBound(to: UInt32.self), UInt32(opacity))
      }
    #endif
    Reference.rowRun(image, law, rows: rows, columns: columns, target, opacity: opacity)
  }

  /// Samples a run of the pixels `columns` of one device row from `image` under perspective and
  /// blends them at `opacity` over `target` (the run's first pixel): each pixel's image column,
  /// weight and image row through `sampling`, read by the bilinear run kernel, in one call.
  @inline(__always)
  static func perspectiveRun(
    _ image: ImageRows, _ sampling: PerspectiveSampling, columns: Range<Int>, _ target: UnsafeMutableRawPointer,
    opacity: Int
  ) {
    #if arch(x86_64) || arch(i386)
      if isVectorized {
        var law = sampling.kernelLaw
        return rk_perspective_run_avx2(
          image.pixels.assumingMemoryBound(to: UInt32.self), image.width, image.height, &law, columns.lowerBound,
          columns.count, target.assumingMemoryBound(to: UInt32.self), UInt32(opacity))
      }
    #endif
    Reference.perspectiveRun(image, sampling, columns: columns, target, opacity: opacity)
  }
}

extension RasterKernels.Reference {
  /// See ``RasterKernels/rowRun(_:_:rows:columns:_:opacity:)``: the tables made for the whole
  /// run, then read.
  static func rowRun(
    _ image: ImageRows, _ law: RasterKernels.RowLaw, rows: (base: Double, step: Double), columns: Range<Int>,
    _ target: UnsafeMutableRawPointer, opacity: Int
  ) {
    withTables(count: columns.count) { samples, x0, weights, a in
      rowCoordinates(base: rows.base, step: rows.step, columns: columns, into: a)
      rowSamples(law, columns: columns, x0: x0, weights: weights)
      bilinearRun(image, samples, 0, count: columns.count, py: 0.5, target, opacity: opacity)
    }
  }

  /// See ``RasterKernels/perspectiveRun(_:_:columns:_:opacity:)``: the tables made for the
  /// whole run, then read.
  static func perspectiveRun(
    _ image: ImageRows, _ sampling: RasterKernels.PerspectiveSampling, columns: Range<Int>,
    _ target: UnsafeMutableRawPointer, opacity: Int
  ) {
    withTables(count: columns.count) { samples, x0, weights, a in
      perspectiveSamples(sampling, columns: columns, x0: x0, weights: weights, rows: a)
      bilinearRun(image, samples, 0, count: columns.count, py: 0.5, target, opacity: opacity)
    }
  }

  /// Runs `body` with sampling tables for `count` pixels (their `b` all 0, so that each pixel
  /// reads its image row `a` whatever `py` is) and the tables' `x0`, `weights` and `a` to fill.
  static func withTables(
    count: Int,
    _ body: (
      ColumnSamples, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt64>, UnsafeMutablePointer<Float>
    ) -> Void
  ) {
    let capacity = max(1, count)
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { x0 in
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: capacity) { weights in
        withUnsafeTemporaryAllocation(of: Float.self, capacity: capacity) { a in
          withUnsafeTemporaryAllocation(of: Float.self, capacity: capacity) { b in
            b.initialize(repeating: 0)
            let samples = ColumnSamples(
              x0: UnsafePointer(x0.baseAddress!), weights: UnsafePointer(weights.baseAddress!),
              a: UnsafePointer(a.baseAddress!), b: UnsafePointer(b.baseAddress!))
            body(samples, x0.baseAddress!, weights.baseAddress!, a.baseAddress!)
          }
        }
      }
    }
  }
}
