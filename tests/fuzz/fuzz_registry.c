/*
 * libFuzzer harness: the registry text format. Every registry that loads is
 * then queried (ranges for a VersionDef, the policy validator, the getters)
 * so that whatever the parser accepts is also safe to use.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tfc_registry *r = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_registry_load(&r, (const char *)data, size, NULL, &err) != TFC_OK) {
        if (r) abort(); /* nothing may be returned on error */
        if (strncmp(err.message, "line ", 5) && err.code != TFC_E_TOO_LARGE && err.code != TFC_E_NOMEM &&
            err.code != TFC_E_TOO_MANY)
            abort(); /* every format fault names its line */
        return 0;
    }
    int32_t bad[] = {5, 1000};
    tfc_versiondef *vd = NULL;
    if (tfc_versiondef_new(&vd, 440, 12, bad, 2, NULL, NULL) == TFC_OK) {
        const char *ops[] = {"TopK", "BatchNormWithGlobalNormalization", "Conv2D"};
        for (size_t s = 0; s < tfc_registry_scheme_count(r); s++) {
            tfc_release_answer *a = NULL;
            if (tfc_registry_check(&a, r, tfc_registry_scheme_name(r, s), vd, ops, 3, NULL) == TFC_OK) {
                for (size_t k = 0; k < tfc_release_answer_range_count(a); k++) {
                    int64_t f = tfc_release_answer_range_first(a, k), l = tfc_release_answer_range_last(a, k);
                    if (f < 0 || l < f || (size_t)l >= tfc_release_answer_count(a)) abort();
                }
                for (size_t i = 0; i < tfc_release_answer_count(a); i++) (void)tfc_release_answer_message(a, i);
                tfc_release_answer_free(a);
            }
        }
        tfc_versiondef_free(vd);
    }
    tfc_verdict *v = NULL;
    if (tfc_policy_validate(&v, r, NULL, NULL) == TFC_OK) tfc_verdict_free(v);
    for (size_t i = 0; i < tfc_registry_consumer_count(r); i++) {
        if (tfc_registry_consumer_version_low(r, i) > tfc_registry_consumer_version_high(r, i)) abort();
        if (i && !strcmp(tfc_registry_consumer_scheme(r, i), tfc_registry_consumer_scheme(r, i - 1)) &&
            tfc_release_compare(tfc_registry_consumer_release(r, i - 1), tfc_registry_consumer_release(r, i)) > 0)
            abort(); /* release order */
        if (tfc_registry_find(r, tfc_registry_consumer_scheme(r, i), tfc_registry_consumer_release(r, i)) < 0)
            abort();
    }
    tfc_registry_free(r);
    return 0;
}
