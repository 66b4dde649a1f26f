// Shared by the edge kernels: the coverage of four pixels with the arithmetic of SegueRender's
// CoverageShape.coverage, the point sampling of four bounds points with that of its
// BilinearSampler.sample, and the blend of four pixels at their coverage with that of its
// SpanBlender, each operation for operation.
#ifndef EDGE_MATH_H
#define EDGE_MATH_H

#include <string.h>

#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// Swift's min(x, y) is y < x ? y : x and max(x, y) is y >= x ? y : x: each keeps x when
// either is NaN. The instructions keep their second operand then, so they are given the
// operands the other way round; the results differ only in the sign of a zero from max, and
// the coverage of a zero of either sign is 0. Callers write Swift's order.
#define MIN4(x, y) _mm256_min_pd(y, x)
#define MAX4(x, y) _mm256_max_pd(y, x)

// A distance to an edge as coverage sees it: as is when the edge is anti-aliased, otherwise
// ½ inside (the centre on the edge included) and −½ outside.
AVX2 static inline __m256d edge4(__m256d distance, int antialiased) {
  if (antialiased) return distance;
  __m256d inside = _mm256_cmp_pd(distance, _mm256_setzero_pd(), _CMP_GE_OQ);
  return _mm256_blendv_pd(_mm256_set1_pd(-0.5), _mm256_set1_pd(0.5), inside);
}

// How much of a pixel lies between two parallel edges at distances before and after.
AVX2 static inline __m256d span4(__m256d before, __m256d after) {
  const __m256d half = _mm256_set1_pd(0.5);
  return MAX4(_mm256_setzero_pd(), _mm256_add_pd(MIN4(before, half), MIN4(after, half)));
}

// The footprints of four pixels: the derivatives of u and v and the device pixels per bounds
// unit across each axis.
typedef struct {
  __m256d ux, uy, vx, vy, perU, perV;
} footprint4;

// The coverage of four pixels centred at (u, v), clamped to [0, 1] and rounded to bytes in
// the low four bytes of the result; 0 where valid is not set.
AVX2 static inline __m128i coverage4(
  const rk_coverage_shape *shape, __m256d u, __m256d v, footprint4 f, __m256d valid) {
  __m256d left = _mm256_mul_pd(_mm256_sub_pd(u, _mm256_set1_pd(shape->min_x)), f.perU);
  __m256d right = _mm256_mul_pd(_mm256_sub_pd(_mm256_set1_pd(shape->max_x), u), f.perU);
  __m256d top = _mm256_mul_pd(_mm256_sub_pd(v, _mm256_set1_pd(shape->min_y)), f.perV);
  __m256d bottom = _mm256_mul_pd(_mm256_sub_pd(_mm256_set1_pd(shape->max_y), v), f.perV);
  // A branch for the shape, not a blend for each edge: most layers anti-alias all four.
  if (!(shape->left && shape->right && shape->top && shape->bottom)) {
    left = edge4(left, shape->left);
    right = edge4(right, shape->right);
    top = edge4(top, shape->top);
    bottom = edge4(bottom, shape->bottom);
  }
  __m256d covered = _mm256_mul_pd(span4(left, right), span4(top, bottom));
  const __m256d zero = _mm256_setzero_pd();
  const __m256d one = _mm256_set1_pd(1.0);
  if (shape->radius > 0) {
    __m256d r = _mm256_set1_pd(shape->radius);
    __m256d cu = MIN4(MAX4(u, _mm256_set1_pd(shape->corner_min_x)), _mm256_set1_pd(shape->corner_max_x));
    __m256d cv = MIN4(MAX4(v, _mm256_set1_pd(shape->corner_min_y)), _mm256_set1_pd(shape->corner_max_y));
    __m256d du = _mm256_sub_pd(u, cu);
    __m256d dv = _mm256_sub_pd(v, cv);
    __m256d distance = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(du, du), _mm256_mul_pd(dv, dv)));
    __m256d nu = _mm256_div_pd(du, distance);
    __m256d nv = _mm256_div_pd(dv, distance);
    __m256d gx = _mm256_add_pd(_mm256_mul_pd(nu, f.ux), _mm256_mul_pd(nv, f.vx));
    __m256d gy = _mm256_add_pd(_mm256_mul_pd(nu, f.uy), _mm256_mul_pd(nv, f.vy));
    __m256d perPixel = _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(gx, gx), _mm256_mul_pd(gy, gy)));
    __m256d inside = _mm256_div_pd(_mm256_sub_pd(r, distance), MAX4(perPixel, _mm256_set1_pd(1e-300)));
    __m256d corner = MIN4(MAX4(_mm256_add_pd(_mm256_set1_pd(0.5), inside), zero), one);
    // Outside the corner squares (du or dv 0) the corners take nothing; NaN is not 0, as in Swift.
    __m256d square = _mm256_and_pd(_mm256_cmp_pd(du, zero, _CMP_NEQ_UQ), _mm256_cmp_pd(dv, zero, _CMP_NEQ_UQ));
    corner = _mm256_blendv_pd(one, corner, square);
    __m256d positive = _mm256_cmp_pd(covered, zero, _CMP_GT_OQ);
    covered = _mm256_blendv_pd(covered, MIN4(covered, corner), positive);
  }
  // value > 0 ? UInt8(min(value, 1)·255 + 0.5) : 0.
  __m256d scaled = _mm256_add_pd(_mm256_mul_pd(MIN4(covered, one), _mm256_set1_pd(255.0)), _mm256_set1_pd(0.5));
  __m256d positive = _mm256_and_pd(_mm256_cmp_pd(covered, zero, _CMP_GT_OQ), valid);
  __m128i bytes = _mm256_cvttpd_epi32(_mm256_and_pd(scaled, positive));
  bytes = _mm_packus_epi32(bytes, bytes);
  return _mm_packus_epi16(bytes, bytes);
}

// Stores the low count (1...4) bytes of x, returning whether any is not 0.
static inline int store4(__m128i x, uint8_t *out, intptr_t count) {
  uint32_t word = (uint32_t)_mm_cvtsi128_si32(x);
  if (count == 4) {
    memcpy(out, &word, 4);
    return word != 0;
  }
  word &= (1u << (8 * count)) - 1;
  for (intptr_t k = 0; k < count; k++) out[k] = (uint8_t)(word >> (8 * k));
  return word != 0;
}

// Four values from p, those past count (1...4) read as 0 without touching memory.
AVX2 static inline __m256d load4(const double *p, intptr_t count) {
  if (count >= 4) return _mm256_loadu_pd(p);
  __m256i lanes = _mm256_setr_epi64x(0, 1, 2, 3);
  return _mm256_maskload_pd(p, _mm256_cmpgt_epi64(_mm256_set1_epi64x(count), lanes));
}

// The footprints of four pixels at (u, v) where w = 1 / c, through a projection whose inverse
// homography's first six entries are i0...i5, as SegueRender's rasterizer works them out.
AVX2 static inline footprint4 projected4(const double *inverse, __m256d u, __m256d v, __m256d w) {
  const __m256d i0 = _mm256_set1_pd(inverse[0]), i1 = _mm256_set1_pd(inverse[1]), i2 = _mm256_set1_pd(inverse[2]);
  const __m256d i3 = _mm256_set1_pd(inverse[3]), i4 = _mm256_set1_pd(inverse[4]), i5 = _mm256_set1_pd(inverse[5]);
  const __m256d tiny = _mm256_set1_pd(1e-300);
  const __m256d one = _mm256_set1_pd(1.0);
  footprint4 f;
  f.ux = _mm256_mul_pd(_mm256_sub_pd(i0, _mm256_mul_pd(u, i2)), w);
  f.uy = _mm256_mul_pd(_mm256_sub_pd(i3, _mm256_mul_pd(u, i5)), w);
  f.vx = _mm256_mul_pd(_mm256_sub_pd(i1, _mm256_mul_pd(v, i2)), w);
  f.vy = _mm256_mul_pd(_mm256_sub_pd(i4, _mm256_mul_pd(v, i5)), w);
  f.perU =
    _mm256_div_pd(one, MAX4(_mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(f.ux, f.ux), _mm256_mul_pd(f.uy, f.uy))), tiny));
  f.perV =
    _mm256_div_pd(one, MAX4(_mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(f.vx, f.vx), _mm256_mul_pd(f.vy, f.vy))), tiny));
  return f;
}

// The footprint of an affine projection, the same for every pixel.
AVX2 static inline footprint4 affine4(const rk_pixel_footprint *footprint) {
  footprint4 f = {
    _mm256_set1_pd(footprint->ux), _mm256_set1_pd(footprint->uy), _mm256_set1_pd(footprint->vx),
    _mm256_set1_pd(footprint->vy), _mm256_set1_pd(footprint->per_u), _mm256_set1_pd(footprint->per_v)};
  return f;
}

// The image coordinate of four points at bounds coordinate u: source + (u − origin)·scale − 0.5,
// each operation rounded on its own as in the Swift reference.
AVX2 static inline __m256d axis4(__m256d u, double source, double origin, double scale) {
  __m256d scaled = _mm256_mul_pd(_mm256_sub_pd(u, _mm256_set1_pd(origin)), _mm256_set1_pd(scale));
  return _mm256_sub_pd(_mm256_add_pd(_mm256_set1_pd(source), scaled), _mm256_set1_pd(0.5));
}

// The two image lines (clamped into 0...count − 1) around image coordinate s of four points and
// the second one's weight in 1/256, as SegueRender's BilinearSampler.sample picks them: the
// first line is s clamped to [−2, count] rounded down, the weight the distance from it (of s
// itself, not the clamped value) rounded to 1/256 and clamped to 0...256.
AVX2 static inline void lines4(__m256d s, int32_t count, __m128i *first, __m128i *second, __m128i *weight) {
  __m256d clamped = _mm256_min_pd(_mm256_max_pd(s, _mm256_set1_pd(-2.0)), _mm256_set1_pd((double)count));
  __m256d floor = _mm256_floor_pd(clamped);
  __m128i line = _mm256_cvttpd_epi32(floor);
  __m256d t = _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(s, floor), _mm256_set1_pd(256.0)), _mm256_set1_pd(0.5));
  // Clamped before the conversion (which truncates, as the reference's does), so that values
  // far out cannot overflow it; the integer clamp below gives the reference's result for them.
  t = _mm256_min_pd(_mm256_max_pd(t, _mm256_set1_pd(-1.0)), _mm256_set1_pd(257.0));
  __m128i w = _mm256_cvttpd_epi32(t);
  *weight = _mm_min_epi32(_mm_max_epi32(w, _mm_setzero_si128()), _mm_set1_epi32(256));
  const __m128i zero = _mm_setzero_si128();
  const __m128i last = _mm_set1_epi32(count - 1);
  *first = _mm_min_epi32(_mm_max_epi32(line, zero), last);
  *second = _mm_min_epi32(_mm_max_epi32(_mm_add_epi32(line, _mm_set1_epi32(1)), zero), last);
}

// Four 32-bit weights, each spread over the four 16-bit channel lanes of its pixel.
AVX2 static inline __m256i spread4(__m128i weights) {
  __m128i pairs = _mm_or_si128(weights, _mm_slli_epi32(weights, 16));
  return _mm256_permutevar8x32_epi32(_mm256_castsi128_si256(pairs), _mm256_setr_epi32(0, 0, 1, 1, 2, 2, 3, 3));
}

// (top·(256 − wy) + bottom·wy + 2^15) >> 16 for eight channels in 16-bit lanes (top and bottom
// at most 255·256), in 32-bit lanes.
AVX2 static inline __m256i down8(__m128i top, __m128i bottom, __m256i wy, __m256i wyInverse) {
  __m256i sum = _mm256_add_epi32(
    _mm256_mullo_epi32(_mm256_cvtepu16_epi32(top), wyInverse), _mm256_mullo_epi32(_mm256_cvtepu16_epi32(bottom), wy));
  return _mm256_srli_epi32(_mm256_add_epi32(sum, _mm256_set1_epi32(0x8000)), 16);
}

// The colours of four points at image coordinates (sx, sy), as four packed pixels.
AVX2 static inline __m128i sample4(
  const uint32_t *image, int32_t width, int32_t height, __m256d sx, __m256d sy) {
  __m128i x0, x1, wx, y0, y1, wy;
  lines4(sx, width, &x0, &x1, &wx);
  lines4(sy, height, &y0, &y1, &wy);
  const __m128i w = _mm_set1_epi32(width);
  __m128i top = _mm_mullo_epi32(y0, w);
  __m128i bottom = _mm_mullo_epi32(y1, w);
  const int *base = (const int *)image;
  __m128i p00 = _mm_i32gather_epi32(base, _mm_add_epi32(top, x0), 4);
  __m128i p10 = _mm_i32gather_epi32(base, _mm_add_epi32(top, x1), 4);
  __m128i p01 = _mm_i32gather_epi32(base, _mm_add_epi32(bottom, x0), 4);
  __m128i p11 = _mm_i32gather_epi32(base, _mm_add_epi32(bottom, x1), 4);
  // Across: each channel p·(256 − wx) + q·wx, at most 255·256, exact in an unsigned 16-bit lane.
  __m256i right = spread4(wx);
  __m256i left = _mm256_sub_epi16(_mm256_set1_epi16(256), right);
  __m256i upper = _mm256_add_epi16(
    _mm256_mullo_epi16(_mm256_cvtepu8_epi16(p00), left), _mm256_mullo_epi16(_mm256_cvtepu8_epi16(p10), right));
  __m256i lower = _mm256_add_epi16(
    _mm256_mullo_epi16(_mm256_cvtepu8_epi16(p01), left), _mm256_mullo_epi16(_mm256_cvtepu8_epi16(p11), right));
  // Down, in 32-bit lanes: the first two pixels, then the last two.
  __m256i wyWide = _mm256_permutevar8x32_epi32(_mm256_castsi128_si256(wy), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
  __m256i wyWide2 = _mm256_permutevar8x32_epi32(_mm256_castsi128_si256(wy), _mm256_setr_epi32(2, 2, 2, 2, 3, 3, 3, 3));
  const __m256i full = _mm256_set1_epi32(256);
  __m256i low = down8(
    _mm256_castsi256_si128(upper), _mm256_castsi256_si128(lower), wyWide, _mm256_sub_epi32(full, wyWide));
  __m256i high = down8(
    _mm256_extracti128_si256(upper, 1), _mm256_extracti128_si256(lower, 1), wyWide2, _mm256_sub_epi32(full, wyWide2));
  // Channels at most 255: packed to 16 bits, then to bytes, in pixel order.
  __m256i words = _mm256_permute4x64_epi64(_mm256_packus_epi32(low, high), 0xD8);
  __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(words), _mm256_extracti128_si256(words, 1));
  return bytes;
}

// Four pixels (colors, premultiplied) scaled by their coverage bytes (the low four bytes of
// coverage) times opacity over the four in below: SpanBlender's source-over, as
// rk_blend_span_avx2 computes it.
AVX2 static inline __m128i over4(__m128i colors, __m128i coverage, uint32_t opacity, __m128i below) {
  const __m128i spread = _mm_setr_epi8(0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
  __m256i factor = div255_16(
    _mm256_mullo_epi16(_mm256_cvtepu8_epi16(_mm_shuffle_epi8(coverage, spread)), _mm256_set1_epi16((short)opacity)));
  __m256i s = div255_16(_mm256_mullo_epi16(_mm256_cvtepu8_epi16(colors), factor));
  __m256i d = _mm256_cvtepu8_epi16(below);
  d = div255_16(_mm256_mullo_epi16(d, _mm256_sub_epi16(_mm256_set1_epi16(255), alphas(s))));
  __m256i sum = _mm256_add_epi16(s, d);
  return _mm_packus_epi16(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
}

// Blends four pixels over the four at dst as over4 does, of which the first count (1...4) are
// read and written.
AVX2 static inline void blend4(__m128i colors, __m128i coverage, uint32_t opacity, uint32_t *dst, intptr_t count) {
  __m128i lanes = _mm_cmpgt_epi32(_mm_set1_epi32((int)count), _mm_setr_epi32(0, 1, 2, 3));
  __m128i below = _mm_maskload_epi32((const int *)dst, lanes);
  _mm_maskstore_epi32((int *)dst, lanes, over4(colors, coverage, opacity, below));
}

// Blends four pixels over the four pixels dst points to (each its own, anywhere) as over4 does.
AVX2 static inline void blend4_at(__m128i colors, __m128i coverage, uint32_t opacity, uint32_t *const dst[4]) {
  __m128i below = _mm_setr_epi32((int)*dst[0], (int)*dst[1], (int)*dst[2], (int)*dst[3]);
  __m128i out = over4(colors, coverage, opacity, below);
  *dst[0] = (uint32_t)_mm_cvtsi128_si32(out);
  *dst[1] = (uint32_t)_mm_extract_epi32(out, 1);
  *dst[2] = (uint32_t)_mm_extract_epi32(out, 2);
  *dst[3] = (uint32_t)_mm_extract_epi32(out, 3);
}

#endif

#endif
