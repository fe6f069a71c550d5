/*
 * check_internal.h - the check layer's objects, shared by its files
 * (target.c, check.c, answer.c). Never installed.
 */
#ifndef TFC_CHECK_INTERNAL_H
#define TFC_CHECK_INTERNAL_H

#include "internal.h"
#include "tfcompat/check.h"
#include "tfcompat/op_versions.h"

struct tfc_target {
    const tfc_registry *registry;
    /* TensorFlow side: a consumer of the registry's graphdef scheme. */
    char *release;    /* as the registry lists it; NULL: no TensorFlow side */
    char *tf_version; /* what messages name; NULL: the release */
    int64_t consumer; /* its index, or -1 */
    /* Or an explicit VersionDef consumer (tfc_target_new_consumer). */
    int has_consumer;
    char *scheme; /* NULL: each artifact's own */
    int32_t consumer_version, min_producer;
    /* TFLite side. */
    char *runtime;              /* label; NULL: no TFLite side */
    tfc_resolver *own_resolver; /* made from the target string */
    const tfc_resolver *resolver;
    char *note;
    char *name;
    /* The products the sides stand for (data/products.csv), or NULL. */
    const struct tfc__product_rec *product_tf, *product_tflite;
    /* Build differences (tfc_target_set_core_ops_only): a TensorFlow side
     * built without XLA/TPU ops, where OP_NOT_IN_CORE is an error. */
    int core_ops_only;
    /* tfc_target_set_loader: the TensorFlow side's consumer, copied with
     * that loader into a registry of its own (its graphdef consumer and
     * the checkpoint consumer of the release); NULL: the registry's. */
    tfc_registry *loader_registry;
    int32_t loader; /* enum tfc_loader, or -1: the registry consumer's */
};

/* The graphdef-scheme consumer a TensorFlow release spelling names, by the
 * target parser's one rule ("v" dropped, "X.Y" = "X.Y.0", a patch release
 * the registry lacks = its minor release); `name` NULL: any consumer, else
 * only the consumers of that name. -1 when none. */
TFC__HIDDEN int64_t tfc__target_resolve_release(const tfc_registry *reg, const char *spec, const char *name);

/* A target of `release` (TensorFlow, NULL: none) and `runtime` (a TFLite
 * release or profile NAME@VERSION, NULL: none), as `--tf` and `--runtime`
 * name them. */
TFC__HIDDEN int tfc__target_build(tfc_target **out, const tfc_registry *registry, const char *release,
                                  const char *runtime, tfc_error *err);

/* The verdict of one TFLite runtime release's standard interpreter (for
 * the answer's release axis). */
TFC__HIDDEN int tfc__check_tflite(tfc_verdict **out, const tfc_tflite_model *m, const tfc_resolver *r,
                                  const tfc_op_versions *versions, tfc_error *err);

/* The checkpoint rule for one release: the registry's checkpoint consumer
 * of `release`, else the tensor-bundle reader's. */
TFC__HIDDEN int tfc__check_checkpoint_release(tfc_verdict **out, const tfc_registry *reg, const char *release,
                                              const char *tf_version, const tfc_checkpoint *c, tfc_error *err);

/* A TensorFlow release on every part of a graph-kind artifact, appended to all. */
TFC__HIDDEN int tfc__check_tf_release(tfc_verdict *all, const tfc_artifact *a, const tfc_registry *reg,
                                      const char *release, const char *tf_version, tfc_error *err);

/* tfc_check, with the artifact's all-release answer already made (NULL:
 * made here when the target has no side for the artifact's kind). */
TFC__HIDDEN int tfc__check_with_answer(tfc_verdict **out, const tfc_artifact *a, const tfc_target *t,
                                       const tfc_answer *ans, const tfc_check_options *opts, tfc_error *err);

/* 1 when a verdict on `a` names the meta graph each finding comes from
 * (tfc_verdict_finding_where): the model has several. A SavedModel
 * directory's checkpoint findings are always named. */
TFC__HIDDEN int tfc__check_parts_named(const tfc_artifact *a);

/* The TFLite runtime releases the data knows, oldest first (static
 * strings, built once); *n gets the count. NULL on allocation failure. */
TFC__HIDDEN const char *const *tfc__tflite_releases(size_t *n);

#endif
