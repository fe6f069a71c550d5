/*
 * Tests of the tfjs-converter@X answer on SavedModels, MetaGraphDefs and
 * frozen GraphDefs (src/tfjs/tfjs_convert.c, docs/tfjs-converter.md): the
 * corpus SavedModels at five converter releases, exactly; and graphs this
 * file writes (a protobuf writer of its own, the few fields the converter's
 * walk reads) that each hold one rule: the saver left out, a signature that
 * reaches an unsupported op, control inputs, functions reached through func
 * attrs, lowering, the signature's input cut, the missing signature, and
 * hostile graphs (a cycle, a dangling input, a 1M-node chain, a name over
 * the limit).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include <tfcompat.h>

#define SM TFC_TEST_DIR "/corpus/saved_model/"

/* ---- a protobuf writer: just what these graphs need -------------------- */

typedef struct pb {
    uint8_t *p;
    size_t n, cap;
} pb;

static void pb_bytes(pb *b, const void *s, size_t n)
{
    if (b->n + n > b->cap) {
        b->cap = (b->n + n) * 2 + 64;
        b->p = realloc(b->p, b->cap);
        assert_non_null(b->p);
    }
    if (n) memcpy(b->p + b->n, s, n);
    b->n += n;
}

static void pb_varint(pb *b, uint64_t v)
{
    uint8_t t[10];
    size_t k = 0;
    do {
        t[k++] = (uint8_t)((v & 0x7F) | (v > 0x7F ? 0x80 : 0));
        v >>= 7;
    } while (v);
    pb_bytes(b, t, k);
}

static void pb_len(pb *b, uint32_t field, const void *s, size_t n)
{
    pb_varint(b, (uint64_t)field << 3 | 2);
    pb_varint(b, n);
    pb_bytes(b, s, n);
}

static void pb_str(pb *b, uint32_t field, const char *s) { pb_len(b, field, s, strlen(s)); }

/* inner appended to b as field `field`, then freed */
static void pb_msg(pb *b, uint32_t field, pb *inner)
{
    pb_len(b, field, inner->p, inner->n);
    free(inner->p);
    memset(inner, 0, sizeof *inner);
}

/* NodeDef {name, op, inputs (NULL-terminated), attr key -> func fn}. */
static void node(pb *g, uint32_t field, const char *name, const char *op, const char *const *in, const char *key,
                 const char *fn)
{
    pb nd = {0}, entry = {0}, value = {0}, func = {0};
    pb_str(&nd, 1, name);
    pb_str(&nd, 2, op);
    for (size_t i = 0; in && in[i]; i++) pb_str(&nd, 3, in[i]);
    if (key) {
        pb_str(&func, 1, fn);
        pb_msg(&value, 10, &func);
        pb_str(&entry, 1, key);
        pb_msg(&entry, 2, &value);
        pb_msg(&nd, 5, &entry);
    }
    pb_msg(g, field, &nd);
}
#define IN(...) ((const char *const[]){__VA_ARGS__, NULL})

/* FunctionDef {signature {name}, node_def: one node per op}. */
static void function(pb *lib, const char *name, const char *const *ops)
{
    pb fd = {0}, sig = {0};
    pb_str(&sig, 1, name);
    pb_msg(&fd, 1, &sig);
    for (size_t i = 0; ops[i]; i++) node(&fd, 3, ops[i], ops[i], NULL, NULL, NULL);
    pb_msg(lib, 1, &fd);
}

/* GraphDef versions {producer 27} (after the nodes and library). */
static void versions(pb *g)
{
    pb v = {0};
    pb_varint(&v, 1 << 3);
    pb_varint(&v, 27);
    pb_msg(g, 4, &v);
}

/* SignatureDef map entry `key` with one input and one output tensor. */
static void signature(pb *mg, const char *key, const char *input, const char *output)
{
    pb sig = {0}, entry = {0};
    const char *names[2] = {input, output};
    for (uint32_t side = 1; side <= 2; side++) {
        if (!names[side - 1]) continue;
        pb io = {0}, ti = {0};
        pb_str(&ti, 1, names[side - 1]);
        pb_str(&io, 1, side == 1 ? "x" : "y");
        pb_msg(&io, 2, &ti);
        pb_msg(&sig, side, &io);
    }
    pb_str(&entry, 1, key);
    pb_msg(&entry, 2, &sig);
    pb_msg(mg, 5, &entry);
}

/* A SavedModel of one meta graph tagged `tag` holding graph g (consumed)
 * and, with sig_out, the signature `sig_key` from sig_in to sig_out. */
static void saved_model(pb *out, const char *tag, pb *g, const char *sig_key, const char *sig_in, const char *sig_out)
{
    pb mg = {0}, info = {0};
    pb_str(&info, 4, tag);
    pb_msg(&mg, 1, &info);
    versions(g);
    pb_msg(&mg, 2, g);
    if (sig_out) signature(&mg, sig_key, sig_in, sig_out);
    pb_varint(out, 1 << 3);
    pb_varint(out, 1);
    pb_msg(out, 2, &mg);
}

static char dir[64];

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/tfc_tfjs_convert_XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static const char *write_file(const char *name, pb *b)
{
    static char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(b->p, 1, b->n, f), b->n);
    assert_int_equal(fclose(f), 0);
    free(b->p);
    memset(b, 0, sizeof *b);
    return path;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

/* ---- the answers ------------------------------------------------------- */

/* tfc_check_path of tfjs-converter@rel on path. */
static int32_t check(const char *rel, const char *path, tfc_verdict **v, tfc_error *err)
{
    char spec[64];
    snprintf(spec, sizeof spec, "tfjs-converter@%s", rel);
    tfc_target *t = NULL;
    tfc_error_init(err, sizeof *err);
    if (tfc_target_parse(&t, spec, NULL, err)) fail_msg("%s: %s", spec, err->message);
    int32_t rc = tfc_check_path(v, t, path, NULL, err);
    tfc_target_free(t);
    return rc;
}

/* The converter release `rel` on path: accepted (want NULL), or the one
 * finding: its reason and message. */
static void converter_says(const char *rel, const char *path, int32_t reason, const char *want)
{
    tfc_verdict *v = NULL;
    tfc_error err;
    if (check(rel, path, &v, &err)) fail_msg("%s on %s: %s", rel, path, err.message);
    if (!want) {
        if (tfc_verdict_finding_count(v))
            fail_msg("%s on %s: want accepted, got %s", rel, path, tfc_verdict_finding_message(v, 0));
        assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    } else {
        if (!tfc_verdict_finding_count(v)) fail_msg("%s on %s: want '%s', got accepted", rel, path, want);
        if (strcmp(tfc_verdict_finding_message(v, 0), want))
            fail_msg("%s on %s: want '%s', got '%s'", rel, path, want, tfc_verdict_finding_message(v, 0));
        assert_int_equal(tfc_verdict_finding_reason(v, 0), reason);
        assert_int_equal(tfc_verdict_outcome(v), reason == TFC_REASON_TFJS_OUTPUTS_UNKNOWN ? TFC_OUTCOME_UNDETERMINED
                                                                                          : TFC_OUTCOME_REJECTED);
    }
    tfc_verdict_free(v);
}

/* The converter release `rel` on path fails with code; err.message contains want. */
static void converter_fails(const char *rel, const char *path, int32_t code, const char *want)
{
    tfc_verdict *v = NULL;
    tfc_error err;
    assert_int_equal(check(rel, path, &v, &err), code);
    assert_null(v);
    if (!strstr(err.message, want)) fail_msg("%s on %s: want '%s' in '%s'", rel, path, want, err.message);
}

#define UNSUPPORTED "Unsupported Ops in the model before optimization\n"
#define UNSUP TFC_REASON_TFJS_UNSUPPORTED_OP
#define NOSIG TFC_REASON_TFJS_NO_SIGNATURE

static const char *const releases[] = {"0.1.0", "0.8.4", "1.7.4", "2.8.6", "3.21.0", "4.22.0"};

/* Every corpus SavedModel at six converter releases. */
static void corpus_saved_models(void **state)
{
    (void)state;
    for (size_t r = 0; r < sizeof releases / sizeof *releases; r++) {
        const char *rel = releases[r];
        int v2 = r >= 2; /* 1.1.0 on: the signature, cut at its inputs */
        converter_says(rel, SM "matrix_half_plus_two", 0, NULL);
        /* x = Identity(ParseExample(...)): behind the signature's input */
        converter_says(rel, SM "saved_model_half_plus_two_cpu", UNSUP, v2 ? NULL : UNSUPPORTED "ParseExample");
        converter_says(rel, SM "saved_model_half_plus_three", UNSUP, v2 ? NULL : UNSUPPORTED "ParseExample");
        converter_says(rel, SM "saved_model_half_plus_two_cpu_with_saved_model_config", UNSUP,
                       v2 ? NULL : UNSUPPORTED "ParseExampleV2");
        /* TF2: serving_default is a StatefulPartitionedCall, inlined from 1.1.0 */
        converter_says(rel, SM "saved_model_half_plus_two_tf2_cpu", UNSUP,
                       v2 ? NULL : UNSUPPORTED "StatefulPartitionedCall");
    }
    /* no serving_default: the converter's own words per release */
    const char *counter = SM "saved_model_counter";
    converter_says("0.8.4", counter, TFC_REASON_TFJS_OUTPUTS_UNKNOWN,
                   "tensorflowjs_converter 0.8.4 freezes the graph at --output_node_names, and the model has no "
                   "serving_default signature to take them from: undetermined");
    converter_says("1.7.4", counter, NOSIG,
                   "Signature 'serving_default' does not exist. The following signatures are available: "
                   "['get_counter', 'incr_counter_by', 'incr_counter', 'reset_counter']");
    converter_says("2.8.6", counter, NOSIG,
                   "Signature 'serving_default' does not exist. The following signatures are available: "
                   "['get_counter', 'incr_counter_by', 'incr_counter', 'reset_counter']");
    converter_says("3.21.0", counter, NOSIG, "Signature \"serving_default\" does not exist in the saved model");
    converter_says("4.22.0", counter, NOSIG, "Signature \"serving_default\" does not exist in the saved model");
}

/* A TF1 graph with a saver and an initialiser: y = Mul(x, Identity(w)). */
static void saver_graph(pb *g)
{
    node(g, 1, "x", "Placeholder", NULL, NULL, NULL);
    node(g, 1, "w", "VariableV2", NULL, NULL, NULL);
    node(g, 1, "w/read", "Identity", IN("w"), NULL, NULL);
    node(g, 1, "y", "Mul", IN("x", "w/read:0"), NULL, NULL);
    node(g, 1, "w/init", "Const", NULL, NULL, NULL);
    node(g, 1, "w/Assign", "Assign", IN("w", "w/init"), NULL, NULL);
    node(g, 1, "init", "NoOp", IN("^w/Assign"), NULL, NULL);
    node(g, 1, "save/filename", "Placeholder", NULL, NULL, NULL);
    node(g, 1, "save/SaveV2", "SaveV2", IN("save/filename", "w"), NULL, NULL);
    node(g, 1, "save/RestoreV2", "RestoreV2", IN("save/filename"), NULL, NULL);
    node(g, 1, "save/Assign", "Assign", IN("w", "save/RestoreV2"), NULL, NULL);
    node(g, 1, "save/Merge", "MergeV2Checkpoints", IN("save/filename", "^save/SaveV2"), NULL, NULL);
}

/* The saver is refused in a frozen GraphDef (imported whole) and never
 * reached from the signature of a SavedModel or MetaGraphDef. */
static void saver_not_reached(void **state)
{
    (void)state;
    pb g = {0}, sm = {0};
    saver_graph(&g);
    versions(&g);
    const char *frozen = write_file("saver.pb", &g);
    for (size_t r = 0; r < sizeof releases / sizeof *releases; r++)
        converter_says(releases[r], frozen, UNSUP, UNSUPPORTED "Assign, MergeV2Checkpoints, RestoreV2, SaveV2, VariableV2");
    saver_graph(&g);
    saved_model(&sm, "serve", &g, "serving_default", "x:0", "y:0");
    const char *path = write_file("saver_sm.pb", &sm);
    for (size_t r = 0; r < sizeof releases / sizeof *releases; r++) converter_says(releases[r], path, 0, NULL);
    /* a MetaGraphDef: as a SavedModel's meta graph */
    pb mg = {0}, info = {0};
    pb_str(&info, 4, "serve");
    pb_msg(&mg, 1, &info);
    saver_graph(&g);
    versions(&g);
    pb_msg(&mg, 2, &g);
    signature(&mg, "serving_default", "x:0", "y:0");
    path = write_file("saver.meta", &mg);
    converter_says("4.22.0", path, 0, NULL);
    /* no meta graph tagged exactly {serve} */
    saver_graph(&g);
    saved_model(&sm, "train", &g, "serving_default", "x:0", "y:0");
    path = write_file("train_sm.pb", &sm);
    converter_says("4.22.0", path, NOSIG, "MetaGraphDef associated with tags 'serve' could not be found in SavedModel");
}

/* ParseExample between the signature's input and output stays refused;
 * a control input ("^guard") and an output suffix (":1") are followed. */
static void signature_reaches_unsupported(void **state)
{
    (void)state;
    pb g = {0}, sm = {0};
    node(&g, 1, "serialized", "Placeholder", NULL, NULL, NULL);
    node(&g, 1, "parse", "ParseExample", IN("serialized"), NULL, NULL);
    node(&g, 1, "x", "Identity", IN("parse:1"), NULL, NULL);
    node(&g, 1, "guard", "Assert", IN("x"), NULL, NULL);
    node(&g, 1, "y", "Mul", IN("x", "x", "^guard"), NULL, NULL);
    saved_model(&sm, "serve", &g, "serving_default", "serialized:0", "y:0");
    const char *path = write_file("parse_sm.pb", &sm);
    for (size_t r = 0; r < sizeof releases / sizeof *releases; r++)
        converter_says(releases[r], path, UNSUP, UNSUPPORTED "Assert, ParseExample");
}

/* Functions: a StatefulPartitionedCall's `f` and a While's cond/body are
 * inlined from 1.1.0 (the call gone, the body's ops counted, While lowered
 * to ops every release maps); another op's `f` counts from 3.7.0. */
static void functions_reached(void **state)
{
    (void)state;
    pb g = {0}, lib = {0}, sm = {0};
    node(&g, 1, "x", "Placeholder", NULL, NULL, NULL);
    node(&g, 1, "call", "StatefulPartitionedCall", IN("x"), "f", "inner");
    node(&g, 1, "loop", "While", IN("call"), "body", "body_fn");
    node(&g, 1, "y", "Identity", IN("loop"), NULL, NULL);
    node(&g, 1, "unused", "PartitionedCall", IN("x"), "f", "unused_fn");
    function(&lib, "inner", IN("Sin", "Cumprod"));
    /* body_fn's node "nested" calls the function of that name */
    function(&lib, "body_fn", IN("Mul", "nested"));
    function(&lib, "nested", IN("Cos"));
    function(&lib, "unused_fn", IN("SaveV2"));
    pb_msg(&g, 2, &lib);
    saved_model(&sm, "serve", &g, "serving_default", "x:0", "y:0");
    const char *path = write_file("functions_sm.pb", &sm);
    /* 0.x: no inlining, no lowering, no function validated */
    converter_says("0.8.4", path, UNSUP, UNSUPPORTED "StatefulPartitionedCall, While");
    /* 1.1.0 on: inlined and lowered; Cumprod arrives in 3.15.0 */
    converter_says("1.7.4", path, UNSUP, UNSUPPORTED "Cumprod");
    converter_says("3.21.0", path, 0, NULL);

    /* another op's func attr: its function counts from 3.7.0 (library) */
    node(&g, 1, "x", "Placeholder", NULL, NULL, NULL);
    node(&g, 1, "y", "Identity", IN("x"), "f", "mapped");
    function(&lib, "mapped", IN("ParseExample"));
    function(&lib, "unreached", IN("SaveV2"));
    pb_msg(&g, 2, &lib);
    saved_model(&sm, "serve", &g, "serving_default", NULL, "y:0");
    path = write_file("attr_f_sm.pb", &sm);
    converter_says("3.6.0", path, 0, NULL);
    converter_says("3.7.0", path, UNSUP, UNSUPPORTED "ParseExample");

    /* a frozen GraphDef: every node; every library function from 3.7.0 */
    node(&g, 1, "x", "Placeholder", NULL, NULL, NULL);
    function(&lib, "f", IN("ParseExample"));
    pb_msg(&g, 2, &lib);
    versions(&g);
    path = write_file("frozen_lib.pb", &g);
    converter_says("3.6.0", path, 0, NULL);
    converter_says("3.7.0", path, UNSUP, UNSUPPORTED "ParseExample");
}

/* Hostile graphs: a cycle ends, a dangling input or output and an
 * over-long name fail with their codes, a 1M-node chain is answered. */
static void hostile_graphs(void **state)
{
    (void)state;
    pb g = {0}, sm = {0};
    node(&g, 1, "x", "Placeholder", NULL, NULL, NULL);
    node(&g, 1, "a", "Merge", IN("x", "b"), NULL, NULL);
    node(&g, 1, "b", "NextIteration", IN("a"), NULL, NULL);
    node(&g, 1, "y", "Identity", IN("a"), NULL, NULL);
    saved_model(&sm, "serve", &g, "serving_default", "x:0", "y:0");
    converter_says("4.22.0", write_file("cycle_sm.pb", &sm), 0, NULL);

    node(&g, 1, "y", "Identity", IN("nowhere:0"), NULL, NULL);
    saved_model(&sm, "serve", &g, "serving_default", NULL, "y:0");
    converter_fails("4.22.0", write_file("dangling_sm.pb", &sm), TFC_E_BAD_VALUE,
                    "an input of a reached node, 'nowhere' names no node of the graph");
    node(&g, 1, "x", "Placeholder", NULL, NULL, NULL);
    saved_model(&sm, "serve", &g, "serving_default", NULL, "z:0");
    converter_fails("4.22.0", write_file("no_output_sm.pb", &sm), TFC_E_BAD_VALUE,
                    "the serving_default signature's output 'z' names no node of the graph");

    char *big = malloc(70001);
    assert_non_null(big);
    memset(big, 'n', 70000);
    big[70000] = 0;
    node(&g, 1, big, "Placeholder", NULL, NULL, NULL);
    free(big);
    saved_model(&sm, "serve", &g, "serving_default", NULL, "y:0");
    const char *path = write_file("long_name_sm.pb", &sm);
    converter_fails("4.22.0", path, TFC_E_TOO_LARGE, "is 70000 bytes, over the 65536-byte limit");
    converter_fails("4.22.0", path, TFC_E_TOO_LARGE, "NodeDef.name at offset ");

    /* 1M nodes in one chain: walked without recursion */
    enum { N = 1000000 };
    char name[32], prev[32];
    node(&g, 1, "n0", "Placeholder", NULL, NULL, NULL);
    for (int i = 1; i < N; i++) {
        snprintf(prev, sizeof prev, "n%d", i - 1);
        snprintf(name, sizeof name, "n%d", i);
        node(&g, 1, name, i == N / 2 ? "ParseExample" : "Identity", IN(prev), NULL, NULL);
    }
    saved_model(&sm, "serve", &g, "serving_default", NULL, name);
    converter_says("4.22.0", write_file("chain_sm.pb", &sm), UNSUP, UNSUPPORTED "ParseExample");
}

/* A SavedModel parsed from bytes: the graph is not at hand again. */
static void bytes_undetermined(void **state)
{
    (void)state;
    pb g = {0}, sm = {0};
    saver_graph(&g);
    saved_model(&sm, "serve", &g, "serving_default", "x:0", "y:0");
    tfc_artifact *a = NULL;
    tfc_target *t = NULL;
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_artifact_parse(&a, sm.p, sm.n, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_target_parse(&t, "tfjs-converter@4.22.0", NULL, NULL), TFC_OK);
    assert_int_equal(tfc_check(&v, a, t, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_UNDETERMINED);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_TFJS_OUTPUTS_UNKNOWN);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "tensorflowjs_converter 4.22.0: the graph's bytes are not at hand (a model parsed from memory), "
                        "so which nodes the signature reaches is not known: undetermined");
    tfc_verdict_free(v);
    tfc_target_free(t);
    tfc_artifact_free(a);
    free(sm.p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(corpus_saved_models),
        cmocka_unit_test(saver_not_reached),
        cmocka_unit_test(signature_reaches_unsupported),
        cmocka_unit_test(functions_reached),
        cmocka_unit_test(hostile_graphs),
        cmocka_unit_test(bytes_undetermined),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
