// The coverage kernel: the anti-aliased coverage of pixels along a layer's edges, four at a
// time, with the arithmetic of SegueRender's CoverageShape.coverage operation for operation.
#include "edge_math.h"

#if defined(__x86_64__) || defined(__i386__)

AVX2 bool rk_affine_coverage_avx2(
  const rk_coverage_shape *shape, const rk_pixel_footprint *footprint, const double *u, const double *v,
  uint8_t *coverage, intptr_t count) {
  footprint4 f = affine4(footprint);
  const __m256d all = _mm256_castsi256_pd(_mm256_set1_epi64x(-1));
  int any = 0;
  for (intptr_t i = 0; i < count; i += 4) {
    intptr_t n = count - i < 4 ? count - i : 4;
    any |= store4(coverage4(shape, load4(u + i, n), load4(v + i, n), f, all), coverage + i, n);
  }
  return any != 0;
}

AVX2 bool rk_projected_coverage_avx2(
  const rk_coverage_shape *shape, const double inverse[6], const double *u, const double *v, const double *w,
  uint8_t *coverage, intptr_t count) {
  int any = 0;
  for (intptr_t i = 0; i < count; i += 4) {
    intptr_t n = count - i < 4 ? count - i : 4;
    __m256d pu = load4(u + i, n), pv = load4(v + i, n), pw = load4(w + i, n);
    // A pixel behind the eye (w 0) is not covered.
    __m256d front = _mm256_cmp_pd(pw, _mm256_setzero_pd(), _CMP_NEQ_OQ);
    any |= store4(coverage4(shape, pu, pv, projected4(inverse, pu, pv, pw), front), coverage + i, n);
  }
  return any != 0;
}

#endif
