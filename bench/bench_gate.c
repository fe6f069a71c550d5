/*
 * bench_gate.c - what a model server pays per model: the time of the calls
 * it makes before loading a SavedModel, on real corpus models.
 * usage: bench_gate SAVED_MODEL_DIR [REPEATS]
 * Prints the median and the 99th percentile over REPEATS calls (warm cache).
 */
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
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report(const char *what, double *t, int n)
{
    qsort(t, (size_t)n, sizeof *t, cmp);
    printf("%-58s median %8.1f us   p99 %8.1f us\n", what, t[n / 2], t[(n * 99) / 100]);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s SAVED_MODEL_DIR [REPEATS]\n", argv[0]);
        return 64;
    }
    const char *dir = argv[1];
    int n = argc > 2 ? atoi(argv[2]) : 1001;
    if (n < 1) n = 1;
    double *t = calloc((size_t)n, sizeof *t);
    tfc_error err;
    tfc_error_init(&err, sizeof err);

    tfc_registry_builder *b = NULL;
    tfc_registry *self = NULL;
    if (tfc_registry_builder_new(&b, NULL, &err) ||
        tfc_registry_builder_add_consumer(b, tfc_registry_scheme_graphdef(), "myserving", "7", 2100, 0, 0, "2026-11-01", &err) ||
        tfc_registry_builder_build(&self, b, &err)) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    tfc_registry_builder_free(b);

    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        tfc_model *m = NULL;
        if (tfc_file_open_model(&m, dir, TFC_KIND_UNKNOWN, NULL, &err)) return fprintf(stderr, "%s\n", err.message), 1;
        tfc_verdict *v = NULL;
        tfc_accept_check(&v, tfc_meta_graph_versions(tfc_model_meta_graph(m, 0)), 2100, 0, "GraphDef", "graph",
                           "2.21.0", NULL, &err);
        tfc_verdict_free(v);
        tfc_model_free(m);
        t[i] = now_us() - t0;
    }
    report("open saved_model.pb + acceptance rule", t, n);

    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        tfc_verdict *v = NULL;
        if (tfc_gate_check(&v, self, "7", dir, NULL, NULL, &err)) return fprintf(stderr, "%s\n", err.message), 1;
        tfc_verdict_free(v);
        t[i] = now_us() - t0;
    }
    report("tfc_gate_check, own one-consumer registry", t, n);

    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        tfc_verdict *v = NULL;
        if (tfc_gate_check(&v, tfc_registry_default(), "2.4.0", dir, NULL, NULL, &err))
            return fprintf(stderr, "%s\n", err.message), 1;
        tfc_verdict_free(v);
        t[i] = now_us() - t0;
    }
    report("tfc_gate_check, TensorFlow 2.4.0 (default registry)", t, n);

    tfc_model *m = NULL;
    tfc_file_open_model(&m, dir, TFC_KIND_UNKNOWN, NULL, &err);
    const tfc_meta_graph *g = tfc_model_meta_graph(m, 0);
    size_t na = tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_GRAPH), nb = tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_FUNCTIONS);
    const char **ops = calloc(na + nb + 1, sizeof *ops);
    for (size_t i = 0; i < na; i++) ops[i] = tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_GRAPH, i);
    for (size_t i = 0; i < nb; i++) ops[na + i] = tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_FUNCTIONS, i);
    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        tfc_release_answer *a = NULL;
        tfc_registry_check(&a, tfc_registry_default(), tfc_registry_scheme_graphdef(), tfc_meta_graph_versions(g), ops, na + nb, &err);
        tfc_release_answer_free(a);
        t[i] = now_us() - t0;
    }
    report("tfc_registry_check: all 47 TensorFlow releases (parsed model)", t, n);

    /* The full op-level verdict (VersionDef, op registration, attrs, op
     * deprecations) of every release at once, from the file: what
     * `tfcompat releases` costs; compare with tfc_gate_check above. */
    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        tfc_model *mm = NULL;
        if (tfc_file_open_model(&mm, dir, TFC_KIND_UNKNOWN, NULL, &err)) return fprintf(stderr, "%s\n", err.message), 1;
        for (size_t k = 0; k < tfc_model_meta_graph_count(mm); k++) {
            tfc_release_answer *a = NULL;
            if (tfc_opreg_check(&a, tfc_registry_default(), tfc_model_meta_graph(mm, k), &err))
                return fprintf(stderr, "%s\n", err.message), 1;
            tfc_release_answer_free(a);
        }
        tfc_model_free(mm);
        t[i] = now_us() - t0;
    }
    report("open + tfc_opreg_check: all 47 releases, op-level verdict", t, n);
    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        tfc_release_answer *a = NULL;
        tfc_opreg_check(&a, tfc_registry_default(), g, &err);
        tfc_release_answer_free(a);
        t[i] = now_us() - t0;
    }
    report("tfc_opreg_check: all 47 releases (parsed model)", t, n);

    /* The check layer (1.0): every entry's answer. The all-release answer
     * from the path (artifact opened with its checkpoint, every meta graph
     * merged per release), against "open + tfc_opreg_check" above. */
    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        tfc_artifact *a = NULL;
        tfc_answer *ans = NULL;
        if (tfc_check_open(&a, dir, NULL, &err) || tfc_check_releases(&ans, a, NULL, NULL, &err))
            return fprintf(stderr, "%s\n", err.message), 1;
        tfc_answer_free(ans);
        tfc_artifact_free(a);
        t[i] = now_us() - t0;
    }
    report("tfc_check_open + tfc_check_releases: all 47 releases", t, n);
    tfc_target *target = NULL;
    if (tfc_target_parse(&target, "2.4.0", NULL, &err)) return fprintf(stderr, "%s\n", err.message), 1;
    for (int i = 0; i < n; i++) {
        double t0 = now_us();
        tfc_verdict *v = NULL;
        if (tfc_check_path(&v, target, dir, NULL, &err)) return fprintf(stderr, "%s\n", err.message), 1;
        tfc_verdict_free(v);
        t[i] = now_us() - t0;
    }
    report("tfc_check_path, target \"2.4.0\"", t, n);
    tfc_target_free(target);
    free(ops);
    tfc_model_free(m);
    tfc_registry_free(self);
    free(t);
    return 0;
}
