import SegueGeometry
import SegueImage

/// A bitmap being drawn into, with the device rectangle that drawing has touched so far.
///
/// A frame canvas clears lazily: ``begin(rows:background:)`` only records which columns of each
/// row still wait for the background, every writer calls ``prepare(row:)`` before blending into
/// a row (or ``overwrite(row:columns:)`` before replacing pixels with opaque ones), and
/// ``finish()`` writes what is left. Pixels an opaque layer covers are never cleared first.
/// Likewise the first image blit into a row may be deferred (``deferBlit(row:columns:image:offset:)``),
/// so that a blit blended over it reads both images once (``blendRow(_:sourceStride:row:columns:opacity:)``).
///
/// A canvas may hold only some rows of its `width` × `height` device space (``init(width:height:rows:)``):
/// a layer drawn on a canvas of its own while a frame is drawn in bands needs only the band's
/// rows and those its shadow reaches. Writers address pixels by device row all the same: the
/// pixel buffers ``withUnsafeMutableBytes(_:)`` and ``withUnsafeBytes(_:)`` give start where
/// row 0 would be, and only the canvas's rows may be touched.
struct Canvas {
  /// The pixels of a canvas that owns them, from row ``firstStoredRow`` on; empty for one
  /// drawing into borrowed memory (see ``init(borrowing:width:height:)``).
  private(set) var bitmap: Bitmap
  /// The device row of the first row of `bitmap`.
  private let firstStoredRow: Int
  /// The width in pixels.
  let width: Int
  /// The height in pixels.
  let height: Int
  /// The pixels of a canvas drawing into memory it does not own.
  private let borrowed: UnsafeMutableRawBufferPointer?
  /// The smallest rectangle of pixels containing everything drawn, as half-open ranges.
  var dirtyX = 0..<0
  /// The rows drawn into, as a half-open range.
  var dirtyY = 0..<0
  /// The rows drawing may touch: the whole bitmap, or the band being rendered.
  private(set) var rows: Range<Int>
  /// For each row of `rows`, the columns still waiting for `background`; empty when the
  /// canvas is not clearing lazily.
  private var pending: [Range<Int>] = []
  /// For each row of `rows`, the index in `blits` of the blit deferred into it, or −1; empty
  /// when not clearing lazily. (Indices, so that checking a row costs no reference counting.)
  private var deferred: [Int32] = []
  /// The blits deferred in the current band.
  private var blits: [DeferredBlit] = []
  /// The images of `blits`, kept alive while they wait.
  private var blitImages: [Bitmap] = []
  /// Whether ``deferBlit(row:columns:image:offset:)`` records blits.
  private var defersBlits = true
  /// The colour pending columns receive.
  private var background = Bitmap.Pixel.clear
  /// The column plans made so far in this frame (`nil` where a paint has none).
  var columnPlans: [ColumnPlan.Key: ColumnPlan?] = [:]
  /// The plans of the frame shared with the other threads drawing it, if any.
  var sharedPlans: FramePlans?
  /// The gradient tables made so far in this frame.
  private var gradientTables: [GradientTable.Key: GradientTable] = [:]
  /// How many layers were drawn on canvases of their own into this canvas: what tests of the
  /// opacity handed down (see ``Compositor/passedOpacity(_:inherited:)``) read.
  var groupsDrawn = 0
  /// Whether paints may draw interior runs through column or row plans; tests turn it off to compare
  /// with the per-pixel path.
  var usesColumnPaints = true
  /// Whether an image's edge pixels may be drawn by the image edge kernels (``ImageEdges``);
  /// tests turn it off to compare with the rasterizer's spans.
  var usesEdgeKernels = true
  /// What layers drawn later will cover with opaque pixels, which paints may leave out.
  var occlusion: Occlusion?

  init(bitmap: Bitmap) {
    self.bitmap = bitmap
    width = bitmap.width
    height = bitmap.height
    borrowed = nil
    firstStoredRow = 0
    rows = 0..<bitmap.height
  }

  init(width: Int, height: Int) {
    self.init(bitmap: Bitmap(width: width, height: height))
  }

  /// A transparent canvas of `width` × `height` device pixels holding only `rows` (clamped to
  /// the height), over a buffer from `store` when it keeps one that fits; with `columns`, only
  /// those columns are transparent (a kept buffer's other bytes are left as they were), for a
  /// group drawn and read within them, and they are cleared lazily: they wait for a transparent
  /// background as a frame canvas's rows do (see the type's discussion), so the canvas must be
  /// ``finish()``ed before it is read.
  ///
  /// Segue's choice for speed: a group's columns are not cleared up front, so that the pixels
  /// an opaque paint overwrites (a screen's background, in a turned page masking its sublayers)
  /// are written once; on the turn's frame that was 12 MB of clearing a frame.
  init(width: Int, height: Int, rows: Range<Int>, store: CanvasStore? = nil, columns: Range<Int>? = nil) {
    let rows = rows.clamped(to: 0..<max(0, height))
    let cleared = columns?.clamped(to: 0..<max(0, width))
    bitmap =
      store?.bitmap(width: width, height: rows.count, clearing: cleared == nil)
      ?? Bitmap(width: width, height: rows.count)
    self.width = width
    self.height = height
    borrowed = nil
    firstStoredRow = rows.lowerBound
    self.rows = rows
    if let cleared, !cleared.isEmpty {
      defersBlits = false
      pending = Array(repeating: cleared, count: rows.count)
      deferred = Array(repeating: -1, count: rows.count)
    }
  }

  /// A canvas drawing into `pixels`, the bytes of a `width` × `height` bitmap that outlives it;
  /// canvases on several threads may borrow one bitmap when they draw disjoint rows.
  init(borrowing pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int) {
    precondition(pixels.count == width * height * 4, "a \(width)×\(height) canvas needs \(width * height * 4) bytes")
    bitmap = Bitmap(width: 0, height: 0)
    self.width = width
    self.height = height
    borrowed = pixels
    firstStoredRow = 0
    rows = 0..<height
  }

  /// Hands the canvas's own pixel buffer to `store` for a later canvas; the canvas is left
  /// empty, to be dropped.
  mutating func recycle(into store: CanvasStore) {
    store.recycle(&bitmap)
  }

  /// Runs `body` with the pixel bytes, addressed from device row 0 (see the type's discussion).
  @inline(__always)
  mutating func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) -> Result) -> Result {
    if let borrowed { return body(borrowed) }
    let skipped = firstStoredRow * width * 4
    guard skipped > 0 else { return bitmap.withUnsafeMutableBytes(body) }
    return bitmap.withUnsafeMutableBytes { stored in
      body(UnsafeMutableRawBufferPointer(start: stored.baseAddress.map { $0 - skipped }, count: stored.count + skipped))
    }
  }

  /// Runs `body` with the pixel bytes to read, addressed from device row 0.
  @inline(__always)
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    if let borrowed { return body(UnsafeRawBufferPointer(borrowed)) }
    let skipped = firstStoredRow * width * 4
    return bitmap.bytes.withUnsafeBytes { stored in
      body(UnsafeRawBufferPointer(start: stored.baseAddress.map { $0 - skipped }, count: stored.count + skipped))
    }
  }

  /// Runs `body` with the pixel bytes, typed.
  @inline(__always)
  mutating func withUnsafeMutableBufferPointer<Result>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> Result)
    -> Result
  {
    withUnsafeMutableBytes { body($0.assumingMemoryBound(to: UInt8.self)) }
  }

  /// Restricts drawing to `rows`, all of whose pixels wait for `background`, deferring image
  /// blits unless `defersBlits` is false.
  mutating func begin(rows: Range<Int>, background: Bitmap.Pixel, defersBlits: Bool = true) {
    self.rows = rows.clamped(to: 0..<height)
    self.background = background
    self.defersBlits = defersBlits
    pending = Array(repeating: 0..<width, count: self.rows.count)
    deferred = Array(repeating: -1, count: self.rows.count)
    blits.removeAll(keepingCapacity: true)
    blitImages.removeAll(keepingCapacity: true)
  }

  /// Writes the background still pending in row `y`, and the blit deferred into it, before
  /// something is blended into it.
  @inline(__always)
  mutating func prepare(row y: Int) {
    guard !pending.isEmpty else { return }
    let index = y - rows.lowerBound
    drawDeferred(index, row: y)
    let columns = pending[index]
    guard !columns.isEmpty else { return }
    pending[index] = 0..<0
    clear(row: y, columns: columns)
  }

  /// Whether every row of `rows` (within the canvas's) can be blended into or overwritten as it
  /// is: no background waits in it and no blit is deferred into it.
  func isSettled(rows ys: Range<Int>) -> Bool {
    guard !pending.isEmpty else { return true }
    for index in (ys.lowerBound - rows.lowerBound)..<(ys.upperBound - rows.lowerBound)
    where !pending[index].isEmpty || deferred[index] >= 0 {
      return false
    }
    return true
  }

  /// Records that `columns` of row `y` show the image pixels from byte `offset` of `image` on,
  /// to be drawn when the row is next needed; returns `false`, recording nothing, unless the
  /// canvas clears lazily and defers blits, no blit is deferred into the row yet and all of
  /// `columns` still wait for the background.
  mutating func deferBlit(row y: Int, columns: Range<Int>, image: Bitmap, offset: Int) -> Bool {
    guard defersBlits, !pending.isEmpty, !columns.isEmpty else { return false }
    let index = y - rows.lowerBound
    let waiting = pending[index]
    guard deferred[index] < 0, waiting.lowerBound <= columns.lowerBound, columns.upperBound <= waiting.upperBound
    else { return false }
    clear(row: y, columns: waiting.lowerBound..<columns.lowerBound)
    pending[index] = columns.upperBound..<waiting.upperBound
    deferred[index] = Int32(blits.count)
    let pixels = image.bytes.withUnsafeBytes { UnsafeRawPointer($0.baseAddress!) }
    // Rows of one image share its storage: it is kept once.
    if blits.last?.pixels != pixels { blitImages.append(image) }
    blits.append(DeferredBlit(pixels: pixels, offset: offset, stride: image.width, columns: columns))
    return true
  }

  /// Blends `source` (the pixels of `columns` in row `y`, from an image `sourceStride` pixels
  /// wide) at `opacity` (0...255) over the row, in one pass with the blit deferred into the row
  /// when that covers `columns`.
  mutating func blendRow(_ source: UnsafeRawPointer, sourceStride: Int, row y: Int, columns: Range<Int>, opacity: Int) {
    let index = y - rows.lowerBound
    guard !pending.isEmpty, deferred[index] >= 0, case let blit = blits[Int(deferred[index])],
      blit.columns.lowerBound <= columns.lowerBound,
      columns.upperBound <= blit.columns.upperBound
    else {
      prepare(row: y)
      let offset = (y * width + columns.lowerBound) * 4
      let count = columns.count
      withUnsafeMutableBytes {
        RasterKernels.blendRow(source, $0.baseAddress! + offset, count: count, opacity: opacity)
      }
      return
    }
    deferred[index] = -1
    prepare(row: y)
    draw(blit, blit.columns.lowerBound..<columns.lowerBound, row: y)
    draw(blit, columns.upperBound..<blit.columns.upperBound, row: y)
    let width = width
    let word = background.word.littleEndian
    withUnsafeMutableBytes {
      blit.blend(
        source, sourceStride: sourceStride, columns, opacity: opacity, row: y, width: width, background: word,
        into: $0.baseAddress!)
    }
  }

  /// Draws the blit deferred into row `y`, if any: what a writer replacing pixels of the row
  /// calls first.
  mutating func drawDeferredBlit(row y: Int) {
    guard !pending.isEmpty else { return }
    drawDeferred(y - rows.lowerBound, row: y)
  }

  /// Records that `columns` of row `y` have been overwritten with opaque pixels (after
  /// ``drawDeferredBlit(row:)``): pending background left of them is written now, and what
  /// lies right of them stays pending.
  mutating func overwrite(row y: Int, columns: Range<Int>) {
    guard !pending.isEmpty else { return }
    let index = y - rows.lowerBound
    let waiting = pending[index]
    guard !waiting.isEmpty, !columns.isEmpty else { return }
    let left = waiting.lowerBound..<max(waiting.lowerBound, min(waiting.upperBound, columns.lowerBound))
    let right = min(waiting.upperBound, max(waiting.lowerBound, columns.upperBound))..<waiting.upperBound
    clear(row: y, columns: left)
    pending[index] = right
  }

  /// Writes all the background still pending.
  mutating func finish() {
    for y in rows { prepare(row: y) }
  }

  /// Draws the blit deferred into the row at `index` of `rows` (row `y`), if any, which is then
  /// no longer deferred.
  @inline(__always)
  private mutating func drawDeferred(_ index: Int, row y: Int) {
    let k = Int(deferred[index])
    guard k >= 0 else { return }
    deferred[index] = -1
    let blit = blits[k]
    let width = width
    let word = background.word.littleEndian
    withUnsafeMutableBytes { target in
      blit.draw(blit.columns, row: y, width: width, background: word, into: target.baseAddress!)
    }
  }

  private mutating func draw(_ blit: DeferredBlit, _ part: Range<Int>, row y: Int) {
    guard !part.isEmpty else { return }
    let width = width
    let word = background.word.littleEndian
    withUnsafeMutableBytes { blit.draw(part, row: y, width: width, background: word, into: $0.baseAddress!) }
  }

  private mutating func clear(row y: Int, columns: Range<Int>) {
    guard !columns.isEmpty else { return }
    let width = width
    let word = background.word
    withUnsafeMutableBytes { raw in
      _ = (raw.baseAddress! + (y * width + columns.lowerBound) * 4)
        .initializeMemory(as: UInt32.self, repeating: word.littleEndian, count: columns.count)
    }
  }

  /// The table of the gradient stops `key`, made on first use in this frame.
  mutating func gradientTable(for key: GradientTable.Key) -> GradientTable {
    if let table = gradientTables[key] { return table }
    let table = GradientTable(key)
    gradientTables[key] = table
    return table
  }

  /// Swaps this canvas's column plans and gradient tables with `other`'s: a frame canvas lends
  /// them to a canvas a group is drawn on in its place, which hands them back with those it
  /// added, so that each band makes a paint's plan once however many groups it is drawn in.
  mutating func swapFrameCaches(with other: inout Canvas) {
    swap(&columnPlans, &other.columnPlans)
    swap(&sharedPlans, &other.sharedPlans)
    swap(&gradientTables, &other.gradientTables)
  }

  /// Grows the dirty rectangle to contain columns `xs` of row `y`.
  mutating func markDirty(columns xs: Range<Int>, row y: Int) {
    markDirty(columns: xs, rows: y..<(y + 1))
  }

  /// Grows the dirty rectangle to contain columns `xs` of rows `ys`.
  mutating func markDirty(columns xs: Range<Int>, rows ys: Range<Int>) {
    guard !xs.isEmpty, !ys.isEmpty else { return }
    if dirtyX.isEmpty {
      dirtyX = xs
      dirtyY = ys
      return
    }
    dirtyX = min(dirtyX.lowerBound, xs.lowerBound)..<max(dirtyX.upperBound, xs.upperBound)
    dirtyY = min(dirtyY.lowerBound, ys.lowerBound)..<max(dirtyY.upperBound, ys.upperBound)
  }
}
