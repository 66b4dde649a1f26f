// The row kernels: a run of one device row sampled from an image and blended in one call. A
// layer turned in 2D has each pixel's image column, weight and row made as it is sampled; one in
// perspective has its sampling tables made a chunk at a time in memory that stays in the
// nearest cache.
#include "bilinear_math.h"
#include "image_columns.h"

#if defined(__x86_64__) || defined(__i386__)

// Pixels sampled per chunk: a tile's or a screen's row in one or a few chunks, its tables a
// few kilobytes.
enum { CHUNK = 128 };

// The tables of one chunk in perspective; each pixel's b is 0, so that it reads its image row
// a whatever py is.
typedef struct {
  int32_t x0[CHUNK];
  uint64_t weights[CHUNK];
  float a[CHUNK];
} chunk_tables;

// The tables' b: zero for every pixel.
static const float noRowSteps[CHUNK];

// Samples and blends the chunk of n pixels at dst whose tables are made.
AVX2FMA static inline void sample_chunk(
  const uint32_t *image, int32_t width, int32_t height, const chunk_tables *t, intptr_t n, uint32_t *dst,
  uint32_t opacity) {
  rk_bilinear_run_avx2(image, width, height, t->x0, t->weights, t->a, noRowSteps, n, 0.5f, dst, opacity);
}

// A row run's laws, each in all four lanes: u = alpha + beta·px at pixel centre px, its image
// x through sourceX, originX and scaleX, and its image row rowBase + rowStep·px.
typedef struct {
  __m256d alpha, beta, sourceX, originX, scaleX, rowBase, rowStep;
} row_laws;

// The image x of four pixels at centres px, each multiply and add rounded on its own as
// SegueRender's RasterKernels.Reference.rowSamples rounds them.
AVX2 static inline __m256d image_x4(const row_laws *law, __m256d px) {
  return image4(_mm256_add_pd(law->alpha, _mm256_mul_pd(law->beta, px)), law->sourceX, law->originX, law->scaleX);
}

// image_x4 where originX is zero: u − 0 is u (but for the sign of a zero u, which adding
// sourceX and subtracting 0.5 leave no trace of), so that step is left out.
AVX2 static inline __m256d image_x4_at_zero(const row_laws *law, __m256d px) {
  __m256d u = _mm256_add_pd(law->alpha, _mm256_mul_pd(law->beta, px));
  return _mm256_sub_pd(_mm256_add_pd(law->sourceX, _mm256_mul_pd(u, law->scaleX)), _mm256_set1_pd(0.5));
}

// The image row coordinates of four pixels at centres px as floats, as SegueRender's
// RasterKernels.Reference.rowCoordinates makes them.
AVX2 static inline __m128 image_y4(const row_laws *law, __m256d px) {
  return _mm256_cvtpd_ps(_mm256_add_pd(law->rowBase, _mm256_mul_pd(law->rowStep, px)));
}

// columns4 for four pixels known to lie inside the image (0 <= sx < width − 1), in fewer
// steps: sx − floor is exact and so is its product by 128, so one fused multiply-add rounds as
// the multiply and the add do; the weight's value then lies in 0.5...128.5, where clamping it
// to 0...128 before truncating changes nothing.
AVX2FMA static inline void inner_columns4(__m256d sx, __m128i *x0, __m128i *wx) {
  __m256d floor = _mm256_floor_pd(sx);
  *x0 = _mm256_cvttpd_epi32(floor);
  *wx = _mm256_cvttpd_epi32(_mm256_fmadd_pd(_mm256_sub_pd(sx, floor), _mm256_set1_pd(128.0), _mm256_set1_pd(0.5)));
}

// Two 128-bit halves as one register.
AVX2 static inline __m256i join(__m128i low, __m128i high) {
  return _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
}

// Shuffles that copy the 16-bit value in the low half of each 32-bit lane four times over into
// each 64-bit lane: from pixels 0, 1 | 4, 5 (`first`) and from pixels 2, 3 | 6, 7 (`second`),
// the order the filtering takes them in.
typedef struct {
  __m256i first, second;
} spreads;

// How row8 blends: at opacity 255 (FULL), at an opacity of 128...254 (HALF, where 255 − opacity
// fits a signed byte), or at any (ANY).
enum { FULL, HALF, ANY };

// The image rows of eight samples at image row coordinates sy known to lie inside the image, as
// rows8 finds them (`clamps` 0, `narrow`), with the weight's multiply and add fused: sy − y0
// and its product by 128 are exact, so one rounding gives what the two do.
AVX2FMA static inline void inner_rows8(__m256 sy, __m256i x0, int32_t width, __m256i *f, int32_t at[8]) {
  __m256i iy = _mm256_cvttps_epi32(sy);
  __m256i wy = _mm256_cvttps_epi32(
    _mm256_fmadd_ps(_mm256_sub_ps(sy, _mm256_cvtepi32_ps(iy)), _mm256_set1_ps(128.0f), _mm256_set1_ps(0.5f)));
  *f = _mm256_min_epi32(_mm256_slli_epi32(wy, 8), _mm256_set1_epi32(32767));
  _mm256_storeu_si256((__m256i *)at, _mm256_add_epi32(_mm256_madd_epi16(iy, _mm256_set1_epi32(width)), x0));
}

// Eight pixels of a row run at pixel centres p0 and p1, blended over the eight at `below` into
// dst, as rk_bilinear_run_avx2 samples and blends them from the tables of RasterKernels.Reference
// .rowRun, with each pixel's columns, weights and row made in registers instead (no tables,
// no loops apart, fewer instructions). With `inner`, the caller has found every pixel's columns
// and rows inside the image and their indices fitting 16-bit halves, and with `atZero` also
// originX zero; `blend` says which opacity; with `tail`, pixel centres past `last` are taken as
// `last`, whose samples the caller drops.
AVX2FMA __attribute__((always_inline)) static inline void row8(
  int inner, int atZero, int blend, int tail, const uint32_t *image, int32_t width, int32_t height,
  const row_laws *law, const spreads *spread, __m256d p0, __m256d p1, __m256d last, const uint32_t *below,
  uint32_t *dst, uint32_t opacity, const uint32_t *ahead
) {
  if (tail) {
    p0 = _mm256_min_pd(p0, last);
    p1 = _mm256_min_pd(p1, last);
  }
  __m128i c0, c1, w0, w1;
  if (inner && atZero) {
    inner_columns4(image_x4_at_zero(law, p0), &c0, &w0);
    inner_columns4(image_x4_at_zero(law, p1), &c1, &w1);
  } else if (inner) {
    inner_columns4(image_x4(law, p0), &c0, &w0);
    inner_columns4(image_x4(law, p1), &c1, &w1);
  } else {
    columns4(image_x4(law, p0), width, &c0, &w0);
    columns4(image_x4(law, p1), width, &c1, &w1);
  }
  __m256i x0 = join(c0, c1);
  __m256i wx = join(w0, w1);
  __m256 sy = _mm256_insertf128_ps(_mm256_castps128_ps256(image_y4(law, p0)), image_y4(law, p1), 1);
  __m256i f;
  int32_t at[2][8];
  // The columns in memory for rows8, which reads them from there.
  int32_t columns[8];
  if (!inner) _mm256_storeu_si256((__m256i *)columns, x0);
  if (inner) {
    inner_rows8(sy, x0, width, &f, at[0]);
  } else if (_mm256_movemask_ps(_mm256_and_ps(
               _mm256_cmp_ps(sy, _mm256_setzero_ps(), _CMP_GE_OQ),
               _mm256_cmp_ps(sy, _mm256_set1_ps((float)(height - 1)), _CMP_LT_OQ))) == 0xFF) {
    // Inside the image as bilinear8 finds it.
    rows8(1, 0, 0, &sy, columns, width, height, &f, at);
  } else {
    rows8(1, 1, 0, &sy, columns, width, height, &f, at);
  }
  __asm__ volatile("" : : "r"(at) : "memory");
  __builtin_prefetch(ahead + at[0][0], 0, 3);
  __builtin_prefetch(ahead + at[0][4], 0, 3);
  const uint32_t *lower = image + width;
  // The weight pair (128 − wx, wx) as bytes is 128 + 255·wx.
  __m256i pair = _mm256_add_epi32(_mm256_madd_epi16(wx, _mm256_set1_epi32(255)), _mm256_set1_epi32(128));
  __m256i weights = _mm256_shuffle_epi8(pair, spread->first);
  __m256i o1 = down(
    across(pairs4(image, at[0][0], at[0][1], at[0][4], at[0][5]), weights),
    across(pairs4(lower, at[0][0], at[0][1], at[0][4], at[0][5]), weights),
    _mm256_shuffle_epi8(f, spread->first));
  weights = _mm256_shuffle_epi8(pair, spread->second);
  __m256i o2 = down(
    across(pairs4(image, at[0][2], at[0][3], at[0][6], at[0][7]), weights),
    across(pairs4(lower, at[0][2], at[0][3], at[0][6], at[0][7]), weights),
    _mm256_shuffle_epi8(f, spread->second));
  // The samples' channels are in 16-bit lanes less 128: an opaque one's alpha lane holds 127,
  // the largest there is, so all eight are opaque when the least of each pair's alpha lanes is.
  int opaque = _mm256_testz_si256(
    _mm256_xor_si256(_mm256_min_epi16(o1, o2), _mm256_set1_epi64x(0x007F000000000000)),
    _mm256_set1_epi64x((long long)0xFFFF000000000000u));
  if (blend == FULL && opaque) {
    _mm256_storeu_si256((__m256i *)dst, _mm256_xor_si256(_mm256_packs_epi16(o1, o2), _mm256_set1_epi8((char)0x80)));
    return;
  }
  __m256i sl, sh;
  if (blend == FULL) {
    // Scaling by 255 changes nothing.
    sl = _mm256_add_epi16(o1, _mm256_set1_epi16(128));
    sh = _mm256_add_epi16(o2, _mm256_set1_epi16(128));
  } else {
    // Each channel c = lane + 128 scaled, div255(c·opacity), the 128 taken into the constant
    // added: (lane + 128)·opacity + 128 fits 16 bits unsigned, so the wrapped sums are exact.
    const __m256i factor = _mm256_set1_epi16((short)opacity);
    const __m256i bias = _mm256_set1_epi16((short)(128 * opacity + 128));
    sl = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(o1, factor), bias), _mm256_set1_epi16(257));
    sh = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(o2, factor), bias), _mm256_set1_epi16(257));
  }
  __m256i d = _mm256_loadu_si256((const __m256i *)below);
  if (!opaque) {
    _mm256_storeu_si256((__m256i *)dst, over8(sl, sh, d));
  } else if (blend == HALF) {
    // over8_keep with each destination channel's d·keep + 128 one multiply-add of the byte
    // pairs (d, 128) and (keep, 1): keep is below 128, a signed byte, and the sum below 2^15.
    const __m256i keep = _mm256_set1_epi16((short)((255 - opacity) | 0x100));
    __m256i half = _mm256_set1_epi8((char)0x80);
    // Hidden from the compiler, which would otherwise make each unpacking two shuffles.
    __asm__("" : "+x"(half));
    __m256i dl = _mm256_mulhi_epu16(_mm256_maddubs_epi16(_mm256_unpacklo_epi8(d, half), keep), _mm256_set1_epi16(257));
    __m256i dh = _mm256_mulhi_epu16(_mm256_maddubs_epi16(_mm256_unpackhi_epi8(d, half), keep), _mm256_set1_epi16(257));
    _mm256_storeu_si256((__m256i *)dst, _mm256_packus_epi16(_mm256_add_epi16(sl, dl), _mm256_add_epi16(sh, dh)));
  } else {
    _mm256_storeu_si256((__m256i *)dst, over8_keep(sl, sh, d, _mm256_set1_epi16((short)(255 - opacity))));
  }
}

// rk_row_run_avx2 with `inner`, `atZero` and `blend` as row8 takes them.
AVX2FMA __attribute__((always_inline)) static inline void row_run(
  int inner, int atZero, int blend, const uint32_t *image, int32_t width, int32_t height, const row_laws *law,
  intptr_t first,
  intptr_t count, uint32_t *dst, uint32_t opacity
) {
  // Eight rows ahead, as rk_bilinear_run_avx2 fetches them.
  const uint32_t *ahead = image + 8 * (intptr_t)width;
  spreads spread = {
    _mm256_setr_epi8(0, 1, 0, 1, 0, 1, 0, 1, 4, 5, 4, 5, 4, 5, 4, 5, 0, 1, 0, 1, 0, 1, 0, 1, 4, 5, 4, 5, 4, 5, 4, 5),
    _mm256_setr_epi8(
      8, 9, 8, 9, 8, 9, 8, 9, 12, 13, 12, 13, 12, 13, 12, 13, 8, 9, 8, 9, 8, 9, 8, 9, 12, 13, 12, 13, 12, 13, 12, 13)};
  // Hidden from the compiler, which would otherwise make each of these byte shuffles two word
  // shuffles.
  __asm__("" : "+x"(spread.first), "+x"(spread.second));
  const __m256d last = _mm256_set1_pd((double)(first + count - 1) + 0.5);
  const __m256d steps = _mm256_setr_pd(0.5, 1.5, 2.5, 3.5);
  if (count < 8) {
    // Through a copy of their destination, masked loads and stores making it without reads or
    // writes past the run's end.
    __m256i lanes = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    uint32_t copy[8];
    _mm256_storeu_si256((__m256i *)copy, _mm256_maskload_epi32((const int *)dst, lanes));
    __m256d p0 = _mm256_add_pd(_mm256_set1_pd((double)first), steps);
    __m256d p1 = _mm256_add_pd(p0, _mm256_set1_pd(4.0));
    row8(inner, atZero, blend, 1, image, width, height, law, &spread, p0, p1, last, copy, copy, opacity, ahead);
    _mm256_maskstore_epi32((int *)dst, lanes, _mm256_loadu_si256((const __m256i *)copy));
    return;
  }
  // The last eight pixels, drawn last over their destination as it is now: those the eights
  // before them draw too come out the same.
  uint32_t end[8];
  _mm256_storeu_si256((__m256i *)end, _mm256_loadu_si256((const __m256i *)(dst + count - 8)));
  // The pixel centres of the first four and the next four.
  __m256d p0 = _mm256_add_pd(_mm256_set1_pd((double)first), steps);
  __m256d p1 = _mm256_add_pd(p0, _mm256_set1_pd(4.0));
  intptr_t i = 0;
  // Sixteen at a time, fewer instructions than eight (the compiler keeps more in registers).
  for (; i + 16 < count; i += 16) {
    row8(inner, atZero, blend, 0, image, width, height, law, &spread, p0, p1, last, dst + i, dst + i, opacity, ahead);
    p0 = _mm256_add_pd(p0, _mm256_set1_pd(8.0));
    p1 = _mm256_add_pd(p1, _mm256_set1_pd(8.0));
    row8(
      inner, atZero, blend, 0, image, width, height, law, &spread, p0, p1, last, dst + i + 8, dst + i + 8, opacity,
      ahead);
    p0 = _mm256_add_pd(p0, _mm256_set1_pd(8.0));
    p1 = _mm256_add_pd(p1, _mm256_set1_pd(8.0));
  }
  if (i + 8 < count) {
    row8(inner, atZero, blend, 0, image, width, height, law, &spread, p0, p1, last, dst + i, dst + i, opacity, ahead);
  }
  p0 = _mm256_add_pd(_mm256_set1_pd((double)(first + count - 8)), steps);
  p1 = _mm256_add_pd(p0, _mm256_set1_pd(4.0));
  row8(inner, atZero, blend, 0, image, width, height, law, &spread, p0, p1, last, end, dst + count - 8, opacity, ahead);
}

AVX2FMA void rk_row_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, double alpha, double beta, double sourceX, double originX,
  double scaleX, double rowBase, double rowStep, intptr_t first, intptr_t count, uint32_t *dst, uint32_t opacity) {
  if (count <= 0) return;
  const row_laws law = {
    _mm256_set1_pd(alpha), _mm256_set1_pd(beta), _mm256_set1_pd(sourceX), _mm256_set1_pd(originX),
    _mm256_set1_pd(scaleX), _mm256_set1_pd(rowBase), _mm256_set1_pd(rowStep)};
  // Every step from a pixel centre to its image x and to its image row is monotonic, so the
  // run's first and last pixels bound all of them: when both are inside the image (as for a
  // tile away from the picture's edges), every pixel is.
  const double from = (double)first + 0.5, to = (double)(first + count - 1) + 0.5;
  __m256d ends = _mm256_setr_pd(from, to, from, to);
  __m256d sx = image_x4(&law, ends);
  __m128 sy = image_y4(&law, ends);
  __m256d columnsInside = _mm256_and_pd(
    _mm256_cmp_pd(sx, _mm256_setzero_pd(), _CMP_GE_OQ),
    _mm256_cmp_pd(sx, _mm256_set1_pd((double)(width - 1)), _CMP_LT_OQ));
  __m128 rowsInside =
    _mm_and_ps(_mm_cmpge_ps(sy, _mm_setzero_ps()), _mm_cmplt_ps(sy, _mm_set1_ps((float)(height - 1))));
  // Specialised where it counts, each condition a constant inside: the inner runs of images
  // whose indices fit 16-bit halves, opaque or at an opacity above half, their bounds at zero
  // or not (the explosion's tiles: at zero, opacity 191); everything else in one general copy.
  if (_mm256_movemask_pd(columnsInside) == 0xF && _mm_movemask_ps(rowsInside) == 0xF && width <= 32767 &&
      height <= 32767 && opacity >= 128) {
    if (originX == 0 && opacity == 255) {
      row_run(1, 1, FULL, image, width, height, &law, first, count, dst, opacity);
    } else if (originX == 0) {
      row_run(1, 1, HALF, image, width, height, &law, first, count, dst, opacity);
    } else if (opacity == 255) {
      row_run(1, 0, FULL, image, width, height, &law, first, count, dst, opacity);
    } else {
      row_run(1, 0, HALF, image, width, height, &law, first, count, dst, opacity);
    }
  } else {
    row_run(0, 0, ANY, image, width, height, &law, first, count, dst, opacity);
  }
}

AVX2FMA void rk_perspective_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, const rk_perspective_law *law, intptr_t first, intptr_t count,
  uint32_t *dst, uint32_t opacity) {
  chunk_tables t;
  for (intptr_t i = 0; i < count; i += CHUNK) {
    intptr_t n = count - i < CHUNK ? count - i : CHUNK;
    rk_perspective_samples_avx2(law, first + i, t.x0, t.weights, t.a, n);
    sample_chunk(image, width, height, &t, n, dst + i, opacity);
  }
}

#endif
