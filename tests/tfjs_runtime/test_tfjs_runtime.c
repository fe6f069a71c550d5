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
 * With --faults FILE (tests/tfjs_models/runtime_faults.tsv), a run that fails
 * where the tool accepts agrees only when FILE names that release, model
 * file and error, word for word: a runtime fault found and reported upstream,
 * which no op list can express; a listed fault the oracle does not meet fails.
 * usage: test_tfjs_runtime NODE ORACLE.mjs RELEASE[,RELEASE...] MODEL.json... [--real MODEL.json...]
 *        [--faults FILE]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

/* The runtime faults of --faults: release, model file name, the error. */
typedef struct {
    char release[32], model[128], message[512];
    int seen;
} runtime_fault;
static runtime_fault faults[32];
static int n_faults;

/* Lines "release<TAB>model file<TAB>error<TAB>why"; '#' starts a comment. */
static int load_faults(const char *file)
{
    FILE *f = fopen(file, "r");
    if (!f) return printf("FAIL: cannot read %s\n", file), 1;
    char line[2048];
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        char *save = NULL, *r = strtok_r(line, "\t", &save), *m = strtok_r(NULL, "\t", &save);
        char *e = strtok_r(NULL, "\t\n", &save);
        if (!r || !m || !e || n_faults == (int)(sizeof faults / sizeof *faults)) {
            fclose(f);
            return printf("FAIL: %s: a line is not release<TAB>model<TAB>error<TAB>why\n", file), 1;
        }
        runtime_fault *x = &faults[n_faults++];
        snprintf(x->release, sizeof x->release, "%s", r);
        snprintf(x->model, sizeof x->model, "%s", m);
        snprintf(x->message, sizeof x->message, "%s", e);
    }
    fclose(f);
    return 0;
}

static int known_fault(const char *release, const char *path, const char *message)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    for (int i = 0; i < n_faults; i++)
        if (!strcmp(faults[i].release, release) && !strcmp(faults[i].model, base) &&
            !strcmp(faults[i].message, message))
            return faults[i].seen = 1;
    return 0;
}

/* Whether argv[k] is a model (not --real, --faults or the file after it). */
static int is_model(char **argv, int k)
{
    return strcmp(argv[k], "--real") && strcmp(argv[k], "--faults") && strcmp(argv[k - 1], "--faults");
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
        int fault = fail && !strcmp(status, "error") && known_fault(release, path, op);
        fail &= !fault;
        printf("%s %s %s: tool accepts, runtime: %s %s%s\n", fail ? "FAIL" : "ok  ", release, path, status, op,
               fault ? " (a known runtime fault: --faults)" : "");
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
        else if (!strcmp(argv[k], "--faults") && (k + 1 == argc || load_faults(argv[k + 1])))
            return 2;
        else
            n_models += is_model(argv, k);
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
            if (is_model(argv, k)) n += (size_t)snprintf(cmd + n, cap - n, " '%s'", argv[k]);
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
    for (int i = 0; i < n_faults; i++)
        if (!faults[i].seen) {
            printf("FAIL: the runtime fault listed for %s %s (%s) did not happen\n", faults[i].release,
                   faults[i].model, faults[i].message);
            fails++;
        }
    printf("%d runs, %d disagreements or failures\n", runs, fails);
    return fails ? 1 : 0;
}
