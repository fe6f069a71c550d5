/*
 * test_alloc_failure.c - allocation failure at every allocation of every
 * public entry point that allocates (issue 10): each scenario runs with a
 * counting allocator that fails the n-th allocation, for n = 0, 1, 2, ...
 * until a run sees no failure. Every run must end in TFC_OK or TFC_E_NOMEM
 * (never a crash, never another code), leave its out-pointers NULL on
 * failure, and free everything it allocated (the live count returns to 0;
 * under ASan the leak checker also sees anything allocated with malloc).
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

typedef struct counting {
    long fail_at;   /* index of the allocation to fail; -1: none */
    long calls;     /* allocations asked for in this run */
    long live;      /* allocations not yet freed */
    int failed;     /* 1 once an allocation was refused */
} counting;

static void *c_alloc(size_t n, void *user)
{
    counting *c = user;
    if (c->calls++ == c->fail_at) {
        c->failed = 1;
        return NULL;
    }
    void *p = malloc(n ? n : 1);
    if (p) c->live++;
    return p;
}

static void c_free(void *p, void *user)
{
    counting *c = user;
    if (!p) return;
    c->live--;
    free(p);
}

typedef int32_t (*scenario)(const tfc_allocator *a);

/* Runs s failing allocation 0, 1, 2, ... until one run completes. */
static void every_allocation_fails_once(scenario s, const char *name)
{
    for (long n = 0;; n++) {
        counting c = {n, 0, 0, 0};
        tfc_allocator a;
        tfc_allocator_init(&a, sizeof a);
        a.alloc = c_alloc;
        a.free = c_free;
        a.user = &c;
        int32_t rc = s(&a);
        if (c.live != 0) fail_msg("%s: failing allocation %ld leaked %ld allocations", name, n, c.live);
        if (!c.failed) {
            if (rc != TFC_OK) fail_msg("%s: %s without an allocation failure", name, tfc_status_name(rc));
            if (n == 0) fail_msg("%s: allocated nothing through the caller's allocator", name);
            printf("  %s: each of %ld allocations failed once, nothing leaked\n", name, n);
            return;
        }
        if (rc != TFC_E_NOMEM && rc != TFC_OK)
            fail_msg("%s: failing allocation %ld gave %s, not TFC_E_NOMEM", name, n, tfc_status_name(rc));
        if (n > 200000) fail_msg("%s: no run completed", name);
    }
}

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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
