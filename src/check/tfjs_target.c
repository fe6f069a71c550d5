/*
 * tfjs_target.c - TensorFlow.js in the check layer: the targets tfjs@X
 * (the JS runtime's op mapping), tfjs-converter@X (tensorflowjs_converter's
 * op list) and tfjs-node@X on a model.json, and what they answer for each
 * kind of artifact (tfcompat/check.h, "What a target answers"):
 *   - a model.json: the runtime side (tfc_tfjs_model_check); tfjs-node@X
 *     means TensorFlow.js X's JS op mapping there, while it keeps meaning
 *     its libtensorflow for a SavedModel;
 *   - a GraphDef, MetaGraphDef or SavedModel: the converter side, its
 *     "Unsupported Ops in the model before optimization" over every op of
 *     the graph and its functions (each meta graph);
 *   - any other pairing: KIND_NOT_LOADED, in words that say which files the
 *     side takes.
 */
#include <stdio.h>
#include <string.h>

#include "check_internal.h"
#include "release_grammar_internal.h"
#include "tfjs_internal.h"

/* The runtime side: release i of the TensorFlow.js axis (tfjs_internal.h),
 * named by its @tensorflow/tfjs number; the converter side: row i. */
static void set_side(tfc_target *t, int32_t side, size_t i)
{
    t->tfjs_side = side;
    t->tfjs_release = i;
    t->tfjs_index = side == TFC_TFJS_RUNTIME ? tfc__tfjs_axis_row(i) : i;
    if (side == TFC_TFJS_RUNTIME) tfc__tfjs_axis_label(t->tfjs_name, sizeof t->tfjs_name, i);
    else snprintf(t->tfjs_name, sizeof t->tfjs_name, "tensorflowjs_converter %s", tfc_tfjs_release_name(i));
}

int tfc__target_tfjs(tfc_target *t, const char *name, const char *ver, tfc_error *err)
{
    int32_t side = strlen(name) == 4 ? TFC_TFJS_RUNTIME : TFC_TFJS_CONVERTER;
    if (t->tfjs_side)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1, "the target names two TensorFlow.js releases ('%s' and '%s@%s')",
                         t->tfjs_name, name, ver);
    /* the one release grammar ("v4.22.0", "2.1" = "2.1.0"; malformed: TFC_E_BAD_VALUE) */
    tfc__release rel;
    if (tfc__release_parse(&rel, ver, 0, err)) return TFC_E_BAD_VALUE;
    size_t i;
    int rc = side == TFC_TFJS_RUNTIME ? tfc__tfjs_axis_find(&i, rel.spelling, err)
                                      : tfc_tfjs_release_find(&i, rel.spelling, side, err);
    if (rc) return rc;
    set_side(t, side, i);
    return TFC_OK;
}

void tfc__target_tfjs_product(tfc_target *t, const char *product, const char *ver)
{
    size_t i;
    tfc__release rel;
    if (t->tfjs_side || strncmp(product, "tfjs-node", 9) || tfc__release_parse(&rel, ver, 0, NULL) ||
        tfc__tfjs_axis_find(&i, rel.spelling, NULL))
        return;
    set_side(t, TFC_TFJS_RUNTIME, i);
    snprintf(t->tfjs_name, sizeof t->tfjs_name, "%.16s %.16s (TensorFlow.js %s)", product, ver, tfc__tfjs_axis_name(i));
}

static int append_free(tfc_verdict *all, tfc_verdict *part, const char *where, tfc_error *err)
{
    int rc = tfc__verdict_append(all, part, where);
    tfc_verdict_free(part);
    return rc ? tfc__fail(err, rc, -1, "out of memory") : TFC_OK;
}

int tfc__check_tfjs(tfc_verdict *all, const tfc_artifact *a, const tfc_target *t, tfc_error *err)
{
    tfc_verdict *v = NULL;
    int rc;
    if (tfc_artifact_kind(a) == TFC_KIND_TFJS_MODEL) {
        rc = tfc__tfjs_model_check_release(&v, tfc_artifact_tfjs_model(a), t->tfjs_release, err);
        return rc ? rc : append_free(all, v, "", err);
    }
    /* the converter reads the graph and every function of each meta graph */
    size_t n = tfc_artifact_versions_count(a);
    for (size_t g = 0; g < n; g++) {
        size_t n_ops = 0;
        const char *const *ops = tfc_artifact_ops(a, g, &n_ops);
        char where[48] = "";
        if (tfc__check_parts_named(a)) snprintf(where, sizeof where, "meta_graph %zu", g);
        rc = tfc__tfjs_check_ops(&v, ops, n_ops, t->tfjs_index, TFC_TFJS_CONVERTER, NULL, err);
        if (rc || (rc = append_free(all, v, where, err))) return rc;
    }
    return TFC_OK;
}

int tfc__tfjs_kind_not_loaded(tfc_verdict *v, const tfc_target *t, int32_t kind)
{
    const char *kname = tfc_container_kind_name(kind);
    if (kind == TFC_KIND_TFJS_MODEL && t->tfjs_side == TFC_TFJS_CONVERTER)
        return tfc__verdict_add(v, TFC_REASON_KIND_NOT_LOADED, TFC_SEVERITY_ERROR, "", -1,
                                "%s converts SavedModels, frozen graphs and Keras models, not a model.json it wrote "
                                "(ask tfjs@RELEASE)",
                                t->tfjs_name);
    if (kind == TFC_KIND_TFJS_MODEL)
        return tfc__verdict_add(v, TFC_REASON_KIND_NOT_LOADED, TFC_SEVERITY_ERROR, "", -1,
                                "%s does not load a TensorFlow.js model.json (ask tfjs@RELEASE)", tfc_target_name(t));
    if (t->tfjs_side == TFC_TFJS_RUNTIME && !t->release && !t->has_consumer && !t->resolver)
        return tfc__verdict_add(v, TFC_REASON_KIND_NOT_LOADED, TFC_SEVERITY_ERROR, "", -1,
                                "%s loads TensorFlow.js model.json files only, not a %s", t->tfjs_name, kname);
    if (t->tfjs_side == TFC_TFJS_CONVERTER && !t->release && !t->has_consumer && !t->resolver)
        return tfc__verdict_add(v, TFC_REASON_KIND_NOT_LOADED, TFC_SEVERITY_ERROR, "", -1,
                                "%s converts SavedModels, frozen graphs and Keras models, not a %s", t->tfjs_name,
                                kname);
    return 1;
}
