/*
 * test_tfjs_runtime.c - the TensorFlow.js oracle: for each pinned release
 * (package.json here) and each model given, the real runtime's answer
 * (oracle.mjs under Node: the model loaded with tf.loadGraphModel and run
 * once) must equal the tool's (tfc_tfjs_model_check, runtime side):
 *   tool accepts  <=>  the run succeeds;
 *   tool rejects  <=>  the run fails with "Unknown op 'X'", X one of the ops
 *                      the tool names (the runtime stops at the first it meets),
 *                      or with the weight loader's error, word for word one of
 *                      the tool's TFJS_WEIGHT_UNSUPPORTED messages.
 * Any other outcome, or a disagreement, fails the test. The corpus models
 * (after --real: real-sized graphs written with public models' op sets) come
 * without their weight shards (the oracle runs them on zero weights), and a
 * zero constant or a runtime's own fault can fail a run (movenet_like's
 * StatelessWhile over TensorLists runs in 3.21.0 but 2.8.6 and 4.22.0 lose a
 * list element the body's executor disposed): for them, an error other than
 * "Unknown op" also agrees with an accepting tool (an "Unknown op" never
 * depends on weights).
 * A run that fails where the tool accepts agrees only when the tool's verdict
 * for that release carries a TFJS_RUNTIME_FAULT warning whose runtime words
 * (the text its message quotes, data/tfjs_runtime_faults.csv) are the error,
 * "{shape}" in them standing for a shape ("3", "2,3", ""): a known runtime
 * fault, which no op list can express. A warning the oracle never meets is
 * fine (the warning says "may").
 * usage: test_tfjs_runtime NODE ORACLE.mjs RELEASE[,RELEASE...] MODEL.json... [--real MODEL.json...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

/* Whether the runtime's words w[0..n) are the error e: "{shape}" in them
 * matches what JavaScript prints for a shape (integers joined by ','). */
static int words_are(const char *words, size_t n, const char *e)
{
    char w[1024];
    if (n >= sizeof w) return 0;
    memcpy(w, words, n);
    w[n] = 0;
    const char *hole = strstr(w, "{shape}");
    if (!hole) return !strcmp(w, e);
    size_t pre = (size_t)(hole - w), post = n - pre - 7, len = strlen(e);
    if (len < pre + post || memcmp(e, w, pre) || memcmp(e + len - post, hole + 7, post)) return 0;
    size_t mid = len - pre - post;
    return strspn(e + pre, "-0123456789,") >= mid;
}

/* Whether v carries a TFJS_RUNTIME_FAULT warning whose quoted words are the error. */
static int known_fault(const tfc_verdict *v, const char *error)
{
    for (size_t k = 0; k < tfc_verdict_finding_count(v); k++) {
        const char *m = tfc_verdict_finding_message(v, k), *q = strchr(m, '"');
        const char *end = q ? strchr(q + 1, '"') : NULL;
        if (tfc_verdict_finding_reason(v, k) == TFC_REASON_TFJS_RUNTIME_FAULT &&
            tfc_verdict_finding_severity(v, k) == TFC_SEVERITY_WARNING && end &&
            words_are(q + 1, (size_t)(end - q - 1), error))
            return 1;
    }
    return 0;
}

static int check_one(const char *release, const char *path, const char *status, const char *op, int real)
{
    tfc_tfjs_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    size_t i;
    if (tfc_tfjs_model_open(&m, path, NULL, &err) || tfc_tfjs_release_find(&i, release, TFC_TFJS_RUNTIME, &err)) {
        printf("FAIL %s %s: %s\n", release, path, err.message);
        tfc_tfjs_model_free(m);
        return 1;
    }
    tfc_verdict *v = NULL;
    int fail = 0;
    if (tfc_tfjs_model_check(&v, m, i, TFC_TFJS_RUNTIME, &err)) {
        printf("FAIL %s %s: %s\n", release, path, err.message);
        fail = 1;
    } else if (tfc_verdict_outcome(v) == TFC_OUTCOME_ACCEPTED) {
        fail = strcmp(status, "ok") && !(real && !strcmp(status, "error"));
        int fault = !strcmp(status, "error") && known_fault(v, op);
        fail &= !fault;
        printf("%s %s %s: tool accepts, runtime: %s %s%s\n", fail ? "FAIL" : "ok  ", release, path, status, op,
               fault ? " (a known runtime fault the tool warns of: TFJS_RUNTIME_FAULT)" : "");
    } else {
        int named = 0;
        for (size_t k = 0; k < tfc_verdict_finding_count(v); k++) {
            int32_t reason = tfc_verdict_finding_reason(v, k);
            if (reason == TFC_REASON_TFJS_UNKNOWN_OP)
                named |= !strcmp(status, "unknown_op") && !strcmp(tfc_verdict_finding_subject(v, k), op);
            else if (reason == TFC_REASON_TFJS_WEIGHT_UNSUPPORTED)
                named |= !strcmp(status, "error") && !strcmp(tfc_verdict_finding_message(v, k), op);
        }
        fail = !named;
        printf("%s %s %s: tool rejects (%s ...), runtime: %s %s\n", fail ? "FAIL" : "ok  ", release, path,
               tfc_verdict_finding_message(v, 0), status, op);
    }
    tfc_verdict_free(v);
    tfc_tfjs_model_free(m);
    return fail;
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: test_tfjs_runtime NODE ORACLE.mjs RELEASE[,RELEASE...] MODEL.json...\n");
        return 2;
    }
    int fails = 0, runs = 0, expected = 0, real_from = argc, n_models = 0;
    for (int k = 4; k < argc; k++) {
        if (!strcmp(argv[k], "--real"))
            real_from = k + 1;
        else
            n_models++;
    }
    char releases[256];
    snprintf(releases, sizeof releases, "%s", argv[3]);
    int n_releases = 1;
    for (const char *c = releases; *c; c++) n_releases += *c == ',';
    char *save = NULL;
    for (char *rel = strtok_r(releases, ",", &save); rel; rel = strtok_r(NULL, ",", &save)) {
        /* one Node process per release (oracle.mjs says why) */
        size_t cap = 4096;
        for (int k = 4; k < argc; k++) cap += strlen(argv[k]) + 3;
        /* argv[real_from..] are the real models */
        char *cmd = malloc(cap);
        if (!cmd) return 2;
        size_t n = (size_t)snprintf(cmd, cap, "'%s' '%s' '%s'", argv[1], argv[2], rel);
        for (int k = 4; k < argc; k++)
            if (strcmp(argv[k], "--real")) n += (size_t)snprintf(cmd + n, cap - n, " '%s'", argv[k]);
        FILE *p = popen(cmd, "r");
        free(cmd);
        if (!p) return 2;
        char line[8192];
        while (fgets(line, sizeof line, p)) {
            if (strncmp(line, "TFC_ORACLE ", 11)) continue;
            line[strcspn(line, "\n")] = 0;
            char *r = strtok(line + 11, " "), *path = strtok(NULL, " "), *status = strtok(NULL, " ");
            char *rest = strtok(NULL, "");
            if (!r || !path || !status) continue;
            int real = 0;
            for (int k = real_from; k < argc; k++) real |= !strcmp(argv[k], path);
            fails += check_one(r, path, status, rest ? rest : "", real);
            runs++;
        }
        if (pclose(p)) {
            printf("FAIL: the oracle for %s exited with an error\n", rel);
            fails++;
        }
    }
    expected = n_releases * n_models;
    if (runs != expected) {
        printf("FAIL: %d answers from the oracle, %d expected\n", runs, expected);
        fails++;
    }
    printf("%d runs, %d disagreements or failures\n", runs, fails);
    return fails ? 1 : 0;
}
