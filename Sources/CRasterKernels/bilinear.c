// The bilinear run kernel: image sampling through per-column tables, the renderer's innermost
// loop for layers turned about a vertical axis.
#include "bilinear_math.h"

#if defined(__x86_64__) || defined(__i386__)

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
