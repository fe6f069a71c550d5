/*
 * tfcompat/check.h - the check layer: one question, one answer.
 *
 * Stability: the stable core (tfcompat.h lists it first) for the functions
 * declared outside `#ifdef TFC_BUILDING_BLOCKS`; those inside are the lower
 * tier, outside the semver promise (see tfcompat.h).
 *
 * Can this consumer load this model? Every entry of the library (the
 * `tfcompat` command's check, releases, tflite check and scan, the SavedModel
 * gate, scan records, the Python package, Dask) asks it here, so the same
 * model and consumer get the same verdict and the same first finding
 * wherever the question is asked. Every rule is applied here and nowhere
 * else: VersionDef (producer, min_consumer, bad_consumers), op registration,
 * attrs and loader stripping, op deprecations, the checkpoint header,
 * TFLite operator resolution, tensors and quantization, and runtime build
 * properties.
 *
 * Three pieces:
 * - a *target*, the consumer: a TensorFlow release ("2.11.1"), a consumer of
 *   a registry ("myserving@7"), an explicit VersionDef consumer (a number),
 *   a TFLite/LiteRT runtime ("litert@2.14.0", a measured runtime profile
 *   "litertjs@2.5.3", or a resolver of your own), or a TensorFlow release
 *   and a TFLite runtime together, as a serving binary has both
 *   ("2.11.1,litert@2.14.0"). Parsed once (tfc_target_parse), immutable,
 *   shared by threads;
 * - tfc_check / tfc_check_path_v2: one verdict of a target on anything
 *   tfc_check_open opens (every finding, in a stable order: each meta
 *   graph in file order, then the checkpoint);
 * - tfc_check_releases: the answer of every release at once (every consumer
 *   of a registry, or every TFLite runtime release), with each release's
 *   verdict, the accepting ranges, and runs of releases refused for the
 *   same first finding.
 *
 * Target strings and the release rule: tfcompat/target.h. The answer of
 * every release: tfcompat/answer.h.
 *
 * What a target answers for each kind of artifact (one rule, applied by
 * tfc_check and so by every entry: tfc_check_path_v2, the gate, scan records
 * and their labels, `check`, `tflite check`, `scan`, `scan --from/--to`,
 * Python, Dask):
 * - GraphDef, MetaGraphDef, SavedModel (file or directory), bare VersionDef:
 *   the target's TensorFlow side (each meta graph: tfc_opreg_check_release;
 *   a directory's variables/variables.index: the registry's checkpoint
 *   consumer of the release, else TensorFlow's tensor-bundle reader);
 * - checkpoint index: the same checkpoint rule;
 * - TFLite model: the target's TFLite side (tfc_resolver_check with
 *   TFC_TFLITE_CHECK_STRUCTURE). A TensorFlow release ("2.11.1",
 *   "tf@2.11.1") without a TFLite item has one: its own
 *   tf.lite.Interpreter, answered as the standard interpreter of the TFLite
 *   runtime release of the same number ("2.11.1" as litert@2.11.1). The
 *   TensorFlow pip package of release X.Y carries the interpreter built
 *   from the same source tree (tensorflow/lite at tag vX.Y.Z; the
 *   tflite_runtime package is "a fraction the size of the full tensorflow
 *   package ... primarily the Interpreter Python class",
 *   https://www.tensorflow.org/lite/guide/python), so the op versions it
 *   registers are those data/tflite_runtime_versions.csv dates X.Y. The
 *   verdict says so first: a RELEASE_INTERPRETER warning naming the
 *   runtime that answered. Not modelled: the pip package's interpreter also
 *   links the Flex delegate, so a model with Flex (Select TF) ops that it
 *   would run is refused here as the standard interpreter refuses it. A
 *   release older than the TFLite data (before 1.5) answers KIND_NOT_LOADED
 *   (below), naming why.
 * When the target has no side for the artifact's kind, the verdict is one
 * refusal, whoever asks: outcome rejected, one error finding
 * TFC_REASON_KIND_NOT_LOADED ("tfjs-node 4.22.0 (libtensorflow 2.9.1) has
 * no TFLite interpreter: it does not load a TFLite model"; "TFLite runtime
 * 2.14.0 loads TFLite models only, not a saved_model").
 * That is the case of a product of the catalogue (tfjs-node embeds
 * libtensorflow, the C library, which has no TFLite interpreter; TF
 * Serving loads SavedModel directories), a consumer of a registry file or
 * an explicit VersionDef consumer on a TFLite model, and of a TFLite-only
 * target (litert@, a profile, a resolver) on any other kind. Only an empty
 * target (tfc_target_new, no side at all) answers "does any release load
 * it?": the newest accepting release's verdict of tfc_check_releases, or
 * the newest release's when none accepts.
 *
 * Ownership: targets, verdicts and answers are the caller's; free them with
 * tfc_target_free, tfc_verdict_free, tfc_answer_free. A target borrows its
 * registry (and a resolver set with tfc_target_set_resolver): they must
 * outlive it. Getters borrow from their object.
 * Thread safety: a target is immutable once made (tfc_target_set_resolver
 * is part of making it); verdicts and answers are immutable; every function
 * here is reentrant.
 * Since 1.0.0. This header is part of the stable 1.0 surface.
 */
#ifndef TFCOMPAT_CHECK_H
#define TFCOMPAT_CHECK_H

#include "tfcompat/answer.h"
#include "tfcompat/artifact.h"
#include "tfcompat/common.h"
#include "tfcompat/registry.h"
#include "tfcompat/resolver.h"
#include "tfcompat/target.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== One verdict ====================================================== */

/** Options of tfc_check, tfc_check_open, tfc_check_path_v2 and tfc_check_releases. */
typedef struct tfc_check_options {
    uint32_t size;                      /**< set by tfc_check_options_init: the caller's sizeof */
    uint32_t flags;                     /**< reserved: 0 */
    const tfc_allocator *allocator;     /**< verdicts and answers; NULL = malloc/free */
    const tfc_parse_options *parse;     /**< tfc_check_open, tfc_check_path_v2: graph reading limits; NULL = defaults */
} tfc_check_options;

/**
 * Initialises options to the defaults. `size` is sizeof the caller's struct
 * (sizeof *o): only that many bytes are written. Accepts NULL.
 * Since 1.0.0.
 */
TFC_API void tfc_check_options_init(tfc_check_options *o, size_t size);

/**
 * The verdict of target `t` on artifact `a` (see the top of this header for
 * what each kind is checked against). Findings come in a stable order: each
 * meta graph in file order, then the checkpoint;
 * tfc_verdict_finding_where names the part when there is more than one.
 * A SavedModel directory's checkpoint is checked when the artifact read it
 * (tfc_artifact_open without TFC_ARTIFACT_NO_CHECKPOINT).
 * @return TFC_OK (also when the verdict is "rejected"); TFC_E_INVALID_ARGUMENT;
 *         the code of tfc_artifact_checkpoint_status when the directory's
 *         checkpoint could not be read; TFC_E_NOMEM. *out is NULL on failure.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_check(tfc_verdict **out, const tfc_artifact *a, const tfc_target *t,
                          const tfc_check_options *opts, tfc_error *err);


/**
 * Opens `path` as tfc_check_open does and checks it: tfc_check_open +
 * tfc_check in one call, what a serving gate needs. The arguments come in
 * tfc_check's order: what is checked, then the target.
 * @param out   receives the verdict (free with tfc_verdict_free); NULL on failure
 * @param path  a file or SavedModel directory (UTF-8, NUL-terminated)
 * @param t     the target (borrowed for the call)
 * @param opts  options, or NULL for the defaults
 * @param err   optional error detail
 * @return TFC_OK (also for "rejected"); TFC_E_INVALID_ARGUMENT; any code of
 *         tfc_check_open for an unreadable or hostile file; the codes of
 *         tfc_check.
 * Since 1.1.0 (replaces tfc_check_path, tfcompat/deprecated.h).
 */
TFC_API int32_t tfc_check_path_v2(tfc_verdict **out, const char *path, const tfc_target *t,
                                  const tfc_check_options *opts, tfc_error *err);

/**
 * The core's one opener: opens `path` (a file or SavedModel directory,
 * through the reading layer, the kind detected from the content: a TFLite
 * model by its identifier "TFL3") with what a verdict needs read.
 * tfc_check of what it opens answers exactly as tfc_check_path_v2 (for a
 * caller that wants the artifact too, e.g. to ask tfc_check_releases after
 * tfc_check). tfc_artifact_open (a building block) takes reader options
 * instead: with expected_kind TFC_KIND_TFLITE and the readers' defaults a
 * wrong identifier is TFC_E_BAD_IDENTIFIER, where the `tflite` commands
 * (TFC_TFLITE_ANY_IDENTIFIER) report a BAD_FILE_IDENTIFIER finding.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_check_open(tfc_artifact **out, const char *path, const tfc_check_options *opts,
                               tfc_error *err);

/* ==== Every release at once ============================================ */

/**
 * The verdict of every release at once: for a TFLite model, every TFLite
 * runtime release the data knows (the standard interpreter of each); for
 * every other kind, every consumer of `registry` in the artifact's scheme
 * (a SavedModel directory's checkpoint is asked of each release's
 * checkpoint consumer, as tfc_check does). Release i's verdict is exactly
 * tfc_check's for that release.
 * @param registry NULL: tfc_registry_default()
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; the code of
 *         tfc_artifact_checkpoint_status; TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_check_releases(tfc_answer **out, const tfc_artifact *a, const tfc_registry *registry,
                                   const tfc_check_options *opts, tfc_error *err);

/* ==== What changes when a consumer moves ================================ */

/** How one model's answer changes from target A to target B
 *  (tfc_check_change). Values are ABI. */
enum tfc_change {
    TFC_CHANGE_NONE = 0,         /**< the same outcome */
    TFC_CHANGE_BREAKS = 1,       /**< A accepts, B rejects */
    TFC_CHANGE_WORKS = 2,        /**< A rejects or is undetermined, B accepts */
    TFC_CHANGE_UNDETERMINED = 3, /**< B is undetermined, A was not */
    TFC_CHANGE_REJECTED = 4      /**< A was undetermined, B rejects */
};

#ifdef TFC_BUILDING_BLOCKS
/**
 * The change between two verdicts on one model, the first by target A and
 * the second by target B (tfc_check, or scan records: tfc_scan_record_change).
 * A downgrade is the same question with A and B swapped.
 * @return enum tfc_change; TFC_CHANGE_NONE when either is NULL.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_check_change(const tfc_verdict *from, const tfc_verdict *to);

/** The change between two outcomes (enum tfc_outcome), as tfc_check_change. Since 1.0.0. */
TFC_API int32_t tfc_check_change_outcomes(int32_t from, int32_t to);

/** A static name for a change: "unchanged", "breaks", "works",
 *  "undetermined", "rejected"; "" for other values.
 * Since 1.0.0.
 */
TFC_API const char *tfc_check_change_name(int32_t change);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_CHECK_H */
