#include "RasterKernels.h"

#include <immintrin.h>

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

#else

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
