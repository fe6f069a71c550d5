/*
 * Tests for tfcompat/check.h: targets (one rule for release spellings),
 * the one verdict (tfc_check, tfc_check_path) and the all-release answer
 * (tfc_check_releases, its runs), on real corpus models. The same answers
 * across every entry are held by tests/consistency; this file holds the
 * layer's own contract.
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
#include <tfcompat/scan.h>
#include "check/check_internal.h"

#define CORPUS TFC_TEST_DIR "/corpus"
#define TF2 CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu"
#define TF1 CORPUS "/saved_model/saved_model_half_plus_three"
#define META CORPUS "/meta_graph/session_bundle_half_plus_two/export.meta"
#define CONV0 CORPUS "/tflite/conv0.tflite"
#define KEYWORD CORPUS "/tflite/keyword_scrambled.tflite"

static tfc_target *parse(const char *spec)
{
    tfc_target *t = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_target_parse(&t, spec, NULL, &err)) fail_msg("%s: %s", spec, err.message);
    return t;
}

static int32_t parse_rc(const char *spec)
{
    tfc_target *t = NULL;
    int32_t rc = tfc_target_parse(&t, spec, NULL, NULL);
    if (rc) assert_null(t);
    tfc_target_free(t);
    return rc;
}

static void release_spellings_follow_one_rule(void **state)
{
    (void)state;
    static const struct {
        const char *spec, *release, *tf_version, *note;
    } cases[] = {
        {"2.11.0", "2.11.0", "2.11.0", ""},
        {"v2.11.0", "2.11.0", "2.11.0", ""},
        {"2.11", "2.11.0", "2.11.0", ""},
        {"tf@2.11", "2.11.0", "2.11.0", ""},
        {"2.11.1", "2.11.0", "2.11.1", "2.11.1 is not in the table; using 2.11.0, whose versions every 2.11 patch release keeps"},
        {"2.11.0-rc1", "2.11.0", "2.11.0-rc1", "2.11.0-rc1 is a pre-release or development build; using 2.11.0, the release it precedes"},
        {"1.15.0rc3", "1.15.0", "1.15.0rc3", "1.15.0rc3 is a pre-release or development build; using 1.15.0, the release it precedes"},
        {"0.12.head", "0.12.0", "0.12.head", "0.12.head is a pre-release or development build; using 0.12.0, the release it precedes"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tfc_target *t = parse(cases[i].spec);
        assert_string_equal(tfc_target_release(t), cases[i].release);
        assert_string_equal(tfc_target_tf_version(t), cases[i].tf_version);
        assert_string_equal(tfc_target_note(t), cases[i].note);
        assert_null(tfc_target_runtime(t));
        assert_true(tfc_target_consumer(t) >= 0);
        tfc_target_free(t);
    }
    /* Both sides at once, and the names a person reads. */
    tfc_target *t = parse(" 2.11.1 , litert@2.14.0 ");
    assert_string_equal(tfc_target_runtime(t), "2.14.0");
    assert_string_equal(tfc_target_name(t), "TensorFlow 2.11.1 (as 2.11.0), TFLite runtime 2.14.0");
    tfc_target_free(t);
    t = parse("litertjs@2.5.3");
    assert_string_equal(tfc_target_runtime(t), "litertjs@2.5.3");
    assert_null(tfc_target_release(t));
    tfc_target_free(t);
}

static void bad_targets_are_refused_with_a_code(void **state)
{
    (void)state;
    assert_int_equal(parse_rc("9.9.9"), TFC_E_UNKNOWN_RELEASE);
    /* malformed by the one release grammar (a usage error), not an unknown release */
    assert_int_equal(parse_rc("2.11.0-garbage!"), TFC_E_BAD_VALUE);
    assert_int_equal(parse_rc(""), TFC_E_BAD_VALUE);
    assert_int_equal(parse_rc("2.11.0,"), TFC_E_BAD_VALUE);
    assert_int_equal(parse_rc("2.11.0,2.12.0"), TFC_E_BAD_VALUE);          /* two TensorFlow sides */
    assert_int_equal(parse_rc("litert@2.14.0,litert@2.15.0"), TFC_E_BAD_VALUE); /* two TFLite sides */
    assert_int_equal(parse_rc("litert@banana"), TFC_E_BAD_VALUE);
    assert_int_equal(parse_rc("litert@1.0"), TFC_E_UNKNOWN_RELEASE);
    assert_int_equal(parse_rc("nobody@1.0"), TFC_E_BAD_VALUE);
    tfc_target *t = NULL;
    assert_int_equal(tfc_target_parse(NULL, "2.11.0", NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_target_parse(&t, NULL, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_target_add(NULL, "2.11.0", NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_target_set_tf_version(NULL, "x", NULL), TFC_E_INVALID_ARGUMENT);
    /* A target of one TFLite side has no TensorFlow version to rename. */
    t = parse("litert@2.14.0");
    assert_int_equal(tfc_target_set_tf_version(t, "2.14.0-custom", NULL), TFC_E_INVALID_ARGUMENT);
    tfc_target_free(t);
    /* A caller's version string of any length names messages, never past a buffer. */
    t = parse("2.9.0");
    char longv[4096];
    memset(longv, 'x', sizeof longv - 1);
    longv[sizeof longv - 1] = 0;
    assert_int_equal(tfc_target_set_tf_version(t, longv, NULL), TFC_OK);
    assert_string_equal(tfc_target_tf_version(t), longv);
    assert_true(strlen(tfc_target_name(t)) < 512);
    tfc_target_free(t);
}

/* The first finding's reason and subject of a verdict. */
static void first_is(const tfc_verdict *v, int32_t reason, const char *subject, const char *where)
{
    int64_t i = tfc_verdict_first_finding(v);
    assert_true(i >= 0);
    assert_int_equal(tfc_verdict_finding_reason(v, (size_t)i), reason);
    assert_string_equal(tfc_verdict_finding_subject(v, (size_t)i), subject);
    assert_string_equal(tfc_verdict_finding_where(v, (size_t)i), where);
}

static void one_verdict_of_any_kind(void **state)
{
    (void)state;
    tfc_verdict *v = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    /* A SavedModel directory: its graph by the release's op set. */
    tfc_target *t = parse("2.9.0,litert@1.14.0");
    assert_int_equal(tfc_check_path(&v, t, TF2, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    first_is(v, TFC_REASON_OP_NOT_REGISTERED, "DisableCopyOnRead", "");
    tfc_verdict_free(v);
    /* A TFLite model: the target's TFLite side. */
    assert_int_equal(tfc_check_path(&v, t, KEYWORD, NULL, &err), TFC_OK);
    first_is(v, TFC_REASON_UNSUPPORTED_OP_VERSION, "SVDF", "");
    tfc_verdict_free(v);
    tfc_target_free(t);
    t = parse("2.11.1");
    assert_int_equal(tfc_check_path(&v, t, TF2, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_verdict_first_finding(v), -1);
    tfc_verdict_free(v);
    /* A TFLite model: the release's own tf.lite.Interpreter (test_check_kind.c). */
    assert_int_equal(tfc_check_path(&v, t, CONV0, NULL, &err), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    tfc_verdict_free(v);
    /* Unreadable input is a status, not a verdict. */
    assert_int_equal(tfc_check_path(&v, t, CORPUS "/nowhere", NULL, &err), TFC_E_NOT_FOUND);
    assert_null(v);
    assert_int_equal(tfc_check_path(&v, NULL, TF2, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_check(&v, NULL, t, NULL, &err), TFC_E_INVALID_ARGUMENT);
    tfc_target_free(t);
    /* An explicit consumer: the VersionDef rule, and the directory's checkpoint by the bundle reader. */
    assert_int_equal(tfc_target_new_consumer(&t, NULL, "graphdef", 11, 0, "1.0.0", &err), TFC_OK);
    assert_string_equal(tfc_target_name(t), "GraphDef consumer 11 (min_producer 0)");
    assert_int_equal(tfc_target_consumer_version(t), 11);
    assert_int_equal(tfc_check_path(&v, t, TF2, NULL, &err), TFC_OK);
    first_is(v, TFC_REASON_CONSUMER_TOO_OLD, "", "");
    assert_string_equal(tfc_verdict_finding_message(v, (size_t)tfc_verdict_first_finding(v)),
                        "GraphDef min consumer version 12 above current version 11 for TensorFlow 1.0.0.  Please "
                        "upgrade TensorFlow.");
    tfc_verdict_free(v);
    tfc_target_free(t);
    assert_int_equal(tfc_target_new_consumer(&t, NULL, "nosuch", 11, 0, NULL, &err), TFC_E_BAD_VALUE);
    assert_null(t);
}

static void every_release_at_once_in_runs(void **state)
{
    (void)state;
    tfc_artifact *a = NULL;
    tfc_answer *ans = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_check_open(&a, TF2, NULL, &err), TFC_OK);
    assert_int_equal(tfc_check_releases(&ans, a, NULL, NULL, &err), TFC_OK);
    assert_string_equal(tfc_answer_scheme(ans), "graphdef");
    assert_int_equal(tfc_answer_outcome(ans), TFC_OUTCOME_ACCEPTED);
    size_t n = tfc_answer_count(ans);
    assert_true(n > 40);
    assert_string_equal(tfc_answer_release(ans, (size_t)tfc_answer_oldest(ans)), "2.10.0");
    assert_int_equal(tfc_answer_newest(ans), (int64_t)n - 1);
    /* Runs cover every release in order; 2.9.0's run is refused for DisableCopyOnRead. */
    size_t covered = 0, i29 = n;
    for (size_t i = 0; i < n; i++)
        if (!strcmp(tfc_answer_release(ans, i), "2.9.0")) i29 = i;
    assert_true(i29 < n);
    assert_int_equal(tfc_answer_reason(ans, i29), TFC_REASON_OP_NOT_REGISTERED);
    assert_string_equal(tfc_answer_subject(ans, i29), "DisableCopyOnRead");
    for (size_t k = 0; k < tfc_answer_run_count(ans); k++) {
        int64_t f = tfc_answer_run_first(ans, k), l = tfc_answer_run_last(ans, k);
        assert_int_equal(f, (int64_t)covered);
        covered = (size_t)l + 1;
        for (int64_t i = f; i <= l; i++) {
            assert_int_equal(tfc_answer_release_outcome(ans, (size_t)i), tfc_answer_run_outcome(ans, k));
            assert_int_equal(tfc_answer_reason(ans, (size_t)i), tfc_answer_reason(ans, (size_t)f));
            assert_string_equal(tfc_answer_subject(ans, (size_t)i), tfc_answer_subject(ans, (size_t)f));
        }
        if ((size_t)f <= i29 && i29 <= (size_t)l) assert_string_equal(tfc_answer_release(ans, (size_t)l), "2.9.0");
    }
    assert_int_equal(covered, n);
    /* Release i's verdict is tfc_check's for that release. */
    tfc_target *t = parse("2.9.0");
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_check(&v, a, t, NULL, &err), TFC_OK);
    const tfc_verdict *w = tfc_answer_verdict(ans, i29);
    assert_int_equal(tfc_verdict_finding_count(v), tfc_verdict_finding_count(w));
    for (size_t k = 0; k < tfc_verdict_finding_count(v); k++)
        assert_string_equal(tfc_verdict_finding_message(v, k), tfc_verdict_finding_message(w, k));
    tfc_verdict_free(v);
    tfc_target_free(t);
    tfc_answer_free(ans);
    tfc_artifact_free(a);
    /* A TFLite model: every runtime release. */
    assert_int_equal(tfc_check_open(&a, KEYWORD, NULL, &err), TFC_OK);
    assert_int_equal(tfc_check_releases(&ans, a, NULL, NULL, &err), TFC_OK);
    assert_string_equal(tfc_answer_scheme(ans), "tflite");
    assert_int_equal(tfc_answer_consumer(ans, 0), -1);
    assert_string_equal(tfc_answer_release(ans, (size_t)tfc_answer_oldest(ans)), "2.2.0");
    tfc_answer_free(ans);
    tfc_artifact_free(a);
    assert_int_equal(tfc_check_releases(&ans, NULL, NULL, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_null(ans);
    tfc_answer_free(NULL);
    assert_int_equal(tfc_answer_count(NULL), 0);
    assert_null(tfc_answer_release(NULL, 0));
}

/* ---- one rule for a target and the model's kind (check.h, "What a target
 * answers"; issue 25): a TensorFlow release answers a TFLite model with its
 * own tf.lite.Interpreter; a target with no side for the kind refuses it
 * with KIND_NOT_LOADED; only an empty target asks every release. The same
 * answers from every entry are held by tests/consistency and
 * tests/cli/test_cli_crosskind.sh. ---- */

/* The verdict of target `spec` on `path`: outcome, the first finding's
 * reason (TFC_REASON_NONE when none) and, when `message` is not NULL, its
 * message exactly. */
static void verdict_is(const char *spec, const char *path, int32_t outcome, int32_t reason, const char *message)
{
    tfc_target *t = parse(spec);
    tfc_verdict *v = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_check_path(&v, t, path, NULL, &err)) fail_msg("%s on %s: %s", spec, path, err.message);
    int64_t i = tfc_verdict_first_finding(v);
    int32_t got = i < 0 ? TFC_REASON_NONE : tfc_verdict_finding_reason(v, (size_t)i);
    if (tfc_verdict_outcome(v) != outcome || got != reason)
        fail_msg("%s on %s: outcome %d reason %s, want %d %s", spec, path, (int)tfc_verdict_outcome(v),
                 tfc_verdict_reason_name(got), (int)outcome, tfc_verdict_reason_name(reason));
    if (message) assert_string_equal(tfc_verdict_finding_message(v, (size_t)i), message);
    tfc_verdict_free(v);
    tfc_target_free(t);
}

static void a_release_answers_tflite_with_its_interpreter(void **state)
{
    (void)state;
    /* keyword_scrambled uses SVDF version 3, which TFLite 2.2.0 added. */
    verdict_is("2.1.0", KEYWORD, TFC_OUTCOME_REJECTED, TFC_REASON_UNSUPPORTED_OP_VERSION, NULL);
    verdict_is("tf@2.2.0", KEYWORD, TFC_OUTCOME_ACCEPTED, TFC_REASON_NONE, NULL);
    verdict_is("2.11.1", CONV0, TFC_OUTCOME_ACCEPTED, TFC_REASON_NONE, NULL);
    /* The verdict says first which runtime answered (a warning). */
    tfc_target *t = parse("2.11.1");
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_check_path(&v, t, CONV0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_RELEASE_INTERPRETER);
    assert_int_equal(tfc_verdict_finding_severity(v, 0), TFC_SEVERITY_WARNING);
    assert_string_equal(tfc_verdict_finding_subject(v, 0), "2.11.1");
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "TensorFlow 2.11.1 loads a TFLite model with its tf.lite.Interpreter, answered as the standard "
                        "interpreter of TFLite runtime 2.11.1 (a TensorFlow release X.Y ships the interpreter X.Y)");
    tfc_verdict_free(v);
    assert_null(tfc_target_runtime(t)); /* nothing was named: the label says what answered */
    assert_string_equal(tfc_target_name_for_kind(t, TFC_KIND_TFLITE),
                        "TensorFlow 2.11.1 (as 2.11.0), its tf.lite.Interpreter (TFLite runtime 2.11.1)");
    assert_string_equal(tfc_target_name_for_kind(t, TFC_KIND_SAVED_MODEL), "TensorFlow 2.11.1 (as 2.11.0)");
    tfc_target_free(t);
    /* A named TFLite side wins: no note. */
    t = parse("2.1.0,litert@2.2.0");
    assert_int_equal(tfc_check_path(&v, t, KEYWORD, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++)
        assert_int_not_equal(tfc_verdict_finding_reason(v, i), TFC_REASON_RELEASE_INTERPRETER);
    tfc_verdict_free(v);
    assert_string_equal(tfc_target_name_for_kind(t, TFC_KIND_TFLITE), "TFLite runtime 2.2.0");
    tfc_target_free(t);
    /* A pre-release answers with the interpreter of the release it precedes. */
    verdict_is("2.2.0-rc1", KEYWORD, TFC_OUTCOME_ACCEPTED, TFC_REASON_NONE, NULL);
    /* Before TFLite (1.5) a release has no interpreter: refused, saying why. */
    verdict_is("1.0.0", CONV0, TFC_OUTCOME_REJECTED, TFC_REASON_KIND_NOT_LOADED,
               "TensorFlow 1.0.0 has no TFLite interpreter this ruleset knows (runtime release 1.0.0 is older than "
               "the oldest this ruleset knows (1.5.0, the first TFLite runtime in its map))");
}

static void no_side_for_the_kind_is_one_refusal(void **state)
{
    (void)state;
    verdict_is("tfjs-node@4.22.0", CONV0, TFC_OUTCOME_REJECTED, TFC_REASON_KIND_NOT_LOADED,
               "tfjs-node 4.22.0 (libtensorflow 2.9.1) has no TFLite interpreter: it does not load a TFLite model");
    verdict_is("tf-serving@2.11.0", CONV0, TFC_OUTCOME_REJECTED, TFC_REASON_KIND_NOT_LOADED,
               "tf-serving 2.11.0 (TensorFlow 2.11.0) has no TFLite interpreter: it does not load a TFLite model");
    verdict_is("litert@2.14.0", TF2, TFC_OUTCOME_REJECTED, TFC_REASON_KIND_NOT_LOADED,
               "TFLite runtime 2.14.0 loads TFLite models only, not a saved_model");
    verdict_is("litertjs@2.5.3", META, TFC_OUTCOME_REJECTED, TFC_REASON_KIND_NOT_LOADED,
               "TFLite runtime litertjs@2.5.3 loads TFLite models only, not a meta_graph_def");
    /* Unreadable input stays unreadable whatever the target: a SavedModel
     * directory whose checkpoint is hostile (found by tests/consistency,
     * where scan said TFC_E_TOO_MANY and check KIND_NOT_LOADED). */
    tfc_target *lt = parse("litert@2.14.0");
    tfc_verdict *lv = NULL;
    assert_int_equal(tfc_check_path(&lv, lt, TFC_TEST_DIR "/hostile/inputs/saved_model_rank_bomb", NULL, NULL),
                     TFC_E_TOO_MANY);
    assert_null(lv);
    tfc_target_free(lt);
    /* The other side still answers its own kind. */
    verdict_is("tf-serving@2.11.0", TF2, TFC_OUTCOME_ACCEPTED, TFC_REASON_NONE, NULL);
    verdict_is("litert@2.14.0", CONV0, TFC_OUTCOME_ACCEPTED, TFC_REASON_NONE, NULL);
    /* An explicit VersionDef consumer has no TFLite side. */
    tfc_target *t = NULL;
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_target_new_consumer(&t, NULL, "graphdef", 1286, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_check_path(&v, t, CONV0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_KIND_NOT_LOADED);
    tfc_verdict_free(v);
    tfc_target_free(t);
    /* A resolver of your own on an empty target makes it a TFLite consumer. */
    tfc_resolver *r = NULL;
    assert_int_equal(tfc_resolver_for_release(&r, "2.14.0", NULL, NULL), TFC_OK);
    assert_int_equal(tfc_target_new(&t, NULL, NULL), TFC_OK);
    assert_string_equal(tfc_target_name_for_kind(t, TFC_KIND_SAVED_MODEL), "any release");
    assert_string_equal(tfc_target_name_for_kind(t, TFC_KIND_TFLITE), "any TFLite runtime release");
    assert_int_equal(tfc_target_set_resolver(t, r, "mine", NULL), TFC_OK);
    assert_int_equal(tfc_check_path(&v, t, TF2, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_KIND_NOT_LOADED);
    assert_string_equal(tfc_verdict_finding_message(v, 0), "TFLite runtime mine loads TFLite models only, not a saved_model");
    tfc_verdict_free(v);
    assert_string_equal(tfc_target_name_for_kind(t, TFC_KIND_SAVED_MODEL), "TFLite runtime mine");
    tfc_target_free(t);
    tfc_resolver_free(r);
    /* Only an empty target asks every release. */
    assert_int_equal(tfc_target_new(&t, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_check_path(&v, t, TF2, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    tfc_verdict_free(v);
    tfc_target_free(t);
    /* The gate and a scan record answer the same. */
    assert_int_equal(tfc_gate_check(&v, tfc_registry_default(), "litert@2.14.0", TF2, NULL, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_KIND_NOT_LOADED);
    tfc_verdict_free(v);
    tfc_scan_target *st = NULL;
    tfc_scan_record *rec = NULL;
    assert_int_equal(tfc_scan_target_new(&st, NULL, "tfjs-node@4.22.0", NULL, NULL), TFC_OK);
    assert_int_equal(tfc_scan_record_new(&rec, st, CONV0, NULL), TFC_OK);
    assert_int_equal(tfc_scan_record_outcome(rec), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_scan_record_reason(rec), TFC_REASON_KIND_NOT_LOADED);
    tfc_scan_record_free(rec);
    tfc_scan_target_free(st);
    assert_int_equal(tfc_scan_target_new(&st, NULL, NULL, "2.14.0", NULL), TFC_OK);
    assert_int_equal(tfc_scan_record_new(&rec, st, TF2, NULL), TFC_OK);
    assert_int_equal(tfc_scan_record_reason(rec), TFC_REASON_KIND_NOT_LOADED);
    tfc_scan_record_free(rec);
    tfc_scan_target_free(st);
}

static void a_runtime_is_a_tflite_runtime(void **state)
{
    (void)state;
    tfc_target *t = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_target_new(&t, NULL, NULL), TFC_OK);
    /* A product with no TFLite side is not a runtime: the same code for
     * tfc_target_add_runtime and a scan target's runtime. */
    assert_int_equal(tfc_target_add_runtime(t, "tfjs-node@4.22.0", &err), TFC_E_BAD_VALUE);
    assert_string_equal(err.message,
                        "'tfjs-node@4.22.0' has no TFLite runtime: tfjs-node 4.22.0 embeds libtensorflow 2.9.1, which "
                        "loads TensorFlow graphs and SavedModels; ask it as a target (--tf/--target tfjs-node@4.22.0), "
                        "where a TFLite model is KIND_NOT_LOADED");
    assert_null(tfc_target_runtime(t));
    assert_null(tfc_target_release(t));
    tfc_scan_target *st = NULL;
    assert_int_equal(tfc_scan_target_new(&st, NULL, NULL, "tfjs-node@4.22.0", NULL), TFC_E_BAD_VALUE);
    assert_null(st);
    /* an unknown product version names the versions it has */
    assert_int_equal(tfc_target_add_runtime(t, "tfjs-node@0.0.1", &err), TFC_E_UNKNOWN_RELEASE);
    assert_int_equal(tfc_target_add_runtime(t, "nope@1.0", NULL), TFC_E_BAD_VALUE);
    assert_int_equal(tfc_target_add_runtime(t, "9.9.9", NULL), TFC_E_UNKNOWN_RELEASE);
    assert_int_equal(tfc_target_add_runtime(NULL, "2.14.0", NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_target_add_runtime(t, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    /* a release, litert@ and a profile are runtimes */
    assert_int_equal(tfc_target_add_runtime(t, "v2.14", &err), TFC_OK);
    assert_string_equal(tfc_target_runtime(t), "2.14");
    assert_int_equal(tfc_target_add_runtime(t, "litertjs@2.5.3", NULL), TFC_E_BAD_VALUE); /* two TFLite sides */
    tfc_target_free(t);
    assert_int_equal(tfc_target_new(&t, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_target_add_runtime(t, "litertjs@2.5.3", NULL), TFC_OK);
    assert_string_equal(tfc_target_name(t), "TFLite runtime litertjs@2.5.3");
    tfc_target_free(t);
    /* Two different targets never share a label, for any kind. */
    static const char *const specs[] = {"2.9.1", "2.9.0", "tfjs-node@4.22.0", "tfjs-node-gpu@4.22.0", "tf-serving@2.9.1",
                                        "litert@2.14.0", "litert@2.9.0", "2.9.1,litert@2.14.0", "litertjs@2.5.3"};
    enum { N = sizeof specs / sizeof specs[0] };
    for (int kind = 0; kind < 2; kind++) {
        const char *names[N];
        tfc_target *ts[N];
        for (size_t i = 0; i < N; i++) {
            ts[i] = parse(specs[i]);
            names[i] = tfc_target_name_for_kind(ts[i], kind ? TFC_KIND_TFLITE : TFC_KIND_SAVED_MODEL);
            assert_null(strstr(names[i], "any release"));
        }
        for (size_t i = 0; i < N; i++)
            for (size_t j = i + 1; j < N; j++)
                if (!strcmp(names[i], names[j]) && strcmp(tfc_target_name(ts[i]), tfc_target_name(ts[j])) &&
                    /* a combined target's side may be named as the other target is */
                    !strchr(specs[i], ',') && !strchr(specs[j], ','))
                    fail_msg("'%s' and '%s' share the label '%s'", specs[i], specs[j], names[i]);
        for (size_t i = 0; i < N; i++) tfc_target_free(ts[i]);
    }
    assert_string_equal(tfc_target_name_for_kind(NULL, TFC_KIND_TFLITE), "");
}

/* The container rule in the all-release answer (answer.c remembers it per
 * thread, by release text and rule): asked of artifacts whose rules differ
 * (a MetaGraphDef: 0.7; a SavedModel directory without variables/: 0.11;
 * with: 0.12), in turn and twice, every release's outcome and first reason
 * are tfc_check's for that release (issue 26). Run on a thread of its own,
 * so that the lenient rule is remembered first whatever the tests before
 * asked: a remembered answer of another rule would then drop 0.12's
 * refusal of 0.7-0.11. Returns the number of differences (printed). */
static const char *const rule_paths[] = {META, CORPUS "/saved_model/matrix_half_plus_two", TF1};
static const char *const rule_first[] = {"0.7.0", "0.11.0", "0.12.0"};

static void *rules_in_turn(void *out)
{
    size_t bad = 0;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    for (size_t p = 0; p < 6; p++) {
        const char *path = rule_paths[p % 3];
        tfc_artifact *a = NULL;
        tfc_answer *ans = NULL;
        if (tfc_check_open(&a, path, NULL, &err) || tfc_check_releases(&ans, a, NULL, NULL, &err)) {
            fprintf(stderr, "%s: %s\n", path, err.message);
            bad++;
        }
        size_t too_new = 0, read = 0;
        for (size_t i = 0; i < tfc_answer_count(ans); i++) {
            const char *rel = tfc_answer_release(ans, i);
            tfc_target *t = NULL;
            tfc_verdict *v = NULL;
            if (tfc_target_parse(&t, rel, NULL, &err) || tfc_check(&v, a, t, NULL, &err)) {
                fprintf(stderr, "%s, %s: %s\n", path, rel, err.message);
                bad++;
            }
            int64_t f = tfc_verdict_first_finding(v);
            int32_t reason = f >= 0 ? tfc_verdict_finding_reason(v, (size_t)f) : TFC_REASON_NONE;
            if (tfc_answer_release_outcome(ans, i) != tfc_verdict_outcome(v) || tfc_answer_reason(ans, i) != reason) {
                fprintf(stderr, "%s, %s: the answer says %d/%d, tfc_check %d/%d\n", path, rel,
                        (int)tfc_answer_release_outcome(ans, i), (int)tfc_answer_reason(ans, i),
                        (int)tfc_verdict_outcome(v), (int)reason);
                bad++;
            }
            if (!strcmp(rel, rule_first[p % 3])) read = 1;
            too_new += reason == TFC_REASON_CONTAINER_TOO_NEW;
            bad += read && reason == TFC_REASON_CONTAINER_TOO_NEW;
            tfc_verdict_free(v);
            tfc_target_free(t);
        }
        bad += !read || !too_new; /* the rule refuses some release and reads its first */
        tfc_answer_free(ans);
        tfc_artifact_free(a);
    }
    *(size_t *)out = bad;
    return NULL;
}

static void container_rule_per_release_in_turn(void **state)
{
    (void)state;
    size_t bad = 1;
    pthread_t th;
    assert_int_equal(pthread_create(&th, NULL, rules_in_turn, &bad), 0);
    assert_int_equal(pthread_join(th, NULL), 0);
    assert_int_equal(bad, 0);
}

/* Issue 26 (eighth pass): a scan record's answer (tfc__check_releases_shown)
 * shares equal verdicts between releases and takes a release's op-set
 * index, pre-VersionDef kind and container rule from tables kept for the
 * compiled-in registry. Against tfc_check_releases, and against a copy of
 * the compiled-in registry (a built one: the general paths), every release
 * has the same outcome and deciding finding, and the release the record
 * shows has tfc_check_releases's verdict. */
static void same_answer(const tfc_answer *x, const tfc_answer *y, const char *path)
{
    assert_int_equal(tfc_answer_count(x), tfc_answer_count(y));
    assert_int_equal(tfc_answer_outcome(x), tfc_answer_outcome(y));
    assert_int_equal(tfc_answer_accepting_count(x), tfc_answer_accepting_count(y));
    assert_int_equal(tfc_answer_oldest(x), tfc_answer_oldest(y));
    assert_int_equal(tfc_answer_newest(x), tfc_answer_newest(y));
    for (size_t i = 0; i < tfc_answer_count(x); i++) {
        if (tfc_answer_release_outcome(x, i) != tfc_answer_release_outcome(y, i) ||
            tfc_answer_reason(x, i) != tfc_answer_reason(y, i) ||
            strcmp(tfc_answer_subject(x, i), tfc_answer_subject(y, i)))
            fprintf(stderr, "%s, %s: %d/%d/%s against %d/%d/%s\n", path, tfc_answer_release(x, i),
                    (int)tfc_answer_release_outcome(x, i), (int)tfc_answer_reason(x, i), tfc_answer_subject(x, i),
                    (int)tfc_answer_release_outcome(y, i), (int)tfc_answer_reason(y, i), tfc_answer_subject(y, i));
        assert_string_equal(tfc_answer_release(x, i), tfc_answer_release(y, i));
        assert_int_equal(tfc_answer_release_outcome(x, i), tfc_answer_release_outcome(y, i));
        assert_int_equal(tfc_answer_reason(x, i), tfc_answer_reason(y, i));
        assert_string_equal(tfc_answer_subject(x, i), tfc_answer_subject(y, i));
    }
}

static void shown_answer_against_full_and_a_copy(void **state)
{
    (void)state;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_registry_builder *b = NULL;
    tfc_registry *copy = NULL;
    assert_int_equal(tfc_registry_builder_new(&b, NULL, &err), TFC_OK);
    assert_int_equal(tfc_registry_builder_add_registry(b, tfc_registry_default(), &err), TFC_OK);
    assert_int_equal(tfc_registry_builder_build(&copy, b, &err), TFC_OK);
    tfc_registry_builder_free(b);
    const char *const paths[] = {TF2, TF1, META, CORPUS "/saved_model/matrix_half_plus_two",
                                 CORPUS "/saved_model/saved_model_counter"};
    size_t rejected = 0, accepted = 0;
    for (size_t p = 0; p < sizeof paths / sizeof *paths; p++) {
        tfc_artifact *a = NULL;
        assert_int_equal(tfc_check_open(&a, paths[p], NULL, &err), TFC_OK);
        tfc_answer *full = NULL, *shown = NULL, *full_copy = NULL, *shown_copy = NULL;
        assert_int_equal(tfc_check_releases(&full, a, NULL, NULL, &err), TFC_OK);
        assert_int_equal(tfc__check_releases_shown(&shown, a, NULL, &err), TFC_OK);
        assert_int_equal(tfc_check_releases(&full_copy, a, copy, NULL, &err), TFC_OK);
        assert_int_equal(tfc__check_releases_shown(&shown_copy, a, copy, &err), TFC_OK);
        same_answer(shown, full, paths[p]);
        same_answer(full_copy, full, paths[p]);
        same_answer(shown_copy, full, paths[p]);
        /* the release shown: tfc_check's pick, with its messages */
        int64_t pick = tfc_answer_newest(full);
        if (pick < 0) pick = (int64_t)tfc_answer_count(full) - 1;
        const tfc_verdict *v = tfc_answer_verdict(full, (size_t)pick);
        const tfc_verdict *w = tfc_answer_verdict(shown, (size_t)pick);
        const tfc_verdict *wc = tfc_answer_verdict(shown_copy, (size_t)pick);
        int64_t f = tfc_verdict_first_finding(v);
        if (f >= 0) {
            assert_string_equal(tfc_verdict_finding_message(w, (size_t)tfc_verdict_first_finding(w)),
                                tfc_verdict_finding_message(v, (size_t)f));
            assert_string_equal(tfc_verdict_finding_message(wc, (size_t)tfc_verdict_first_finding(wc)),
                                tfc_verdict_finding_message(v, (size_t)f));
        }
        for (size_t i = 0; i < tfc_answer_count(full); i++) {
            rejected += tfc_answer_release_outcome(full, i) == TFC_OUTCOME_REJECTED;
            accepted += tfc_answer_release_outcome(full, i) == TFC_OUTCOME_ACCEPTED;
        }
        tfc_answer_free(full);
        tfc_answer_free(shown);
        tfc_answer_free(full_copy);
        tfc_answer_free(shown_copy);
        tfc_artifact_free(a);
    }
    assert_true(rejected > 0 && accepted > 0);
    tfc_registry_free(copy);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(release_spellings_follow_one_rule),
        cmocka_unit_test(bad_targets_are_refused_with_a_code),
        cmocka_unit_test(one_verdict_of_any_kind),
        cmocka_unit_test(every_release_at_once_in_runs),
        cmocka_unit_test(a_release_answers_tflite_with_its_interpreter),
        cmocka_unit_test(no_side_for_the_kind_is_one_refusal),
        cmocka_unit_test(a_runtime_is_a_tflite_runtime),
        cmocka_unit_test(container_rule_per_release_in_turn),
        cmocka_unit_test(shown_answer_against_full_and_a_copy),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
