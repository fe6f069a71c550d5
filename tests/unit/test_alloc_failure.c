/*
 * test_alloc_failure.c - allocation failure at every allocation of every
 * public entry point that allocates (issue 10, issue 28): each scenario runs
 * failing the n-th allocation, for n = 0, 1, 2, ... until a run sees no
 * failure. Every run must end in TFC_OK or TFC_E_NOMEM (never a crash,
 * never another code), leave its out-pointers NULL on failure, and free
 * everything it allocated (the live count returns to 0; under ASan the leak
 * checker sees it too).
 *
 * Two kinds of allocation are counted, in one sequence: those made with
 * the caller's tfc_allocator (the scenario's counting allocator) and those
 * the library makes with the default allocator (a NULL tfc_allocator:
 * tfc__alloc's malloc). For the second, this program is linked with
 * --wrap=malloc,calloc,realloc,free (tests.cmake): while a run is armed,
 * every C allocation of the library's code passes through __wrap_malloc
 * here. one_allocator makes sure no allocation of src/ goes around
 * tfc__alloc, so between them nothing goes unswept.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <tfcompat.h>
#include <tfcompat/check.h>
#include <tfcompat/scan.h>

typedef struct counting {
    long fail_at;       /* index of the allocation to fail; -1: none */
    long calls;         /* allocations asked for in this run */
    long caller_calls;  /* of those, through the caller's allocator */
    long live;          /* allocations not yet freed */
    int failed;         /* 1 once an allocation was refused */
} counting;

/* The run being counted; NULL outside a run (cmocka, the warm-up). */
static counting *armed;

void *__real_malloc(size_t n);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *p, size_t n);
void __real_free(void *p);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *p, size_t n);
void __wrap_free(void *p);

/* 1 when the allocation now asked for is the one to refuse. */
static int refuse(void)
{
    if (!armed) return 0;
    if (armed->calls++ != armed->fail_at) return 0;
    armed->failed = 1;
    return 1;
}

void *__wrap_malloc(size_t n)
{
    if (refuse()) return NULL;
    void *p = __real_malloc(n);
    if (p && armed) armed->live++;
    return p;
}

void *__wrap_calloc(size_t count, size_t size)
{
    if (refuse()) return NULL;
    void *p = __real_calloc(count, size);
    if (p && armed) armed->live++;
    return p;
}

void *__wrap_realloc(void *p, size_t n)
{
    if (refuse()) return NULL;
    void *q = __real_realloc(p, n);
    if (q && !p && armed) armed->live++;
    return q;
}

void __wrap_free(void *p)
{
    if (p && armed) armed->live--;
    __real_free(p);
}

/* The caller's allocator: counted as the caller's, then one allocation of
 * the sequence (malloc is wrapped). */
static void *c_alloc(size_t n, void *user)
{
    counting *c = user;
    c->caller_calls++;
    return malloc(n ? n : 1);
}

static void c_free(void *p, void *user)
{
    (void)user;
    free(p);
}

typedef int32_t (*scenario)(const tfc_allocator *a);

enum { CALLER_ALLOCATOR = 1, DEFAULT_ALLOCATOR = 0 };

/* Runs s failing allocation 0, 1, 2, ... until one run completes. With
 * CALLER_ALLOCATOR, s must allocate through the allocator it is given. A
 * first run fails nothing and is not counted: what the library builds once
 * per process (tfc_registry_default) is then built. */
static void sweep(scenario s, const char *name, int through_caller)
{
    counting warm = {-1, 0, 0, 0, 0};
    tfc_allocator a;
    tfc_allocator_init(&a, sizeof a);
    a.alloc = c_alloc;
    a.free = c_free;
    a.user = &warm;
    if (s(&a) != TFC_OK) fail_msg("%s: fails without an allocation failure", name);
    for (long n = 0;; n++) {
        counting c = {n, 0, 0, 0, 0};
        a.user = &c;
        armed = &c;
        int32_t rc = s(&a);
        armed = NULL;
        if (c.live != 0) fail_msg("%s: failing allocation %ld leaked %ld allocations", name, n, c.live);
        if (!c.failed) {
            if (rc != TFC_OK) fail_msg("%s: %s without an allocation failure", name, tfc_status_name(rc));
            if (n == 0) fail_msg("%s: allocated nothing", name);
            if (through_caller && c.caller_calls == 0)
                fail_msg("%s: allocated nothing through the caller's allocator", name);
            printf("  %s: each of %ld allocations failed once (%ld the caller's), nothing leaked\n", name, n,
                   c.caller_calls);
            return;
        }
        if (rc != TFC_E_NOMEM && rc != TFC_OK)
            fail_msg("%s: failing allocation %ld gave %s, not TFC_E_NOMEM", name, n, tfc_status_name(rc));
        if (n > 200000) fail_msg("%s: no run completed", name);
    }
}

static void every_allocation_fails_once(scenario s, const char *name) { sweep(s, name, CALLER_ALLOCATOR); }

#define FIRST(rc, call) do { if ((rc) == TFC_OK) (rc) = (call); } while (0)

static const char REGISTRY_TEXT[] =
    "include tensorflow\n"
    "consumer graphdef own 1.0.0 27 0 0 -\n"
    "scheme myformat MyFormat myformat\n"
    "consumer myformat reader 1 1 0 0 -\n";

static int32_t registry_builder(const tfc_allocator *a)
{
    tfc_registry_builder *b = NULL;
    tfc_registry *r = NULL;
    int32_t rc = tfc_registry_builder_new(&b, a, NULL);
    if (rc) {
        assert_null(b);
        return rc;
    }
    FIRST(rc, tfc_registry_builder_add_scheme(b, "myformat", "MyFormat", "myformat", NULL));
    FIRST(rc, tfc_registry_builder_add_consumer(b, "myformat", "reader", "1.0.0", 1, 0, 0, NULL, NULL));
    FIRST(rc, tfc_registry_builder_add_consumer(b, "myformat", "reader", "2.0.0", 2, 1, 0, "2020-01-01", NULL));
    FIRST(rc, tfc_registry_builder_add_registry(b, tfc_registry_default(), NULL));
    FIRST(rc, tfc_registry_builder_build(&r, b, NULL));
    if (rc) assert_null(r);
    tfc_registry_free(r);
    tfc_registry_builder_free(b);
    return rc;
}

static int32_t registry_load(const tfc_allocator *a)
{
    tfc_registry *r = NULL;
    int32_t rc = tfc_registry_load(&r, REGISTRY_TEXT, sizeof REGISTRY_TEXT - 1, a, NULL);
    if (rc) assert_null(r);
    tfc_registry_free(r);
    return rc;
}

/* Verdicts: release checks, release answers, validation, op findings, acceptance. */
static int32_t verdicts(const tfc_allocator *a)
{
    tfc_registry *r = NULL;
    int32_t rc = tfc_registry_load(&r, REGISTRY_TEXT, sizeof REGISTRY_TEXT - 1, a, NULL);
    if (rc) return rc;
    tfc_versiondef *vd = NULL;
    const int32_t bad[] = {5};
    tfc_verdict *v = NULL, *val = NULL, *acc = NULL;
    tfc_release_answer *ans = NULL;
    tfc_op_findings *f = NULL;
    const char *ops[] = {"Const", "BatchNormWithGlobalNormalization", "Add"};
    FIRST(rc, tfc_versiondef_new(&vd, 1500, 12, bad, 1, a, NULL));
    FIRST(rc, tfc_registry_check_release(&v, r, tfc_registry_scheme_graphdef(), "2.15.0", vd, ops, 3, NULL, NULL));
    FIRST(rc, tfc_registry_check(&ans, r, tfc_registry_scheme_graphdef(), vd, ops, 3, NULL));
    FIRST(rc, tfc_policy_validate(&val, r, tfc_registry_scheme_graphdef(), NULL));
    FIRST(rc, tfc_op_deprecation_check(&f, 1500, ops, 3, r, a, NULL));
    tfc_accept_options co;
    tfc_accept_options_init(&co, sizeof co);
    co.allocator = a;
    FIRST(rc, tfc_accept_check(&acc, vd, 27, 0, "GraphDef", "graph", "2.15.0", &co, NULL));
    if (rc) assert_true(!acc);
    tfc_verdict_free(acc);
    tfc_op_findings_free(f);
    tfc_verdict_free(val);
    tfc_release_answer_free(ans);
    tfc_verdict_free(v);
    tfc_versiondef_free(vd);
    tfc_registry_free(r);
    return rc;
}

static int32_t saved_model_check(const tfc_allocator *a)
{
    tfc_registry *r = NULL;
    int32_t rc = tfc_registry_load(&r, REGISTRY_TEXT, sizeof REGISTRY_TEXT - 1, a, NULL);
    if (rc) return rc;
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.allocator = a;
    tfc_verdict *v = NULL;
    rc = tfc_gate_check(&v, r, "2.15.0", TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_three", NULL,
                               &o, NULL);
    if (rc) assert_null(v);
    tfc_verdict_free(v);
    tfc_registry_free(r);
    return rc;
}

/* The path-based entries. */
static int32_t open_paths(const tfc_allocator *a)
{
    tfc_parse_options po;
    tfc_parse_options_init(&po, sizeof po);
    po.allocator = a;
    tfc_model *m = NULL;
    int32_t rc = tfc_file_open_model(&m, TFC_TEST_DIR "/corpus/saved_model/saved_model_counter", TFC_KIND_UNKNOWN, &po, NULL);
    if (rc) assert_null(m);
    tfc_model_free(m);
    tfc_checkpoint_options co;
    tfc_checkpoint_options_init(&co, sizeof co);
    co.allocator = a;
    tfc_checkpoint *c = NULL;
    FIRST(rc, tfc_checkpoint_open(&c, TFC_TEST_DIR "/corpus/saved_model/saved_model_half_plus_three/variables/variables.index",
                                  &co, NULL));
    if (rc) assert_null(c);
    tfc_checkpoint_free(c);
    return rc;
}

/* A TFLite model from a path, resolver and delegate parsing, and every check. */
static int32_t tflite_entries(const tfc_allocator *a)
{
    tfc_tflite_options o;
    tfc_tflite_options_init(&o, sizeof o);
    o.allocator = a;
    tfc_tflite_model *m = NULL;
    int32_t rc = tfc_tflite_model_open(&m, TFC_TEST_DIR "/corpus/tflite/conv0.tflite", &o, NULL);
    if (rc) {
        assert_null(m);
        return rc;
    }
    static const char resolver[] = "builtin CONV_2D 1 3\nbuiltin ADD 1\ncustom Foo 1\nrelease 2.15.0\n";
    static const char delegate[] = "builtin CONV_2D 2\nbuiltin FULLY_CONNECTED 4\ncustom Foo 1\n";
    tfc_resolver *r = NULL;
    tfc_delegate *d = NULL;
    tfc_verdict *v = NULL, *dv = NULL;
    tfc_op_versions *vers = NULL;
    tfc_min_runtime *mr = NULL;
    FIRST(rc, tfc_resolver_parse(&r, resolver, sizeof resolver - 1, a, NULL));
    FIRST(rc, tfc_delegate_parse(&d, delegate, sizeof delegate - 1, a, NULL));
    FIRST(rc, tfc_resolver_check(&v, m, r, TFC_TFLITE_CHECK_STRUCTURE, NULL));
    FIRST(rc, tfc_delegate_check(&dv, m, d, NULL));
    FIRST(rc, tfc_op_versions_compute(&vers, m, NULL));
    FIRST(rc, tfc_min_runtime_compute(&mr, m, NULL));
    if (rc) assert_true(!mr);
    tfc_min_runtime_free(mr);
    tfc_op_versions_free(vers);
    tfc_verdict_free(dv);
    tfc_verdict_free(v);
    tfc_delegate_free(d);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
    return rc;
}

/* ---- the check layer, scan records and the summary (issue 28) ---------- */

#define CORPUS TFC_TEST_DIR "/corpus"
/* One model of each kind the check layer opens. */
static const char *const MODELS[] = {
    CORPUS "/saved_model/saved_model_half_plus_three",               /* SavedModel directory */
    CORPUS "/saved_model/saved_model_half_plus_three/saved_model.pb", /* SavedModel file */
    CORPUS "/meta_graph/session_bundle_half_plus_two/export.meta",    /* MetaGraphDef */
    CORPUS "/saved_model/saved_model_half_plus_three/variables/variables.index", /* checkpoint index */
    CORPUS "/tflite/conv0.tflite",                                    /* TFLite */
};
#define N_MODELS (sizeof MODELS / sizeof MODELS[0])

/* Target strings of every form: a release, a minor answered by its newest
 * patch, a pre-release, a TFLite runtime, both sides, a product. */
static const char *const TARGETS[] = {"2.15.0", "2.15", "2.11.0-rc1", "litert@2.14.0", "2.11.1,litert@2.14.0",
                                      "1.15.0"};
#define N_TARGETS (sizeof TARGETS / sizeof TARGETS[0])

/* tfc_target_parse (default registry, and one loaded with the caller's
 * allocator), tfc_target_new. */
static int32_t targets(const tfc_allocator *a)
{
    tfc_registry *r = NULL;
    int32_t rc = tfc_registry_load(&r, REGISTRY_TEXT, sizeof REGISTRY_TEXT - 1, a, NULL);
    for (size_t i = 0; i < N_TARGETS && rc == TFC_OK; i++) {
        tfc_target *t = NULL;
        rc = tfc_target_parse(&t, TARGETS[i], NULL, NULL);
        if (rc) assert_null(t);
        tfc_target_free(t);
    }
    tfc_target *own = NULL, *any = NULL;
    FIRST(rc, tfc_target_parse(&own, "own@1.0.0", r, NULL));
    if (rc) assert_null(own);
    FIRST(rc, tfc_target_new(&any, NULL, NULL));
    if (rc) assert_null(any);
    tfc_target_free(any);
    tfc_target_free(own);
    tfc_registry_free(r);
    return rc;
}

/* tfc_check_path of one target on each kind. */
static int32_t check_paths(const tfc_allocator *a)
{
    tfc_target *t = NULL;
    int32_t rc = tfc_target_parse(&t, "2.11.1,litert@2.14.0", NULL, NULL);
    if (rc) return rc;
    tfc_check_options o;
    tfc_check_options_init(&o, sizeof o);
    o.allocator = a;
    for (size_t i = 0; i < N_MODELS && rc == TFC_OK; i++) {
        tfc_verdict *v = NULL;
        rc = tfc_check_path(&v, t, MODELS[i], &o, NULL);
        if (rc) assert_null(v);
        tfc_verdict_free(v);
    }
    tfc_target_free(t);
    return rc;
}

/* tfc_check_open and tfc_check_releases on each kind. */
static int32_t check_releases(const tfc_allocator *a)
{
    tfc_check_options o;
    tfc_check_options_init(&o, sizeof o);
    o.allocator = a;
    int32_t rc = TFC_OK;
    for (size_t i = 0; i < N_MODELS && rc == TFC_OK; i++) {
        tfc_artifact *art = NULL;
        tfc_answer *ans = NULL;
        rc = tfc_check_open(&art, MODELS[i], &o, NULL);
        if (rc) assert_null(art);
        FIRST(rc, tfc_check_releases(&ans, art, NULL, &o, NULL));
        if (rc) assert_null(ans);
        tfc_answer_free(ans);
        tfc_artifact_free(art);
    }
    return rc;
}

/* tfc_scan_record_new of each kind and of an unreadable file, counted in a
 * summary (tfc_scan_summary_new, _add, _add_change). */
static int32_t scan_records(const tfc_allocator *a)
{
    (void)a;
    tfc_target *from_t = NULL, *to_t = NULL;
    tfc_scan_target *from = NULL, *to = NULL;
    tfc_scan_summary *sum = NULL;
    int32_t rc = tfc_target_parse(&from_t, "1.15.0", NULL, NULL);
    if (rc) assert_null(from_t);
    FIRST(rc, tfc_target_parse(&to_t, "2.11.1,litert@2.14.0", NULL, NULL));
    FIRST(rc, tfc_scan_target_for(&from, from_t, NULL));
    if (rc) assert_null(from);
    FIRST(rc, tfc_scan_target_new(&to, NULL, "2.11.1", "2.14.0", NULL));
    if (rc) assert_null(to);
    FIRST(rc, tfc_scan_summary_new(&sum, NULL));
    if (rc) assert_null(sum);
    const char *paths[N_MODELS + 1];
    memcpy(paths, MODELS, sizeof MODELS);
    paths[N_MODELS] = CORPUS "/PROVENANCE.md"; /* unreadable: not a model */
    for (size_t i = 0; i <= N_MODELS && rc == TFC_OK; i++) {
        tfc_scan_record *rf = NULL, *rt = NULL;
        rc = tfc_scan_record_new(&rf, from, paths[i], NULL);
        if (rc) assert_null(rf);
        FIRST(rc, tfc_scan_record_new(&rt, to, paths[i], NULL));
        if (rc) assert_null(rt);
        /* out of memory is the call's failure, never a record's "unreadable" */
        if (rc == TFC_OK && (tfc_scan_record_status(rf) == TFC_E_NOMEM || tfc_scan_record_status(rt) == TFC_E_NOMEM))
            fail_msg("%s: an allocation failure recorded as an unreadable model", paths[i]);
        FIRST(rc, tfc_scan_summary_add(sum, rt));
        FIRST(rc, tfc_scan_summary_add_change(sum, rf, rt));
        tfc_scan_record_free(rt);
        tfc_scan_record_free(rf);
    }
    if (rc == TFC_OK && tfc_scan_summary_models(sum) != 2 * (N_MODELS + 1))
        fail_msg("the summary counted %llu models", (unsigned long long)tfc_scan_summary_models(sum));
    tfc_scan_summary_free(sum);
    tfc_scan_target_free(to);
    tfc_scan_target_free(from);
    tfc_target_free(to_t);
    tfc_target_free(from_t);
    return rc;
}

static void check_layer(void **state)
{
    (void)state;
    sweep(targets, "tfc_target_parse/tfc_target_new", DEFAULT_ALLOCATOR);
    every_allocation_fails_once(check_paths, "tfc_check_path on each kind");
    every_allocation_fails_once(check_releases, "tfc_check_open/tfc_check_releases on each kind");
}

static void scan_records_and_summary(void **state)
{
    (void)state;
    sweep(scan_records, "tfc_scan_record_new and tfc_scan_summary_*", DEFAULT_ALLOCATOR);
}

static void registry_builder_and_loader(void **state)
{
    (void)state;
    every_allocation_fails_once(registry_builder, "registry builder");
    every_allocation_fails_once(registry_load, "registry load");
}

static void verdicts_of_every_kind(void **state)
{
    (void)state;
    every_allocation_fails_once(verdicts, "verdicts");
}

static void saved_model_gate(void **state)
{
    (void)state;
    every_allocation_fails_once(saved_model_check, "tfc_gate_check");
}

static void path_based_entries(void **state)
{
    (void)state;
    every_allocation_fails_once(open_paths, "tfc_file_open_model/tfc_checkpoint_open");
}

static void tflite_resolver_and_delegate(void **state)
{
    (void)state;
    every_allocation_fails_once(tflite_entries, "tflite, resolver and delegate");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(registry_builder_and_loader),
        cmocka_unit_test(verdicts_of_every_kind),
        cmocka_unit_test(saved_model_gate),
        cmocka_unit_test(path_based_entries),
        cmocka_unit_test(tflite_resolver_and_delegate),
        cmocka_unit_test(check_layer),
        cmocka_unit_test(scan_records_and_summary),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
