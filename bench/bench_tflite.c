/*
 * bench_tflite.c - what the verdict on a TFLite model costs.
 *
 *   bench_tflite MODEL [MODEL...]
 *
 * For each model, times (median of many runs, file in the page cache):
 *   verdict   open (mmap) + parse + check against the standard resolver +
 *             minimum runtime: what a model-serving gate runs
 *   bytes     the same from bytes already in memory (TFC_TFLITE_BORROW_DATA)
 *   walk      the full structure check (every operator and tensor index)
 *   versions  the converter's version for every operator code (reads every
 *             operator and its tensors)
 * The last two read the whole graph and are shown for contrast.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The building blocks (tfcompat.h: the lower tier, outside the semver promise). */
#define TFC_BUILDING_BLOCKS 1
#include <tfcompat.h>

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static uint8_t *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *p = malloc((size_t)n ? (size_t)n : 1);
    if (p && fread(p, 1, (size_t)n, f) != (size_t)n) { free(p); p = NULL; }
    fclose(f);
    *len = (size_t)n;
    return p;
}

enum { VERDICT, BYTES, WALK, VERSIONS };

static int run_once(int what, const char *path, const uint8_t *bytes, size_t len, const tfc_resolver *r)
{
    tfc_tflite_model *m = NULL;
    int rc;
    if (what == BYTES) {
        tfc_tflite_options o;
        tfc_tflite_options_init(&o, sizeof o);
        o.flags = TFC_TFLITE_BORROW_DATA;
        rc = tfc_tflite_model_parse(&m, bytes, len, &o, NULL);
    } else {
        rc = tfc_tflite_model_open(&m, path, NULL, NULL);
    }
    if (rc) return rc;
    tfc_verdict *v = NULL;
    tfc_min_runtime *mr = NULL;
    tfc_op_versions *vers = NULL;
    if (what == VERDICT || what == BYTES) {
        rc = tfc_resolver_check(&v, m, r, 0, NULL);
        if (!rc) rc = tfc_min_runtime_compute(&mr, m, NULL);
    } else if (what == WALK) {
        rc = tfc_resolver_check(&v, m, r, TFC_TFLITE_CHECK_STRUCTURE, NULL);
    } else {
        rc = tfc_op_versions_compute(&vers, m, NULL);
    }
    tfc_verdict_free(v);
    tfc_min_runtime_free(mr);
    tfc_op_versions_free(vers);
    tfc_tflite_model_free(m);
    return rc;
}

static double median_us(int what, const char *path, const uint8_t *bytes, size_t len, const tfc_resolver *r,
                        int runs)
{
    double *t = malloc(sizeof *t * (size_t)runs);
    for (int i = 0; i < runs; i++) {
        double t0 = now_us();
        if (run_once(what, path, bytes, len, r)) {
            fprintf(stderr, "%s: failed\n", path);
            exit(2);
        }
        t[i] = now_us() - t0;
    }
    qsort(t, (size_t)runs, sizeof *t, cmp_double);
    double m = t[runs / 2];
    free(t);
    return m;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: bench_tflite MODEL [MODEL...]\n");
        return 64;
    }
    tfc_resolver *r = NULL;
    if (tfc_resolver_standard(&r, NULL, NULL)) return 2;
    printf("%-40s %12s %10s %10s %10s %12s %12s\n", "model", "bytes", "codes", "operators", "verdict_us",
           "bytes_us", "walk_us / versions_us");
    for (int i = 1; i < argc; i++) {
        size_t len;
        uint8_t *bytes = read_all(argv[i], &len);
        if (!bytes) { perror(argv[i]); return 2; }
        tfc_tflite_model *m;
        if (tfc_tflite_model_open(&m, argv[i], NULL, NULL)) { fprintf(stderr, "%s: unreadable\n", argv[i]); return 2; }
        size_t codes = tfc_tflite_model_operator_code_count(m), ops = tfc_tflite_model_operator_count(m);
        tfc_tflite_model_free(m);
        double verdict = median_us(VERDICT, argv[i], bytes, len, r, 201);
        double from_bytes = median_us(BYTES, argv[i], bytes, len, r, 201);
        double walk = median_us(WALK, argv[i], bytes, len, r, 5);
        double versions = median_us(VERSIONS, argv[i], bytes, len, r, 5);
        const char *name = strrchr(argv[i], '/');
        printf("%-40s %12zu %10zu %10zu %10.1f %12.1f %12.0f / %.0f\n", name ? name + 1 : argv[i], len, codes, ops,
               verdict, from_bytes, walk, versions);
        free(bytes);
    }
    tfc_resolver_free(r);
    return 0;
}
