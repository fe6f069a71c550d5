/*
 * Tests for tfcompat/gate.h: one verdict over a SavedModel directory
 * (graph, op deprecations, checkpoint), on real corpus models and on a
 * directory assembled from a real graph and a crafted checkpoint header.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "tjson.h"

#define CORPUS TFC_TEST_DIR "/corpus"
#define TF2 CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu"

static tfc_registry *serving(int32_t consumer)
{
    tfc_registry_builder *b = NULL;
    tfc_registry *r = NULL;
    assert_int_equal(tfc_registry_builder_new(&b, NULL, NULL), 0);
    assert_int_equal(tfc_registry_builder_add_consumer(b, tfc_registry_scheme_graphdef(), "myserving", "7", consumer, 0, 0,
                                                       "2026-11-01", NULL), 0);
    assert_int_equal(tfc_registry_builder_build(&r, b, NULL), 0);
    tfc_registry_builder_free(b);
    return r;
}

static void own_build_accepts_and_refuses(void **state)
{
    (void)state;
    tfc_registry *r = serving(2100);
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_gate_check(&v, r, "7", TF2, NULL, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_verdict_first_error(v), -1);
    tfc_verdict_free(v);
    tfc_registry_free(r);

    r = serving(11);
    assert_int_equal(tfc_gate_check(&v, r, "7", TF2, "1.0.0", NULL, NULL), 0);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    int64_t first = tfc_verdict_first_error(v);
    assert_int_equal(first, 0);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_CONSUMER_TOO_OLD);
    assert_string_equal(tfc_verdict_finding_where(v, 0), ""); /* one graph: not named */
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "GraphDef min consumer version 12 above current version 11 for TensorFlow 1.0.0.  Please upgrade TensorFlow.");
    tfc_verdict_free(v);

    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_gate_check(&v, r, "8", TF2, NULL, NULL, &err), TFC_E_UNKNOWN_RELEASE);
    assert_null(v);
    assert_int_equal(tfc_gate_check(&v, r, "7", CORPUS "/nowhere", NULL, NULL, &err), TFC_E_NOT_FOUND);
    /* Since 1.0 the gate checks any kind; since 1.1 a TFLite model against
     * a consumer with no TFLite side is refused, as every entry refuses it
     * (it was "does some runtime release load it?": "load it"). */
    assert_int_equal(tfc_gate_check(&v, r, "7", CORPUS "/tflite/conv0.tflite", NULL, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_KIND_NOT_LOADED);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "myserving 7 has no TFLite interpreter: it does not load a TFLite model");
    tfc_verdict_free(v);
    tfc_registry_free(r);
}

static void default_history_old_release(void **state)
{
    (void)state;
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_gate_check(&v, tfc_registry_default(), "0.10.0", TF2, NULL, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_accepted(v), 0);
    /* 0.10.0 predates the SavedModel directory (0.12.0): that refusal comes
     * first, then the graph's own */
    assert_int_equal(tfc_verdict_first_error(v), 0);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_CONTAINER_TOO_NEW);
    assert_string_equal(tfc_verdict_finding_message(v, 0), "SavedModel directory with variables/ is a format TensorFlow 0.10.0 cannot "
                                                           "read: the first release that reads it is 0.12.0");
    assert_int_equal(tfc_verdict_finding_reason(v, 1), TFC_REASON_CONSUMER_TOO_OLD);
    assert_string_equal(tfc_verdict_finding_message(v, 1),
                        "GraphDef min consumer version 12 above current version 10 for TensorFlow 0.10.0.  Please upgrade TensorFlow.");
    tfc_verdict_free(v);
    assert_int_equal(tfc_gate_check(&v, tfc_registry_default(), "2.14.0", TF2, NULL, NULL, NULL), 0);
    assert_int_equal(tfc_verdict_accepted(v), 1);
    tfc_verdict_free(v);
}

static void copy(const char *from, const char *to)
{
    size_t n;
    unsigned char *b = t_read_file(from, &n);
    assert_non_null(b);
    FILE *f = fopen(to, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(b, 1, n, f), n);
    fclose(f);
    free(b);
}

/* A real graph with a checkpoint header that refuses consumer 1. */
static void checkpoint_refusal_is_part_of_the_verdict(void **state)
{
    (void)state;
    char dir[] = "/tmp/tfc_gate_XXXXXX", path[256];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/saved_model.pb", dir);
    copy(TF2 "/saved_model.pb", path);
    snprintf(path, sizeof path, "%s/variables", dir);
    assert_int_equal(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/variables/variables.index", dir);
    copy(CORPUS "/checkpoint_index_synthetic/consumer_rejected.index", path);

    tfc_registry *r = serving(2100);
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_gate_check(&v, r, "7", dir, "2.21.0", NULL, NULL), 0);
    assert_int_equal(tfc_verdict_accepted(v), 0);
    int64_t first = tfc_verdict_first_error(v);
    assert_true(first >= 0);
    assert_string_equal(tfc_verdict_finding_where(v, (size_t)first), "variables/variables.index");
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)first),
                        "Checkpoint min consumer version 5 above current version 1 for TensorFlow 2.21.0.  Please upgrade TensorFlow.");
    /* every finding, not only the first: the bad consumer too */
    assert_int_equal(tfc_verdict_finding_reason(v, (size_t)first + 1), TFC_REASON_BAD_CONSUMER);
    tfc_verdict_free(v);
    /* the same through the default registry's checkpoint consumer of 2.10.0
     * (2.4.0 would first refuse the graph: it does not register DisableCopyOnRead) */
    assert_int_equal(tfc_gate_check(&v, tfc_registry_default(), "2.10.0", dir, NULL, NULL, NULL), 0);
    first = tfc_verdict_first_error(v);
    assert_true(first >= 0);
    assert_string_equal(tfc_verdict_finding_where(v, (size_t)first), "variables/variables.index");
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)first),
                        "Checkpoint min consumer version 5 above current version 1 for TensorFlow 2.10.0.  Please upgrade TensorFlow.");
    tfc_verdict_free(v);
    /* a checkpoint that is not a table: an error, not a verdict */
    FILE *f = fopen(path, "wb");
    fputs("not a table", f);
    fclose(f);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_gate_check(&v, r, "7", dir, NULL, NULL, &err), TFC_E_TRUNCATED);
    assert_null(v);
    tfc_registry_free(r);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(own_build_accepts_and_refuses),
        cmocka_unit_test(default_history_old_release),
        cmocka_unit_test(checkpoint_refusal_is_part_of_the_verdict),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
