/*
 * The converter's op-version rules on real models: for every operator code of
 * every model in tests/corpus/tflite (the acceptance corpus) and
 * tests/corpus/tflite_extra (MediaPipe models), the computed version (the
 * highest over the code's operators) against the stored one, through the
 * public API (tfc_op_versions_*).
 *
 * Where the converter's versioning step wrote the versions, computed must
 * equal stored. Every other code is listed below with the exact stored and
 * computed versions and the writer the library must name; any code not
 * listed must agree, and the number of VERSION_MISMATCH findings must equal
 * the number of listed referenced mismatches. Stored versions are also
 * checked against the independently computed expected JSON where one exists.
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
#include "tjson.h"

#define CORPUS TFC_TEST_DIR "/corpus"

typedef struct model_case {
    const char *path;     /* under tests/corpus */
    const char *expected; /* expected JSON under tests/corpus, or NULL */
    const char *producer; /* writer named for every agreeing builtin code */
} model_case;

/* Why each producer: its description ("MLIR Converted." and so on); files
 * with neither description nor metadata read as consistent with the
 * converter when they agree. */
static const model_case k_models[] = {
    {"tflite/audio_preprocessor_int8.tflite", "expected/tflite/audio_preprocessor_int8.json", "converter"},
    {"tflite/conv0.tflite", "expected/tflite/conv0.json", "converter"},
    {"tflite/dtln_noise_suppression.tflite", "expected/tflite/dtln_noise_suppression.json", "converter"},
    {"tflite/hello_world_float.tflite", "expected/tflite/hello_world_float.json", "converter"},
    {"tflite/hello_world_int8.tflite", "expected/tflite/hello_world_int8.json", "converter"},
    {"tflite/keyword_scrambled.tflite", "expected/tflite/keyword_scrambled.json", "converter"},
    {"tflite/micro_speech_quantized.tflite", "expected/tflite/micro_speech_quantized.json", "toco"},
    {"tflite/mobilenet_v2_quantized_1x3x224x224.tflite",
     "expected/tflite/mobilenet_v2_quantized_1x3x224x224.json", "tinynn"},
    {"tflite/parse_example_tflite.tflite", "expected/tflite/parse_example_tflite.json", "converter"},
    {"tflite/person_detect_vela.tflite", "expected/tflite/person_detect_vela.json", "vela"},
    {"tflite/saved_model_half_plus_two_tflite.tflite",
     "expected/tflite/saved_model_half_plus_two_tflite.json", "toco"},
    {"tflite/simple_add_model.tflite", "expected/tflite/simple_add_model.json", "converter"},
    {"tflite/trained_lstm_int8.tflite", "expected/tflite/trained_lstm_int8.json", "converter"},
    {"tflite_extra/face_detection_short_range.tflite", NULL, "keras2tflite"},
    {"tflite_extra/face_detection_full_range_sparse.tflite", NULL, "converter"},
    {"tflite_extra/selfie_segmentation.tflite", NULL, "keras2tflite"},
    {"tflite_extra/hand_landmark_lite.tflite", NULL, "converter"},
};

typedef struct mismatch {
    const char *path;
    size_t code;      /* operator code index */
    const char *name; /* builtin name, as a check of the index */
    int32_t stored, computed; /* computed 0 = no operator uses the code */
    const char *writer;
} mismatch;

static const mismatch k_mismatches[] = {
    /* SeaNet per-layer test model: int16x8 CONV_2D with a Conv2DOptions table;
     * the rules give 8 (quantized_bias_type quirk), the file keeps the legacy
     * quantizer's 3, copied from the source model by per-layer extraction. */
    {"tflite/conv0.tflite", 0, "CONV_2D", 3, 8, "legacy-quantizer"},
    /* An unused DEQUANTIZE code at 2, created by the legacy quantizer. */
    {"tflite/keyword_scrambled.tflite", 14, "DEQUANTIZE", 2, 0, "legacy-quantizer"},
    /* Float16 weights: DEQUANTIZE of a FLOAT16 constant, rules 3, stored 2
     * (MakeDequantizeOperator of the legacy weight quantizer). */
    {"tflite_extra/face_detection_short_range.tflite", 8, "DEQUANTIZE", 2, 3, "legacy-quantizer"},
    {"tflite_extra/selfie_segmentation.tflite", 10, "DEQUANTIZE", 2, 3, "legacy-quantizer"},
    {"tflite_extra/hand_landmark_lite.tflite", 7, "DEQUANTIZE", 2, 3, "legacy-quantizer"},
    /* keras2tflite writes RESIZE_BILINEAR at 1 although half_pixel_centers is
     * set (rules 3). */
    {"tflite_extra/selfie_segmentation.tflite", 8, "RESIZE_BILINEAR", 1, 3, "keras2tflite"},
};

static const mismatch *find_mismatch(const char *path, size_t code)
{
    for (size_t i = 0; i < sizeof k_mismatches / sizeof k_mismatches[0]; i++)
        if (strcmp(k_mismatches[i].path, path) == 0 && k_mismatches[i].code == code)
            return &k_mismatches[i];
    return NULL;
}

static void check_model(const model_case *mc, size_t *agreeing, size_t *listed)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", CORPUS, mc->path);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_tflite_model *m = NULL;
    if (tfc_tflite_model_open(&m, path, NULL, &err) != TFC_OK)
        fail_msg("%s: %s", mc->path, tfc_error_message(&err));
    tfc_op_versions *v = NULL;
    if (tfc_op_versions_compute(&v, m, &err) != TFC_OK)
        fail_msg("%s: %s", mc->path, tfc_error_message(&err));

    tj *e = NULL;
    const tj *codes = NULL;
    if (mc->expected) {
        snprintf(path, sizeof path, "%s/%s", CORPUS, mc->expected);
        e = tj_load(path);
        assert_non_null(e);
        codes = tj_get(e, "operator_codes");
        assert_non_null(codes);
        assert_int_equal(codes->count, tfc_tflite_model_operator_code_count(m));
    }

    size_t n = tfc_op_versions_count(v);
    assert_int_equal(n, tfc_tflite_model_operator_code_count(m));
    size_t want_findings = 0;
    for (size_t i = 0; i < n; i++) {
        tfc_tflite_opcode_info oc;
        memset(&oc, 0, sizeof oc);
        oc.size = sizeof oc;
        assert_int_equal(tfc_tflite_model_opcode(&oc, m, i), TFC_OK);
        if (codes) { /* the stored version as the independent reader saw it */
            const tj *c = tj_at(codes, i);
            assert_int_equal(tj_get(c, "version")->integer, oc.version);
            assert_int_equal(tj_get(c, "builtin_code")->integer, oc.builtin_code);
        }
        int32_t computed = -1;
        uint32_t quirks = 99;
        const char *writer = NULL;
        assert_int_equal(tfc_op_versions_get(&computed, &quirks, &writer, v, i), TFC_OK);
        if (quirks != 0)
            fail_msg("%s code %zu: quirk flags %#x on a real model", mc->path, i, (unsigned)quirks);
        const mismatch *mm = find_mismatch(mc->path, i);
        if (mm) {
            assert_string_equal(oc.builtin_name, mm->name);
            if (oc.version != mm->stored || computed != mm->computed || strcmp(writer, mm->writer))
                fail_msg("%s code %zu (%s): stored %d computed %d writer %s; expected %d %d %s",
                         mc->path, i, oc.builtin_name, (int)oc.version, (int)computed, writer,
                         (int)mm->stored, (int)mm->computed, mm->writer);
            if (mm->computed != 0)
                want_findings++;
            (*listed)++;
            continue;
        }
        if (computed != oc.version)
            fail_msg("%s code %zu (%s): stored %d, computed %d, and no mismatch is expected",
                     mc->path, i, oc.builtin_name, (int)oc.version, (int)computed);
        if (strcmp(writer, mc->producer))
            fail_msg("%s code %zu: writer %s, expected %s", mc->path, i, writer, mc->producer);
        (*agreeing)++;
    }
    const tfc_verdict *f = tfc_op_versions_findings(v);
    assert_int_equal(tfc_verdict_finding_count(f), want_findings);
    for (size_t k = 0; k < tfc_verdict_finding_count(f); k++) {
        assert_int_equal(tfc_verdict_finding_reason(f, k), TFC_REASON_VERSION_MISMATCH);
        assert_int_equal(tfc_verdict_finding_severity(f, k), TFC_SEVERITY_WARNING);
        assert_non_null(strstr(tfc_verdict_finding_message(f, k), "likely written by "));
    }
    tj_free(e);
    tfc_op_versions_free(v);
    tfc_tflite_model_free(m);
}

static void computed_versions_match_stored_where_the_converter_wrote_them(void **state)
{
    (void)state;
    size_t agreeing = 0, listed = 0;
    for (size_t i = 0; i < sizeof k_models / sizeof k_models[0]; i++)
        check_model(&k_models[i], &agreeing, &listed);
    /* Every listed mismatch was met (none refers to a code that is not there). */
    assert_int_equal(listed, sizeof k_mismatches / sizeof k_mismatches[0]);
    print_message("%zu operator codes agree, %zu differ with a named writer\n", agreeing, listed);
    assert_true(agreeing >= 150);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(computed_versions_match_stored_where_the_converter_wrote_them),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
