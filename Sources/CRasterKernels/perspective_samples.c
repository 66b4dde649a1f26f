// The perspective sampling tables: for a run of one device row of a layer in perspective, each
// pixel's image column pair and weight and its image row, from the row's laws of u and v.
#include "image_columns.h"

#if defined(__x86_64__) || defined(__i386__)

// Four weights wx (0...128) as the byte pairs (128 − wx, wx), four times over.
AVX2 static inline void store_weights(__m128i wx, uint64_t *weights) {
  __m128i pair = _mm_or_si128(_mm_sub_epi32(_mm_set1_epi32(128), wx), _mm_slli_epi32(wx, 8));
  __m128i twice = _mm_or_si128(pair, _mm_slli_epi32(pair, 16));
  __m256i wide = _mm256_cvtepu32_epi64(twice);
  _mm256_storeu_si256((__m256i *)weights, _mm256_or_si256(wide, _mm256_slli_epi64(wide, 32)));
}

// The image columns and weights of four pixels at image x sx in a width-pixel image, as the
// Swift reference (SegueRender's BilinearSampler.imageColumn) picks them, into the tables.
AVX2 static inline void store_columns4(__m256d sx, int32_t width, int32_t *x0, uint64_t *weights) {
  __m128i columns, wx;
  columns4(sx, width, &columns, &wx);
  _mm_storeu_si128((__m128i *)x0, columns);
  store_weights(wx, weights);
}

// Four pixels from px under perspective: w = 1 / (wAlpha + wBeta·px), u and v their numerators
// times w, then the image columns of u and the image rows of v (as floats).
AVX2 static inline void perspective4(
  __m256d px, const rk_perspective_law *law, int32_t *x0, uint64_t *weights, float *rows) {
  __m256d w = _mm256_div_pd(
    _mm256_set1_pd(1.0), _mm256_add_pd(_mm256_set1_pd(law->w_alpha), _mm256_mul_pd(_mm256_set1_pd(law->w_beta), px)));
  __m256d u = _mm256_mul_pd(_mm256_add_pd(_mm256_set1_pd(law->u_alpha), _mm256_mul_pd(_mm256_set1_pd(law->u_beta), px)), w);
  __m256d v = _mm256_mul_pd(_mm256_add_pd(_mm256_set1_pd(law->v_alpha), _mm256_mul_pd(_mm256_set1_pd(law->v_beta), px)), w);
  __m256d sx = image4(u, _mm256_set1_pd(law->source_x), _mm256_set1_pd(law->origin_x), _mm256_set1_pd(law->scale_x));
  __m256d sy = image4(v, _mm256_set1_pd(law->source_y), _mm256_set1_pd(law->origin_y), _mm256_set1_pd(law->scale_y));
  store_columns4(sx, law->width, x0, weights);
  _mm_storeu_ps(rows, _mm256_cvtpd_ps(sy));
}

AVX2 void rk_perspective_samples_avx2(
  const rk_perspective_law *law, intptr_t first, int32_t *x0, uint64_t *weights, float *rows, intptr_t count) {
  const __m256d steps = _mm256_setr_pd(0.5, 1.5, 2.5, 3.5);
  intptr_t i = 0;
  for (; i + 4 <= count; i += 4) {
    perspective4(_mm256_add_pd(_mm256_set1_pd((double)(first + i)), steps), law, x0 + i, weights + i, rows + i);
  }
  if (i == count) return;
  int32_t x0Tail[4];
  uint64_t weightsTail[4];
  float rowsTail[4];
  perspective4(_mm256_add_pd(_mm256_set1_pd((double)(first + i)), steps), law, x0Tail, weightsTail, rowsTail);
  for (intptr_t j = 0; i + j < count; j++) {
    x0[i + j] = x0Tail[j];
    weights[i + j] = weightsTail[j];
    rows[i + j] = rowsTail[j];
  }
}

#endif
