/*
 * check_internal.h - the check layer's objects, shared by its files
 * (target.c, check.c, answer.c). Never installed.
 */
#ifndef TFC_CHECK_INTERNAL_H
#define TFC_CHECK_INTERNAL_H

#include <pthread.h>

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
    /* A TensorFlow release answers a TFLite model with its own
     * tf.lite.Interpreter (check.h, "What a target answers"): the standard
     * interpreter of the TFLite release interp_release ("2.11.1"), decided
     * when the release is parsed; NULL: no TFLite side. The resolver is
     * made at the first TFLite model (most targets never see one, and it
     * costs more than the target), under interp_mu: interp, or interp_why
     * when the data knows no such runtime (KIND_NOT_LOADED). */
    int interp_decided;
    char *interp_release;
    pthread_mutex_t interp_mu;
    tfc_resolver *interp;
    char *interp_why;
    char *kind_name[2]; /* tfc_target_name_for_kind: [0] graph kinds, [1] TFLite */
    /* TensorFlow.js side (tfjs_target.c): 0 none, else TFC_TFJS_RUNTIME
     * ("tfjs@X", and "tfjs-node@X" on a model.json) or TFC_TFJS_CONVERTER
     * ("tfjs-converter@X"), with its row of the TF.js release table. */
    int32_t tfjs_side;
    size_t tfjs_index;
    size_t tfjs_release; /* the runtime side: its release of the TensorFlow.js axis (tfjs_internal.h) */
    char tfjs_name[64]; /* "TensorFlow.js 4.22.0", "tensorflowjs_converter 4.22.0" */
};

/* Which side of a target answers an artifact kind: the one rule every
 * entry passes through (tfc_check, scan records, the gate, labels). */
enum tfc__side {
    TFC__SIDE_ANY = 0,        /* an empty target: every release (tfc_check_releases) */
    TFC__SIDE_RELEASE = 1,    /* the TensorFlow release (or registry consumer) */
    TFC__SIDE_CONSUMER = 2,   /* an explicit VersionDef consumer */
    TFC__SIDE_RUNTIME = 3,    /* the TFLite side named (release, profile, resolver) */
    TFC__SIDE_INTERPRETER = 4, /* the TensorFlow release's tf.lite.Interpreter */
    TFC__SIDE_NONE = 5,       /* no side for this kind: KIND_NOT_LOADED */
    TFC__SIDE_TFJS = 6        /* the TensorFlow.js side: a model.json, or the converter on a graph */
};
TFC__HIDDEN int tfc__target_side(const tfc_target *t, int32_t kind);

/* The interpreter of a TensorFlow release target (TFC__SIDE_INTERPRETER):
 * *r, or *r NULL and *why the reason the data has none. Made once, shared
 * by threads. TFC_OK or TFC_E_NOMEM. */
TFC__HIDDEN int tfc__target_interpreter(const tfc_target *t, const tfc_resolver **r, const char **why);

/* The one refusal of a consumer named `who` with no side for `kind`
 * (KIND_NOT_LOADED, an error), added to v: tfc_check's, and each version
 * of a product line that embeds nothing of the answer's axis. 0 or
 * TFC_E_NOMEM. */
TFC__HIDDEN int tfc__verdict_kind_not_loaded(tfc_verdict *v, const char *who, int32_t kind);

/* What a catalogue product version is, as every name says it:
 * "tfjs-node 4.22.0 (libtensorflow 2.9.1)" (snprintf semantics). */
struct tfc__product_rec;
TFC__HIDDEN void tfc__product_name(char *buf, size_t cap, const struct tfc__product_rec *p);

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

/* Appends the converter's versions' findings to a TFLite verdict: the
 * part of tfc__check_tflite that no runtime changes. */
TFC__HIDDEN int tfc__check_tflite_versions(tfc_verdict *v, const tfc_op_versions *versions, tfc_error *err);

/* The checkpoint rule for one release: the registry's checkpoint consumer
 * of `release`, else the tensor-bundle reader's. */
TFC__HIDDEN int tfc__check_checkpoint_release(tfc_verdict **out, const tfc_registry *reg, const char *release,
                                              const char *tf_version, const tfc_checkpoint *c, tfc_error *err);

/* The container rule (data/tf_container_first_release.csv): the row of the
 * artifact's container kind when TensorFlow release `release` predates the
 * first release that reads it, else NULL (also for a release that is not a
 * dotted number, as a registry of other names may have). */
TFC__HIDDEN const struct tfc__container_rec *tfc__container_refusing(const tfc_artifact *a, const char *release);
/* Its two halves, for a caller that asks many releases: the artifact's row
 * (NULL: none), and whether release `release` predates it (0 for NULL). */
TFC__HIDDEN const struct tfc__container_rec *tfc__container_rule(const tfc_artifact *a);
TFC__HIDDEN int tfc__container_refuses(const struct tfc__container_rec *rule, const char *release);

/* Appends the container rule's finding for `release` to v (nothing when it
 * reads the container): CONTAINER_TOO_NEW, an error naming the format.
 * tf_version: what the message names (NULL: the release). */
TFC__HIDDEN int tfc__check_container_release(tfc_verdict *v, const tfc_artifact *a, const char *release,
                                             const char *tf_version, tfc_error *err);

/* A TensorFlow release on every part of a graph-kind artifact, appended to
 * all: the container rule first (the file is not read at all), then the
 * parts. */
TFC__HIDDEN int tfc__check_tf_release(tfc_verdict *all, const tfc_artifact *a, const tfc_registry *reg,
                                      const char *release, const char *tf_version, tfc_error *err);

/* tfc_check_open of bytes in memory (a file the caller read whole through
 * the reading layer): the same options, the TFLite model borrowing the
 * bytes, which must outlive the artifact. */
TFC__HIDDEN int tfc__check_parse(tfc_artifact **out, const uint8_t *data, size_t len, tfc_error *err);

/* tfc_check_releases for what a scan record shows (each release's outcome
 * and first error or undetermined finding, never a warning): a TFLite
 * model's verdicts leave out the converter's versions (warnings only),
 * which are not computed. Every other verdict is tfc_check_releases's.
 * Of a TFLite model, only the release a record shows (the newest accepting,
 * else the newest) has a verdict (tfc_answer_verdict); every other has its
 * outcome, reason and subject, which may borrow the model: the answer is
 * freed before the artifact. */
TFC__HIDDEN int tfc__check_releases_shown(tfc_answer **out, const tfc_artifact *a, const tfc_registry *registry,
                                          tfc_error *err);

/* tfc_check, with the artifact's all-release answer already made (NULL:
 * made here when the target has no side for the artifact's kind). */
TFC__HIDDEN int tfc__check_with_answer(tfc_verdict **out, const tfc_artifact *a, const tfc_target *t,
                                       const tfc_answer *ans, const tfc_check_options *opts, tfc_error *err);

/* The verdict tfc__check_with_answer(a, t, ans) would copy whole, borrowed
 * from `ans`: the release it answers with when the target has no side for
 * the artifact's kind (TFC__SIDE_ANY). NULL when that check must be made
 * (another side, no release, content not read, more findings than a new
 * verdict keeps). Every getter reads the same of it as of the copy. */
TFC__HIDDEN const tfc_verdict *tfc__check_answer_verdict(const tfc_artifact *a, const tfc_target *t,
                                                         const tfc_answer *ans);

/* TensorFlow.js targets (tfjs_target.c). An item "tfjs@X" or
 * "tfjs-converter@X" (`name` is "tfjs" or "tfjs-converter"): sets the side,
 * TFC_E_UNKNOWN_RELEASE for a release the table lacks. */
TFC__HIDDEN int tfc__target_tfjs(tfc_target *t, const char *name, const char *ver, tfc_error *err);
/* A product of the catalogue just parsed: tfjs-node@X (and -gpu) also
 * answers a model.json with TensorFlow.js X's op mapping, when the table
 * has X (else it has no TF.js side). */
TFC__HIDDEN void tfc__target_tfjs_product(tfc_target *t, const char *product, const char *ver);
/* The TF.js side on a TFC_KIND_TFJS_MODEL artifact (the runtime) or a
 * graph kind (the converter), appended to all. */
TFC__HIDDEN int tfc__check_tfjs(tfc_verdict *all, const tfc_artifact *a, const tfc_target *t,
                                const tfc_allocator *alloc, tfc_error *err);
/* The refusal of a TF.js side for another kind, or of another side for a
 * model.json (KIND_NOT_LOADED); 1 when neither applies (the generic one
 * does). 0 done, TFC_E_NOMEM. */
TFC__HIDDEN int tfc__tfjs_kind_not_loaded(tfc_verdict *v, const tfc_target *t, int32_t kind);

/* 1 when a verdict on `a` names the meta graph each finding comes from
 * (tfc_verdict_finding_where): the model has several. A SavedModel
 * directory's checkpoint findings are always named. */
TFC__HIDDEN int tfc__check_parts_named(const tfc_artifact *a);

/* The TFLite runtime releases the data knows, oldest first (static
 * strings, built once); *n gets the count. NULL on allocation failure. */
TFC__HIDDEN const char *const *tfc__tflite_releases(size_t *n);

/* The walk's rule for a file below a root (src/artifact/scan_walk.c): 1 when
 * it is left out, no model to record: its detection failed (rc) on content
 * that is no model (unread 0), or it is gone (TFC_E_NOT_FOUND), and its base
 * name is not a model's. tfc_scan_record_new_walked applies the same rule to
 * a TFC_SCAN_FILE it read itself. */
TFC__HIDDEN int tfc__scan_file_left_out(int32_t rc, int unread, const char *name);

#endif
