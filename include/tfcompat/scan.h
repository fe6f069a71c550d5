/*
 * tfcompat/scan.h - a whole model store at once: which models does a
 * consumer load, and why not?
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 * Two pieces, so that every front end (the `tfcompat scan` command, the
 * Python package, a Dask cluster) produces the same answer:
 * - tfc_scan_walk_v2() enumerates the models under a root, decided by
 *   content: a directory holding saved_model.pb is one model (its
 *   checkpoint in variables/, its assets/ and its own files belong to it),
 *   so each numbered version of a TF Serving base path is one model; the
 *   walk lists the rest of such a directory too (a model kept below a
 *   SavedModel is a model of its own); every other file is a model when its
 *   content is a GraphDef, MetaGraphDef, SavedModel, VersionDef, checkpoint
 *   index or TFLite model. Symbolic links to directories are entered only
 *   when asked (TFC_SCAN_FOLLOW_LINKS); tfc_scan_walk() is the walk that
 *   follows them, as it did before 1.1.0.
 * - tfc_scan_record_new() computes one record for one path against a
 *   target (tfc_scan_target): kind, versions, the oldest and newest release
 *   that loads it (or a TFLite model's minimum runtime), the verdict of the
 *   target with its first error, or why the file could not be read.
 *
 * Thread safety: a target is immutable once made and may be shared by any
 * number of threads (as is the registry it borrows); records are
 * independent objects; the walk is reentrant.
 */
#ifndef TFCOMPAT_SCAN_H
#define TFCOMPAT_SCAN_H

#include "tfcompat/common.h"
#include "tfcompat/check.h"
#include "tfcompat/registry.h"

#ifdef __cplusplus
extern "C" {
#endif

/** What a scan asks of every model. Opaque, immutable, shareable. */
typedef struct tfc_scan_target tfc_scan_target;

/** The answer for one path. Opaque; free with tfc_scan_record_free. */
typedef struct tfc_scan_record tfc_scan_record;

/** Outcome of a record, beyond enum tfc_outcome (0 accepted, 1 rejected,
 *  2 undetermined). Values are ABI. */
enum tfc_scan_outcome {
    TFC_SCAN_UNREADABLE = 3 /**< the file could not be read: see tfc_scan_record_status */
};


#ifdef TFC_BUILDING_BLOCKS
/**
 * A scan target asking what `target` asks (tfcompat/check.h: any target
 * string, "2.11.1,litert@2.14.0", a registry consumer, a resolver of your
 * own). `target` is borrowed: it must outlive the scan target. A record
 * is then exactly tfc_check_path_v2's verdict of that target (outcome and
 * first finding) with tfc_check_releases's oldest, newest and count.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_NOMEM. Since 1.0.0.
 */
TFC_API int32_t tfc_scan_target_for(tfc_scan_target **out, const tfc_target *target, tfc_error *err);

/** The check-layer target a scan target asks (borrowed). Since 1.0.0. */
TFC_API const tfc_target *tfc_scan_target_target(const tfc_scan_target *t);

/** Frees a target. Accepts NULL. Since 0.2.0. */
TFC_API void tfc_scan_target_free(tfc_scan_target *t);

/** The release the target checks (as found in the registry, "2.16.0"), or
 *  NULL; borrowed. Since 0.2.0. */
TFC_API const char *tfc_scan_target_release(const tfc_scan_target *t);

/** The runtime the target checks, or NULL; borrowed. Since 0.2.0. */
TFC_API const char *tfc_scan_target_runtime(const tfc_scan_target *t);

/**
 * Computes the record of one path. An unreadable, hostile or unrecognised
 * file is not a failure of this call: the record has outcome
 * TFC_SCAN_UNREADABLE and carries the library's status code and message.
 * - kind: detected from content; the path is opened with tfc_artifact_open
 *   (a TFLite model with TFC_TFLITE_ANY_IDENTIFIER: a wrong identifier is a
 *   finding, as `tfcompat tflite check` reports it).
 * - producer/min_consumer: of the graph (the largest over the meta graphs
 *   of a SavedModel or MetaGraphDef), of the checkpoint header, or of the
 *   VersionDef; -1 for a TFLite model.
 * - oldest/newest: the first and last release of the registry accepting
 *   the graphs (graphdef scheme; a SavedModel directory's checkpoint is not
 *   asked here, only in the verdict) or the checkpoint index (checkpoint
 *   scheme), as `tfcompat releases`; for a TFLite model the first and last
 *   TFLite runtime release whose standard interpreter accepts it, as
 *   `tfcompat releases` lists them (before 1.1.0: its minimum runtime and
 *   NULL).
 * - outcome and first finding: the target's verdict, tfc_check's (a
 *   SavedModel directory: graphs and checkpoint; a kind the target has no
 *   side for: KIND_NOT_LOADED), as `tfcompat check` gives it.
 * @param out    receives the record (free with tfc_scan_record_free)
 * @param target the target (shared, only read)
 * @param path   a path given by the walk (as a model, not as
 *               TFC_SCAN_LINK_NOT_FOLLOWED), or any model path
 * @return TFC_OK (also for an unreadable file); TFC_E_INVALID_ARGUMENT;
 *         TFC_E_NOMEM. *out is NULL on failure. Since 0.2.0.
 */
TFC_API int32_t tfc_scan_record_new(tfc_scan_record **out, const tfc_scan_target *target,
                                    const char *path, tfc_error *err);

/**
 * tfc_scan_record_new for a path as tfc_scan_walk_v2 passed it, using what
 * the walk learned instead of looking again; the record is the same bytes
 * tfc_scan_record_new gives for that path.
 * - kind TFC_SCAN_FILE (TFC_SCAN_UNREAD_FILES): the file is opened once, with
 *   no stat before the open (the walk looked: the descriptor is checked to
 *   be a regular file of a bounded size, so a FIFO or device swapped in
 *   since is refused, never read), read once when up to 256 KiB (a file
 *   that changed during the read is unreadable, as every read of the
 *   library), its kind detected from those bytes and the model parsed from
 *   them; a larger file is detected and opened as tfc_scan_record_new does.
 *   A file whose content is no model and whose name is not a model's (the
 *   files the walk without TFC_SCAN_UNREAD_FILES leaves out) gets no record:
 *   TFC_OK with *out NULL.
 * - kind TFC_KIND_SAVED_MODEL: the directory is opened as one.
 * - any other kind: tfc_scan_record_new(out, target, path, err).
 * @param out    receives the record (free with tfc_scan_record_free), or
 *               NULL when the file holds no model (kind TFC_SCAN_FILE only)
 * @param target the target (shared, only read)
 * @param path   the path the walk passed
 * @param kind   the kind the walk passed with it (never
 *               TFC_SCAN_LINK_NOT_FOLLOWED: that is no model)
 * @return TFC_OK (also for an unreadable file, and for no model);
 *         TFC_E_INVALID_ARGUMENT (a NULL argument, kind
 *         TFC_SCAN_LINK_NOT_FOLLOWED); TFC_E_NOMEM. *out is NULL on failure.
 *         Since 1.1.0.
 */
TFC_API int32_t tfc_scan_record_new_walked(tfc_scan_record **out, const tfc_scan_target *target, const char *path,
                                           int32_t kind, tfc_error *err);

/**
 * Every release's answer for a path as tfc_scan_walk_v2 passed it:
 * tfc_check_releases(out, a, registry, NULL, err) of the artifact
 * tfc_check_open(&a, path, NULL, err) opens, using what the walk learned
 * (`tfcompat scan --product` and the Python package's product_scan()).
 * - kind TFC_SCAN_FILE (TFC_SCAN_UNREAD_FILES): the file is opened, read
 *   and detected once, as tfc_scan_record_new_walked reads it; a file whose
 *   content is no model and whose name is not a model's gets no answer:
 *   TFC_OK with *out NULL.
 * - kind TFC_SCAN_SAVED_MODEL_UNLISTED: the directory's answer, as for
 *   TFC_KIND_SAVED_MODEL (what lies below it is tfc_scan_walk_rest's).
 * - any other kind: tfc_check_open(path), then tfc_check_releases.
 * @param out      receives the answer (free with tfc_answer_free), or NULL
 *                 when the file holds no model (kind TFC_SCAN_FILE only)
 * @param out_kind receives the kind the walk without TFC_SCAN_UNREAD_FILES
 *                 passes for the path (its content's kind; TFC_KIND_UNKNOWN
 *                 when it cannot judge it; TFC_KIND_SAVED_MODEL for an
 *                 unlisted SavedModel directory), also when the call fails;
 *                 may be NULL
 * @param path     the path the walk passed
 * @param kind     the kind the walk passed with it (never
 *                 TFC_SCAN_LINK_NOT_FOLLOWED)
 * @param registry the releases to answer (NULL: the built-in history)
 * @return TFC_OK (also for no model); the code of tfc_check_open or
 *         tfc_check_releases for that path, with the same err;
 *         TFC_E_INVALID_ARGUMENT (a NULL out or path, kind
 *         TFC_SCAN_LINK_NOT_FOLLOWED); TFC_E_NOMEM. Since 1.1.0.
 */
TFC_API int32_t tfc_scan_releases_walked(tfc_answer **out, int32_t *out_kind, const char *path, int32_t kind,
                                         const tfc_registry *registry, tfc_error *err);

/** Frees a record. Accepts NULL. Since 0.2.0. */
TFC_API void tfc_scan_record_free(tfc_scan_record *r);

/** The path, as given; borrowed. Since 0.2.0. */
TFC_API const char *tfc_scan_record_path(const tfc_scan_record *r);
/** The kind (TFC_KIND_*); TFC_KIND_UNKNOWN when not detected. Since 0.2.0. */
TFC_API int32_t tfc_scan_record_kind(const tfc_scan_record *r);
/** Producer version; -1 when none (TFLite, unreadable). Since 0.2.0. */
TFC_API int32_t tfc_scan_record_producer(const tfc_scan_record *r);
/** min_consumer version; -1 when none (TFLite, unreadable). Since 0.2.0. */
TFC_API int32_t tfc_scan_record_min_consumer(const tfc_scan_record *r);
/** Oldest accepting release (for TFLite, runtime release); NULL when none;
 *  borrowed. Since 0.2.0. */
TFC_API const char *tfc_scan_record_oldest(const tfc_scan_record *r);
/** Newest accepting release (for TFLite, runtime release); NULL when none;
 *  borrowed. Since 0.2.0. */
TFC_API const char *tfc_scan_record_newest(const tfc_scan_record *r);
/** Number of registry releases (of the model's scheme; for TFLite, runtime
 *  releases) that accept it, as `tfcompat releases` lists them; 0 for
 *  unreadable files. Since 0.2.0. */
TFC_API size_t tfc_scan_record_accepting_count(const tfc_scan_record *r);
/** TFC_OUTCOME_ACCEPTED, _REJECTED, _UNDETERMINED or TFC_SCAN_UNREADABLE. Since 0.2.0. */
TFC_API int32_t tfc_scan_record_outcome(const tfc_scan_record *r);
/** Reason code (TFC_REASON_*) of the first error (else first undetermined)
 *  finding; TFC_REASON_NONE when accepted or unreadable. Since 0.2.0. */
TFC_API int32_t tfc_scan_record_reason(const tfc_scan_record *r);
/** Message of that finding, or of the read failure; "" when accepted;
 *  borrowed. Since 0.2.0. */
TFC_API const char *tfc_scan_record_message(const tfc_scan_record *r);
/** Status of reading the file: TFC_OK, or the negative TFC_E_* code that made
 *  it unreadable. Since 0.2.0. */
TFC_API int32_t tfc_scan_record_status(const tfc_scan_record *r);
/** Byte offset of the read failure, -1 when none or unknown. Since 0.2.0. */
TFC_API int64_t tfc_scan_record_offset(const tfc_scan_record *r);

/**
 * How one model's answer changes from the target of `from` to the target
 * of `to` (two records of the same path, tfc_scan_target_for of targets A
 * and B): enum tfc_change (tfcompat/check.h), as tfc_check_change of the
 * two verdicts. An unreadable record (either) is TFC_CHANGE_NONE: the file
 * says nothing about the consumers. `tfcompat scan --from A --to B` and
 * the Python package's migrate() report with it.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_scan_record_change(const tfc_scan_record *from, const tfc_scan_record *to);
#endif /* TFC_BUILDING_BLOCKS */

/** Flags of tfc_scan_walk_v2. Values are ABI. Since 1.1.0. */
enum tfc_scan_walk_flags {
    /** Enter symbolic links to directories (bounded: see tfc_scan_walk_v2).
     *  Without it, such a link is passed to the visitor as
     *  TFC_SCAN_LINK_NOT_FOLLOWED and not entered. */
    TFC_SCAN_FOLLOW_LINKS = 1,
    /** Leave the files to the records: a regular file found by listing a
     *  directory is passed to the visitor as TFC_SCAN_FILE, unopened, so
     *  the walk itself only lists directories and the reading and detection
     *  run where the records are made (in parallel), once per file, by
     *  tfc_scan_record_new_walked. Since 1.1.0. */
    TFC_SCAN_UNREAD_FILES = 2,
    /** Leave SavedModel directories below the root unlisted: each one
     *  below the root and above the depth limit (see tfc_scan_walk_v2) is
     *  passed to the visitor as TFC_SCAN_SAVED_MODEL_UNLISTED and not
     *  listed, and
     *  whoever makes its record walks what lies below it with
     *  tfc_scan_walk_rest, so that listing it runs where the records are
     *  made (in parallel) and the walking thread pays two stats per
     *  SavedModel instead of a listing. Not with TFC_SCAN_FOLLOW_LINKS.
     *  Since 1.1.0. */
    TFC_SCAN_SAVED_MODELS_UNLISTED = 4
};

/** A `kind` the visitor of tfc_scan_walk_v2 gets beyond the TFC_KIND_*
 *  values (never one of them): a symbolic link to a directory that the
 *  walk did not enter (no TFC_SCAN_FOLLOW_LINKS). It is no model: make no
 *  record of it; count it, so that nothing is left out in silence
 *  (`tfcompat scan` reports "N links not followed"). Values are ABI.
 *  Since 1.1.0. */
enum tfc_scan_walk_entry {
    TFC_SCAN_LINK_NOT_FOLLOWED = 64,
    /** A regular file (a link to one included) that the walk did not open
     *  (TFC_SCAN_UNREAD_FILES): it may hold no model. Pass it, with its kind,
     *  to tfc_scan_record_new_walked, which says whether it is one. Since
     *  1.1.0. */
    TFC_SCAN_FILE = 65,
    /** A SavedModel directory the walk did not list
     *  (TFC_SCAN_SAVED_MODELS_UNLISTED): a model (make its record as for
     *  TFC_KIND_SAVED_MODEL), then pass it to tfc_scan_walk_rest for what
     *  the walk would have visited below it, in the walk's order: those
     *  come after it and before the walk's next path. Since 1.1.0. */
    TFC_SCAN_SAVED_MODEL_UNLISTED = 66
};

#ifdef TFC_BUILDING_BLOCKS
/**
 * The record's code, as every output (the `scan` table, NDJSON, CSV, the
 * CI formats, the HTML report, `--from/--to`, the Python package) prints
 * it: the stable name of the first finding's reason
 * (tfc_verdict_reason_name); "VERSION_UNKNOWN" for an undetermined record
 * without one; the status name (tfc_status_name, "TFC_E_...") of an
 * unreadable file; "" when accepted or r is NULL. Static; never NULL.
 * Since 1.1.0.
 */
TFC_API const char *tfc_scan_record_code(const tfc_scan_record *r);
#endif /* TFC_BUILDING_BLOCKS */

/**
 * The summary of a scan or of a migration (`--from A --to B`): how many
 * models, how many of each outcome or change, and the reasons ranked. Every
 * entry (the `scan` summary line and its NDJSON/CSV/CI/HTML forms, the
 * migration's, the Python package's) builds it here, so none ranks on its
 * own. Opaque; not safe to add to from several threads at once (read it
 * from any number once complete).
 */
typedef struct tfc_scan_summary tfc_scan_summary;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Makes an empty summary.
 * @param out  receives it (free with tfc_scan_summary_free)
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (out NULL); TFC_E_NOMEM. *out is
 *         NULL on failure. Since 1.1.0.
 */
TFC_API int32_t tfc_scan_summary_new(tfc_scan_summary **out, tfc_error *err);

/** Frees a summary. Accepts NULL. Since 1.1.0. */
TFC_API void tfc_scan_summary_free(tfc_scan_summary *s);

/**
 * Counts one record of a plain scan: one model, its outcome
 * (tfc_scan_record_outcome), its code (tfc_scan_record_code) as a reason
 * unless "". r is borrowed for the call.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (s or r NULL); TFC_E_NOMEM (the
 *         summary is unchanged). Since 1.1.0.
 */
TFC_API int32_t tfc_scan_summary_add(tfc_scan_summary *s, const tfc_scan_record *r);

/**
 * Counts one model of a migration from the record of target A (`from`) to
 * that of target B (`to`), as `tfcompat scan --from A --to B` reports it:
 * - either record unreadable: outcome TFC_SCAN_UNREADABLE is counted (not a
 *   change), and the unreadable record's code (from's first) is a reason;
 * - otherwise the change (tfc_scan_record_change) is counted, and the
 *   outcome of `to`; when the answer changes, the code of the record that
 *   explains it is a reason: from's for TFC_CHANGE_WORKS, to's else.
 * Both records are borrowed for the call.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (a NULL argument); TFC_E_NOMEM
 *         (the summary is unchanged). Since 1.1.0.
 */
TFC_API int32_t tfc_scan_summary_add_change(tfc_scan_summary *s, const tfc_scan_record *from,
                                            const tfc_scan_record *to);

/**
 * Counts one model from the fields a record was printed with, for a record
 * that is no longer a tfc_scan_record: read back from NDJSON, or computed
 * in another process (Dask). Counted as tfc_scan_summary_add (change -1)
 * or tfc_scan_summary_add_change would count the records it was printed
 * from; the rule of which side's code explains a change is applied here.
 * - a plain scan record: change -1, its outcome (TFC_OUTCOME_* or
 *   TFC_SCAN_UNREADABLE, by tfc_outcome_name), its code
 *   (tfc_scan_record_code: NULL or "" exactly when accepted), to_code NULL;
 * - a migration record that was unreadable: change -1, outcome
 *   TFC_SCAN_UNREADABLE, its code, to_code NULL;
 * - any other migration record: its change (enum tfc_change, by
 *   tfc_check_change_name), the outcome of target B (-1 when the record
 *   does not say it, e.g. an unchanged model left out of the output: not
 *   counted by outcome), the codes of A (`code`) and B (`to_code`), NULL or
 *   "" for an accepted side.
 * A code is checked against the library's names: a reason
 * (tfc_verdict_reason_name), or for an unreadable record a status
 * (tfc_status_name, "TFC_E_..."). Strings are borrowed for the call.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (s NULL, a change or outcome out
 *         of range, an unknown code, fields that no record prints
 *         together; the summary is unchanged); TFC_E_NOMEM (unchanged).
 *         Since 1.1.0.
 */
TFC_API int32_t tfc_scan_summary_add_fields(tfc_scan_summary *s, int32_t change, int32_t outcome, const char *code,
                                            const char *to_code, tfc_error *err);

/**
 * Counts n symbolic links to directories that the walk did not enter
 * (TFC_SCAN_LINK_NOT_FOLLOWED: no model, but not left out in silence);
 * outputs print the count when it is not 0 ("N links not followed",
 * "links_not_followed": N).
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (s NULL); TFC_E_TOO_LARGE (the
 *         count would pass UINT64_MAX; unchanged). Since 1.1.0.
 */
TFC_API int32_t tfc_scan_summary_add_links(tfc_scan_summary *s, uint64_t n);

/** Links not followed (tfc_scan_summary_add_links). 0 for NULL. Since 1.1.0. */
TFC_API uint64_t tfc_scan_summary_links(const tfc_scan_summary *s);

/** Models counted (each add, add_change or add_fields is one). 0 for NULL. Since 1.1.0. */
TFC_API uint64_t tfc_scan_summary_models(const tfc_scan_summary *s);

/** Models of an outcome: TFC_OUTCOME_* or TFC_SCAN_UNREADABLE (0..3); 0
 *  for any other value or NULL. Since 1.1.0. */
TFC_API uint64_t tfc_scan_summary_outcome_count(const tfc_scan_summary *s, int32_t outcome);

/** Models of a change (enum tfc_change, tfcompat/check.h), counted by
 *  tfc_scan_summary_add_change; an unreadable model is no change (it is
 *  counted by outcome TFC_SCAN_UNREADABLE). 0 for any other value or NULL.
 *  Since 1.1.0. */
TFC_API uint64_t tfc_scan_summary_change_count(const tfc_scan_summary *s, int32_t change);

/**
 * Distinct reason codes counted, ranked: by count, largest first, then by
 * code, byte-wise (strcmp). Outputs show the first five ("commonest
 * reasons"). 0 for NULL. Since 1.1.0.
 */
TFC_API size_t tfc_scan_summary_reason_count(const tfc_scan_summary *s);

/** The code ranked i (see tfc_scan_summary_reason_count); static; "" when
 *  i is out of range. Since 1.1.0. */
TFC_API const char *tfc_scan_summary_reason_code(const tfc_scan_summary *s, size_t i);

/** How many models the code ranked i was counted for; 0 when i is out of
 *  range. Since 1.1.0. */
TFC_API uint64_t tfc_scan_summary_reason_n(const tfc_scan_summary *s, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

/**
 * Called by the walk for every model path, in a stable order (entries of a
 * directory sorted by name, byte-wise). kind is the kind detected from
 * content (TFC_KIND_SAVED_MODEL for a directory holding saved_model.pb,
 * whose record reads it), TFC_SCAN_LINK_NOT_FOLLOWED (tfc_scan_walk_v2
 * without TFC_SCAN_FOLLOW_LINKS only: a symbolic link to a directory, not
 * entered), TFC_SCAN_FILE (with TFC_SCAN_UNREAD_FILES only: a regular file
 * not opened, which may hold no model), or TFC_KIND_UNKNOWN for a path the walk could not judge, so
 * that nothing under a root is left out in silence (its record is
 * unreadable and says why):
 * - a file named like a model (.pb, .pbtxt, .meta, .index, .tflite, .lite)
 *   whose content is not one, or a FIFO, socket or device so named (never
 *   opened by the walk); a dangling link so named;
 * - a regular file of any name that could not be read (permission, I/O
 *   error, replaced by a FIFO or changed while the walk read it);
 * - an entry that cannot be looked at (stat fails other than for a
 *   dangling link: an entry of a directory that can be read but not
 *   searched), a path of PATH_MAX (4096) bytes or more, a directory that
 *   cannot be listed;
 * - a directory at depth 64 below the root (its entries are not listed:
 *   walk it as a root of its own), or one already listed through symbolic
 *   links 1024 times.
 * path is borrowed for the call. Return 0 to continue; any other value
 * stops the walk, which returns it.
 */
typedef int32_t (*tfc_scan_visit_fn)(const char *path, int32_t kind, void *user);

#ifdef TFC_BUILDING_BLOCKS
/**
 * Walks `root` (a directory or a file) and calls `visit` for every model
 * under it (see the top of this header).
 *
 * A SavedModel directory (one holding saved_model.pb: a regular file by
 * the directory's listing, or through links; a directory that can be
 * listed but not searched is judged by its listing, and its record says it
 * cannot be read) is visited as one model, then listed like any directory
 * except for its own parts:
 * saved_model.pb, saved_model.pbtxt, fingerprint.pb, keras_metadata.pb,
 * variables/ and assets/ belong to its record and are not visited; any
 * other entry is (`top/saved_model.pb` + `top/old/g.pb` are two models).
 *
 * Symbolic links: `root` itself is entered whatever it names. Below it, a
 * link to a file is judged by what it names (a link to a model file is a
 * model). A link to a directory:
 * - without TFC_SCAN_FOLLOW_LINKS (the default) is not entered: it is
 *   passed to `visit` as TFC_SCAN_LINK_NOT_FOLLOWED, so a link to /proc
 *   or to a huge tree costs one stat. A link to a SavedModel directory is
 *   a model, as a link to a model file is (TF Serving's `latest -> 3`):
 *   visited as TFC_KIND_SAVED_MODEL, and also passed as
 *   TFC_SCAN_LINK_NOT_FOLLOWED when that directory holds entries besides
 *   the SavedModel's own parts (they are not walked);
 * - with TFC_SCAN_FOLLOW_LINKS is entered, and the walk stays bounded
 *   whatever the links: a directory that is one of its own ancestors by
 *   (device, inode) (a link or bind-mount loop) is not entered again (its
 *   entries are visited under the ancestor), and a directory is listed
 *   through symbolic links 1024 times at most (links that fan out to the
 *   same directories level after level would otherwise multiply the walk);
 *   a SavedModel directory is visited under every path (`latest -> 3` is a
 *   model of its own).
 * A directory 64 levels below the root is not listed, nor one listed
 * through links 1024 times already: each is visited as TFC_KIND_UNKNOWN
 * (see tfc_scan_visit_fn) unless it is a SavedModel directory (visited as
 * one, its other entries not listed), as is every other path the walk
 * cannot judge. Hidden entries (".name") and checkpoint data shards
 * ("*.data-NNNNN-of-NNNNN") are skipped; readable files that are neither a
 * model nor named like one are skipped. The walk reads files only through
 * the library's reading layer (tfcompat/file.h): only regular files are
 * opened, never with a blocking open, so a FIFO (as root, through a link,
 * in the tree, or swapped in after the walk looked) never hangs it; at
 * most 256 KiB of a file are read whole to detect its kind, a larger one
 * in windows. With TFC_SCAN_UNREAD_FILES the walk opens no file below the
 * root: each regular file is passed as TFC_SCAN_FILE (see there), and
 * tfc_scan_record_new_walked skips those that hold no model, so the records
 * made are those of the walk without the flag, in the same order.
 * Memory: one directory listing per level.
 * @param root   the directory or file to walk (borrowed for the call)
 * @param flags  0, or TFC_SCAN_FOLLOW_LINKS and/or TFC_SCAN_UNREAD_FILES, or
 *               TFC_SCAN_SAVED_MODELS_UNLISTED (not with TFC_SCAN_FOLLOW_LINKS)
 * @param visit  called for every path (see tfc_scan_visit_fn)
 * @param user   passed to visit
 * @return TFC_OK; the first non-zero return of visit; TFC_E_NOT_FOUND or
 *         TFC_E_IO when root itself cannot be read; TFC_E_INVALID_ARGUMENT
 *         (NULL root or visit, a flag not listed above, or
 *         TFC_SCAN_SAVED_MODELS_UNLISTED with TFC_SCAN_FOLLOW_LINKS);
 *         TFC_E_NOMEM. Since 1.1.0.
 */
TFC_API int32_t tfc_scan_walk_v2(const char *root, uint32_t flags, tfc_scan_visit_fn visit, void *user,
                                 tfc_error *err);

/**
 * The rest of a walk below a SavedModel directory that
 * tfc_scan_walk_v2(root, flags | TFC_SCAN_SAVED_MODELS_UNLISTED) passed as
 * TFC_SCAN_SAVED_MODEL_UNLISTED: calls `visit` for every path that
 * tfc_scan_walk_v2(root, flags) visits below `path` (the entries besides
 * the SavedModel's own parts, and all below them), in the same order, with
 * the same loop and depth bounds (the directories from root to path are
 * looked at again only when there is something below it). Most SavedModel
 * directories hold only their own parts: then it lists `path` and visits
 * nothing. A directory that can no longer be listed visits nothing.
 * Safe to call from several threads at once.
 * @param root   the root given to tfc_scan_walk_v2 (borrowed for the call)
 * @param path   the path the visitor got, below root (borrowed)
 * @param flags  as given to tfc_scan_walk_v2: 0, TFC_SCAN_UNREAD_FILES,
 *               TFC_SCAN_SAVED_MODELS_UNLISTED (ignored here: a SavedModel
 *               below path is visited as TFC_KIND_SAVED_MODEL and walked)
 * @return TFC_OK; the first non-zero return of visit;
 *         TFC_E_INVALID_ARGUMENT (NULL root, path or visit; path not below
 *         root as the walk joins names: an empty name, or 64 levels or
 *         more below it; TFC_SCAN_FOLLOW_LINKS or an unknown flag);
 *         TFC_E_NOMEM.
 *         Since 1.1.0.
 */
TFC_API int32_t tfc_scan_walk_rest(const char *root, const char *path, uint32_t flags, tfc_scan_visit_fn visit,
                                   void *user, tfc_error *err);

/**
 * tfc_scan_walk_v2(root, TFC_SCAN_FOLLOW_LINKS, visit, user, err): the
 * walk of 0.2.0, whose meaning a released function keeps: links to
 * directories are followed (bounded as above), so its visitor never gets
 * TFC_SCAN_LINK_NOT_FOLLOWED. Since 1.1.0 it also lists the entries of a
 * SavedModel directory besides its own parts (models below a SavedModel
 * were left out in silence before). New code should call
 * tfc_scan_walk_v2 with flags 0, the policy `tfcompat scan` follows
 * (`--follow` sets TFC_SCAN_FOLLOW_LINKS).
 * @return as tfc_scan_walk_v2. Since 0.2.0.
 */
TFC_API int32_t tfc_scan_walk(const char *root, tfc_scan_visit_fn visit, void *user, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_SCAN_H */
