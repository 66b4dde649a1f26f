/*
 * Core Animation geometry for the pixman benchmark harness, and the conversion of a projected
 * layer into a pixman transform.
 *
 * Conventions (Core Animation):
 *   - Points are row vectors and matrices multiply on the right: p' = [x y z 1] · M.
 *     m[r][c] holds CA's m(r+1)(c+1): the translation is in the last row (m41, m42, m43) and
 *     perspective in the last column (m34 = -1/d). A product A · B applies A first.
 *   - A layer's bounds-space point maps to its superlayer's bounds space by
 *     T(-anchor) · transform · T(position.x, position.y, zPosition), where anchor is the anchor
 *     point in bounds coordinates (anchorPoint · bounds size for bounds at the origin).
 *   - A superlayer's sublayerTransform S applies about the superlayer's anchor a:
 *     T(-a) · S · T(a).
 *   - A homogeneous point (x, y, z, w) projects to the screen at (x / w, y / w); y points down.
 *
 * Everything is computed in double precision; only the final pixman transform is 16.16 fixed.
 */
#ifndef SEGUE_PIXMAN_GEOMETRY_H
#define SEGUE_PIXMAN_GEOMETRY_H

#include <math.h>
#include <stdbool.h>
#include <pixman.h>

typedef struct { double m[4][4]; } mat4;

static inline mat4 mat4_identity(void) {
  mat4 r = {{{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}};
  return r;
}

/* a · b: a is applied first. */
static inline mat4 mat4_mul(mat4 a, mat4 b) {
  mat4 r;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      double s = 0;
      for (int k = 0; k < 4; k++) s += a.m[i][k] * b.m[k][j];
      r.m[i][j] = s;
    }
  return r;
}

static inline mat4 mat4_translate(double x, double y, double z) {
  mat4 r = mat4_identity();
  r.m[3][0] = x;
  r.m[3][1] = y;
  r.m[3][2] = z;
  return r;
}

/* CA's rotation about y: m11 = cos, m13 = -sin, m31 = sin, m33 = cos. For positive angles
 * the layer's +x side moves away from the viewer (towards -z). */
static inline mat4 mat4_rotate_y(double angle) {
  mat4 r = mat4_identity();
  r.m[0][0] = cos(angle);
  r.m[0][2] = -sin(angle);
  r.m[2][0] = sin(angle);
  r.m[2][2] = cos(angle);
  return r;
}

/* Perspective with the eye at distance d: m34 = -1/d, so w = 1 - z/d. */
static inline mat4 mat4_perspective(double d) {
  mat4 r = mat4_identity();
  r.m[2][3] = -1.0 / d;
  return r;
}

/* Layer bounds space -> superlayer bounds space. */
static inline mat4 layer_to_superlayer(double anchor_x, double anchor_y, mat4 transform,
                                double position_x, double position_y, double z_position) {
  return mat4_mul(mat4_mul(mat4_translate(-anchor_x, -anchor_y, 0), transform),
                  mat4_translate(position_x, position_y, z_position));
}

/* A sublayerTransform applied about the superlayer's anchor (in its bounds space). */
static inline mat4 sublayer_transform_about(mat4 sublayer_transform, double anchor_x, double anchor_y) {
  return mat4_mul(mat4_mul(mat4_translate(-anchor_x, -anchor_y, 0), sublayer_transform),
                  mat4_translate(anchor_x, anchor_y, 0));
}

/* A layer's bounds rectangle (0, 0, width, height) as it lands on the screen. */
typedef struct {
  double width, height;   /* bounds size */
  double corner[4][2];    /* screen corners of (0,0), (w,0), (w,h), (0,h) */
  double n[3][3];         /* z = 0 restriction of the matrix: [X Y W] = [u v 1] · n */
  bool in_front;          /* every corner has w > 0 (nothing crosses the eye plane) */
} projected_quad;

static inline projected_quad project_bounds(mat4 to_screen, double width, double height) {
  projected_quad q;
  q.width = width;
  q.height = height;
  /* Rows u, v and 1 (rows 1, 2, 4 of M) and columns x, y, w (columns 1, 2, 4). */
  static const int rows[3] = {0, 1, 3}, cols[3] = {0, 1, 3};
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) q.n[i][j] = to_screen.m[rows[i]][cols[j]];
  const double uv[4][2] = {{0, 0}, {width, 0}, {width, height}, {0, height}};
  q.in_front = true;
  for (int k = 0; k < 4; k++) {
    double h[3];
    for (int j = 0; j < 3; j++) h[j] = uv[k][0] * q.n[0][j] + uv[k][1] * q.n[1][j] + q.n[2][j];
    if (!(h[2] > 1e-9)) q.in_front = false;
    q.corner[k][0] = h[0] / h[2];
    q.corner[k][1] = h[1] / h[2];
  }
  return q;
}

/* Shoelace area in y-down screen coordinates; positive when the quad shows its front, i.e.
 * when its corners keep the order of the unrotated (0,0), (w,0), (w,h), (0,h). */
static inline double signed_area(const projected_quad *q) {
  double a = 0;
  for (int k = 0; k < 4; k++) {
    const double *p = q->corner[k], *r = q->corner[(k + 1) % 4];
    a += p[0] * r[1] - r[0] * p[1];
  }
  return 0.5 * a;
}

/* Destination bounding box of the quad, grown by one pixel for the bilinear fringe (a sample up
 * to one source pixel outside the bounds still picks up some of the edge pixels) and clipped to
 * the frame. Returns false when nothing is left. */
static inline bool quad_box(const projected_quad *q, int frame_w, int frame_h, pixman_box32_t *box) {
  double x0 = q->corner[0][0], x1 = x0, y0 = q->corner[0][1], y1 = y0;
  for (int k = 1; k < 4; k++) {
    x0 = fmin(x0, q->corner[k][0]);
    x1 = fmax(x1, q->corner[k][0]);
    y0 = fmin(y0, q->corner[k][1]);
    y1 = fmax(y1, q->corner[k][1]);
  }
  box->x1 = (int)fmax(floor(x0) - 1, 0);
  box->y1 = (int)fmax(floor(y0) - 1, 0);
  box->x2 = (int)fmin(ceil(x1) + 1, frame_w);
  box->y2 = (int)fmin(ceil(y1) + 1, frame_h);
  return box->x1 < box->x2 && box->y1 < box->y2;
}

static inline bool invert3(const double a[3][3], double r[3][3]) {
  double c00 = a[1][1] * a[2][2] - a[1][2] * a[2][1];
  double c01 = a[1][2] * a[2][0] - a[1][0] * a[2][2];
  double c02 = a[1][0] * a[2][1] - a[1][1] * a[2][0];
  double det = a[0][0] * c00 + a[0][1] * c01 + a[0][2] * c02;
  if (fabs(det) < 1e-300) return false;
  double inv = 1.0 / det;
  r[0][0] = c00 * inv;
  r[1][0] = c01 * inv;
  r[2][0] = c02 * inv;
  r[0][1] = (a[0][2] * a[2][1] - a[0][1] * a[2][2]) * inv;
  r[1][1] = (a[0][0] * a[2][2] - a[0][2] * a[2][0]) * inv;
  r[2][1] = (a[0][1] * a[2][0] - a[0][0] * a[2][1]) * inv;
  r[0][2] = (a[0][1] * a[1][2] - a[0][2] * a[1][1]) * inv;
  r[1][2] = (a[0][2] * a[1][0] - a[0][0] * a[1][2]) * inv;
  r[2][2] = (a[0][0] * a[1][1] - a[0][1] * a[1][0]) * inv;
  return true;
}

/*
 * The pixman transform that samples a source image for the quad over the destination box.
 *
 * pixman maps destination pixel (dest_x + i, dest_y + j) to the source point
 * transform · (src_x + i + 0.5, src_y + j + 0.5, 1) (column vectors), then divides by the third
 * component. We want the source point (u + source_dx, v + source_dy), where (u, v) is the
 * bounds-space point under the destination pixel centre (source_dx/dy place the bounds inside
 * the image, e.g. for a sub-image of a strip).
 *
 * Two 16.16 fixed-point pitfalls are handled here:
 *   - pixman steps the homogeneous vector (x_h, y_h, w) across a scanline in 32-bit 16.16, so
 *     every component must stay below 32768 in magnitude over the whole box or it wraps
 *     silently (streaks, or an unfilled scanline). The matrix is therefore rescaled
 *     (homogeneous coordinates are scale-free) so that the largest component over the box's
 *     corners is TRANSFORM_LIMIT; a linear function's extremes over a box are at its corners.
 *   - the coefficients are rounded to 1/65536; the error this makes in w grows with the input
 *     coordinates, so the input is taken relative to the box centre: the caller passes
 *     src_x = dest_x - origin_x (and the same for y). With the scale pushed to the limit the
 *     remaining error is ~1 px at worst (the far corner of a full-screen face).
 * An affine result (no perspective) keeps the bottom row exactly (0 0 1) and is not rescaled,
 * so pixman can use its affine paths.
 *
 * Returns false when the quad cannot be inverted.
 */
#define TRANSFORM_LIMIT 30000.0

typedef struct {
  pixman_transform_t transform;
  int origin_x, origin_y;   /* pass src_x = dest_x - origin_x, src_y = dest_y - origin_y */
  double p[3][3];           /* the transform in double precision (before fixed rounding) */
} sampling_transform;

static inline bool make_sampling_transform(const projected_quad *q, const pixman_box32_t *box,
                                    double source_dx, double source_dy, sampling_transform *out) {
  double inv[3][3];
  if (!invert3(q->n, inv)) return false;
  /* Row-vector [u v 1] ~ [x y 1] · inv  ==  column-vector (u_h, v_h, w) = inv^T (x, y, 1). */
  double p[3][3];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++) p[r][c] = inv[c][r];
  /* Shift the source point: u_h += dx * w, v_h += dy * w. */
  for (int c = 0; c < 3; c++) {
    p[0][c] += source_dx * p[2][c];
    p[1][c] += source_dy * p[2][c];
  }
  /* Input relative to the box centre: x = x' + origin. */
  int ox = (box->x1 + box->x2) / 2, oy = (box->y1 + box->y2) / 2;
  for (int r = 0; r < 3; r++) p[r][2] += p[r][0] * ox + p[r][1] * oy;

  double hx = 0.5 * (box->x2 - box->x1) + 1, hy = 0.5 * (box->y2 - box->y1) + 1;
  bool affine = fabs(p[2][0]) * hx + fabs(p[2][1]) * hy <= 1e-12 * fabs(p[2][2]);
  double scale;
  if (affine) {
    scale = 1.0 / p[2][2];
  } else {
    double largest = 0, w_sum = 0;
    const double cx[2] = {box->x1 - ox, box->x2 - ox}, cy[2] = {box->y1 - oy, box->y2 - oy};
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 2; j++)
        for (int r = 0; r < 3; r++) {
          double v = p[r][0] * cx[i] + p[r][1] * cy[j] + p[r][2];
          largest = fmax(largest, fabs(v));
          if (r == 2) w_sum += v;
        }
    scale = TRANSFORM_LIMIT / largest;
    if (w_sum < 0) scale = -scale; /* keep w positive */
  }
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++) {
      p[r][c] *= scale;
      out->p[r][c] = p[r][c];
      out->transform.matrix[r][c] = (pixman_fixed_t)llround(p[r][c] * 65536.0);
    }
  if (affine) {
    out->transform.matrix[2][0] = 0;
    out->transform.matrix[2][1] = 0;
    out->transform.matrix[2][2] = pixman_fixed_1;
  }
  out->origin_x = ox;
  out->origin_y = oy;
  return true;
}

/* Smallest source coordinates sampled over the box (a projective map is monotone along lines
 * where w keeps its sign, so the extremes are at the box corners). Returns false if w changes
 * sign over the box (the plane's horizon crosses it), which these scenes never do. */
static inline bool source_minimum(const sampling_transform *t, const pixman_box32_t *box,
                           double *min_u, double *min_v) {
  const double cx[2] = {box->x1 - t->origin_x, box->x2 - t->origin_x};
  const double cy[2] = {box->y1 - t->origin_y, box->y2 - t->origin_y};
  *min_u = INFINITY;
  *min_v = INFINITY;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      double h[3];
      for (int r = 0; r < 3; r++) h[r] = t->p[r][0] * cx[i] + t->p[r][1] * cy[j] + t->p[r][2];
      if (!(h[2] > 0)) return false;
      *min_u = fmin(*min_u, h[0] / h[2]);
      *min_v = fmin(*min_v, h[1] / h[2]);
    }
  return true;
}

/* Largest distance (source pixels) between where the fixed-point transform and the exact one
 * send the quad's corners: a check of the 16.16 rounding. */
static inline double sampling_error(const projected_quad *q, const sampling_transform *t) {
  double worst = 0;
  for (int k = 0; k < 4; k++) {
    double x = q->corner[k][0] - t->origin_x, y = q->corner[k][1] - t->origin_y;
    double exact[3], fixed[3];
    for (int r = 0; r < 3; r++) {
      exact[r] = t->p[r][0] * x + t->p[r][1] * y + t->p[r][2];
      fixed[r] = (t->transform.matrix[r][0] * x + t->transform.matrix[r][1] * y +
                  t->transform.matrix[r][2]) / 65536.0;
    }
    double du = exact[0] / exact[2] - fixed[0] / fixed[2];
    double dv = exact[1] / exact[2] - fixed[1] / fixed[2];
    worst = fmax(worst, hypot(du, dv));
  }
  return worst;
}

#endif
