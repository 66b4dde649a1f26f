// Shared by the bilinear run kernels: the vertical step of eight samples at a time and the
// loads and filtering of their image pixels, with the arithmetic of SegueRender's
// RasterKernels.Reference.bilinearRun.
#ifndef BILINEAR_MATH_H
#define BILINEAR_MATH_H

#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// Four 64-bit pairs (a pixel and its right neighbour) at indices k0, k1 | k2, k3: two plain
// loads, two loads into the high halves and a lane insert, five instructions where one plain
// load and three broadcasts joined by blends take seven (fewer on the processors measured here,
// whose rate follows the instructions; AVX2 gathers are several times slower than plain loads).
AVX2 static inline __m256i pairs4(const uint32_t *image, int32_t k0, int32_t k1, int32_t k2, int32_t k3) {
  __m128d low = _mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(image + k0)));
  __m128d high = _mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(image + k2)));
  low = _mm_loadh_pd(low, (const double *)(image + k1));
  high = _mm_loadh_pd(high, (const double *)(image + k3));
  return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_castpd_si128(low)), _mm_castpd_si128(high), 1);
}

// Horizontal filtering of four pairs: channels interleaved, offset to signed bytes, then each
// channel's (128 − wx)·left + wx·right in a 16-bit lane.
AVX2 static inline __m256i across(__m256i pairs, __m256i weights) {
  const __m256i interleave = _mm256_setr_epi8(
    0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15, 0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15);
  __m256i texels = _mm256_xor_si256(_mm256_shuffle_epi8(pairs, interleave), _mm256_set1_epi8((char)0x80));
  return _mm256_maddubs_epi16(weights, texels);
}

// Vertical filtering, top + mulhrs(bottom − top, f), rounded to the signed 8-bit range.
AVX2 static inline __m256i down(__m256i top, __m256i bottom, __m256i f) {
  __m256i v = _mm256_add_epi16(top, _mm256_mulhrs_epi16(_mm256_sub_epi16(bottom, top), f));
  return _mm256_mulhrs_epi16(v, _mm256_set1_epi16(256));
}

// The image rows and vertical weights of `groups` times eight samples at image row coordinates
// `sy`: each sample's index (upper row times width plus x0) into `at`, its weight scaled for
// pmulhrsw into both halves of `f`. With `clamps` 0, the caller has found every sample's pair
// of rows inside the image, where clamping changes nothing; with `narrow`, width and height fit
// 15 bits and y0·width is one multiply-add of 16-bit halves (y0's upper half and width's are
// zero) rather than a 32-bit multiply, two operations on most cores. Both are constants where
// this is inlined, so each combination compiles to straight code.
AVX2FMA __attribute__((always_inline)) static inline void rows8(
  int groups, int clamps, int narrow, const __m256 *sy, const int32_t *x0, int32_t width, int32_t height, __m256i *f,
  int32_t at[2][8]
) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i lastPair = _mm256_set1_epi32(height - 2);
  __m256 cy[2], fl[2];
  __m256i iy[2], wy[2];
  for (int g = 0; g < groups; g++) {
    cy[g] = clamps ? _mm256_min_ps(_mm256_max_ps(sy[g], _mm256_set1_ps(-2.0f)), _mm256_set1_ps((float)height)) : sy[g];
  }
  for (int g = 0; g < groups; g++) {
    if (clamps) {
      fl[g] = _mm256_floor_ps(cy[g]);
      iy[g] = _mm256_cvttps_epi32(fl[g]);
    } else {
      // Inside the image sy >= 0, where truncating is flooring: the row is one conversion
      // away from sy, and its value as a float is made off the path to the loads.
      iy[g] = _mm256_cvttps_epi32(cy[g]);
      fl[g] = _mm256_cvtepi32_ps(iy[g]);
    }
  }
  for (int g = 0; g < groups; g++) {
    wy[g] = _mm256_cvttps_epi32(
      _mm256_add_ps(_mm256_mul_ps(_mm256_sub_ps(cy[g], fl[g]), _mm256_set1_ps(128.0f)), _mm256_set1_ps(0.5f)));
    if (clamps) {
      wy[g] = _mm256_andnot_si256(_mm256_cmpgt_epi32(zero, iy[g]), wy[g]);
      wy[g] = _mm256_blendv_epi8(wy[g], _mm256_set1_epi32(128), _mm256_cmpgt_epi32(iy[g], lastPair));
    }
  }
  for (int g = 0; g < groups; g++) {
    __m256i y0 = clamps ? _mm256_min_epi32(_mm256_max_epi32(iy[g], zero), lastPair) : iy[g];
    f[g] = _mm256_min_epi32(_mm256_slli_epi32(wy[g], 8), _mm256_set1_epi32(32767));
    f[g] = _mm256_or_si256(f[g], _mm256_slli_epi32(f[g], 16));
    __m256i offset =
      narrow ? _mm256_madd_epi16(y0, _mm256_set1_epi32(width)) : _mm256_mullo_epi32(y0, _mm256_set1_epi32(width));
    _mm256_storeu_si256((__m256i *)at[g], _mm256_add_epi32(offset, _mm256_loadu_si256((const __m256i *)(x0 + 8 * g))));
  }
}

#endif

#endif
