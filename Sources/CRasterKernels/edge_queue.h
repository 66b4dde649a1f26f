// The edge queue shared by the image edge kernels: the pixels along a layer's edge stepped,
// covered, sampled and blended as SegueRender's rasterizer, ImageShader and SpanBlender draw
// them, four at a time. The pixels of the short runs either side of many rows (an explosion's
// tiles have one or two at each end of every row) wait in the queue until four are ready, so that
// a vector of four is drawn full whichever runs and rows its pixels come from; each pixel's bytes
// depend on it alone, and the pixels of one call are all different.
#ifndef EDGE_QUEUE_H
#define EDGE_QUEUE_H

#include "edge_math.h"

#if defined(__x86_64__) || defined(__i386__)

// Pixels waiting to be drawn, with what drawing them takes.
typedef struct {
  const rk_edge_law *law;
  const rk_coverage_shape *shape;
  const rk_image_sampling *image;
  const rk_pixel_footprint *footprint;
  int affine;
  // Under an affine law: whether pixels are in front of the eye and drawn (w not 0), and w.
  int drawn;
  double reciprocal;
  uint32_t opacity;
  // The pending pixels: the homography's a and b as stepped to each, its w (1 / c), where it
  // goes, and its run's row and columns first..<end (64-bit, as the vectors that take them).
  double a[4], b[4], w[4];
  uint32_t *dst[4];
  int64_t y[4], first[4], end[4];
  intptr_t count;
  // The runs with a covered pixel drawn so far, lane by lane: the least first and y, the
  // greatest end and y (empty while a lane's first is INT64_MAX).
  __m256i minFirst, maxEnd, minY, maxY;
  // Where the lanes past the pending pixels are blended (at coverage 0) when the queue is drawn
  // part full.
  uint32_t spare[4];
} edge_queue;

// An empty queue for drawing at opacity.
AVX2 static inline void queue_init(
  edge_queue *q, const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, uint32_t opacity) {
  q->law = law;
  q->shape = shape;
  q->image = image;
  q->footprint = affine;
  q->affine = law->inverse[2] == 0 && law->inverse[5] == 0;
  // c = (px·i2 + py·i5) + i8 sums two zeros and i8 at every pixel centre: it is i8 (or a zero,
  // never in front, when i8 is one).
  const double c = law->inverse[8];
  q->reciprocal = 1 / c;
  q->drawn = c * law->front_sign > 0 && q->reciprocal != 0;
  q->opacity = opacity;
  q->count = 0;
  q->minFirst = q->minY = _mm256_set1_epi64x(INT64_MAX);
  q->maxEnd = q->maxY = _mm256_set1_epi64x(INT64_MIN);
}

// Marks columns x0..<x1 of rows y0..<y1 in the bounds dirty (x0, x1, y0, y1), empty when
// x0 >= x1.
static inline void mark_box(intptr_t *dirty, intptr_t x0, intptr_t x1, intptr_t y0, intptr_t y1) {
  if (x0 >= x1) return;
  if (dirty[0] >= dirty[1]) {
    dirty[0] = x0;
    dirty[1] = x1;
    dirty[2] = y0;
    dirty[3] = y1;
    return;
  }
  dirty[0] = x0 < dirty[0] ? x0 : dirty[0];
  dirty[1] = x1 > dirty[1] ? x1 : dirty[1];
  dirty[2] = y0 < dirty[2] ? y0 : dirty[2];
  dirty[3] = y1 > dirty[3] ? y1 : dirty[3];
}

// Marks columns first..<end of row y in the bounds dirty.
static inline void mark(intptr_t *dirty, intptr_t y, intptr_t first, intptr_t end) {
  mark_box(dirty, first, end, y, y + 1);
}

// The lanes of x where keep is set replaced by those of y where y is less (greater, with
// less 0).
AVX2 static inline __m256i extreme4(__m256i x, __m256i y, __m256i keep, int less) {
  __m256i better = less ? _mm256_cmpgt_epi64(x, y) : _mm256_cmpgt_epi64(y, x);
  return _mm256_blendv_epi8(x, y, _mm256_and_si256(better, keep));
}

// Draws the pending pixels (the lanes past them blended into spare at coverage 0) and notes
// the runs of those covered; empties the queue.
AVX2 static void drain(edge_queue *q) {
  const __m256d w = q->affine ? _mm256_set1_pd(q->reciprocal) : _mm256_loadu_pd(q->w);
  const __m256d u = _mm256_mul_pd(_mm256_loadu_pd(q->a), w);
  const __m256d v = _mm256_mul_pd(_mm256_loadu_pd(q->b), w);
  const __m256d valid =
    _mm256_castsi256_pd(_mm256_cmpgt_epi64(_mm256_set1_epi64x(q->count), _mm256_setr_epi64x(0, 1, 2, 3)));
  q->count = 0;
  footprint4 f = q->affine ? affine4(q->footprint) : projected4(q->law->inverse, u, v, w);
  __m128i coverage = coverage4(q->shape, u, v, f, valid);
  if (_mm_cvtsi128_si32(coverage) == 0) return;
  const rk_image_sampling *image = q->image;
  __m256d sx = axis4(u, image->source_x, image->origin_x, image->scale_x);
  __m256d sy = axis4(v, image->source_y, image->origin_y, image->scale_y);
  blend4_at(sample4(image->pixels, image->width, image->height, sx, sy), coverage, q->opacity, q->dst);
  __m256i covered = _mm256_cmpgt_epi64(_mm256_cvtepu8_epi64(coverage), _mm256_setzero_si256());
  const __m256i y = _mm256_loadu_si256((const __m256i *)q->y);
  q->minFirst = extreme4(q->minFirst, _mm256_loadu_si256((const __m256i *)q->first), covered, 1);
  q->maxEnd = extreme4(q->maxEnd, _mm256_loadu_si256((const __m256i *)q->end), covered, 0);
  q->minY = extreme4(q->minY, y, covered, 1);
  q->maxY = extreme4(q->maxY, y, covered, 0);
}

// Draws what the queue holds, the lanes past it (no pixel, not covered) going to spare.
AVX2 static inline void flush(edge_queue *q) {
  if (q->count == 0) return;
  for (intptr_t k = q->count; k < 4; k++) {
    q->a[k] = q->b[k] = q->w[k] = 0;
    q->dst[k] = &q->spare[k];
    q->y[k] = q->first[k] = q->end[k] = 0;
  }
  drain(q);
}

// Marks the runs with a covered pixel drawn so far in dirty (x0, x1, y0, y1).
AVX2 static inline void mark_covered(const edge_queue *q, intptr_t *dirty) {
  int64_t minFirst[4], maxEnd[4], minY[4], maxY[4];
  _mm256_storeu_si256((__m256i *)minFirst, q->minFirst);
  _mm256_storeu_si256((__m256i *)maxEnd, q->maxEnd);
  _mm256_storeu_si256((__m256i *)minY, q->minY);
  _mm256_storeu_si256((__m256i *)maxY, q->maxY);
  for (int k = 0; k < 4; k++) {
    if (minFirst[k] == INT64_MAX) continue;
    mark_box(dirty, (intptr_t)minFirst[k], (intptr_t)maxEnd[k], (intptr_t)minY[k], (intptr_t)maxY[k] + 1);
  }
}

// Adds a pixel of the run first..<end of row y, drawing the queue when it is full; its w is
// stored unless the law is affine (affine, a constant), where drain takes the queue's
// reciprocal.
AVX2 static inline void push(
  edge_queue *q, double a, double b, double w, uint32_t *dst, intptr_t y, intptr_t first, intptr_t end,
  int affine) {
  intptr_t k = q->count;
  q->a[k] = a;
  q->b[k] = b;
  if (!affine) q->w[k] = w;
  q->dst[k] = dst;
  q->y[k] = y;
  q->first[k] = first;
  q->end[k] = end;
  q->count = k + 1;
  if (k == 3) drain(q);
}

// Queues the count pixels of device row y from column first on (row being the row's first
// pixel): each pixel centre's homography stepped along the row as the rasterizer steps it (each
// multiply and add rounded on its own), u = a·w and v = b·w worked out when drawn. Pixels behind
// the eye (or with w 0) are not drawn (their coverage is 0, which leaves them as they are).
// Inlined: a row's runs are a pixel or two, and a call costs as much.
AVX2 static inline __attribute__((always_inline)) void queue_run(
  edge_queue *q, intptr_t y, intptr_t first, intptr_t count, uint32_t *row) {
  if (count <= 0) return;
  const double *i = q->law->inverse;
  const double py = (double)y + 0.5;
  const double px = (double)first + 0.5;
  double a = px * i[0] + py * i[3] + i[6];
  double b = px * i[1] + py * i[4] + i[7];
  uint32_t *dst = row + first;
  if (q->affine) {
    // c is the same at every pixel (see queue_init), and so are the test and the reciprocal.
    if (!q->drawn) return;
    for (intptr_t k = 0; k < count; k++) {
      push(q, a, b, 0, dst + k, y, first, first + count, 1);
      a += i[0];
      b += i[1];
    }
    return;
  }
  const double sign = q->law->front_sign;
  double c = px * i[2] + py * i[5] + i[8];
  const double rowReciprocal = 1 / c;
  const int flatRows = i[2] == 0;
  for (intptr_t k = 0; k < count; k++) {
    if (c * sign > 0) {
      double reciprocal = flatRows ? rowReciprocal : 1 / c;
      if (reciprocal != 0) push(q, a, b, reciprocal, dst + k, y, first, first + count, 0);
    }
    a += i[0];
    b += i[1];
    c += i[2];
  }
}

// Draws one row of an image's fill as rk_image_rows_avx2 does, its edge pixels queued.
AVX2FMA static inline void draw_row(
  edge_queue *q, const rk_image_row *row, uint32_t *pixels, intptr_t width, intptr_t *dirty) {
  uint32_t *line = pixels + row->y * width;
  if (row->run_first >= row->run_end) {
    queue_run(q, row->y, row->first, row->end - row->first, line);
    return;
  }
  const rk_image_sampling *image = q->image;
  if (row->run_opacity > 0) {
    rk_row_run_avx2(
      image->pixels, image->width, image->height, row->alpha, row->beta, image->source_x, image->origin_x,
      image->scale_x, row->row_base, row->row_step, row->run_first, row->run_end - row->run_first,
      line + row->run_first, row->run_opacity);
  }
  mark(dirty, row->y, row->run_first, row->run_end);
  queue_run(q, row->y, row->first, row->run_first - row->first, line);
  queue_run(q, row->y, row->run_end, row->end - row->run_end, line);
}

#endif

#endif
