// The point sampling kernel: the bilinear filter at bounds points one pixel at a time, with
// weights in 1/256, for the pixels along a layer's edges (the per-pixel rasterizer's spans).
#include <string.h>

#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// The image coordinate of four points at bounds coordinate u: source + (u − origin)·scale − 0.5,
// each operation rounded on its own as in the Swift reference.
AVX2 static inline __m256d axis4(__m256d u, double source, double origin, double scale) {
  __m256d scaled = _mm256_mul_pd(_mm256_sub_pd(u, _mm256_set1_pd(origin)), _mm256_set1_pd(scale));
  return _mm256_sub_pd(_mm256_add_pd(_mm256_set1_pd(source), scaled), _mm256_set1_pd(0.5));
}

// The two image lines (clamped into 0...count − 1) around image coordinate s of four points and
// the second one's weight in 1/256, as SegueRender's BilinearSampler.sample picks them: the
// first line is s clamped to [−2, count] rounded down, the weight the distance from it (of s
// itself, not the clamped value) rounded to 1/256 and clamped to 0...256.
AVX2 static inline void lines4(__m256d s, int32_t count, __m128i *first, __m128i *second, __m128i *weight) {
  __m256d clamped = _mm256_min_pd(_mm256_max_pd(s, _mm256_set1_pd(-2.0)), _mm256_set1_pd((double)count));
  __m256d floor = _mm256_floor_pd(clamped);
  __m128i line = _mm256_cvttpd_epi32(floor);
  __m256d t = _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(s, floor), _mm256_set1_pd(256.0)), _mm256_set1_pd(0.5));
  // Clamped before the conversion (which truncates, as the reference's does), so that values
  // far out cannot overflow it; the integer clamp below gives the reference's result for them.
  t = _mm256_min_pd(_mm256_max_pd(t, _mm256_set1_pd(-1.0)), _mm256_set1_pd(257.0));
  __m128i w = _mm256_cvttpd_epi32(t);
  *weight = _mm_min_epi32(_mm_max_epi32(w, _mm_setzero_si128()), _mm_set1_epi32(256));
  const __m128i zero = _mm_setzero_si128();
  const __m128i last = _mm_set1_epi32(count - 1);
  *first = _mm_min_epi32(_mm_max_epi32(line, zero), last);
  *second = _mm_min_epi32(_mm_max_epi32(_mm_add_epi32(line, _mm_set1_epi32(1)), zero), last);
}

// Four 32-bit weights, each spread over the four 16-bit channel lanes of its pixel.
AVX2 static inline __m256i spread4(__m128i weights) {
  __m128i pairs = _mm_or_si128(weights, _mm_slli_epi32(weights, 16));
  return _mm256_permutevar8x32_epi32(_mm256_castsi128_si256(pairs), _mm256_setr_epi32(0, 0, 1, 1, 2, 2, 3, 3));
}

// (top·(256 − wy) + bottom·wy + 2^15) >> 16 for eight channels in 16-bit lanes (top and bottom
// at most 255·256), in 32-bit lanes.
AVX2 static inline __m256i down8(__m128i top, __m128i bottom, __m256i wy, __m256i wyInverse) {
  __m256i sum = _mm256_add_epi32(
    _mm256_mullo_epi32(_mm256_cvtepu16_epi32(top), wyInverse), _mm256_mullo_epi32(_mm256_cvtepu16_epi32(bottom), wy));
  return _mm256_srli_epi32(_mm256_add_epi32(sum, _mm256_set1_epi32(0x8000)), 16);
}

// Samples four points at image coordinates (sx, sy) into out.
AVX2 static inline void sample4(
  const uint32_t *image, int32_t width, int32_t height, __m256d sx, __m256d sy, void *out) {
  __m128i x0, x1, wx, y0, y1, wy;
  lines4(sx, width, &x0, &x1, &wx);
  lines4(sy, height, &y0, &y1, &wy);
  const __m128i w = _mm_set1_epi32(width);
  __m128i top = _mm_mullo_epi32(y0, w);
  __m128i bottom = _mm_mullo_epi32(y1, w);
  const int *base = (const int *)image;
  __m128i p00 = _mm_i32gather_epi32(base, _mm_add_epi32(top, x0), 4);
  __m128i p10 = _mm_i32gather_epi32(base, _mm_add_epi32(top, x1), 4);
  __m128i p01 = _mm_i32gather_epi32(base, _mm_add_epi32(bottom, x0), 4);
  __m128i p11 = _mm_i32gather_epi32(base, _mm_add_epi32(bottom, x1), 4);
  // Across: each channel p·(256 − wx) + q·wx, at most 255·256, exact in an unsigned 16-bit lane.
  __m256i right = spread4(wx);
  __m256i left = _mm256_sub_epi16(_mm256_set1_epi16(256), right);
  __m256i upper = _mm256_add_epi16(
    _mm256_mullo_epi16(_mm256_cvtepu8_epi16(p00), left), _mm256_mullo_epi16(_mm256_cvtepu8_epi16(p10), right));
  __m256i lower = _mm256_add_epi16(
    _mm256_mullo_epi16(_mm256_cvtepu8_epi16(p01), left), _mm256_mullo_epi16(_mm256_cvtepu8_epi16(p11), right));
  // Down, in 32-bit lanes: the first two pixels, then the last two.
  __m256i wyWide = _mm256_permutevar8x32_epi32(_mm256_castsi128_si256(wy), _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1));
  __m256i wyWide2 = _mm256_permutevar8x32_epi32(_mm256_castsi128_si256(wy), _mm256_setr_epi32(2, 2, 2, 2, 3, 3, 3, 3));
  const __m256i full = _mm256_set1_epi32(256);
  __m256i low = down8(
    _mm256_castsi256_si128(upper), _mm256_castsi256_si128(lower), wyWide, _mm256_sub_epi32(full, wyWide));
  __m256i high = down8(
    _mm256_extracti128_si256(upper, 1), _mm256_extracti128_si256(lower, 1), wyWide2, _mm256_sub_epi32(full, wyWide2));
  // Channels at most 255: packed to 16 bits, then to bytes, in pixel order.
  __m256i words = _mm256_permute4x64_epi64(_mm256_packus_epi32(low, high), 0xD8);
  __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(words), _mm256_extracti128_si256(words, 1));
  _mm_storeu_si128((__m128i *)out, bytes);
}

AVX2 void rk_bilinear_samples_avx2(
  const uint32_t *image, int32_t width, int32_t height, double sourceX, double originX, double scaleX,
  double sourceY, double originY, double scaleY, const double *u, const double *v, void *out, intptr_t count) {
  intptr_t i = 0;
  for (; i + 4 <= count; i += 4) {
    __m256d sx = axis4(_mm256_loadu_pd(u + i), sourceX, originX, scaleX);
    sample4(image, width, height, sx, axis4(_mm256_loadu_pd(v + i), sourceY, originY, scaleY), (char *)out + 4 * i);
  }
  if (i == count) return;
  // The last one to three points, loaded masked: the other lanes sample bounds point (0, 0) and
  // are dropped.
  intptr_t rest = count - i;
  __m256i lanes = _mm256_cmpgt_epi64(_mm256_set1_epi64x(rest), _mm256_setr_epi64x(0, 1, 2, 3));
  __m256d sx = axis4(_mm256_maskload_pd(u + i, lanes), sourceX, originX, scaleX);
  __m256d sy = axis4(_mm256_maskload_pd(v + i, lanes), sourceY, originY, scaleY);
  uint32_t outTail[4];
  sample4(image, width, height, sx, sy, outTail);
  for (intptr_t k = 0; k < rest; k++) memcpy((char *)out + 4 * (i + k), outTail + k, 4);
}

#endif
