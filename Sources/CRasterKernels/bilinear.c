// The bilinear run kernel: image sampling through per-column tables, the renderer's innermost
// loop for layers turned about a vertical axis.
#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// Four 64-bit pairs (a pixel and its right neighbour) at indices k0, k1 | k2, k3: one plain
// load and three broadcast loads, joined by blends. Broadcasts from memory and blends stay off
// the shuffle port that the rest of the kernel saturates on Intel cores (a high-half load or a
// lane insert needs it); AVX2 gathers are several times slower than plain loads on the
// processors measured here.
AVX2 static inline __m256i pairs4(const uint32_t *image, int32_t k0, int32_t k1, int32_t k2, int32_t k3) {
  __m256i pairs = _mm256_castsi128_si256(_mm_loadl_epi64((const __m128i *)(image + k0)));
  pairs = _mm256_blend_epi32(pairs, _mm256_castpd_si256(_mm256_broadcast_sd((const double *)(image + k1))), 0x0C);
  pairs = _mm256_blend_epi32(pairs, _mm256_castpd_si256(_mm256_broadcast_sd((const double *)(image + k2))), 0x30);
  return _mm256_blend_epi32(pairs, _mm256_castpd_si256(_mm256_broadcast_sd((const double *)(image + k3))), 0xC0);
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

// `groups` (1 or 2) times eight pixels of rk_bilinear_run_avx2, with the image row `ahead`
// pixels below the first and fifth pixel's upper row in each eight fetched into the cache for
// the rows still to come. Each step is written for both groups before the next, so that the
// processor works on two independent chains at once: one alone is a long chain of latencies
// (about 1.15 times slower in a cache-resident test).
AVX2FMA __attribute__((always_inline)) static inline void bilinear8(
  int groups, const uint32_t *image, int32_t width, int32_t height, const int32_t *x0, const uint64_t *weights,
  const float *a, const float *b, float py, uint32_t *dst, uint32_t opacity, intptr_t ahead, int narrow
) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  const uint32_t *lower = image + width;
  __m256i f[2], o1[2], o2[2], s[2];
  int32_t at[2][8];
  __m256 sy[2];
  for (int g = 0; g < groups; g++) {
    sy[g] = _mm256_fmadd_ps(_mm256_loadu_ps(b + 8 * g), _mm256_set1_ps(py), _mm256_loadu_ps(a + 8 * g));
  }
  // Whether every sample's pair of rows lies inside the image (0 <= sy < height − 1, false for
  // NaN): then clamping changes nothing and is skipped, which takes it off the path from the
  // row coordinate to the loads; that applies everywhere but next to the image's top and
  // bottom rows.
  int inside = 1;
  for (int g = 0; g < groups; g++) {
    __m256 above = _mm256_cmp_ps(sy[g], _mm256_setzero_ps(), _CMP_GE_OQ);
    __m256 under = _mm256_cmp_ps(sy[g], _mm256_set1_ps((float)(height - 1)), _CMP_LT_OQ);
    inside &= _mm256_movemask_ps(_mm256_and_ps(above, under)) == 0xFF;
  }
  if (inside) {
    rows8(groups, 0, narrow, sy, x0, width, height, f, at);
  } else {
    rows8(groups, 1, narrow, sy, x0, width, height, f, at);
  }
  // The indices are read back from memory as the loads' addresses: a load each, where taking
  // them out of the register would cost two instructions each on the busiest ports.
  __asm__ volatile("" : : "r"(at) : "memory");
  // Only the upper rows: the lower ones are the upper rows of the next device row, fetched then.
  for (int g = 0; g < groups; g++) {
    __builtin_prefetch(image + at[g][0] + ahead, 0, 3);
    __builtin_prefetch(image + at[g][4] + ahead, 0, 3);
  }
  // Pixels 0, 1 | 4, 5 in the first registers and 2, 3 | 6, 7 in the second, so that packing
  // puts all eight back in order.
  for (int g = 0; g < groups; g++) {
    const uint64_t *w = weights + 8 * g;
    __m256i w1 = _mm256_inserti128_si256(
      _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)w)), _mm_loadu_si128((const __m128i *)(w + 4)), 1);
    o1[g] = down(
      across(pairs4(image, at[g][0], at[g][1], at[g][4], at[g][5]), w1),
      across(pairs4(lower, at[g][0], at[g][1], at[g][4], at[g][5]), w1), _mm256_unpacklo_epi32(f[g], f[g]));
  }
  for (int g = 0; g < groups; g++) {
    const uint64_t *w = weights + 8 * g;
    __m256i w2 = _mm256_inserti128_si256(
      _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(w + 2))), _mm_loadu_si128((const __m128i *)(w + 6)), 1);
    o2[g] = down(
      across(pairs4(image, at[g][2], at[g][3], at[g][6], at[g][7]), w2),
      across(pairs4(lower, at[g][2], at[g][3], at[g][6], at[g][7]), w2), _mm256_unpackhi_epi32(f[g], f[g]));
  }
  for (int g = 0; g < groups; g++) {
    s[g] = _mm256_xor_si256(_mm256_packs_epi16(o1[g], o2[g]), _mm256_set1_epi8((char)0x80));
  }
  for (int g = 0; g < groups; g++) {
    uint32_t *out = dst + 8 * g;
    if (opacity == 255 && _mm256_testc_si256(s[g], alpha)) {
      _mm256_storeu_si256((__m256i *)out, s[g]);
      continue;
    }
    const __m256i factor = _mm256_set1_epi16((short)opacity);
    __m256i d = _mm256_loadu_si256((const __m256i *)out);
    __m256i sl = div255_16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(s[g], zero), factor));
    __m256i sh = div255_16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(s[g], zero), factor));
    _mm256_storeu_si256((__m256i *)out, over8(sl, sh, d));
  }
}

// rk_bilinear_run_avx2 for images whose width and height fit 15 bits (`narrow`) or not.
AVX2FMA __attribute__((always_inline)) static inline void bilinear_run(
  int narrow, const uint32_t *image, int32_t width, int32_t height, const int32_t *x0, const uint64_t *weights,
  const float *a, const float *b, intptr_t count, float py, uint32_t *dst, uint32_t opacity
) {
  // Eight rows ahead: far enough for the fetch to arrive, near enough to stay in the cache.
  const intptr_t ahead = 8 * (intptr_t)width;
  intptr_t i = 0;
  for (; i + 16 <= count; i += 16) {
    bilinear8(2, image, width, height, x0 + i, weights + i, a + i, b + i, py, dst + i, opacity, ahead, narrow);
  }
  for (; i + 8 <= count; i += 8) {
    bilinear8(1, image, width, height, x0 + i, weights + i, a + i, b + i, py, dst + i, opacity, ahead, narrow);
  }
  if (i == count) return;
  // The last few pixels go through the same vector code on copies padded with samples of the
  // image's first pixels, whose results are dropped; masked loads and stores make the copies
  // without calls or reads past the tables' ends.
  intptr_t rest = count - i;
  __m256i lanes = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)rest), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  __m256i low = _mm256_cvtepi32_epi64(_mm256_castsi256_si128(lanes));
  __m256i high = _mm256_cvtepi32_epi64(_mm256_extracti128_si256(lanes, 1));
  int32_t x0Tail[8];
  uint64_t weightsTail[8];
  float aTail[8];
  float bTail[8];
  uint32_t dstTail[8];
  _mm256_storeu_si256((__m256i *)x0Tail, _mm256_maskload_epi32(x0 + i, lanes));
  _mm256_storeu_si256((__m256i *)weightsTail, _mm256_maskload_epi64((const long long *)(weights + i), low));
  _mm256_storeu_si256((__m256i *)(weightsTail + 4), _mm256_maskload_epi64((const long long *)(weights + i + 4), high));
  _mm256_storeu_ps(aTail, _mm256_maskload_ps(a + i, lanes));
  _mm256_storeu_ps(bTail, _mm256_maskload_ps(b + i, lanes));
  _mm256_storeu_si256((__m256i *)dstTail, _mm256_maskload_epi32((const int *)(dst + i), lanes));
  bilinear8(1, image, width, height, x0Tail, weightsTail, aTail, bTail, py, dstTail, opacity, ahead, narrow);
  _mm256_maskstore_epi32((int *)(dst + i), lanes, _mm256_loadu_si256((const __m256i *)dstTail));
}

AVX2FMA void rk_bilinear_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, const int32_t *x0, const uint64_t *weights, const float *a,
  const float *b, intptr_t count, float py, uint32_t *dst, uint32_t opacity
) {
  if (width <= 32767 && height <= 32767) {
    bilinear_run(1, image, width, height, x0, weights, a, b, count, py, dst, opacity);
  } else {
    bilinear_run(0, image, width, height, x0, weights, a, b, count, py, dst, opacity);
  }
}

#endif
