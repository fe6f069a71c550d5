/*
 * CLI golden tests: the tfcompat command's exit codes, JSON and messages
 * (docs/CLI.md is the contract). Runs the freshly built binary; the 21
 * acceptance vectors of TensorFlow's tests go through `tfcompat check` as
 * real GraphDef files, and the first error message must match byte for byte.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "tcli.h"
#include "tjson.h"

#define CORPUS TFC_TEST_DIR "/corpus"

/* Shorthands over tests/support/tcli.h for this binary. */
typedef tcli_run run;
static run sh(const char *args) { return tcli_sh(TFC_CLI_PATH, args); }
static void run_free(run *r) { tcli_run_free(r); }
static tj *sh_json(const char *args, int want_code) { return tcli_json(TFC_CLI_PATH, args, want_code); }

/* ---- writing GraphDef files ---------------------------------------------- */
typedef struct buf { uint8_t d[512]; size_t n; } buf;
static void put(buf *b, uint8_t c) { b->d[b->n++] = c; }
static void varint(buf *b, uint64_t v) { do { put(b, (uint8_t)((v & 0x7F) | (v > 0x7F ? 0x80 : 0))); v >>= 7; } while (v); }
static void int32f(buf *b, uint32_t field, int32_t v) { varint(b, (uint64_t)field << 3); varint(b, (uint64_t)(int64_t)v); }

/* A GraphDef with one Const node and, if with_versions, a VersionDef. */
static const char *write_graph(const char *name, int with_versions, int32_t producer, int32_t min_consumer,
                               const int32_t *bad, size_t n_bad)
{
    static char path[600];
    buf vd = {{0}, 0}, g = {{0}, 0};
    if (producer) int32f(&vd, 1, producer);
    if (min_consumer) int32f(&vd, 2, min_consumer);
    for (size_t i = 0; i < n_bad; i++) int32f(&vd, 3, bad[i]);
    static const uint8_t node[] = {0x0a, 0x0c, 0x0a, 0x01, 'c', 0x12, 0x05, 'C', 'o', 'n', 's', 't', 0x22, 0x00};
    for (size_t i = 0; i < sizeof node; i++) put(&g, node[i]);
    if (with_versions) {
        put(&g, 0x22);
        varint(&g, vd.n);
        for (size_t i = 0; i < vd.n; i++) put(&g, vd.d[i]);
    }
    snprintf(path, sizeof path, "%s/%s.pb", tcli_tmpdir(), name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(g.d, 1, g.n, f), g.n);
    fclose(f);
    return path;
}

#define C 2314
typedef struct vec {
    int id, with_versions;
    int32_t producer, min_consumer, bad[2];
    size_t n_bad;
    int32_t consumer, min_producer;
    const char *code, *message;
} vec;

static const vec vectors[] = {
    {1, 0, 0, 0, {0}, 0, C, 0, NULL, NULL},
    {2, 1, C, 0, {0}, 0, C, 0, NULL, NULL},
    {3, 1, -1, 0, {0}, 0, C, 0, "PRODUCER_TOO_OLD", "GraphDef producer version -1 below min producer 0 supported by TensorFlow 2.21.0.  Please regenerate your graph."},
    {4, 1, 0, C + 1, {0}, 0, C, 0, "CONSUMER_TOO_OLD", "GraphDef min consumer version 2315 above current version 2314 for TensorFlow 2.21.0.  Please upgrade TensorFlow."},
    {5, 1, C + 1, 0, {C}, 1, C, 0, "BAD_CONSUMER", "GraphDef disallows consumer version 2314.  Please upgrade TensorFlow: this version is likely buggy."},
    {6, 1, -1, 0, {0}, 0, C, 0, "PRODUCER_TOO_OLD", "GraphDef producer version -1 below min producer 0 supported by TensorFlow 2.21.0.  Please regenerate your graph."},
    {7, 1, 0, C + 1, {0}, 0, C, 0, "CONSUMER_TOO_OLD", "GraphDef min consumer version 2315 above current version 2314 for TensorFlow 2.21.0.  Please upgrade TensorFlow."},
    {8, 1, 0, 0, {C}, 1, C, 0, "BAD_CONSUMER", "GraphDef disallows consumer version 2314.  Please upgrade TensorFlow: this version is likely buggy."},
    {9, 1, C, 0, {0}, 0, C, 0, NULL, NULL},
    {10, 1, C, 2, {C - 1}, 1, C, 0, NULL, NULL},
    {11, 1, 2, 2, {0}, 0, 1, 0, "CONSUMER_TOO_OLD", "GraphDef min consumer version 2 above current version 1 for TensorFlow 2.21.0.  Please upgrade TensorFlow."},
    {12, 1, -1, 0, {0}, 0, 1, 0, "PRODUCER_TOO_OLD", "GraphDef producer version -1 below min producer 0 supported by TensorFlow 2.21.0.  Please regenerate your graph."},
    {13, 1, 2, 0, {1}, 1, 1, 0, "BAD_CONSUMER", "GraphDef disallows consumer version 1.  Please upgrade TensorFlow: this version is likely buggy."},
    {14, 1, 2, 2, {0}, 0, 1, 0, "CONSUMER_TOO_OLD", "GraphDef min consumer version 2 above current version 1 for TensorFlow 2.21.0.  Please upgrade TensorFlow."},
    {15, 1, -1, 0, {0}, 0, 1, 0, "PRODUCER_TOO_OLD", "GraphDef producer version -1 below min producer 0 supported by TensorFlow 2.21.0.  Please regenerate your graph."},
    {16, 1, 2, 0, {1}, 1, 1, 0, "BAD_CONSUMER", "GraphDef disallows consumer version 1.  Please upgrade TensorFlow: this version is likely buggy."},
    {17, 1, -1, 0, {0}, 0, C, 0, "PRODUCER_TOO_OLD", "GraphDef producer version -1 below min producer 0 supported by TensorFlow 2.21.0.  Please regenerate your graph."},
    {18, 1, 0, 1 << 30, {0}, 0, C, 0, "CONSUMER_TOO_OLD", "GraphDef min consumer version 1073741824 above current version 2314 for TensorFlow 2.21.0.  Please upgrade TensorFlow."},
    {19, 1, C / 2, C / 2, {0}, 0, C, 0, NULL, NULL},
    {20, 1, 5, 0, {0}, 0, 0, 1, "INVALID_CONSUMER", "GraphDef version check has consumer 0 < min_producer 1."},
    {21, 1, -1, C + 1, {C, 0}, 1, C, 0, "PRODUCER_TOO_OLD", "GraphDef producer version -1 below min producer 0 supported by TensorFlow 2.21.0.  Please regenerate your graph."},
};

static void check_gives_tensorflows_verdict_for_all_vectors(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof vectors / sizeof vectors[0]; k++) {
        const vec *t = &vectors[k];
        char name[32], args[1024];
        snprintf(name, sizeof name, "vector%d", t->id);
        const char *path = write_graph(name, t->with_versions, t->producer, t->min_consumer, t->bad, t->n_bad);
        snprintf(args, sizeof args, "check '%s' --consumer %d --min-producer %d --tf-version 2.21.0 --json", path,
                 (int)t->consumer, (int)t->min_producer);
        tj *j = sh_json(args, t->code ? 1 : 0);
        assert_int_equal(tj_get(j, "accepted")->boolean, t->code ? 0 : 1);
        assert_int_equal(tj_get(j, "consumer")->integer, t->consumer);
        assert_int_equal(tj_get(j, "min_producer")->integer, t->min_producer);
        assert_string_equal(tj_get(j, "scheme")->string, "graphdef");
        const tj *f = tj_get(j, "findings");
        if (t->code) {
            const tj *first = tj_at(f, 0);
            assert_string_equal(tj_get(first, "severity")->string, "error");
            if (strcmp(tj_get(first, "code")->string, t->code)) fail_msg("vector %d: code %s", t->id, tj_get(first, "code")->string);
            if (strcmp(tj_get(first, "message")->string, t->message))
                fail_msg("vector %d:\n got  %s\n want %s", t->id, tj_get(first, "message")->string, t->message);
        } else {
            assert_int_equal(f->count, 0);
        }
        tj_free(j);
        /* The text form says the same and exits the same way. */
        snprintf(args, sizeof args, "check '%s' --consumer %d --min-producer %d --tf-version 2.21.0", path,
                 (int)t->consumer, (int)t->min_producer);
        run r = sh(args);
        assert_int_equal(r.code, t->code ? 1 : 0);
        if (t->code && !strstr(r.out, t->message)) fail_msg("vector %d text: %s", t->id, r.out);
        run_free(&r);
    }
}

static void inspect_json_matches_expected(void **state)
{
    (void)state;
    static const char *names[] = {"matrix_half_plus_two", "saved_model_counter", "saved_model_half_plus_three",
                                  "saved_model_half_plus_two_cpu", "saved_model_half_plus_two_cpu_with_saved_model_config",
                                  "saved_model_half_plus_two_tf2_cpu"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char args[1024], exp[1024];
        snprintf(args, sizeof args, "inspect --json '%s/saved_model/%s/saved_model.pb'", CORPUS, names[i]);
        tj *j = sh_json(args, 0);
        snprintf(exp, sizeof exp, "%s/expected/saved_model/%s.json", CORPUS, names[i]);
        tj *e = tj_load(exp);
        assert_non_null(e);
        assert_string_equal(tj_get(j, "kind")->string, "saved_model");
        assert_int_equal(tj_get(j, "schema_version")->integer, tj_get(e, "schema_version")->integer);
        const tj *gm = tj_get(j, "meta_graphs"), *em = tj_get(e, "meta_graphs");
        assert_int_equal(gm->count, em->count);
        for (size_t m = 0; m < em->count; m++) {
            const tj *a = tj_at(gm, m), *b = tj_at(em, m);
            assert_int_equal(a->count, b->count);
            for (size_t f = 0; f < b->count; f++) {
                const char *key = b->keys[f];
                const tj *x = tj_get(a, key), *y = b->items[f];
                if (!x) fail_msg("%s: missing %s", names[i], key);
                assert_int_equal(x->type, y->type);
                if (y->type == TJ_STRING) assert_string_equal(x->string, y->string);
                else if (y->type == TJ_NUMBER || y->type == TJ_BOOL) assert_true(x->integer == y->integer && x->boolean == y->boolean);
                else if (y->type == TJ_ARRAY) {
                    assert_int_equal(x->count, y->count);
                    for (size_t q = 0; q < y->count; q++)
                        if (y->items[q]->type == TJ_STRING) assert_string_equal(x->items[q]->string, y->items[q]->string);
                }
            }
        }
        tj_free(e);
        tj_free(j);
    }
    /* A directory and a .meta file. */
    tj *j = sh_json("inspect --json '" CORPUS "/meta_graph/session_bundle_half_plus_two/export.meta'", 0);
    assert_string_equal(tj_get(j, "kind")->string, "meta_graph_def");
    assert_int_equal(tj_get(j, "schema_version")->type, TJ_NULL);
    assert_string_equal(tj_get(tj_at(tj_get(j, "meta_graphs"), 0), "tensorflow_version")->string, "0.12.head");
    tj_free(j);
}

static void check_real_models(void **state)
{
    (void)state;
    /* TF2 export: min_consumer 12 refuses consumers below 12, with TF's message. */
    tj *j = sh_json("check '" CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu/saved_model.pb' --consumer 11 --tf-version 1.0.0 --json", 1);
    const tj *f = tj_at(tj_get(j, "findings"), 0);
    assert_string_equal(tj_get(f, "code")->string, "CONSUMER_TOO_OLD");
    assert_string_equal(tj_get(f, "message")->string,
                        "GraphDef min consumer version 12 above current version 11 for TensorFlow 1.0.0.  Please upgrade TensorFlow.");
    tj_free(j);
    j = sh_json("check '" CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu' --consumer 1569 --json", 0);
    assert_int_equal(tj_get(j, "accepted")->boolean, 1);
    tj_free(j);
    /* A consumer from before the producer (19): accepted, since producers are not compared with consumers. */
    j = sh_json("check '" CORPUS "/meta_graph/session_bundle_half_plus_two/export.meta' --consumer 10 --json", 0);
    assert_int_equal(tj_get(j, "findings")->count, 0);
    tj_free(j);
    /* ... but beyond the forward-compatibility window: a warning, still accepted. */
    j = sh_json("check '" CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu' --consumer 1000 --json", 0);
    f = tj_at(tj_get(j, "findings"), 0);
    assert_string_equal(tj_get(f, "code")->string, "FORWARD_COMPAT_WINDOW");
    assert_string_equal(tj_get(f, "severity")->string, "warning");
    tj_free(j);
    j = sh_json("check '" CORPUS "/meta_graph/session_bundle_half_plus_two/export.meta' --consumer 30 --min-producer 20 --tf-version 1.2.0 --json", 1);
    f = tj_at(tj_get(j, "findings"), 0);
    assert_string_equal(tj_get(f, "message")->string,
                        "GraphDef producer version 19 below min producer 20 supported by TensorFlow 1.2.0.  Please regenerate your graph.");
    tj_free(j);
}

static void check_against_releases_and_schemes(void **state)
{
    (void)state;
    /* --tf RELEASE: that release's versions and messages. */
    tj *j = sh_json("check '" CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu' --tf 0.10 --json", 1);
    assert_string_equal(tj_get(j, "release")->string, "0.10.0");
    assert_int_equal(tj_get(j, "consumer")->integer, 10);
    /* 0.10 predates the SavedModel directory: that comes first, then the graph's versions */
    const tj *f = tj_at(tj_get(j, "findings"), 0);
    assert_string_equal(tj_get(f, "code")->string, "CONTAINER_TOO_NEW");
    assert_string_equal(tj_get(f, "message")->string,
                        "SavedModel directory with variables/ is a format TensorFlow 0.10.0 cannot read: the first release that reads it is 0.12.0");
    f = tj_at(tj_get(j, "findings"), 1);
    assert_string_equal(tj_get(f, "message")->string,
                        "GraphDef min consumer version 12 above current version 10 for TensorFlow 0.10.0.  Please upgrade TensorFlow.");
    tj_free(j);
    j = sh_json("check '" CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu' --tf 2.14.0 --json", 0);
    assert_int_equal(tj_get(j, "accepted")->boolean, 1);
    tj_free(j);
    /* A patch release not in the table answers as its minor release. */
    j = sh_json("check '" CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu' --tf 0.10.1 --json", 1);
    assert_string_equal(tj_get(j, "release")->string, "0.10.0");
    assert_string_equal(tj_get(tj_at(tj_get(j, "findings"), 0), "message")->string,
                        "SavedModel directory with variables/ is a format TensorFlow 0.10.1 cannot read: the first release that reads it is 0.12.0");
    assert_string_equal(tj_get(tj_at(tj_get(j, "findings"), 1), "message")->string,
                        "GraphDef min consumer version 12 above current version 10 for TensorFlow 0.10.1.  Please upgrade TensorFlow.");
    tj_free(j);
    run r = sh("check '" CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu' --tf 9.9.9");
    assert_int_equal(r.code, 64);
    run_free(&r);
    r = sh("check '" CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu' --tf 2.14.0 --consumer 5");
    assert_int_equal(r.code, 64);
    run_free(&r);
    /* A checkpoint index is checked in the checkpoint scheme. */
    j = sh_json("check '" CORPUS "/checkpoint_index_synthetic/consumer_rejected.index' --consumer 1 --tf-version 2.21.0 --json", 1);
    assert_string_equal(tj_get(j, "scheme")->string, "checkpoint");
    f = tj_at(tj_get(j, "findings"), 0);
    assert_string_equal(tj_get(f, "message")->string,
                        "Checkpoint min consumer version 5 above current version 1 for TensorFlow 2.21.0.  Please upgrade TensorFlow.");
    assert_string_equal(tj_get(tj_at(tj_get(j, "findings"), 1), "code")->string, "BAD_CONSUMER");
    tj_free(j);
    j = sh_json("check '" CORPUS "/saved_model/saved_model_counter/variables/variables.index' --scheme checkpoint --consumer 1 --json", 0);
    assert_int_equal(tj_get(j, "findings")->count, 0);
    tj_free(j);
    r = sh("check '" CORPUS "/saved_model/saved_model_counter' --scheme nosuch --consumer 1");
    assert_int_equal(r.code, 64);
    run_free(&r);
}

static void bad_input_exits_2_with_json_error(void **state)
{
    (void)state;
    tj *j = sh_json("inspect --json /nonexistent/saved_model.pb", 2);
    assert_string_equal(tj_get(tj_get(j, "error"), "code")->string, "TFC_E_NOT_FOUND");
    tj_free(j);
    char path[600], args[800];
    snprintf(path, sizeof path, "%s/text.pbtxt", tcli_tmpdir());
    FILE *fp = fopen(path, "w");
    fputs("node {\n  name: \"x\"\n  op: \"Const\"\n}\n", fp);
    fclose(fp);
    snprintf(args, sizeof args, "check '%s' --consumer 5 --json", path);
    j = sh_json(args, 2);
    assert_string_equal(tj_get(tj_get(j, "error"), "code")->string, "TFC_E_TEXT_FORMAT");
    tj_free(j);
    snprintf(path, sizeof path, "%s/empty.pb", tcli_tmpdir());
    fp = fopen(path, "w");
    fclose(fp);
    snprintf(args, sizeof args, "inspect '%s' --json", path);
    j = sh_json(args, 2);
    assert_string_equal(tj_get(tj_get(j, "error"), "code")->string, "TFC_E_EMPTY");
    tj_free(j);
    snprintf(path, sizeof path, "%s/trunc.pb", tcli_tmpdir());
    fp = fopen(path, "wb");
    fwrite("\x08\x01\x12\x09\x0a", 1, 5, fp);
    fclose(fp);
    snprintf(args, sizeof args, "inspect '%s'", path);
    run r = sh(args);
    assert_int_equal(r.code, 2);
    assert_int_equal(r.out_len, 0);
    assert_non_null(strstr(r.err, "TFC_E_LENGTH_PAST_END"));
    run_free(&r);
}

static void usage_errors_exit_64(void **state)
{
    (void)state;
    static const char *cases[] = {"", "frobnicate", "inspect", "inspect --bogus x", "check x", "check x --consumer",
                                  "check x --consumer abc", "check x --consumer 99999999999"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        run r = sh(cases[i]);
        if (r.code != 64) fail_msg("'%s': exit %d", cases[i], r.code);
        assert_true(strlen(r.err) > 0);
        run_free(&r);
    }
    run r = sh("--help");
    assert_int_equal(r.code, 0);
    assert_non_null(strstr(r.out, "inspect"));
    run_free(&r);
    r = sh("check --help");
    assert_int_equal(r.code, 0);
    assert_non_null(strstr(r.out, "--consumer"));
    run_free(&r);
    r = sh("--version");
    assert_int_equal(r.code, 0);
    assert_int_equal(strncmp(r.out, "tfcompat ", 9), 0);
    run_free(&r);
}

/* The first finding of `check PATH --tf REL --json` (exit `code`): its code,
 * or "" when there is none. */
static void first_code_is(const char *path, const char *rel, int code, const char *want)
{
    char args[1024];
    snprintf(args, sizeof args, "check '%s' --tf %s --json", path, rel);
    tj *j = sh_json(args, code);
    const tj *f = tj_get(j, "findings");
    const char *got = f->count ? tj_get(tj_at(f, 0), "code")->string : "";
    if (strcmp(got, want)) fail_msg("%s --tf %s: first finding %s, want %s", path, rel, got, want);
    tj_free(j);
}

/* A release older than the first that reads a container refuses it with
 * CONTAINER_TOO_NEW, naming the format (data/tf_container_first_release.csv):
 * V2 checkpoint and SavedModel directory 0.12.0, SavedModel 0.11.0,
 * MetaGraphDef 0.7.0, GraphDef every release. */
static void containers_are_read_from_their_first_release(void **state)
{
    (void)state;
    tj *j = sh_json("check '" CORPUS "/checkpoint_index_synthetic/valid_minimal.index' --tf 0.10.0 --json", 1);
    const tj *f = tj_at(tj_get(j, "findings"), 0);
    assert_int_equal(tj_get(j, "findings")->count, 1);
    assert_string_equal(tj_get(f, "code")->string, "CONTAINER_TOO_NEW");
    assert_string_equal(tj_get(f, "subject")->string, "V2 checkpoint (tensor bundle)");
    assert_string_equal(tj_get(f, "message")->string, "V2 checkpoint (tensor bundle) is a format TensorFlow 0.10.0 "
                                                      "cannot read: the first release that reads it is 0.12.0");
    tj_free(j);
    first_code_is(CORPUS "/checkpoint_index_synthetic/valid_minimal.index", "0.11.0", 1, "CONTAINER_TOO_NEW");
    first_code_is(CORPUS "/checkpoint_index_synthetic/valid_minimal.index", "0.12.0", 0, "");

    /* The fixture writer's containers, VersionDef {0, 0}, no node: only the
     * container rule can refuse them. */
    static const struct {
        const char *kind, *file, *refused, *read;
    } cases[] = {
        {"graphdef", "g.pb", NULL, "0.6.0"},
        {"meta-graph", "m.meta", "0.6.0", "0.7.0"},
        {"saved-model", "saved_model.pb", "0.10.0", "0.11.0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[600], args[1024];
        snprintf(path, sizeof path, "%s/%s", tcli_tmpdir(), cases[i].file);
        snprintf(args, sizeof args, "fixture %s --producer 0 -o '%s'", cases[i].kind, path);
        run r = sh(args);
        assert_int_equal(r.code, 0);
        run_free(&r);
        if (cases[i].refused) first_code_is(path, cases[i].refused, 1, "CONTAINER_TOO_NEW");
        /* 0.5.0 predates GraphDef versioning (undetermined), not the GraphDef */
        else first_code_is(path, "0.5.0", 1, "VERSION_UNKNOWN");
        first_code_is(path, cases[i].read, 0, "");
        remove(path);
    }
    /* A directory without variables/ is a saved_model.pb for the first
     * loader; with variables/ it needs the 0.12 layout. */
    first_code_is(CORPUS "/saved_model/matrix_half_plus_two", "0.11.0", 0, "");
    first_code_is(CORPUS "/saved_model/matrix_half_plus_two", "0.10.0", 1, "CONTAINER_TOO_NEW");
    first_code_is(CORPUS "/saved_model/saved_model_half_plus_three", "0.11.0", 1, "CONTAINER_TOO_NEW");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(check_gives_tensorflows_verdict_for_all_vectors),
        cmocka_unit_test(inspect_json_matches_expected),
        cmocka_unit_test(check_real_models),
        cmocka_unit_test(check_against_releases_and_schemes),
        cmocka_unit_test(containers_are_read_from_their_first_release),
        cmocka_unit_test(bad_input_exits_2_with_json_error),
        cmocka_unit_test(usage_errors_exit_64),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
