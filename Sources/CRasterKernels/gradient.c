// The gradient sampling kernels: a row of a one-segment gradient's samples, each column's
// sample index stepped down the column; or, in perspective, each pixel's index a ratio of two
// laws linear along the row.
#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// Writes the table's samples at the four indices `k` to `out`, each with a plain load and store:
// on the processors measured here a four-lane gather from the table (in the first-level cache)
// costs more, and took the fold frame's shading from 11 % to 14.5 % of its time.
AVX2 static inline void lookup4(const uint32_t *table, __m128i k, uint32_t *out) {
  uint64_t low = (uint64_t)_mm_cvtsi128_si64(k);
  uint64_t high = (uint64_t)_mm_extract_epi64(k, 1);
  out[0] = table[(uint32_t)low];
  out[1] = table[low >> 32];
  out[2] = table[(uint32_t)high];
  out[3] = table[high >> 32];
}

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
    lookup4(table, _mm256_cvttpd_epi32(clamped), out + i);
  }
  for (; i < count; i++) {
    double index = base[i] + step[i] * py;
    out[i] = table[index >= 0 ? (intptr_t)(index < last ? index : last) : 0];
  }
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
    lookup4(table, _mm256_cvttpd_epi32(clamped), out + i);
  }
  for (; i < count; i++) {
    double p = (double)(first + i) + 0.5;
    double index = (numeratorAlpha + numeratorBeta * p) / (denominatorAlpha + denominatorBeta * p);
    out[i] = table[index >= 0 ? (intptr_t)(index < last ? index : last) : 0];
  }
}

#endif
