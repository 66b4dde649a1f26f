// The image edge kernels: a run of pixels along a layer's edge, or the rows of an image's fill
// with their edge pixels, drawn through the edge queue.
#include "edge_queue.h"

#if defined(__x86_64__) || defined(__i386__)

AVX2 bool rk_image_edge_avx2(
  const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, intptr_t y, intptr_t first, intptr_t count, uint32_t *row, uint32_t opacity) {
  intptr_t dirty[4] = {0, 0, 0, 0};
  edge_queue q;
  queue_init(&q, law, shape, affine, image, opacity);
  queue_run(&q, y, first, count, row);
  return flush(&q, dirty) != 0;
}

AVX2FMA void rk_image_rows_avx2(
  const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, const rk_image_row *rows, intptr_t count, uint32_t *pixels, intptr_t width,
  uint32_t opacity, intptr_t *dirty) {
  edge_queue q;
  queue_init(&q, law, shape, affine, image, opacity);
  for (intptr_t k = 0; k < count; k++) draw_row(&q, &rows[k], pixels, width, dirty);
  flush(&q, dirty);
}

#endif
