/*
 * tfcompat/artifact.h - one entry to open anything the library reads.
 *
 * Stability: the stable core (tfcompat.h lists it first) for the functions
 * declared outside `#ifdef TFC_BUILDING_BLOCKS`; those inside are the lower
 * tier, outside the semver promise (see tfcompat.h).
 *
 * A path (file or SavedModel directory) or a byte buffer goes in; the
 * library detects its kind from the content (never from the name), reads it
 * with the matching reader and hands back one tfc_artifact with typed
 * getters:
 *
 *   kind                       getters that answer
 *   GraphDef, MetaGraphDef,    tfc_artifact_model
 *   SavedModel (file)
 *   SavedModel directory       tfc_artifact_model (its saved_model.pb) and
 *                              tfc_artifact_checkpoint (variables/
 *                              variables.index, when present)
 *   checkpoint index           tfc_artifact_checkpoint
 *   bare VersionDef            tfc_artifact_versiondef
 *   TFLite model               tfc_artifact_tflite
 *   TensorFlow.js model.json   tfc_artifact_tfjs_model (Since 1.1.0)
 *
 * and, for every kind that carries VersionDefs, what a consumer checks:
 * the scheme (tfc_artifact_scheme), the VersionDefs (one per meta graph;
 * one for a VersionDef or checkpoint index) and the ops each graph uses
 * (tfc_artifact_versions, tfc_artifact_ops), ready for tfc_accept_check
 * and tfc_registry_check / tfc_registry_check_release.
 *
 * A directory is an artifact only when it is a SavedModel directory (it
 * holds saved_model.pb); a TF Serving model base (BASE/<version>/) is a
 * set of artifacts, one per version directory.
 *
 * Typical use:
 *
 *     tfc_artifact *a = NULL;
 *     tfc_error err;
 *     tfc_error_init(&err, sizeof err);
 *     if (tfc_artifact_open(&a, path, NULL, &err) != TFC_OK) return report(&err);
 *     for (size_t i = 0; i < tfc_artifact_versions_count(a); i++)
 *         check(tfc_artifact_scheme(a), tfc_artifact_versions(a, i), tfc_artifact_ops(a, i, &n_ops), n_ops);
 *     tfc_artifact_free(a);
 *
 * Ownership: tfc_artifact_open / tfc_artifact_parse return an artifact the
 * caller releases with tfc_artifact_free. Every pointer a getter returns is
 * borrowed from the artifact and valid until it is freed.
 * Thread safety: an artifact is immutable once returned; read it from any
 * number of threads.
 */
#ifndef TFCOMPAT_ARTIFACT_H
#define TFCOMPAT_ARTIFACT_H

#include "tfcompat/checkpoint.h"
#include "tfcompat/common.h"
#include "tfcompat/container.h"
#include "tfcompat/opver.h"
#include "tfcompat/tfjs.h"
#include "tfcompat/versiondef.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tfc_artifact tfc_artifact;

/** Option flags for tfc_artifact_options::flags. */
enum tfc_artifact_flags {
    /** A SavedModel directory: do not open variables/variables.index. */
    TFC_ARTIFACT_NO_CHECKPOINT = 1u << 0
};

/**
 * Options of tfc_artifact_open / tfc_artifact_parse. Initialise with
 * tfc_artifact_options_init(). Fields beyond `size` (an older caller's
 * struct) take their defaults. The reader options are borrowed for the
 * call only; a NULL one means that reader's defaults. A reader whose
 * options name no allocator uses `allocator`.
 */
typedef struct tfc_artifact_options {
    uint32_t size;                 /**< sizeof(tfc_artifact_options) as the caller compiled it */
    uint32_t flags;                /**< enum tfc_artifact_flags */
    int32_t expected_kind;         /**< TFC_KIND_UNKNOWN (0): detect; else the kind required (see tfc_artifact_open) */
    const tfc_allocator *allocator;               /**< the artifact and the readers; NULL = malloc/free */
    const tfc_parse_options *parse;               /**< GraphDef, MetaGraphDef, SavedModel, VersionDef */
    const tfc_checkpoint_options *checkpoint;     /**< checkpoint index (also a directory's variables.index) */
    const tfc_tflite_options *tflite;             /**< TFLite model */
    /**
     * Kinds to read, as bits TFC_ARTIFACT_KIND_BIT(kind); 0 = every kind.
     * An input of another kind is detected but not read: the open succeeds,
     * tfc_artifact_kind tells the kind, and the content getters return NULL
     * (0 VersionDefs). For a caller that handles some kinds only (a
     * VersionDef check refusing TFLite models with its own message) or that
     * only sorts inputs by kind.
     */
    uint32_t read_kinds;
} tfc_artifact_options;

/** The bit of a kind in tfc_artifact_options::read_kinds. */
#define TFC_ARTIFACT_KIND_BIT(kind) (1u << (uint32_t)(kind))
/** Every kind that carries a VersionDef (all but TFLite). */
#define TFC_ARTIFACT_KINDS_VERSIONED                                                             \
    (TFC_ARTIFACT_KIND_BIT(TFC_KIND_GRAPH_DEF) | TFC_ARTIFACT_KIND_BIT(TFC_KIND_META_GRAPH_DEF) | \
     TFC_ARTIFACT_KIND_BIT(TFC_KIND_SAVED_MODEL) | TFC_ARTIFACT_KIND_BIT(TFC_KIND_CHECKPOINT_INDEX) | \
     TFC_ARTIFACT_KIND_BIT(TFC_KIND_VERSION_DEF))

#ifdef TFC_BUILDING_BLOCKS
/**
 * Initialises caller options of `size` bytes (pass sizeof *opts): no flags,
 * detection, every kind read, the default allocator and reader defaults,
 * within `size` (see "Caller structs" in tfcompat/common.h); a member the
 * size does not hold takes its default. Accepts NULL.
 * Since 1.0.0.
 */
TFC_API void tfc_artifact_options_init(tfc_artifact_options *opts, size_t size);

/**
 * Opens the file or SavedModel directory at `path` (UTF-8, NUL-terminated).
 *
 * With expected_kind 0 the kind is detected from the content
 * (tfc_file_detect_kind). With a kind the content must be of that kind:
 * GraphDef, MetaGraphDef and SavedModel fail with TFC_E_WRONG_KIND (or
 * TFC_E_TEXT_FORMAT) on other content; a checkpoint index, VersionDef or
 * TFLite model is read as that kind and fails with its reader's code
 * (TFC_E_BAD_MAGIC, a wire-format code, TFC_E_BAD_IDENTIFIER unless
 * opts->tflite sets TFC_TFLITE_ANY_IDENTIFIER). A directory is read as a
 * SavedModel directory (its saved_model.pb); with another expected kind,
 * that kind's reader refuses it (TFC_E_WRONG_KIND or TFC_E_IO).
 *
 * A SavedModel directory's variables/variables.index is opened too (unless
 * TFC_ARTIFACT_NO_CHECKPOINT): when it is absent, tfc_artifact_checkpoint
 * returns NULL; when it is present but cannot be read, the artifact is still
 * returned, and tfc_artifact_checkpoint_status reports why.
 *
 * @param out   receives the artifact (NULL on failure); free with tfc_artifact_free
 * @param path  file or directory
 * @param opts  options, or NULL for the defaults
 * @param err   optional error detail
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (out or path NULL, unknown
 *         expected_kind); TFC_E_NOT_FOUND (no such file, or a directory
 *         without saved_model.pb); TFC_E_IO; TFC_E_EMPTY; TFC_E_TEXT_FORMAT;
 *         TFC_E_UNKNOWN_KIND; TFC_E_WRONG_KIND; TFC_E_NOMEM; or any code of
 *         tfc_file_open_model, tfc_checkpoint_open, tfc_versiondef_parse or
 *         tfc_tflite_model_open. Since 0.2.0.
 */
TFC_API int32_t tfc_artifact_open(tfc_artifact **out, const char *path, const tfc_artifact_options *opts,
                                  tfc_error *err);

/**
 * Reads an artifact from bytes, as tfc_artifact_open reads a file (never a
 * directory: there is no checkpoint beside the bytes). The bytes are
 * borrowed for the call only, except for a TFLite model read with
 * TFC_TFLITE_BORROW_DATA in opts->tflite (then they must outlive the
 * artifact).
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (out NULL, data NULL with len > 0,
 *         unknown expected_kind); TFC_E_EMPTY; TFC_E_TEXT_FORMAT;
 *         TFC_E_UNKNOWN_KIND; TFC_E_WRONG_KIND; TFC_E_NOMEM; or any code of
 *         tfc_model_parse, tfc_checkpoint_parse, tfc_versiondef_parse or
 *         tfc_tflite_model_parse. *out is NULL on failure. Since 0.2.0.
 */
TFC_API int32_t tfc_artifact_parse(tfc_artifact **out, const uint8_t *data, size_t len,
                                   const tfc_artifact_options *opts, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

/** Releases an artifact and everything borrowed from it. Accepts NULL. Since 0.2.0. */
TFC_API void tfc_artifact_free(tfc_artifact *a);

/**
 * Kind (enum tfc_kind in tfcompat/container.h): TFC_KIND_SAVED_MODEL for a
 * SavedModel directory too (see tfc_artifact_is_directory).
 * TFC_KIND_UNKNOWN for NULL. Since 0.2.0.
 */
TFC_API int32_t tfc_artifact_kind(const tfc_artifact *a);

/** 1 when the artifact was opened from a SavedModel directory, else 0. Since 0.2.0. */
TFC_API int32_t tfc_artifact_is_directory(const tfc_artifact *a);

/** The path as given to tfc_artifact_open (borrowed); NULL for bytes or NULL. Since 0.2.0. */
TFC_API const char *tfc_artifact_path(const tfc_artifact *a);

#ifdef TFC_BUILDING_BLOCKS
/** The GraphDef, MetaGraphDef or SavedModel (borrowed), or NULL for another kind. Since 0.2.0. */
TFC_API const tfc_model *tfc_artifact_model(const tfc_artifact *a);

/**
 * The checkpoint index (borrowed): the artifact itself when it is one, or a
 * SavedModel directory's variables/variables.index. NULL when there is none
 * or it could not be read (see tfc_artifact_checkpoint_status). Since 0.2.0.
 */
TFC_API const tfc_checkpoint *tfc_artifact_checkpoint(const tfc_artifact *a);

/**
 * Path of the checkpoint index the artifact read or tried to read
 * ("<dir>/variables/variables.index" for a SavedModel directory, the path
 * itself for a checkpoint index file), borrowed; NULL when it had none to
 * read (bytes, another kind, TFC_ARTIFACT_NO_CHECKPOINT). Since 0.2.0.
 */
TFC_API const char *tfc_artifact_checkpoint_path(const tfc_artifact *a);

/**
 * Outcome of reading a SavedModel directory's variables/variables.index:
 * TFC_OK when it was read or is absent (tfc_artifact_checkpoint tells
 * which); otherwise the code of tfc_checkpoint_open, with its detail
 * copied into err (optional). TFC_E_INVALID_ARGUMENT for NULL. Since 0.2.0.
 */
TFC_API int32_t tfc_artifact_checkpoint_status(const tfc_artifact *a, tfc_error *err);

/** The TFLite model (borrowed), or NULL for another kind. Since 0.2.0. */
TFC_API const tfc_tflite_model *tfc_artifact_tflite(const tfc_artifact *a);

/**
 * The bare VersionDef (borrowed) of a TFC_KIND_VERSION_DEF artifact, or
 * NULL for another kind; the VersionDefs of every kind are reached with
 * tfc_artifact_versions. Since 0.2.0.
 */
TFC_API const tfc_versiondef *tfc_artifact_versiondef(const tfc_artifact *a);

#ifdef TFC_BUILDING_BLOCKS
/**
 * The TensorFlow.js model (borrowed, tfcompat/tfjs.h) of a
 * TFC_KIND_TFJS_MODEL artifact, read with the default tfc_tfjs_options and
 * the artifact's allocator; NULL for another kind. It carries no
 * VersionDef a TensorFlow consumer checks (tfc_artifact_versions_count is
 * 0). Since 1.1.0.
 */
TFC_API const tfc_tfjs_model *tfc_artifact_tfjs_model(const tfc_artifact *a);
#endif /* TFC_BUILDING_BLOCKS */

/**
 * The registry scheme the artifact's VersionDefs are checked in (static):
 * tfc_registry_scheme_checkpoint() for a checkpoint index, tfc_registry_scheme_graphdef() for
 * a GraphDef, MetaGraphDef, SavedModel or bare VersionDef; NULL for a
 * TFLite model (its op versions are checked by tfcompat/opver.h), a
 * TensorFlow.js model (tfcompat/tfjs.h) or NULL.
 * A SavedModel directory's checkpoint is in the checkpoint scheme: reach
 * it with tfc_artifact_checkpoint. Since 0.2.0.
 */
TFC_API const char *tfc_artifact_scheme(const tfc_artifact *a);

/**
 * Number of VersionDefs a consumer checks: one per meta graph of a model
 * (in file order), 1 for a bare VersionDef or a checkpoint index, 0 for a
 * TFLite model or NULL. Since 0.2.0.
 */
TFC_API size_t tfc_artifact_versions_count(const tfc_artifact *a);

/**
 * VersionDef i (borrowed; all zeros when the graph has none, as TensorFlow
 * reads it), or NULL when i is out of range. Since 0.2.0.
 */
TFC_API const tfc_versiondef *tfc_artifact_versions(const tfc_artifact *a, size_t i);

/**
 * The ops VersionDef i's graph uses, as tfc_registry_check takes them:
 * the op of every node of the graph (TFC_NAMES_OPS_IN_GRAPH), then the op
 * of every node of its functions (TFC_NAMES_OPS_IN_FUNCTIONS); each list is
 * sorted and free of duplicates, a name in both lists appears twice. The
 * array and its strings are borrowed; *n (required) gets the count: 0 for a
 * VersionDef, a checkpoint index or a graph without nodes (then the result
 * is NULL), and 0 with NULL when i is out of range or an argument is NULL.
 * Since 0.2.0.
 */
TFC_API const char *const *tfc_artifact_ops(const tfc_artifact *a, size_t i, size_t *n);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_ARTIFACT_H */
