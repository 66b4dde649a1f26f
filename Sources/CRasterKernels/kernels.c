// The blending and copying kernels: source-over of rows and coverage spans, copies of opaque
// runs.
#include "pixel_math.h"

bool rk_has_avx2_fma(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
  return false;
#endif
}

#if defined(__x86_64__) || defined(__i386__)

AVX2 void rk_blend_row_avx2(const uint32_t *src, uint32_t *dst, intptr_t count, uint32_t opacity) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i factor = _mm256_set1_epi16((short)opacity);
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  intptr_t i = 0;
  if (opacity == 255) {
    // Scaling by 255 changes nothing, and eight opaque pixels over anything are themselves
    // (an opaque colour fills a row without reading it).
    for (; i + 8 <= count; i += 8) {
      __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
      if (_mm256_testc_si256(s, alpha)) {
        _mm256_storeu_si256((__m256i *)(dst + i), s);
        continue;
      }
      __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
      _mm256_storeu_si256((__m256i *)(dst + i), over8(_mm256_unpacklo_epi8(s, zero), _mm256_unpackhi_epi8(s, zero), d));
    }
  }
  const __m256i keep = _mm256_set1_epi16((short)(255 - opacity));
  for (; i + 8 <= count; i += 8) {
    __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
    __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
    __m256i sl = div255_16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(s, zero), factor));
    __m256i sh = div255_16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(s, zero), factor));
    __m256i out = _mm256_testc_si256(s, alpha) ? over8_keep(sl, sh, d, keep) : over8(sl, sh, d);
    _mm256_storeu_si256((__m256i *)(dst + i), out);
  }
  if (i == count) return;
  if (i + 1 == count) {
    dst[i] = over(scaled(src[i], opacity), dst[i]);
    return;
  }
  // The last few pixels through the same arithmetic under a mask (masked lanes are neither
  // read nor written); one alone is quicker in scalar code.
  __m256i lanes = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(count - i)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  __m256i s = _mm256_maskload_epi32((const int *)(src + i), lanes);
  __m256i d = _mm256_maskload_epi32((const int *)(dst + i), lanes);
  __m256i sl = div255_16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(s, zero), factor));
  __m256i sh = div255_16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(s, zero), factor));
  _mm256_maskstore_epi32((int *)(dst + i), lanes, over8(sl, sh, d));
}

// Eight pixels of rk_blend_span_avx2 whose coverage bytes are those of `bytes`, low first.
AVX2 static inline __m256i span8(__m256i s, uint64_t bytes, __m256i d, __m256i factor) {
  const __m256i zero = _mm256_setzero_si256();
  // Spreads each pixel's coverage byte to its four 16-bit lanes, in the order unpacking puts
  // the pixels: pixels 0, 1 | 4, 5 in the low unpack and 2, 3 | 6, 7 in the high one.
  const __m256i spreadLow = _mm256_setr_epi8(
    0, -1, 0, -1, 0, -1, 0, -1, 1, -1, 1, -1, 1, -1, 1, -1,
    0, -1, 0, -1, 0, -1, 0, -1, 1, -1, 1, -1, 1, -1, 1, -1);
  const __m256i spreadHigh = _mm256_setr_epi8(
    4, -1, 4, -1, 4, -1, 4, -1, 5, -1, 5, -1, 5, -1, 5, -1,
    4, -1, 4, -1, 4, -1, 4, -1, 5, -1, 5, -1, 5, -1, 5, -1);
  // Coverage of pixels 0-3 in the low half and 4-7 in the high half, as unpack orders them.
  __m256i c = _mm256_setr_epi32(
    (int)(bytes & 0xFFFF), (int)((bytes >> 16) & 0xFFFF), 0, 0,
    (int)((bytes >> 32) & 0xFFFF), (int)((bytes >> 48) & 0xFFFF), 0, 0);
  __m256i cl = div255_16(_mm256_mullo_epi16(_mm256_shuffle_epi8(c, spreadLow), factor));
  __m256i ch = div255_16(_mm256_mullo_epi16(_mm256_shuffle_epi8(c, spreadHigh), factor));
  __m256i sl = div255_16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(s, zero), cl));
  __m256i sh = div255_16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(s, zero), ch));
  return over8(sl, sh, d);
}

AVX2 void rk_blend_span_avx2(
  const uint32_t *src, const uint8_t *coverage, uint32_t *dst, intptr_t count, uint32_t opacity
) {
  const __m256i factor = _mm256_set1_epi16((short)opacity);
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    uint64_t bytes;
    __builtin_memcpy(&bytes, coverage + i, 8);
    if (bytes == 0) continue;
    __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
    __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
    _mm256_storeu_si256((__m256i *)(dst + i), span8(s, bytes, d, factor));
  }
  if (i == count) return;
  if (i + 1 == count) {
    if (coverage[i] != 0) dst[i] = over(scaled(src[i], div255(coverage[i] * opacity)), dst[i]);
    return;
  }
  // The last few pixels under a mask (masked lanes are neither read nor written; a pixel
  // with coverage 0 comes out unchanged, as over of nothing); one alone is quicker in scalar
  // code.
  uint64_t bytes = 0;
  __builtin_memcpy(&bytes, coverage + i, (size_t)(count - i));
  if (bytes == 0) return;
  __m256i lanes = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(count - i)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
  __m256i s = _mm256_maskload_epi32((const int *)(src + i), lanes);
  __m256i d = _mm256_maskload_epi32((const int *)(dst + i), lanes);
  _mm256_maskstore_epi32((int *)(dst + i), lanes, span8(s, bytes, d, factor));
}

// Fetches into the cache the line `ahead` pixels after `pixels` (a hint: prefetches never fault,
// so the address may lie past the image). Rows are a little over a page long here, and the
// processors' own prefetchers stop at page boundaries, so a row copied or blended pixel after
// pixel waits for memory at every page it starts; fetching the rows some way below keeps the
// loops at the memory's pace (a frame's fade 18% quicker, a slide 10-15%).
static inline void fetch(const uint32_t *pixels, intptr_t ahead) {
  __builtin_prefetch((const void *)((uintptr_t)pixels + (uintptr_t)ahead * 4), 0, 3);
}

AVX2 intptr_t rk_blend_row_over_opaque_avx2(
  const uint32_t *src, const uint32_t *below, uint32_t *dst, intptr_t count, uint32_t opacity, intptr_t srcAhead,
  intptr_t belowAhead
) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i factor = _mm256_set1_epi16((short)opacity);
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  const __m256i keep = _mm256_set1_epi16((short)(255 - opacity));
  intptr_t i = 0;
  for (; i + 8 <= count; i += 8) {
    if ((i & 15) == 0) {
      fetch(src + i, srcAhead);
      fetch(below + i, belowAhead);
    }
    __m256i d = _mm256_loadu_si256((const __m256i *)(below + i));
    if (!_mm256_testc_si256(d, alpha)) break;
    __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
    __m256i sl = div255_16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(s, zero), factor));
    __m256i sh = div255_16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(s, zero), factor));
    // An opaque source (a cross-fade's page) takes the shorter blend: 12% of a fade frame.
    __m256i out = _mm256_testc_si256(s, alpha) ? over8_keep(sl, sh, d, keep) : over8(sl, sh, d);
    _mm256_storeu_si256((__m256i *)(dst + i), out);
  }
  for (; i < count && (below[i] >> 24) == 255; i++) dst[i] = over(scaled(src[i], opacity), below[i]);
  return i;
}

AVX2 intptr_t rk_copy_opaque_prefix_avx2(const uint32_t *src, uint32_t *dst, intptr_t count, intptr_t ahead) {
  const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
  intptr_t i = 0;
  // Sixteen pixels (a cache line) at a time, with one opacity test for both halves.
  for (; i + 16 <= count; i += 16) {
    fetch(src + i, ahead);
    __m256i s0 = _mm256_loadu_si256((const __m256i *)(src + i));
    __m256i s1 = _mm256_loadu_si256((const __m256i *)(src + i + 8));
    if (!_mm256_testc_si256(_mm256_and_si256(s0, s1), alpha)) break;
    _mm256_storeu_si256((__m256i *)(dst + i), s0);
    _mm256_storeu_si256((__m256i *)(dst + i + 8), s1);
  }
  for (; i + 8 <= count; i += 8) {
    __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
    if (!_mm256_testc_si256(s, alpha)) break;
    _mm256_storeu_si256((__m256i *)(dst + i), s);
  }
  for (; i < count && (src[i] >> 24) == 255; i++) dst[i] = src[i];
  return i;
}

#endif
