/*
 * Tests for src/opver/release_axis.c: the all-release TFLite answer, made
 * from the release tables (no interpreter built), against the slow path it
 * replaced, on every TFLite model the tests carry (corpus, hostile inputs,
 * vectors: every file under tests/ whose content is a TFLite model): for
 * each runtime release of the answer, tfc_check with a target of that
 * runtime (its standard interpreter built by tfc_resolver_for_release)
 * gives the same verdict, finding by finding.
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

typedef struct axis_targets {
    tfc_scan_target **t;
    size_t n;
} axis_targets;

static void same_verdict(const tfc_verdict *fast, const tfc_verdict *slow, const char *path, const char *rel)
{
    if (tfc_verdict_outcome(fast) != tfc_verdict_outcome(slow) ||
        tfc_verdict_finding_count(fast) != tfc_verdict_finding_count(slow) ||
        tfc_verdict_dropped_count(fast) != tfc_verdict_dropped_count(slow))
        fail_msg("%s, runtime %s: outcome %d/%d, %zu/%zu findings, %llu/%llu dropped", path, rel,
                 (int)tfc_verdict_outcome(fast), (int)tfc_verdict_outcome(slow), tfc_verdict_finding_count(fast),
                 tfc_verdict_finding_count(slow), (unsigned long long)tfc_verdict_dropped_count(fast),
                 (unsigned long long)tfc_verdict_dropped_count(slow));
    for (size_t k = 0; k < tfc_verdict_finding_count(fast); k++) {
        if (tfc_verdict_finding_reason(fast, k) != tfc_verdict_finding_reason(slow, k) ||
            tfc_verdict_finding_severity(fast, k) != tfc_verdict_finding_severity(slow, k) ||
            tfc_verdict_finding_value(fast, k) != tfc_verdict_finding_value(slow, k) ||
            strcmp(tfc_verdict_finding_subject(fast, k), tfc_verdict_finding_subject(slow, k)) ||
            strcmp(tfc_verdict_finding_message(fast, k), tfc_verdict_finding_message(slow, k)) ||
            strcmp(tfc_verdict_finding_where(fast, k), tfc_verdict_finding_where(slow, k)))
            fail_msg("%s, runtime %s, finding %zu: \"%s\" vs \"%s\"", path, rel, k,
                     tfc_verdict_finding_message(fast, k), tfc_verdict_finding_message(slow, k));
    }
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
    for (size_t i = 0; i < at.n; i++) tfc_scan_target_free(at.t[i]);
    free(at.t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_release_from_tables_equals_its_interpreter),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
