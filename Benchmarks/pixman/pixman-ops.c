/*
 * pixman-ops: how long pixman takes to composite the article apps' real frames, captured by
 * `segue demo --capture` and turned into drawing operations by `RenderTimings --ops` (the
 * translation is described in Benchmarks/Tools/RenderTimings/PixmanScene.swift, the file format
 * in README.md). One thread, CLOCK_MONOTONIC, median and p90 of N timed frames after 3 warm-up
 * frames, each started from an opaque black frame (that clear is not timed).
 *
 * What is prepared once, untimed: the backing stores (converted to a8r8g8b8), every transform
 * and box. What is timed: the pixman calls and the clearing of the group images.
 *
 * Build: cc -O3 -march=native -Wall -Wextra pixman-ops.c $(pkg-config --cflags --libs pixman-1) -lm
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <pixman.h>

#include "geometry.h"
#include "timing.h"

#define WARMUP_FRAMES 3
#define MAX_DEPTH 64

typedef enum { OP_FILL, OP_DRAW, OP_PUSH, OP_POP, OP_POPMASK } op_kind;

/* One prepared operation. Boxes are in the coordinates of the image drawn into (the frame, or
 * the enclosing group's image). */
typedef struct {
  op_kind kind;
  pixman_image_t *source;  /* fill: a solid colour; draw: the backing store; popmask: the mask */
  pixman_image_t *opacity; /* a solid alpha mask, or NULL for opaque */
  pixman_box32_t box;      /* destination box */
  int src_x, src_y;        /* source coordinates of the box's first pixel */
  int triangles;           /* fill through anti-aliased triangles (2), or a box (0) */
  pixman_triangle_t tri[2];
  int tri_x, tri_y;        /* where the triangles' frame origin lies in the target image */
  pixman_image_t *group;   /* push/pop: the group's image; pop blends it at `opacity` */
  uint32_t *group_bits;
  int group_w, group_h;
  uint32_t *source_bits;   /* storage behind `source` when it is a backing store */
} op;

typedef struct {
  int w, h;
  op *ops;
  int count;
} scene;

static void fail(const char *path, int line, const char *what) {
  fprintf(stderr, "pixman-ops: %s:%d: %s\n", path, line, what);
  exit(2);
}

static void *allocate(size_t bytes) {
  void *p = aligned_alloc(64, (bytes + 63) / 64 * 64);
  if (!p) {
    fprintf(stderr, "pixman-ops: out of memory\n");
    exit(1);
  }
  return p;
}

static pixman_image_t *solid_alpha(int alpha) {
  if (alpha >= 255) return NULL;
  pixman_color_t c = {0, 0, 0, (uint16_t)(alpha * 257)};
  return pixman_image_create_solid_fill(&c);
}

static bool clip_box(pixman_box32_t *box, const pixman_box32_t *to) {
  if (box->x1 < to->x1) box->x1 = to->x1;
  if (box->y1 < to->y1) box->y1 = to->y1;
  if (box->x2 > to->x2) box->x2 = to->x2;
  if (box->y2 > to->y2) box->y2 = to->y2;
  return box->x1 < box->x2 && box->y1 < box->y2;
}

/* Reads `w`·`h` premultiplied RGBA pixels into an a8r8g8b8 buffer with a transparent margin of
 * `margin` rows and columns on the top and left (see pixman-bench.c: pixman 0.42's projective
 * fetcher cannot sample negative coordinates). */
static uint32_t *read_pixels(FILE *pixels, const char *path, int line, int w, int h, int margin) {
  int bw = w + margin, bh = h + margin;
  uint32_t *bits = allocate((size_t)bw * bh * 4);
  memset(bits, 0, (size_t)bw * bh * 4);
  unsigned char *row = malloc((size_t)w * 4);
  for (int y = 0; y < h; y++) {
    if (fread(row, 4, (size_t)w, pixels) != (size_t)w) fail(path, line, "the .pixels file ends early");
    uint32_t *out = bits + (size_t)(y + margin) * bw + margin;
    for (int x = 0; x < w; x++) {
      const unsigned char *p = row + 4 * x;
      out[x] = (uint32_t)p[3] << 24 | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
    }
  }
  free(row);
  return bits;
}

static bool read_matrix(char *rest, mat4 *m) {
  char *end = rest;
  for (int i = 0; i < 16; i++) {
    char *start = end;
    double v = strtod(start, &end);
    if (end == start || !isfinite(v)) return false;
    m->m[i / 4][i % 4] = v;
  }
  while (*end == ' ' || *end == '\n') end++;
  return *end == '\0';
}

/* A pure translation (no scale, turn or perspective) is rounded to whole pixels, so that pixman
 * draws it as a blit, as a compositor snaps layers that only move. */
static void snap_translation(mat4 *m) {
  const double identity[4][4] = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      if (r != 3 || c > 1)
        if (fabs(m->m[r][c] - identity[r][c]) > 1e-9) return;
  m->m[3][0] = round(m->m[3][0]);
  m->m[3][1] = round(m->m[3][1]);
}

/* Prepares a backing store `w`×`h` drawn through `to_screen` into the target whose frame box is
 * `target` (offset by its origin): the transform, the box and the margin. Returns false when
 * nothing shows. */
static bool prepare_draw(op *o, FILE *pixels, const char *path, int line, int w, int h, mat4 to_screen,
                         int frame_w, int frame_h, const pixman_box32_t *target, bool whole_target) {
  snap_translation(&to_screen);
  projected_quad q = project_bounds(to_screen, w, h);
  pixman_box32_t box;
  /* A quad of less than a pixel's area (a layer seen edge-on, as the flip parks its second
   * screen) covers nothing, and its inverse map is singular: nothing shows, as in Segue. */
  bool visible = q.in_front && fabs(signed_area(&q)) >= 1 && quad_box(&q, frame_w, frame_h, &box);
  if (whole_target) box = *target; /* a mask covers its whole group: zero outside the shape */
  visible = visible && clip_box(&box, target);
  sampling_transform t;
  int margin = 0;
  if (visible && make_sampling_transform(&q, &box, 0, 0, &t)) {
    double min_u, min_v;
    if (!source_minimum(&t, &box, &min_u, &min_v)) fail(path, line, "a layer's horizon crosses its box");
    bool affine = t.transform.matrix[2][0] == 0 && t.transform.matrix[2][1] == 0;
    if (!affine && fmin(min_u, min_v) < 0) margin = (int)ceil(-fmin(min_u, min_v)) + 2;
    if (margin) make_sampling_transform(&q, &box, margin, margin, &t);
  } else {
    visible = false;
  }
  o->source_bits = read_pixels(pixels, path, line, w, h, margin);
  if (!visible) return false;
  o->source = pixman_image_create_bits(PIXMAN_a8r8g8b8, w + margin, h + margin, o->source_bits,
                                       (w + margin) * 4);
  pixman_image_set_filter(o->source, PIXMAN_FILTER_BILINEAR, NULL, 0);
  pixman_image_set_transform(o->source, &t.transform);
  o->box = box;
  o->src_x = box.x1 - t.origin_x;
  o->src_y = box.y1 - t.origin_y;
  return true;
}

static pixman_point_fixed_t fixed(double x, double y) {
  pixman_point_fixed_t p = {(pixman_fixed_t)llround(x * 65536.0), (pixman_fixed_t)llround(y * 65536.0)};
  return p;
}

static scene load(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "pixman-ops: cannot read %s: %s\n", path, strerror(errno));
    exit(2);
  }
  char pixels_path[4096];
  size_t length = strlen(path);
  if (length < 4 || strcmp(path + length - 4, ".ops") || length + 4 >= sizeof pixels_path)
    fail(path, 0, "give a .ops file written by RenderTimings --ops");
  snprintf(pixels_path, sizeof pixels_path, "%.*s.pixels", (int)(length - 4), path);
  FILE *pixels = fopen(pixels_path, "rb");
  if (!pixels) {
    fprintf(stderr, "pixman-ops: cannot read %s: %s\n", pixels_path, strerror(errno));
    exit(2);
  }
  scene s = {0, 0, NULL, 0};
  int capacity = 0, line_number = 0, depth = 0, image_w = -1, image_h = -1;
  pixman_box32_t targets[MAX_DEPTH + 1];
  char line[8192];
  while (fgets(line, sizeof line, f)) {
    line_number++;
    if (line_number == 1) {
      if (sscanf(line, "frame %d %d", &s.w, &s.h) != 2 || s.w < 1 || s.h < 1 || s.w > 16384 || s.h > 16384)
        fail(path, 1, "the first line must be 'frame WIDTH HEIGHT'");
      targets[0] = (pixman_box32_t){0, 0, s.w, s.h};
      continue;
    }
    if (s.count == capacity) {
      capacity = capacity ? 2 * capacity : 64;
      s.ops = realloc(s.ops, sizeof(op) * (size_t)capacity);
    }
    op *o = &s.ops[s.count];
    memset(o, 0, sizeof *o);
    char kind[16];
    int consumed = 0;
    if (sscanf(line, "%15s %n", kind, &consumed) != 1) fail(path, line_number, "empty line");
    char *rest = line + consumed;
    const pixman_box32_t *target = &targets[depth];
    if (!strcmp(kind, "image")) {
      int id;
      if (sscanf(rest, "%d %d %d", &id, &image_w, &image_h) != 3 || image_w < 1 || image_h < 1 ||
          image_w > 16384 || image_h > 16384)
        fail(path, line_number, "'image ID WIDTH HEIGHT' expected");
      continue;
    } else if (!strcmp(kind, "fill")) {
      int c[4];
      double p[8];
      if (sscanf(rest, "%d %d %d %d %lf %lf %lf %lf %lf %lf %lf %lf", &c[0], &c[1], &c[2], &c[3], &p[0], &p[1],
                 &p[2], &p[3], &p[4], &p[5], &p[6], &p[7]) != 12)
        fail(path, line_number, "'fill R G B A' and four corners expected");
      for (int k = 0; k < 4; k++)
        if (c[k] < 0 || c[k] > 255) fail(path, line_number, "colour channels must be 0...255");
      for (int k = 0; k < 8; k++)
        if (!(fabs(p[k]) <= 32767)) fail(path, line_number, "corners must be finite and within 32767 pixels");
      o->kind = OP_FILL;
      pixman_color_t color = {(uint16_t)(c[0] * 257), (uint16_t)(c[1] * 257), (uint16_t)(c[2] * 257),
                              (uint16_t)(c[3] * 257)};
      o->source = pixman_image_create_solid_fill(&color);
      bool axis = p[1] == p[3] && p[2] == p[4] && p[5] == p[7] && p[6] == p[0];
      bool whole = axis;
      for (int k = 0; k < 8; k++) whole = whole && p[k] == floor(p[k]);
      double x0 = fmin(fmin(p[0], p[2]), fmin(p[4], p[6])), x1 = fmax(fmax(p[0], p[2]), fmax(p[4], p[6]));
      double y0 = fmin(fmin(p[1], p[3]), fmin(p[5], p[7])), y1 = fmax(fmax(p[1], p[3]), fmax(p[5], p[7]));
      o->box = (pixman_box32_t){(int)floor(x0), (int)floor(y0), (int)ceil(x1), (int)ceil(y1)};
      if (!clip_box(&o->box, target)) continue;
      if (!whole) {
        o->triangles = 2;
        o->tri[0] = (pixman_triangle_t){fixed(p[0], p[1]), fixed(p[2], p[3]), fixed(p[4], p[5])};
        o->tri[1] = (pixman_triangle_t){fixed(p[0], p[1]), fixed(p[4], p[5]), fixed(p[6], p[7])};
        o->tri_x = -target->x1;
        o->tri_y = -target->y1;
      }
    } else if (!strcmp(kind, "draw") || !strcmp(kind, "popmask")) {
      int alpha, id;
      if (sscanf(rest, "%d %d %n", &alpha, &id, &consumed) != 2 || alpha < 0 || alpha > 255)
        fail(path, line_number, "'draw ALPHA ID' and a 4x4 matrix expected");
      mat4 m;
      if (!read_matrix(rest + consumed, &m)) fail(path, line_number, "a 4x4 matrix of 16 numbers expected");
      if (image_w < 0) fail(path, line_number, "an 'image' line must come first");
      bool is_mask = kind[0] == 'p';
      if (is_mask && depth == 0) fail(path, line_number, "'popmask' without 'push'");
      bool shows = prepare_draw(o, pixels, path, line_number, image_w, image_h, m, s.w, s.h, target, is_mask);
      image_w = -1;
      o->opacity = solid_alpha(alpha);
      if (is_mask) {
        o->kind = OP_POPMASK;
        depth--;
      } else {
        o->kind = OP_DRAW;
        if (!shows) continue;
      }
    } else if (!strcmp(kind, "push")) {
      pixman_box32_t box;
      if (sscanf(rest, "%d %d %d %d", &box.x1, &box.y1, &box.x2, &box.y2) != 4)
        fail(path, line_number, "'push X1 Y1 X2 Y2' expected");
      if (depth == MAX_DEPTH) fail(path, line_number, "groups nested too deep");
      if (!clip_box(&box, target)) box = (pixman_box32_t){target->x1, target->y1, target->x1 + 1, target->y1 + 1};
      o->kind = OP_PUSH;
      o->box = box;
      o->group_w = box.x2 - box.x1;
      o->group_h = box.y2 - box.y1;
      o->group_bits = allocate((size_t)o->group_w * o->group_h * 4);
      o->group = pixman_image_create_bits(PIXMAN_a8r8g8b8, o->group_w, o->group_h, o->group_bits, o->group_w * 4);
      targets[++depth] = box;
    } else if (!strcmp(kind, "pop")) {
      int alpha;
      if (sscanf(rest, "%d", &alpha) != 1 || alpha < 0 || alpha > 255) fail(path, line_number, "'pop ALPHA' expected");
      if (depth == 0) fail(path, line_number, "'pop' without 'push'");
      o->kind = OP_POP;
      o->opacity = solid_alpha(alpha);
      depth--;
    } else {
      fail(path, line_number, "unknown operation (fill, image, draw, push, pop, popmask)");
    }
    /* Boxes are stored relative to the image drawn into. */
    const pixman_box32_t *into = &targets[depth];
    if (o->kind == OP_POP || o->kind == OP_POPMASK) {
      int open = 0;
      for (int k = s.count - 1; k >= 0; k--) {
        if (s.ops[k].kind == OP_POP || s.ops[k].kind == OP_POPMASK) open++;
        if (s.ops[k].kind == OP_PUSH && open-- == 0) {
          o->group = s.ops[k].group;
          o->group_w = s.ops[k].group_w;
          o->group_h = s.ops[k].group_h;
          o->group_bits = s.ops[k].group_bits;
          o->box = s.ops[k].box; /* frame coordinates of the group */
          break;
        }
      }
    }
    if (o->kind != OP_PUSH) {
      o->box.x1 -= into->x1;
      o->box.x2 -= into->x1;
      o->box.y1 -= into->y1;
      o->box.y2 -= into->y1;
    }
    s.count++;
  }
  if (line_number == 0) fail(path, 0, "empty file");
  if (depth != 0) fail(path, line_number, "a 'push' is never popped");
  fclose(f);
  fclose(pixels);
  return s;
}

/* Draws the scene into `frame` (a8r8g8b8, w × h). */
static void draw(const scene *s, pixman_image_t *frame) {
  pixman_image_t *stack[MAX_DEPTH + 1];
  int depth = 0;
  stack[0] = frame;
  for (int i = 0; i < s->count; i++) {
    const op *o = &s->ops[i];
    pixman_image_t *into = stack[depth];
    const pixman_box32_t *b = &o->box;
    switch (o->kind) {
    case OP_FILL:
      if (o->triangles)
        pixman_composite_triangles(PIXMAN_OP_OVER, o->source, into, PIXMAN_a8, 0, 0, o->tri_x, o->tri_y, 2, o->tri);
      else
        pixman_image_composite32(PIXMAN_OP_OVER, o->source, NULL, into, 0, 0, 0, 0, b->x1, b->y1, b->x2 - b->x1,
                                 b->y2 - b->y1);
      break;
    case OP_DRAW:
      pixman_image_composite32(PIXMAN_OP_OVER, o->source, o->opacity, into, o->src_x, o->src_y, 0, 0, b->x1, b->y1,
                               b->x2 - b->x1, b->y2 - b->y1);
      break;
    case OP_PUSH:
      memset(o->group_bits, 0, (size_t)o->group_w * o->group_h * 4);
      stack[++depth] = o->group;
      break;
    case OP_POPMASK:
      /* The group keeps only what lies inside the mask: group × mask alpha. */
      if (o->source)
        pixman_image_composite32(PIXMAN_OP_IN_REVERSE, o->source, NULL, o->group, o->src_x, o->src_y, 0, 0, 0, 0,
                                 o->group_w, o->group_h);
      else /* the mask shows nothing */
        memset(o->group_bits, 0, (size_t)o->group_w * o->group_h * 4);
      /* fall through */
    case OP_POP:
      depth--;
      pixman_image_composite32(PIXMAN_OP_OVER, o->group, o->opacity, stack[depth], 0, 0, 0, 0, b->x1, b->y1, o->group_w,
                               o->group_h);
      break;
    }
  }
}

static void write_ppm(const uint32_t *frame, int w, int h, const char *dir, const char *name) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.ppm", dir, name);
  FILE *f = fopen(path, "wb");
  if (!f) {
    fprintf(stderr, "pixman-ops: cannot write %s: %s\n", path, strerror(errno));
    exit(1);
  }
  fprintf(f, "P6\n%d %d\n255\n", w, h);
  for (size_t i = 0; i < (size_t)w * h; i++) {
    unsigned char rgb[3] = {(unsigned char)(frame[i] >> 16), (unsigned char)(frame[i] >> 8), (unsigned char)frame[i]};
    fwrite(rgb, 1, 3, f);
  }
  if (fclose(f) != 0) {
    fprintf(stderr, "pixman-ops: cannot write %s\n", path);
    exit(1);
  }
}

int main(int argc, char **argv) {
  long frames = 20;
  bool tsv = false;
  const char *dump = NULL;
  int first = 1;
  for (; first < argc && argv[first][0] == '-'; first++) {
    const char *arg = argv[first], *value = first + 1 < argc ? argv[first + 1] : NULL;
    if (!strcmp(arg, "--frames") && value) {
      char *end;
      frames = strtol(value, &end, 10);
      if (*end || frames < 1 || frames > 100000) {
        fprintf(stderr, "pixman-ops: --frames needs an integer in 1...100000, got '%s'\n", value);
        return 2;
      }
      first++;
    } else if (!strcmp(arg, "--dump") && value) {
      dump = value;
      first++;
    } else if (!strcmp(arg, "--tsv")) {
      tsv = true;
    } else {
      fprintf(stderr, "pixman-ops: unknown argument '%s'; usage: pixman-ops [--frames N] [--tsv] [--dump DIR] FILE.ops...\n", arg);
      return 2;
    }
  }
  if (first == argc) {
    fprintf(stderr, "pixman-ops: no .ops files given; usage: pixman-ops [--frames N] [--tsv] [--dump DIR] FILE.ops...\n");
    return 2;
  }
  double *times = malloc(sizeof(double) * (size_t)frames);
  for (int a = first; a < argc; a++) {
    scene s = load(argv[a]);
    uint32_t *bits = allocate((size_t)s.w * s.h * 4);
    pixman_image_t *frame = pixman_image_create_bits(PIXMAN_a8r8g8b8, s.w, s.h, bits, s.w * 4);
    for (long f = 0; f < WARMUP_FRAMES + frames; f++) {
      pixman_fill(bits, s.w, 32, 0, 0, s.w, s.h, 0xff000000u); /* untimed */
      double t0 = now_ms();
      draw(&s, frame);
      double t1 = now_ms();
      if (f >= WARMUP_FRAMES) times[f - WARMUP_FRAMES] = t1 - t0;
    }
    double median, p90;
    median_p90(times, frames, &median, &p90);
    const char *slash = strrchr(argv[a], '/');
    char name[256];
    snprintf(name, sizeof name, "%s", slash ? slash + 1 : argv[a]);
    name[strlen(name) - 4] = '\0';
    if (tsv)
      printf("%s\t%.3f\t%.3f\n", name, median, p90);
    else
      printf("%-18s  median %7.2f ms  p90 %7.2f ms  (%d operations)\n", name, median, p90, s.count);
    fflush(stdout);
    if (dump) write_ppm(bits, s.w, s.h, dump, name);
    pixman_image_unref(frame);
    free(bits);
  }
  free(times);
  return 0;
}
