/*
 * The acceptance-rule vectors of TensorFlow's own tests (tf-core.md §2.3,
 * collected from graph_constructor_test.cc, tensor_bundle_test.cc,
 * tensor_slice_reader_test.cc and importer_test.py), as one data-driven
 * table: each row is a VersionDef, a consumer, and the exact outcome and
 * first message TensorFlow gives.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>

#define C 2314  /* TF_GRAPH_DEF_VERSION of the consumer under test */
#define V "2.21.0"
#define GD "GraphDef", "graph"
#define CK "Checkpoint", "checkpoint"

typedef struct vec {
    int id;
    int32_t producer, min_consumer;
    int32_t bad[3];
    size_t n_bad;
    int32_t consumer, min_producer;
    const char *upper, *lower;
    int accepted;
    int32_t reason; /* of the first error */
    const char *message; /* exact first error message */
} vec;

static const vec vectors[] = {
    {1, 0, 0, {0}, 0, C, 0, GD, 1, 0, NULL},
    {2, C, 0, {0}, 0, C, 0, GD, 1, 0, NULL},
    {3, -1, 0, {0}, 0, C, 0, GD, 0, TFC_REASON_PRODUCER_TOO_OLD,
     "GraphDef producer version -1 below min producer 0 supported by TensorFlow " V ".  Please regenerate your graph."},
    {4, 0, C + 1, {0}, 0, C, 0, GD, 0, TFC_REASON_CONSUMER_TOO_OLD,
     "GraphDef min consumer version 2315 above current version 2314 for TensorFlow " V ".  Please upgrade TensorFlow."},
    {5, C + 1, 0, {C}, 1, C, 0, GD, 0, TFC_REASON_BAD_CONSUMER,
     "GraphDef disallows consumer version 2314.  Please upgrade TensorFlow: this version is likely buggy."},
    {6, -1, 0, {0}, 0, C, 0, GD, 0, TFC_REASON_PRODUCER_TOO_OLD,
     "GraphDef producer version -1 below min producer 0 supported by TensorFlow " V ".  Please regenerate your graph."},
    {7, 0, C + 1, {0}, 0, C, 0, GD, 0, TFC_REASON_CONSUMER_TOO_OLD,
     "GraphDef min consumer version 2315 above current version 2314 for TensorFlow " V ".  Please upgrade TensorFlow."},
    {8, 0, 0, {C}, 1, C, 0, GD, 0, TFC_REASON_BAD_CONSUMER,
     "GraphDef disallows consumer version 2314.  Please upgrade TensorFlow: this version is likely buggy."},
    {9, C, 0, {0}, 0, C, 0, GD, 1, 0, NULL},
    {10, C, 2, {C - 1}, 1, C, 0, GD, 1, 0, NULL},
    {11, 2, 2, {0}, 0, 1, 0, CK, 0, TFC_REASON_CONSUMER_TOO_OLD,
     "Checkpoint min consumer version 2 above current version 1 for TensorFlow " V ".  Please upgrade TensorFlow."},
    {12, -1, 0, {0}, 0, 1, 0, CK, 0, TFC_REASON_PRODUCER_TOO_OLD,
     "Checkpoint producer version -1 below min producer 0 supported by TensorFlow " V ".  Please regenerate your checkpoint."},
    {13, 2, 0, {1}, 1, 1, 0, CK, 0, TFC_REASON_BAD_CONSUMER,
     "Checkpoint disallows consumer version 1.  Please upgrade TensorFlow: this version is likely buggy."},
    {14, 2, 2, {0}, 0, 1, 0, CK, 0, TFC_REASON_CONSUMER_TOO_OLD,
     "Checkpoint min consumer version 2 above current version 1 for TensorFlow " V ".  Please upgrade TensorFlow."},
    {15, -1, 0, {0}, 0, 1, 0, CK, 0, TFC_REASON_PRODUCER_TOO_OLD,
     "Checkpoint producer version -1 below min producer 0 supported by TensorFlow " V ".  Please regenerate your checkpoint."},
    {16, 2, 0, {1}, 1, 1, 0, CK, 0, TFC_REASON_BAD_CONSUMER,
     "Checkpoint disallows consumer version 1.  Please upgrade TensorFlow: this version is likely buggy."},
    {17, -1, 0, {0}, 0, C, 0, GD, 0, TFC_REASON_PRODUCER_TOO_OLD,
     "GraphDef producer version -1 below min producer 0 supported by TensorFlow " V ".  Please regenerate your graph."},
    {18, 0, 1 << 30, {0}, 0, C, 0, GD, 0, TFC_REASON_CONSUMER_TOO_OLD,
     "GraphDef min consumer version 1073741824 above current version 2314 for TensorFlow " V ".  Please upgrade TensorFlow."},
    /* 19 is the 3x3 grid below. */
    {20, 5, 0, {0}, 0, 0, 1, GD, 0, TFC_REASON_INVALID_CONSUMER,
     "GraphDef version check has consumer 0 < min_producer 1."},
    {21, -1, C + 1, {C}, 1, C, 0, GD, 0, TFC_REASON_PRODUCER_TOO_OLD,
     "GraphDef producer version -1 below min producer 0 supported by TensorFlow " V ".  Please regenerate your graph."},
};

static void table_vectors(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof vectors / sizeof vectors[0]; k++) {
        const vec *t = &vectors[k];
        tfc_versiondef *vd = NULL;
        tfc_verdict *v = NULL;
        assert_int_equal(tfc_versiondef_new(&vd, t->producer, t->min_consumer, t->bad, t->n_bad, NULL, NULL), 0);
        /* Vector 1 is "no VersionDef at all": pass NULL. */
        assert_int_equal(tfc_accept_check(&v, t->id == 1 ? NULL : vd, t->consumer, t->min_producer,
                                            t->upper, t->lower, V, NULL, NULL), 0);
        if (tfc_verdict_accepted(v) != t->accepted) fail_msg("vector %d: accepted %d", t->id, tfc_verdict_accepted(v));
        int64_t first = tfc_verdict_first_error(v);
        if (t->accepted) {
            assert_int_equal(first, -1);
        } else {
            assert_true(first >= 0);
            if (tfc_verdict_finding_reason(v, (size_t)first) != t->reason) fail_msg("vector %d: reason", t->id);
            if (strcmp(tfc_verdict_finding_message(v, (size_t)first), t->message))
                fail_msg("vector %d:\n got  %s\n want %s", t->id, tfc_verdict_finding_message(v, (size_t)first), t->message);
        }
        tfc_verdict_free(v);
        tfc_versiondef_free(vd);
    }
}

/* Vector 19: producer and min_consumer each in {MC, (MC+C)/2, C}: all accepted. */
static void grid_vector_19(void **state)
{
    (void)state;
    const int32_t vals[3] = {0, C / 2, C};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            tfc_versiondef *vd = NULL;
            tfc_verdict *v = NULL;
            assert_int_equal(tfc_versiondef_new(&vd, vals[i], vals[j], NULL, 0, NULL, NULL), 0);
            assert_int_equal(tfc_accept_check(&v, vd, C, 0, GD, V, NULL, NULL), 0);
            assert_int_equal(tfc_verdict_accepted(v), 1);
            assert_int_equal(tfc_verdict_finding_count(v), 0);
            tfc_verdict_free(v);
            tfc_versiondef_free(vd);
        }
}

/* Every finding is reported, in TensorFlow's order, not only the first. */
static void all_findings_in_order(void **state)
{
    (void)state;
    const int32_t bad[] = {7, C, C};
    tfc_versiondef *vd = NULL;
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_versiondef_new(&vd, -1, C + 1, bad, 3, NULL, NULL), 0);
    assert_int_equal(tfc_accept_check(&v, vd, C, 0, GD, V, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_finding_count(v), 3);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_PRODUCER_TOO_OLD);
    assert_int_equal(tfc_verdict_finding_reason(v, 1), TFC_REASON_CONSUMER_TOO_OLD);
    assert_int_equal(tfc_verdict_finding_reason(v, 2), TFC_REASON_BAD_CONSUMER);
    assert_string_equal(tfc_verdict_reason_name(tfc_verdict_finding_reason(v, 2)), "BAD_CONSUMER");
    tfc_verdict_free(v);
    tfc_versiondef_free(vd);
}

static void forward_window_is_a_warning(void **state)
{
    (void)state;
    tfc_versiondef *vd = NULL;
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_versiondef_new(&vd, C + 22, 0, NULL, 0, NULL, NULL), 0);
    assert_int_equal(tfc_accept_check(&v, vd, C, 0, GD, V, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_accepted(v), 1);
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_FORWARD_COMPAT_WINDOW);
    assert_int_equal(tfc_verdict_finding_severity(v, 0), TFC_SEVERITY_WARNING);
    assert_int_equal(tfc_verdict_finding_value(v, 0), 22);
    tfc_verdict_free(v);
    tfc_versiondef_free(vd);
    /* exactly 21 newer: inside the window */
    assert_int_equal(tfc_versiondef_new(&vd, C + 21, 0, NULL, 0, NULL, NULL), 0);
    assert_int_equal(tfc_accept_check(&v, vd, C, 0, GD, V, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_finding_count(v), 0);
    tfc_verdict_free(v);
    tfc_versiondef_free(vd);

    char buf[1024];
    size_t n = tfc_accept_forward_compat_message(buf, sizeof buf, "boom", 10, 40);
    assert_int_equal(n, strlen(buf));
    assert_string_equal(buf,
        "Converting GraphDef to Graph has failed with an error: 'boom' The binary trying to import the "
        "GraphDef was built when GraphDef version was 10. The GraphDef was produced by a binary built when "
        "GraphDef version was 40. The difference between these versions is larger than TensorFlow's forward "
        "compatibility guarantee, and might be the root cause for failing to import the GraphDef.");
    char small[8];
    assert_int_equal(tfc_accept_forward_compat_message(small, sizeof small, "boom", 10, 40), n);
    assert_string_equal(small, "Convert");
}

/* Vector 10: import into an existing graph merges versions. */
static void merge_rule(void **state)
{
    (void)state;
    const int32_t eb[] = {5, 3}, ib[] = {C - 1, 3};
    tfc_versiondef *e = NULL, *i = NULL, *m = NULL;
    assert_int_equal(tfc_versiondef_new(&e, 30, 10, eb, 2, NULL, NULL), 0);
    assert_int_equal(tfc_versiondef_new(&i, 20, 12, ib, 2, NULL, NULL), 0);
    assert_int_equal(tfc_versiondef_merge(&m, e, i, NULL, NULL), 0);
    assert_int_equal(tfc_versiondef_producer(m), 20);
    assert_int_equal(tfc_versiondef_min_consumer(m), 12);
    assert_int_equal(tfc_versiondef_bad_consumer_count(m), 3);
    assert_int_equal(tfc_versiondef_bad_consumer(m, 0), 3);
    assert_int_equal(tfc_versiondef_bad_consumer(m, 1), 5);
    assert_int_equal(tfc_versiondef_bad_consumer(m, 2), C - 1);
    tfc_versiondef_free(m);
    tfc_versiondef_free(e);
    tfc_versiondef_free(i);
}

static void bad_arguments(void **state)
{
    (void)state;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_verdict *v = (tfc_verdict *)&err;
    assert_int_equal(tfc_accept_check(NULL, NULL, 1, 0, GD, V, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_accept_check(&v, NULL, 1, 0, NULL, "graph", V, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_null(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(table_vectors),
        cmocka_unit_test(grid_vector_19),
        cmocka_unit_test(all_findings_in_order),
        cmocka_unit_test(forward_window_is_a_warning),
        cmocka_unit_test(merge_rule),
        cmocka_unit_test(bad_arguments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
