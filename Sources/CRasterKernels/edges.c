// The image edge kernel: a run of pixels along a layer's edge stepped, covered, sampled and
// blended in one call, as SegueRender's rasterizer, ImageShader and SpanBlender draw it.
#include "pixel_math.h"

#if defined(__x86_64__) || defined(__i386__)

// Pixels per chunk: an edge's run in a row is a few pixels, a turned layer's top or bottom row
// some hundreds.
enum { CHUNK = 64 };

AVX2 bool rk_image_edge_avx2(
  const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, intptr_t y, intptr_t first, intptr_t count, uint32_t *row, uint32_t opacity) {
  const double *i = law->inverse;
  const int isAffine = i[2] == 0 && i[5] == 0;
  const int flatRows = i[2] == 0;
  // The homography at the first pixel's centre, stepped along the row as the rasterizer steps
  // it (each multiply and add rounded on its own).
  const double py = (double)y + 0.5;
  const double px = (double)first + 0.5;
  double a = px * i[0] + py * i[3] + i[6];
  double b = px * i[1] + py * i[4] + i[7];
  double c = px * i[2] + py * i[5] + i[8];
  const double rowReciprocal = 1 / c;
  double u[CHUNK], v[CHUNK], w[CHUNK];
  uint8_t coverage[CHUNK];
  uint32_t colors[CHUNK];
  bool any = false;
  for (intptr_t start = 0; start < count; start += CHUNK) {
    intptr_t n = count - start < CHUNK ? count - start : CHUNK;
    for (intptr_t k = 0; k < n; k++) {
      if (c * law->front_sign > 0) {
        double reciprocal = flatRows ? rowReciprocal : 1 / c;
        u[k] = a * reciprocal;
        v[k] = b * reciprocal;
        w[k] = reciprocal;
      } else {
        u[k] = law->min_u;
        v[k] = law->min_v;
        w[k] = 0;
      }
      a += i[0];
      b += i[1];
      c += i[2];
    }
    bool covered = isAffine ? rk_affine_coverage_avx2(shape, affine, u, v, coverage, n)
                            : rk_projected_coverage_avx2(shape, i, u, v, w, coverage, n);
    if (!covered) continue;
    any = true;
    rk_bilinear_samples_avx2(
      image->pixels, image->width, image->height, image->source_x, image->origin_x, image->scale_x, image->source_y,
      image->origin_y, image->scale_y, u, v, colors, n);
    rk_blend_span_avx2(colors, coverage, row + first + start, n, opacity);
  }
  return any;
}

#endif
