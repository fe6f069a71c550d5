/*
 * Tests for tfcompat/registry.h: the default TensorFlow table,
 * release-range answers computed by hand, the undetermined path, the
 * builder, the registry text format, opening registry files by path and
 * concurrent readers. Release order, history, policy and op deprecations
 * have their own files (test_release.c, test_history.c, test_policy.c,
 * test_op_deprecation.c).
 */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>

#include "topen.h"
#include "treg.h"

/* ------------------------------------------------------------ helpers */

static void assert_range(const tfc_release_answer *a, size_t k, const char *first, const char *last)
{
    assert_true(k < tfc_release_answer_range_count(a));
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_range_first(a, k)), first);
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_range_last(a, k)), last);
}

/* ----------------------------------------------------- default registry */

static void default_table_has_every_release(void **state)
{
    (void)state;
    const tfc_registry *r = tfc_registry_default();
    assert_int_equal(tfc_registry_scheme_count(r), 2);
    assert_string_equal(tfc_registry_scheme_name(r, 0), "graphdef");
    assert_string_equal(tfc_registry_scheme_upper(r, 1), "Checkpoint");
    assert_string_equal(tfc_registry_scheme_lower(r, 0), "graph");
    assert_int_equal(tfc_registry_consumer_count(r), 94);

    int64_t i = tfc_registry_find(r, "graphdef", "2.3.0");
    assert_true(i >= 0);
    assert_int_equal(tfc_registry_consumer_version(r, (size_t)i), 440);
    assert_int_equal(tfc_registry_consumer_min_producer(r, (size_t)i), 0);
    assert_int_equal(tfc_registry_consumer_mark(r, (size_t)i), TFC_MARK_MEASURED);
    assert_string_equal(tfc_registry_consumer_date(r, (size_t)i), "2020-07-27");
    assert_string_equal(tfc_registry_consumer_name(r, (size_t)i), "TensorFlow");
    assert_int_equal(tfc_registry_find(r, "graphdef", "2.3"), i); /* equivalent spelling */
    assert_int_equal(tfc_registry_find(r, "graphdef", "2.3.1"), -1);
    assert_int_equal(tfc_registry_find(r, "nosuch", "2.3.0"), -1);

    i = tfc_registry_find(r, "graphdef", "1.15.0");
    assert_int_equal(tfc_registry_consumer_version(r, (size_t)i), 134);
    assert_int_equal(tfc_registry_consumer_version(r, (size_t)tfc_registry_find(r, "graphdef", "2.0.0")), 119);
    assert_int_equal(tfc_registry_consumer_version(r, (size_t)tfc_registry_find(r, "graphdef", "2.19.0")), 2129);
    i = tfc_registry_find(r, "graphdef", "2.5.0");
    assert_int_equal(tfc_registry_consumer_mark(r, (size_t)i), TFC_MARK_RECALLED);
    assert_string_equal(tfc_registry_consumer_source(r, (size_t)i), "recalled, corroborated");
    i = tfc_registry_find(r, "graphdef", "2.9.0");
    assert_int_equal(tfc_registry_consumer_mark(r, (size_t)i), TFC_MARK_MEASURED_UNPROVEN);

    /* Unresolved rows carry bounds, never a value. */
    i = tfc_registry_find(r, "graphdef", "2.20.0");
    assert_int_equal(tfc_registry_consumer_known(r, (size_t)i), 0);
    assert_int_equal(tfc_registry_consumer_version(r, (size_t)i), -1);
    assert_int_equal(tfc_registry_consumer_version_low(r, (size_t)i), 2135);
    assert_int_equal(tfc_registry_consumer_version_high(r, (size_t)i), 2292);
    assert_int_equal(tfc_registry_consumer_mark(r, (size_t)i), TFC_MARK_UNRESOLVED);
    assert_non_null(strstr(tfc_registry_consumer_citation(r, (size_t)i), "2292"));
    i = tfc_registry_find(r, "graphdef", "2.21.0");
    assert_string_equal(tfc_registry_consumer_date(r, (size_t)i), "");

    /* Checkpoint scheme: bundle reader consumer 1, min_producer 0 in every release. */
    i = tfc_registry_find(r, "checkpoint", "0.5.0");
    assert_int_equal(tfc_registry_consumer_version(r, (size_t)i), 1);
    assert_int_equal(tfc_registry_consumer_mark(r, (size_t)i), TFC_MARK_DERIVED);
    i = tfc_registry_find(r, "checkpoint", "1.0.0");
    assert_int_equal(tfc_registry_consumer_mark(r, (size_t)i), TFC_MARK_MEASURED);
    assert_int_equal(tfc_registry_consumer_min_producer(r, (size_t)i), 0);

    /* Release order within each scheme, and 1.15.5 between 1.15.0 and 2.0.0. */
    for (size_t k = 1; k < tfc_registry_consumer_count(r); k++)
        if (!strcmp(tfc_registry_consumer_scheme(r, k), tfc_registry_consumer_scheme(r, k - 1)))
            assert_true(tfc_release_compare(tfc_registry_consumer_release(r, k - 1),
                                            tfc_registry_consumer_release(r, k)) < 0);
    assert_int_equal(tfc_registry_find(r, "graphdef", "1.15.5"), tfc_registry_find(r, "graphdef", "1.15.0") + 1);
    tfc_registry_free((tfc_registry *)r); /* ignored for the default */
    assert_string_equal(tfc_registry_mark_name(TFC_MARK_INTERPOLATED), "interpolated");
    assert_int_equal(tfc_registry_mark_find("recalled"), TFC_MARK_RECALLED);
    assert_int_equal(tfc_registry_mark_find("guess"), -1);
}

/* -------------------------------------------------------- range answers */

static void min_consumer_12_is_refused_below_12(void **state)
{
    (void)state;
    /* A TF2 SavedModel graph: producer 1395, min_consumer 12 (a function library). */
    tfc_versiondef *v = treg_vd(1395, 12, NULL, 0);
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_registry_check(&a, tfc_registry_default(), "graphdef", v, NULL, 0, NULL), TFC_OK);
    assert_int_equal(tfc_release_answer_count(a), treg_release_count("graphdef"));
    /* 0.7 .. 0.10 have versions 8, 9, 10, 10: all below 12. 0.5 and 0.6
     * predate VersionDef (they never read it): undetermined without the
     * deprecated GraphDef.version, which a bare VersionDef does not carry. */
    static const char *const refused[] = {"0.7.0", "0.8.0", "0.9.0", "0.10.0"};
    static const int versions[] = {8, 9, 10, 10};
    for (size_t k = 0; k < 2; k++) {
        int64_t i = treg_find_entry(a, k ? "0.6.0" : "0.5.0");
        assert_int_equal(tfc_release_answer_outcome(a, (size_t)i), TFC_OUTCOME_UNDETERMINED);
        assert_int_equal(tfc_release_answer_reason(a, (size_t)i), TFC_REASON_VERSION_UNKNOWN);
    }
    assert_string_equal(tfc_release_answer_message(a, (size_t)treg_find_entry(a, "0.6.0")),
                        "TensorFlow 0.6.0 reads only the deprecated GraphDef.version (it accepts 0 to 1), which "
                        "this check was not given (only the VersionDef).");
    for (size_t k = 0; k < 4; k++) {
        int64_t i = treg_find_entry(a, refused[k]);
        char want[256];
        snprintf(want, sizeof want,
                 "GraphDef min consumer version 12 above current version %d for TensorFlow %s.  "
                 "Please upgrade TensorFlow.", versions[k], refused[k]);
        assert_int_equal(tfc_release_answer_outcome(a, (size_t)i), TFC_OUTCOME_REJECTED);
        assert_int_equal(tfc_release_answer_reason(a, (size_t)i), TFC_REASON_CONSUMER_TOO_OLD);
        assert_string_equal(tfc_release_answer_message(a, (size_t)i), want);
    }
    assert_int_equal(tfc_release_answer_accepting_count(a), treg_release_count_from("graphdef", "0.11.0"));
    assert_int_equal(tfc_release_answer_range_count(a), 1);
    assert_range(a, 0, "0.11.0", treg_newest("graphdef"));
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_oldest_accepting(a)), "0.11.0");
    assert_string_equal(tfc_release_answer_release(a, (size_t)tfc_release_answer_newest_accepting(a)), treg_newest("graphdef"));
    int64_t ok = treg_find_entry(a, "2.3.0");
    assert_int_equal(tfc_release_answer_reason(a, (size_t)ok), TFC_REASON_NONE);
    assert_string_equal(tfc_release_answer_message(a, (size_t)ok), "");
    /* 2.3.0 (440) is far older than the graph: a warning, not a refusal. */
    const tfc_verdict *vv = tfc_release_answer_verdict(a, (size_t)ok);
    assert_int_equal(tfc_verdict_outcome(vv), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_verdict_finding_reason(vv, 0), TFC_REASON_FORWARD_COMPAT_WINDOW);
    assert_int_equal(tfc_registry_consumer_version(tfc_registry_default(),
                                                   (size_t)tfc_release_answer_consumer(a, (size_t)ok)), 440);
    tfc_release_answer_free(a);
    tfc_versiondef_free(v);
}

static void graph_newer_than_2_0_splits_the_1_15_and_2_x_range(void **state)
{
    (void)state;
    /* min_consumer 125: 1.15 (134) accepts, 2.0 (119, cut earlier) does not. */
    tfc_versiondef *v = treg_vd(134, 125, NULL, 0);
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_registry_check(&a, tfc_registry_default(), "graphdef", v, NULL, 0, NULL), TFC_OK);
    assert_int_equal(tfc_release_answer_range_count(a), 2);
    assert_range(a, 0, "1.15.0", "1.15.5");
    assert_range(a, 1, "2.1.0", treg_newest("graphdef"));
    assert_string_equal(tfc_release_answer_message(a, (size_t)treg_find_entry(a, "2.0.0")),
                        "GraphDef min consumer version 125 above current version 119 for TensorFlow "
                        "2.0.0.  Please upgrade TensorFlow.");
    tfc_release_answer_free(a);
    tfc_versiondef_free(v);
}

static void bad_consumer_splits_a_range(void **state)
{
    (void)state;
    tfc_registry *r = treg_load("consumer graphdef mytf 1.0.0 10 0 0 2020-01-01\n"
                           "consumer graphdef mytf 1.1.0 11 0 0 2020-03-01\n"
                           "consumer graphdef mytf 1.2.0 12 0 0 2020-05-01\n"
                           "consumer graphdef mytf 1.3.0 13 0 0 -\n");
    int32_t bad[] = {11};
    tfc_versiondef *v = treg_vd(13, 0, bad, 1);
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_registry_check(&a, r, "graphdef", v, NULL, 0, NULL), TFC_OK);
    assert_int_equal(tfc_release_answer_count(a), 4);
    assert_int_equal(tfc_release_answer_range_count(a), 2);
    assert_range(a, 0, "1.0.0", "1.0.0");
    assert_range(a, 1, "1.2.0", "1.3.0");
    assert_int_equal(tfc_release_answer_reason(a, 1), TFC_REASON_BAD_CONSUMER);
    assert_string_equal(tfc_release_answer_message(a, 1),
                        "GraphDef disallows consumer version 11.  Please upgrade TensorFlow: this "
                        "version is likely buggy.");
    assert_int_equal(tfc_release_answer_accepting_count(a), 3);
    assert_int_equal(tfc_release_answer_accepting(a, 1), 2);
    assert_int_equal(tfc_release_answer_accepting(a, 3), -1);
    tfc_release_answer_free(a);

    /* Nobody accepts: no range, no oldest/newest. */
    tfc_versiondef_free(v);
    v = treg_vd(13, 99, NULL, 0);
    assert_int_equal(tfc_registry_check(&a, r, "graphdef", v, NULL, 0, NULL), TFC_OK);
    assert_int_equal(tfc_release_answer_range_count(a), 0);
    assert_int_equal(tfc_release_answer_oldest_accepting(a), -1);
    assert_int_equal(tfc_release_answer_newest_accepting(a), -1);
    tfc_release_answer_free(a);

    /* A scheme without consumers answers with zero entries; unknown schemes fail. */
    assert_int_equal(tfc_registry_check(&a, r, "checkpoint", v, NULL, 0, NULL), TFC_OK);
    assert_int_equal(tfc_release_answer_count(a), 0);
    tfc_release_answer_free(a);
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_registry_check(&a, r, "nosuch", v, NULL, 0, &e), TFC_E_UNKNOWN_RELEASE);
    assert_null(a);
    tfc_versiondef_free(v);
    tfc_registry_free(r);
}

static void producer_below_min_producer_is_refused(void **state)
{
    (void)state;
    tfc_registry_builder *b = NULL;
    assert_int_equal(tfc_registry_builder_new(&b, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_registry_builder_add_consumer(b, "graphdef", "tf", "3.0.0", 3000, 500, 0, NULL, NULL), TFC_OK);
    tfc_registry *r = NULL;
    assert_int_equal(tfc_registry_builder_build(&r, b, NULL), TFC_OK);
    tfc_registry_builder_free(b);
    tfc_versiondef *v = treg_vd(440, 12, NULL, 0);
    tfc_verdict *out = NULL;
    assert_int_equal(tfc_registry_check_release(&out, r, "graphdef", "3.0.0", v, NULL, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(out), TFC_OUTCOME_REJECTED);
    assert_string_equal(tfc_verdict_finding_message(out, 0),
                        "GraphDef producer version 440 below min producer 500 supported by TensorFlow "
                        "3.0.0.  Please regenerate your graph.");
    tfc_verdict_free(out);
    tfc_versiondef_free(v);
    tfc_registry_free(r);
}

/* ----------------------------------------------------------- undetermined */

static void unresolved_release_gives_undetermined_not_a_guess(void **state)
{
    (void)state;
    const tfc_registry *r = tfc_registry_default();
    /* 2.20 lies in 2135..2292: min_consumer 2200 may or may not be reached. */
    tfc_versiondef *v = treg_vd(2200, 2200, NULL, 0);
    tfc_verdict *out = NULL;
    assert_int_equal(tfc_registry_check_release(&out, r, "graphdef", "2.20.0", v, NULL, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(out), TFC_OUTCOME_UNDETERMINED);
    assert_int_equal(tfc_verdict_accepted(out), 0);
    assert_int_equal(tfc_verdict_finding_reason(out, 0), TFC_REASON_VERSION_UNKNOWN);
    assert_int_equal(tfc_verdict_finding_severity(out, 0), TFC_SEVERITY_UNDETERMINED);
    assert_string_equal(tfc_verdict_finding_message(out, 0),
                        "TensorFlow 2.20.0 accepts this graph only if its GraphDef version, known "
                        "only to lie in 2135..2292, is at least 2200 (the graph's min_consumer).");
    assert_int_equal(tfc_verdict_first_error(out), -1);
    tfc_verdict_free(out);

    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_registry_check(&a, r, "graphdef", v, NULL, 0, NULL), TFC_OK);
    int64_t i = treg_find_entry(a, "2.20.0");
    assert_int_equal(tfc_release_answer_outcome(a, (size_t)i), TFC_OUTCOME_UNDETERMINED);
    assert_int_equal(tfc_release_answer_reason(a, (size_t)i), TFC_REASON_VERSION_UNKNOWN);
    assert_int_equal(tfc_release_answer_outcome(a, (size_t)treg_find_entry(a, "2.19.0")), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_release_answer_range_count(a), 1);
    assert_range(a, 0, "2.21.0", "2.21.0");
    tfc_release_answer_free(a);
    tfc_versiondef_free(v);

    /* Above the upper bound the refusal is certain, with the bounds named. */
    v = treg_vd(2300, 2300, NULL, 0);
    assert_int_equal(tfc_registry_check_release(&out, r, "graphdef", "2.20", v, NULL, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(out), TFC_OUTCOME_REJECTED);
    assert_string_equal(tfc_verdict_finding_message(out, 0),
                        "GraphDef min consumer version 2300 above current version (2135 to 2292, not "
                        "known exactly) for TensorFlow 2.20.0.  Please upgrade TensorFlow.");
    tfc_verdict_free(out);
    tfc_versiondef_free(v);

    /* Below the lower bound nothing depends on the unknown value. */
    v = treg_vd(2129, 12, NULL, 0);
    assert_int_equal(tfc_registry_check_release(&out, r, "graphdef", "2.20.0", v, NULL, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(out), TFC_OUTCOME_ACCEPTED);
    tfc_verdict_free(out);
    tfc_versiondef_free(v);

    /* A bad_consumers entry inside the bounds: undetermined too. */
    int32_t bad[] = {2000, 2200};
    v = treg_vd(2300, 12, bad, 2);
    assert_int_equal(tfc_registry_check_release(&out, r, "graphdef", "2.20.0", v, NULL, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(out), TFC_OUTCOME_UNDETERMINED);
    assert_int_equal(tfc_verdict_finding_value(out, 0), 2200);
    tfc_verdict_free(out);
    tfc_versiondef_free(v);

    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_registry_check_release(&out, r, "graphdef", "9.9.9", NULL, NULL, 0, NULL, &e),
                     TFC_E_UNKNOWN_RELEASE);
    assert_null(out);
    assert_non_null(strstr(e.message, "9.9.9"));
}

/* -------------------------------------------------------------- builder */

static void builder_rejects_bad_consumers(void **state)
{
    (void)state;
    tfc_registry_builder *b = NULL;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_registry_builder_new(&b, NULL, &e), TFC_OK);
    assert_int_equal(tfc_registry_builder_add_consumer(b, "graphdef", "s", "1", 5, 6, 0, NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_non_null(strstr(e.message, "min_producer 6 is above the consumer version 5"));
    assert_int_equal(tfc_registry_builder_add_consumer(b, "graphdef", "s", "1", -1, 0, 0, NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_registry_builder_add_consumer(b, "nosuch", "s", "1", 5, 0, 0, NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_registry_builder_add_consumer(b, "graphdef", "my serving", "1", 5, 0, 0, NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_registry_builder_add_consumer(b, "graphdef", "s", "", 5, 0, 0, NULL, &e), TFC_E_INVALID_ARGUMENT);
    /* Names are 1 to 63 characters, as the registry text format says. */
    char n63[64], n64[65];
    memset(n63, 'a', 63);
    n63[63] = 0;
    memset(n64, 'a', 64);
    n64[64] = 0;
    assert_int_equal(tfc_registry_builder_add_consumer(b, "graphdef", n64, "1", 5, 0, 0, NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_registry_builder_add_consumer(b, "graphdef", n63, "1", 5, 0, 0, NULL, &e), TFC_OK);
    assert_int_equal(tfc_registry_builder_add_consumer(b, "graphdef", "s", "1", 5, 0, 0, "2019-02-29", &e), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_registry_builder_add_scheme(b, "graphdef", "X", "x", &e), TFC_E_DUPLICATE);
    assert_int_equal(tfc_registry_builder_add_scheme(b, "myformat", "MyFormat", "myformat", &e), TFC_OK);
    assert_int_equal(tfc_registry_builder_add_deviation(b, "graphdef", "1", TFC_REASON_BAD_CONSUMER, "x", &e), TFC_E_INVALID_ARGUMENT);
    tfc_consumer_spec s;
    tfc_consumer_spec_init(&s, sizeof s);
    s.scheme = "myformat";
    s.name = "reader";
    s.release = "3";
    s.version_known = 0;
    s.consumer_low = 9;
    s.consumer_high = 9;
    assert_int_equal(tfc_registry_builder_add_consumer_spec(b, &s, &e), TFC_E_INVALID_ARGUMENT);
    s.consumer_high = 12;
    assert_int_equal(tfc_registry_builder_add_consumer_spec(b, &s, &e), TFC_OK);
    assert_int_equal(tfc_registry_builder_add_consumer(b, "myformat", "reader", "2", 4, 1, 1, "2024-02-29", &e), TFC_OK);
    assert_int_equal(tfc_registry_builder_add_consumer(b, "myformat", "reader", "2", 5, 1, 1, NULL, &e), TFC_OK);
    tfc_registry *r = NULL;
    assert_int_equal(tfc_registry_builder_build(&r, b, &e), TFC_E_DUPLICATE);
    assert_null(r);
    tfc_registry_builder_free(b);

    /* A user scheme uses its own names in TensorFlow's messages. */
    r = treg_load("scheme myformat MyFormat myformat\n"
             "consumer myformat reader 3 9..12 0 0 - unresolved\n"
             "consumer myformat reader 2 4 1 1 2024-02-29 measured\n");
    assert_int_equal(tfc_registry_scheme_count(r), 3);
    assert_string_equal(tfc_registry_consumer_release(r, 0), "2"); /* release order */
    assert_int_equal(tfc_registry_consumer_mark(r, 0), TFC_MARK_MEASURED);
    tfc_versiondef *v = treg_vd(0, 0, NULL, 0);
    tfc_verdict *out = NULL;
    assert_int_equal(tfc_registry_check_release(&out, r, "myformat", "2", v, NULL, 0, "reader-2", NULL), TFC_OK);
    assert_string_equal(tfc_verdict_finding_message(out, 0),
                        "MyFormat producer version 0 below min producer 1 supported by TensorFlow "
                        "reader-2.  Please regenerate your myformat.");
    tfc_verdict_free(out);
    tfc_versiondef_free(v);
    tfc_registry_free(r);
}

/* The serving binary of the issue: a registry of its own build only. */
static void serving_binary_registry_of_one(void **state)
{
    (void)state;
    tfc_registry_builder *b = NULL;
    tfc_registry *r = NULL;
    assert_int_equal(tfc_registry_builder_new(&b, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_registry_builder_add_consumer(b, tfc_registry_scheme_graphdef(), "myserving", "7", 2100, 0, 12,
                                                       "2024-11-08", NULL), TFC_OK);
    assert_int_equal(tfc_registry_builder_build(&r, b, NULL), TFC_OK);
    tfc_registry_builder_free(b);
    tfc_versiondef *v = treg_vd(2129, 12, NULL, 0);
    tfc_verdict *out = NULL;
    assert_int_equal(tfc_registry_check_release(&out, r, "graphdef", "7", v, NULL, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_accepted(out), 1);
    tfc_verdict_free(out);
    tfc_versiondef_free(v);
    v = treg_vd(2200, 2150, NULL, 0);
    assert_int_equal(tfc_registry_check_release(&out, r, "graphdef", "7", v, NULL, 0, "2.18.0", NULL), TFC_OK);
    assert_int_equal(tfc_verdict_accepted(out), 0);
    assert_string_equal(tfc_verdict_finding_message(out, (size_t)tfc_verdict_first_error(out)),
                        "GraphDef min consumer version 2150 above current version 2100 for TensorFlow "
                        "2.18.0.  Please upgrade TensorFlow.");
    tfc_verdict_free(out);
    tfc_versiondef_free(v);
    tfc_registry_free(r);
}

/* ------------------------------------------------------ registry files */

typedef struct bad_file {
    const char *text;
    int32_t code;
    const char *message; /* prefix of err.message */
    int64_t offset;
} bad_file;

static void registry_file_errors_name_the_line(void **state)
{
    (void)state;
    static const bad_file cases[] = {
        {"consumer graphdef a 1 5 0 0 -\nfrobnicate\n", TFC_E_PARSE,
         "line 2: unknown directive", 30},
        {"# c\n\nconsumer graphdef a 1 x 0 0 -\n", TFC_E_PARSE, "line 3: VERSION must be", 5},
        {"consumer graphdef a 1 5 0 0 2019-02-30\n", TFC_E_PARSE, "line 1: DATE must be", 0},
        {"consumer graphdef a 1 5 0 0\n", TFC_E_PARSE, "line 1: 'consumer' takes", 0},
        {"consumer graphdef a 1 5 6 0 -\n", TFC_E_PARSE, "line 1: a 1: min_producer 6", 0},
        {"consumer nosuch a 1 5 0 0 -\n", TFC_E_PARSE, "line 1: unknown scheme 'nosuch'", 0},
        {"consumer graphdef a 1 5 0 0 -\nconsumer graphdef b 1 5 0 0 -\nconsumer graphdef a 1 6 0 0 -\n",
         TFC_E_DUPLICATE, "line 3: consumer repeats the one of line 1", -1},
        {"consumer graphdef a 1 2147483648 0 0 -\n", TFC_E_PARSE, "line 1: VERSION must be", 0},
        {"consumer graphdef a 1 12..5 0 0 -\n", TFC_E_PARSE, "line 1: a 1: bounds 12..5", 0},
        {"consumer graphdef a 1 5 0 0 - unresolved\n", TFC_E_PARSE, "line 1: MARK unresolved", 0},
        {"consumer graphdef a 1 5 0 0 - guessed\n", TFC_E_PARSE, "line 1: unknown MARK", 0},
        {"scheme graphdef G g\n", TFC_E_DUPLICATE, "line 1: scheme 'graphdef' already exists", 0},
        {"scheme x\n", TFC_E_PARSE, "line 1: 'scheme' takes", 0},
        {"include pytorch\n", TFC_E_PARSE, "line 1: 'include' takes", 0},
        {"include tensorflow\ninclude tensorflow\n", TFC_E_DUPLICATE, "line 2: deviation graphdef 2.0.0", 19},
        {"deviation graphdef 2.0.0 SHRANK why\n", TFC_E_PARSE, "line 1: unknown rule", 0},
        {"deviation graphdef 2.0.0 INTERVAL_SHRANK\n", TFC_E_PARSE, "line 1: 'deviation' takes", 0},
        {"consumer graphdef a\x01 1 5 0 0 -\n", TFC_E_PARSE, "line 1: control character", 0},
        {"consumer graphdef \xc3\xa9 1 5 0 0 -\n", TFC_E_PARSE, "line 1: non-ASCII byte", 0},
        {"consumer graphdef a 1 5 0 0 - measured extra\n", TFC_E_PARSE, "line 1: 'consumer' takes", 0},
        /* fields are at most 63 bytes (a name of 64 used to be accepted) */
        {"consumer graphdef aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa 1 5 0 0 -\n", TFC_E_PARSE,
         "line 1: a field longer than 63 bytes", 0},
        {"scheme ssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss U l\n", TFC_E_PARSE,
         "line 1: a field longer than 63 bytes", 0},
        {"consumer graphdef a 1.0.0000000000000000000000000000000000000000000000000000000000000000 5 0 0 -\n",
         TFC_E_PARSE, "line 1: a field longer than 63 bytes", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tfc_registry *r = (tfc_registry *)1;
        tfc_error e;
        tfc_error_init(&e, sizeof e);
        int32_t rc = tfc_registry_load(&r, cases[i].text, strlen(cases[i].text), NULL, &e);
        if (rc != cases[i].code || strncmp(e.message, cases[i].message, strlen(cases[i].message)) ||
            e.offset != cases[i].offset)
            fail_msg("case %zu: got %d '%s' at %lld", i, (int)rc, e.message, (long long)e.offset);
        assert_null(r);
    }
    /* 63 bytes is the longest field */
    {
        static const char ok63[] = "consumer graphdef aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa 1 5 0 0 -\n";
        tfc_registry *r63 = NULL;
        assert_int_equal(tfc_registry_load(&r63, ok63, sizeof ok63 - 1, NULL, NULL), TFC_OK);
        assert_int_equal(strlen(tfc_registry_consumer_name(r63, 0)), 63);
        tfc_registry_free(r63);
    }
    /* Long lines and large inputs. */
    char *big = malloc(5000);
    memset(big, 'a', 4999);
    big[4999] = '\0';
    tfc_registry *r = NULL;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_registry_load(&r, big, 4999, NULL, &e), TFC_E_TOO_LARGE);
    assert_int_equal(tfc_registry_load(&r, big, (16u << 20) + 1, NULL, &e), TFC_E_TOO_LARGE);
    free(big);
    assert_int_equal(tfc_registry_load(&r, NULL, 3, NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_registry_load(NULL, "", 0, NULL, &e), TFC_E_INVALID_ARGUMENT);
    /* Empty input: a registry with only the built-in schemes. */
    assert_int_equal(tfc_registry_load(&r, NULL, 0, NULL, &e), TFC_OK);
    assert_int_equal(tfc_registry_consumer_count(r), 0);
    assert_int_equal(tfc_registry_scheme_count(r), 2);
    tfc_registry_free(r);
}

static void registry_file_with_tensorflow_and_own_builds(void **state)
{
    (void)state;
    tfc_registry *r = treg_load("# TensorFlow plus our serving builds\r\n"
                           "include tensorflow\r\n"
                           "  consumer graphdef myserving 7 2100 0 12 2024-11-08 declared  \r\n"
                           "\tconsumer\tgraphdef\tmyserving\t8\t2200\t0\t12\t-\n"
                           "consumer graphdef TensorFlow 2.22.0-rc0 2500..2600 0 0 -");
    assert_int_equal(tfc_registry_consumer_count(r), 97);
    assert_int_equal(tfc_registry_deviation_count(r), 1);
    int64_t i = tfc_registry_find(r, "graphdef", "7");
    assert_true(i >= 0);
    assert_string_equal(tfc_registry_consumer_name(r, (size_t)i), "myserving");
    assert_int_equal(tfc_registry_consumer_min_consumer(r, (size_t)i), 12);
    assert_string_equal(tfc_registry_consumer_date(r, (size_t)i), "2024-11-08");
    i = tfc_registry_find(r, "graphdef", "2.22.0-rc0");
    assert_int_equal(tfc_registry_consumer_mark(r, (size_t)i), TFC_MARK_UNRESOLVED);
    /* The TensorFlow rows keep their data. */
    i = tfc_registry_find(r, "graphdef", "2.3.0");
    assert_int_equal(tfc_registry_consumer_version(r, (size_t)i), 440);
    assert_string_equal(tfc_registry_consumer_source(r, (size_t)i), "measured");
    /* Out-of-range getters. */
    assert_string_equal(tfc_registry_consumer_release(r, 9999), "");
    assert_int_equal(tfc_registry_consumer_version(r, 9999), -1);
    assert_int_equal(tfc_registry_consumer_min_producer(r, 9999), -1);
    assert_string_equal(tfc_registry_scheme_name(r, 9), "");
    tfc_registry_free(r);
}

/* ---------------------------------------------------- opening by path */

static int32_t open_registry(const char *path, tfc_error *err)
{
    tfc_registry *r = (tfc_registry *)1;
    int32_t rc = tfc_registry_open(&r, path, NULL, err);
    if (rc) assert_null(r);
    tfc_registry_free(r);
    return rc;
}

static void registry_files_are_opened_by_path(void **state)
{
    (void)state;
    char *ok = topen_write("ok.reg", "# our serving build\nconsumer graphdef myserving 7 2100 0 12 -\n");
    tfc_registry *r = NULL;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_registry_open(&r, ok, NULL, &e), TFC_OK);
    assert_int_equal(tfc_registry_consumer_count(r), 1);
    assert_string_equal(tfc_registry_consumer_name(r, 0), "myserving");
    assert_string_equal(tfc_registry_consumer_release(r, 0), "7");
    assert_int_equal(tfc_registry_consumer_version(r, 0), 2100);
    tfc_registry_free(r);

    /* A parse error names the file, then the line; the offset is the line's. */
    char *bad = topen_write("bad.reg", "consumer graphdef a 1 5 0 0 -\nconsumer graphdef b 1 five 0 0 -\n");
    char want[1024];
    snprintf(want, sizeof want, "%s: line 2: VERSION must be", bad);
    r = (tfc_registry *)1;
    assert_int_equal(tfc_registry_open(&r, bad, NULL, &e), TFC_E_PARSE);
    assert_null(r);
    assert_int_equal(e.code, TFC_E_PARSE);
    if (strncmp(e.message, want, strlen(want))) fail_msg("message: %s", e.message);
    assert_int_equal(e.offset, 30);
    free(ok);
    free(bad);

    topen_check_bad_paths(open_registry, (uint64_t)16 << 20);
    assert_int_equal(tfc_registry_open(NULL, "x", NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_registry_open(&r, NULL, NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_null(r);
}

/* ---------------------------------------------------------- concurrency */

static void *query_many(void *arg)
{
    const tfc_registry *r = arg;
    tfc_versiondef *v = NULL;
    if (tfc_versiondef_new(&v, 1395, 12, NULL, 0, NULL, NULL)) return (void *)1;
    for (int k = 0; k < 50; k++) {
        tfc_release_answer *a = NULL;
        if (tfc_registry_check(&a, r, "graphdef", v, NULL, 0, NULL) ||
            tfc_release_answer_range_count(a) != 1) {
            tfc_release_answer_free(a);
            tfc_versiondef_free(v);
            return (void *)1;
        }
        tfc_release_answer_free(a);
    }
    tfc_versiondef_free(v);
    return NULL;
}

static void registries_are_read_from_many_threads(void **state)
{
    (void)state;
    tfc_registry *built = treg_load("include tensorflow\n");
    const tfc_registry *regs[2] = {tfc_registry_default(), built};
    for (int k = 0; k < 2; k++) {
        pthread_t t[4];
        for (int i = 0; i < 4; i++) assert_int_equal(pthread_create(&t[i], NULL, query_many, (void *)regs[k]), 0);
        for (int i = 0; i < 4; i++) {
            void *ret = (void *)1;
            pthread_join(t[i], &ret);
            assert_null(ret);
        }
    }
    tfc_registry_free(built);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(default_table_has_every_release),
        cmocka_unit_test(min_consumer_12_is_refused_below_12),
        cmocka_unit_test(graph_newer_than_2_0_splits_the_1_15_and_2_x_range),
        cmocka_unit_test(bad_consumer_splits_a_range),
        cmocka_unit_test(producer_below_min_producer_is_refused),
        cmocka_unit_test(unresolved_release_gives_undetermined_not_a_guess),
        cmocka_unit_test(builder_rejects_bad_consumers),
        cmocka_unit_test(serving_binary_registry_of_one),
        cmocka_unit_test(registry_file_errors_name_the_line),
        cmocka_unit_test(registry_file_with_tensorflow_and_own_builds),
        cmocka_unit_test(registry_files_are_opened_by_path),
        cmocka_unit_test(registries_are_read_from_many_threads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
