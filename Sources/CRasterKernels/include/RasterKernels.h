// Pixel kernels for Segue's renderer in C, for the instructions Swift cannot reach at its
// default target: each kernel is compiled for AVX2 (the sampling one for AVX2 and FMA) with a
// function-level target attribute and used only when the processor has both
// (rk_has_avx2_fma). The kernels exist on x86 alone; elsewhere SegueRender runs its Swift
// version of every kernel, the reference, which gives the same bytes (its tests check).
//
// Pixels are premultiplied RGBA8, little-endian 32-bit words (red in the low byte).
#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this processor runs the kernels: an x86 processor with AVX2 and FMA.
bool rk_has_avx2_fma(void);

#if defined(__x86_64__) || defined(__i386__)

/// dst[i] = (src[i] scaled by opacity/255) over dst[i], for count pixels; opacity in 0...255.
void rk_blend_row_avx2(const uint32_t *src, uint32_t *dst, intptr_t count, uint32_t opacity);

/// dst[i] = (src[i] scaled by coverage[i]·opacity/255/255) over dst[i], for count pixels.
void rk_blend_span_avx2(
  const uint32_t *src, const uint8_t *coverage, uint32_t *dst, intptr_t count, uint32_t opacity);

/// dst[i] = (src[i] scaled by opacity/255) over below[i] for the longest run of opaque pixels
/// at the start of below (at most count); returns its length. The pixels srcAhead after src's
/// and belowAhead after below's (a few rows down, typically) are fetched into the cache on the
/// way; the result does not depend on them.
intptr_t rk_blend_row_over_opaque_avx2(
  const uint32_t *src, const uint32_t *below, uint32_t *dst, intptr_t count, uint32_t opacity, intptr_t srcAhead,
  intptr_t belowAhead);

/// Copies the longest run of opaque pixels at the start of src (at most count) to dst and
/// returns its length; the pixels `ahead` after src's are fetched into the cache on the way.
intptr_t rk_copy_opaque_prefix_avx2(const uint32_t *src, uint32_t *dst, intptr_t count, intptr_t ahead);

/// Samples a run of count pixels of one device row from a width × height image (both at
/// least 2) and blends them, scaled by opacity, over dst. Pixel k reads image columns x0[k]
/// and x0[k] + 1, whose weights (128 − wx, wx) with wx in 0...128 are the byte pairs of
/// weights[k] (four times over), and two rows around sy = fma(b[k], py, a[k]) (see SegueRender's
/// RasterKernels.Reference.bilinearRun for the exact arithmetic, which fits 16-bit lanes).
void rk_bilinear_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, const int32_t *x0, const uint64_t *weights, const float *a,
  const float *b, intptr_t count, float py, uint32_t *dst, uint32_t opacity);

/// The bilinear filter at count bounds points (u[i], v[i]) of a width × height image (each
/// side at least 1, width·height below 2^31) into out[i]: the image x is
/// sourceX + (u − originX)·scaleX − 0.5 (each operation rounded on its own) and the image y
/// likewise; weights in 1/256, reads beyond the image repeating its edge pixels (see SegueRender's
/// BilinearSampler.sample for the exact arithmetic). out holds four bytes a point, red first,
/// with no alignment.
void rk_bilinear_samples_avx2(
  const uint32_t *image, int32_t width, int32_t height, double sourceX, double originX, double scaleX,
  double sourceY, double originY, double scaleY, const double *u, const double *v, void *out, intptr_t count);

/// A layer's shape as coverage sees it: a box whose edges left, right, top and bottom (non-zero
/// when anti-aliased) bound it, its corners rounded by radius (when above 0) about the corner
/// squares' inner edges corner_min_x...corner_max_y, and no hole.
typedef struct {
  double min_x, max_x, min_y, max_y;
  double corner_min_x, corner_max_x, corner_min_y, corner_max_y, radius;
  int32_t left, right, top, bottom;
} rk_coverage_shape;

/// How a device pixel maps into bounds space: the derivatives of u and v along device x and y,
/// and the device pixels per bounds unit across each axis.
typedef struct {
  double ux, uy, vx, vy, per_u, per_v;
} rk_pixel_footprint;

/// coverage[i] = the coverage byte of the pixel centred at bounds point (u[i], v[i]) through
/// an affine projection of the given footprint (see SegueRender's CoverageShape.coverage and
/// CoverageRasterizer for the exact arithmetic); returns whether any is not 0.
bool rk_affine_coverage_avx2(
  const rk_coverage_shape *shape, const rk_pixel_footprint *footprint, const double *u, const double *v,
  uint8_t *coverage, intptr_t count);

/// coverage[i] = the coverage byte of the pixel centred at bounds point (u[i], v[i]) through a
/// projection whose inverse homography's first six entries are inverse, w[i] being 1 / c there
/// (0 for a pixel behind the eye, which is not covered); returns whether any is not 0.
bool rk_projected_coverage_avx2(
  const rk_coverage_shape *shape, const double inverse[6], const double *u, const double *v, const double *w,
  uint8_t *coverage, intptr_t count);

/// out[i] = table[k] for count columns, where k is the index base[i] + step[i]·py (a multiply
/// then an add, not fused) truncated, taken as 0 below 0 or when NaN and as last above it.
void rk_gradient_samples_avx2(
  const double *base, const double *step, double py, const uint32_t *table, double last, uint32_t *out,
  intptr_t count);

/// out[i] = table[k] for count pixels from column first on, where k is the index
/// (numeratorAlpha + numeratorBeta·p) / (denominatorAlpha + denominatorBeta·p) at the pixel
/// centre p (each multiply, add and the divide rounded on its own) truncated, taken as 0 below
/// 0 or when NaN and as last above it.
void rk_gradient_ratio_samples_avx2(
  double numeratorAlpha, double numeratorBeta, double denominatorAlpha, double denominatorBeta, intptr_t first,
  const uint32_t *table, double last, uint32_t *out, intptr_t count);

/// How a device row maps to image coordinates under perspective: at pixel centre px,
/// w = 1 / (w_alpha + w_beta·px), u = (u_alpha + u_beta·px)·w and v likewise, then the image x
/// source_x + (u − origin_x)·scale_x − 0.5 in a width-pixel image and the image y likewise.
typedef struct {
  double u_alpha, u_beta, v_alpha, v_beta, w_alpha, w_beta;
  double source_x, origin_x, scale_x, source_y, origin_y, scale_y;
  int32_t width;
} rk_perspective_law;

/// The sampling tables of a run of count pixels of one device row from column first on under
/// perspective (see SegueRender's RasterKernels.Reference.perspectiveSamples for the exact
/// arithmetic): each pixel's left image column into x0 and its weights, as rk_bilinear_run_avx2
/// reads them, and its image row coordinate into rows, as it reads a.
void rk_perspective_samples_avx2(
  const rk_perspective_law *law, intptr_t first, int32_t *x0, uint64_t *weights, float *rows, intptr_t count);

/// Samples and blends a run of count pixels of one device row from column first on, as
/// rk_bilinear_run_avx2 does with tables (b 0) of each pixel's image column and weight for the
/// image x sourceX + (u − originX)·scaleX − 0.5 at u = alpha + beta·(x + ½) and of its image
/// row rowBase + rowStep·(x + ½) (see SegueRender's RasterKernels.Reference.rowRun for the exact
/// arithmetic), each pixel sampled as its column and row are made.
void rk_row_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, double alpha, double beta, double sourceX, double originX,
  double scaleX, double rowBase, double rowStep, intptr_t first, intptr_t count, uint32_t *dst, uint32_t opacity);

/// Samples and blends a run of count pixels of one device row from column first on under
/// perspective, as rk_perspective_samples_avx2 makes its tables and rk_bilinear_run_avx2 reads
/// them (b 0), in one call.
void rk_perspective_run_avx2(
  const uint32_t *image, int32_t width, int32_t height, const rk_perspective_law *law, intptr_t first, intptr_t count,
  uint32_t *dst, uint32_t opacity);

/// How a device row maps into a layer's bounds: the inverse homography's nine entries (bounds
/// u, v and the divisor c at device point (x, y) are x·i0 + y·i3 + i6, x·i1 + y·i4 + i7 and
/// x·i2 + y·i5 + i8), the sign c has in front of the eye, and the bounds point given to pixels
/// behind it.
typedef struct {
  double inverse[9];
  double front_sign, min_u, min_v;
} rk_edge_law;

/// An image and the map from bounds coordinates onto it, as rk_bilinear_samples_avx2 takes
/// them (width·height below 2^31).
typedef struct {
  const uint32_t *pixels;
  int32_t width, height;
  double source_x, origin_x, scale_x, source_y, origin_y, scale_y;
} rk_image_sampling;

/// Draws the count pixels of device row y from column first on along a layer's edge: each
/// pixel centre's bounds point stepped along the row from the homography (each multiply and
/// add rounded on its own), its coverage of shape (affine, the footprint given, when i2 and i5
/// are 0), its colour sampled from image and blended over row (the row's first pixel) at that
/// coverage times opacity, as SegueRender's rasterizer, ImageShader and SpanBlender draw it;
/// returns whether any pixel is covered.
bool rk_image_edge_avx2(
  const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, intptr_t y, intptr_t first, intptr_t count, uint32_t *row, uint32_t opacity);

/// One device row of an image's fill: its touched columns first..<end, its run of interior
/// pixels run_first..<run_end among them (empty when it has none), drawn at run_opacity, whose
/// image columns follow u = alpha + beta·(x + ½) and image rows row_base + row_step·(x + ½).
typedef struct {
  intptr_t y, first, end, run_first, run_end;
  double alpha, beta, row_base, row_step;
  uint32_t run_opacity;
} rk_image_row;

/// Draws count rows of an image's fill into pixels (a canvas width pixels wide, row 0 first):
/// each row's interior run as rk_row_run_avx2 samples it, and the touched pixels either side of
/// it (or all of them, without a run) as rk_image_edge_avx2 draws them at opacity; grows dirty
/// (x0, x1, y0, y1: the columns and rows drawn, empty while x0 >= x1) to hold the interior runs
/// and the edge runs with a covered pixel.
void rk_image_rows_avx2(
  const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, const rk_image_row *rows, intptr_t count, uint32_t *pixels, intptr_t width,
  uint32_t opacity, intptr_t *dirty);

/// An image's plain box seen through an affine projection that turns or shears it, as the
/// tile kernel takes it: the projected polygon's edges (start, end, vertical extent and slope)
/// and vertical extent; the rows the projection describes and its laws (u = alpha + beta·p with
/// alpha = ((y + ½)·i3 + i6)·w, v likewise with i4, i7 and v_beta); the bounds of u and v half a
/// pixel and a little inside the box; the box; the squared half-pixel margins of the fully
/// covered test.
typedef struct {
  double edge_ax[8], edge_ay[8], edge_bx[8], edge_by[8], edge_min_y[8], edge_max_y[8], edge_slope[8];
  intptr_t edges;
  double min_y, max_y;
  intptr_t rows_first, rows_end;
  double i3, i4, i6, i7, w, beta, v_beta;
  double inner_min_u, inner_max_u, inner_min_v, inner_max_v;
  double box_min_u, box_max_u, box_min_v, box_max_v;
  double margin_u, margin_v;
} rk_affine_tile;

/// Draws the rows rowFirst..<rowEnd of an image's fill through the affine projection tile
/// (each row's touched columns and run of fully covered pixels found as SegueRender's
/// ProjectedQuad and AffineProjection find them) into pixels, as rk_image_rows_avx2 draws each
/// row at opacity, with the image rows of ImageRowPaint; grows dirty likewise.
void rk_affine_tile_avx2(
  const rk_affine_tile *tile, const rk_edge_law *law, const rk_coverage_shape *shape, const rk_pixel_footprint *affine,
  const rk_image_sampling *image, intptr_t rowFirst, intptr_t rowEnd, uint32_t *pixels, intptr_t width,
  uint32_t opacity, intptr_t *dirty);

#endif

#endif
