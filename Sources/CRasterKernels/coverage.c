// The coverage kernel: the anti-aliased coverage of pixels along a layer's edges, four at a
// time, with the arithmetic of SegueRender's CoverageShape.coverage operation for operation.
#include <string.h>

#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// Swift's min(x, y) and max(x, y) pick y when it is smaller (or not smaller); the instructions
// pick by the other comparison, which gives the same value but for the sign of a zero, and the
// coverage of a zero of either sign is 0.
#define MIN4(x, y) _mm256_min_pd(x, y)
#define MAX4(x, y) _mm256_max_pd(x, y)

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
  return MAX4(_mm256_add_pd(MIN4(before, half), MIN4(after, half)), _mm256_setzero_pd());
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
  __m256d left = edge4(_mm256_mul_pd(_mm256_sub_pd(u, _mm256_set1_pd(shape->min_x)), f.perU), shape->left);
  __m256d right = edge4(_mm256_mul_pd(_mm256_sub_pd(_mm256_set1_pd(shape->max_x), u), f.perU), shape->right);
  __m256d top = edge4(_mm256_mul_pd(_mm256_sub_pd(v, _mm256_set1_pd(shape->min_y)), f.perV), shape->top);
  __m256d bottom = edge4(_mm256_mul_pd(_mm256_sub_pd(_mm256_set1_pd(shape->max_y), v), f.perV), shape->bottom);
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
    // Outside the corner squares (du or dv 0) the corners take nothing.
    __m256d square = _mm256_and_pd(_mm256_cmp_pd(du, zero, _CMP_NEQ_OQ), _mm256_cmp_pd(dv, zero, _CMP_NEQ_OQ));
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

AVX2 bool rk_affine_coverage_avx2(
  const rk_coverage_shape *shape, const rk_pixel_footprint *footprint, const double *u, const double *v,
  uint8_t *coverage, intptr_t count) {
  footprint4 f = {
    _mm256_set1_pd(footprint->ux), _mm256_set1_pd(footprint->uy), _mm256_set1_pd(footprint->vx),
    _mm256_set1_pd(footprint->vy), _mm256_set1_pd(footprint->per_u), _mm256_set1_pd(footprint->per_v)};
  int any = 0;
  for (intptr_t i = 0; i < count; i += 4) {
    intptr_t n = count - i < 4 ? count - i : 4;
    __m256d all = _mm256_castsi256_pd(_mm256_set1_epi64x(-1));
    any |= store4(coverage4(shape, load4(u + i, n), load4(v + i, n), f, all), coverage + i, n);
  }
  return any != 0;
}

AVX2 bool rk_projected_coverage_avx2(
  const rk_coverage_shape *shape, const double inverse[6], const double *u, const double *v, const double *w,
  uint8_t *coverage, intptr_t count) {
  const __m256d i0 = _mm256_set1_pd(inverse[0]), i1 = _mm256_set1_pd(inverse[1]), i2 = _mm256_set1_pd(inverse[2]);
  const __m256d i3 = _mm256_set1_pd(inverse[3]), i4 = _mm256_set1_pd(inverse[4]), i5 = _mm256_set1_pd(inverse[5]);
  const __m256d tiny = _mm256_set1_pd(1e-300);
  const __m256d one = _mm256_set1_pd(1.0);
  int any = 0;
  for (intptr_t i = 0; i < count; i += 4) {
    intptr_t n = count - i < 4 ? count - i : 4;
    __m256d pu = load4(u + i, n), pv = load4(v + i, n), pw = load4(w + i, n);
    // The footprint at (u, v) where w = 1 / c, as SegueRender's rasterizer works it out.
    footprint4 f;
    f.ux = _mm256_mul_pd(_mm256_sub_pd(i0, _mm256_mul_pd(pu, i2)), pw);
    f.uy = _mm256_mul_pd(_mm256_sub_pd(i3, _mm256_mul_pd(pu, i5)), pw);
    f.vx = _mm256_mul_pd(_mm256_sub_pd(i1, _mm256_mul_pd(pv, i2)), pw);
    f.vy = _mm256_mul_pd(_mm256_sub_pd(i4, _mm256_mul_pd(pv, i5)), pw);
    f.perU = _mm256_div_pd(
      one, MAX4(_mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(f.ux, f.ux), _mm256_mul_pd(f.uy, f.uy))), tiny));
    f.perV = _mm256_div_pd(
      one, MAX4(_mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(f.vx, f.vx), _mm256_mul_pd(f.vy, f.vy))), tiny));
    // A pixel behind the eye (w 0) is not covered.
    __m256d front = _mm256_cmp_pd(pw, _mm256_setzero_pd(), _CMP_NEQ_OQ);
    any |= store4(coverage4(shape, pu, pv, f, front), coverage + i, n);
  }
  return any != 0;
}

#endif
