#include "RasterKernels.h"

#include <immintrin.h>

// Multiplies and adds stay separate unless written as fma, as in the Swift reference.
#pragma STDC FP_CONTRACT OFF

bool rk_has_avx2(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2");
#else
  return false;
#endif
}

// The exact arithmetic of SegueRender's PixelMath and PackedPixel, one channel at a time, for
// the pixels left over after the vector loop.

static inline uint32_t div255(uint32_t x) {
  uint32_t t = x + 128;
  return (t + (t >> 8)) >> 8;
}

static inline uint32_t scaled(uint32_t pixel, uint32_t factor) {
  uint32_t out = 0;
  for (int shift = 0; shift < 32; shift += 8) {
    out |= div255(((pixel >> shift) & 0xFF) * factor) << shift;
  }
  return out;
}

static inline uint32_t over(uint32_t source, uint32_t destination) {
  uint32_t keep = 255 - (source >> 24);
  uint32_t out = 0;
  for (int shift = 0; shift < 32; shift += 8) {
    out |= (((source >> shift) & 0xFF) + div255(((destination >> shift) & 0xFF) * keep)) << shift;
  }
  return out;
}


// One pixel of rk_bilinear_run: the arithmetic both versions share.
static inline uint32_t bilinear_pixel(
  const uint32_t *image, int32_t width, int32_t height, int32_t x0, int32_t wx, float a, float b, float py
) {
  float sy = __builtin_fmaf(b, py, a);
  float cy = sy < -2.0f ? -2.0f : (sy > (float)height ? (float)height : sy);
  float fl = __builtin_floorf(cy);
  int32_t iy = (int32_t)fl;
  uint32_t wy = (uint32_t)(int32_t)((cy - fl) * 256.0f + 0.5f);
  int32_t y0 = iy < 0 ? 0 : (iy > height - 1 ? height - 1 : iy);
  int32_t y1 = iy + 1 < 0 ? 0 : (iy + 1 > height - 1 ? height - 1 : iy + 1);
  const uint32_t *top = image + (intptr_t)y0 * width + x0;
  const uint32_t *bottom = image + (intptr_t)y1 * width + x0;
  uint32_t w = (uint32_t)wx;
  uint32_t out = 0;
  for (int shift = 0; shift < 32; shift += 8) {
    uint32_t t = (((top[0] >> shift) & 0xFF) * (256 - w) + ((top[1] >> shift) & 0xFF) * w + 128) >> 8;
    uint32_t u = (((bottom[0] >> shift) & 0xFF) * (256 - w) + ((bottom[1] >> shift) & 0xFF) * w + 128) >> 8;
    out |= ((t * (256 - wy) + u * wy + 128) >> 8) << shift;
  }
  return out;
}

#if defined(__x86_64__) || defined(__i386__)

#define AVX2 __attribute__((target("avx2")))

AVX2 static inline __m256i div255_16(__m256i x) {
  __m256i t = _mm256_add_epi16(x, _mm256_set1_epi16(128));
  return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

// Each pixel's alpha copied into its four 16-bit channels.
AVX2 static inline __m256i alphas(__m256i x) {
  return _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(x, 0xFF), 0xFF);
}

// Source-over of eight pixels whose source channels (as 16-bit lanes, two halves) are already
// scaled.
AVX2 static inline __m256i over8(__m256i sl, __m256i sh, __m256i d) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i full = _mm256_set1_epi16(255);
  __m256i dl = _mm256_unpacklo_epi8(d, zero);
  __m256i dh = _mm256_unpackhi_epi8(d, zero);
  dl = div255_16(_mm256_mullo_epi16(dl, _mm256_sub_epi16(full, alphas(sl))));
  dh = div255_16(_mm256_mullo_epi16(dh, _mm256_sub_epi16(full, alphas(sh))));
  return _mm256_packus_epi16(_mm256_add_epi16(sl, dl), _mm256_add_epi16(sh, dh));
}

AVX2 void rk_blend_row_avx2(const uint32_t *src, uint32_t *dst, intptr_t count, uint32_t opacity) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i factor = _mm256_set1_epi16((short)opacity);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
    __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
    __m256i sl = div255_16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(s, zero), factor));
    __m256i sh = div255_16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(s, zero), factor));
    _mm256_storeu_si256((__m256i *)(dst + i), over8(sl, sh, d));
  }
  for (; i < count; i++) dst[i] = over(scaled(src[i], opacity), dst[i]);
}

AVX2 void rk_blend_span_avx2(
  const uint32_t *src, const uint8_t *coverage, uint32_t *dst, intptr_t count, uint32_t opacity
) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i factor = _mm256_set1_epi16((short)opacity);
  // Spreads each pixel's coverage byte to its four 16-bit lanes, in the order unpacking puts
  // the pixels: pixels 0, 1 | 4, 5 in the low unpack and 2, 3 | 6, 7 in the high one.
  const __m256i spreadLow = _mm256_setr_epi8(
    0, -1, 0, -1, 0, -1, 0, -1, 1, -1, 1, -1, 1, -1, 1, -1,
    0, -1, 0, -1, 0, -1, 0, -1, 1, -1, 1, -1, 1, -1, 1, -1);
  const __m256i spreadHigh = _mm256_setr_epi8(
    4, -1, 4, -1, 4, -1, 4, -1, 5, -1, 5, -1, 5, -1, 5, -1,
    4, -1, 4, -1, 4, -1, 4, -1, 5, -1, 5, -1, 5, -1, 5, -1);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    uint64_t bytes;
    __builtin_memcpy(&bytes, coverage + i, 8);
    if (bytes == 0) continue;
    // Coverage of pixels 0-3 in the low half and 4-7 in the high half, as unpack orders them.
    __m256i c = _mm256_setr_epi32(
      (int)(bytes & 0xFFFF), (int)((bytes >> 16) & 0xFFFF), 0, 0,
      (int)((bytes >> 32) & 0xFFFF), (int)((bytes >> 48) & 0xFFFF), 0, 0);
    __m256i cl = div255_16(_mm256_mullo_epi16(_mm256_shuffle_epi8(c, spreadLow), factor));
    __m256i ch = div255_16(_mm256_mullo_epi16(_mm256_shuffle_epi8(c, spreadHigh), factor));
    __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
    __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
    __m256i sl = div255_16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(s, zero), cl));
    __m256i sh = div255_16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(s, zero), ch));
    _mm256_storeu_si256((__m256i *)(dst + i), over8(sl, sh, d));
  }
  for (; i < count; i++) {
    if (coverage[i] == 0) continue;
    dst[i] = over(scaled(src[i], div255(coverage[i] * opacity)), dst[i]);
  }
}

AVX2 bool rk_row_is_opaque_avx2(const uint32_t *src, intptr_t count) {
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  intptr_t i = 0;
  __m256i all = alpha;
  for (; i + 8 <= count; i += 8) {
    all = _mm256_and_si256(all, _mm256_loadu_si256((const __m256i *)(src + i)));
  }
  bool opaque = _mm256_testc_si256(all, alpha);
  for (; i < count; i++) opaque = opaque && (src[i] >> 24) == 255;
  return opaque;
}

AVX2 intptr_t rk_copy_opaque_prefix_avx2(const uint32_t *src, uint32_t *dst, intptr_t count) {
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
    if (!_mm256_testc_si256(s, alpha)) break;
    _mm256_storeu_si256((__m256i *)(dst + i), s);
  }
  for (; i < count && (src[i] >> 24) == 255; i++) dst[i] = src[i];
  return i;
}


#define AVX2FMA __attribute__((target("avx2,fma")))

// Both halves of each 32-bit lane set to the lane's low 16 bits.
AVX2 static inline __m256i doubled(__m256i x) {
  return _mm256_or_si256(x, _mm256_slli_epi32(x, 16));
}

// (p·(256 − w) + q·w + 128) >> 8 in each 16-bit lane.
AVX2 static inline __m256i lerp16(__m256i p, __m256i q, __m256i w, __m256i rest) {
  __m256i sum = _mm256_add_epi16(_mm256_mullo_epi16(p, rest), _mm256_mullo_epi16(q, w));
  return _mm256_srli_epi16(_mm256_add_epi16(sum, _mm256_set1_epi16(128)), 8);
}

// The pixels at the eight indices and their right neighbours, read as eight 64-bit loads:
// AVX2 gathers are several times slower on the processors measured here. The pairs are placed
// so that one in-lane shuffle splits them into left and right pixels in order 0...7.
AVX2 static inline void neighbours(const uint32_t *image, __m256i indices, __m256i *left, __m256i *right) {
  int32_t at[8];
  _mm256_storeu_si256((__m256i *)at, indices);
  long long pair[8];
  for (int k = 0; k < 8; k++) __builtin_memcpy(&pair[k], image + at[k], 8);
  __m256 low = _mm256_castsi256_ps(_mm256_setr_epi64x(pair[0], pair[1], pair[4], pair[5]));
  __m256 high = _mm256_castsi256_ps(_mm256_setr_epi64x(pair[2], pair[3], pair[6], pair[7]));
  *left = _mm256_castps_si256(_mm256_shuffle_ps(low, high, 0x88));
  *right = _mm256_castps_si256(_mm256_shuffle_ps(low, high, 0xDD));
}

AVX2FMA void rk_bilinear_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, const int32_t *x0, const int32_t *wx, const float *a,
  const float *b, intptr_t count, float py, uint32_t *dst, uint32_t opacity
) {
  const __m256i pairs = _mm256_set1_epi32(0x00FF00FF);
  const __m256i full = _mm256_set1_epi32(256 | (256 << 16));
  const __m256 row = _mm256_set1_ps(py);
  const __m256 low = _mm256_set1_ps(-2.0f);
  const __m256 high = _mm256_set1_ps((float)height);
  const __m256i lastRow = _mm256_set1_epi32(height - 1);
  const __m256i zero = _mm256_setzero_si256();
  const __m256i stride = _mm256_set1_epi32(width);
  const __m256i factor = _mm256_set1_epi16((short)opacity);
  const __m256i opaque = _mm256_set1_epi16(255);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    __m256 sy = _mm256_fmadd_ps(_mm256_loadu_ps(b + i), row, _mm256_loadu_ps(a + i));
    __m256 cy = _mm256_min_ps(_mm256_max_ps(sy, low), high);
    __m256 fl = _mm256_floor_ps(cy);
    __m256i iy = _mm256_cvttps_epi32(fl);
    __m256i wy = _mm256_cvttps_epi32(
      _mm256_add_ps(_mm256_mul_ps(_mm256_sub_ps(cy, fl), _mm256_set1_ps(256.0f)), _mm256_set1_ps(0.5f)));
    __m256i y0 = _mm256_min_epi32(_mm256_max_epi32(iy, zero), lastRow);
    __m256i y1 = _mm256_min_epi32(_mm256_max_epi32(_mm256_add_epi32(iy, _mm256_set1_epi32(1)), zero), lastRow);
    __m256i column = _mm256_loadu_si256((const __m256i *)(x0 + i));
    __m256i top = _mm256_add_epi32(_mm256_mullo_epi32(y0, stride), column);
    __m256i bottom = _mm256_add_epi32(_mm256_mullo_epi32(y1, stride), column);
    __m256i p00, p10, p01, p11;
    neighbours(image, top, &p00, &p10);
    neighbours(image, bottom, &p01, &p11);
    __m256i w = doubled(_mm256_loadu_si256((const __m256i *)(wx + i)));
    __m256i rest = _mm256_sub_epi16(full, w);
    __m256i v = doubled(wy);
    __m256i vrest = _mm256_sub_epi16(full, v);
    __m256i rb = lerp16(
      lerp16(_mm256_and_si256(p00, pairs), _mm256_and_si256(p10, pairs), w, rest),
      lerp16(_mm256_and_si256(p01, pairs), _mm256_and_si256(p11, pairs), w, rest), v, vrest);
    __m256i ga = lerp16(
      lerp16(_mm256_and_si256(_mm256_srli_epi32(p00, 8), pairs), _mm256_and_si256(_mm256_srli_epi32(p10, 8), pairs), w, rest),
      lerp16(_mm256_and_si256(_mm256_srli_epi32(p01, 8), pairs), _mm256_and_si256(_mm256_srli_epi32(p11, 8), pairs), w, rest),
      v, vrest);
    if (opacity < 255) {
      rb = div255_16(_mm256_mullo_epi16(rb, factor));
      ga = div255_16(_mm256_mullo_epi16(ga, factor));
    }
    __m256i keep = _mm256_sub_epi16(opaque, doubled(_mm256_srli_epi32(ga, 16)));
    __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
    __m256i drb = div255_16(_mm256_mullo_epi16(_mm256_and_si256(d, pairs), keep));
    __m256i dga = div255_16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(d, 8), pairs), keep));
    __m256i out = _mm256_or_si256(_mm256_add_epi16(rb, drb), _mm256_slli_epi32(_mm256_add_epi16(ga, dga), 8));
    _mm256_storeu_si256((__m256i *)(dst + i), out);
  }
  for (; i < count; i++) {
    uint32_t pixel = bilinear_pixel(image, width, height, x0[i], wx[i], a[i], b[i], py);
    dst[i] = over(scaled(pixel, opacity), dst[i]);
  }
}

#else

void rk_bilinear_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, const int32_t *x0, const int32_t *wx, const float *a,
  const float *b, intptr_t count, float py, uint32_t *dst, uint32_t opacity
) {
  for (intptr_t i = 0; i < count; i++) {
    uint32_t pixel = bilinear_pixel(image, width, height, x0[i], wx[i], a[i], b[i], py);
    dst[i] = over(scaled(pixel, opacity), dst[i]);
  }
}

intptr_t rk_copy_opaque_prefix_avx2(const uint32_t *src, uint32_t *dst, intptr_t count) {
  intptr_t i = 0;
  for (; i < count && (src[i] >> 24) == 255; i++) dst[i] = src[i];
  return i;
}

void rk_blend_row_avx2(const uint32_t *src, uint32_t *dst, intptr_t count, uint32_t opacity) {
  for (intptr_t i = 0; i < count; i++) dst[i] = over(scaled(src[i], opacity), dst[i]);
}

void rk_blend_span_avx2(
  const uint32_t *src, const uint8_t *coverage, uint32_t *dst, intptr_t count, uint32_t opacity
) {
  for (intptr_t i = 0; i < count; i++) {
    if (coverage[i] != 0) dst[i] = over(scaled(src[i], div255(coverage[i] * opacity)), dst[i]);
  }
}

bool rk_row_is_opaque_avx2(const uint32_t *src, intptr_t count) {
  for (intptr_t i = 0; i < count; i++) {
    if ((src[i] >> 24) != 255) return false;
  }
  return true;
}

#endif
