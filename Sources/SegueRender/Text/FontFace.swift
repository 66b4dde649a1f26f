import CFreeType
import SegueMotion
import Synchronization

/// A scalable font opened with FreeType, with a cache of rendered glyphs per pixel size.
///
/// FreeType faces are not thread-safe, so the face and the glyph cache live behind one
/// `Mutex`: any thread may ask for glyphs, one at a time. Glyphs are rendered unhinted with
/// 8-bit anti-aliasing, so their advances scale linearly with the size and text lays out the
/// same at 1×, 2× and 3×. The cache grows with the distinct (character, size) pairs drawn and
/// lives as long as the face.
public final class FontFace: Sendable {
  /// The font file.
  public let path: String
  private let state: Mutex<State>

  /// DejaVu Sans, the font of every text layer, opened on first use; when it cannot be found or
  /// opened the error is reported once through ``/SegueMotion/Diagnostics`` (in the scope of that first
  /// use) and text layers draw no text.
  public static let dejaVuSans: Result<FontFace, FontError> = {
    let result = FontLocator.dejaVuSans().flatMap { path in Result { () throws(FontError) in try FontFace(path: path) }
    }
    if case .failure(let error) = result { FontLocator.report(error) }
    return result
  }()

  /// Opens the font at `path`; throws ``FontError/cannotOpen(path:freeTypeError:)`` when
  /// FreeType cannot.
  public init(path: String) throws(FontError) {
    self.path = path
    var library: FT_Library?
    let initialised = FT_Init_FreeType(&library)
    guard initialised == 0, let library else { throw .cannotOpen(path: path, freeTypeError: initialised) }
    var face: FT_Face?
    let opened = FT_New_Face(library, path, 0, &face)
    guard opened == 0, let face else {
      FT_Done_FreeType(library)
      throw .cannotOpen(path: path, freeTypeError: opened)
    }
    state = Mutex(State(library: library, face: face))
  }

  deinit {
    state.withLock { state in
      FT_Done_Face(state.face)
      FT_Done_FreeType(state.library)
    }
  }

  /// The ascent (baseline below the top of a line) and line height at `pixelSize`, in pixels,
  /// from the font's design metrics (unhinted); at a size in points they are in points.
  public func lineMetrics(pixelSize: Double) -> (ascent: Double, lineHeight: Double) {
    state.withLock { state in
      let face = state.face.pointee
      let perUnit = pixelSize / Double(max(face.units_per_EM, 1))
      return (Double(face.ascender) * perUnit, Double(face.height) * perUnit)
    }
  }

  /// How far the text rasterizer moves its pen past `scalar` at `pixelSize`, in pixels (in
  /// points at a size in points): the unhinted advance, so it scales linearly with the size.
  /// A character the font lacks measures as its missing-glyph box; one FreeType cannot load as
  /// 0. Each character's advance is loaded once (in font units) and cached.
  public func advance(of scalar: Unicode.Scalar, pixelSize: Double) -> Double {
    state.withLock { state in
      let units = state.advanceUnits[scalar.value] ?? state.loadAdvance(scalar)
      state.advanceUnits[scalar.value] = units
      return Double(units) * pixelSize / Double(max(state.face.pointee.units_per_EM, 1))
    }
  }

  /// The glyphs of `scalars` at `pixelSize`, rendered on first request and cached.
  func glyphs(for scalars: Set<Unicode.Scalar>, pixelSize: Double) -> [Unicode.Scalar: Glyph] {
    let size = Int((pixelSize * 64).rounded())
    return state.withLock { state in
      var result: [Unicode.Scalar: Glyph] = [:]
      for scalar in scalars {
        let key = GlyphKey(scalar: scalar.value, size: size)
        if let cached = state.cache[key] {
          result[scalar] = cached
        } else if let glyph = state.render(scalar, size: size) {
          state.cache[key] = glyph
          result[scalar] = glyph
        }
      }
      return result
    }
  }

  /// A character at a size in 1/64 pixel.
  private struct GlyphKey: Hashable {
    let scalar: UInt32
    let size: Int
  }

  /// The FreeType handles and the cache, only touched under the lock.
  private struct State {
    let library: FT_Library
    let face: FT_Face
    var cache: [GlyphKey: Glyph] = [:]
    /// The advances measured, in font units, by character.
    var advanceUnits: [UInt32: Int] = [:]

    /// The unscaled advance of `scalar` in font units; 0 when FreeType cannot load it.
    func loadAdvance(_ scalar: Unicode.Scalar) -> Int {
      guard FT_Load_Char(face, FT_ULong(scalar.value), FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph
      else { return 0 }
      return Int(slot.pointee.advance.x)
    }

    /// Renders `scalar` at `size` (1/64 pixel); `nil` when FreeType fails (the character is
    /// then skipped). A character the font lacks renders as its missing-glyph box.
    func render(_ scalar: Unicode.Scalar, size: Int) -> Glyph? {
      guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72) == 0,
        FT_Load_Char(face, FT_ULong(scalar.value), FT_Int32(FT_LOAD_RENDER | FT_LOAD_NO_HINTING)) == 0,
        let slot = face.pointee.glyph
      else { return nil }
      let bitmap = slot.pointee.bitmap
      let width = Int(bitmap.width)
      let rows = Int(bitmap.rows)
      var coverage = [UInt8](repeating: 0, count: width * rows)
      if let buffer = bitmap.buffer, Int(bitmap.pixel_mode) == Int(FT_PIXEL_MODE_GRAY.rawValue) {
        let pitch = Int(bitmap.pitch)
        for y in 0..<rows {
          for x in 0..<width { coverage[y * width + x] = buffer[y * pitch + x] }
        }
      }
      return Glyph(
        advance: Double(slot.pointee.linearHoriAdvance) / 65_536, left: Int(slot.pointee.bitmap_left),
        top: Int(slot.pointee.bitmap_top), width: width, rows: rows, coverage: coverage)
    }
  }
}
