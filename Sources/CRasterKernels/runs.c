// The row kernels: a run of one device row sampled from an image and blended in one call, its
// sampling tables made a chunk at a time in memory that stays in the nearest cache.
#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// Pixels sampled per chunk: a tile's or a screen's row in one or a few chunks, its tables a
// few kilobytes.
enum { CHUNK = 128 };

// The tables of one chunk; each pixel's b is 0, so that it reads its image row a whatever py is.
typedef struct {
  int32_t x0[CHUNK];
  uint64_t weights[CHUNK];
  float a[CHUNK];
} chunk_tables;

// The tables' b: zero for every pixel.
static const float noRowSteps[CHUNK];

// Samples and blends the chunk of n pixels at dst whose tables are made.
AVX2FMA static inline void sample_chunk(
  const uint32_t *image, int32_t width, int32_t height, const chunk_tables *t, intptr_t n, uint32_t *dst,
  uint32_t opacity) {
  rk_bilinear_run_avx2(image, width, height, t->x0, t->weights, t->a, noRowSteps, n, 0.5f, dst, opacity);
}

AVX2FMA void rk_row_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, double alpha, double beta, double sourceX, double originX,
  double scaleX, double rowBase, double rowStep, intptr_t first, intptr_t count, uint32_t *dst, uint32_t opacity) {
  chunk_tables t;
  for (intptr_t i = 0; i < count; i += CHUNK) {
    intptr_t n = count - i < CHUNK ? count - i : CHUNK;
    rk_row_samples_avx2(alpha, beta, first + i, sourceX, originX, scaleX, width, t.x0, t.weights, n);
    rk_row_coordinates_avx2(rowBase, rowStep, first + i, t.a, n);
    sample_chunk(image, width, height, &t, n, dst + i, opacity);
  }
}

AVX2FMA void rk_perspective_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, const rk_perspective_law *law, intptr_t first, intptr_t count,
  uint32_t *dst, uint32_t opacity) {
  chunk_tables t;
  for (intptr_t i = 0; i < count; i += CHUNK) {
    intptr_t n = count - i < CHUNK ? count - i : CHUNK;
    rk_perspective_samples_avx2(law, first + i, t.x0, t.weights, t.a, n);
    sample_chunk(image, width, height, &t, n, dst + i, opacity);
  }
}

#endif
