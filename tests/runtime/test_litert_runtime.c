/*
 * test_litert_runtime.c - the library's TFLite answers against real runtimes.
 *
 * Real TFLite/LiteRT builds compiled to WebAssembly (npm packages pinned in
 * tests/runtime/package.json, installed by `npm ci`) load every model in one
 * Node process per runtime (tests/runtime/probe.mjs), and the answers are
 * compared with tfc_resolver_check() (with the structure check, as
 * `tfcompat tflite check` runs it):
 *
 *  - probe models: one operator code each, every builtin code 0 .. largest+2
 *    and every version 1 .. largest known + 1, plus the standard resolver's
 *    custom ops, one unknown custom op and one unknown Flex op (used by a
 *    node, and again as codes no operator uses), tensors with
 *    quantization parameters the interpreter checks at load, a variable
 *    tensor, and one tensor of each element type (and one past the schema):
 *    the last three measure the build properties of a profile;
 *  - the corpus models (tests/corpus/tflite, tests/corpus/tflite_extra).
 *
 * Against the runtime's own profile (data/resolvers/NAME@VERSION.txt,
 * `--runtime NAME@VERSION`) every answer must agree: same outcome, and for
 * an unresolved builtin the runtime's message. Against the TFLite release
 * the build sits closest to (`--runtime X.Y.Z`) and for the corpus, the
 * disagreements must be exactly those listed in tests/runtime/expectations.txt,
 * each with its explanation; an unlisted disagreement or a listed one that no
 * longer happens fails the test.
 *
 * usage: test_litert_runtime RUNTIME...            run the comparison
 *        test_litert_runtime --write-probes DIR    write the probe models and
 *                                                  DIR/probes.list (for
 *                                                  tools/gen_runtime_profile.sh)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <tfcompat.h>
#include "fbbuild.h"

#ifndef TFC_TEST_DIR
#error "TFC_TEST_DIR must name tests/"
#endif
#ifndef TFC_NODE_PATH
#define TFC_NODE_PATH "node"
#endif

#define MAX_PROBES 4096
#define MAX_LINE 8192
#define MAX_VERSION_SCAN 64
#define TYPE_PROBES_MAX 64

/* The standard resolver's custom ops, and two that no runtime has (a plain
 * custom op and a Flex op): how the build treats an unresolved custom op. */
static const char *const CUSTOM_PROBES[] = {"NumericVerify", "Mfcc", "AudioSpectrogram",
                                            "TFLite_Detection_PostProcess", "tfcompat_probe_unknown_op",
                                            "FlexTfcompatProbeUnknownOp"};

typedef struct probe {
    char path[512];
    char label[128]; /* "ADD 7", "210 1", "custom Mfcc 1", "corpus NAME" */
    int32_t code, version;
    const char *custom;
} probe;

static probe probes[MAX_PROBES];
static size_t nprobes;
static int failures, checks;

/* ---- probe models ------------------------------------------------------ */

static int write_file(const char *path, const uint8_t *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    size_t n = fwrite(data, 1, len, f);
    return (fclose(f) == 0 && n == len) ? 0 : -1;
}

/*
 * One operator code, one subgraph. A builtin code gets no operator: the
 * runtime resolves every operator code when it builds the interpreter,
 * used or not, and an operator would only add the kernel's own checks. A
 * custom code gets one operator without tensors, because an unresolved
 * custom op is only refused when a node uses it; with `unused` it gets
 * none: the runtime loads a model whose custom code no operator uses.
 */
static int write_probe_ex(const char *dir, int32_t code, int32_t version, const char *custom, int unused)
{
    if (nprobes == MAX_PROBES) return -1;
    probe *p = &probes[nprobes];
    fbb *b = fbb_new();
    fbb_obj *model = fbb_table(b);
    fbb_u32(model, 0, 3);
    fbb_obj *codes = fbb_vec_objs(b), *oc = fbb_table(b);
    fbb_i8(oc, 0, (int8_t)(code < 127 ? code : 127));
    if (custom) fbb_ref(oc, 1, fbb_string(b, custom));
    fbb_i32(oc, 2, version);
    fbb_i32(oc, 3, code);
    fbb_vec_push(codes, oc);
    fbb_ref(model, 1, codes);
    fbb_obj *sgs = fbb_vec_objs(b), *sg = fbb_table(b), *ops = fbb_vec_objs(b);
    fbb_ref(sg, 0, fbb_vec_objs(b));
    fbb_ref(sg, 1, fbb_vec_i32(b, NULL, 0));
    fbb_ref(sg, 2, fbb_vec_i32(b, NULL, 0));
    if (custom && !unused) {
        fbb_obj *op = fbb_table(b);
        fbb_u32(op, 0, 0);
        fbb_ref(op, 1, fbb_vec_i32(b, NULL, 0));
        fbb_ref(op, 2, fbb_vec_i32(b, NULL, 0));
        fbb_vec_push(ops, op);
    }
    fbb_ref(sg, 3, ops);
    fbb_vec_push(sgs, sg);
    fbb_ref(model, 2, sgs);
    fbb_obj *bufs = fbb_vec_objs(b);
    fbb_vec_push(bufs, fbb_table(b));
    fbb_ref(model, 4, bufs);
    size_t len;
    uint8_t *data = fbb_finish(b, model, "TFL3", &len);
    if (custom) {
        snprintf(p->path, sizeof p->path, "%s/%scustom_%s_v%ld.tflite", dir, unused ? "unused_" : "", custom,
                 (long)version);
        snprintf(p->label, sizeof p->label, "%scustom %s %ld", unused ? "unused " : "", custom, (long)version);
    } else {
        snprintf(p->path, sizeof p->path, "%s/builtin_%ld_v%ld.tflite", dir, (long)code, (long)version);
        const char *name = tfc_tflite_builtin_name(code);
        if (*name) snprintf(p->label, sizeof p->label, "%s %ld", name, (long)version);
        else snprintf(p->label, sizeof p->label, "%ld %ld", (long)code, (long)version);
    }
    int rc = write_file(p->path, data, len);
    fbb_free(b);
    if (rc) return rc;
    p->code = code;
    p->version = version;
    p->custom = custom;
    nprobes++;
    return 0;
}

static int write_probe(const char *dir, int32_t code, int32_t version, const char *custom)
{
    return write_probe_ex(dir, code, version, custom, 0);
}

/*
 * Load-time tensor probes: one float tensor of shape[0..rank) with the given
 * quantization (nscale scales, nzero zero points, quantized_dimension qdim)
 * and no operator. Whatever the resolver, the interpreter checks these when
 * it builds the graph.
 */
typedef struct tensor_probe {
    const char *name;
    int nscale, nzero, rank; /* nscale and nzero both -1: no quantization */
    int32_t qdim;
    int8_t type;   /* TensorType */
    int variable;  /* is_variable */
} tensor_probe;

static const tensor_probe TENSOR_PROBES[] = {
    {"per_axis_ok", 4, 4, 2, 1, 0, 0},
    {"qdim_past_rank", 1, 1, 1, 3, 0, 0},   /* the person-detection model's fault: [0, 1), was 3 */
    {"qdim_negative", 1, 1, 2, -1, 0, 0},
    {"no_zero_point", 1, -1, 2, 0, 0, 0},
    {"counts_differ", 2, 1, 2, 0, 0, 0},
    {"per_axis_count", 3, 3, 2, 1, 0, 0},
    /* A variable tensor (no data): LiteRT's model loader refuses these. */
    {"variable", -1, -1, 2, 0, 0, 1},
};

static size_t nbuiltin_probes;

static int write_tensor_probe(const char *dir, const tensor_probe *t)
{
    if (nprobes == MAX_PROBES) return -1;
    probe *p = &probes[nprobes];
    fbb *b = fbb_new();
    fbb_obj *model = fbb_table(b);
    fbb_u32(model, 0, 3);
    fbb_ref(model, 1, fbb_vec_objs(b));
    fbb_obj *sgs = fbb_vec_objs(b), *sg = fbb_table(b), *tensors = fbb_vec_objs(b), *tt = fbb_table(b);
    int32_t shape[4] = {1, 4, 3, 2};
    fbb_ref(tt, 0, fbb_vec_i32(b, shape, (size_t)t->rank));
    fbb_i8(tt, 1, t->type);
    if (t->nscale >= 0 || t->nzero >= 0) {
        fbb_obj *q = fbb_table(b);
        float scales[8] = {1, 1, 1, 1, 1, 1, 1, 1};
        int64_t zeros[8] = {0};
        if (t->nscale >= 0) fbb_ref(q, 2, fbb_vec_scalars(b, scales, (size_t)t->nscale, 4));
        if (t->nzero >= 0) fbb_ref(q, 3, fbb_vec_scalars(b, zeros, (size_t)t->nzero, 8));
        fbb_i32(q, 6, t->qdim);
        fbb_ref(tt, 4, q);
    }
    if (t->variable) fbb_u8(tt, 5, 1);
    fbb_vec_push(tensors, tt);
    fbb_ref(sg, 0, tensors);
    fbb_ref(sg, 1, fbb_vec_i32(b, NULL, 0));
    fbb_ref(sg, 2, fbb_vec_i32(b, NULL, 0));
    fbb_ref(sg, 3, fbb_vec_objs(b));
    fbb_vec_push(sgs, sg);
    fbb_ref(model, 2, sgs);
    fbb_obj *bufs = fbb_vec_objs(b);
    fbb_vec_push(bufs, fbb_table(b));
    fbb_ref(model, 4, bufs);
    size_t len;
    uint8_t *data = fbb_finish(b, model, "TFL3", &len);
    snprintf(p->path, sizeof p->path, "%s/tensor_%s.tflite", dir, t->name);
    snprintf(p->label, sizeof p->label, "tensor %s", t->name);
    int rc = write_file(p->path, data, len);
    fbb_free(b);
    if (rc) return rc;
    p->code = 0;
    p->version = 0;
    p->custom = NULL;
    nprobes++;
    return 0;
}

/* The largest version any table knows for a builtin code (1 if none). */
static int32_t largest_version(const tfc_resolver *standard, int32_t code)
{
    int32_t best = 1;
    for (int32_t v = 1; v <= MAX_VERSION_SCAN; v++)
        if (tfc_runtime_first(code, v) || tfc_resolver_has_builtin(standard, code, v)) best = v;
    return best;
}

static int write_probes(const char *dir)
{
    tfc_resolver *standard;
    if (tfc_resolver_standard(&standard, NULL, NULL) != TFC_OK) return -1;
    int32_t count = tfc_tflite_builtin_count();
    int rc = 0;
    for (int32_t code = 0; code < count + 2 && !rc; code++) {
        if (code == 32) continue; /* CUSTOM: probed by name below */
        int32_t top = largest_version(standard, code) + 1;
        for (int32_t v = 1; v <= top && !rc; v++) rc = write_probe(dir, code, v, NULL);
    }
    nbuiltin_probes = nprobes;
    for (size_t i = 0; i < sizeof CUSTOM_PROBES / sizeof *CUSTOM_PROBES && !rc; i++)
        rc = write_probe(dir, 32, 1, CUSTOM_PROBES[i]);
    /* The unknown custom and Flex op again, as codes no operator uses (label
     * "unused custom NAME 1"): every build loads them (issue 27). */
    static const char *const unused[] = {"tfcompat_probe_unknown_op", "FlexTfcompatProbeUnknownOp"};
    for (size_t i = 0; i < sizeof unused / sizeof *unused && !rc; i++) rc = write_probe_ex(dir, 32, 1, unused[i], 1);
    for (size_t i = 0; i < sizeof TENSOR_PROBES / sizeof *TENSOR_PROBES && !rc; i++)
        rc = write_tensor_probe(dir, &TENSOR_PROBES[i]);
    /* One tensor of each element type the schema knows, and one past it:
     * which types the build converts. */
    static char type_names[TYPE_PROBES_MAX][32];
    int past = 0;
    for (int32_t type = 0; type < TYPE_PROBES_MAX && !past && !rc; type++) {
        const char *name = tfc_tflite_tensor_type_name(type);
        past = !*name;
        if (!past) snprintf(type_names[type], sizeof type_names[type], "type_%s", name);
        else snprintf(type_names[type], sizeof type_names[type], "type_%ld", (long)type);
        tensor_probe t = {type_names[type], -1, -1, 2, 0, (int8_t)type, 0};
        rc = write_tensor_probe(dir, &t);
    }
    tfc_resolver_free(standard);
    return rc;
}

static int write_list(const char *listpath, size_t from, size_t to)
{
    FILE *f = fopen(listpath, "w");
    if (!f) return -1;
    for (size_t i = from; i < to; i++) fprintf(f, "%s\n", probes[i].path);
    return fclose(f);
}

/* ---- corpus -------------------------------------------------------------- */

static const char *const CORPUS[] = {
    "corpus/tflite/audio_preprocessor_int8.tflite", "corpus/tflite/conv0.tflite",
    "corpus/tflite/dtln_noise_suppression.tflite", "corpus/tflite/hello_world_float.tflite",
    "corpus/tflite/hello_world_int8.tflite", "corpus/tflite/keyword_scrambled.tflite",
    "corpus/tflite/micro_speech_quantized.tflite", "corpus/tflite/mobilenet_v2_quantized_1x3x224x224.tflite",
    "corpus/tflite/parse_example_tflite.tflite", "corpus/tflite/person_detect_vela.tflite",
    "corpus/tflite/saved_model_half_plus_two_tflite.tflite", "corpus/tflite/simple_add_model.tflite",
    "corpus/tflite/trained_lstm_int8.tflite", "corpus/tflite_extra/face_detection_full_range_sparse.tflite",
    "corpus/tflite_extra/face_detection_short_range.tflite", "corpus/tflite_extra/hand_landmark_lite.tflite",
    "corpus/tflite_extra/selfie_segmentation.tflite",
};

static int add_corpus(void)
{
    for (size_t i = 0; i < sizeof CORPUS / sizeof *CORPUS; i++) {
        if (nprobes == MAX_PROBES) return -1;
        probe *p = &probes[nprobes++];
        snprintf(p->path, sizeof p->path, "%s/%s", TFC_TEST_DIR, CORPUS[i]);
        const char *base = strrchr(CORPUS[i], '/');
        snprintf(p->label, sizeof p->label, "corpus %s", base ? base + 1 : CORPUS[i]);
        p->code = -1;
    }
    return 0;
}

/* ---- answers ----------------------------------------------------------- */

typedef struct answer {
    char status[16];      /* resolved | unresolved | refused */
    char message[MAX_LINE];
} answer;

static answer runtime_answers[MAX_PROBES];

/* The library's answer: check with the structure flag, as the CLI does. */
static int library_answer(const probe *p, const tfc_resolver *r, answer *out)
{
    tfc_tflite_options o;
    tfc_tflite_options_init(&o, sizeof o);
    o.flags = TFC_TFLITE_ANY_IDENTIFIER;
    tfc_tflite_model *m;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_tflite_model_open(&m, p->path, &o, &err) != TFC_OK) {
        snprintf(out->status, sizeof out->status, "refused");
        snprintf(out->message, sizeof out->message, "unreadable: %s", err.message);
        return 0;
    }
    tfc_verdict *v;
    int32_t rc = tfc_resolver_check(&v, m, r, TFC_TFLITE_CHECK_STRUCTURE, &err);
    tfc_tflite_model_free(m);
    if (rc != TFC_OK) {
        fprintf(stderr, "%s: check failed: %s\n", p->path, err.message);
        return -1;
    }
    out->message[0] = 0;
    snprintf(out->status, sizeof out->status, "resolved");
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++) {
        if (tfc_verdict_finding_severity(v, i) != TFC_SEVERITY_ERROR) continue;
        int32_t reason = tfc_verdict_finding_reason(v, i);
        int unresolved = reason == TFC_REASON_UNSUPPORTED_OP_VERSION || reason == TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE ||
                         reason == TFC_REASON_UNRESOLVED_CUSTOM_OP;
        snprintf(out->status, sizeof out->status, "%s", unresolved ? "unresolved" : "refused");
        snprintf(out->message, sizeof out->message, "%s", tfc_verdict_finding_message(v, i));
        break;
    }
    tfc_verdict_free(v);
    return 0;
}

/* Runs probe.mjs on probes [from, to) and fills runtime_answers. */
static int run_runtime(const char *runtime, const char *dir, size_t from, size_t to)
{
    char list[600], cmd[2048];
    snprintf(list, sizeof list, "%s/%s.list", dir, runtime);
    if (write_list(list, from, to)) return -1;
    snprintf(cmd, sizeof cmd, "'%s' '%s/runtime/probe.mjs' '%s' '%s'", TFC_NODE_PATH, TFC_TEST_DIR, runtime, list);
    FILE *f = popen(cmd, "r");
    if (!f) return -1;
    static char line[MAX_LINE * 2];
    size_t got = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        char *t1 = strchr(line, '\t');
        char *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
        if (!t2) continue;
        *t1 = *t2 = 0;
        for (size_t i = from; i < to; i++)
            if (!strcmp(probes[i].path, line)) {
                snprintf(runtime_answers[i].status, sizeof runtime_answers[i].status, "%s", t1 + 1);
                snprintf(runtime_answers[i].message, sizeof runtime_answers[i].message, "%s", t2 + 1);
                got++;
                break;
            }
    }
    int st = pclose(f);
    if (st != 0 || got != to - from) {
        fprintf(stderr, "%s: probe.mjs exit status %d, %zu of %zu answers\n", runtime, st, got, to - from);
        return -1;
    }
    return 0;
}

/* ---- expectations -------------------------------------------------------- */

typedef struct expectation {
    char runtime[64], against[64], label[160], runtime_status[16], library_status[16];
    int seen;
} expectation;

static expectation expected[512];
static size_t nexpected;
static char matching_release[16][2][64];
static size_t nmatching;

/*
 * tests/runtime/expectations.txt:
 *   release RUNTIME X.Y.Z     the release the build is compared with
 *   differ RUNTIME AGAINST RUNTIME_STATUS LIBRARY_STATUS LABEL...   # why
 * AGAINST is "release" or "profile"; LABEL is the probe label ("ADD 7",
 * "custom Mfcc 1", "corpus NAME.tflite").
 */
static int read_expectations(void)
{
    char path[600];
    snprintf(path, sizeof path, "%s/runtime/expectations.txt", TFC_TEST_DIR);
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return -1;
    }
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        char *hash = strchr(line, '#');
        if (hash) *hash = 0;
        char kw[32], a[64], b[64], c[16], d[16];
        int n = 0;
        if (sscanf(line, "%31s", kw) != 1) continue;
        if (!strcmp(kw, "release") && sscanf(line, "%*s %63s %63s", a, b) == 2 && nmatching < 16) {
            snprintf(matching_release[nmatching][0], 64, "%s", a);
            snprintf(matching_release[nmatching][1], 64, "%s", b);
            nmatching++;
        } else if (!strcmp(kw, "differ") && sscanf(line, "%*s %63s %63s %15s %15s %n", a, b, c, d, &n) == 4 && n &&
                   nexpected < sizeof expected / sizeof *expected) {
            expectation *e = &expected[nexpected++];
            snprintf(e->runtime, sizeof e->runtime, "%s", a);
            snprintf(e->against, sizeof e->against, "%s", b);
            snprintf(e->runtime_status, sizeof e->runtime_status, "%s", c);
            snprintf(e->library_status, sizeof e->library_status, "%s", d);
            char *label = line + n;
            label[strcspn(label, "\r\n")] = 0;
            size_t l = strlen(label);
            while (l && (label[l - 1] == ' ' || label[l - 1] == '\t')) label[--l] = 0;
            snprintf(e->label, sizeof e->label, "%s", label);
        } else {
            fprintf(stderr, "%s: cannot read: %s", path, line);
            fclose(f);
            return -1;
        }
    }
    fclose(f);
    return 0;
}

static expectation *find_expectation(const char *runtime, const char *against, const char *label)
{
    for (size_t i = 0; i < nexpected; i++)
        if (!strcmp(expected[i].runtime, runtime) && !strcmp(expected[i].against, against) &&
            !strcmp(expected[i].label, label))
            return &expected[i];
    return NULL;
}

/* The runtime's first message line (probe.mjs joins lines with " | "). */
static int first_message_is(const char *runtime_message, const char *library_message)
{
    size_t n = strlen(library_message);
    return !strncmp(runtime_message, library_message, n) && (!runtime_message[n] || runtime_message[n] == ' ');
}

static void compare(const char *runtime, const char *against, const tfc_resolver *r, size_t from, size_t to,
                    int strict_messages)
{
    size_t disagreements = 0;
    for (size_t i = from; i < to; i++) {
        const probe *p = &probes[i];
        answer lib;
        checks++;
        if (library_answer(p, r, &lib)) {
            failures++;
            continue;
        }
        answer *rt = &runtime_answers[i];
        /* A custom probe's node has no tensors and no options: a kernel that
         * resolved may trap in its own init ("memory access out of bounds").
         * Resolution is what the probe measures. */
        if (p->custom && !strcmp(rt->status, "refused")) snprintf(rt->status, sizeof rt->status, "resolved");
        int same = !strcmp(rt->status, lib.status);
        /* The message of an unresolved builtin, and of a tensor refused at
         * load, is the runtime's own text. */
        int own_text = (!strcmp(lib.status, "unresolved") &&
                        (!strncmp(lib.message, "Didn't find op", 14) || !strncmp(lib.message, "Op builtin_code", 15))) ||
                       (!strcmp(lib.status, "refused") && !strncmp(p->label, "tensor ", 7));
        if (same && strict_messages && !p->custom && own_text && !first_message_is(rt->message, lib.message)) {
            /* Listed with the same status on both sides: same outcome, the
             * runtime's message differs (a code the release does not know). */
            expectation *m = find_expectation(runtime, against, p->label);
            if (m && !strcmp(m->runtime_status, rt->status) && !strcmp(m->library_status, lib.status)) {
                m->seen = 1;
                disagreements++;
                continue;
            }
            printf("MESSAGE %s vs %s: %s: runtime \"%s\", library \"%s\"\n", runtime, against, p->label, rt->message,
                   lib.message);
            failures++;
            continue;
        }
        expectation *e = find_expectation(runtime, against, p->label);
        if (same && (!e || e->seen)) continue;
        if (!same && e && !strcmp(e->runtime_status, rt->status) && !strcmp(e->library_status, lib.status)) {
            e->seen = 1;
            disagreements++;
            continue;
        }
        failures++;
        if (same)
            printf("STALE %s vs %s: %s: listed as %s/%s, both now say %s\n", runtime, against, p->label,
                   e->runtime_status, e->library_status, rt->status);
        else
            printf("DIFFER %s vs %s: %s: runtime %s (%s), library %s (%s)\n", runtime, against, p->label, rt->status,
                   rt->message, lib.status, lib.message);
    }
    printf("%s vs %s: %zu models, %zu documented disagreements\n", runtime, against, to - from, disagreements);
}

static const char *release_for(const char *runtime)
{
    for (size_t i = 0; i < nmatching; i++)
        if (!strcmp(matching_release[i][0], runtime)) return matching_release[i][1];
    return NULL;
}

/* "litertjs-2.5.3" -> "litertjs@2.5.3": the first '-' before a digit. */
static void profile_name(const char *runtime, char *out, size_t n)
{
    snprintf(out, n, "%s", runtime);
    for (char *c = out; *c; c++)
        if (*c == '-' && c[1] >= '0' && c[1] <= '9') {
            *c = '@';
            break;
        }
}

/*
 * The matching release built like the runtime: `release X.Y.Z`, the
 * release's standard interpreter (its builtin ops and the custom ops its
 * standard resolver registers), then, from the runtime's profile, the
 * build properties (custom_ops, variable_tensors, tensor_types,
 * tensor_type_refused), not its custom ops: the release's own custom ops
 * are compared with the build's. Custom probes, tensor probes and corpus
 * models are compared against it, so that what differs from the release
 * is only what the release lacks or has: builds between releases.
 */
static int release_like_build(tfc_resolver **out, const char *release, const char *profile, tfc_error *err)
{
    char path[512];
    snprintf(path, sizeof path, "%s/../data/resolvers/%s.txt", TFC_TEST_DIR, profile);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err->message, sizeof err->message, "cannot read the profile %s.txt", profile);
        return 1;
    }
    static char text[1 << 16];
    size_t n = (size_t)snprintf(text, sizeof text, "release %s\n", release);
    char line[1024];
    static const char *const keep[] = {"custom_ops ", "variable_tensors ", "tensor_types ", "tensor_type_refused "};
    while (fgets(line, sizeof line, f)) {
        for (size_t k = 0; k < sizeof keep / sizeof keep[0]; k++)
            if (!strncmp(line, keep[k], strlen(keep[k])) && n + strlen(line) < sizeof text) {
                memcpy(text + n, line, strlen(line) + 1);
                n += strlen(line);
                break;
            }
    }
    fclose(f);
    return tfc_resolver_parse(out, text, n, NULL, err) != TFC_OK;
}

static int run(int argc, char **argv)
{
    if (read_expectations()) return 1;
    char tmpl[] = "/tmp/tfc_runtime_XXXXXX";
    const char *dir = mkdtemp(tmpl);
    if (!dir) {
        perror("mkdtemp");
        return 1;
    }
    if (write_probes(dir) || add_corpus()) {
        fprintf(stderr, "cannot write probe models in %s\n", dir);
        return 1;
    }

    for (int a = 1; a < argc; a++) {
        const char *runtime = argv[a];
        char profile[128];
        profile_name(runtime, profile, sizeof profile);
        if (run_runtime(runtime, dir, 0, nprobes)) {
            failures++;
            continue;
        }
        tfc_resolver *r;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        if (tfc_resolver_for_release(&r, profile, NULL, &err) != TFC_OK) {
            printf("FAIL %s: no runtime profile: %s\n", runtime, err.message);
            failures++;
        } else {
            compare(runtime, "profile", r, 0, nprobes, 1);
            tfc_resolver_free(r);
        }
        const char *release = release_for(runtime);
        if (!release) {
            printf("FAIL %s: expectations.txt names no matching release\n", runtime);
            failures++;
        } else if (tfc_resolver_for_release(&r, release, NULL, &err) != TFC_OK) {
            printf("FAIL %s: release %s: %s\n", runtime, release, err.message);
            failures++;
        } else {
            compare(runtime, "release", r, 0, nbuiltin_probes, 1);
            tfc_resolver_free(r);
            /* The rest against the release built like the runtime. */
            if (release_like_build(&r, release, profile, &err)) {
                printf("FAIL %s: release %s built like %s: %s\n", runtime, release, profile, err.message);
                failures++;
            } else {
                compare(runtime, "release", r, nbuiltin_probes, nprobes, 1);
                tfc_resolver_free(r);
            }
        }
    }
    for (size_t i = 0; i < nexpected; i++) {
        int listed = 0;
        for (int a = 1; a < argc; a++) listed |= !strcmp(argv[a], expected[i].runtime);
        if (listed && !expected[i].seen) {
            printf("STALE %s vs %s: %s: listed, not observed\n", expected[i].runtime, expected[i].against,
                   expected[i].label);
            failures++;
        }
    }
    for (size_t i = 0; i < nprobes; i++)
        if (probes[i].code >= 0) unlink(probes[i].path);
    for (int a = 1; a < argc; a++) {
        char list[600];
        snprintf(list, sizeof list, "%s/%s.list", dir, argv[a]);
        unlink(list);
    }
    rmdir(dir);
    printf("%d checks: %d passed, %d failed\n", checks, checks - failures, failures);
    return failures ? 1 : 0;
}

/*
 * --releases DIR RESULTS REL...: with the probes of --write-probes DIR and a
 * runtime's answers (probe.mjs output), how far each release's builtin ops
 * are from the runtime's: "missing" = (op, version) the runtime resolves and
 * the release lacks, "extra" = the release has and the runtime refuses.
 */
static int compare_releases(const char *dir, const char *results, int nrel, char **rels)
{
    if (write_probes(dir)) return 1;
    FILE *f = fopen(results, "r");
    if (!f) {
        perror(results);
        return 1;
    }
    static char line[MAX_LINE * 2];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        char *t1 = strchr(line, '\t');
        char *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
        if (!t2) continue;
        *t1 = *t2 = 0;
        for (size_t i = 0; i < nprobes; i++)
            if (!strcmp(probes[i].path, line))
                snprintf(runtime_answers[i].status, sizeof runtime_answers[i].status, "%s", t1 + 1);
    }
    fclose(f);
    for (int k = 0; k < nrel; k++) {
        tfc_resolver *r;
        if (tfc_resolver_for_release(&r, rels[k], NULL, NULL) != TFC_OK) return 1;
        size_t missing = 0, extra = 0;
        char first_missing[160] = "", first_extra[160] = "";
        for (size_t i = 0; i < nbuiltin_probes; i++) {
            if (!runtime_answers[i].status[0]) continue;
            int rt = !strcmp(runtime_answers[i].status, "resolved");
            int lib = probes[i].code <= tfc_resolver_max_builtin(r) &&
                      tfc_resolver_has_builtin(r, probes[i].code, probes[i].version);
            if (rt && !lib && !missing++) snprintf(first_missing, sizeof first_missing, "%s", probes[i].label);
            if (!rt && lib && !extra++) snprintf(first_extra, sizeof first_extra, "%s", probes[i].label);
        }
        printf("%s\tmissing %zu%s%s%s\textra %zu%s%s%s\n", rels[k], missing, missing ? " (first: " : "", first_missing,
               missing ? ")" : "", extra, extra ? " (first: " : "", first_extra, extra ? ")" : "");
        tfc_resolver_free(r);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 4 && !strcmp(argv[1], "--releases")) return compare_releases(argv[2], argv[3], argc - 4, argv + 4);
    if (argc == 3 && !strcmp(argv[1], "--write-probes")) {
        if (mkdir(argv[2], 0777) && errno != EEXIST) {
            perror(argv[2]);
            return 1;
        }
        char list[600];
        snprintf(list, sizeof list, "%s/probes.list", argv[2]);
        if (write_probes(argv[2]) || write_list(list, 0, nprobes)) {
            fprintf(stderr, "cannot write probes in %s\n", argv[2]);
            return 1;
        }
        /* The label of each probe, for the profile generator. */
        snprintf(list, sizeof list, "%s/probes.labels", argv[2]);
        FILE *f = fopen(list, "w");
        if (!f) return 1;
        for (size_t i = 0; i < nprobes; i++) fprintf(f, "%s\t%s\n", probes[i].path, probes[i].label);
        return fclose(f) ? 1 : 0;
    }
    if (argc < 2) {
        fprintf(stderr, "usage: test_litert_runtime RUNTIME... | --write-probes DIR\n");
        return 64;
    }
    return run(argc, argv);
}
