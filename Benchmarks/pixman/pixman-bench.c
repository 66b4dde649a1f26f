/*
 * pixman-bench: how long pixman (the compositor under cairo and the X server) takes to draw the
 * transition scenes Segue's Swift renderer benchmarks draw, plus the memory-bandwidth floor.
 * One thread, CLOCK_MONOTONIC, median and p90 of N timed frames after 3 warm-up frames.
 * The scene definitions are in README.md next to this file; geometry conventions in geometry.h.
 *
 * Build: cc -O3 -march=native -Wall -Wextra pixman-bench.c $(pkg-config --cflags --libs pixman-1) -lm
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <pixman.h>

#include "geometry.h"
#include "timing.h"

#define WARMUP_FRAMES 3
#define PERSPECTIVE_DISTANCE 3000.0 /* d in m34 = -1/d */
#define SLIDE_OFFSET 400            /* page A at x = -400, page B at x = W - 400 */
#define FOLD_STRIPS 4
#define FOLD_PROGRESS 0.5
#define PI 3.14159265358979323846

/*
 * The backing store of a transformed layer: its content at (margin, margin) inside a buffer
 * whose first `margin` rows and columns are transparent, bilinear, PIXMAN_REPEAT_NONE.
 *
 * Why the margin: pixman 0.42's projective fetcher divides with
 *     x0 = ((uint64_t)x << 16) / w
 * which is only right for non-negative x: a negative homogeneous coordinate turns into garbage
 * unless w is a power of two (always true for affine transforms, never for projective ones).
 * The bounding box of a rotated layer contains pixels whose source point lies above or left of
 * the image (v < 0 or u < 0), and those sample random rows: single-pixel vertical streaks above
 * the layer. Shifting the content by a margin keeps every sampled coordinate non-negative;
 * coordinates past the right or bottom edge are fine (pixman reads them as transparent).
 * The margin is measured from the scenes' geometry before the buffers are made.
 */
typedef struct {
  pixman_image_t *image;
  uint32_t *bits;
  int margin;
} backing;

typedef struct {
  int w, h;
  uint32_t *page_a, *page_b, *frame; /* premultiplied a8r8g8b8, stride w * 4 */
  pixman_image_t *a, *b, *dst;       /* identity blits (no transform, no filter) */
  backing face_a, face_b;            /* the pages as cube faces */
  backing strip[FOLD_STRIPS];        /* page A's strip columns for the fold */
  int strip_x0[FOLD_STRIPS];         /* first page column copied into each strip backing */
  pixman_image_t *half_opacity;      /* solid 0.5 (0x80) mask for the fade */
  double pixels;                     /* destination pixels composited in the current frame */
  double fixed_error;                /* worst 16.16 corner error of the current frame (px) */
  bool measuring;                    /* geometry only: find the margin the backings need */
  double needed_margin;
} bench;

/* ------------------------------------------------------------------------------------------ */
/* Page content: deterministic, opaque, different palettes for A and B.                       */

static uint32_t *alloc_frame(int w, int h) {
  size_t bytes = (size_t)w * h * 4;
  bytes = (bytes + 63) / 64 * 64; /* aligned_alloc wants a multiple of the alignment */
  uint32_t *p = aligned_alloc(64, bytes);
  if (!p) {
    fprintf(stderr, "pixman-bench: out of memory\n");
    exit(1);
  }
  return p;
}

/* Vertical gradient from `top` to `bottom` (rounded per channel), 16-px vertical stripes
 * (odd stripes lightened by a quarter of the way to white) and a grid of 40-px darker cards
 * on a 48-px pitch (8-px gutters; card pixels at 3/4 brightness). */
static void fill_page(uint32_t *px, int w, int h, const int top[3], const int bottom[3]) {
  for (int y = 0; y < h; y++) {
    double t = h > 1 ? (double)y / (h - 1) : 0;
    int base[3];
    for (int c = 0; c < 3; c++) base[c] = (int)lround(top[c] + (bottom[c] - top[c]) * t);
    for (int x = 0; x < w; x++) {
      int rgb[3];
      for (int c = 0; c < 3; c++) {
        int v = base[c];
        if ((x / 16) % 2 == 1) v += (255 - v) / 4;
        if (x % 48 >= 8 && y % 48 >= 8) v = v * 3 / 4;
        rgb[c] = v;
      }
      px[(size_t)y * w + x] = 0xff000000u | (uint32_t)rgb[0] << 16 | (uint32_t)rgb[1] << 8 |
                              (uint32_t)rgb[2];
    }
  }
}

static pixman_image_t *wrap(uint32_t *bits, int w, int h, int stride_bytes, bool bilinear) {
  pixman_image_t *img = pixman_image_create_bits(PIXMAN_a8r8g8b8, w, h, bits, stride_bytes);
  if (!img) {
    fprintf(stderr, "pixman-bench: pixman_image_create_bits failed\n");
    exit(1);
  }
  if (bilinear) pixman_image_set_filter(img, PIXMAN_FILTER_BILINEAR, NULL, 0);
  return img;
}

/* Columns [x0, x0 + w) of a page, all rows, into a backing with a transparent margin. */
static backing make_backing(const uint32_t *page, int page_w, int page_h, int x0, int w,
                            int margin) {
  backing r;
  int bw = margin + w, bh = margin + page_h;
  r.margin = margin;
  r.bits = alloc_frame(bw, bh);
  memset(r.bits, 0, (size_t)bw * bh * 4);
  for (int y = 0; y < page_h; y++)
    memcpy(r.bits + (size_t)(margin + y) * bw + margin, page + (size_t)y * page_w + x0,
           (size_t)w * 4);
  r.image = wrap(r.bits, bw, bh, bw * 4, true);
  return r;
}

static void free_backing(backing *r) {
  pixman_image_unref(r->image);
  free(r->bits);
}

static void draw_cube(bench *b);
static void draw_fold(bench *b);

static void bench_init(bench *b, int w, int h) {
  memset(b, 0, sizeof *b);
  b->w = w;
  b->h = h;
  b->page_a = alloc_frame(w, h);
  b->page_b = alloc_frame(w, h);
  b->frame = alloc_frame(w, h);
  static const int a_top[3] = {244, 180, 66}, a_bottom[3] = {190, 60, 120};  /* warm */
  static const int b_top[3] = {60, 190, 210}, b_bottom[3] = {30, 60, 150};   /* cool */
  fill_page(b->page_a, w, h, a_top, a_bottom);
  fill_page(b->page_b, w, h, b_top, b_bottom);
  int stride = w * 4;
  b->a = wrap(b->page_a, w, h, stride, false);
  b->b = wrap(b->page_b, w, h, stride, false);
  b->dst = wrap(b->frame, w, h, stride, false);
  /* Strip i shows x in [i*s, (i+1)*s] of page A, s = w/4 (fractional in general): its backing
   * holds the whole columns [floor(i*s), ceil((i+1)*s)); outside them it is transparent, which
   * gives the strip soft bilinear edges. */
  double s = (double)w / FOLD_STRIPS;
  for (int i = 0; i < FOLD_STRIPS; i++) b->strip_x0[i] = (int)floor(i * s);

  /* Dry run of the transformed scenes' geometry (nothing is drawn): the backings' margin must
   * cover the most negative source coordinate any bounding box samples. */
  b->measuring = true;
  draw_cube(b);
  draw_fold(b);
  b->measuring = false;
  int margin = (int)ceil(b->needed_margin) + 2;
  b->face_a = make_backing(b->page_a, w, h, 0, w, margin);
  b->face_b = make_backing(b->page_b, w, h, 0, w, margin);
  for (int i = 0; i < FOLD_STRIPS; i++) {
    int x0 = b->strip_x0[i], x1 = (int)ceil((i + 1) * s);
    b->strip[i] = make_backing(b->page_a, w, h, x0, (x1 < w ? x1 : w) - x0, margin);
  }
  pixman_color_t half = {0x8080, 0x8080, 0x8080, 0x8080};
  b->half_opacity = pixman_image_create_solid_fill(&half);
}

static void bench_free(bench *b) {
  pixman_image_t *images[] = {b->a, b->b, b->dst, b->half_opacity};
  for (size_t i = 0; i < sizeof images / sizeof images[0]; i++) pixman_image_unref(images[i]);
  free_backing(&b->face_a);
  free_backing(&b->face_b);
  for (int i = 0; i < FOLD_STRIPS; i++) free_backing(&b->strip[i]);
  free(b->page_a);
  free(b->page_b);
  free(b->frame);
}

/* ------------------------------------------------------------------------------------------ */
/* Drawing helpers                                                                             */

static double box_area(const pixman_box32_t *box) {
  return (double)(box->x2 - box->x1) * (box->y2 - box->y1);
}

/* A transformed layer drawn as pixman draws it: OVER over the quad's destination bounding box
 * with a projective transform, bilinear. The layer's bounds point (u, v) shows the backing's
 * content at (u + content_dx, v). Returns false if nothing was drawn. */
typedef struct {
  projected_quad quad;
  pixman_box32_t box;
} drawn_layer;

static bool draw_layer(bench *b, const backing *src, mat4 to_screen, double width,
                       double height, double content_dx, bool cull_back, drawn_layer *out) {
  out->quad = project_bounds(to_screen, width, height);
  if (!out->quad.in_front) return false; /* crosses the eye plane: not in these scenes */
  if (cull_back && signed_area(&out->quad) <= 0) return false;
  if (!quad_box(&out->quad, b->w, b->h, &out->box)) return false;
  int margin = b->measuring ? 0 : src->margin;
  sampling_transform t;
  if (!make_sampling_transform(&out->quad, &out->box, margin + content_dx, margin, &t))
    return false;
  double min_u, min_v;
  if (!source_minimum(&t, &out->box, &min_u, &min_v)) {
    fprintf(stderr, "pixman-bench: a layer's horizon crosses its bounding box\n");
    exit(1);
  }
  if (b->measuring) {
    b->needed_margin = fmax(b->needed_margin, -fmin(min_u, min_v));
    return false;
  }
  if (min_u < 0 || min_v < 0) {
    fprintf(stderr, "pixman-bench: margin too small (%.1f, %.1f)\n", min_u, min_v);
    exit(1);
  }
  b->fixed_error = fmax(b->fixed_error, sampling_error(&out->quad, &t));
  pixman_image_t *image = src->image;
  pixman_image_set_transform(image, &t.transform);
  const pixman_box32_t *box = &out->box;
  pixman_image_composite32(PIXMAN_OP_OVER, image, NULL, b->dst, box->x1 - t.origin_x,
                           box->y1 - t.origin_y, 0, 0, box->x1, box->y1, box->x2 - box->x1,
                           box->y2 - box->y1);
  b->pixels += box_area(box);
  return true;
}

static pixman_point_fixed_t fixed_point(const double p[2]) {
  pixman_point_fixed_t r = {(pixman_fixed_t)llround(p[0] * 65536.0),
                            (pixman_fixed_t)llround(p[1] * 65536.0)};
  return r;
}

/* Fold shading of a drawn strip: black whose alpha runs across the strip from alpha_left at
 * its left edge (u = 0) to alpha_right at its right edge (u = width), carrying the strip's
 * transform, composited OVER through the strip's anti-aliased quad coverage (two triangles).
 * The coverage mask keeps the shading inside the strip: a gradient mask alone would darken
 * the whole bounding box, including page B above and below the foreshortened strip. */
static void draw_shading(bench *b, const drawn_layer *layer, double alpha_left,
                         double alpha_right) {
  sampling_transform t;
  if (!make_sampling_transform(&layer->quad, &layer->box, 0, 0, &t)) return;
  pixman_point_fixed_t p1 = {0, 0}, p2 = {(pixman_fixed_t)llround(layer->quad.width * 65536.0), 0};
  pixman_gradient_stop_t stops[2] = {
      {0, {0, 0, 0, (uint16_t)lround(alpha_left * 65535)}},
      {pixman_fixed_1, {0, 0, 0, (uint16_t)lround(alpha_right * 65535)}},
  };
  pixman_image_t *shade = pixman_image_create_linear_gradient(&p1, &p2, stops, 2);
  pixman_image_set_transform(shade, &t.transform);
  pixman_image_set_repeat(shade, PIXMAN_REPEAT_PAD);
  const double(*c)[2] = layer->quad.corner;
  pixman_triangle_t tris[2] = {
      {fixed_point(c[0]), fixed_point(c[1]), fixed_point(c[2])},
      {fixed_point(c[0]), fixed_point(c[2]), fixed_point(c[3])},
  };
  pixman_composite_triangles(PIXMAN_OP_OVER, shade, b->dst, PIXMAN_a8, -t.origin_x,
                             -t.origin_y, 0, 0, 2, tris);
  pixman_image_unref(shade);
  /* pixman composites the triangles' integer bounding box, clipped to the frame. */
  pixman_box32_t box = {b->w, b->h, 0, 0};
  for (int k = 0; k < 4; k++) {
    box.x1 = (int)fmin(box.x1, floor(c[k][0]));
    box.y1 = (int)fmin(box.y1, floor(c[k][1]));
    box.x2 = (int)fmax(box.x2, ceil(c[k][0]));
    box.y2 = (int)fmax(box.y2, ceil(c[k][1]));
  }
  box.x1 = box.x1 < 0 ? 0 : box.x1;
  box.y1 = box.y1 < 0 ? 0 : box.y1;
  box.x2 = box.x2 > b->w ? b->w : box.x2;
  box.y2 = box.y2 > b->h ? b->h : box.y2;
  if (box.x1 < box.x2 && box.y1 < box.y2) b->pixels += box_area(&box);
}

static void blit(bench *b, pixman_op_t op, pixman_image_t *src, pixman_image_t *mask, int src_x,
                 int dest_x, int width) {
  if (width <= 0 || b->measuring) return;
  pixman_image_composite32(op, src, mask, b->dst, src_x, 0, 0, 0, dest_x, 0, width, b->h);
  b->pixels += (double)width * b->h;
}

/* ------------------------------------------------------------------------------------------ */
/* Scenes (see README.md for the definitions the Swift benchmarks match)                       */

/* Cube, progress 0.5 of a quarter turn: two faces at 45 degrees meeting at a vertical seam. */
static void draw_cube(bench *b) {
  double W = b->w, H = b->h;
  mat4 s = mat4_mul(mat4_mul(mat4_rotate_y(-PI / 4), mat4_translate(-W / 4, 0, -W / 4)),
                    mat4_perspective(PERSPECTIVE_DISTANCE));
  mat4 container = sublayer_transform_about(s, W / 2, H / 2); /* container == frame */
  mat4 face_b_transform = mat4_mul(mat4_rotate_y(PI / 2), mat4_translate(W / 2, 0, -W / 2));
  mat4 a = mat4_mul(layer_to_superlayer(W / 2, H / 2, mat4_identity(), W / 2, H / 2, 0), container);
  mat4 bm = mat4_mul(layer_to_superlayer(W / 2, H / 2, face_b_transform, W / 2, H / 2, 0), container);
  drawn_layer layer;
  draw_layer(b, &b->face_a, a, W, H, 0, true, &layer);
  draw_layer(b, &b->face_b, bm, W, H, 0, true, &layer);
}

/* Paper fold at progress 0.5: page B flat, then four strips of page A hinged at the left edge,
 * alternately rotated by +theta / -theta about y, each with its shading. */
static void draw_fold(bench *b) {
  double W = b->w, H = b->h, p = FOLD_PROGRESS;
  blit(b, PIXMAN_OP_SRC, b->b, NULL, 0, 0, b->w);
  mat4 container = sublayer_transform_about(mat4_perspective(PERSPECTIVE_DISTANCE), W / 2, H / 2);
  double s = W / FOLD_STRIPS, theta = acos(1 - p);
  for (int i = 0; i < FOLD_STRIPS; i++) {
    bool even = i % 2 == 0;
    mat4 transform = mat4_rotate_y(even ? theta : -theta);
    double z = even ? 0 : -s * sin(theta);
    /* anchorPoint (0, 0.5): the anchor is the left edge's middle, (0, H/2) in bounds space. */
    mat4 m = mat4_mul(layer_to_superlayer(0, H / 2, transform, i * s * cos(theta), H / 2, z),
                      container);
    drawn_layer layer;
    if (!draw_layer(b, &b->strip[i], m, s, H, i * s - b->strip_x0[i], false, &layer)) continue;
    double dark = 0.5 * p;
    draw_shading(b, &layer, even ? 0 : dark, even ? dark : 0);
  }
}

/* Cross-fade: page A, then page B OVER at opacity 0.5 through a solid mask (pixman's
 * over_8888_n_8888 fast path). */
static void draw_fade(bench *b) {
  blit(b, PIXMAN_OP_SRC, b->a, NULL, 0, 0, b->w);
  blit(b, PIXMAN_OP_OVER, b->b, b->half_opacity, 0, 0, b->w);
}

/* Pixel-snapped slide: page A at x = -400 (SRC), page B at x = W - 400 (OVER), clipped. */
static void draw_slide(bench *b) {
  int off = SLIDE_OFFSET, w = b->w;
  blit(b, PIXMAN_OP_SRC, b->a, NULL, off, 0, w - off);
  int bx = w - off, dest_x = bx > 0 ? bx : 0;
  blit(b, PIXMAN_OP_OVER, b->b, NULL, dest_x - bx, dest_x, w - dest_x);
}

/* The bandwidth floor: one frame-sized memcpy. */
static void draw_copy(bench *b) {
  memcpy(b->frame, b->page_a, (size_t)b->w * b->h * 4);
  b->pixels += (double)b->w * b->h;
}

/* The floor of a frame made of two full-screen layers (cube, fade): two frame-sized reads and
 * one write, each output byte the rounded-up mean of its two inputs (vectorized by the
 * compiler). */
static void draw_mix(bench *b) {
  size_t n = (size_t)b->w * b->h;
  const uint32_t *x = b->page_a, *y = b->page_b;
  uint32_t *d = b->frame;
  for (size_t i = 0; i < n; i++) d[i] = (x[i] | y[i]) - (((x[i] ^ y[i]) >> 1) & 0x7F7F7F7Fu);
  b->pixels += (double)n;
}

typedef struct {
  const char *name;
  void (*draw)(bench *);
} scene;

static const scene scenes[] = {
    {"cube", draw_cube}, {"fold", draw_fold}, {"fade", draw_fade},
    {"slide", draw_slide}, {"copy", draw_copy}, {"mix", draw_mix},
};

/* ------------------------------------------------------------------------------------------ */
/* Timing, output                                                                              */

static void write_ppm(const bench *b, const char *dir, const char *name) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.ppm", dir, name);
  FILE *f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "pixman-bench: cannot write %s: %s\n", path, strerror(errno));
    exit(1);
  }
  fprintf(f, "P6\n%d %d\n255\n", b->w, b->h);
  unsigned char *row = malloc((size_t)b->w * 3);
  for (int y = 0; y < b->h; y++) {
    const uint32_t *src = b->frame + (size_t)y * b->w;
    for (int x = 0; x < b->w; x++) {
      /* Frames are opaque (cleared to opaque black), so premultiplied RGB is the colour. */
      row[3 * x] = (unsigned char)(src[x] >> 16);
      row[3 * x + 1] = (unsigned char)(src[x] >> 8);
      row[3 * x + 2] = (unsigned char)src[x];
    }
    fwrite(row, 3, (size_t)b->w, f);
  }
  free(row);
  if (fclose(f) != 0) {
    fprintf(stderr, "pixman-bench: cannot write %s\n", path);
    exit(1);
  }
}

/* The core's effective clock in GHz: a chain of dependent additions, one per cycle on every
 * out-of-order core, timed over about 0.1 s; the best of five rounds, since other tenants of a
 * shared host only ever slow it down. */
static double effective_ghz(void) {
  const long rounds = 12500000;
  double best = 1e30;
  for (int r = 0; r < 5; r++) {
    uint64_t x = 0;
    double t0 = now_ms();
    for (long i = 0; i < rounds; i++) {
      /* The empty statements keep x in a register and the additions unfolded. */
      for (int k = 0; k < 8; k++) {
        x += 1;
        __asm__ volatile("" : "+r"(x));
      }
    }
    double t = now_ms() - t0;
    if (t < best) best = t;
  }
  return 8.0 * (double)rounds / (best * 1e6);
}

static void usage(FILE *f) {
  fprintf(f, "usage: pixman-bench [--frames N] [--width W] [--height H] [--tsv] [--dump DIR]\n"
             "       pixman-bench --clock   (prints the core's effective clock in GHz)\n");
}

static long parse_int(const char *option, const char *value, long min, long max) {
  char *end;
  errno = 0;
  long v = value ? strtol(value, &end, 10) : 0;
  if (!value || *value == '\0' || *end != '\0' || errno || v < min || v > max) {
    fprintf(stderr, "pixman-bench: %s needs an integer in %ld...%ld, got '%s'\n", option, min,
            max, value ? value : "");
    exit(2);
  }
  return v;
}

int main(int argc, char **argv) {
  long frames = 20, width = 1179, height = 2556;
  bool tsv = false;
  const char *dump = NULL;
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(arg, "--frames")) frames = parse_int(arg, value, 1, 100000), i++;
    else if (!strcmp(arg, "--width")) width = parse_int(arg, value, 16, 16384), i++;
    else if (!strcmp(arg, "--height")) height = parse_int(arg, value, 16, 16384), i++;
    else if (!strcmp(arg, "--tsv")) tsv = true;
    else if (!strcmp(arg, "--dump")) {
      if (!value || !*value) {
        fprintf(stderr, "pixman-bench: --dump needs a directory\n");
        return 2;
      }
      dump = value;
      i++;
    } else if (!strcmp(arg, "--clock")) {
      printf("%.2f\n", effective_ghz());
      return 0;
    } else if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
      usage(stdout);
      return 0;
    } else {
      fprintf(stderr, "pixman-bench: unknown argument '%s' (try --help)\n", arg);
      return 2;
    }
  }
  if (dump && mkdir(dump, 0777) != 0 && errno != EEXIST) {
    fprintf(stderr, "pixman-bench: cannot create %s: %s\n", dump, strerror(errno));
    return 1;
  }

  bench b;
  bench_init(&b, (int)width, (int)height);
  double *times = malloc(sizeof(double) * (size_t)frames);
  double load = 0;
  FILE *loadavg = fopen("/proc/loadavg", "r");
  if (loadavg) {
    if (fscanf(loadavg, "%lf", &load) != 1) load = 0;
    fclose(loadavg);
  }

  if (tsv) {
    printf("scene\tmedian_ms\tp90_ms\n");
  } else {
    printf("pixman %s, frame %ldx%ld a8r8g8b8, %ld timed frames per scene after %d warm-up, "
           "one thread, load average %.2f\n\n",
           pixman_version_string(), width, height, frames, WARMUP_FRAMES, load);
    printf("%-6s %10s %10s %12s %10s\n", "scene", "median ms", "p90 ms", "Mpx touched",
           "ns/px");
  }
  for (size_t s = 0; s < sizeof scenes / sizeof scenes[0]; s++) {
    double pixels = 0;
    for (long f = 0; f < WARMUP_FRAMES + frames; f++) {
      /* Untimed: every frame starts from an opaque black destination. */
      pixman_fill(b.frame, (int)width, 32, 0, 0, (int)width, (int)height, 0xff000000u);
      b.pixels = 0;
      b.fixed_error = 0;
      double t0 = now_ms();
      scenes[s].draw(&b);
      double t1 = now_ms();
      if (f >= WARMUP_FRAMES) times[f - WARMUP_FRAMES] = t1 - t0;
      pixels = b.pixels;
    }
    double median, p90;
    median_p90(times, frames, &median, &p90);
    if (tsv)
      printf("%s\t%.3f\t%.3f\n", scenes[s].name, median, p90);
    else
      printf("%-6s %10.2f %10.2f %12.2f %10.2f\n", scenes[s].name, median, p90, pixels / 1e6,
             median * 1e6 / pixels);
    fflush(stdout);
    if (dump) {
      write_ppm(&b, dump, scenes[s].name);
      if (b.fixed_error > 0)
        fprintf(stderr, "%s: worst 16.16 transform error at a quad corner %.3f source px\n",
                scenes[s].name, b.fixed_error);
    }
  }
  if (!tsv && dump) printf("\nlast frames written to %s/<scene>.ppm\n", dump);
  free(times);
  bench_free(&b);
  return 0;
}
