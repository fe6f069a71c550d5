/*
 * tfjs_ops.c - TensorFlow.js releases and the one verdict on their op lists
 * (tfcompat/tfjs.h). The tables are generated from data/tfjs_*.csv
 * (tfjs_internal.h); every entry (the C API, the check layer, the command)
 * asks tfc__tfjs_check_ops, so the messages are written once, here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tfjs_internal.h"

/* The runtime's words (tfjs-converter/src/operations/operation_executor.ts,
 * the same from 1.x to 4.22.0) and the converter's
 * (python/tensorflowjs/converters/tf_saved_model_conversion_v2.py). */
#define RUNTIME_UNKNOWN_OP                                                                                          \
    "Unknown op '%s'. File an issue at https://github.com/tensorflow/tfjs/issues so we can add it, or register a " \
    "custom execution with tf.registerOp()"
#define CONVERTER_UNSUPPORTED "Unsupported Ops in the model before optimization\n"

size_t tfc_tfjs_release_count(void) { return tfc__tfjs_release_count; }

const char *tfc_tfjs_release_name(size_t i)
{
    return i < tfc__tfjs_release_count ? tfc__tfjs_releases[i].release : NULL;
}

static int side_ok(int32_t side) { return side == TFC_TFJS_RUNTIME || side == TFC_TFJS_CONVERTER; }

int32_t tfc_tfjs_release_find(size_t *out_index, const char *release, int32_t side, tfc_error *err)
{
    if (!out_index || !release || !side_ok(side))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out_index or release is NULL, or side is not 1 or 2");
    /* the runtime side names @tensorflow/tfjs releases (tfjs_axis.c) */
    size_t k;
    if (side == TFC_TFJS_RUNTIME) {
        int rc = tfc__tfjs_axis_find(&k, release, err);
        if (!rc) *out_index = tfc__tfjs_axis_row(k);
        return rc;
    }
    for (size_t i = 0; i < tfc__tfjs_release_count; i++)
        if (!strcmp(tfc__tfjs_releases[i].release, release)) {
            *out_index = i;
            return TFC_OK;
        }
    return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "tfjs-converter release %.64s is not known (%s .. %s)", release,
                     tfc__tfjs_releases[0].release, tfc__tfjs_releases[tfc__tfjs_release_count - 1].release);
}

int32_t tfc_tfjs_release_known(size_t i, int32_t side)
{
    if (i >= tfc__tfjs_release_count || !side_ok(side)) return 0;
    return (side == TFC_TFJS_RUNTIME ? tfc__tfjs_releases[i].runtime_ops : tfc__tfjs_releases[i].converter_ops) > 0;
}

static int cmp_op(const void *key, const void *elem) { return strcmp(key, *(const char *const *)elem); }

int32_t tfc_tfjs_release_has_op(size_t i, int32_t side, const char *op)
{
    if (!op || !tfc_tfjs_release_known(i, side)) return 0;
    const char *const *hit = bsearch(op, tfc__tfjs_ops, tfc__tfjs_op_count, sizeof *tfc__tfjs_ops, cmp_op);
    if (!hit) return 0;
    size_t k = (size_t)(hit - tfc__tfjs_ops) * 2 + (side == TFC_TFJS_CONVERTER);
    return (tfc__tfjs_presence[k * tfc__tfjs_presence_bytes + i / 8] >> (i % 8)) & 1;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

int tfc__tfjs_check_ops(tfc_verdict **out, const char *const *ops, size_t n, size_t index, int32_t side,
                        const tfc_allocator *a, tfc_error *err)
{
    *out = NULL;
    if (index >= tfc__tfjs_release_count) return tfc__fail(err, TFC_E_RANGE, -1, "TF.js release index %zu", index);
    const tfc__tfjs_release *rel = &tfc__tfjs_releases[index];
    char who[96];
    if (side == TFC_TFJS_RUNTIME) tfc__tfjs_row_runtime_name(who, sizeof who, index);
    else snprintf(who, sizeof who, "tensorflowjs_converter %s", rel->release);
    tfc_verdict *v = tfc__verdict_new(a);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    if (!tfc_tfjs_release_known(index, side)) {
        int rc = tfc__verdict_add(v, TFC_REASON_TFJS_LIST_UNKNOWN, TFC_SEVERITY_UNDETERMINED, rel->release, -1,
                                  "the op list of %s is not known (%s at %s has none): undetermined", who, rel->repo,
                                  rel->tag);
        if (rc) {
            tfc_verdict_free(v);
            return tfc__fail(err, rc, -1, "out of memory");
        }
        *out = v;
        return TFC_OK;
    }
    /* The missing ops, distinct and in byte order. */
    const char **miss = n ? tfc__alloc(a, n * sizeof *miss) : NULL;
    if (n && !miss) {
        tfc_verdict_free(v);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (ops[i] && !tfc_tfjs_release_has_op(index, side, ops[i])) miss[k++] = ops[i];
    qsort(miss, k, sizeof *miss, cmp_str);
    size_t d = 0;
    for (size_t i = 0; i < k; i++)
        if (!d || strcmp(miss[d - 1], miss[i])) miss[d++] = miss[i];
    int rc = TFC_OK;
    if (side == TFC_TFJS_RUNTIME) {
        for (size_t i = 0; i < d && !rc; i++)
            rc = tfc__verdict_add(v, TFC_REASON_TFJS_UNKNOWN_OP, TFC_SEVERITY_ERROR, miss[i], -1, RUNTIME_UNKNOWN_OP,
                                  miss[i]);
    } else if (d) {
        /* The converter names every unsupported op in one message, joined
         * with ", " (it joins a set; we list it in byte order). */
        tfc__strbuf b;
        tfc__strbuf_init(&b, a);
        tfc__strbuf_append(&b, CONVERTER_UNSUPPORTED, strlen(CONVERTER_UNSUPPORTED));
        for (size_t i = 0; i < d; i++) tfc__strbuf_printf(&b, "%s%s", i ? ", " : "", miss[i]);
        rc = b.failed ? TFC_E_NOMEM : TFC_OK;
        for (size_t i = 0; i < d && !rc; i++)
            rc = i ? tfc__verdict_add(v, TFC_REASON_TFJS_UNSUPPORTED_OP, TFC_SEVERITY_ERROR, miss[i], -1,
                                      "Unsupported op %s (tensorflowjs_converter %s)", miss[i], rel->release)
                   : tfc__verdict_add(v, TFC_REASON_TFJS_UNSUPPORTED_OP, TFC_SEVERITY_ERROR, miss[i], -1, "%s",
                                      b.data);
        tfc__strbuf_free(&b);
    }
    tfc__free(a, miss);
    if (rc) {
        tfc_verdict_free(v);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    *out = v;
    return TFC_OK;
}

/* The weight loader's words (tfjs-core/src/io/io_utils.ts, decodeWeights). */
#define LOADER_BAD_DTYPE "Unsupported dtype in weight '%s': %s"
#define LOADER_BAD_QUANTIZATION "Weight %s has unknown quantization dtype %s. Supported quantization dtypes are: %s."
#define LOADER_FLOAT16_ONLY "Weight %s is quantized with %s which only supports weights of type float32 not %s."
/* The older loader's (tfjs-core 0.11-0.12 src/io/weights_loader.ts, loadWeights). */
#define LOADW_BAD_DTYPE "Weight %s has unknown dtype %s."
#define LOADW_BAD_QUANTIZED_DTYPE "Weight %s has a dtype not supported by quantization: %s"
#define LOADW_BAD_QUANTIZATION "Weight %s has unknown quantization dtype %s."

/* Whether name is one of the space-separated names of list. */
static int listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ' ');
        size_t k = e ? (size_t)(e - p) : strlen(p);
        if (k == n && !memcmp(p, name, n)) return 1;
        p += k + (e != NULL);
    }
    return 0;
}

/* The loader's list of quantization dtypes: 'a' and 'b' / 'a', 'b', and 'c'. */
static void quoted_list(tfc__strbuf *b, const char *list)
{
    size_t total = 1;
    for (const char *p = list; *p; p++) total += *p == ' ';
    size_t i = 0;
    for (const char *p = list; *p; i++) {
        const char *e = strchr(p, ' ');
        int k = (int)(e ? (size_t)(e - p) : strlen(p));
        const char *sep = !i ? "" : total == 2 ? " and " : i + 1 == total ? ", and " : ", ";
        tfc__strbuf_printf(b, "%s'%.*s'", sep, k, p);
        p += k + (e != NULL);
    }
}

/* One finding per weight release i's loader cannot decode, or one
 * undetermined finding where its loader is not known (naming `who`). */
static int check_weights(tfc_verdict *v, const tfc_tfjs_model *m, size_t i, const char *who)
{
    const tfc__tfjs_weights *w = &tfc__tfjs_weight_support[i];
    size_t n = tfc_tfjs_model_weight_count(m);
    if (!n) return TFC_OK;
    if (!w->source[0])
        return tfc__verdict_add(v, TFC_REASON_TFJS_WEIGHTS_UNKNOWN, TFC_SEVERITY_UNDETERMINED, NULL, -1,
                                "which weights the loader of %s decodes is not known: undetermined", who);
    int rc = TFC_OK;
    for (size_t k = 0; k < n && !rc; k++) {
        const char *name = tfc_tfjs_model_weight_name(m, k), *dtype = tfc_tfjs_model_weight_dtype(m, k);
        const char *q = tfc_tfjs_model_weight_quantization(m, k);
        if (!q) {
            if (!listed(w->dtypes, dtype))
                rc = tfc__verdict_add(v, TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, TFC_SEVERITY_ERROR, name, -1,
                                      w->load_weights ? LOADW_BAD_DTYPE : LOADER_BAD_DTYPE, name, dtype);
        } else if (!listed(w->quantization, q) && w->load_weights) {
            rc = tfc__verdict_add(v, TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, TFC_SEVERITY_ERROR, name, -1,
                                  LOADW_BAD_QUANTIZATION, name, q);
        } else if (!listed(w->quantization, q)) {
            tfc__strbuf b;
            tfc__strbuf_init(&b, NULL);
            quoted_list(&b, w->quantization);
            rc = b.failed ? TFC_E_NOMEM
                          : tfc__verdict_add(v, TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, TFC_SEVERITY_ERROR, name, -1,
                                             LOADER_BAD_QUANTIZATION, name, q, b.data);
            tfc__strbuf_free(&b);
        } else if (w->float16_float32_only && !strcmp(q, "float16") && strcmp(dtype, "float32")) {
            rc = tfc__verdict_add(v, TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, TFC_SEVERITY_ERROR, name, -1,
                                  LOADER_FLOAT16_ONLY, name, q, dtype);
        } else if (strcmp(dtype, "float32") && strcmp(dtype, "int32")) {
            rc = tfc__verdict_add(v, TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, TFC_SEVERITY_ERROR, name, -1,
                                  w->load_weights ? LOADW_BAD_QUANTIZED_DTYPE : LOADER_BAD_DTYPE, name, dtype);
        }
    }
    return rc;
}

/* The verdict of row i's side on m; the runtime's messages name `who`
 * ("TensorFlow.js 0.11.2"). */
static int model_check(tfc_verdict **out, const tfc_tfjs_model *m, size_t i, int32_t side, const char *who,
                       tfc_error *err)
{
    if (tfc_tfjs_model_format(m) == TFC_TFJS_LAYERS_MODEL) return tfc__tfjs_check_layers(out, m, i, side, who, err);
    size_t n = tfc_tfjs_model_op_count(m);
    const char **ops = n ? tfc__alloc(NULL, n * sizeof *ops) : NULL;
    if (n && !ops) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    for (size_t k = 0; k < n; k++) ops[k] = tfc_tfjs_model_op(m, k);
    int rc = tfc__tfjs_check_ops(out, ops, n, i, side, NULL, err);
    /* The runtime also loads the weights manifest: a graph model runs iff
     * every op is mapped and every weight decodes; a known runtime fault
     * the model's ops expose is a warning (tfjs_faults.c). */
    if (!rc && side == TFC_TFJS_RUNTIME &&
        (check_weights(*out, m, i, who) || tfc__tfjs_add_runtime_faults(*out, ops, n, i, who))) {
        tfc__free(NULL, ops);
        tfc_verdict_free(*out);
        *out = NULL;
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    tfc__free(NULL, ops);
    return rc;
}

int32_t tfc_tfjs_model_check(tfc_verdict **out, const tfc_tfjs_model *m, size_t i, int32_t side, tfc_error *err)
{
    if (out) *out = NULL;
    if (!out || !m || !side_ok(side))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out or model is NULL, or side is not 1 or 2");
    if (i >= tfc__tfjs_release_count) return tfc__fail(err, TFC_E_RANGE, -1, "TF.js release index %zu", i);
    char who[96];
    tfc__tfjs_row_runtime_name(who, sizeof who, i);
    return model_check(out, m, i, side, who, err);
}

int tfc__tfjs_model_check_release(tfc_verdict **out, const tfc_tfjs_model *m, size_t k, tfc_error *err)
{
    if (out) *out = NULL;
    if (!out || !m) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out or model is NULL");
    if (tfc__tfjs_axis_row(k) >= tfc__tfjs_release_count)
        return tfc__fail(err, TFC_E_RANGE, -1, "TensorFlow.js release index %zu", k);
    char who[96];
    snprintf(who, sizeof who, "TensorFlow.js %s", tfc__tfjs_axis_name(k));
    return model_check(out, m, tfc__tfjs_axis_row(k), TFC_TFJS_RUNTIME, who, err);
}
