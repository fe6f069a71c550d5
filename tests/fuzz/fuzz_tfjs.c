/*
 * libFuzzer harness: model.json (tfcompat/tfjs.h). The input is parsed with
 * the default limits and with small ones (depth 8, 64-byte strings, 256
 * values, 16 nodes, 4 weights), so both the library's bounds scan and
 * jansson's own refusals are reached; every getter of a parsed model is
 * then read back and held to its invariants.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void use(const tfc_tfjs_model *m)
{
    int32_t f = tfc_tfjs_model_format(m);
    if (f != TFC_TFJS_GRAPH_MODEL && f != TFC_TFJS_LAYERS_MODEL) abort();
    size_t n = tfc_tfjs_model_op_count(m);
    for (size_t i = 0; i < n; i++) {
        const char *op = tfc_tfjs_model_op(m, i);
        if (!op || !op[0]) abort();
        if (i && strcmp(tfc_tfjs_model_op(m, i - 1), op) >= 0) abort(); /* distinct, sorted */
    }
    if (tfc_tfjs_model_op(m, n)) abort();
    for (size_t i = 0; i < tfc_tfjs_model_weight_count(m); i++)
        if (!tfc_tfjs_model_weight_name(m, i) || !tfc_tfjs_model_weight_dtype(m, i)) abort();
    for (size_t i = 0; i < tfc_tfjs_model_shard_count(m); i++)
        if (!tfc_tfjs_model_shard_path(m, i)) abort();
    int32_t p, c;
    (void)tfc_tfjs_model_versions(m, &p, &c);
    (void)tfc_tfjs_model_generated_by(m);
    (void)tfc_tfjs_model_converted_by(m);
    (void)tfc_tfjs_model_keras_version(m);
    (void)tfc_tfjs_model_node_count(m);
    (void)tfc_tfjs_model_attr_count(m);
    (void)tfc_tfjs_model_function_count(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > (1u << 20)) return 0;
    tfc_tfjs_options small;
    tfc_tfjs_options_init(&small, sizeof small);
    small.max_depth = 8;
    small.max_string_size = 64;
    small.max_values = 256;
    small.max_nodes = 16;
    small.max_weights = 4;
    const tfc_tfjs_options *opts[] = {NULL, &small};
    for (size_t k = 0; k < 2; k++) {
        tfc_tfjs_model *m = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = tfc_tfjs_model_parse(&m, data, size, opts[k], &err);
        if (rc != TFC_OK) {
            if (m || rc >= 0 || err.code != rc || !err.message[0]) abort();
            continue;
        }
        use(m);
        tfc_tfjs_model_free(m);
    }
    return 0;
}
