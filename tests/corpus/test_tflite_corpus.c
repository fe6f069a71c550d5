/*
 * Every real .tflite model of tests/corpus/tflite against its independently
 * computed expected/tflite/<name>.json, field by field, read both from bytes
 * and from the file (mmap). Then the minimum runtime of each model, with
 * agreement or staleness of its stored metadata.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "tjson.h"

#define CORPUS TFC_TEST_DIR "/corpus"

static const tj *need(const tj *obj, const char *key)
{
    const tj *v = tj_get(obj, key);
    if (!v) fail_msg("expected JSON lacks \"%s\"", key);
    return v;
}

static void expect_string_or_null(const tj *want, const char *got, const char *what, const char *file)
{
    if (want->type == TJ_NULL) {
        if (got) fail_msg("%s: %s: expected null, got \"%s\"", file, what, got);
        return;
    }
    if (!got) {
        fail_msg("%s: %s: expected \"%s\", got NULL", file, what, want->string);
        return; /* fail_msg is not declared noreturn: never reach strcmp(NULL) */
    }
    if (strcmp(want->string, got)) fail_msg("%s: %s: expected \"%s\", got \"%s\"", file, what, want->string, got);
}

#define EXPECT_INT(want, got, what)                                                               \
    do {                                                                                          \
        int64_t w_ = (want)->integer, g_ = (int64_t)(got);                                        \
        if (w_ != g_) fail_msg("%s: %s: expected %lld, got %lld", fname, what, (long long)w_, (long long)g_); \
    } while (0)

#define EXPECT_BOOL(want, got, what)                                                              \
    do {                                                                                          \
        if ((want)->boolean != !!(got)) fail_msg("%s: %s: expected %d, got %d", fname, what, (want)->boolean, !!(got)); \
    } while (0)

static void compare_model(const tfc_tflite_model *m, const tj *e, const char *fname)
{
    assert_string_equal(tfc_tflite_model_file_identifier(m), need(e, "file_identifier")->string);
    EXPECT_INT(need(e, "schema_version"), tfc_tflite_model_schema_version(m), "schema_version");
    expect_string_or_null(need(e, "description"), tfc_tflite_model_description(m), "description", fname);
    EXPECT_INT(need(e, "signature_def_count"), tfc_tflite_model_signature_def_count(m), "signature_def_count");
    EXPECT_INT(need(e, "buffer_count"), tfc_tflite_model_buffer_count(m), "buffer_count");
    EXPECT_INT(need(e, "subgraph_count"), tfc_tflite_model_subgraph_count(m), "subgraph_count");
    EXPECT_INT(need(e, "operator_count"), tfc_tflite_model_operator_count(m), "operator_count");

    const tj *codes = need(e, "operator_codes");
    EXPECT_INT(&(tj){.integer = (int64_t)codes->count}, tfc_tflite_model_operator_code_count(m), "operator_codes count");
    for (size_t i = 0; i < codes->count; i++) {
        const tj *c = tj_at(codes, i);
        tfc_tflite_opcode_info oc = {.size = sizeof oc};
        assert_int_equal(tfc_tflite_model_opcode(&oc, m, i), TFC_OK);
        EXPECT_INT(need(c, "index"), i, "index");
        EXPECT_INT(need(c, "builtin_code"), oc.builtin_code, "builtin_code");
        expect_string_or_null(need(c, "builtin_name"), oc.builtin_name, "builtin_name", fname);
        EXPECT_INT(need(c, "deprecated_builtin_code"), oc.deprecated_builtin_code, "deprecated_builtin_code");
        EXPECT_INT(need(c, "raw_builtin_code"), oc.raw_builtin_code, "raw_builtin_code");
        expect_string_or_null(need(c, "custom_code"), oc.custom_code, "custom_code", fname);
        EXPECT_INT(need(c, "version"), oc.version, "version");
        EXPECT_BOOL(need(c, "builtin_code_field_present"), oc.builtin_code_present, "builtin_code_field_present");
        EXPECT_BOOL(need(c, "version_field_present"), oc.version_present, "version_field_present");
    }
    tfc_tflite_opcode_info past = {.size = sizeof past};
    assert_int_equal(tfc_tflite_model_opcode(&past, m, codes->count), TFC_E_RANGE);

    const tj *md = need(e, "metadata"), *names = need(e, "metadata_names");
    EXPECT_INT(&(tj){.integer = (int64_t)md->count}, tfc_tflite_model_metadata_count(m), "metadata count");
    for (size_t i = 0; i < md->count; i++) {
        const char *mname;
        uint32_t buffer;
        int64_t size;
        assert_int_equal(tfc_tflite_model_metadata(&mname, &buffer, &size, m, i), TFC_OK);
        expect_string_or_null(need(tj_at(md, i), "name"), mname, "metadata name", fname);
        expect_string_or_null(tj_at(names, i), mname, "metadata_names", fname);
        EXPECT_INT(need(tj_at(md, i), "buffer"), buffer, "metadata buffer");
        EXPECT_INT(need(tj_at(md, i), "size"), size, "metadata size");
    }
    expect_string_or_null(need(e, "min_runtime_version"), tfc_tflite_model_min_runtime_version(m),
                          "min_runtime_version", fname);

    const tj *sgs = need(e, "subgraphs");
    for (size_t s = 0; s < sgs->count; s++) {
        const tj *sg = tj_at(sgs, s);
        tfc_tflite_subgraph_info si = {.size = sizeof si};
        assert_int_equal(tfc_tflite_model_subgraph(&si, m, s), TFC_OK);
        expect_string_or_null(need(sg, "name"), si.name, "subgraph name", fname);
        EXPECT_INT(need(sg, "tensor_count"), si.tensor_count, "tensor_count");
        EXPECT_INT(need(sg, "operator_count"), si.operator_count, "subgraph operator_count");
        const tj *ops = need(sg, "operators");
        EXPECT_INT(&(tj){.integer = (int64_t)ops->count}, si.operator_count, "operators listed");
        for (size_t o = 0; o < ops->count; o++) {
            const tj *op = tj_at(ops, o);
            tfc_tflite_operator_info oi = {.size = sizeof oi};
            assert_int_equal(tfc_tflite_model_operator(&oi, m, s, o, NULL), TFC_OK);
            EXPECT_INT(need(op, "opcode_index"), oi.opcode_index, "opcode_index");
            const char *keys[2] = {"input_types", "output_types"};
            size_t counts[2] = {oi.input_count, oi.output_count};
            for (int which = 0; which < 2; which++) {
                const tj *types = need(op, keys[which]);
                EXPECT_INT(&(tj){.integer = (int64_t)types->count}, counts[which], keys[which]);
                for (size_t k = 0; k < types->count; k++) {
                    int32_t t;
                    assert_int_equal(tfc_tflite_model_operator_io(&t, m, s, o, which, k, NULL), TFC_OK);
                    if (t < 0) {
                        expect_string_or_null(tj_at(types, k), NULL, keys[which], fname);
                        continue;
                    }
                    tfc_tflite_tensor_info ti = {.size = sizeof ti};
                    assert_int_equal(tfc_tflite_model_tensor(&ti, m, s, (size_t)t, NULL), TFC_OK);
                    expect_string_or_null(tj_at(types, k), tfc_tflite_tensor_type_name(ti.type), keys[which], fname);
                }
            }
        }
    }
}

static int is_json(const char *n)
{
    size_t l = strlen(n);
    return l > 5 && !strcmp(n + l - 5, ".json");
}

static void every_model_matches_its_expected_json(void **state)
{
    (void)state;
    DIR *d = opendir(CORPUS "/expected/tflite");
    assert_non_null(d);
    struct dirent *de;
    int seen = 0;
    while ((de = readdir(d))) {
        if (!is_json(de->d_name)) continue;
        char path[1024], model[1024];
        snprintf(path, sizeof path, CORPUS "/expected/tflite/%s", de->d_name);
        tj *e = tj_load(path);
        assert_non_null(e);
        snprintf(model, sizeof model, CORPUS "/%s", need(e, "file")->string);
        size_t len;
        unsigned char *bytes = t_read_file(model, &len);
        assert_non_null(bytes);
        const char *fname = de->d_name;
        EXPECT_INT(need(e, "size"), len, "size");

        tfc_tflite_model *m = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        if (tfc_tflite_model_parse(&m, bytes, len, NULL, &err) != TFC_OK)
            fail_msg("%s: %s", fname, err.message);
        compare_model(m, e, fname);
        tfc_tflite_model_free(m);

        tfc_tflite_options o;
        tfc_tflite_options_init(&o, sizeof o);
        o.flags = TFC_TFLITE_BORROW_DATA;
        assert_int_equal(tfc_tflite_model_parse(&m, bytes, len, &o, &err), TFC_OK);
        compare_model(m, e, fname);
        tfc_tflite_model_free(m);

        if (tfc_tflite_model_open(&m, model, NULL, &err) != TFC_OK) fail_msg("%s: %s", fname, err.message);
        compare_model(m, e, fname);
        /* Structure walk over the whole model: real models have no bad index. */
        tfc_resolver *r;
        assert_int_equal(tfc_resolver_standard(&r, NULL, NULL), TFC_OK);
        tfc_verdict *v;
        assert_int_equal(tfc_resolver_check(&v, m, r, TFC_TFLITE_CHECK_STRUCTURE, &err), TFC_OK);
        for (size_t i = 0; i < tfc_verdict_finding_count(v); i++)
            assert_int_not_equal(tfc_verdict_finding_reason(v, i), TFC_REASON_BAD_INDEX);
        tfc_verdict_free(v);
        tfc_resolver_free(r);
        tfc_tflite_model_free(m);
        free(bytes);
        tj_free(e);
        seen++;
    }
    closedir(d);
    assert_int_equal(seen, 13);
}

static tfc_tflite_model *open_model(const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, CORPUS "/tflite/%s.tflite", name);
    tfc_tflite_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_tflite_model_open(&m, path, NULL, &err)) fail_msg("%s: %s", path, err.message);
    return m;
}

typedef struct mr_case {
    const char *model;
    const char *computed; /* NULL: undefined */
    const char *stored; /* NULL: none */
    int32_t agreement;
    size_t unmapped;
} mr_case;

static void minimum_runtime_from_stored_versions(void **state)
{
    (void)state;
    /* computed by hand from data/tflite_runtime_versions.csv and each
     * model's operator codes (expected JSON). */
    static const mr_case cases[] = {
        {"micro_speech_quantized", "1.14.0", "1.5.0", TFC_MIN_RUNTIME_STALE, 0},
        {"hello_world_float", "1.5.0", "1.5.0", TFC_MIN_RUNTIME_AGREES, 0},
        {"hello_world_int8", "1.14.0", "1.14.0", TFC_MIN_RUNTIME_AGREES, 0},
        {"saved_model_half_plus_two_tflite", "1.5.0", "1.5.0", TFC_MIN_RUNTIME_AGREES, 0},
        {"simple_add_model", "1.14.0", "1.14.0", TFC_MIN_RUNTIME_AGREES, 0},
        {"conv0", "1.14.0", NULL, TFC_MIN_RUNTIME_NOT_STORED, 0},
        {"parse_example_tflite", NULL, "", TFC_MIN_RUNTIME_AGREES, 1},  /* Flex only: undefined */
        {"person_detect_vela", NULL, NULL, TFC_MIN_RUNTIME_NOT_STORED, 1}, /* ethos-u only */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const mr_case *c = &cases[i];
        tfc_tflite_model *m = open_model(c->model);
        tfc_min_runtime *mr = NULL;
        assert_int_equal(tfc_min_runtime_compute(&mr, m, NULL), TFC_OK);
        tfc_tflite_model_free(m); /* the result outlives the model */
        const char *computed = tfc_min_runtime_version(mr);
        if (!c->computed != !computed || (computed && strcmp(computed, c->computed)))
            fail_msg("%s: computed %s, expected %s", c->model, computed ? computed : "NULL",
                     c->computed ? c->computed : "NULL");
        if (c->stored) assert_string_equal(tfc_min_runtime_stored(mr), c->stored);
        else assert_null(tfc_min_runtime_stored(mr));
        assert_int_equal(tfc_min_runtime_agreement(mr), c->agreement);
        assert_int_equal(tfc_min_runtime_unmapped_count(mr), c->unmapped);
        tfc_min_runtime_free(mr);
    }
}

static void stale_metadata_names_the_ops_that_raise_it(void **state)
{
    (void)state;
    tfc_tflite_model *m = open_model("micro_speech_quantized");
    tfc_min_runtime *mr = NULL;
    assert_int_equal(tfc_min_runtime_compute(&mr, m, NULL), TFC_OK);
    /* RESHAPE v1 is 1.5.0 and does not raise it; the other three do. */
    assert_int_equal(tfc_min_runtime_raising_count(mr), 3);
    int32_t code, version;
    const char *rt;
    assert_int_equal(tfc_min_runtime_raising(&code, &version, &rt, mr, 0), TFC_OK);
    assert_string_equal(tfc_tflite_builtin_name(code), "DEPTHWISE_CONV_2D");
    assert_int_equal(version, 3);
    assert_string_equal(rt, "1.14.0");
    assert_int_equal(tfc_min_runtime_raising(&code, &version, &rt, mr, 1), TFC_OK);
    assert_string_equal(tfc_tflite_builtin_name(code), "FULLY_CONNECTED");
    assert_int_equal(version, 4);
    assert_int_equal(tfc_min_runtime_raising(&code, &version, &rt, mr, 3), TFC_E_RANGE);
    assert_string_equal(tfc_min_runtime_message(mr),
                        "stored min_runtime_version \"1.5.0\" is stale: the model needs 1.14.0 "
                        "(DEPTHWISE_CONV_2D v3 needs 1.14.0, FULLY_CONNECTED v4 needs 1.14.0, "
                        "SOFTMAX v2 needs 1.14.0)");
    tfc_min_runtime_free(mr);
    tfc_tflite_model_free(m);
}

static void corpus_models_load_in_the_current_runtime_but_not_in_1_5(void **state)
{
    (void)state;
    tfc_tflite_model *m = open_model("micro_speech_quantized");
    tfc_resolver *r;
    tfc_verdict *v;
    assert_int_equal(tfc_resolver_standard(&r, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_check(&v, m, r, 0, NULL), TFC_OK);
    assert_true(tfc_verdict_accepted(v));
    assert_int_equal(tfc_verdict_finding_count(v), 0);
    tfc_verdict_free(v);
    tfc_resolver_free(r);

    assert_int_equal(tfc_resolver_for_release(&r, "1.13.0", NULL, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_check(&v, m, r, 0, NULL), TFC_OK);
    assert_false(tfc_verdict_accepted(v));
    /* DEPTHWISE_CONV_2D v3, FULLY_CONNECTED v4 and SOFTMAX v2 all block: every one reported. */
    assert_int_equal(tfc_verdict_finding_count(v), 3);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_UNSUPPORTED_OP_VERSION);
    assert_string_equal(tfc_verdict_finding_subject(v, 0), "DEPTHWISE_CONV_2D");
    assert_int_equal(tfc_verdict_finding_value(v, 0), 3);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "Didn't find op for builtin opcode 'DEPTHWISE_CONV_2D' version '3'. An older "
                        "version of this builtin might be supported. Are you using an old TFLite "
                        "binary with a newer model?");
    assert_string_equal(tfc_verdict_finding_subject(v, 1), "FULLY_CONNECTED");
    assert_string_equal(tfc_verdict_finding_subject(v, 2), "SOFTMAX");
    tfc_verdict_free(v);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);

    /* A custom op unknown to the standard resolver. */
    m = open_model("parse_example_tflite");
    assert_int_equal(tfc_resolver_standard(&r, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_check(&v, m, r, 0, NULL), TFC_OK);
    assert_false(tfc_verdict_accepted(v));
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_UNRESOLVED_CUSTOM_OP);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "Encountered unresolved custom op: ParseExampleV2.\nSee instructions: "
                        "https://www.tensorflow.org/lite/guide/ops_custom ");
    tfc_verdict_free(v);
    assert_int_equal(tfc_resolver_add_custom(r, "ParseExampleV2", 1, 1, NULL), TFC_OK);
    assert_int_equal(tfc_resolver_check(&v, m, r, 0, NULL), TFC_OK);
    assert_true(tfc_verdict_accepted(v));
    tfc_verdict_free(v);
    tfc_resolver_free(r);
    tfc_tflite_model_free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_model_matches_its_expected_json),
        cmocka_unit_test(minimum_runtime_from_stored_versions),
        cmocka_unit_test(stale_metadata_names_the_ops_that_raise_it),
        cmocka_unit_test(corpus_models_load_in_the_current_runtime_but_not_in_1_5),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
