// The point sampling kernel: the bilinear filter at bounds points one pixel at a time, with
// weights in 1/256, for the pixels along a layer's edges (the per-pixel rasterizer's spans).
#include "edge_math.h"

#if defined(__x86_64__) || defined(__i386__)

AVX2 void rk_bilinear_samples_avx2(
  const uint32_t *image, int32_t width, int32_t height, double sourceX, double originX, double scaleX,
  double sourceY, double originY, double scaleY, const double *u, const double *v, void *out, intptr_t count) {
  intptr_t i = 0;
  for (; i + 4 <= count; i += 4) {
    __m256d sx = axis4(_mm256_loadu_pd(u + i), sourceX, originX, scaleX);
    __m256d sy = axis4(_mm256_loadu_pd(v + i), sourceY, originY, scaleY);
    _mm_storeu_si128((__m128i *)((char *)out + 4 * i), sample4(image, width, height, sx, sy));
  }
  if (i == count) return;
  // The last one to three points, loaded masked: the other lanes sample bounds point (0, 0) and
  // are dropped.
  intptr_t rest = count - i;
  __m256i lanes = _mm256_cmpgt_epi64(_mm256_set1_epi64x(rest), _mm256_setr_epi64x(0, 1, 2, 3));
  __m256d sx = axis4(_mm256_maskload_pd(u + i, lanes), sourceX, originX, scaleX);
  __m256d sy = axis4(_mm256_maskload_pd(v + i, lanes), sourceY, originY, scaleY);
  uint32_t outTail[4];
  _mm_storeu_si128((__m128i *)outTail, sample4(image, width, height, sx, sy));
  for (intptr_t k = 0; k < rest; k++) memcpy((char *)out + 4 * (i + k), outTail + k, 4);
}

#endif
