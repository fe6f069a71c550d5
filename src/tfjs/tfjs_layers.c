/*
 * tfjs_layers.c - the one verdict of a TensorFlow.js release on a layers
 * model (format "layers-model", a Keras topology): tfjs-layers rebuilds each
 * `class_name` of the topology (the model's own and its layers') from the
 * classes registered for serialization, and stops at the first it lacks with
 * "Unknown layer: X". The registered classes of each release are data
 * (data/tfjs_layers.csv, data/tfjs_layer_presence.csv; tfjs_internal.h), so
 * the messages are written once, here. Thread-safe: reads constant tables.
 */
#include <string.h>

#include "tfjs_internal.h"

/* tfjs-layers' words (src/utils/generic_utils.ts, deserializeKerasObject,
 * printableModuleName 'layer'): the short form before tfjs-layers 0.8.0 */
#define UNKNOWN_LAYER "Unknown layer: %s"
#define UNKNOWN_LAYER_REASONS                                                                                   \
    ". This may be due to one of the following reasons:\n1. The layer is defined in Python, in which case it " \
    "needs to be ported to TensorFlow.js or your JavaScript code.\n2. The custom layer is defined in "        \
    "JavaScript, but is not registered properly with tf.serialization.registerClass()."

/* Whether release i registers the layer class `name`. */
static int registered(const char *name, size_t i)
{
    /* the ranges come in byte order of class: find the first of `name` */
    size_t lo = 0, hi = tfc__tfjs_layer_range_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(tfc__tfjs_layer_ranges[mid].layer, name) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (; lo < tfc__tfjs_layer_range_count && !strcmp(tfc__tfjs_layer_ranges[lo].layer, name); lo++)
        if ((size_t)tfc__tfjs_layer_ranges[lo].first <= i && i <= (size_t)tfc__tfjs_layer_ranges[lo].last) return 1;
    return 0;
}

int tfc__tfjs_check_layers(tfc_verdict **out, const tfc_tfjs_model *m, size_t i, int32_t side, const char *who,
                           tfc_error *err)
{
    const tfc__tfjs_layer_release *r = &tfc__tfjs_layer_releases[i];
    const char *release = tfc__tfjs_releases[i].release;
    tfc_verdict *v = tfc__verdict_new(NULL);
    int rc = v ? TFC_OK : TFC_E_NOMEM;
    if (!rc && side != TFC_TFJS_RUNTIME)
        rc = tfc__verdict_add(v, TFC_REASON_TFJS_LAYERS_MODEL, TFC_SEVERITY_UNDETERMINED, NULL, -1,
                              "a layers model (Keras topology): what tensorflowjs_converter %s makes of it is not in "
                              "the data: undetermined",
                              release);
    else if (!rc && !r->source[0])
        rc = tfc__verdict_add(v, TFC_REASON_TFJS_LAYERS_MODEL, TFC_SEVERITY_UNDETERMINED, NULL, -1,
                              "a layers model (Keras topology): which layers %s registers is not known: "
                              "undetermined",
                              who);
    /* one finding per class the release lacks, in byte order */
    for (size_t k = 0, n = tfc_tfjs_model_op_count(m); !rc && r->source[0] && side == TFC_TFJS_RUNTIME && k < n; k++) {
        const char *cls = tfc_tfjs_model_op(m, k);
        if (registered(cls, i)) continue;
        rc = r->long_message ? tfc__verdict_add(v, TFC_REASON_TFJS_UNKNOWN_LAYER, TFC_SEVERITY_ERROR, cls, -1,
                                                UNKNOWN_LAYER UNKNOWN_LAYER_REASONS, cls)
                             : tfc__verdict_add(v, TFC_REASON_TFJS_UNKNOWN_LAYER, TFC_SEVERITY_ERROR, cls, -1,
                                                UNKNOWN_LAYER, cls);
    }
    if (rc) {
        tfc_verdict_free(v);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    *out = v;
    return TFC_OK;
}
