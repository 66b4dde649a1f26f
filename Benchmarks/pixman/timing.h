/*
 * Timing helpers shared by pixman-bench.c and pixman-ops.c: a monotonic clock in milliseconds
 * and the median and nearest-rank p90 of a run's frame times (see README.md, Protocol).
 */
#ifndef SEGUE_PIXMAN_TIMING_H
#define SEGUE_PIXMAN_TIMING_H

#include <math.h>
#include <stdlib.h>
#include <time.h>

static inline double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static inline int compare_double(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  return (a > b) - (a < b);
}

/* Sorts `times` (n of them) and gives their median (the mean of the middle two when n is even)
 * and nearest-rank p90, sorted[ceil(0.9 n) - 1]. */
static inline void median_p90(double *times, long n, double *median, double *p90) {
  qsort(times, (size_t)n, sizeof(double), compare_double);
  *median = n % 2 ? times[n / 2] : 0.5 * (times[n / 2 - 1] + times[n / 2]);
  *p90 = times[(long)ceil(0.9 * n) - 1];
}

#endif
