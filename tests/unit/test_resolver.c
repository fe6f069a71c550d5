/*
 * Tests for tfcompat/resolver.h: exact (op, version) lookup, resolver files,
 * bad indices as findings, the largest builtin code per runtime, the embedded
 * runtime profiles, the load-time tensor checks of the model check, and the
 * build properties of measured runtimes (custom_ops, variable_tensors,
 * tensor_types, tensor_type_refused).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "fbbuild.h"
#include "tflmodel.h"
#include "tjson.h"
#include "tcli.h"
#include "topen.h"
#include "treg.h"

static void bad_indices_are_findings(void **state)
{
    (void)state;
    opcode_spec codes[] = {{1, 0, 0, 0, 0, 0, NULL}};
    /* opcode 7 of 1; input tensor 50 of 2; -1 (optional) is fine; output -7. */
    op_spec ops[] = {{0, {0, -1}, 2, {1}, 1}, {7, {50}, 1, {-7}, 1}};
    model_spec s = {.codes = codes, .ncodes = 1, .ops = ops, .nops = 2, .ntensors = 2, .tensor_buffer = 77,
                    .nbuffers = 1, .min_runtime = "1.5.0", .min_runtime_buffer = 99};
    built b;
    build_model(&s, &b);
    tfc_tflite_model *m = parse_ok(&b);
    /* The metadata's buffer index is out of range: no stored value. */
    assert_null(tfc_tflite_model_min_runtime_version(m));
    int64_t size;
    assert_int_equal(tfc_tflite_model_metadata(NULL, NULL, &size, m, 0), TFC_OK);
    assert_int_equal(size, -1);
    tfc_resolver *r = standard();
    tfc_verdict *v = check(m, r, 0);
    assert_true(tfc_verdict_accepted(v)); /* without the structure walk only codes are looked at */
    tfc_verdict_free(v);
    v = check(m, r, TFC_TFLITE_CHECK_STRUCTURE);
    assert_false(tfc_verdict_accepted(v));
    assert_int_equal(tfc_verdict_finding_count(v), 5);
    for (size_t i = 0; i < 5; i++) assert_int_equal(tfc_verdict_finding_reason(v, i), TFC_REASON_BAD_INDEX);
    assert_string_equal(tfc_verdict_finding_message(v, 0), "Metadata 0 specifies out of range buffer 99 (only 1 buffers).");
    assert_string_equal(tfc_verdict_finding_message(v, 1), "Tensor 0 specifies out of range buffer 77 (only 1 buffers).");
    assert_string_equal(tfc_verdict_finding_message(v, 2), "Missing registration for opcode_index 7");
    assert_string_equal(tfc_verdict_finding_message(v, 3),
                        "Invalid tensor index 50 in node input. The subgraph has 2 tensors");
    assert_string_equal(tfc_verdict_finding_message(v, 4),
                        "Invalid tensor index -7 in node output. The subgraph has 2 tensors");
    tfc_verdict_free(v);
    /* Getters on the bad operator stay safe. */
    tfc_tflite_operator_info oi = {.size = sizeof oi};
    assert_int_equal(tfc_tflite_model_operator(&oi, m, 0, 1, NULL), TFC_OK);
    assert_int_equal(oi.opcode_index, 7);
    tfc_tflite_opcode_info oc = {.size = sizeof oc};
    assert_int_equal(tfc_tflite_model_opcode(&oc, m, oi.opcode_index), TFC_E_RANGE);
    /* Versions and delegates skip the node they cannot resolve. */
    tfc_op_versions *vers;
    assert_int_equal(tfc_op_versions_compute(&vers, m, NULL), TFC_OK);
    tfc_op_versions_free(vers);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
    fbb_free(b.b);
}

static void resolvers_look_up_exact_versions(void **state)
{
    (void)state;
    tfc_resolver *r;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_resolver_new(&r, NULL, &err), TFC_OK);
    assert_int_equal(tfc_resolver_add_builtin(r, 3, 1, 3, &err), TFC_OK);
    assert_int_equal(tfc_resolver_add_builtin(r, 3, 5, 5, &err), TFC_OK);
    assert_int_equal(tfc_resolver_add_builtin(r, 9, 4, 2, &err), TFC_OK); /* empty range */
    assert_int_equal(tfc_resolver_add_builtin(r, 9, 0, 2, &err), TFC_E_BAD_VALUE);
    assert_int_equal(tfc_resolver_add_builtin(r, -1, 1, 2, &err), TFC_E_BAD_VALUE);
    assert_int_equal(tfc_resolver_add_custom(r, "Mfcc", 1, 2, &err), TFC_OK);
    assert_true(tfc_resolver_has_builtin(r, 3, 1));
    assert_true(tfc_resolver_has_builtin(r, 3, 3));
    assert_false(tfc_resolver_has_builtin(r, 3, 4)); /* no "closest lower version" */
    assert_true(tfc_resolver_has_builtin(r, 3, 5));
    assert_false(tfc_resolver_has_builtin(r, 3, 6));
    assert_false(tfc_resolver_has_builtin(r, 9, 3));
    assert_true(tfc_resolver_has_custom(r, "Mfcc", 2));
    assert_false(tfc_resolver_has_custom(r, "mfcc", 1)); /* case-sensitive */
    assert_false(tfc_resolver_has_custom(r, "Mfcc", 3));
    tfc_resolver_free(r);

    /* The standard resolver: CONV_2D 1..8, BROADCAST_TO starts at 2, CALL absent. */
    r = standard();
    assert_true(tfc_resolver_has_builtin(r, 3, 8));
    assert_false(tfc_resolver_has_builtin(r, 3, 9));
    int32_t code;
    assert_int_equal(tfc_tflite_builtin_code(&code, "BROADCAST_TO"), TFC_OK);
    assert_false(tfc_resolver_has_builtin(r, code, 1));
    assert_true(tfc_resolver_has_builtin(r, code, 2));
    assert_int_equal(tfc_tflite_builtin_code(&code, "CALL"), TFC_OK);
    assert_false(tfc_resolver_has_builtin(r, code, 1));
    assert_true(tfc_resolver_has_custom(r, "TFLite_Detection_PostProcess", 1));
    assert_int_equal(tfc_tflite_builtin_code(&code, "NO_SUCH_OP"), TFC_E_NOT_FOUND);
    tfc_resolver_free(r);

    /* A release: (op, v) whose first runtime is at or before it. */
    assert_int_equal(tfc_resolver_for_release(&r, "2.4.0", NULL, &err), TFC_OK);
    assert_true(tfc_resolver_has_builtin(r, 0, 1));          /* ADD v1: 1.5.0 */
    assert_true(tfc_resolver_has_builtin(r, 4, 3));          /* DEPTHWISE v3: 1.14.0 */
    assert_false(tfc_resolver_has_builtin(r, 150, 1));       /* GELU: 2.9.0 */
    tfc_resolver_free(r);
    assert_int_equal(tfc_resolver_for_release(&r, "2.10.0", NULL, &err), TFC_OK);
    assert_true(tfc_resolver_has_builtin(r, 150, 1));        /* 2.9.0 <= 2.10.0 as numbers */
    tfc_resolver_free(r);
    assert_int_equal(tfc_resolver_for_release(&r, "two", NULL, &err), TFC_E_BAD_VALUE);
    assert_null(r);
    assert_int_equal(tfc_resolver_for_release(&r, "2..4", NULL, &err), TFC_E_BAD_VALUE);
}

/* Ranges added in any order, overlapping or touching, answer exactly as
 * their union; a text's lines may come in any order and repeat. */
static void ranges_merge_in_any_order(void **state)
{
    (void)state;
    tfc_resolver *r;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_resolver_new(&r, NULL, &err), TFC_OK);
    /* code 3: 9..10, then 1..2, then 5..5, then 3..4 (touches 1..2 and 5),
     * then 2..3 (inside); code 7 between them; code 1 before */
    static const int32_t adds[][3] = {{3, 9, 10}, {3, 1, 2}, {7, 2, 2}, {3, 5, 5}, {1, 4, 4}, {3, 3, 4}, {3, 2, 3}};
    for (size_t i = 0; i < sizeof adds / sizeof adds[0]; i++)
        assert_int_equal(tfc_resolver_add_builtin(r, adds[i][0], adds[i][1], adds[i][2], &err), TFC_OK);
    for (int32_t v = 0; v <= 12; v++)
        assert_int_equal(tfc_resolver_has_builtin(r, 3, v), (v >= 1 && v <= 5) || v == 9 || v == 10);
    assert_true(tfc_resolver_has_builtin(r, 7, 2));
    assert_false(tfc_resolver_has_builtin(r, 7, 1));
    assert_true(tfc_resolver_has_builtin(r, 1, 4));
    assert_false(tfc_resolver_has_builtin(r, 2, 4));
    /* one range over all of code 3 */
    assert_int_equal(tfc_resolver_add_builtin(r, 3, 1, 20, &err), TFC_OK);
    for (int32_t v = 1; v <= 20; v++) assert_true(tfc_resolver_has_builtin(r, 3, v));
    assert_false(tfc_resolver_has_builtin(r, 3, 21));
    assert_true(tfc_resolver_has_builtin(r, 7, 2));
    tfc_resolver_free(r);

    /* the same from text, lines in descending order */
    static const char text[] = "builtin 3 9 10\nbuiltin 3 5\nbuiltin 3 3 4\nbuiltin 3 1 2\nbuiltin 7 2\n";
    assert_int_equal(tfc_resolver_parse(&r, text, sizeof text - 1, NULL, &err), TFC_OK);
    for (int32_t v = 0; v <= 12; v++)
        assert_int_equal(tfc_resolver_has_builtin(r, 3, v), (v >= 1 && v <= 5) || v == 9 || v == 10);
    tfc_resolver_free(r);

    /* repeated whole-runtime lines answer as one of each */
    tfc_resolver *once, *many;
    static const char one[] = "release 2.4.0\nstandard\n";
    static const char rep[] = "standard\nrelease 2.4.0\nrelease 2.4.0\nstandard\nrelease 2.4.1\nstandard\n";
    assert_int_equal(tfc_resolver_parse(&once, one, sizeof one - 1, NULL, &err), TFC_OK);
    assert_int_equal(tfc_resolver_parse(&many, rep, sizeof rep - 1, NULL, &err), TFC_OK);
    for (int32_t code = 0; code < 220; code++)
        for (int32_t v = 1; v <= 12; v++)
            assert_int_equal(tfc_resolver_has_builtin(once, code, v), tfc_resolver_has_builtin(many, code, v));
    assert_int_equal(tfc_resolver_max_builtin(once), tfc_resolver_max_builtin(many));
    tfc_resolver_free(once);
    tfc_resolver_free(many);
}

static void resolver_files_parse(void **state)
{
    (void)state;
    const char text[] = "# a runtime with one extra custom op\n"
                        "release 1.14.0\n"
                        "builtin GELU 1 2   # later ops, by name\n"
                        "builtin 3 5\n"
                        "custom MyOp 1\n\n";
    tfc_resolver *r;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_resolver_parse(&r, text, strlen(text), NULL, &err), TFC_OK);
    assert_true(tfc_resolver_has_builtin(r, 150, 2));
    assert_false(tfc_resolver_has_builtin(r, 150, 3));
    assert_true(tfc_resolver_has_builtin(r, 3, 5));
    assert_true(tfc_resolver_has_builtin(r, 4, 3));
    assert_true(tfc_resolver_has_custom(r, "MyOp", 1));
    tfc_resolver_free(r);
    const char *bad[] = {"builtin NOPE 1\n", "builtin CONV_2D x\n", "frobnicate\n", "custom A 0 1\n",
                         "release 1.x\n", "builtin CONV_2D 1 2 3 4 5 6\n"};
    const int32_t codes[] = {TFC_E_PARSE, TFC_E_PARSE, TFC_E_PARSE, TFC_E_BAD_VALUE, TFC_E_BAD_VALUE, TFC_E_PARSE};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char doc[256];
        snprintf(doc, sizeof doc, "standard\n%s", bad[i]);
        assert_int_equal(tfc_resolver_parse(&r, doc, strlen(doc), NULL, &err), codes[i]);
        assert_null(r);
        assert_non_null(strstr(err.message, "line 2"));
    }
}

/* ---- largest builtin code, runtime profiles, load-time tensor checks ---- */

static tfc_verdict *check_one_code(tfc_resolver *r, int32_t code, int32_t version)
{
    opcode_spec codes[] = {{1, (int8_t)(code < 127 ? code : 127), 1, code, 1, version, NULL}};
    model_spec s = {.codes = codes, .ncodes = 1, .ops = ONE_OP, .nops = 1, .ntensors = 2, .nbuffers = 1};
    built b;
    build_model(&s, &b);
    tfc_tflite_model *m = parse_ok(&b);
    tfc_verdict *v = check(m, r, TFC_TFLITE_CHECK_STRUCTURE);
    tfc_tflite_model_free(m);
    fbb_free(b.b);
    return v;
}

static void largest_builtin_code_per_runtime(void **state)
{
    (void)state;
    int32_t sign, cbrt, unsorted_min;
    assert_int_equal(tfc_tflite_builtin_code(&sign, "SIGN"), TFC_OK);
    assert_int_equal(tfc_tflite_builtin_code(&cbrt, "STABLEHLO_CBRT"), TFC_OK);
    assert_int_equal(tfc_tflite_builtin_code(&unsorted_min, "UNSORTED_SEGMENT_MIN"), TFC_OK);
    assert_int_equal(tfc_resolver_max_builtin(NULL), tfc_tflite_builtin_count() - 1);

    /* 2.10.0's largest mapped code is ATAN2 (156): SIGN is out of range there. */
    tfc_resolver *r;
    assert_int_equal(tfc_resolver_for_release(&r, "2.10.0", NULL, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_max_builtin(r), unsorted_min - 1);
    tfc_verdict *v = check_one_code(r, sign, 1);
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "Op builtin_code out of range: 158. Are you using old TFLite binary with newer model?");
    tfc_verdict_free(v);
    /* Set explicitly: the code is known, version 1 is not registered. */
    assert_int_equal(tfc_resolver_set_max_builtin(r, sign, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_max_builtin(r), sign);
    v = check_one_code(r, sign, 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_UNSUPPORTED_OP_VERSION);
    tfc_verdict_free(v);
    assert_int_equal(tfc_resolver_set_max_builtin(r, -1, NULL), TFC_E_BAD_VALUE);
    assert_int_equal(tfc_resolver_set_max_builtin(NULL, 3, NULL), TFC_E_INVALID_ARGUMENT);
    tfc_resolver_free(r);

    /* STABLEHLO_CBRT v1: no build registers it, neither the release map nor standard. */
    assert_null(tfc_runtime_first(cbrt, 1));
    assert_int_equal(tfc_resolver_for_release(&r, "2.23.0", NULL, NULL), TFC_OK);
    assert_false(tfc_resolver_has_builtin(r, cbrt, 1));
    tfc_resolver_free(r);
    r = standard();
    assert_false(tfc_resolver_has_builtin(r, cbrt, 1));
    assert_int_equal(tfc_resolver_max_builtin(r), tfc_tflite_builtin_count() - 1);
    tfc_resolver_free(r);

    /* Resolver files: the directive by name or code; the union of two
     * releases knows the later schema; an explicit value wins. */
    static const char text[] = "release 2.10.0\nrelease 2.11.0\n";
    assert_int_equal(tfc_resolver_parse(&r, text, sizeof text - 1, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_max_builtin(r), sign);
    tfc_resolver_free(r);
    static const char text2[] = "standard\nmax_builtin_code SIGN\n";
    assert_int_equal(tfc_resolver_parse(&r, text2, sizeof text2 - 1, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_max_builtin(r), sign);
    tfc_resolver_free(r);
    static const char text3[] = "max_builtin_code 40\nstandard\n";
    assert_int_equal(tfc_resolver_parse(&r, text3, sizeof text3 - 1, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_max_builtin(r), 40);
    tfc_resolver_free(r);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    static const char bad[] = "max_builtin_code NOT_AN_OP\n";
    assert_int_equal(tfc_resolver_parse(&r, bad, sizeof bad - 1, NULL, &err), TFC_E_PARSE);
    assert_string_equal(err.message, "line 1: unknown builtin op \"NOT_AN_OP\"");
}

static void runtime_profiles_are_embedded(void **state)
{
    (void)state;
    size_t n = tfc_resolver_profile_count();
    assert_true(n >= 2);
    assert_null(tfc_resolver_profile_name(n));
    int have_litert = 0, have_tfjs = 0;
    for (size_t i = 0; i < n; i++) {
        const char *name = tfc_resolver_profile_name(i);
        assert_non_null(strchr(name, '@'));
        have_litert |= !strcmp(name, "litertjs@2.5.3");
        have_tfjs |= !strcmp(name, "tfjs-tflite@0.0.1-alpha.10");
    }
    assert_true(have_litert && have_tfjs);

    int32_t add, mul, sign, cbrt;
    assert_int_equal(tfc_tflite_builtin_code(&add, "ADD"), TFC_OK);
    assert_int_equal(tfc_tflite_builtin_code(&mul, "MUL"), TFC_OK);
    assert_int_equal(tfc_tflite_builtin_code(&sign, "SIGN"), TFC_OK);
    assert_int_equal(tfc_tflite_builtin_code(&cbrt, "STABLEHLO_CBRT"), TFC_OK);
    tfc_resolver *r;
    /* Measured: LiteRT.js 2.5.3 has ADD 1..6 (ADD 6 is a 2.23.0 pair), not CBRT. */
    assert_int_equal(tfc_resolver_for_release(&r, "litertjs@2.5.3", NULL, NULL), TFC_OK);
    assert_true(tfc_resolver_has_builtin(r, add, 6));
    assert_false(tfc_resolver_has_builtin(r, add, 7));
    assert_false(tfc_resolver_has_builtin(r, cbrt, 1));
    assert_true(tfc_resolver_has_custom(r, "TFLite_Detection_PostProcess", 1));
    assert_int_equal(tfc_resolver_max_builtin(r), tfc_tflite_builtin_count() - 1);
    tfc_resolver_free(r);
    /* tfjs-tflite alpha.10: 2.10.0 plus MUL 6 and SIGN 1, schema up to SIGN. */
    static const char text[] = "release tfjs-tflite@0.0.1-alpha.10\n";
    assert_int_equal(tfc_resolver_parse(&r, text, sizeof text - 1, NULL, NULL), TFC_OK);
    assert_true(tfc_resolver_has_builtin(r, mul, 6));
    assert_true(tfc_resolver_has_builtin(r, sign, 1));
    assert_false(tfc_resolver_has_builtin(r, sign, 2));
    assert_int_equal(tfc_resolver_max_builtin(r), sign);
    tfc_verdict *v = check_one_code(r, sign + 1, 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE);
    tfc_verdict_free(v);
    tfc_resolver_free(r);

    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_resolver_for_release(&r, "nope@1.0", NULL, &err), TFC_E_BAD_VALUE);
    assert_null(r);
    assert_non_null(strstr(err.message, "\"nope@1.0\" is not a known runtime profile (known: "));
    assert_non_null(strstr(err.message, "litertjs@2.5.3"));
}

typedef struct quant_spec {
    int nscale;          /* -1: no scale vector */
    int nzero;           /* -1: no zero_point vector */
    int has_qdim;
    int32_t qdim;
    int rank;            /* shape {1, 4, 3, 2}[0..rank) */
    int is_variable;
    int with_data;       /* tensor refers to buffer 1, which has data */
} quant_spec;

/* One tensor with the given quantization, checked with the structure flag. */
static tfc_verdict *check_tensor(const quant_spec *q)
{
    fbb *b = fbb_new();
    fbb_obj *root = fbb_table(b);
    fbb_u32(root, 0, 3);
    fbb_ref(root, 1, fbb_vec_objs(b));
    fbb_obj *sgs = fbb_vec_objs(b), *sg = fbb_table(b), *tensors = fbb_vec_objs(b);
    fbb_obj *t = fbb_table(b);
    int32_t shape[4] = {1, 4, 3, 2};
    fbb_ref(t, 0, fbb_vec_i32(b, shape, (size_t)q->rank));
    fbb_i8(t, 1, 9);
    if (q->with_data) fbb_u32(t, 2, 1);
    if (q->is_variable) fbb_u8(t, 5, 1);
    fbb_obj *qp = fbb_table(b);
    float scales[8] = {0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    int64_t zeros[8] = {0};
    if (q->nscale >= 0) fbb_ref(qp, 2, fbb_vec_scalars(b, scales, (size_t)q->nscale, 4));
    if (q->nzero >= 0) fbb_ref(qp, 3, fbb_vec_scalars(b, zeros, (size_t)q->nzero, 8));
    if (q->has_qdim) fbb_i32(qp, 6, q->qdim);
    fbb_ref(t, 4, qp);
    fbb_vec_push(tensors, t);
    fbb_ref(sg, 0, tensors);
    fbb_ref(sg, 3, fbb_vec_objs(b));
    fbb_vec_push(sgs, sg);
    fbb_ref(root, 2, sgs);
    fbb_obj *bufs = fbb_vec_objs(b);
    fbb_vec_push(bufs, fbb_table(b));
    fbb_obj *data = fbb_table(b);
    uint8_t bytes[8] = {0};
    fbb_ref(data, 0, fbb_vec_u8(b, bytes, 8));
    fbb_vec_push(bufs, data);
    fbb_ref(root, 4, bufs);
    built bt = {.b = b};
    bt.buf = fbb_finish(b, root, "TFL3", &bt.len);
    tfc_tflite_model *m = parse_ok(&bt);
    tfc_resolver *r = standard();
    tfc_verdict *v = check(m, r, TFC_TFLITE_CHECK_STRUCTURE);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
    fbb_free(b);
    return v;
}

static void load_time_tensor_checks(void **state)
{
    (void)state;
    static const struct {
        quant_spec q;
        int32_t reason;
        const char *message; /* NULL: accepted */
    } cases[] = {
        {{4, 4, 1, 1, 2, 0, 0}, 0, NULL},                       /* per-axis over dimension 1 (extent 4) */
        {{1, 1, 1, 3, 2, 0, 0}, TFC_REASON_BAD_QUANTIZATION,     /* the quantized person-detection model's fault */
         "quantized_dimension must be in range [0, 2). Was 3."},
        {{1, 1, 1, -1, 0, 0, 0}, TFC_REASON_BAD_QUANTIZATION, "quantized_dimension must be in range [0, 0). Was -1."},
        {{1, 1, 1, 7, 0, 0, 0}, 0, NULL},                       /* no shape: only a negative dimension fails */
        {{0, -1, 1, 9, 2, 0, 0}, 0, NULL},                      /* empty scale: no quantization, nothing read */
        {{-1, 2, 1, 9, 2, 0, 0}, 0, NULL},
        {{1, -1, 0, 0, 2, 0, 0}, TFC_REASON_BAD_QUANTIZATION,
         "Quantization parameters has non-null scale but null zero_point."},
        {{2, 1, 0, 0, 2, 0, 0}, TFC_REASON_BAD_QUANTIZATION,
         "QuantizationParam has 1 zero_point values and 2 scale values. Must have same number."},
        {{3, 3, 1, 1, 4, 0, 0}, TFC_REASON_BAD_QUANTIZATION,
         "num_scales must be 1 for per-layer quantization, or 4 for per-axis quantization, but got 3."},
        {{2, 2, 1, 3, 4, 0, 0}, 0, NULL},                       /* dimension 3 has extent 2 */
        {{-1, -1, 0, 0, 2, 1, 1}, TFC_REASON_BAD_TENSOR, "Tensor 0 is a variable tensor with buffer. It's not supported now."},
        {{-1, -1, 0, 0, 2, 1, 0}, 0, NULL},                     /* a variable without data loads */
        {{-1, -1, 0, 0, 2, 0, 1}, 0, NULL},                     /* a constant with data loads */
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        tfc_verdict *v = check_tensor(&cases[i].q);
        if (!cases[i].message) {
            if (!tfc_verdict_accepted(v)) fail_msg("case %zu: %s", i, tfc_verdict_finding_message(v, 0));
        } else {
            assert_false(tfc_verdict_accepted(v));
            assert_int_equal(tfc_verdict_finding_count(v), 1);
            assert_int_equal(tfc_verdict_finding_reason(v, 0), cases[i].reason);
            assert_string_equal(tfc_verdict_finding_message(v, 0), cases[i].message);
            assert_string_equal(tfc_verdict_finding_subject(v, 0), "subgraph 0 tensor 0");
        }
        tfc_verdict_free(v);
    }
}

/* ---- build properties (custom_ops, variable_tensors, tensor_types) ---- */

/*
 * Two custom operator codes (MyOp, FlexMyOp), one node each, and three
 * tensors: FLOAT32, a variable UINT64, a STRING; a second subgraph holds
 * one UINT16 tensor.
 */
static tfc_tflite_model *build_property_model(fbb **keep)
{
    fbb *b = fbb_new();
    fbb_obj *root = fbb_table(b);
    fbb_u32(root, 0, 3);
    fbb_obj *codes = fbb_vec_objs(b);
    const char *names[2] = {"MyOp", "FlexMyOp"};
    for (int i = 0; i < 2; i++) {
        fbb_obj *oc = fbb_table(b);
        fbb_i8(oc, 0, 32);
        fbb_ref(oc, 1, fbb_string(b, names[i]));
        fbb_i32(oc, 2, 1);
        fbb_i32(oc, 3, 32);
        fbb_vec_push(codes, oc);
    }
    fbb_ref(root, 1, codes);
    fbb_obj *sgs = fbb_vec_objs(b);
    static const int8_t types[2][3] = {{0, 12, 5}, {16, -1, -1}};
    for (int g = 0; g < 2; g++) {
        fbb_obj *sg = fbb_table(b), *tensors = fbb_vec_objs(b), *ops = fbb_vec_objs(b);
        for (int t = 0; t < 3 && types[g][t] >= 0; t++) {
            fbb_obj *tt = fbb_table(b);
            int32_t shape[2] = {1, 4};
            fbb_ref(tt, 0, fbb_vec_i32(b, shape, 2));
            fbb_i8(tt, 1, types[g][t]);
            if (g == 0 && t == 1) fbb_u8(tt, 5, 1);
            fbb_vec_push(tensors, tt);
        }
        for (uint32_t k = 0; g == 0 && k < 2; k++) {
            fbb_obj *op = fbb_table(b);
            fbb_u32(op, 0, k);
            fbb_ref(op, 1, fbb_vec_i32(b, NULL, 0));
            fbb_ref(op, 2, fbb_vec_i32(b, NULL, 0));
            fbb_vec_push(ops, op);
        }
        fbb_ref(sg, 0, tensors);
        fbb_ref(sg, 1, fbb_vec_i32(b, NULL, 0));
        fbb_ref(sg, 2, fbb_vec_i32(b, NULL, 0));
        fbb_ref(sg, 3, ops);
        fbb_vec_push(sgs, sg);
    }
    fbb_ref(root, 2, sgs);
    fbb_obj *bufs = fbb_vec_objs(b);
    fbb_vec_push(bufs, fbb_table(b));
    fbb_ref(root, 4, bufs);
    built bt = {.b = b};
    bt.buf = fbb_finish(b, root, "TFL3", &bt.len);
    *keep = b;
    return parse_ok(&bt);
}

typedef struct want_finding {
    int32_t reason, severity;
    const char *subject;
    int64_t value;
    const char *message;
} want_finding;

/* Checks m against the resolver text with `flags`: exactly these findings. */
static void expect_findings(const tfc_tflite_model *m, const char *text, uint32_t flags, const want_finding *want,
                            size_t n)
{
    tfc_resolver *r;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_resolver_parse(&r, text, strlen(text), NULL, &err) != TFC_OK) fail_msg("%s: %s", text, err.message);
    tfc_verdict *v = check(m, r, flags);
    if (tfc_verdict_finding_count(v) != n)
        fail_msg("%s: %zu findings, want %zu (first: %s)", text, tfc_verdict_finding_count(v), n,
                 tfc_verdict_finding_count(v) ? tfc_verdict_finding_message(v, 0) : "none");
    int accepted = 1;
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(tfc_verdict_finding_reason(v, i), want[i].reason);
        assert_int_equal(tfc_verdict_finding_severity(v, i), want[i].severity);
        assert_string_equal(tfc_verdict_finding_subject(v, i), want[i].subject);
        assert_int_equal(tfc_verdict_finding_value(v, i), want[i].value);
        assert_string_equal(tfc_verdict_finding_message(v, i), want[i].message);
        if (want[i].severity == TFC_SEVERITY_ERROR) accepted = 0;
    }
    assert_int_equal(tfc_verdict_accepted(v), accepted);
    tfc_verdict_free(v);
    tfc_resolver_free(r);
}

#define E TFC_SEVERITY_ERROR
#define W TFC_SEVERITY_WARNING
static const char UNRESOLVED_MYOP[] =
    "Encountered unresolved custom op: MyOp.\nSee instructions: https://www.tensorflow.org/lite/guide/ops_custom ";
static const char DEFERRED_MYOP[] =
    "Encountered unresolved custom op: MyOp. This runtime loads the model without preparing its nodes: the model "
    "fails at its first invocation.";
static const char DEFERRED_FLEX[] =
    "Select TensorFlow op FlexMyOp is not supported by this runtime. It loads the model without preparing its "
    "nodes: the model fails at its first invocation.";

static void build_properties_change_the_check(void **state)
{
    (void)state;
    fbb *b;
    tfc_tflite_model *m = build_property_model(&b);
    char flex[512];
    {
        /* Today's answer, the interpreter's: both custom ops stop the load. */
        tfc_resolver *r = standard();
        tfc_verdict *v = check(m, r, TFC_TFLITE_CHECK_STRUCTURE);
        assert_int_equal(tfc_verdict_finding_count(v), 2);
        snprintf(flex, sizeof flex, "%s", tfc_verdict_finding_message(v, 1));
        assert_non_null(strstr(flex, "Select TensorFlow op(s)"));
        tfc_verdict_free(v);
        tfc_resolver_free(r);
    }
    const want_finding plain[] = {{TFC_REASON_UNRESOLVED_CUSTOM_OP, E, "MyOp", 1, UNRESOLVED_MYOP},
                                  {TFC_REASON_UNRESOLVED_CUSTOM_OP, E, "FlexMyOp", 1, flex}};
    expect_findings(m, "standard\n", TFC_TFLITE_CHECK_STRUCTURE, plain, 2);
    /* Defaults written out, and a property set then reset, change nothing. */
    expect_findings(m,
                    "standard\ncustom_ops deferred\ncustom_ops load\n"
                    "variable_tensors refused \"no\"\nvariable_tensors supported\n",
                    TFC_TFLITE_CHECK_STRUCTURE, plain, 2);

    /* custom_ops deferred: warnings, the model loads. */
    const want_finding deferred[] = {{TFC_REASON_DEFERRED_CUSTOM_OP, W, "MyOp", 1, DEFERRED_MYOP},
                                     {TFC_REASON_DEFERRED_CUSTOM_OP, W, "FlexMyOp", 1, DEFERRED_FLEX}};
    expect_findings(m, "standard\ncustom_ops deferred\n", TFC_TFLITE_CHECK_STRUCTURE, deferred, 2);
    /* A registered custom op is no finding either way. */
    const want_finding flex_only[] = {{TFC_REASON_DEFERRED_CUSTOM_OP, W, "FlexMyOp", 1, DEFERRED_FLEX}};
    expect_findings(m, "custom MyOp 1\ncustom_ops deferred\n", 0, flex_only, 1);

    /* variable_tensors refused: one error per variable tensor, the message as written
     * ('#' inside the quotes is text, after them a comment). */
    const want_finding variable[] = {
        {TFC_REASON_DEFERRED_CUSTOM_OP, W, "MyOp", 1, DEFERRED_MYOP},
        {TFC_REASON_DEFERRED_CUSTOM_OP, W, "FlexMyOp", 1, DEFERRED_FLEX},
        {TFC_REASON_UNSUPPORTED_VARIABLE_TENSOR, E, "subgraph 0 tensor 1", 1, "Variable tensors not yet # supported."}};
    expect_findings(m,
                    "custom_ops deferred\n\tvariable_tensors   refused \"Variable tensors not yet # supported.\" # why\n",
                    TFC_TFLITE_CHECK_STRUCTURE, variable, 3);

    /* tensor_types: every other type refused, "{code}" replaced by its code;
     * lines add up, types by name or code. Read without the structure flag too. */
    const want_finding types[] = {
        {TFC_REASON_DEFERRED_CUSTOM_OP, W, "MyOp", 1, DEFERRED_MYOP},
        {TFC_REASON_DEFERRED_CUSTOM_OP, W, "FlexMyOp", 1, DEFERRED_FLEX},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 0 tensor 1", 12, "Element type (12) not currently supported"},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 0 tensor 2", 5, "Element type (5) not currently supported"},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 1 tensor 0", 16, "Element type (16) not currently supported"}};
    expect_findings(m,
                    "custom_ops deferred\ntensor_types FLOAT32 INT32\ntensor_types 9\n"
                    "tensor_type_refused \"Element type ({code}) not currently supported\"\n",
                    0, types, 5);
    const want_finding default_message[] = {
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 1 tensor 0", 16,
         "Tensor element type UINT16 (16) is not supported by this runtime."}};
    expect_findings(m, "custom MyOp 1\ncustom FlexMyOp 1\ntensor_types FLOAT32 12 STRING\n", 0, default_message, 1);
    const want_finding twice[] = {
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 1 tensor 0", 16, "16 and 16 {cod}"}};
    expect_findings(m, "custom MyOp 1\ncustom FlexMyOp 1\ntensor_types FLOAT32 12 STRING\n"
                       "tensor_type_refused \"{code} and {code} {cod}\"\n", 0, twice, 1);

    /* Everything: a variable tensor of a refused type gets both findings. */
    const want_finding all[] = {
        {TFC_REASON_DEFERRED_CUSTOM_OP, W, "MyOp", 1, DEFERRED_MYOP},
        {TFC_REASON_DEFERRED_CUSTOM_OP, W, "FlexMyOp", 1, DEFERRED_FLEX},
        {TFC_REASON_UNSUPPORTED_VARIABLE_TENSOR, E, "subgraph 0 tensor 1", 1, "Variable tensors not yet supported."},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 0 tensor 1", 12, "Element type (12) not currently supported"},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 0 tensor 2", 5, "Element type (5) not currently supported"},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 1 tensor 0", 16, "Element type (16) not currently supported"}};
    expect_findings(m,
                    "custom_ops deferred\nvariable_tensors refused \"Variable tensors not yet supported.\"\n"
                    "tensor_types FLOAT32\ntensor_type_refused \"Element type ({code}) not currently supported\"\n",
                    TFC_TFLITE_CHECK_STRUCTURE, all, 6);

    /* The measured profiles carry them: LiteRT.js 2.0.0 converts neither UINT64,
     * STRING nor UINT16; 2.5.3 converts all three; tfjs-tflite alpha.8 (TFLite
     * 2.8) knows every type up to UINT32 (15) and interprets the model itself. */
    const want_finding litert200[] = {
        {TFC_REASON_DEFERRED_CUSTOM_OP, W, "MyOp", 1, DEFERRED_MYOP},
        {TFC_REASON_DEFERRED_CUSTOM_OP, W, "FlexMyOp", 1, DEFERRED_FLEX},
        {TFC_REASON_UNSUPPORTED_VARIABLE_TENSOR, E, "subgraph 0 tensor 1", 1, "Variable tensors not yet supported."},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 0 tensor 1", 12, "Element type (12) not currently supported"},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 0 tensor 2", 5, "Element type (5) not currently supported"},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 1 tensor 0", 16, "Element type (16) not currently supported"}};
    expect_findings(m, "release litertjs@2.0.0\n", TFC_TFLITE_CHECK_STRUCTURE, litert200, 6);
    expect_findings(m, "release litertjs@2.5.3\n", TFC_TFLITE_CHECK_STRUCTURE, litert200, 3);
    const want_finding alpha8[] = {
        {TFC_REASON_UNRESOLVED_CUSTOM_OP, E, "MyOp", 1, UNRESOLVED_MYOP},
        {TFC_REASON_UNRESOLVED_CUSTOM_OP, E, "FlexMyOp", 1, flex},
        {TFC_REASON_UNSUPPORTED_TENSOR_TYPE, E, "subgraph 1 tensor 0", 16, "Unsupported data type 16 in tensor"}};
    expect_findings(m, "release tfjs-tflite@0.0.1-alpha.8\n", TFC_TFLITE_CHECK_STRUCTURE, alpha8, 3);
    tfc_tflite_model_free(m);
    fbb_free(b);
}
#undef E
#undef W

/* The build properties set from C give the verdict the resolver text gives. */
static void build_properties_from_c(void **state)
{
    (void)state;
    fbb *b;
    tfc_tflite_model *m = build_property_model(&b);
    static const char text[] = "standard\ncustom_ops deferred\nvariable_tensors refused \"Variable tensors not yet supported.\"\n"
                               "tensor_types FLOAT32\ntensor_type_refused \"Element type ({code}) not currently supported\"\n";
    tfc_resolver *want = NULL, *got = standard();
    assert_int_equal(tfc_resolver_parse(&want, text, sizeof text - 1, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_custom_ops_deferred(got), 0);
    assert_null(tfc_resolver_variable_tensors_refused(got));
    assert_int_equal(tfc_resolver_has_tensor_type(got, 9), 1);
    assert_int_equal(tfc_resolver_set_custom_ops_deferred(got, 1, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_set_variable_tensors_refused(got, "Variable tensors not yet supported.", NULL), TFC_OK);
    const int32_t float32 = 0;
    assert_int_equal(tfc_resolver_set_tensor_types(got, &float32, 1, "Element type ({code}) not currently supported",
                                                   NULL),
                     TFC_OK);
    assert_int_equal(tfc_resolver_custom_ops_deferred(got), 1);
    assert_string_equal(tfc_resolver_variable_tensors_refused(got), "Variable tensors not yet supported.");
    assert_int_equal(tfc_resolver_has_tensor_type(got, 0), 1);
    assert_int_equal(tfc_resolver_has_tensor_type(got, 9), 0);
    tfc_verdict *vw = check(m, want, TFC_TFLITE_CHECK_STRUCTURE), *vg = check(m, got, TFC_TFLITE_CHECK_STRUCTURE);
    assert_int_equal(tfc_verdict_finding_count(vg), 6);
    assert_int_equal(tfc_verdict_finding_count(vg), tfc_verdict_finding_count(vw));
    for (size_t i = 0; i < tfc_verdict_finding_count(vw); i++) {
        assert_int_equal(tfc_verdict_finding_reason(vg, i), tfc_verdict_finding_reason(vw, i));
        assert_string_equal(tfc_verdict_finding_message(vg, i), tfc_verdict_finding_message(vw, i));
    }
    tfc_verdict_free(vw);
    tfc_verdict_free(vg);
    /* reset to the defaults: the plain interpreter's answer (two refusals) */
    assert_int_equal(tfc_resolver_set_custom_ops_deferred(got, 0, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_set_variable_tensors_refused(got, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_set_tensor_types(got, NULL, 0, NULL, NULL), TFC_OK);
    vg = check(m, got, TFC_TFLITE_CHECK_STRUCTURE);
    assert_int_equal(tfc_verdict_finding_count(vg), 2);
    assert_int_equal(tfc_verdict_finding_reason(vg, 0), TFC_REASON_UNRESOLVED_CUSTOM_OP);
    tfc_verdict_free(vg);
    /* errors */
    const int32_t bad = 128;
    assert_int_equal(tfc_resolver_set_tensor_types(got, &bad, 1, NULL, NULL), TFC_E_BAD_VALUE);
    assert_int_equal(tfc_resolver_set_tensor_types(got, NULL, 1, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_resolver_set_custom_ops_deferred(NULL, 1, NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_resolver_set_variable_tensors_refused(NULL, "x", NULL), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_resolver_has_tensor_type(NULL, 0), 0);
    tfc_resolver_free(want);
    tfc_resolver_free(got);
    tfc_tflite_model_free(m);
    fbb_free(b);
}

static void expect_failure(const char *name, const char *text, int32_t code, const char *after_path);

static void build_property_lines_are_strict(void **state)
{
    (void)state;
    static const struct {
        const char *text, *message;
    } cases[] = {
        {"custom_ops later\n", "line 1: expected \"custom_ops deferred\" or \"custom_ops load\""},
        {"standard\ncustom_ops\n", "line 2: expected \"custom_ops deferred\" or \"custom_ops load\""},
        {"custom_ops deferred load\n", "line 1: expected \"custom_ops deferred\" or \"custom_ops load\""},
        {"custom_ops \"deferred\"\n", "line 1: expected \"custom_ops deferred\" or \"custom_ops load\""},
        {"variable_tensors refused\n",
         "line 1: expected \"variable_tensors refused \"MESSAGE\"\" or \"variable_tensors supported\""},
        {"variable_tensors refused not_quoted\n",
         "line 1: expected \"variable_tensors refused \"MESSAGE\"\" or \"variable_tensors supported\""},
        {"variable_tensors \"x\"\n",
         "line 1: expected \"variable_tensors refused \"MESSAGE\"\" or \"variable_tensors supported\""},
        {"variable_tensors refused \"no end\n", "line 1: quoted text without its closing '\"'"},
        {"variable_tensors refused \"\"\n", "line 1: empty quoted text"},
        {"variable_tensors refused \"a\"b\n", "line 1: text right after a closing '\"'"},
        {"tensor_type_refused \"a\tb\"\n", "line 1: control character in quoted text"},
        {"tensor_type_refused\n", "line 1: expected \"tensor_type_refused \"MESSAGE\"\""},
        {"tensor_type_refused unquoted\n", "line 1: expected \"tensor_type_refused \"MESSAGE\"\""},
        {"tensor_type_refused \"a\" \"b\"\n", "line 1: expected \"tensor_type_refused \"MESSAGE\"\""},
        {"tensor_types\n", "line 1: expected \"tensor_types TYPE...\""},
        {"tensor_types FLOAT32 FLOAT99\n", "line 1: unknown tensor type \"FLOAT99\""},
        {"tensor_types 128\n", "line 1: unknown tensor type \"128\""},
        {"tensor_types -1\n", "line 1: unknown tensor type \"-1\""},
        {"tensor_types float32\n", "line 1: unknown tensor type \"float32\""},
        {"tensor_types \"FLOAT32\"\n", "line 1: unknown tensor type \"FLOAT32\""},
        {"custom \"My Op\" 1\n",
         "line 1: quoted text is only read as the MESSAGE of \"variable_tensors refused\" and \"tensor_type_refused\""},
        {"\"standard\"\n",
         "line 1: quoted text is only read as the MESSAGE of \"variable_tensors refused\" and \"tensor_type_refused\""},
    };
    char name[32];
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        snprintf(name, sizeof name, "prop%zu.resolver", i);
        expect_failure(name, cases[i].text, TFC_E_PARSE, cases[i].message);
    }
    /* A quote inside a word is still part of it, as before. */
    tfc_resolver *r;
    static const char text[] = "custom My\"Op 1\n";
    assert_int_equal(tfc_resolver_parse(&r, text, sizeof text - 1, NULL, NULL), TFC_OK);
    assert_true(tfc_resolver_has_custom(r, "My\"Op", 1));
    tfc_resolver_free(r);
}

static void releases_past_the_newest_known_are_unknown(void **state)
{
    (void)state;
    tfc_resolver *r = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_resolver_for_release(&r, "9.9.9", NULL, &err), TFC_E_UNKNOWN_RELEASE);
    assert_null(r);
    /* the newest runtime of the data (a LiteRT release added there changes no line here) */
    const char *newest = treg_newest_tflite_runtime(TFC_TEST_DIR "/../data/tflite_runtime_versions.csv");
    char want[160];
    snprintf(want, sizeof want, "runtime release 9.9.9 is newer than the newest this ruleset knows (%s)", newest);
    assert_string_equal(err.message, want);
    /* the newest known release, and one between known releases, answer */
    assert_int_equal(tfc_resolver_for_release(&r, newest, NULL, &err), TFC_OK);
    tfc_resolver_free(r);
    assert_int_equal(tfc_resolver_for_release(&r, "2.19.1", NULL, &err), TFC_OK);
    tfc_resolver_free(r);
}

/* ---- a release is the standard interpreter of that release ---- */

static tfc_resolver *release(const char *name)
{
    tfc_resolver *r = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_resolver_for_release(&r, name, NULL, &err) != TFC_OK) fail_msg("%s: %s", name, err.message);
    return r;
}

/* Its builtins plus the custom ops its BuiltinOpResolver registers, each
 * from the release that added it until the one that dropped it
 * (data/tflite_resolver_custom_ops.csv). */
static void a_release_registers_its_standard_custom_ops(void **state)
{
    (void)state;
    static const struct {
        const char *release, *op;
        int registered;
    } cases[] = {
        {"1.7.0", "Mfcc", 0},           {"1.8.0", "Mfcc", 1},           {"1.8.0", "AudioSpectrogram", 1},
        {"1.9.0", "TFLite_Detection_PostProcess", 0},  {"1.10.0", "TFLite_Detection_PostProcess", 1},
        {"1.11.0", "Relu1", 0},         {"1.12.0", "Relu1", 1},         {"1.12.0", "LayerNormLstm", 1},
        {"1.13.1", "LayerNormLstm", 1}, {"1.14.0", "LayerNormLstm", 0}, {"1.14.0", "Experimental_If", 1},
        {"1.14.0", "Experimental_While", 1}, {"1.15.0", "Experimental_If", 0},
        {"2.7.0", "NumericVerify", 0},  {"2.8.0", "NumericVerify", 1},
        {"2.19.0", "aeq.hadamard_rotation", 0}, {"2.20.0", "aeq.hadamard_rotation", 1},
        {"2.23.0", "TFLite_Detection_PostProcess", 1}, {"2.23.0", "Relu1", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tfc_resolver *r = release(cases[i].release);
        if (tfc_resolver_has_custom(r, cases[i].op, 1) != cases[i].registered)
            fail_msg("%s %s: want %d", cases[i].release, cases[i].op, cases[i].registered);
        /* version 1 only; before 1.9 the builder looked custom ops up by
         * name alone (data/tflite_builder_history.csv): any version */
        int any_version = tfc_runtime_compare(cases[i].release, "1.9.0") < 0;
        assert_int_equal(tfc_resolver_has_custom(r, cases[i].op, 2), cases[i].registered && any_version);
        tfc_resolver_free(r);
    }
    /* The same through a resolver file's release line; an op never in a
     * standard resolver stays unresolved. */
    static const char text[] = "release 1.13.1\n";
    tfc_resolver *r;
    assert_int_equal(tfc_resolver_parse(&r, text, sizeof text - 1, NULL, NULL), TFC_OK);
    assert_true(tfc_resolver_has_custom(r, "LayerNormLstm", 1));
    assert_true(tfc_resolver_has_custom(r, "TFLite_Detection_PostProcess", 1));
    assert_false(tfc_resolver_has_custom(r, "MyOp", 1));
    tfc_resolver_free(r);
    /* The current standard resolver: only what it registers today. */
    r = standard();
    assert_true(tfc_resolver_has_custom(r, "NumericVerify", 1));
    assert_true(tfc_resolver_has_custom(r, "aeq.hadamard_rotation", 1));
    assert_false(tfc_resolver_has_custom(r, "Relu1", 1));
    assert_false(tfc_resolver_has_custom(r, "Experimental_If", 1));
    tfc_resolver_free(r);
}

static const char UNRESOLVED_POSTPROCESS[] =
    "Encountered unresolved custom op: TFLite_Detection_PostProcess.\nSee instructions: "
    "https://www.tensorflow.org/lite/guide/ops_custom ";

/* Every TFLite minor release the ruleset knows, oldest first. */
static const char *const MINORS[] = {"1.5",  "1.6",  "1.7",  "1.8",  "1.9",  "1.10", "1.11", "1.12", "1.13",
                                     "1.14", "1.15", "2.0",  "2.1",  "2.2",  "2.3",  "2.4",  "2.5",  "2.6",
                                     "2.7",  "2.8",  "2.9",  "2.10", "2.11", "2.12", "2.13", "2.14", "2.15",
                                     "2.16", "2.17", "2.18", "2.19", "2.20", "2.21", "2.22", "2.23"};

/* An SSD detection model loads from the first release whose builtins cover
 * it and whose standard resolver registers TFLite_Detection_PostProcess
 * (1.10.0), under every spelling of every release; before, the runtime's
 * message names the custom op. */
static void ssd_detection_model_loads_from_the_release_that_registers_its_post_process(void **state)
{
    (void)state;
    for (int logistic = 0; logistic <= 1; logistic++) {
        built b;
        build_ssd_model(&b, logistic);
        tfc_tflite_model *m = parse_ok(&b);
        /* LOGISTIC v1 is 1.14.0 in the runtime map. */
        const char *first = logistic ? "1.14" : "1.10";
        int from = 0;
        for (size_t i = 0; i < sizeof MINORS / sizeof MINORS[0]; i++) {
            if (!strcmp(MINORS[i], first)) from = 1;
            char forms[3][32];
            snprintf(forms[0], sizeof forms[0], "%s", MINORS[i]);
            snprintf(forms[1], sizeof forms[1], "%s.0", MINORS[i]);
            snprintf(forms[2], sizeof forms[2], "v%s.0", MINORS[i]);
            for (int f = 0; f < 3; f++) {
                tfc_resolver *r = release(forms[f]);
                tfc_verdict *v = check(m, r, TFC_TFLITE_CHECK_STRUCTURE);
                if (tfc_verdict_accepted(v) != from)
                    fail_msg("SSD%s under %s: accepted %d, want %d", logistic ? "" : " (no LOGISTIC)", forms[f],
                             (int)tfc_verdict_accepted(v), from);
                int custom_refused = 0;
                for (size_t k = 0; k < tfc_verdict_finding_count(v); k++)
                    if (tfc_verdict_finding_reason(v, k) == TFC_REASON_UNRESOLVED_CUSTOM_OP) {
                        custom_refused = 1;
                        assert_string_equal(tfc_verdict_finding_subject(v, k), "TFLite_Detection_PostProcess");
                        assert_int_equal(tfc_verdict_finding_value(v, k), 1);
                        assert_string_equal(tfc_verdict_finding_message(v, k), UNRESOLVED_POSTPROCESS);
                    }
                /* refused for the custom op exactly before 1.10 */
                int before_110 = i < 5;
                assert_int_equal(custom_refused, before_110);
                if (!logistic) assert_int_equal(tfc_verdict_finding_count(v), before_110);
                tfc_verdict_free(v);
                tfc_resolver_free(r);
            }
        }
        tfc_tflite_model_free(m);
        fbb_free(b.b);
    }
}

static void expect_release_error(const char *s, int32_t code, const char *message)
{
    tfc_resolver *r = (tfc_resolver *)1;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_resolver_for_release(&r, s, NULL, &err), code);
    assert_null(r);
    if (message && strcmp(err.message, message)) fail_msg("%s: \"%s\", want \"%s\"", s, err.message, message);
    /* a resolver file's release line says the same, with its line (words
     * there are split at spaces) */
    if (!*s || strchr(s, ' ')) return;
    char text[64];
    snprintf(text, sizeof text, "standard\nrelease %s\n", s);
    assert_int_equal(tfc_resolver_parse(&r, text, strlen(text), NULL, &err), code);
    assert_null(r);
    assert_non_null(strstr(err.message, "line 2: "));
}

/* Release strings: X.Y.Z, vX.Y.Z or X.Y (= X.Y.0), nothing else; a known
 * minor release or a patch of one, nothing older, newer or in between. */
static void release_strings_are_strict(void **state)
{
    (void)state;
    tfc_resolver *a = release("2.4.0"), *b = release("2.4"), *c = release("v2.4.0"), *d = release("2.4.7");
    for (int32_t code = 0; code < 215; code++)
        for (int32_t v = 1; v <= 16; v++) {
            int want = tfc_resolver_has_builtin(a, code, v);
            assert_int_equal(tfc_resolver_has_builtin(b, code, v), want);
            assert_int_equal(tfc_resolver_has_builtin(c, code, v), want);
            assert_int_equal(tfc_resolver_has_builtin(d, code, v), want); /* 2.4.7: not in the map, as 2.4.0 */
        }
    assert_int_equal(tfc_resolver_max_builtin(b), tfc_resolver_max_builtin(a));
    tfc_resolver_free(a);
    tfc_resolver_free(b);
    tfc_resolver_free(c);
    tfc_resolver_free(d);
    /* A patch the map lists counts from that patch on: TRANSPOSE 7 is 2.14.4. */
    int32_t transpose;
    assert_int_equal(tfc_tflite_builtin_code(&transpose, "TRANSPOSE"), TFC_OK);
    static const struct {
        const char *release;
        int has;
    } patches[] = {{"2.14", 0}, {"2.14.2", 0}, {"2.14.4", 1}, {"2.14.5", 1}, {"2.15", 1}};
    for (size_t i = 0; i < sizeof patches / sizeof patches[0]; i++) {
        a = release(patches[i].release);
        assert_int_equal(tfc_resolver_has_builtin(a, transpose, 7), patches[i].has);
        tfc_resolver_free(a);
    }
    /* A patch of the newest minor release answers as it. */
    a = release("2.23.1");
    tfc_resolver_free(a);

    static const char *const malformed[] = {"2", "2.", "2.4.", ".2.4", "2.4.0.1", "02.4.0", "2.04", "V2.4.0",
                                            "v", "vv2.4", "2.4 ", " 2.4", "1234567.0", "", "100000.0",
                                            "2.+4.0", "+2.4.0", "2.4.-1", "2.4x", "2.1O.0"};
    /* the one release grammar's refusals (test_release_grammar.c has each message) */
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        assert_int_equal(tfc_release_normalize(NULL, 0, NULL, malformed[i], &err), TFC_E_BAD_VALUE);
        char want[TFC_ERROR_MESSAGE_SIZE];
        snprintf(want, sizeof want, "%s", err.message);
        expect_release_error(malformed[i], TFC_E_BAD_VALUE, want);
    }
    /* a pre-release is a release spelling, but no runtime release */
    expect_release_error("2.4.0-rc1", TFC_E_BAD_VALUE,
                         "\"2.4.0-rc1\" is a pre-release; a TFLite runtime release is X.Y.Z, vX.Y.Z or X.Y");
    /* "1.0" is not silently an empty runtime: TFLite's first release in
     * the map is 1.5.0. */
    expect_release_error("1.0", TFC_E_UNKNOWN_RELEASE,
                         "runtime release 1.0 is older than the oldest this ruleset knows (1.5.0, the first TFLite "
                         "runtime in its map)");
    expect_release_error("v1.4.1", TFC_E_UNKNOWN_RELEASE, NULL);
    expect_release_error("1.16", TFC_E_UNKNOWN_RELEASE,
                         "runtime release 1.16 is not a release this ruleset knows (its runtime map has no 1.16; "
                         "it runs from 1.5.0 to 2.23.0)");
    expect_release_error("2.24", TFC_E_UNKNOWN_RELEASE,
                         "runtime release 2.24 is newer than the newest this ruleset knows (2.23.0)");
}

/* ---- opening a resolver file by path (tfc_resolver_open) ---- */
static int32_t open_resolver(const char *path, tfc_error *err)
{
    tfc_resolver *r = (tfc_resolver *)1;
    int32_t rc = tfc_resolver_open(&r, path, NULL, err);
    if (rc) assert_null(r);
    tfc_resolver_free(r);
    return rc;
}

static void expect_failure(const char *name, const char *text, int32_t code, const char *after_path)
{
    char *path = topen_write(name, text);
    tfc_resolver *r = (tfc_resolver *)1;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_resolver_open(&r, path, NULL, &e), code);
    assert_null(r);
    assert_int_equal(e.code, code);
    char want[1024];
    snprintf(want, sizeof want, "%s: %s", path, after_path);
    assert_string_equal(e.message, want);
    free(path);
}

static void resolver_files_are_opened_by_path(void **state)
{
    (void)state;
    char *path = topen_write("ok.resolver", "# the runtime plus one custom op\n"
                                            "builtin CONV_2D 1 3\n"
                                            "custom ParseExampleV2 1\n");
    tfc_resolver *r = NULL;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_resolver_open(&r, path, NULL, &e), TFC_OK);
    int32_t conv = -1;
    assert_int_equal(tfc_tflite_builtin_code(&conv, "CONV_2D"), TFC_OK);
    assert_true(tfc_resolver_has_builtin(r, conv, 3));
    assert_false(tfc_resolver_has_builtin(r, conv, 4));
    assert_true(tfc_resolver_has_custom(r, "ParseExampleV2", 1));
    assert_false(tfc_resolver_has_custom(r, "ParseExampleV2", 2));
    tfc_resolver_free(r);
    free(path);

    /* An empty file is an empty resolver. */
    path = topen_write("empty.resolver", "");
    assert_int_equal(tfc_resolver_open(&r, path, NULL, &e), TFC_OK);
    assert_false(tfc_resolver_has_builtin(r, conv, 1));
    tfc_resolver_free(r);
    free(path);
}

static void resolver_file_errors_name_the_file_and_line(void **state)
{
    (void)state;
    expect_failure("bad_op.resolver", "standard\nbuiltin NOT_AN_OP 1\n", TFC_E_PARSE,
                   "line 2: unknown builtin op \"NOT_AN_OP\"");
    expect_failure("bad_line.resolver", "frob\n", TFC_E_PARSE,
                   "line 1: expected \"builtin OP MIN [MAX]\", \"custom NAME MIN [MAX]\", \"standard\", "
                   "\"release X.Y.Z\", \"release NAME@VERSION\", \"max_builtin_code OP\" or a build property "
                   "(custom_ops, variable_tensors, tensor_types, tensor_type_refused)");
    expect_failure("bad_version.resolver", "# versions are numbers\nbuiltin CONV_2D one\n", TFC_E_PARSE,
                   "line 2: versions must be decimal numbers");
}

static void resolver_open_refuses_what_is_not_a_small_regular_file(void **state)
{
    (void)state;
    topen_check_bad_paths(open_resolver, (uint64_t)16 << 20);
    tfc_resolver *r = (tfc_resolver *)1;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_resolver_open(NULL, "x", NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_resolver_open(&r, NULL, NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_null(r);
}

/* ---- which operator codes the load resolves (issue 27) ------------------ */

/* The check of the model at `path` by the standard interpreter of `rel`
 * (or a resolver text starting with "standard"), the errors only. */
static tfc_verdict *check_path(const char *path, const char *rel)
{
    tfc_tflite_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_tflite_model_open(&m, path, NULL, &err) != TFC_OK) fail_msg("%s: %s", path, err.message);
    tfc_resolver *r = NULL;
    if (!strncmp(rel, "standard", 8)) assert_int_equal(tfc_resolver_parse(&r, rel, strlen(rel), NULL, &err), TFC_OK);
    else r = release(rel);
    tfc_verdict *v = check(m, r, TFC_TFLITE_CHECK_STRUCTURE);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
    return v;
}

/* Reason and subject of the first finding of v, or NONE. */
static void first_finding_is(const tfc_verdict *v, int32_t reason, const char *subject)
{
    if (reason == TFC_REASON_NONE) {
        if (tfc_verdict_finding_count(v))
            fail_msg("want no finding, got %s", tfc_verdict_finding_message(v, 0));
        return;
    }
    assert_true(tfc_verdict_finding_count(v) > 0);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), reason);
    assert_string_equal(tfc_verdict_finding_subject(v, 0), subject);
}

/* The check of `path` by `rel` has no finding at all. */
static void loads_cleanly(const char *path, const char *rel)
{
    tfc_verdict *v = check_path(path, rel);
    first_finding_is(v, TFC_REASON_NONE, NULL);
    assert_true(tfc_verdict_accepted(v));
    tfc_verdict_free(v);
}

/* Every runtime release's answer on `path` (tfc_check_releases, the
 * path `releases` and scans take). */
static tfc_answer *answer_of(const char *path)
{
    tfc_artifact *a = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_check_open(&a, path, NULL, &err) != TFC_OK) fail_msg("%s: %s", path, err.message);
    tfc_answer *ans = NULL;
    assert_int_equal(tfc_check_releases(&ans, a, NULL, NULL, &err), TFC_OK);
    tfc_artifact_free(a);
    return ans;
}

/*
 * The interpreter maps every operator code when it builds: a builtin it
 * cannot resolve and a CUSTOM code without custom_code stop the build used
 * or not, but an unresolved custom code is a placeholder that fails only
 * when a node using it is prepared (interpreter_builder.cc, subgraph.cc
 * OpPrepare), from 1.15.0 on; before, the builder refused every unresolved
 * code (data/tflite_builder_history.csv).
 */
static void custom_opcodes_no_operator_uses_do_not_stop_the_load(void **state)
{
    (void)state;
    static const uint32_t first[] = {0}, second[] = {1};
    /* The reference: the builtin alone. */
    static const opcode_spec add[] = {CODE(0, 1)};
    char *plain = write_uses_model("add_only.tflite", add, 1, first, 1, NULL, 0);
    /* LiteRT's blockwise_quantized.tflite: ADD v1 used, DISPATCH_OP unused. */
    static const opcode_spec add_dispatch[] = {CODE(0, 1), CUSTOM_CODE("DISPATCH_OP")};
    char *unused = write_uses_model("add_unused_dispatch.tflite", add_dispatch, 2, first, 1, NULL, 0);

    loads_cleanly(unused, "2.16.0");
    tfc_verdict *v = check_path(unused, "1.14.0");
    first_finding_is(v, TFC_REASON_UNRESOLVED_CUSTOM_OP, "DISPATCH_OP");
    tfc_verdict_free(v);
    /* A build that defers unresolved custom ops says nothing of it either. */
    loads_cleanly(unused, "standard\ncustom_ops deferred\n");

    /* Every release: accepted exactly when it accepts the builtins and
     * keeps unresolved custom codes as placeholders (1.15.0 on). */
    tfc_answer *ref = answer_of(plain), *got = answer_of(unused);
    assert_int_equal(tfc_answer_count(ref), tfc_answer_count(got));
    size_t accepted = 0;
    for (size_t i = 0; i < tfc_answer_count(got); i++) {
        const char *rel = tfc_answer_release(got, i);
        int placeholder = tfc_runtime_compare(rel, "1.15.0") >= 0;
        int32_t want = placeholder ? tfc_answer_release_outcome(ref, i) : TFC_OUTCOME_REJECTED;
        if (tfc_answer_release_outcome(got, i) != want) fail_msg("release %s: outcome %d, want %d", rel,
                                                                 (int)tfc_answer_release_outcome(got, i), (int)want);
        if (!placeholder) assert_int_equal(tfc_answer_reason(got, i), TFC_REASON_UNRESOLVED_CUSTOM_OP);
        accepted += want == TFC_OUTCOME_ACCEPTED;
    }
    assert_int_equal(tfc_answer_accepting_count(got), accepted);
    assert_string_equal(tfc_answer_release(got, (size_t)tfc_answer_oldest(got)), "1.15.0");
    tfc_answer_free(ref);
    tfc_answer_free(got);

    /* Used in any subgraph: refused. */
    char *used = write_uses_model("dispatch_used_in_subgraph_1.tflite", add_dispatch, 2, first, 1, second, 1);
    v = check_path(used, "2.16.0");
    first_finding_is(v, TFC_REASON_UNRESOLVED_CUSTOM_OP, "DISPATCH_OP");
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    tfc_verdict_free(v);
    /* A repeat of an unused code that an operator uses: refused, once. */
    static const opcode_spec twice[] = {CUSTOM_CODE("DISPATCH_OP"), CODE(0, 1), CUSTOM_CODE("DISPATCH_OP")};
    static const uint32_t uses_repeat[] = {1, 2};
    char *repeat = write_uses_model("dispatch_repeat_used.tflite", twice, 3, uses_repeat, 2, NULL, 0);
    v = check_path(repeat, "2.16.0");
    first_finding_is(v, TFC_REASON_UNRESOLVED_CUSTOM_OP, "DISPATCH_OP");
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    tfc_verdict_free(v);
    /* An unused Flex op: no Flex finding. */
    static const opcode_spec flex[] = {CODE(0, 1), CUSTOM_CODE("FlexAddV2")};
    char *unused_flex = write_uses_model("add_unused_flex.tflite", flex, 2, first, 1, NULL, 0);
    loads_cleanly(unused_flex, "2.16.0");
    /* Unused, and still refused: a CUSTOM code without custom_code, and a
     * builtin version no release registers. */
    static const opcode_spec nameless[] = {CODE(0, 1), CUSTOM_CODE(NULL)};
    char *no_name = write_uses_model("add_unused_nameless_custom.tflite", nameless, 2, first, 1, NULL, 0);
    v = check_path(no_name, "2.16.0");
    first_finding_is(v, TFC_REASON_UNRESOLVED_CUSTOM_OP, "CUSTOM");
    assert_string_equal(tfc_verdict_finding_message(v, 0), "Operator with CUSTOM builtin_code has no custom_code.");
    tfc_verdict_free(v);
    static const opcode_spec future[] = {CODE(0, 1), CODE(0, 99)};
    char *unused_builtin = write_uses_model("add_unused_add_v99.tflite", future, 2, first, 1, NULL, 0);
    v = check_path(unused_builtin, "2.16.0");
    first_finding_is(v, TFC_REASON_UNSUPPORTED_OP_VERSION, "ADD");
    tfc_verdict_free(v);
    char *paths[] = {plain, unused, used, repeat, unused_flex, no_name, unused_builtin};
    for (size_t i = 0; i < sizeof paths / sizeof *paths; i++) {
        remove(paths[i]);
        free(paths[i]);
    }
}

/*
 * Builders before 1.9 looked an operator code up by op alone, whatever its
 * version (FindOp(builtin_code), FindOp(name); OperatorCode had no version
 * field: data/tflite_builder_history.csv): FULLY_CONNECTED v6 (first
 * registered in 2.1.0) loads on 1.5 .. 1.8 and not on 1.9 .. 2.0.
 */
static void builders_before_1_9_ignore_the_op_version(void **state)
{
    (void)state;
    tfc_resolver *r = release("1.8.0");
    assert_true(tfc_resolver_has_builtin(r, 9, 6));
    assert_true(tfc_resolver_has_builtin(r, 9, 1000));
    assert_false(tfc_resolver_has_builtin(r, 1000, 1)); /* an op it does not have, at any version */
    tfc_resolver_free(r);
    r = release("1.9.0");
    assert_true(tfc_resolver_has_builtin(r, 9, 1));
    assert_false(tfc_resolver_has_builtin(r, 9, 6));
    tfc_resolver_free(r);
    /* A union of releases: the newest one's builder decides. */
    static const char both[] = "release 1.8.0\nrelease 1.9.0\n";
    assert_int_equal(tfc_resolver_parse(&r, both, sizeof both - 1, NULL, NULL), TFC_OK);
    assert_false(tfc_resolver_has_builtin(r, 9, 6));
    tfc_resolver_free(r);

    static const opcode_spec fc6[] = {CODE(9, 6)};
    static const uint32_t first[] = {0};
    char *path = write_uses_model("fully_connected_v6.tflite", fc6, 1, first, 1, NULL, 0);
    tfc_answer *a = answer_of(path);
    for (size_t i = 0; i < tfc_answer_count(a); i++) {
        const char *rel = tfc_answer_release(a, i);
        int want = tfc_runtime_compare(rel, "1.9.0") < 0 || tfc_runtime_compare(rel, "2.1.0") >= 0;
        if ((tfc_answer_release_outcome(a, i) == TFC_OUTCOME_ACCEPTED) != want)
            fail_msg("release %s: accepted %d, want %d", rel, tfc_answer_release_outcome(a, i) == TFC_OUTCOME_ACCEPTED,
                     want);
        if (!want) assert_int_equal(tfc_answer_reason(a, i), TFC_REASON_UNSUPPORTED_OP_VERSION);
    }
    assert_int_equal(tfc_answer_run_count(a), 3);
    tfc_answer_free(a);
    remove(path);
    free(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bad_indices_are_findings),
        cmocka_unit_test(resolvers_look_up_exact_versions),
        cmocka_unit_test(ranges_merge_in_any_order),
        cmocka_unit_test(resolver_files_parse),
        cmocka_unit_test(largest_builtin_code_per_runtime),
        cmocka_unit_test(runtime_profiles_are_embedded),
        cmocka_unit_test(load_time_tensor_checks),
        cmocka_unit_test(build_properties_change_the_check),
        cmocka_unit_test(build_property_lines_are_strict),
        cmocka_unit_test(releases_past_the_newest_known_are_unknown),
        cmocka_unit_test(a_release_registers_its_standard_custom_ops),
        cmocka_unit_test(ssd_detection_model_loads_from_the_release_that_registers_its_post_process),
        cmocka_unit_test(release_strings_are_strict),
        cmocka_unit_test(build_properties_from_c),
        cmocka_unit_test(resolver_files_are_opened_by_path),
        cmocka_unit_test(resolver_file_errors_name_the_file_and_line),
        cmocka_unit_test(resolver_open_refuses_what_is_not_a_small_regular_file),
        cmocka_unit_test(custom_opcodes_no_operator_uses_do_not_stop_the_load),
        cmocka_unit_test(builders_before_1_9_ignore_the_op_version),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
