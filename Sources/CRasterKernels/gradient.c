// The gradient sampling kernels: a row of a one-segment gradient's samples, each column's
// sample index stepped down the column; or, in perspective, each pixel's index a ratio of two
// laws linear along the row.
#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// The multiply and the add are separate instructions (no fused multiply-add, which rounds
// once and could pick the neighbouring sample), as in the Swift reference.
AVX2 void rk_gradient_samples_avx2(
  const double *base, const double *step, double py, const uint32_t *table, double last, uint32_t *out,
  intptr_t count) {
  const __m256d y = _mm256_set1_pd(py);
  const __m256d zero = _mm256_setzero_pd();
  const __m256d top = _mm256_set1_pd(last);
  intptr_t i = 0;
  for (; i + 4 <= count; i += 4) {
    __m256d index = _mm256_add_pd(_mm256_loadu_pd(base + i), _mm256_mul_pd(_mm256_loadu_pd(step + i), y));
    // Below the first sample (or NaN: the comparison is false) sample 0; past the last, the last.
    __m256d inside = _mm256_cmp_pd(index, zero, _CMP_GE_OQ);
    __m256d clamped = _mm256_and_pd(inside, _mm256_min_pd(index, top));
    __m128i k = _mm256_cvttpd_epi32(clamped);
    _mm_storeu_si128((__m128i *)(out + i), _mm_i32gather_epi32((const int *)table, k, 4));
  }
  for (; i < count; i++) {
    double index = base[i] + step[i] * py;
    out[i] = table[index >= 0 ? (intptr_t)(index < last ? index : last) : 0];
  }
}

// The table indices of four columns, as rk_gradient_samples_avx2 takes them.
AVX2 static inline __m128i indices4(const double *base, const double *step, __m256d y, __m256d top) {
  __m256d index = _mm256_add_pd(_mm256_loadu_pd(base), _mm256_mul_pd(_mm256_loadu_pd(step), y));
  __m256d inside = _mm256_cmp_pd(index, _mm256_setzero_pd(), _CMP_GE_OQ);
  return _mm256_cvttpd_epi32(_mm256_and_pd(inside, _mm256_min_pd(index, top)));
}

// What rk_gradient_samples_avx2 into a row and then rk_blend_row_avx2 of it at opacity give,
// for a table whose every sample is black (red, green and blue 0), in one pass: blend_row scales
// a sample of alpha a to (0, 0, 0, a'), a' = div255(a·opacity) (a itself at 255), and blends it
// over d as a' + div255(d·(255 − a')) in the alpha channel and div255(d·(255 − a')) in the others
// (over8 and over8_keep alike, opaque or not), which is worked out here from a' alone.
AVX2 void rk_black_gradient_blend_avx2(
  const double *base, const double *step, double py, const uint32_t *table, double last, uint32_t *dst,
  intptr_t count, uint32_t opacity) {
  const __m256d y = _mm256_set1_pd(py);
  const __m256d top = _mm256_set1_pd(last);
  const __m256i zero = _mm256_setzero_si256();
  const __m256i factor = _mm256_set1_epi32((int)opacity);
  // Each pixel's 255 − a' (the low half of its 32-bit lane) in its four channels, and a' in its
  // alpha channel alone, for the low and the high unpacked halves.
  const __m256i keepLow =
    _mm256_setr_epi8(0, 1, 0, 1, 0, 1, 0, 1, 4, 5, 4, 5, 4, 5, 4, 5, 0, 1, 0, 1, 0, 1, 0, 1, 4, 5, 4, 5, 4, 5, 4, 5);
  const __m256i keepHigh = _mm256_setr_epi8(
    8, 9, 8, 9, 8, 9, 8, 9, 12, 13, 12, 13, 12, 13, 12, 13, 8, 9, 8, 9, 8, 9, 8, 9, 12, 13, 12, 13, 12, 13, 12, 13);
  const __m256i alphaLow = _mm256_setr_epi8(
    -1, -1, -1, -1, -1, -1, 0, 1, -1, -1, -1, -1, -1, -1, 4, 5, -1, -1, -1, -1, -1, -1, 0, 1, -1, -1, -1, -1, -1, -1, 4,
    5);
  const __m256i alphaHigh = _mm256_setr_epi8(
    -1, -1, -1, -1, -1, -1, 8, 9, -1, -1, -1, -1, -1, -1, 12, 13, -1, -1, -1, -1, -1, -1, 8, 9, -1, -1, -1, -1, -1, -1,
    12, 13);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i k = _mm256_inserti128_si256(
      _mm256_castsi128_si256(indices4(base + i, step + i, y, top)), indices4(base + i + 4, step + i + 4, y, top), 1);
    __m256i a = _mm256_srli_epi32(_mm256_i32gather_epi32((const int *)table, k, 4), 24);
    // div255(a·opacity) in the low half of each lane; the high half stays 0 (0 + 128 times 257
    // is below 2^16).
    __m256i scaled = div255_16(_mm256_mullo_epi16(a, factor));
    __m256i keep = _mm256_sub_epi32(_mm256_set1_epi32(255), scaled);
    __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
    __m256i dl = div255_16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), _mm256_shuffle_epi8(keep, keepLow)));
    __m256i dh = div255_16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), _mm256_shuffle_epi8(keep, keepHigh)));
    dl = _mm256_add_epi16(dl, _mm256_shuffle_epi8(scaled, alphaLow));
    dh = _mm256_add_epi16(dh, _mm256_shuffle_epi8(scaled, alphaHigh));
    _mm256_storeu_si256((__m256i *)(dst + i), _mm256_packus_epi16(dl, dh));
  }
  if (i == count) return;
  // The last few through the two kernels themselves.
  uint32_t samples[8];
  rk_gradient_samples_avx2(base + i, step + i, py, table, last, samples, count - i);
  rk_blend_row_avx2(samples, dst + i, count - i, opacity);
}

// The index is a divide of two separately rounded multiply-adds, as in the Swift reference.
AVX2 void rk_gradient_ratio_samples_avx2(
  double numeratorAlpha, double numeratorBeta, double denominatorAlpha, double denominatorBeta, intptr_t first,
  const uint32_t *table, double last, uint32_t *out, intptr_t count) {
  const __m256d na = _mm256_set1_pd(numeratorAlpha);
  const __m256d nb = _mm256_set1_pd(numeratorBeta);
  const __m256d da = _mm256_set1_pd(denominatorAlpha);
  const __m256d db = _mm256_set1_pd(denominatorBeta);
  const __m256d steps = _mm256_setr_pd(0.5, 1.5, 2.5, 3.5);
  const __m256d zero = _mm256_setzero_pd();
  const __m256d top = _mm256_set1_pd(last);
  intptr_t i = 0;
  for (; i + 4 <= count; i += 4) {
    __m256d p = _mm256_add_pd(_mm256_set1_pd((double)(first + i)), steps);
    __m256d index = _mm256_div_pd(_mm256_add_pd(na, _mm256_mul_pd(nb, p)), _mm256_add_pd(da, _mm256_mul_pd(db, p)));
    __m256d inside = _mm256_cmp_pd(index, zero, _CMP_GE_OQ);
    __m256d clamped = _mm256_and_pd(inside, _mm256_min_pd(index, top));
    __m128i k = _mm256_cvttpd_epi32(clamped);
    _mm_storeu_si128((__m128i *)(out + i), _mm_i32gather_epi32((const int *)table, k, 4));
  }
  for (; i < count; i++) {
    double p = (double)(first + i) + 0.5;
    double index = (numeratorAlpha + numeratorBeta * p) / (denominatorAlpha + denominatorBeta * p);
    out[i] = table[index >= 0 ? (intptr_t)(index < last ? index : last) : 0];
  }
}

#endif
