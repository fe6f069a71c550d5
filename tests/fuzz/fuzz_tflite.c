/*
 * fuzz_tflite.c - libFuzzer harness for the TFLite model reader: parse the
 * input (with and without the identifier check), then run everything that
 * reads the model: every getter, the structure walk of the check, minimum
 * runtime, converter versions and a delegate check. Any crash, leak or
 * sanitizer report is a bug; errors are expected answers.
 */
#include <stddef.h>
#include <stdint.h>

#include <tfcompat.h>

#include "fuzz_answer.h"

static void exercise(const tfc_tflite_model *m)
{
    for (size_t i = 0; i < tfc_tflite_model_operator_code_count(m); i++) {
        tfc_tflite_opcode_info oc = {.size = sizeof oc};
        (void)tfc_tflite_model_opcode(&oc, m, i);
    }
    for (size_t i = 0; i < tfc_tflite_model_metadata_count(m); i++)
        (void)tfc_tflite_model_metadata(NULL, NULL, NULL, m, i);
    for (size_t s = 0; s < tfc_tflite_model_subgraph_count(m); s++) {
        tfc_tflite_subgraph_info si = {.size = sizeof si};
        if (tfc_tflite_model_subgraph(&si, m, s)) continue;
        for (size_t op = 0; op < si.operator_count && op < 64; op++) {
            tfc_tflite_operator_info oi = {.size = sizeof oi};
            if (tfc_tflite_model_operator(&oi, m, s, op, NULL)) continue;
            for (size_t k = 0; k < oi.input_count && k < 16; k++) {
                int32_t t;
                tfc_tflite_tensor_info ti = {.size = sizeof ti};
                if (tfc_tflite_model_operator_io(&t, m, s, op, 0, k, NULL) == TFC_OK && t >= 0 &&
                    tfc_tflite_model_tensor(&ti, m, s, (size_t)t, NULL) == TFC_OK && ti.rank > 0) {
                    int32_t d;
                    (void)tfc_tflite_model_tensor_dim(&d, m, s, (size_t)t, 0, NULL);
                }
            }
        }
    }
    tfc_resolver *r = NULL;
    if (tfc_resolver_standard(&r, NULL, NULL) == TFC_OK) {
        tfc_verdict *v = NULL;
        (void)tfc_resolver_check(&v, m, r, TFC_TFLITE_CHECK_STRUCTURE, NULL);
        tfc_verdict_free(v);
        tfc_resolver_free(r);
    }
    /* A profile with every build property (deferred custom ops, refused
     * variable tensors, a tensor_types list) reads each tensor's type. */
    r = NULL;
    if (tfc_resolver_for_release(&r, "litertjs@2.0.0", NULL, NULL) == TFC_OK) {
        tfc_verdict *v = NULL;
        (void)tfc_resolver_check(&v, m, r, 0, NULL);
        tfc_verdict_free(v);
        tfc_resolver_free(r);
    }
    tfc_min_runtime *mr = NULL;
    (void)tfc_min_runtime_compute(&mr, m, NULL);
    tfc_min_runtime_free(mr);
    tfc_op_versions *vers = NULL;
    (void)tfc_op_versions_compute(&vers, m, NULL);
    tfc_op_versions_free(vers);
    static const char table[] = "builtin CONV_2D 2\nbuiltin FULLY_CONNECTED 4\ncustom Foo 1\n";
    tfc_delegate *d = NULL;
    if (tfc_delegate_parse(&d, table, sizeof table - 1, NULL, NULL) == TFC_OK) {
        tfc_verdict *v = NULL;
        (void)tfc_delegate_check(&v, m, d, NULL);
        tfc_verdict_free(v);
        tfc_delegate_free(d);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tfc_tflite_options o;
    tfc_tflite_options_init(&o, sizeof o);
    o.flags = TFC_TFLITE_ANY_IDENTIFIER | TFC_TFLITE_BORROW_DATA;
    o.max_vector_len = 1u << 16;
    /* Each execution bounded at 64 Ki units of work (the default allows
     * 2^20 + 16 per byte): the campaign converged on inputs that spend the
     * whole default budget in every walk, 160 executions a second. Over the
     * bound is TFC_E_TOO_MUCH_WORK at parse, a path the fuzzer still takes. */
    o.max_work = 1u << 16;
    tfc_tflite_model *m = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_tflite_model_parse(&m, data, size, &o, &err);
    fuzz_answer(rc, m, &err);
    if (rc == TFC_OK) {
        exercise(m);
        tfc_tflite_model_free(m);
    }
    /* The resolver text parser sees the same bytes. */
    tfc_resolver *r = NULL;
    tfc_error_init(&err, sizeof err);
    rc = tfc_resolver_parse(&r, (const char *)data, size, NULL, &err);
    fuzz_answer(rc, r, &err);
    tfc_resolver_free(r);
    return 0;
}
