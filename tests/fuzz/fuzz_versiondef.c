/* libFuzzer harness: VersionDef parsing and the acceptance rule on it. */
#include <stdint.h>
#include <stdlib.h>

#include <tfcompat.h>

#include "fuzz_answer.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tfc_versiondef *v = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_versiondef_parse(&v, data, size, NULL, &err);
    fuzz_answer(rc, v, &err);
    if (rc == TFC_OK) {
        tfc_verdict *verdict = NULL;
        if (tfc_accept_check(&verdict, v, 2314, 0, "GraphDef", "graph", "2.21.0", NULL, NULL) == TFC_OK) {
            for (size_t i = 0; i < tfc_verdict_finding_count(verdict); i++)
                (void)tfc_verdict_finding_message(verdict, i);
            tfc_verdict_free(verdict);
        }
        tfc_versiondef *m = NULL;
        if (tfc_versiondef_merge(&m, v, v, NULL, NULL) == TFC_OK) tfc_versiondef_free(m);
        tfc_versiondef_free(v);
    }
    return 0;
}
