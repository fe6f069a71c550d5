/*
 * tfcompat/check.h - the check layer: one question, one answer.
 *
 * Stability: part of the stable 1.0 core (tfcompat.h lists it first).
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
 * - tfc_check / tfc_check_path: one verdict of a target on anything
 *   tfc_artifact_open opens (every finding, in a stable order: each meta
 *   graph in file order, then the checkpoint);
 * - tfc_check_releases: the answer of every release at once (every consumer
 *   of a registry, or every TFLite runtime release), with each release's
 *   verdict, the accepting ranges, and runs of releases refused for the
 *   same first finding.
 *
 * Target strings (tfc_target_parse), items separated by ',':
 *   RELEASE              a TensorFlow release, looked up in the registry's
 *                        graphdef scheme: "2.11.1", "v2.11.0", "2.11"
 *   tf@RELEASE           the same (also "tensorflow@RELEASE")
 *   litert@RELEASE       the standard TFLite/LiteRT interpreter of that
 *                        release (also "tflite@RELEASE")
 *   PROFILE@VERSION      a measured runtime build (tfc_resolver_profile_name,
 *                        "litertjs@2.5.3")
 *   NAME@RELEASE         the registry consumer of that name and release
 *                        ("myserving@7"; a release two consumers of the
 *                        registry share is the one of that NAME)
 *   PRODUCT@VERSION      a product of the built-in catalogue
 *                        (tfcompat/product.h): the runtime that version embeds,
 *                        "tfjs-node@4.22.0" = libtensorflow 2.9.1 (the
 *                        release rule below), "tf-serving@2.11.1"; names
 *                        say both ("tfjs-node 4.22.0 (libtensorflow 2.9.1)")
 * One rule for release numbers, everywhere: a leading "v" is dropped;
 * "X.Y" means "X.Y.0"; a TensorFlow patch release "X.Y.Z" the registry
 * does not list answers as "X.Y.0" when it does (TensorFlow freezes a minor
 * release's GraphDef versions and op set at its branch cut; patch releases
 * only fix bugs), and messages name "X.Y.Z" (tfc_target_note says so); a
 * release candidate or development build as TensorFlow prints it
 * ("2.11.0-rc1", "1.15.0rc3", "0.12.head": MetaInfoDef.tensorflow_version)
 * answers as the release it precedes, X.Y.Z (or its minor release). A
 * TFLite runtime release follows the op-version module's rule
 * (tfc_resolver_for_release: the minor releases the data knows; a patch
 * release has what its minor release has plus what the data dates to its
 * patches). Other spellings are TFC_E_UNKNOWN_RELEASE (TensorFlow) or
 * TFC_E_BAD_VALUE (TFLite).
 *
 * What a target answers for each kind of artifact (one rule, applied by
 * tfc_check and so by every entry: tfc_check_path, the gate, scan records
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

#include "tfcompat/artifact.h"
#include "tfcompat/common.h"
#include "tfcompat/registry.h"
#include "tfcompat/resolver.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Targets ========================================================== */

typedef struct tfc_target tfc_target;

/**
 * Parses a target string (see the top of this header).
 * @param out      receives the target (free with tfc_target_free)
 * @param spec     UTF-8, NUL-terminated
 * @param registry the consumers TensorFlow releases and NAME@RELEASE are
 *                 looked up in; NULL: tfc_registry_default(). Borrowed.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (out or spec NULL); TFC_E_BAD_VALUE
 *         (empty item, two TensorFlow or two TFLite sides); TFC_E_UNKNOWN_RELEASE
 *         (a release the registry or the TFLite data does not know, with
 *         what it does know in the message); TFC_E_NOMEM. *out is NULL on
 *         failure.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_parse(tfc_target **out, const char *spec, const tfc_registry *registry,
                                 tfc_error *err);

/**
 * Adds the items of a target string to `t` (a TensorFlow side to a target
 * that has none, or a TFLite side) as tfc_target_parse reads them. Call
 * it before the target is shared. On failure `t` may hold the items before
 * the failing one.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; the codes of tfc_target_parse.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_add(tfc_target *t, const char *spec, tfc_error *err);

/**
 * Adds a TFLite side as `--runtime` names it: a TFLite/LiteRT release
 * ("2.14.0", "v2.14", "litert@2.14.0") or a runtime profile NAME@VERSION
 * ("litertjs@2.5.3"). A catalogue product with no TFLite runtime
 * ("tfjs-node@4.22.0") is TFC_E_BAD_VALUE, saying so: it is a TensorFlow
 * target (tfc_target_add), not a runtime. Call it before the target is
 * shared.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_BAD_VALUE (not a runtime
 *         spelling, two TFLite sides, no such profile, a product with no
 *         TFLite side); TFC_E_UNKNOWN_RELEASE (a release the TFLite data
 *         does not know); TFC_E_NOMEM.
 * Since 1.1.0.
 */
TFC_API int32_t tfc_target_add_runtime(tfc_target *t, const char *spec, tfc_error *err);

/**
 * An empty target: no TensorFlow and no TFLite side, so every artifact is
 * answered by "does any release load it?" (see above). Giving it a side
 * (tfc_target_add, tfc_target_add_runtime, tfc_target_set_resolver) makes
 * it that consumer: a kind it has no side for is then KIND_NOT_LOADED. `registry` as in tfc_target_parse.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_new(tfc_target **out, const tfc_registry *registry, tfc_error *err);

/**
 * A target of one explicit VersionDef consumer: TensorFlow's acceptance
 * rule with `consumer` and `min_producer` in `scheme`, and nothing else
 * (no op set: op rules need a release).
 * @param registry   where `scheme` is looked up for the names messages use
 *                   ("GraphDef", "Checkpoint"); NULL: the default registry
 * @param scheme     "graphdef", "checkpoint" or a scheme of `registry`;
 *                   NULL: each artifact's own scheme
 * @param tf_version the TensorFlow version messages name; NULL: "unknown"
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_BAD_VALUE (unknown scheme,
 *         negative consumer); TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_new_consumer(tfc_target **out, const tfc_registry *registry, const char *scheme,
                                        int32_t consumer, int32_t min_producer, const char *tf_version,
                                        tfc_error *err);

/**
 * Sets the target's TFLite side to a resolver of your own (tfcompat/
 * resolver.h: a resolver file, a runtime profile, one built by hand),
 * replacing any TFLite side the target string named. `label` names it in
 * tfc_target_runtime and tfc_target_name ("my-app-resolver"). Call it before
 * the target is shared. The resolver is borrowed: it must outlive the target.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_set_resolver(tfc_target *t, const tfc_resolver *resolver, const char *label,
                                        tfc_error *err);

/**
 * Sets the TensorFlow version string messages name ("for TensorFlow STR"),
 * e.g. the server's own build string; the release the rules use does not
 * change. Call it before the target is shared.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (no TensorFlow side, NULL); TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_set_tf_version(tfc_target *t, const char *tf_version, tfc_error *err);

/**
 * Build differences: the consumer's TensorFlow is built without the XLA/TPU
 * ops (core_only != 0), as a TF Serving or C-library build from source may
 * be. An op of the release that only builds linking XLA/TPU ops register is
 * then an error (OP_NOT_IN_CORE, severity error, with the message the
 * binary gives: "Op type not registered 'X' in binary running on <host>.
 * ..."), where it is a warning for the release's standard builds. Applies
 * to tfc_check (not to tfc_check_releases, which asks the standard builds).
 * The target's name says "core ops only". Call it before the target is
 * shared.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL, or no TensorFlow release
 *         side); TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_set_core_ops_only(tfc_target *t, int32_t core_only, tfc_error *err);

/** 1 when the target's TensorFlow side is built without XLA/TPU ops, else 0. Since 1.0.0. */
TFC_API int32_t tfc_target_core_ops_only(const tfc_target *t);

/**
 * Build differences: the loader the consumer reads models with (enum
 * tfc_loader, tfcompat/opreg.h): TFC_LOADER_SESSION (C++ LoadSavedModel,
 * TF Serving, the C library, tfjs-node) or TFC_LOADER_PYTHON_V1 (TF1 Python
 * loaders, which drop an unknown attr equal to its default first:
 * ATTR_STRIPPED_BY_LOADER). Replaces the registry consumer's own loader
 * for tfc_check (a registry file sets it per consumer with loader=). The
 * registry is not changed: the target keeps a copy of the release's
 * consumers with that loader. Call it before the target is shared.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL, no TensorFlow release
 *         side); TFC_E_BAD_VALUE (not a loader); TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_set_loader(tfc_target *t, int32_t loader, tfc_error *err);

/** The loader of the target's TensorFlow side (enum tfc_loader), or -1
 *  when it has no release side.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_target_loader(const tfc_target *t);

/** Frees a target. Accepts NULL. Since 1.0.0. */
TFC_API void tfc_target_free(tfc_target *t);

/** What the target is, for people: "TensorFlow 2.11.1 (graphdef consumer 1286),
 *  TFLite 2.14.0"; borrowed. "" for NULL.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_name(const tfc_target *t);

/**
 * What answers an artifact of `kind` (TFC_KIND_*), for labels: the side of
 * the target the rule above picks, named as it was asked, never a
 * substituted name: "TensorFlow 2.11.1 (as 2.11.0)" for a SavedModel,
 * "TFLite runtime 2.14.0" for a TFLite model of "2.11.1,litert@2.14.0",
 * "TensorFlow 2.11.1, its tf.lite.Interpreter (TFLite runtime 2.11.1)" for
 * a TFLite model of "2.11.1"; the whole tfc_target_name when no side
 * answers the kind ("tfjs-node 4.22.0 (libtensorflow 2.9.1)", which
 * refuses it); "any release" / "any TFLite runtime release" for an empty
 * target. Two different targets never share a name. Borrowed, valid until
 * the target changes or is freed; "" for NULL.
 * Since 1.1.0.
 */
TFC_API const char *tfc_target_name_for_kind(const tfc_target *t, int32_t kind);

/** The registry the target's releases come from (borrowed), or NULL for NULL. Since 1.0.0. */
TFC_API const tfc_registry *tfc_target_registry(const tfc_target *t);

/** The TensorFlow side's release as the registry lists it ("2.11.0"), or
 *  NULL when the target has none; borrowed.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_release(const tfc_target *t);

/** The TensorFlow version messages name ("2.11.1" for a patch release
 *  answered by 2.11.0), or NULL when the target has no TensorFlow side;
 *  borrowed.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_tf_version(const tfc_target *t);

/** Index of the TensorFlow side's consumer in the registry's graphdef
 *  scheme (tfc_registry_consumer_*), or -1.
 * Since 1.0.0.
 */
TFC_API int64_t tfc_target_consumer(const tfc_target *t);

/** The explicit consumer number of a tfc_target_new_consumer target, or -1. Since 1.0.0. */
TFC_API int64_t tfc_target_consumer_version(const tfc_target *t);

/** The TFLite side ("2.14.0", "litertjs@2.5.3", or a resolver's label), or
 *  NULL when the target has none; borrowed.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_runtime(const tfc_target *t);

/** Why a release was answered by another one ("2.11.1 is not in the table;
 *  using 2.11.0, whose versions every 2.11 patch release keeps"), or "";
 *  borrowed.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_note(const tfc_target *t);

/** The catalogue product the target's TensorFlow side (else its TFLite
 *  side) stands for ("tfjs-node"), or NULL when it names none; borrowed
 *  (static).
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_product(const tfc_target *t);

/** That product's version ("4.22.0"), or NULL; static. Since 1.0.0. */
TFC_API const char *tfc_target_product_version(const tfc_target *t);

/** What that product version embeds ("libtensorflow", "TensorFlow"), or
 *  NULL; static.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_embedded(const tfc_target *t);

/** The embedded runtime's version as the catalogue gives it ("2.9.1"; the
 *  rules answer it by the release rule above), or NULL; static.
 * Since 1.0.0.
 */
TFC_API const char *tfc_target_embedded_version(const tfc_target *t);

/* ==== One verdict ====================================================== */

/** Options of tfc_check, tfc_check_path and tfc_check_releases. */
typedef struct tfc_check_options {
    uint32_t size;                      /**< set by tfc_check_options_init: the caller's sizeof */
    uint32_t flags;                     /**< reserved: 0 */
    const tfc_allocator *allocator;     /**< verdicts and answers; NULL = malloc/free */
    const tfc_parse_options *parse;     /**< tfc_check_path: graph reading limits; NULL = defaults */
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
 * Opens `path` (a file or SavedModel directory, through the reading layer,
 * kind detected from content; a TFLite file with any identifier, so that a
 * wrong one is a finding) and checks it: tfc_artifact_open + tfc_check in
 * one call, what a serving gate needs.
 * @return TFC_OK (also for "rejected"); any code of tfc_artifact_open for
 *         an unreadable or hostile file; the codes of tfc_check.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_check_path(tfc_verdict **out, const tfc_target *t, const char *path,
                               const tfc_check_options *opts, tfc_error *err);

/**
 * Opens `path` the way tfc_check_path does (for a caller that wants the
 * artifact too, e.g. to ask tfc_check_releases after tfc_check).
 * Since 1.0.0.
 */
TFC_API int32_t tfc_check_open(tfc_artifact **out, const char *path, const tfc_check_options *opts,
                               tfc_error *err);

/* ==== Every release at once ============================================ */

typedef struct tfc_answer tfc_answer;

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

/** Frees an answer. Accepts NULL. Since 1.0.0. */
TFC_API void tfc_answer_free(tfc_answer *a);

/** What the releases are: "graphdef", "checkpoint" (registry schemes) or
 *  "tflite"; static. "" for NULL.
 * Since 1.0.0.
 */
TFC_API const char *tfc_answer_scheme(const tfc_answer *a);

/** TFC_OUTCOME_ACCEPTED when some release accepts, else
 *  TFC_OUTCOME_UNDETERMINED when some release's answer is undetermined,
 *  else TFC_OUTCOME_REJECTED (also for NULL).
 * Since 1.0.0.
 */
TFC_API int32_t tfc_answer_outcome(const tfc_answer *a);

/** Number of releases, in release order. Since 1.0.0. */
TFC_API size_t tfc_answer_count(const tfc_answer *a);
/** Release i ("2.11.0"); borrowed; NULL out of range. Since 1.0.0. */
TFC_API const char *tfc_answer_release(const tfc_answer *a, size_t i);
/** Release i's registry consumer index, or -1 (TFLite, out of range). Since 1.0.0. */
TFC_API int64_t tfc_answer_consumer(const tfc_answer *a, size_t i);
/** Release i's outcome (enum tfc_outcome); TFC_OUTCOME_REJECTED out of range. Since 1.0.0. */
TFC_API int32_t tfc_answer_release_outcome(const tfc_answer *a, size_t i);
/** Release i's whole verdict (borrowed), or NULL out of range. Since 1.0.0. */
TFC_API const tfc_verdict *tfc_answer_verdict(const tfc_answer *a, size_t i);
/** Reason (enum tfc_reason) of release i's first finding
 *  (tfc_verdict_first_finding); TFC_REASON_NONE when it accepts.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_answer_reason(const tfc_answer *a, size_t i);
/** Message of release i's first finding; "" when it accepts; borrowed. Since 1.0.0. */
TFC_API const char *tfc_answer_message(const tfc_answer *a, size_t i);
/** Subject of release i's first finding (an op, an attr); "" when none; borrowed. Since 1.0.0. */
TFC_API const char *tfc_answer_subject(const tfc_answer *a, size_t i);

/** Number of accepting releases. Since 1.0.0. */
TFC_API size_t tfc_answer_accepting_count(const tfc_answer *a);
/** Index of the oldest accepting release, or -1. Since 1.0.0. */
TFC_API int64_t tfc_answer_oldest(const tfc_answer *a);
/** Index of the newest accepting release, or -1. Since 1.0.0. */
TFC_API int64_t tfc_answer_newest(const tfc_answer *a);

/**
 * Runs of consecutive releases with the same outcome and, for refusals,
 * the same first finding (reason and subject): "2.0.0 - 2.9.0 refuse it
 * for OP_NOT_REGISTERED 'DisableCopyOnRead'". Accepting runs are the
 * accepting ranges. Runs cover every release, in order.
 * Since 1.0.0.
 */
TFC_API size_t tfc_answer_run_count(const tfc_answer *a);
/** Index of the first release of run k, or -1 out of range. Since 1.0.0. */
TFC_API int64_t tfc_answer_run_first(const tfc_answer *a, size_t k);
/** Index of the last release of run k, or -1 out of range. Since 1.0.0. */
TFC_API int64_t tfc_answer_run_last(const tfc_answer *a, size_t k);
/** Outcome of run k; TFC_OUTCOME_REJECTED out of range. Since 1.0.0. */
TFC_API int32_t tfc_answer_run_outcome(const tfc_answer *a, size_t k);

/**
 * One product line of an all-release answer: the releases of the
 * registry consumers named `product` (a registry file may name several
 * products; each is its own line, a release number two share never
 * collides), or, for a product of the catalogue, one entry per version of
 * it (labelled with the product version, e.g. "4.22.0") carrying the
 * verdict of the release it embeds. Runs and ranges are those of the line.
 * @param out     receives the line's answer (free with tfc_answer_free)
 * @param all     a tfc_check_releases answer; borrowed for the call
 * @param product a registry consumer name ("myserving", "TensorFlow") or a
 *                catalogue product ("tfjs-node"), case-insensitive
 * A product with no side for the answer's kind (a TensorFlow product,
 * tfjs-node, and a TFLite model) is a line all the same: every version
 * refuses it with KIND_NOT_LOADED, as tfc_check of PRODUCT@VERSION does
 * (since 1.1.0; it was TFC_E_UNKNOWN_RELEASE).
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_UNKNOWN_RELEASE (no such
 *         consumer or product, or no version embeds a release `all`
 *         asks); TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_answer_product(tfc_answer **out, const tfc_answer *all, const char *product, tfc_error *err);

/** What release i of a product line embeds ("libtensorflow 2.9.1"), or ""
 *  (registry releases, out of range); borrowed.
 * Since 1.0.0.
 */
TFC_API const char *tfc_answer_embedded(const tfc_answer *a, size_t i);

/* ==== One product over a model store ==================================== */

typedef struct tfc_product_tally tfc_product_tally;

/**
 * A store's answer for one product of the catalogue ("which tfjs-node
 * versions can serve these models?"): the product line of each model
 * (tfc_answer_product), added one by one, and the newest version of the
 * product that loads every model added. A version loads a model when its
 * entry in the model's line accepts it (undetermined is not loading).
 * Not thread-safe: one writer; free with tfc_product_tally_free.
 * @param out     receives the tally
 * @param product a product of the catalogue (tfcompat/product.h),
 *                case-insensitive; copied
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_UNKNOWN_RELEASE (not a
 *         product of the catalogue); TFC_E_NOMEM.
 * Since 1.1.0.
 */
TFC_API int32_t tfc_product_tally_new(tfc_product_tally **out, const char *product, tfc_error *err);

/** Adds one model: `line` is its line for the tally's product
 *  (tfc_answer_product), borrowed for the call, or NULL for a model no
 *  version can load (unreadable, or of a kind the product does not read:
 *  a TensorFlow product and a TFLite model).
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (t is NULL).
 * Since 1.1.0.
 */
TFC_API int32_t tfc_product_tally_add(tfc_product_tally *t, const tfc_answer *line);

/**
 * Adds one model from what its record carries (`tfcompat scan --product
 * --format ndjson`, a record computed in another process): the versions
 * that load it as ranges, each covering the product's versions from
 * first[i] to last[i] in version order, and `loading`, the record's count
 * of them. The model counts as tfc_product_tally_add of its line counts it.
 * Nothing is added unless every range is valid.
 * @param t        the tally
 * @param first    n_ranges version strings of the tally's product, as the
 *                 catalogue spells them ("3.4.0"); borrowed for the call
 * @param last     n_ranges version strings, last[i] not before first[i]
 * @param n_ranges 0 for a model no version loads
 * @param loading  the record's "loading": the ranges must cover exactly
 *                 this many versions (else a version inside a range was
 *                 not asked, and the ranges do not say which)
 * @param err      optional detail
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (t NULL, first/last or one of
 *         their strings NULL); TFC_E_TOO_MANY (more ranges than the
 *         product has versions); TFC_E_UNKNOWN_RELEASE (a string that is
 *         not a version of the product); TFC_E_BAD_VALUE (ranges out of
 *         order or overlapping, or not covering `loading` versions).
 * Since 1.1.0.
 */
TFC_API int32_t tfc_product_tally_add_ranges(tfc_product_tally *t, const char *const *first, const char *const *last,
                                             size_t n_ranges, size_t loading, tfc_error *err);

/** Number of models added. Since 1.1.0. */
TFC_API uint64_t tfc_product_tally_models(const tfc_product_tally *t);

/** Number of models added that no version of the product loads. Since 1.1.0. */
TFC_API uint64_t tfc_product_tally_unloaded(const tfc_product_tally *t);

/** The newest version of the product that loads every model added
 *  ("4.22.0"), or NULL when none does or no model was added; static (the
 *  catalogue's string).
 * Since 1.1.0.
 */
TFC_API const char *tfc_product_tally_newest(const tfc_product_tally *t);

/** Frees a tally. Accepts NULL. Since 1.1.0. */
TFC_API void tfc_product_tally_free(tfc_product_tally *t);

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

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_CHECK_H */
