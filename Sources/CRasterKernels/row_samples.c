// The row sampling tables: for a run of one device row of a layer turned about a horizontal
// axis, each pixel's image column pair and weight, from the row's linear law of u; and for one
// of a layer in perspective, those and each pixel's image row, from the row's laws of u and v.
#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// The image x of four pixels whose bounds x is u: sourceX + (u − originX)·scaleX − 0.5, each
// operation rounded on its own as in the Swift reference.
AVX2 static inline __m256d image4(__m256d u, __m256d sourceX, __m256d originX, __m256d scale) {
  return _mm256_sub_pd(_mm256_add_pd(sourceX, _mm256_mul_pd(_mm256_sub_pd(u, originX), scale)), _mm256_set1_pd(0.5));
}

// Four weights wx (0...128) as the byte pairs (128 − wx, wx), four times over.
AVX2 static inline void store_weights(__m128i wx, uint64_t *weights) {
  __m128i pair = _mm_or_si128(_mm_sub_epi32(_mm_set1_epi32(128), wx), _mm_slli_epi32(wx, 8));
  __m128i twice = _mm_or_si128(pair, _mm_slli_epi32(pair, 16));
  __m256i wide = _mm256_cvtepu32_epi64(twice);
  _mm256_storeu_si256((__m256i *)weights, _mm256_or_si256(wide, _mm256_slli_epi64(wide, 32)));
}

// The image columns and weights of four pixels at image x sx in a width-pixel image, as the
// Swift reference (SegueRender's BilinearSampler.imageColumn) picks them.
AVX2 static inline void columns4(__m256d sx, int32_t width, int32_t *x0, uint64_t *weights) {
  // Well inside the image (0 <= sx < width − 1, as in the most of a layer's pixels) nothing is
  // clamped and the pair never meets an edge: the same columns and weights, fewer steps.
  __m256d inside = _mm256_and_pd(
    _mm256_cmp_pd(sx, _mm256_setzero_pd(), _CMP_GE_OQ), _mm256_cmp_pd(sx, _mm256_set1_pd((double)(width - 1)), _CMP_LT_OQ));
  if (_mm256_movemask_pd(inside) == 0xF) {
    __m256d floor = _mm256_floor_pd(sx);
    __m256d t = _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(sx, floor), _mm256_set1_pd(128.0)), _mm256_set1_pd(0.5));
    __m128i wx = _mm256_cvttpd_epi32(_mm256_min_pd(_mm256_max_pd(t, _mm256_setzero_pd()), _mm256_set1_pd(128.0)));
    _mm_storeu_si128((__m128i *)x0, _mm256_cvttpd_epi32(floor));
    store_weights(wx, weights);
    return;
  }
  __m256d cx = _mm256_min_pd(_mm256_max_pd(sx, _mm256_set1_pd(-2.0)), _mm256_set1_pd((double)width));
  __m256d floor = _mm256_floor_pd(cx);
  __m128i ix = _mm256_cvttpd_epi32(floor);
  __m256d t = _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(sx, floor), _mm256_set1_pd(128.0)), _mm256_set1_pd(0.5));
  __m128i wx = _mm256_cvttpd_epi32(_mm256_min_pd(_mm256_max_pd(t, _mm256_setzero_pd()), _mm256_set1_pd(128.0)));
  const __m128i zero = _mm_setzero_si128();
  const __m128i last = _mm_set1_epi32(width - 1);
  __m128i left = _mm_min_epi32(_mm_max_epi32(ix, zero), last);
  __m128i right = _mm_min_epi32(_mm_max_epi32(_mm_add_epi32(ix, _mm_set1_epi32(1)), zero), last);
  // Where both columns clamp to one edge pixel, the pair moves inside and the weight selects it.
  __m128i edge = _mm_cmpeq_epi32(left, right);
  __m128i edgeWeight = _mm_and_si128(_mm_cmpeq_epi32(left, last), _mm_set1_epi32(128));
  wx = _mm_blendv_epi8(wx, edgeWeight, edge);
  left = _mm_blendv_epi8(left, _mm_min_epi32(left, _mm_set1_epi32(width - 2)), edge);
  _mm_storeu_si128((__m128i *)x0, left);
  store_weights(wx, weights);
}

// Four pixels from px (their centres' x): u = alpha + beta·px, then their image columns.
AVX2 static inline void samples4(
  __m256d px, __m256d alpha, __m256d beta, __m256d sourceX, __m256d originX, __m256d scaleX, int32_t width,
  int32_t *x0, uint64_t *weights) {
  columns4(image4(_mm256_add_pd(alpha, _mm256_mul_pd(beta, px)), sourceX, originX, scaleX), width, x0, weights);
}

AVX2 void rk_row_samples_avx2(
  double alpha, double beta, intptr_t first, double sourceX, double originX, double scaleX, int32_t width,
  int32_t *x0, uint64_t *weights, intptr_t count) {
  const __m256d a = _mm256_set1_pd(alpha);
  const __m256d b = _mm256_set1_pd(beta);
  const __m256d s = _mm256_set1_pd(sourceX);
  const __m256d o = _mm256_set1_pd(originX);
  const __m256d k = _mm256_set1_pd(scaleX);
  const __m256d steps = _mm256_setr_pd(0.5, 1.5, 2.5, 3.5);
  intptr_t i = 0;
  for (; i + 4 <= count; i += 4) {
    samples4(_mm256_add_pd(_mm256_set1_pd((double)(first + i)), steps), a, b, s, o, k, width, x0 + i, weights + i);
  }
  if (i == count) return;
  int32_t x0Tail[4];
  uint64_t weightsTail[4];
  samples4(_mm256_add_pd(_mm256_set1_pd((double)(first + i)), steps), a, b, s, o, k, width, x0Tail, weightsTail);
  for (intptr_t j = 0; i + j < count; j++) {
    x0[i + j] = x0Tail[j];
    weights[i + j] = weightsTail[j];
  }
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
  columns4(sx, law->width, x0, weights);
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

// The image row coordinates of a run along a row of a layer turned in 2D: base + step·px at
// each pixel centre px, a multiply then an add, each rounded on its own, then to float.
AVX2 void rk_row_coordinates_avx2(double base, double step, intptr_t first, float *rows, intptr_t count) {
  const __m256d b = _mm256_set1_pd(base);
  const __m256d k = _mm256_set1_pd(step);
  const __m256d steps = _mm256_setr_pd(0.5, 1.5, 2.5, 3.5);
  intptr_t i = 0;
  for (; i + 4 <= count; i += 4) {
    __m256d px = _mm256_add_pd(_mm256_set1_pd((double)(first + i)), steps);
    _mm_storeu_ps(rows + i, _mm256_cvtpd_ps(_mm256_add_pd(b, _mm256_mul_pd(k, px))));
  }
  for (; i < count; i++) rows[i] = (float)(base + step * ((double)(first + i) + 0.5));
}

#endif
