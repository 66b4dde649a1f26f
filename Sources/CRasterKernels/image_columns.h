// Shared by the row kernels: a pixel's image x from its bounds u, and the image columns and
// weight it reads there, as SegueRender's BilinearSampler.imageColumn picks them.
#ifndef IMAGE_COLUMNS_H
#define IMAGE_COLUMNS_H

#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// The image x of four pixels whose bounds x is u: sourceX + (u − originX)·scaleX − 0.5, each
// operation rounded on its own as in the Swift reference.
AVX2 static inline __m256d image4(__m256d u, __m256d sourceX, __m256d originX, __m256d scale) {
  return _mm256_sub_pd(_mm256_add_pd(sourceX, _mm256_mul_pd(_mm256_sub_pd(u, originX), scale)), _mm256_set1_pd(0.5));
}

// The left image columns (into *x0) and weights wx of their right neighbours, 0...128 (into
// *wx), of four pixels at image x sx in a width-pixel image.
AVX2 static inline void columns4(__m256d sx, int32_t width, __m128i *x0, __m128i *wx) {
  // Well inside the image (0 <= sx < width − 1, as in the most of a layer's pixels) nothing is
  // clamped and the pair never meets an edge: the same columns and weights, fewer steps.
  __m256d inside = _mm256_and_pd(
    _mm256_cmp_pd(sx, _mm256_setzero_pd(), _CMP_GE_OQ), _mm256_cmp_pd(sx, _mm256_set1_pd((double)(width - 1)), _CMP_LT_OQ));
  if (_mm256_movemask_pd(inside) == 0xF) {
    __m256d floor = _mm256_floor_pd(sx);
    __m256d t = _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(sx, floor), _mm256_set1_pd(128.0)), _mm256_set1_pd(0.5));
    *wx = _mm256_cvttpd_epi32(_mm256_min_pd(_mm256_max_pd(t, _mm256_setzero_pd()), _mm256_set1_pd(128.0)));
    *x0 = _mm256_cvttpd_epi32(floor);
    return;
  }
  __m256d cx = _mm256_min_pd(_mm256_max_pd(sx, _mm256_set1_pd(-2.0)), _mm256_set1_pd((double)width));
  __m256d floor = _mm256_floor_pd(cx);
  __m128i ix = _mm256_cvttpd_epi32(floor);
  __m256d t = _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(sx, floor), _mm256_set1_pd(128.0)), _mm256_set1_pd(0.5));
  __m128i w = _mm256_cvttpd_epi32(_mm256_min_pd(_mm256_max_pd(t, _mm256_setzero_pd()), _mm256_set1_pd(128.0)));
  const __m128i zero = _mm_setzero_si128();
  const __m128i last = _mm_set1_epi32(width - 1);
  __m128i left = _mm_min_epi32(_mm_max_epi32(ix, zero), last);
  __m128i right = _mm_min_epi32(_mm_max_epi32(_mm_add_epi32(ix, _mm_set1_epi32(1)), zero), last);
  // Where both columns clamp to one edge pixel, the pair moves inside and the weight selects it.
  __m128i edge = _mm_cmpeq_epi32(left, right);
  __m128i edgeWeight = _mm_and_si128(_mm_cmpeq_epi32(left, last), _mm_set1_epi32(128));
  *wx = _mm_blendv_epi8(w, edgeWeight, edge);
  *x0 = _mm_blendv_epi8(left, _mm_min_epi32(left, _mm_set1_epi32(width - 2)), edge);
}

#endif

#endif
