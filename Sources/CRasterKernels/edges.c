// The image edge kernels: a run of pixels along a layer's edge stepped, covered, sampled and
// blended four at a time in one call, as SegueRender's rasterizer, ImageShader and SpanBlender
// draw it; the rows of an image's fill with their edge pixels drawn through the edge queue.
// (A run alone is drawn without the queue: runs drawn one by one are long, under perspective,
// and fill their vectors.)
#include "edge_queue.h"

#if defined(__x86_64__) || defined(__i386__)

AVX2 bool rk_image_edge_avx2(
  const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, intptr_t y, intptr_t first, intptr_t count, uint32_t *row, uint32_t opacity) {
  const double *i = law->inverse;
  const int isAffine = i[2] == 0 && i[5] == 0;
  const int flatRows = i[2] == 0;
  const footprint4 flat = affine4(affine);
  // The homography at the first pixel's centre, stepped along the row as the rasterizer steps
  // it (each multiply and add rounded on its own).
  const double py = (double)y + 0.5;
  const double px = (double)first + 0.5;
  double a = px * i[0] + py * i[3] + i[6];
  double b = px * i[1] + py * i[4] + i[7];
  double c = px * i[2] + py * i[5] + i[8];
  const double rowReciprocal = 1 / c;
  int any = 0;
  for (intptr_t start = 0; start < count; start += 4) {
    intptr_t n = count - start < 4 ? count - start : 4;
    // Lanes past the run are behind no eye but not drawn: w 0 and no coverage.
    double u[4] = {0, 0, 0, 0}, v[4] = {0, 0, 0, 0}, w[4] = {0, 0, 0, 0};
    for (intptr_t k = 0; k < n; k++) {
      if (c * law->front_sign > 0) {
        double reciprocal = flatRows ? rowReciprocal : 1 / c;
        u[k] = a * reciprocal;
        v[k] = b * reciprocal;
        w[k] = reciprocal;
      } else {
        u[k] = law->min_u;
        v[k] = law->min_v;
      }
      a += i[0];
      b += i[1];
      c += i[2];
    }
    __m256d pu = _mm256_loadu_pd(u), pv = _mm256_loadu_pd(v), pw = _mm256_loadu_pd(w);
    __m256d drawn = _mm256_cmp_pd(pw, _mm256_setzero_pd(), _CMP_NEQ_OQ);
    footprint4 f = isAffine ? flat : projected4(i, pu, pv, pw);
    __m128i coverage = coverage4(shape, pu, pv, f, drawn);
    if (_mm_cvtsi128_si32(coverage) == 0) continue;
    any = 1;
    __m256d sx = axis4(pu, image->source_x, image->origin_x, image->scale_x);
    __m256d sy = axis4(pv, image->source_y, image->origin_y, image->scale_y);
    blend4(sample4(image->pixels, image->width, image->height, sx, sy), coverage, opacity, row + first + start, n);
  }
  return any != 0;
}

AVX2FMA void rk_image_rows_avx2(
  const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, const rk_image_row *rows, intptr_t count, uint32_t *pixels, intptr_t width,
  uint32_t opacity, intptr_t *dirty) {
  edge_queue q;
  queue_init(&q, law, shape, affine, image, opacity);
  for (intptr_t k = 0; k < count; k++) draw_row(&q, &rows[k], pixels, width, dirty);
  flush(&q);
  mark_covered(&q, dirty);
}

#endif
