/*
 * Tests for src/opver/release_axis.c: the all-release TFLite answer, made
 * from the release tables (no interpreter built), against the slow path it
 * replaced, on every TFLite model the tests carry (corpus, hostile inputs,
 * vectors: every file under tests/ whose content is a TFLite model): for
 * each runtime release of the answer, tfc_check with a target of that
 * runtime (its standard interpreter built by tfc_resolver_for_release)
 * gives the same verdict, finding by finding; and the scan record's
 * answer (tfc__check_releases_shown: one verdict, every other release's
 * outcome and first finding) says what the full answer says. Then models the fixture
 * writer makes for the rules of the interpreter builder's history (a
 * custom code no operator uses, builders before 1.9 blind to the op
 * version), also asked of every TensorFlow release, which answers with
 * its own tf.lite.Interpreter (the runtime release of the same number).
 */
#define _DEFAULT_SOURCE 1
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "check_internal.h"
#include "tflmodel.h"

typedef struct axis_targets {
    tfc_scan_target **t;
    size_t n;
} axis_targets;

/* fast's findings are slow's from finding `skip` on (what slow says
 * first: the interpreter that answered), with the same outcome. */
static void same_verdict_from(const tfc_verdict *fast, const tfc_verdict *slow, size_t skip, const char *path,
                              const char *rel)
{
    if (tfc_verdict_outcome(fast) != tfc_verdict_outcome(slow) ||
        tfc_verdict_finding_count(fast) + skip != tfc_verdict_finding_count(slow) ||
        tfc_verdict_dropped_count(fast) != tfc_verdict_dropped_count(slow))
        fail_msg("%s, runtime %s: outcome %d/%d, %zu/%zu findings, %llu/%llu dropped", path, rel,
                 (int)tfc_verdict_outcome(fast), (int)tfc_verdict_outcome(slow), tfc_verdict_finding_count(fast),
                 tfc_verdict_finding_count(slow), (unsigned long long)tfc_verdict_dropped_count(fast),
                 (unsigned long long)tfc_verdict_dropped_count(slow));
    for (size_t k = 0; k < tfc_verdict_finding_count(fast); k++) {
        size_t s = k + skip;
        if (tfc_verdict_finding_reason(fast, k) != tfc_verdict_finding_reason(slow, s) ||
            tfc_verdict_finding_severity(fast, k) != tfc_verdict_finding_severity(slow, s) ||
            tfc_verdict_finding_value(fast, k) != tfc_verdict_finding_value(slow, s) ||
            strcmp(tfc_verdict_finding_subject(fast, k), tfc_verdict_finding_subject(slow, s)) ||
            strcmp(tfc_verdict_finding_message(fast, k), tfc_verdict_finding_message(slow, s)) ||
            strcmp(tfc_verdict_finding_where(fast, k), tfc_verdict_finding_where(slow, s)))
            fail_msg("%s, runtime %s, finding %zu: \"%s\" vs \"%s\"", path, rel, k,
                     tfc_verdict_finding_message(fast, k), tfc_verdict_finding_message(slow, s));
    }
}

static void same_verdict(const tfc_verdict *fast, const tfc_verdict *slow, const char *path, const char *rel)
{
    same_verdict_from(fast, slow, 0, path, rel);
}

/* What the scan record's answer (tfc__check_releases_shown) met, over
 * every model: a release it does not show refused for a builtin code out
 * of range (a written subject) or an unresolved custom op (the model's),
 * and models whose identifier, schema or structure refuse every release. */
static size_t shown_out_of_range, shown_custom, shown_fixed;

/* The scan record's answer of `a` against its full answer: the same
 * releases, outcomes, ranges and first findings; the release it shows
 * (the newest accepting, else the newest) has the full verdict without the
 * converter's warnings. */
static void shown_equals_full(const char *path, const tfc_artifact *a, const tfc_answer *full)
{
    tfc_answer *shown = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc__check_releases_shown(&shown, a, NULL, &err)) fail_msg("%s: shown answer: %s", path, err.message);
    size_t n = tfc_answer_count(full);
    assert_int_equal(tfc_answer_count(shown), n);
    assert_int_equal(tfc_answer_outcome(shown), tfc_answer_outcome(full));
    assert_int_equal(tfc_answer_accepting_count(shown), tfc_answer_accepting_count(full));
    assert_int_equal(tfc_answer_oldest(shown), tfc_answer_oldest(full));
    assert_int_equal(tfc_answer_newest(shown), tfc_answer_newest(full));
    size_t p = tfc_answer_newest(full) >= 0 ? (size_t)tfc_answer_newest(full) : n - 1;
    int unshown_verdicts = 0;
    for (size_t i = 0; i < n; i++) {
        const tfc_verdict *fv = tfc_answer_verdict(full, i);
        assert_string_equal(tfc_answer_release(shown, i), tfc_answer_release(full, i));
        assert_int_equal(tfc_answer_release_outcome(shown, i), tfc_answer_release_outcome(full, i));
        int64_t k = tfc_verdict_first_finding(fv); /* what an outcome-only verdict keeps */
        int32_t reason = k >= 0 ? tfc_verdict_finding_reason(fv, (size_t)k) : TFC_REASON_NONE;
        const char *subject = k >= 0 ? tfc_verdict_finding_subject(fv, (size_t)k) : "";
        if (tfc_answer_reason(shown, i) != reason || strcmp(tfc_answer_subject(shown, i), subject))
            fail_msg("%s, runtime %s: shown %s '%s', full %s '%s'", path, tfc_answer_release(full, i),
                     tfc_verdict_reason_name(tfc_answer_reason(shown, i)), tfc_answer_subject(shown, i),
                     tfc_verdict_reason_name(reason), subject);
        if (i == p) {
            /* the full verdict's findings but its warnings, message by message */
            const tfc_verdict *sv = tfc_answer_verdict(shown, i);
            assert_non_null(sv);
            assert_int_equal(tfc_verdict_outcome(sv), tfc_verdict_outcome(fv));
            size_t m = 0;
            for (size_t f = 0; f < tfc_verdict_finding_count(fv); f++) {
                if (tfc_verdict_finding_severity(fv, f) == TFC_SEVERITY_WARNING) continue;
                assert_true(m < tfc_verdict_finding_count(sv));
                assert_int_equal(tfc_verdict_finding_reason(sv, m), tfc_verdict_finding_reason(fv, f));
                assert_string_equal(tfc_verdict_finding_subject(sv, m), tfc_verdict_finding_subject(fv, f));
                assert_string_equal(tfc_verdict_finding_message(sv, m), tfc_verdict_finding_message(fv, f));
                m++;
            }
            assert_int_equal(m, tfc_verdict_finding_count(sv));
            assert_string_equal(tfc_answer_message(shown, i), tfc_answer_message(full, i));
        } else {
            unshown_verdicts |= tfc_answer_verdict(shown, i) != NULL;
            if (reason == TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE) shown_out_of_range++;
            if (reason == TFC_REASON_UNRESOLVED_CUSTOM_OP) shown_custom++;
        }
    }
    assert_int_equal(tfc_answer_run_count(shown), tfc_answer_run_count(full));
    for (size_t r = 0; r < tfc_answer_run_count(full); r++) {
        assert_int_equal(tfc_answer_run_first(shown, r), tfc_answer_run_first(full, r));
        assert_int_equal(tfc_answer_run_last(shown, r), tfc_answer_run_last(full, r));
        assert_int_equal(tfc_answer_run_outcome(shown, r), tfc_answer_run_outcome(full, r));
    }
    shown_fixed += (size_t)unshown_verdicts;
    tfc_answer_free(shown);
}

/* One model: 1 when it is a TFLite model the check layer reads. */
static int compare_model(const char *path, axis_targets *at)
{
    int32_t kind = TFC_KIND_UNKNOWN;
    if (tfc_file_detect_kind(&kind, NULL, path, NULL) || kind != TFC_KIND_TFLITE) return 0;
    tfc_artifact *a = NULL;
    if (tfc_check_open(&a, path, NULL, NULL)) return 0; /* refused before any verdict: no answer either */
    tfc_answer *ans = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_check_releases(&ans, a, NULL, NULL, &err);
    size_t n = tfc_answer_count(ans);
    if (!at->t && !rc) {
        /* the release axis, once: a target of each runtime release */
        at->t = calloc(n, sizeof *at->t);
        assert_non_null(at->t);
        at->n = n;
        for (size_t i = 0; i < n; i++)
            if (tfc_scan_target_new(&at->t[i], NULL, NULL, tfc_answer_release(ans, i), &err))
                fail_msg("runtime %s: %s", tfc_answer_release(ans, i), err.message);
    }
    for (size_t i = 0; !rc && i < n; i++) {
        const char *rel = tfc_answer_release(ans, i);
        assert_int_equal(at->n, n);
        assert_string_equal(tfc_scan_target_runtime(at->t[i]), rel);
        tfc_verdict *slow = NULL;
        tfc_error serr;
        tfc_error_init(&serr, sizeof serr);
        if (tfc_check(&slow, a, tfc_scan_target_target(at->t[i]), NULL, &serr))
            fail_msg("%s, runtime %s: the fast answer has a verdict, the slow path fails: %s", path, rel,
                     serr.message);
        same_verdict(tfc_answer_verdict(ans, i), slow, path, rel);
        tfc_verdict_free(slow);
    }
    if (!rc) shown_equals_full(path, a, ans);
    if (rc) {
        /* The answer fails only where the slow path fails too. */
        tfc_verdict *slow = NULL;
        assert_non_null(at->t);
        assert_int_equal(tfc_check(&slow, a, tfc_scan_target_target(at->t[0]), NULL, NULL), rc);
    }
    tfc_answer_free(ans);
    tfc_artifact_free(a);
    return 1;
}

static size_t walk(const char *dir, axis_targets *at)
{
    size_t models = 0;
    DIR *d = opendir(dir);
    if (!d) return 0;
    struct dirent *e;
    char **names = NULL;
    size_t n = 0;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        names = realloc(names, (n + 1) * sizeof *names);
        assert_non_null(names);
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        assert_non_null(names[n]);
        snprintf(names[n++], len, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        if (!lstat(names[i], &st)) {
            if (S_ISDIR(st.st_mode)) models += walk(names[i], at);
            else if (S_ISREG(st.st_mode)) models += (size_t)compare_model(names[i], at);
        }
        free(names[i]);
    }
    free(names);
    return models;
}

static void every_release_from_tables_equals_its_interpreter(void **state)
{
    (void)state;
    axis_targets at = {NULL, 0};
    /* corpus models first: the axis is made from a model every release reads */
    size_t models = walk(TFC_TEST_DIR "/corpus", &at);
    assert_true(models >= 17);
    for (const char *const *d = (const char *const[]){"hostile", "vectors", "data", "fuzz", "cli", NULL}; *d; d++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", TFC_TEST_DIR, *d);
        models += walk(path, &at);
    }
    print_message("%zu TFLite models, %zu runtime releases each\n", models, at.n);
    assert_true(at.n > 30);
    /* the scan record's answer met each of its ways */
    print_message("shown answers: %zu unshown releases out of range, %zu custom, %zu models refused whole\n",
                  shown_out_of_range, shown_custom, shown_fixed);
    assert_true(shown_out_of_range > 0);
    assert_true(shown_custom > 0);
    assert_true(shown_fixed > 0);
    for (size_t i = 0; i < at.n; i++) tfc_scan_target_free(at.t[i]);
    free(at.t);
}

/* The fast answer's release at or before runtime release `rel`: the
 * interpreter of `rel` is that release's (the axis has every release at
 * which the standard interpreter changes); -1 when `rel` predates the axis. */
static long axis_entry_at(const tfc_answer *ans, const char *rel)
{
    long at = -1;
    for (size_t i = 0; i < tfc_answer_count(ans); i++)
        if (tfc_runtime_compare(tfc_answer_release(ans, i), rel) <= 0) at = (long)i;
    return at;
}

/* Every TensorFlow release of the default registry on the model at
 * `path`: its tfc_check is RELEASE_INTERPRETER, then the fast answer's
 * verdict of the same runtime release; or, before the first TFLite
 * runtime, KIND_NOT_LOADED alone. */
static void tf_releases_answer_as_the_axis(const char *path)
{
    tfc_artifact *a = NULL;
    assert_int_equal(tfc_check_open(&a, path, NULL, NULL), TFC_OK);
    tfc_answer *ans = NULL;
    assert_int_equal(tfc_check_releases(&ans, a, NULL, NULL, NULL), TFC_OK);
    const tfc_registry *reg = tfc_registry_default();
    size_t asked = 0;
    for (size_t c = 0; c < tfc_registry_consumer_count(reg); c++) {
        const char *rel = tfc_registry_consumer_release(reg, c);
        if (strcmp(tfc_registry_consumer_name(reg, c), "TensorFlow") || !rel || strspn(rel, "0123456789.") != strlen(rel))
            continue;
        tfc_scan_target *st = NULL;
        if (tfc_scan_target_new(&st, NULL, rel, NULL, NULL)) continue; /* a release no target names */
        tfc_verdict *v = NULL;
        assert_int_equal(tfc_check(&v, a, tfc_scan_target_target(st), NULL, NULL), TFC_OK);
        long at = axis_entry_at(ans, rel);
        assert_true(tfc_verdict_finding_count(v) > 0);
        if (at < 0) {
            assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_KIND_NOT_LOADED);
            assert_int_equal(tfc_verdict_finding_count(v), 1);
        } else {
            if (tfc_verdict_finding_reason(v, 0) != TFC_REASON_RELEASE_INTERPRETER)
                fail_msg("%s, TensorFlow %s: %s", path, rel, tfc_verdict_finding_message(v, 0));
            /* the interpreter's findings after it */
            same_verdict_from(tfc_answer_verdict(ans, (size_t)at), v, 1, path, rel);
        }
        tfc_verdict_free(v);
        tfc_scan_target_free(st);
        asked++;
    }
    assert_true(asked > 30);
    tfc_answer_free(ans);
    tfc_artifact_free(a);
}

/* The outcome of runtime release `rel` in the fast answer of `path`. */
static int32_t outcome_at(const char *path, const char *rel)
{
    tfc_artifact *a = NULL;
    assert_int_equal(tfc_check_open(&a, path, NULL, NULL), TFC_OK);
    tfc_answer *ans = NULL;
    assert_int_equal(tfc_check_releases(&ans, a, NULL, NULL, NULL), TFC_OK);
    long at = axis_entry_at(ans, rel);
    assert_true(at >= 0);
    assert_string_equal(tfc_answer_release(ans, (size_t)at), rel);
    int32_t o = tfc_answer_release_outcome(ans, (size_t)at);
    tfc_answer_free(ans);
    tfc_artifact_free(a);
    return o;
}

/*
 * The builder's history in the tables (data/tflite_builder_history.csv):
 * a custom code no operator uses resolves from 1.15.0 on (a placeholder),
 * and before 1.9.0 an op is looked up whatever its version. Each model,
 * every runtime release and every TensorFlow release: the tables' answer
 * is the interpreter's.
 */
static void builder_history_from_tables_equals_its_interpreter(void **state)
{
    (void)state;
    static const uint32_t first[] = {0}, second[] = {1}, both[] = {0, 1};
    static const opcode_spec add_dispatch[] = {CODE(0, 1), CUSTOM_CODE("DISPATCH_OP")};
    /* Mfcc: a custom op the standard interpreter registers (1.8.0 on), at
     * a version it never registers */
    static const opcode_spec add_mfcc2[] = {CODE(0, 1), {1, 32, 1, 32, 1, 2, "Mfcc"}};
    static const opcode_spec add_mfcc[] = {CODE(0, 1), CUSTOM_CODE("Mfcc")};
    static const opcode_spec repeat[] = {CUSTOM_CODE("DISPATCH_OP"), CODE(0, 1), CUSTOM_CODE("DISPATCH_OP")};
    static const opcode_spec flex[] = {CODE(0, 1), CUSTOM_CODE("FlexAddV2")};
    static const opcode_spec nameless[] = {CODE(0, 1), CUSTOM_CODE(NULL)};
    static const opcode_spec add99[] = {CODE(0, 1), CODE(0, 99)};
    static const opcode_spec fc6[] = {CODE(9, 6)};
    static const opcode_spec far[] = {CODE(0, 1), CODE(150, 1)};
    static const opcode_spec only_custom[] = {CUSTOM_CODE("DISPATCH_OP")};
    static const uint32_t uses_repeat[] = {1, 2};
    struct {
        const char *name;
        const opcode_spec *codes;
        int ncodes;
        const uint32_t *uses, *uses2;
        int nuses, nuses2;
    } models[] = {
        {"axis_unused_dispatch.tflite", add_dispatch, 2, first, NULL, 1, 0},
        {"axis_dispatch_used_in_subgraph_1.tflite", add_dispatch, 2, first, second, 1, 1},
        {"axis_unused_mfcc_v2.tflite", add_mfcc2, 2, first, NULL, 1, 0},
        {"axis_used_mfcc_v2.tflite", add_mfcc2, 2, both, NULL, 2, 0},
        {"axis_unused_mfcc.tflite", add_mfcc, 2, first, NULL, 1, 0},
        {"axis_dispatch_repeat_used.tflite", repeat, 3, uses_repeat, NULL, 2, 0},
        {"axis_unused_flex.tflite", flex, 2, first, NULL, 1, 0},
        {"axis_unused_nameless_custom.tflite", nameless, 2, first, NULL, 1, 0},
        {"axis_unused_add_v99.tflite", add99, 2, first, NULL, 1, 0},
        {"axis_used_add_v99.tflite", add99, 2, both, NULL, 2, 0},
        {"axis_fully_connected_v6.tflite", fc6, 1, first, NULL, 1, 0},
        {"axis_unused_code_150.tflite", far, 2, first, NULL, 1, 0},
        {"axis_no_operator.tflite", only_custom, 1, NULL, NULL, 0, 0},
    };
    axis_targets at = {NULL, 0};
    char *paths[sizeof models / sizeof *models];
    for (size_t k = 0; k < sizeof models / sizeof *models; k++) {
        paths[k] = write_uses_model(models[k].name, models[k].codes, models[k].ncodes, models[k].uses,
                                    models[k].nuses, models[k].uses2, models[k].nuses2);
        assert_int_equal(compare_model(paths[k], &at), 1);
        tf_releases_answer_as_the_axis(paths[k]);
    }
    assert_true(at.n > 30);
    /* the models meet both rules on both sides of their releases */
    assert_int_equal(outcome_at(paths[0], "1.14.0"), TFC_OUTCOME_REJECTED);
    assert_int_equal(outcome_at(paths[0], "1.15.0"), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(outcome_at(paths[1], "2.16.0"), TFC_OUTCOME_REJECTED);
    assert_int_equal(outcome_at(paths[2], "1.8.0"), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(outcome_at(paths[2], "1.9.0"), TFC_OUTCOME_REJECTED);
    assert_int_equal(outcome_at(paths[2], "1.15.0"), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(outcome_at(paths[3], "1.8.0"), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(outcome_at(paths[3], "1.15.0"), TFC_OUTCOME_REJECTED);
    assert_int_equal(outcome_at(paths[10], "1.8.0"), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(outcome_at(paths[10], "1.9.0"), TFC_OUTCOME_REJECTED);
    for (size_t k = 0; k < sizeof paths / sizeof *paths; k++) {
        remove(paths[k]);
        free(paths[k]);
    }
    for (size_t i = 0; i < at.n; i++) tfc_scan_target_free(at.t[i]);
    free(at.t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_release_from_tables_equals_its_interpreter),
        cmocka_unit_test(builder_history_from_tables_equals_its_interpreter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
