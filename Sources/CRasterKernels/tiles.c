// The affine tile kernel: an image turned or sheared in 2D (an explosion's tile) drawn row by
// row in one call, each row's touched columns and interior run found as SegueRender's
// ProjectedQuad and AffineProjection find them, operation for operation, then drawn as
// rk_image_rows_avx2 draws a row, the edge pixels of all the rows through one edge queue.
#include <math.h>

#include "edge_queue.h"

#if defined(__x86_64__) || defined(__i386__)

// Swift's min(x, y) and max(x, y) on finite values.
static inline double smin(double x, double y) { return y < x ? y : x; }
static inline double smax(double x, double y) { return y >= x ? y : x; }

// A finite value as an integer, clamped where Swift's conversion would trap (values it never
// meets for a polygon near the frame).
static inline intptr_t whole(double x) {
  return x > 1e18 ? (intptr_t)1e18 : (x < -1e18 ? -(intptr_t)1e18 : (intptr_t)x);
}

// The pixel centres p (as x + ½) at which a + b·p lies in low...high, into *from and *to;
// whether there are any (AffineProjection.centres).
static inline int centres(double a, double b, double low, double high, double *from, double *to) {
  if (b == 0) {
    if (!(low <= a && a <= high)) return 0;
    *from = -1e9;
    *to = 1e9;
    return 1;
  }
  double p = (low - a) / b, q = (high - a) / b;
  double first = b > 0 ? p : q, last = b > 0 ? q : p;
  if (!(first <= last) || !isfinite(first) || !isfinite(last)) return 0;
  *from = first;
  *to = last;
  return 1;
}

// Whether pixel x of the row whose laws are u = alpha + beta·p, v = vAlpha + vBeta·p is fully
// covered (InteriorTest.isFullyCovered for a box without rounding or hole).
static inline int covered(const rk_affine_tile *t, double alpha, double vAlpha, intptr_t x) {
  double p = (double)x + 0.5;
  double u = alpha + t->beta * p, v = vAlpha + t->v_beta * p;
  double left = u - t->box_min_u, right = t->box_max_u - u, top = v - t->box_min_v, bottom = t->box_max_v - v;
  if (!(left > 0 && right > 0 && top > 0 && bottom > 0)) return 0;
  if (!(left * left >= t->margin_u && right * right >= t->margin_u)) return 0;
  if (!(top * top >= t->margin_v && bottom * bottom >= t->margin_v)) return 0;
  return (u >= t->box_min_u && u <= t->box_max_u) || (v >= t->box_min_v && v <= t->box_max_v);
}

// The run of fully covered pixels of row y within [first, end) (AffineProjection.interiorRun),
// into *runFirst and *runEnd.
static inline void interior(
  const rk_affine_tile *t, intptr_t y, double alpha, double vAlpha, intptr_t first, intptr_t end, intptr_t *runFirst,
  intptr_t *runEnd) {
  *runFirst = *runEnd = first;
  if (y < t->rows_first || y >= t->rows_end) return;
  if (!(t->inner_min_u <= t->inner_max_u) || !(t->inner_min_v <= t->inner_max_v)) return;
  double acrossFrom, acrossTo, downFrom, downTo;
  if (!centres(alpha, t->beta, t->inner_min_u, t->inner_max_u, &acrossFrom, &acrossTo)) return;
  if (!centres(vAlpha, t->v_beta, t->inner_min_v, t->inner_max_v, &downFrom, &downTo)) return;
  double low = smax(acrossFrom, downFrom), high = smin(acrossTo, downTo);
  if (!(low <= high)) return;
  intptr_t lower = (intptr_t)ceil(smax(smin(low - 0.5, 1e9), -1e9));
  intptr_t last = (intptr_t)floor(smax(smin(high - 0.5, 1e9), -1e9));
  intptr_t upper = last + 1 > lower ? last + 1 : lower;
  // Range.clamped(to: first..<end).
  intptr_t from = first > lower ? first : (end < lower ? end : lower);
  intptr_t to = end < upper ? end : (first > upper ? first : upper);
  while (from < to && !covered(t, alpha, vAlpha, from)) from++;
  while (from < to && !covered(t, alpha, vAlpha, to - 1)) to--;
  *runFirst = from;
  *runEnd = to;
}

AVX2FMA void rk_affine_tile_avx2(
  const rk_affine_tile *t, const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, intptr_t rowFirst, intptr_t rowEnd, uint32_t *pixels, intptr_t width,
  uint32_t opacity, intptr_t *dirty) {
  if (!isfinite(t->min_y) || !isfinite(t->max_y)) return;
  // ProjectedQuad.forEachSpan: the rows the polygon reaches, and in each the columns whose
  // squares touch it.
  intptr_t firstRow = whole(floor(smax(t->min_y, (double)rowFirst - 1)));
  firstRow = firstRow > rowFirst ? firstRow : rowFirst;
  intptr_t endRow = whole(ceil(smin(t->max_y, (double)rowEnd + 1)));
  endRow = endRow < rowEnd ? endRow : rowEnd;
  edge_queue q;
  queue_init(&q, law, shape, affine, image, opacity);
  for (intptr_t y = firstRow; y < endRow; y++) {
    double top = (double)y, bottom = top + 1;
    double left = INFINITY, right = -INFINITY;
    for (intptr_t e = 0; e < t->edges; e++) {
      double low = smax(t->edge_min_y[e], top), high = smin(t->edge_max_y[e], bottom);
      if (!(low <= high)) continue;
      double ax = t->edge_ax[e], ay = t->edge_ay[e];
      if (ay == t->edge_by[e]) {
        left = smin(smin(left, ax), t->edge_bx[e]);
        right = smax(smax(right, ax), t->edge_bx[e]);
        continue;
      }
      double x0 = ax + (low - ay) * t->edge_slope[e], x1 = ax + (high - ay) * t->edge_slope[e];
      left = smin(smin(left, x0), x1);
      right = smax(smax(right, x0), x1);
    }
    if (!(left <= right)) continue;
    intptr_t first = whole(floor(smax(left, -1)));
    first = first > 0 ? first : 0;
    intptr_t end = whole(ceil(smin(right, (double)width + 1)));
    end = end < width ? end : width;
    if (first >= end) continue;
    // The row's laws, as AffineProjection and ImageRowPaint tabulate them.
    double centre = (double)y + 0.5;
    double alpha = (centre * t->i3 + t->i6) * t->w;
    double vAlpha = (centre * t->i4 + t->i7) * t->w;
    rk_image_row row = {y, first, end, first, first, alpha, t->beta, 0, 0, opacity};
    interior(t, y, alpha, vAlpha, first, end, &row.run_first, &row.run_end);
    row.row_base = image->source_y + (vAlpha - image->origin_y) * image->scale_y - 0.5;
    row.row_step = t->v_beta * image->scale_y;
    draw_row(&q, &row, pixels, width, dirty);
  }
  flush(&q, dirty);
}

#endif
