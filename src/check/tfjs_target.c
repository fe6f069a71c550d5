/*
 * tfjs_target.c - TensorFlow.js in the check layer: the targets tfjs@X
 * (the JS runtime's op mapping), tfjs-converter@X (tensorflowjs_converter's
 * op list) and tfjs-node@X on a model.json, and what they answer for each
 * kind of artifact (tfcompat/check.h, "What a target answers"):
 *   - a model.json: the runtime side (tfc_tfjs_model_check); tfjs-node@X
 *     means TensorFlow.js X's JS op mapping there, while it keeps meaning
 *     its libtensorflow for a SavedModel;
 *   - a GraphDef, MetaGraphDef or SavedModel: the converter side, its
 *     "Unsupported Ops in the model before optimization" over the graph its
 *     validate() sees (src/tfjs/tfjs_convert.c has the rules per release):
 *     a SavedModel's or MetaGraphDef's serving_default signature, frozen
 *     (what its outputs reach, variables as constants; saver and init ops
 *     never reached); a frozen GraphDef whole, its library from 3.7.0;
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

int tfc__check_tfjs(tfc_verdict *all, const tfc_artifact *a, const tfc_target *t, const tfc_allocator *alloc,
                    tfc_error *err)
{
    tfc_verdict *v = NULL;
    int rc;
    if (tfc_artifact_kind(a) == TFC_KIND_TFJS_MODEL) {
        rc = tfc__tfjs_model_check_release(&v, tfc_artifact_tfjs_model(a), t->tfjs_release, err);
        return rc ? rc : append_free(all, v, "", err);
    }
    if (tfc_artifact_kind(a) != TFC_KIND_GRAPH_DEF) {
        /* a SavedModel or MetaGraphDef: the signature's graph, read again
         * from the file (bytes parsed in memory are no longer at hand) */
        const char *path = tfc_artifact_path(a);
        rc = TFC_OK;
        if (path) rc = tfc__tfjs_converter_check(&v, path, tfc_artifact_kind(a), t->tfjs_index, alloc, err);
        else if (!(v = tfc__verdict_new(alloc)) ||
                 tfc__verdict_add(v, TFC_REASON_TFJS_OUTPUTS_UNKNOWN, TFC_SEVERITY_UNDETERMINED, "", -1,
                                  "%s: the graph's bytes are not at hand (a model parsed from memory), so which nodes "
                                  "the signature reaches is not known: undetermined",
                                  t->tfjs_name))
            rc = tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        return rc ? (tfc_verdict_free(v), rc) : append_free(all, v, "", err);
    }
    /* a frozen GraphDef is imported whole: every node; its library's
     * functions from 3.7.0 */
    const tfc_meta_graph *g = tfc_model_meta_graph(tfc_artifact_model(a), 0);
    size_t n_graph = tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_GRAPH);
    size_t n_fn = tfc__tfjs_converter_validates_library(t->tfjs_index)
                      ? tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_FUNCTIONS) : 0;
    const char **ops = n_graph + n_fn ? tfc__alloc(alloc, (n_graph + n_fn) * sizeof *ops) : NULL;
    if (n_graph + n_fn && !ops) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    for (size_t i = 0; i < n_graph; i++) ops[i] = tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_GRAPH, i);
    for (size_t i = 0; i < n_fn; i++) ops[n_graph + i] = tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_FUNCTIONS, i);
    rc = tfc__tfjs_check_ops(&v, ops, n_graph + n_fn, t->tfjs_index, TFC_TFJS_CONVERTER, alloc, err);
    tfc__free(alloc, ops);
    return rc ? rc : append_free(all, v, "", err);
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
