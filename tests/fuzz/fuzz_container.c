/* libFuzzer harness: content detection and the GraphDef / MetaGraphDef /
 * SavedModel readers, with small limits so deep or wide inputs hit them. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

#include "fuzz_answer.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void touch(const tfc_model *m)
{
    for (size_t i = 0; i < tfc_model_meta_graph_count(m); i++) {
        const tfc_meta_graph *g = tfc_model_meta_graph(m, i);
        size_t n;
        const char *s = tfc_meta_graph_tensorflow_version(g, &n);
        volatile size_t sink = n ? (size_t)(unsigned char)s[n - 1] : 0;
        (void)sink;
        for (int32_t list = 0; list < 4; list++)
            for (size_t k = 0; k < tfc_meta_graph_name_count(g, list); k++) (void)strlen(tfc_meta_graph_name(g, list, k));
        for (size_t k = 0; k < tfc_meta_graph_tag_count(g); k++) (void)tfc_meta_graph_tag(g, k, &n);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int32_t kind;
    (void)tfc_container_detect_kind(&kind, data, size, NULL);
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.max_depth = 12;
    o.max_names = 256;
    o.max_fields = 100000;
    for (int32_t k = 0; k <= TFC_KIND_SAVED_MODEL; k++) {
        tfc_model *m = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = tfc_model_parse(&m, data, size, k, &o, &err);
        fuzz_answer(rc, m, &err);
        if (rc == TFC_OK) {
            touch(m);
            tfc_model_free(m);
        }
    }
    return 0;
}
