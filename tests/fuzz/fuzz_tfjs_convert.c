/*
 * libFuzzer harness: the graph tensorflowjs_converter validates
 * (src/tfjs/tfjs_convert.c). The input is read as a SavedModel and as a
 * MetaGraphDef and answered for three converter releases, one per rule
 * range (0.8.4: --output_node_names, 2.8.6: the signature inlined and
 * lowered, 4.22.0: the library too). An answer is a verdict; a failure is a
 * negative code with its message and no verdict.
 */
#include <stdint.h>
#include <stdlib.h>

#include <tfcompat.h>

#include "tfjs_internal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > (1u << 20)) return 0;
    static const char *const releases[] = {"0.8.4", "2.8.6", "4.22.0"};
    static const int32_t kinds[] = {TFC_KIND_SAVED_MODEL, TFC_KIND_META_GRAPH_DEF};
    for (size_t r = 0; r < sizeof releases / sizeof *releases; r++) {
        size_t index;
        if (tfc_tfjs_release_find(&index, releases[r], TFC_TFJS_CONVERTER, NULL)) abort();
        for (size_t k = 0; k < 2; k++) {
            tfc_verdict *v = NULL;
            tfc_error err;
            tfc_error_init(&err, sizeof err);
            int rc = tfc__tfjs_converter_check_bytes(&v, data, size, kinds[k], index, NULL, &err);
            if (rc == TFC_OK) {
                if (!v) abort();
                for (size_t i = 0; i < tfc_verdict_finding_count(v); i++)
                    if (!tfc_verdict_finding_message(v, i)[0]) abort();
            } else if (v || rc > 0 || err.code != rc || !err.message[0]) {
                abort();
            }
            tfc_verdict_free(v);
        }
    }
    return 0;
}
