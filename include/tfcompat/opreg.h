/*
 * tfcompat/opreg.h - which ops, and which attrs of each op, every
 * TensorFlow release registers (the releases of data/tf_releases.csv that
 * an op source covers), and the op-level verdict.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 * The VersionDef rule is TensorFlow's coarse gate; the commonest real
 * failure when an older TensorFlow loads a newer model is an op the
 * consumer does not register ("Op type not registered 'DisableCopyOnRead'
 * in binary running on ...") or an attr its OpDef lacks ("NodeDef mentions
 * attr 'debug_name' not in Op<...>"). This module holds TensorFlow's op and
 * attr history (data/tf_ops.csv, data/tf_op_attrs.csv; sources in
 * data/README.md and docs/op-registry.md) and the rules that use it. The
 * registry (tfcompat/registry.h) applies them to every consumer that has an
 * op set: TensorFlow's own releases, and user consumers declared with
 * `ops=` (same as TensorFlow X.Y).
 *
 * Exactness: a release's answer is exact where the data is; where the data
 * only bounds when an op or attr arrived (a range of releases, a release no
 * source lists: 2.17, 2.19), the answer for the releases in between is
 * UNDETERMINED with the bounds, never a guess.
 *
 * Releases are named by "MAJOR.MINOR" strings ("2.9"); any longer release
 * string ("2.9.1", "v2.9.0-rc1") is read as its major.minor.
 * Thread safety: everything here reads static tables; call from any thread.
 */
#ifndef TFCOMPAT_OPREG_H
#define TFCOMPAT_OPREG_H

#include "tfcompat/common.h"
#include "tfcompat/container.h"
#include "tfcompat/registry.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Whether a release registers an op (or an op's attr). Values are ABI. */
enum tfc_presence {
    TFC_PRESENCE_PRESENT = 0,      /**< registered */
    TFC_PRESENCE_ABSENT = 1,       /**< known not to be registered */
    TFC_PRESENCE_UNDETERMINED = 2, /**< the data only bounds the answer for this release */
    TFC_PRESENCE_UNKNOWN = 3       /**< no op list knows the op (custom-op library), or no such attr row */
};

/** How well the first release of an op or attr is known. Values are ABI. */
enum tfc_dating {
    TFC_DATING_EXACT = 0,  /**< known absent in the release just before */
    TFC_DATING_APPROX = 1, /**< that absence relies on approximate sources */
    TFC_DATING_RANGE = 2   /**< arrived somewhere in (known_absent, first] */
};

/**
 * How a consumer's loader treats a node attr its own OpDef lacks (see
 * docs/op-registry.md for the TensorFlow sources). Values are ABI.
 */
enum tfc_loader {
    /** C++ LoadSavedModel (TF Serving, C/Java/Go), the C API importer, TF2
     *  tf.saved_model.load of object-graph SavedModels: nothing is removed. */
    TFC_LOADER_SESSION = 0,
    /** Python TF1 loaders (tf.compat.v1.train.import_meta_graph,
     *  tf.compat.v1.saved_model.loader.load, TF2 load of a TF1 SavedModel):
     *  when the MetaGraphDef has stripped_op_list, an unknown attr of a
     *  top-level GraphDef node is removed first if the producer's OpDef has
     *  a default and the node's value equals it. Function bodies never. */
    TFC_LOADER_PYTHON_V1 = 1
};

#ifdef TFC_BUILDING_BLOCKS
/** Stable lower-case name of a loader ("session", "python-v1"); "" otherwise; static. Since 0.2.0. */
TFC_API const char *tfc_opreg_loader_name(int32_t loader);
/** Loader for a name as printed by tfc_opreg_loader_name, or -1. Since 0.2.0. */
TFC_API int32_t tfc_opreg_loader_find(const char *name);
#endif /* TFC_BUILDING_BLOCKS */

/* ---- the op table ----
 * first / known_absent / last / removed summarise an op's dating; they are
 * not its presence: a release between first and last can lack the op (2.0
 * lacks RaggedTensorToTensor, which 1.15 and 2.1 have). Ask
 * tfc_opreg_op_presence for one release. */

#ifdef TFC_BUILDING_BLOCKS
/** Number of ops any TensorFlow op list of the data knows. Since 0.2.0. */
TFC_API size_t tfc_opreg_op_count(void);
/** Index of op `name` (exact, case-sensitive), or -1. Since 0.2.0. */
TFC_API int64_t tfc_opreg_op_find(const char *name);
/** Name of op i; "" out of range; static. Since 0.2.0. */
TFC_API const char *tfc_opreg_op_name(size_t i);
/** First release registering op i ("2.10"); "" out of range; static. Since 0.2.0. */
TFC_API const char *tfc_opreg_op_first(size_t i);
/** Latest release before the first known not to register op i; "" none or out of range. Since 0.2.0. */
TFC_API const char *tfc_opreg_op_known_absent(size_t i);
/** enum tfc_dating of op i's first release; -1 out of range. Since 0.2.0. */
TFC_API int32_t tfc_opreg_op_dating(size_t i);
/** Last release known to register op i; "" out of range. Since 0.2.0. */
TFC_API const char *tfc_opreg_op_last(size_t i);
/** First release after the last known not to register op i (removal); "" none. Since 0.2.0. */
TFC_API const char *tfc_opreg_op_removed(size_t i);
/**
 * 1 when op i is in TensorFlow's canonical ops.pbtxt (every build has it),
 * 0 when it is known only from builds that link more ops (XLA, TPU,
 * DTensor: pip TensorFlow, libtensorflow); -1 out of range. Since 0.2.0.
 */
TFC_API int32_t tfc_opreg_op_core(size_t i);
/** Sources dating op i's first release ("canon+cc", "export+go"); "" out of range. Since 0.2.0. */
TFC_API const char *tfc_opreg_op_evidence(size_t i);
/**
 * Whether `release` registers op `name` (enum tfc_presence), as that
 * release's own sources say (per release, not one interval: 2.0 lacks ops
 * that 1.15 and 2.1 have); UNDETERMINED where no source of the release
 * tells. A release older than every op list is answered from the oldest
 * list (ABSENT when it lacks the op, else UNDETERMINED); releases after the
 * newest of the data are UNDETERMINED. Op names starting
 * with "_" (TensorFlow-internal ops) are PRESENT. -1 for NULL arguments or
 * a release string without a numeric core. Since 0.2.0.
 */
TFC_API int32_t tfc_opreg_op_presence(const char *name, const char *release);
#endif /* TFC_BUILDING_BLOCKS */

/* ---- attrs added to an op after the op itself ---- */

#ifdef TFC_BUILDING_BLOCKS
/** Number of (op, attr) rows: attrs some release lacks although it has the op. Since 0.2.0. */
TFC_API size_t tfc_opreg_attr_count(void);
/** Row of (op, attr), or -1. Since 0.2.0. */
TFC_API int64_t tfc_opreg_attr_find(const char *op, const char *attr);
/** Op of row i; "" out of range; static. Since 0.2.0. */
TFC_API const char *tfc_opreg_attr_op(size_t i);
/** Attr name of row i; "" out of range; static. Since 0.2.0. */
TFC_API const char *tfc_opreg_attr_name(size_t i);
/** Attr type of row i ("bool", "list(int)"); "" out of range; static. Since 0.2.0. */
TFC_API const char *tfc_opreg_attr_type(size_t i);
/** Default of row i in TensorFlow's text format ("b:false", "list{}"); "" when none. Since 0.2.0. */
TFC_API const char *tfc_opreg_attr_default(size_t i);
/** First release whose OpDef has the attr; "" out of range. Since 0.2.0. */
TFC_API const char *tfc_opreg_attr_first(size_t i);
/** Latest release known to have the op without the attr; "" out of range. Since 0.2.0. */
TFC_API const char *tfc_opreg_attr_known_absent(size_t i);
/** enum tfc_dating of row i's first release; -1 out of range. Since 0.2.0. */
TFC_API int32_t tfc_opreg_attr_dating(size_t i);
/**
 * Whether `release`'s OpDef of `op` has `attr` (enum tfc_presence), per
 * release as for ops (2.0's OpDef of CTCLoss lacks `T`, which 1.15's and
 * 2.1's have): UNKNOWN when (op, attr) is not a row (an attr the op always
 * had, or one no list knows). Since 0.2.0.
 */
TFC_API int32_t tfc_opreg_attr_presence(const char *op, const char *attr, const char *release);
#endif /* TFC_BUILDING_BLOCKS */

/* ---- the attrs a model uses that some release lacks ---- */

#ifdef TFC_BUILDING_BLOCKS
/**
 * Number of distinct (op, attr, value) uses, on the nodes of meta graph g
 * (graph and functions), of attrs that are rows of the attr table (an attr
 * some release lacks although it has the op): what narrows the releases
 * that load the model beyond its ops. 0 for NULL. Since 0.2.0.
 */
TFC_API size_t tfc_opreg_attr_use_count(const tfc_meta_graph *g);
/** Attr-table row (tfc_opreg_attr_*) of use i, or -1 out of range. Since 0.2.0. */
TFC_API int64_t tfc_opreg_attr_use_row(const tfc_meta_graph *g, size_t i);
/** Name of the first node carrying use i (borrowed from g); "" out of range. Since 0.2.0. */
TFC_API const char *tfc_opreg_attr_use_node(const tfc_meta_graph *g, size_t i);
/**
 * 1 when use i's value equals the attr's default in TensorFlow's own OpDef
 * (so an exporter with strip_default_attrs would have removed it), 0 when
 * it differs or is too large to compare, -1 when the default is not known
 * or i is out of range. Since 0.2.0.
 */
TFC_API int32_t tfc_opreg_attr_use_is_default(const tfc_meta_graph *g, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

/* ---- verdicts ---- */

#ifdef TFC_BUILDING_BLOCKS
/**
 * The verdict of one consumer of `r` (graphdef scheme) on one meta graph
 * (or GraphDef): as tfc_registry_check_release with the ops of the graph
 * and of every function of its library, plus the attr rule: a node attr
 * the consumer's OpDef lacks is an ATTR_NOT_IN_OP error for releases that
 * reject unknown attrs (up to 2.3), a warning for releases that log and
 * ignore them (from 2.7), undetermined where that is not known (2.4 - 2.6;
 * data/tf_attr_policy.csv), unless the consumer's loader removes it first
 * (enum tfc_loader).
 * @param out        receives the verdict (free with tfc_verdict_free)
 * @param release    looked up with tfc_registry_find in the graphdef scheme
 * @param g          the meta graph (borrowed)
 * @param tf_version the version string messages name; NULL: the release
 * @return TFC_OK (also for "rejected"); TFC_E_INVALID_ARGUMENT;
 *         TFC_E_UNKNOWN_RELEASE; TFC_E_NOMEM. Since 0.2.0.
 */
TFC_API int32_t tfc_opreg_check_release(tfc_verdict **out, const tfc_registry *r, const char *release,
                                        const tfc_meta_graph *g, const char *tf_version, tfc_error *err);

/**
 * Every graphdef consumer of `r` on one meta graph, as
 * tfc_opreg_check_release, gathered like tfc_registry_check (ranges of
 * accepting releases; each rejecting entry's first error).
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_NOMEM. Since 0.2.0.
 */
TFC_API int32_t tfc_opreg_check(tfc_release_answer **out, const tfc_registry *r, const tfc_meta_graph *g,
                                tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_OPREG_H */
