/*
 * tfjs_faults.c - known faults of TensorFlow.js runtimes as data
 * (data/tfjs_runtime_faults.csv, generated into tfc__tfjs_faults[]): a
 * release that maps every op of a model and decodes its weights can still
 * fail the run, for example tensorflow/tfjs#4641 (2.1.0 .. 3.0.0 compare a
 * TensorList element shape of unknown rank as a shape). Whether such a
 * fault triggers depends on values the tool does not read (the weight
 * shards), so the answer is a WARNING and the outcome stays what the op
 * lists and the loader say. Read-only tables: thread-safe.
 */
#include <stdio.h>
#include <string.h>

#include "tfjs_internal.h"

/* Whether the model's ops[0..n) name the op of length k at p. */
static int uses(const char *const *ops, size_t n, const char *p, size_t k)
{
    for (size_t i = 0; i < n; i++)
        if (ops[i] && strlen(ops[i]) == k && !memcmp(ops[i], p, k)) return 1;
    return 0;
}

int tfc__tfjs_add_runtime_faults(tfc_verdict *v, const char *const *ops, size_t n, size_t row, const char *who)
{
    int rc = TFC_OK;
    for (size_t f = 0; f < tfc__tfjs_fault_count && !rc; f++) {
        const tfc__tfjs_fault *x = &tfc__tfjs_faults[f];
        if ((int)row < x->first || (int)row > x->last) continue;
        /* the exposing ops the model uses and the release maps, in the
         * table's (byte) order */
        tfc__strbuf b;
        tfc__strbuf_init(&b, NULL);
        char first[128] = "";
        for (const char *p = x->ops; *p;) {
            size_t k = strcspn(p, " ");
            char op[128];
            if (k < sizeof op && uses(ops, n, p, k)) {
                memcpy(op, p, k);
                op[k] = 0;
                if (tfc_tfjs_release_has_op(row, TFC_TFJS_RUNTIME, op)) {
                    tfc__strbuf_printf(&b, "%s%s", first[0] ? ", " : "", op);
                    if (!first[0]) memcpy(first, op, k + 1);
                }
            }
            p += k + (p[k] == ' ');
        }
        char fixed[128] = "";
        if ((size_t)x->last + 1 < tfc__tfjs_release_count) {
            char name[96];
            tfc__tfjs_row_runtime_name(name, sizeof name, (size_t)x->last + 1);
            snprintf(fixed, sizeof fixed, "; %s has it fixed", name);
        }
        if (b.failed)
            rc = TFC_E_NOMEM;
        else if (first[0])
            rc = tfc__verdict_add(v, TFC_REASON_TFJS_RUNTIME_FAULT, TFC_SEVERITY_WARNING, first, -1,
                                  "%s may fail a run of this model with \"%s\"%s: a known runtime fault (%s) "
                                  "exposed by %s, which triggers or not on values the tool does not read%s",
                                  who, x->error, strstr(x->error, "{shape}") ? " ({shape}: a list element's shape)" : "",
                                  x->issue, b.data, fixed);
        tfc__strbuf_free(&b);
    }
    return rc;
}
