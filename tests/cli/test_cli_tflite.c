/*
 * Golden tests of `tfcompat tflite ...`: runs the built binary and checks
 * exit codes and JSON. inspect --json is compared with every corpus model's
 * expected JSON field by field (minus file/size/sha256/source/set).
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <cmocka.h>

#include "tcli.h"
#include "tflmodel.h"
#include "tjson.h"
#include "treg.h"

#define CORPUS TFC_TEST_DIR "/corpus"

/* The command's result: tests/support/tcli.h. */
typedef tcli_run run_result;
static run_result run(const char *args) { return tcli_sh(TFC_CLI_PATH, args); }

static int tj_equal(const tj *a, const tj *b)
{
    if (a->type != b->type) return 0;
    switch (a->type) {
    case TJ_NULL: return 1;
    case TJ_BOOL: return a->boolean == b->boolean;
    case TJ_NUMBER: return a->integer == b->integer && a->number == b->number;
    case TJ_STRING: return a->len == b->len && !memcmp(a->string, b->string, a->len);
    case TJ_ARRAY:
        if (a->count != b->count) return 0;
        for (size_t i = 0; i < a->count; i++)
            if (!tj_equal(a->items[i], b->items[i])) return 0;
        return 1;
    case TJ_OBJECT:
        if (a->count != b->count) return 0;
        for (size_t i = 0; i < a->count; i++) {
            const tj *other = tj_get(b, a->keys[i]);
            if (!other || !tj_equal(a->items[i], other)) return 0;
        }
        return 1;
    }
    return 0;
}

static int ignored_key(const char *k)
{
    return !strcmp(k, "file") || !strcmp(k, "size") || !strcmp(k, "sha256") || !strcmp(k, "source") ||
           !strcmp(k, "set");
}

/* expected (minus ignored keys) must equal got (minus "kind"), except that
 * every operator_codes entry of got also carries computed_version. */
static void compare_inspect(const tj *want, const tj *got, const char *name, int operators)
{
    const tj *kind = tj_get(got, "kind");
    assert_non_null(kind);
    assert_string_equal(kind->string, "tflite");
    size_t compared = 0;
    for (size_t i = 0; i < want->count; i++) {
        const char *k = want->keys[i];
        if (ignored_key(k)) continue;
        compared++;
        const tj *g = tj_get(got, k);
        if (!g) fail_msg("%s: output lacks \"%s\"", name, k);
        if (!strcmp(k, "operator_codes")) {
            assert_int_equal(g->count, want->items[i]->count);
            for (size_t c = 0; c < g->count; c++) {
                const tj *gc = g->items[c], *wc = want->items[i]->items[c];
                const tj *cv = tj_get(gc, "computed_version");
                if (!cv) fail_msg("%s: operator code %zu lacks computed_version", name, c);
                assert_true(cv->type == TJ_NULL || (cv->type == TJ_NUMBER && cv->integer >= 1));
                assert_int_equal(gc->count, wc->count + 1);
                for (size_t f = 0; f < wc->count; f++) {
                    const tj *gv = tj_get(gc, wc->keys[f]);
                    if (!gv || !tj_equal(gv, wc->items[f]))
                        fail_msg("%s: operator_codes[%zu].%s differs", name, c, wc->keys[f]);
                }
            }
        } else if (!strcmp(k, "subgraphs") && !operators) {
            assert_int_equal(g->count, want->items[i]->count);
            for (size_t s = 0; s < g->count; s++) {
                assert_null(tj_get(g->items[s], "operators"));
                const char *fields[] = {"name", "tensor_count", "operator_count"};
                for (size_t f = 0; f < 3; f++)
                    assert_true(tj_equal(tj_get(g->items[s], fields[f]), tj_get(want->items[i]->items[s], fields[f])));
            }
        } else if (!tj_equal(g, want->items[i])) {
            fail_msg("%s: \"%s\" differs", name, k);
        }
    }
    /* nothing beyond the expected fields (which include kind) */
    assert_int_equal(got->count, compared + (tj_get(want, "kind") ? 0 : 1));
}

static void inspect_json_matches_every_expected_file(void **state)
{
    (void)state;
    DIR *d = opendir(CORPUS "/expected/tflite");
    assert_non_null(d);
    struct dirent *de;
    int seen = 0;
    while ((de = readdir(d))) {
        size_t l = strlen(de->d_name);
        if (l < 6 || strcmp(de->d_name + l - 5, ".json")) continue;
        char path[1024], args[2048];
        snprintf(path, sizeof path, CORPUS "/expected/tflite/%s", de->d_name);
        tj *want = tj_load(path);
        assert_non_null(want);
        for (int operators = 0; operators < 2; operators++) {
            snprintf(args, sizeof args, "tflite inspect '%s/%s' --json%s", CORPUS, tj_get(want, "file")->string,
                     operators ? " --operators" : "");
            run_result r = run(args);
            assert_int_equal(r.code, 0);
            tj *got = tj_parse(r.out, r.out_len);
            if (!got) fail_msg("%s: output is not JSON", de->d_name);
            compare_inspect(want, got, de->d_name, operators);
            tj_free(got);
            tcli_run_free(&r);
        }
        tj_free(want);
        seen++;
    }
    closedir(d);
    assert_int_equal(seen, 13);
}

static void check_lists_every_blocking_code_and_exits_1(void **state)
{
    (void)state;
    /* dtln needs 2.0.0 (FULLY_CONNECTED v5); under 1.13.1 LOGISTIC v2 (1.14.0) blocks too. */
    run_result r = run("tflite check '" CORPUS "/tflite/dtln_noise_suppression.tflite' --runtime 1.13.1 --json");
    assert_int_equal(r.code, 1);
    tj *got = tj_parse(r.out, r.out_len);
    assert_non_null(got);
    assert_false(tj_get(got, "accepted")->boolean);
    assert_string_equal(tj_get(got, "runtime")->string, "1.13.1");
    const tj *f = tj_get(got, "findings");
    assert_int_equal(f->count, 2);
    assert_string_equal(tj_get(f->items[0], "code")->string, "UNSUPPORTED_OP_VERSION");
    assert_string_equal(tj_get(f->items[0], "op")->string, "FULLY_CONNECTED");
    assert_int_equal(tj_get(f->items[0], "version")->integer, 5);
    assert_string_equal(tj_get(f->items[0], "message")->string,
                        "Didn't find op for builtin opcode 'FULLY_CONNECTED' version '5'. An older version of "
                        "this builtin might be supported. Are you using an old TFLite binary with a newer model?");
    assert_string_equal(tj_get(f->items[1], "op")->string, "LOGISTIC");
    tj_free(got);
    tcli_run_free(&r);

    r = run("tflite check '" CORPUS "/tflite/dtln_noise_suppression.tflite' --runtime 2.0.0 --json");
    assert_int_equal(r.code, 0);
    got = tj_parse(r.out, r.out_len);
    assert_true(tj_get(got, "accepted")->boolean);
    tj_free(got);
    tcli_run_free(&r);

    /* Human-readable output exits the same way. */
    r = run("tflite check '" CORPUS "/tflite/micro_speech_quantized.tflite' --runtime 1.14.0");
    assert_int_equal(r.code, 0);
    tcli_run_free(&r);
}

static void check_with_a_resolver_file(void **state)
{
    (void)state;
    char path[] = "/tmp/tfc_resolver_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("# the standard runtime plus the example's custom op\nstandard\ncustom ParseExampleV2 1\n", f);
    fclose(f);
    char args[1024];
    snprintf(args, sizeof args, "tflite check '%s/tflite/parse_example_tflite.tflite' --resolver '%s' --json", CORPUS, path);
    run_result r = run(args);
    assert_int_equal(r.code, 0);
    tj *got = tj_parse(r.out, r.out_len);
    assert_true(tj_get(got, "accepted")->boolean);
    assert_int_equal(tj_get(got, "runtime")->type, TJ_NULL);
    tj_free(got);
    tcli_run_free(&r);
    f = fopen(path, "w");
    fputs("builtin NOT_AN_OP 1\n", f);
    fclose(f);
    r = run(args);
    assert_int_equal(r.code, 2);
    got = tj_parse(r.out, r.out_len);
    assert_string_equal(tj_get(tj_get(got, "error"), "code")->string, "TFC_E_PARSE");
    tj_free(got);
    tcli_run_free(&r);
    remove(path);
}

static void check_with_a_runtime_profile(void **state)
{
    (void)state;
    /* A profile measured from LiteRT.js 2.5.3: the runtime member echoes it. */
    run_result r = run("tflite check '" CORPUS "/tflite/hello_world_int8.tflite' --runtime litertjs@2.5.3 --json");
    assert_int_equal(r.code, 0);
    tj *got = tj_parse(r.out, r.out_len);
    assert_non_null(got);
    assert_true(tj_get(got, "accepted")->boolean);
    assert_string_equal(tj_get(got, "runtime")->string, "litertjs@2.5.3");
    tj_free(got);
    tcli_run_free(&r);
    /* tfjs-tflite alpha.8 refuses the MediaPipe custom op, as the real build does. */
    r = run("tflite check '" CORPUS "/tflite_extra/selfie_segmentation.tflite' --runtime tfjs-tflite@0.0.1-alpha.8 --json");
    assert_int_equal(r.code, 1);
    got = tj_parse(r.out, r.out_len);
    const tj *f = tj_get(got, "findings");
    assert_int_equal(f->count, 3); /* the refusal, then two VERSION_MISMATCH warnings */
    assert_string_equal(tj_get(f->items[0], "code")->string, "UNRESOLVED_CUSTOM_OP");
    assert_string_equal(tj_get(f->items[1], "code")->string, "VERSION_MISMATCH");
    assert_string_equal(tj_get(f->items[0], "op")->string, "Convolution2DTransposeBias");
    tj_free(got);
    tcli_run_free(&r);
    /* The LiteRT.js profiles carry its load behaviour: every variable tensor
     * refused (one finding each), unresolved custom ops loaded (warnings),
     * and in 2.0.0 no UINT64 tensors. */
    r = run("tflite check '" CORPUS "/tflite/dtln_noise_suppression.tflite' --runtime litertjs@2.5.3 --json");
    assert_int_equal(r.code, 1);
    got = tj_parse(r.out, r.out_len);
    f = tj_get(got, "findings");
    assert_int_equal(f->count, 4);
    assert_string_equal(tj_get(f->items[0], "code")->string, "UNSUPPORTED_VARIABLE_TENSOR");
    assert_string_equal(tj_get(f->items[0], "severity")->string, "error");
    assert_string_equal(tj_get(f->items[0], "op")->string, "subgraph 0 tensor 27");
    assert_string_equal(tj_get(f->items[0], "message")->string, "Variable tensors not yet supported.");
    tj_free(got);
    tcli_run_free(&r);
    r = run("tflite check '" CORPUS "/tflite/audio_preprocessor_int8.tflite' --runtime litertjs@2.5.3 --json");
    assert_int_equal(r.code, 0);
    got = tj_parse(r.out, r.out_len);
    assert_true(tj_get(got, "accepted")->boolean);
    f = tj_get(got, "findings");
    assert_int_equal(f->count, 9);
    assert_string_equal(tj_get(f->items[0], "code")->string, "DEFERRED_CUSTOM_OP");
    assert_string_equal(tj_get(f->items[0], "severity")->string, "warning");
    assert_string_equal(tj_get(f->items[0], "op")->string, "SignalWindow");
    tj_free(got);
    tcli_run_free(&r);
    r = run("tflite check '" CORPUS "/tflite/audio_preprocessor_int8.tflite' --runtime litertjs@2.0.0 --json");
    assert_int_equal(r.code, 1);
    got = tj_parse(r.out, r.out_len);
    f = tj_get(got, "findings");
    assert_int_equal(f->count, 10);
    assert_string_equal(tj_get(f->items[9], "code")->string, "UNSUPPORTED_TENSOR_TYPE");
    assert_string_equal(tj_get(f->items[9], "message")->string, "Element type (12) not currently supported");
    tj_free(got);
    tcli_run_free(&r);
    /* An unknown profile is a usage error naming the known ones. */
    r = run("tflite check '" CORPUS "/tflite/conv0.tflite' --runtime nope@1.0");
    assert_int_equal(r.code, 64);
    assert_int_equal(r.out_len, 0);
    assert_non_null(strstr(r.err, "litertjs@2.5.3"));
    assert_non_null(strstr(r.err, "tfjs-tflite@0.0.1-alpha.10"));
    tcli_run_free(&r);
    /* A release past the newest known is a usage error, as --tf 9.9 is. */
    r = run("tflite check '" CORPUS "/tflite/conv0.tflite' --runtime 9.9.9");
    assert_int_equal(r.code, 64);
    assert_int_equal(r.out_len, 0);
    char want[160];
    snprintf(want, sizeof want, "runtime release 9.9.9 is newer than the newest this ruleset knows (%s)",
             treg_newest_tflite_runtime(TFC_TEST_DIR "/../data/tflite_runtime_versions.csv"));
    assert_non_null(strstr(r.err, want));
    tcli_run_free(&r);
}

/* The error findings of a check --json answer (the test models' INT8
 * tensors also draw VERSION_MISMATCH warnings), at most 4. */
static size_t errors_of(const tj *got, const tj *out[4])
{
    const tj *f = tj_get(got, "findings");
    size_t n = 0;
    for (size_t i = 0; i < f->count; i++)
        if (!strcmp(tj_get(f->items[i], "severity")->string, "error") && n < 4) out[n++] = f->items[i];
    return n;
}

/* `tflite check PATH --runtime RUNTIME --json`: exit 0, accepted, no error. */
static void accepted_without_error(const char *path, const char *runtime)
{
    char args[1024];
    snprintf(args, sizeof args, "tflite check '%s' --runtime %s --json", path, runtime);
    run_result r = run(args);
    if (r.code != 0) fail_msg("--runtime %s: exit %d: %s", runtime, r.code, r.out);
    tj *got = tj_parse(r.out, r.out_len);
    assert_true(tj_get(got, "accepted")->boolean);
    const tj *e[4];
    assert_int_equal(errors_of(got, e), 0);
    tj_free(got);
    tcli_run_free(&r);
}

/* Writes a built model (tests/support/tflmodel.h) to the temp file `path`
 * (a mkstemp template) and frees it. */
static void write_temp(char *path, built *b)
{
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "wb");
    assert_int_equal(fwrite(b->buf, 1, b->len, f), b->len);
    fclose(f);
    fbb_free(b->b);
}

/* Writes an SSD detection model (tests/support/tflmodel.h) to a temp file. */
static void write_ssd(char *path, int logistic)
{
    built b;
    build_ssd_model(&b, logistic);
    write_temp(path, &b);
}

/* --runtime X.Y.Z is the standard interpreter of that release: an SSD
 * detection model (builtins plus the custom op TFLite_Detection_PostProcess)
 * is accepted from the release whose standard resolver registers the op
 * (1.10.0) and whose builtins cover the model, and refused before with the
 * runtime's message. */
static void check_an_ssd_detection_model_per_release(void **state)
{
    (void)state;
    char path[] = "/tmp/tfc_ssd_XXXXXX";
    write_ssd(path, 0);
    char args[1024];
    static const char *const accepted[] = {"1.10.0", "1.10", "v1.10.0", "1.12.0", "1.14.0", "2.0.0", "2.14.0",
                                           "2.14", "v2.14.0", "2.14.1", "2.23.0"};
    for (size_t i = 0; i < sizeof accepted / sizeof accepted[0]; i++) accepted_without_error(path, accepted[i]);
    static const char *const refused[] = {"1.5.0", "1.8.0", "1.9", "v1.9.0"};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        snprintf(args, sizeof args, "tflite check '%s' --runtime %s --json", path, refused[i]);
        run_result r = run(args);
        if (r.code != 1) fail_msg("--runtime %s: exit %d: %s", refused[i], r.code, r.out);
        tj *got = tj_parse(r.out, r.out_len);
        assert_false(tj_get(got, "accepted")->boolean);
        const tj *e[4];
        assert_int_equal(errors_of(got, e), 1);
        assert_string_equal(tj_get(e[0], "code")->string, "UNRESOLVED_CUSTOM_OP");
        assert_string_equal(tj_get(e[0], "op")->string, "TFLite_Detection_PostProcess");
        assert_int_equal(tj_get(e[0], "version")->integer, 1);
        assert_string_equal(tj_get(e[0], "message")->string,
                            "Encountered unresolved custom op: TFLite_Detection_PostProcess.\nSee instructions: "
                            "https://www.tensorflow.org/lite/guide/ops_custom ");
        tj_free(got);
        tcli_run_free(&r);
    }
    remove(path);

    /* With LOGISTIC v1, which the runtime map dates 1.14.0: accepted from
     * 1.14.0; in 1.10..1.13 only LOGISTIC blocks, before 1.10 both. */
    char path2[] = "/tmp/tfc_ssd_XXXXXX";
    write_ssd(path2, 1);
    static const struct {
        const char *release;
        int code;
        size_t findings;
    } cases[] = {{"1.9.0", 1, 2}, {"1.13.1", 1, 1}, {"1.14.0", 0, 0}, {"2.14.0", 0, 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(args, sizeof args, "tflite check '%s' --runtime %s --json", path2, cases[i].release);
        run_result r = run(args);
        assert_int_equal(r.code, cases[i].code);
        tj *got = tj_parse(r.out, r.out_len);
        const tj *e[4];
        size_t n = errors_of(got, e);
        assert_int_equal(n, cases[i].findings);
        if (n) assert_string_equal(tj_get(e[0], "op")->string, "LOGISTIC");
        if (n > 1) assert_string_equal(tj_get(e[1], "op")->string, "TFLite_Detection_PostProcess");
        tj_free(got);
        tcli_run_free(&r);
    }

    /* "1.0" and a release between known ones are usage errors, not an
     * empty runtime; a malformed release too. */
    static const char *const unknown[] = {"1.0", "1.16.0", "2.4.0.1", "02.4"};
    static const char *const says[] = {
        "runtime release 1.0 is older than the oldest this ruleset knows (1.5.0",
        "runtime release 1.16.0 is not a release this ruleset knows",
        "--runtime wants a release like 2.4.0", "--runtime wants a release like 2.4.0"};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        snprintf(args, sizeof args, "tflite check '%s' --runtime %s", path2, unknown[i]);
        run_result r = run(args);
        assert_int_equal(r.code, 64);
        assert_int_equal(r.out_len, 0);
        if (!strstr(r.err, says[i])) fail_msg("--runtime %s: %s", unknown[i], r.err);
        tcli_run_free(&r);
    }
    remove(path2);
}


/*
 * LiteRT's blockwise_quantized.tflite and qwen_fc_blockwise_quantized.tflite
 * (google-ai-edge/LiteRT litert/test/testdata) as the fixture writer writes
 * them: one operator (ADD v1 / FULLY_CONNECTED v6) and a DISPATCH_OP custom
 * code that no operator uses. The runtime keeps that code as a placeholder
 * and loads the model (issue 27): accepted by 2.16.0, and by every release
 * from 1.15.0 (the first builder with placeholders) that has the builtin.
 */
static void litert_blockwise_models_with_an_unused_dispatch_op(void **state)
{
    (void)state;
    static const opcode_spec add[] = {{1, 0, 1, 0, 1, 1, NULL}, {1, 32, 1, 32, 1, 1, "DISPATCH_OP"}};
    static const opcode_spec fc[] = {{1, 9, 1, 9, 1, 6, NULL}, {1, 32, 1, 32, 1, 1, "DISPATCH_OP"}};
    static const op_spec one[] = {{0, {0, 1}, 2, {2}, 1}};
    const model_spec specs[2] = {
        {.codes = add, .ncodes = 2, .ops = one, .nops = 1, .ntensors = 5, .nbuffers = 4},
        {.codes = fc, .ncodes = 2, .ops = one, .nops = 1, .ntensors = 4, .nbuffers = 5},
    };
    static const char *const first[2] = {"1.15.0", "2.1.0"};
    for (size_t k = 0; k < 2; k++) {
        char path[] = "/tmp/tfc_blockwise_XXXXXX";
        built b;
        build_model(&specs[k], &b);
        write_temp(path, &b);
        accepted_without_error(path, "2.16.0");
        char args[1024];
        snprintf(args, sizeof args, "releases '%s' --json", path);
        run_result r = run(args);
        assert_int_equal(r.code, 0);
        tj *got = tj_parse(r.out, r.out_len);
        const tj *ranges = tj_get(got, "ranges");
        assert_int_equal(ranges->count, 1);
        assert_string_equal(tj_get(tj_at(ranges, 0), "first")->string, first[k]);
        /* the releases before: the builtin's version, or (before 1.15.0)
         * the unresolved DISPATCH_OP that stops the build */
        const tj *rej = tj_get(got, "rejecting");
        assert_true(rej->count > 0);
        assert_string_equal(tj_get(tj_at(rej, 0), "release")->string, "1.5.0");
        assert_string_equal(tj_get(tj_at(rej, 0), "code")->string, "UNRESOLVED_CUSTOM_OP");
        tj_free(got);
        tcli_run_free(&r);
        remove(path);
    }
}

static void min_runtime_reports_staleness(void **state)
{
    (void)state;
    run_result r = run("tflite min-runtime '" CORPUS "/tflite/micro_speech_quantized.tflite' --json");
    assert_int_equal(r.code, 0);
    tj *got = tj_parse(r.out, r.out_len);
    assert_non_null(got);
    assert_string_equal(tj_get(got, "min_runtime")->string, "1.14.0");
    assert_string_equal(tj_get(got, "stored")->string, "1.5.0");
    assert_false(tj_get(got, "agrees")->boolean);
    assert_int_equal(tj_get(got, "unmapped_ops")->count, 0);
    assert_string_equal(tj_get(got, "agreement")->string, "stale");
    assert_int_equal(tj_get(got, "raising_ops")->count, 3);
    tj_free(got);
    tcli_run_free(&r);

    r = run("tflite min-runtime '" CORPUS "/tflite/person_detect_vela.tflite' --json");
    assert_int_equal(r.code, 0);
    got = tj_parse(r.out, r.out_len);
    /* only an Ethos-U custom op: no minimum runtime is defined */
    assert_int_equal(tj_get(got, "min_runtime")->type, TJ_NULL);
    assert_int_equal(tj_get(got, "stored")->type, TJ_NULL);
    assert_false(tj_get(got, "agrees")->boolean);
    const tj *u = tj_get(got, "unmapped_ops");
    assert_int_equal(u->count, 1);
    assert_string_equal(tj_get(u->items[0], "op")->string, "ethos-u");
    tj_free(got);
    tcli_run_free(&r);
}

static void unreadable_input_exits_2_and_usage_errors_64(void **state)
{
    (void)state;
    run_result r = run("tflite inspect /nonexistent/model.tflite --json");
    assert_int_equal(r.code, 2);
    tj *got = tj_parse(r.out, r.out_len);
    assert_non_null(got);
    assert_string_equal(tj_get(tj_get(got, "error"), "code")->string, "TFC_E_NOT_FOUND");
    tj_free(got);
    tcli_run_free(&r);
    /* Not a FlatBuffer at all: a JSON file. */
    r = run("tflite check '" CORPUS "/expected/tflite/conv0.json' --runtime 2.4.0 --json");
    assert_int_equal(r.code, 2);
    got = tj_parse(r.out, r.out_len);
    assert_non_null(got);
    assert_non_null(tj_get(got, "error"));
    tj_free(got);
    tcli_run_free(&r);
    const char *usage[] = {"tflite check '" CORPUS "/tflite/conv0.tflite'",
                           "tflite check '" CORPUS "/tflite/conv0.tflite' --runtime 2.4.0 --resolver x",
                           "tflite check '" CORPUS "/tflite/conv0.tflite' --runtime banana",
                           "tflite inspect", "tflite frobnicate", "tflite min-runtime a b",
                           "tflite inspect '" CORPUS "/tflite/conv0.tflite' --bogus"};
    for (size_t i = 0; i < sizeof usage / sizeof usage[0]; i++) {
        r = run(usage[i]);
        if (r.code != 64) fail_msg("\"%s\" exited %d", usage[i], r.code);
        tcli_run_free(&r);
    }
    r = run("tflite --help");
    assert_int_equal(r.code, 0);
    assert_non_null(strstr(r.out, "min-runtime"));
    tcli_run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(inspect_json_matches_every_expected_file),
        cmocka_unit_test(check_lists_every_blocking_code_and_exits_1),
        cmocka_unit_test(check_with_a_resolver_file),
        cmocka_unit_test(check_with_a_runtime_profile),
        cmocka_unit_test(check_an_ssd_detection_model_per_release),
        cmocka_unit_test(litert_blockwise_models_with_an_unused_dispatch_op),
        cmocka_unit_test(min_runtime_reports_staleness),
        cmocka_unit_test(unreadable_input_exits_2_and_usage_errors_64),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
