// Shared by the kernel files: the exact per-channel arithmetic of SegueRender's PixelMath and
// PackedPixel (for pixels left over after vector loops), and the AVX2 building blocks of
// source-over.
#ifndef PIXEL_MATH_H
#define PIXEL_MATH_H

#include "RasterKernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

// Multiplies and adds stay separate unless written as fma, as in the Swift reference.
#pragma STDC FP_CONTRACT OFF

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
#define AVX2FMA __attribute__((target("avx2,fma")))

// (x + 128 + ((x + 128) >> 8)) >> 8, computed as ((x + 128)·257) >> 16, which is equal for
// every x up to 255·255.
AVX2 static inline __m256i div255_16(__m256i x) {
  return _mm256_mulhi_epu16(_mm256_add_epi16(x, _mm256_set1_epi16(128)), _mm256_set1_epi16(257));
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

// Source-over of eight pixels whose scaled source channels (as 16-bit lanes, two halves) come
// from opaque pixels scaled by one opacity: their alpha is that opacity itself (div255(255·o) is
// o for every o), so the destination's factor is the constant `keep` = 255 − opacity and needs
// none of over8's per-pixel shuffles. The same bytes as over8.
AVX2 static inline __m256i over8_keep(__m256i sl, __m256i sh, __m256i d, __m256i keep) {
  const __m256i zero = _mm256_setzero_si256();
  __m256i dl = div255_16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), keep));
  __m256i dh = div255_16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), keep));
  return _mm256_packus_epi16(_mm256_add_epi16(sl, dl), _mm256_add_epi16(sh, dh));
}

#endif

#endif
