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

// Whether pixels x0 and x1 of the row are both fully covered: covered() for the two at once,
// inlined into the row loop. Its last test is left out: a positive left and right put u in
// the box (x − y > 0 only when x > y).
AVX2FMA static inline __attribute__((always_inline)) int both_covered(
  const rk_affine_tile *t, double alpha, double vAlpha, intptr_t x0, intptr_t x1) {
  const __m128d p = _mm_add_pd(_mm_setr_pd((double)x0, (double)x1), _mm_set1_pd(0.5));
  const __m128d u = _mm_add_pd(_mm_set1_pd(alpha), _mm_mul_pd(_mm_set1_pd(t->beta), p));
  const __m128d v = _mm_add_pd(_mm_set1_pd(vAlpha), _mm_mul_pd(_mm_set1_pd(t->v_beta), p));
  // left and right of both pixels, then top and bottom.
  const __m256d across = _mm256_sub_pd(
    _mm256_insertf128_pd(_mm256_castpd128_pd256(u), _mm_set1_pd(t->box_max_u), 1),
    _mm256_insertf128_pd(_mm256_set1_pd(t->box_min_u), u, 1));
  const __m256d down = _mm256_sub_pd(
    _mm256_insertf128_pd(_mm256_castpd128_pd256(v), _mm_set1_pd(t->box_max_v), 1),
    _mm256_insertf128_pd(_mm256_set1_pd(t->box_min_v), v, 1));
  const __m256d zero = _mm256_setzero_pd();
  __m256d pass = _mm256_and_pd(_mm256_cmp_pd(across, zero, _CMP_GT_OQ), _mm256_cmp_pd(down, zero, _CMP_GT_OQ));
  pass = _mm256_and_pd(
    pass, _mm256_cmp_pd(_mm256_mul_pd(across, across), _mm256_set1_pd(t->margin_u), _CMP_GE_OQ));
  pass = _mm256_and_pd(pass, _mm256_cmp_pd(_mm256_mul_pd(down, down), _mm256_set1_pd(t->margin_v), _CMP_GE_OQ));
  return _mm256_movemask_pd(pass) == 15;
}

// What the interior runs of a tile's rows share: whether its rows have any (its inner bounds
// not empty) and, when neither beta nor v_beta is 0, the inner bounds and the laws' slopes
// as centres() takes them for u and v at once, and the order that puts each pair's first
// centre before its last.
typedef struct {
  int any, paired;
  __m256d inner, slopes;
  __m256i order;
} interior_laws;

// The interior laws of tile t.
AVX2FMA static inline interior_laws interior_laws_of(const rk_affine_tile *t) {
  interior_laws laws;
  laws.any = t->inner_min_u <= t->inner_max_u && t->inner_min_v <= t->inner_max_v;
  laws.paired = t->beta != 0 && t->v_beta != 0;
  laws.inner = _mm256_setr_pd(t->inner_min_u, t->inner_max_u, t->inner_min_v, t->inner_max_v);
  laws.slopes = _mm256_setr_pd(t->beta, t->beta, t->v_beta, t->v_beta);
  // vpermilpd reads bit 1 of each lane's control: 0 keeps the pair, 2 swaps it.
  const int64_t u = t->beta > 0 ? 0 : 2, v = t->v_beta > 0 ? 0 : 2;
  laws.order = _mm256_setr_epi64x(u, 2 - u, v, 2 - v);
  return laws;
}

// The pixel centres of the row whose laws are u = alpha + beta·p, v = vAlpha + vBeta·p at
// which both u and v lie in the inner bounds, into *low and *high; whether there are any: two
// centres() at once, with each of their operations.
AVX2FMA static inline int both_centres(
  const interior_laws *laws, double alpha, double vAlpha, double *low, double *high) {
  const __m256d a = _mm256_insertf128_pd(_mm256_set1_pd(alpha), _mm_set1_pd(vAlpha), 1);
  // p and q of u, then of v, each pair put in order.
  const __m256d ends = _mm256_permutevar_pd(_mm256_div_pd(_mm256_sub_pd(laws->inner, a), laws->slopes), laws->order);
  const __m256d swapped = _mm256_permute_pd(ends, 0x5);
  const __m256d ordered = _mm256_cmp_pd(ends, swapped, _CMP_LE_OQ);
  const __m256d magnitude = _mm256_andnot_pd(_mm256_set1_pd(-0.0), ends);
  const __m256d finite = _mm256_cmp_pd(magnitude, _mm256_set1_pd(INFINITY), _CMP_LT_OQ);
  if ((_mm256_movemask_pd(ordered) & 0x5) != 0x5 || _mm256_movemask_pd(finite) != 0xF) return 0;
  double e[4];
  _mm256_storeu_pd(e, ends);
  *low = smax(e[0], e[2]);
  *high = smin(e[1], e[3]);
  return 1;
}

// The run of fully covered pixels of row y within [first, end) (AffineProjection.interiorRun),
// into *runFirst and *runEnd.
AVX2FMA static inline void interior(
  const rk_affine_tile *t, const interior_laws *laws, intptr_t y, double alpha, double vAlpha, intptr_t first,
  intptr_t end, intptr_t *runFirst, intptr_t *runEnd) {
  *runFirst = *runEnd = first;
  if (y < t->rows_first || y >= t->rows_end || !laws->any) return;
  double low, high;
  if (laws->paired) {
    if (!both_centres(laws, alpha, vAlpha, &low, &high)) return;
  } else {
    double acrossFrom, acrossTo, downFrom, downTo;
    if (!centres(alpha, t->beta, t->inner_min_u, t->inner_max_u, &acrossFrom, &acrossTo)) return;
    if (!centres(vAlpha, t->v_beta, t->inner_min_v, t->inner_max_v, &downFrom, &downTo)) return;
    low = smax(acrossFrom, downFrom);
    high = smin(acrossTo, downTo);
  }
  if (!(low <= high)) return;
  intptr_t lower = (intptr_t)ceil(smax(smin(low - 0.5, 1e9), -1e9));
  intptr_t last = (intptr_t)floor(smax(smin(high - 0.5, 1e9), -1e9));
  intptr_t upper = last + 1 > lower ? last + 1 : lower;
  // Range.clamped(to: first..<end).
  intptr_t from = first > lower ? first : (end < lower ? end : lower);
  intptr_t to = end < upper ? end : (first > upper ? first : upper);
  // Both ends tested at once, the usual case; the ends shrunk one by one when either fails.
  if (from < to && !both_covered(t, alpha, vAlpha, from, to - 1)) {
    while (from < to && !covered(t, alpha, vAlpha, from)) from++;
    while (from < to && !covered(t, alpha, vAlpha, to - 1)) to--;
  }
  *runFirst = from;
  *runEnd = to;
}

// A tile's polygon edges, four a group, as the rows' reach takes them: each edge's start, its
// start's y, its slope (0 for a horizontal edge), where its x at its lower end is measured from
// (its start, or its end for a horizontal edge: x0 = ax + (low − ay)·0 is ax and x1 is bx),
// its vertical extent, and which lanes hold an edge.
typedef struct {
  __m256d ax, ay, slope, base, minY, maxY, lanes;
} edge_group;

// The edges of tile t in groups of four, into groups (two at most); their number.
AVX2FMA static inline intptr_t edge_groups_of(const rk_affine_tile *t, edge_group *groups) {
  intptr_t count = 0;
  for (intptr_t e = 0; e < t->edges; e += 4, count++) {
    edge_group *g = &groups[count];
    g->lanes = _mm256_castsi256_pd(
      _mm256_cmpgt_epi64(_mm256_set1_epi64x(t->edges - e), _mm256_setr_epi64x(0, 1, 2, 3)));
    g->ax = _mm256_loadu_pd(t->edge_ax + e);
    g->ay = _mm256_loadu_pd(t->edge_ay + e);
    const __m256d flat = _mm256_cmp_pd(g->ay, _mm256_loadu_pd(t->edge_by + e), _CMP_EQ_OQ);
    g->slope = _mm256_andnot_pd(flat, _mm256_loadu_pd(t->edge_slope + e));
    g->base = _mm256_blendv_pd(g->ax, _mm256_loadu_pd(t->edge_bx + e), flat);
    g->minY = _mm256_loadu_pd(t->edge_min_y + e);
    g->maxY = _mm256_loadu_pd(t->edge_max_y + e);
  }
  return count;
}

// The least and greatest x of the polygon's edges within the rows top...top + 1 (infinity and
// −infinity when none reaches them), as ProjectedQuad.forEachSpan works them out, four edges at
// a time: each edge's ends clamped to the rows, x worked out at each (a horizontal edge's ends
// as they are: a horizontal edge that reaches the rows has a finite y, so (low − ay)·0 is a
// zero), and the least and greatest taken. Swift takes them edge after edge, keeping the value
// so far over a NaN; each lane here does the same with its edges, and the lanes, never NaN, are
// then taken together (in another order, or with a zero added, only a zero's sign can differ,
// which the columns rounded from them do not see).
AVX2FMA static inline void reach(
  const edge_group *groups, intptr_t count, double top, double *left, double *right) {
  const __m256d rowTop = _mm256_set1_pd(top), rowBottom = _mm256_set1_pd(top + 1);
  __m256d least = _mm256_set1_pd(INFINITY), greatest = _mm256_set1_pd(-INFINITY);
  for (intptr_t k = 0; k < count; k++) {
    const edge_group *g = &groups[k];
    const __m256d low = MAX4(g->minY, rowTop), high = MIN4(g->maxY, rowBottom);
    const __m256d reaches = _mm256_and_pd(g->lanes, _mm256_cmp_pd(low, high, _CMP_LE_OQ));
    const __m256d x0 = _mm256_add_pd(g->ax, _mm256_mul_pd(_mm256_sub_pd(low, g->ay), g->slope));
    const __m256d x1 = _mm256_add_pd(g->base, _mm256_mul_pd(_mm256_sub_pd(high, g->ay), g->slope));
    least = _mm256_blendv_pd(least, MIN4(MIN4(least, x0), x1), reaches);
    greatest = _mm256_blendv_pd(greatest, MAX4(MAX4(greatest, x0), x1), reaches);
  }
  __m128d l = _mm_min_pd(_mm256_castpd256_pd128(least), _mm256_extractf128_pd(least, 1));
  __m128d r = _mm_max_pd(_mm256_castpd256_pd128(greatest), _mm256_extractf128_pd(greatest, 1));
  *left = _mm_cvtsd_f64(_mm_min_sd(l, _mm_unpackhi_pd(l, l)));
  *right = _mm_cvtsd_f64(_mm_max_sd(r, _mm_unpackhi_pd(r, r)));
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
  const interior_laws laws = interior_laws_of(t);
  edge_group groups[2];
  const intptr_t groupCount = edge_groups_of(t, groups);
  for (intptr_t y = firstRow; y < endRow; y++) {
    double left, right;
    reach(groups, groupCount, (double)y, &left, &right);
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
    interior(t, &laws, y, alpha, vAlpha, first, end, &row.run_first, &row.run_end);
    row.row_base = image->source_y + (vAlpha - image->origin_y) * image->scale_y - 0.5;
    row.row_step = t->v_beta * image->scale_y;
    draw_row(&q, &row, pixels, width, dirty);
  }
  flush(&q);
  mark_covered(&q, dirty);
}

#endif
