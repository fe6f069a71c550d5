/*
 * libFuzzer harness: target strings (tfcompat/check.h), the check layer's
 * parser of what users type. The input is split at its first NUL: the
 * target string, then (optionally) a version string messages should name.
 * Whatever parses is then used: its getters, a check of a real-shaped
 * in-memory VersionDef, and the name a person reads.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

#include "fuzz_answer.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 8192) return 0;
    char *spec = malloc(size + 1);
    if (!spec) return 0;
    memcpy(spec, data, size);
    spec[size] = 0;
    const char *tfv = strlen(spec) < size ? spec + strlen(spec) + 1 : NULL;
    tfc_target *t = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_target_parse(&t, spec, NULL, &err);
    fuzz_answer(rc, t, &err);
    if (rc != TFC_OK) {
        free(spec);
        return 0;
    }
    if (tfv && tfc_target_release(t)) (void)tfc_target_set_tf_version(t, tfv, NULL);
    const char *name = tfc_target_name(t);
    if (!name || !name[0] || strlen(name) >= 512) abort();
    (void)tfc_target_note(t);
    (void)tfc_target_runtime(t);
    if (tfc_target_release(t) && tfc_target_consumer(t) < 0) abort();
    /* A bare VersionDef read as an artifact, checked by the target. */
    static const uint8_t vd[] = {0x08, 0xa0, 0x0c, 0x10, 0x0c}; /* producer 1568, min_consumer 12 */
    tfc_artifact *a = NULL;
    if (tfc_artifact_parse(&a, vd, sizeof vd, NULL, NULL) == TFC_OK) {
        tfc_verdict *v = NULL;
        if (tfc_check(&v, a, t, NULL, NULL) == TFC_OK) {
            int64_t i = tfc_verdict_first_finding(v);
            if ((tfc_verdict_outcome(v) == TFC_OUTCOME_ACCEPTED) != (i < 0)) abort();
            tfc_verdict_free(v);
        }
        tfc_artifact_free(a);
    }
    tfc_target_free(t);
    free(spec);
    return 0;
}
