/*
 * tfcompat/registry.h - which consumers (TensorFlow releases, serving
 * builds, your own readers) accept a piece of versioned data.
 *
 * Stability: the stable core (tfcompat.h lists it first) for the functions
 * declared outside `#ifdef TFC_BUILDING_BLOCKS`; those inside are the lower
 * tier, outside the semver promise (see tfcompat.h).
 *
 * Schemes
 *   A scheme is a kind of versioned data with its own numbering and its own
 *   message names. Two are built in: "graphdef" (messages "GraphDef" /
 *   "graph") and "checkpoint" ("Checkpoint" / "checkpoint": TensorFlow's
 *   bundle reader, consumer 1, min_producer 0). A builder can add more.
 *   Schemes are named by string everywhere (FFI-friendly).
 *
 * Consumers and registries
 *   A consumer belongs to a scheme and has a name ("TensorFlow",
 *   "myserving"), a release string ("2.3.0", "7"), a consumer version, the
 *   oldest producer it accepts (min_producer), the min_consumer it stamps on
 *   data it writes, a release date and a mark saying how well its numbers
 *   are known. A consumer whose version is known only within bounds
 *   (mark UNRESOLVED) carries the bounds; answers that depend on the exact
 *   value are UNDETERMINED with reason VERSION_UNKNOWN, never a guess.
 *   A registry is made with a builder (or loaded from the text format of
 *   docs/registry-format.md) and is then immutable: safe to read from many
 *   threads without locking. tfc_registry_default() is TensorFlow's real
 *   history (every release of the table, both schemes), compiled in from
 *   data/tf_releases.csv; TFC_RULESET_VERSION changes when that table does.
 *
 * Release order
 *   Release strings are ordered as TensorFlow writes them; see
 *   tfcompat/release.h for the exact, total order. The versioning policy
 *   (tfcompat/policy.h), TensorFlow's op deprecations
 *   (tfcompat/op_deprecation.h) and the GraphDef history
 *   (tfcompat/history.h) have headers of their own.
 *
 * Ownership: objects made here are freed with their *_free function (which
 * accepts NULL). Strings returned by getters are borrowed from the object
 * they were read from; answers borrow release strings from their registry,
 * so a registry must outlive the answers computed from it.
 */
#ifndef TFCOMPAT_REGISTRY_H
#define TFCOMPAT_REGISTRY_H

#include "tfcompat/common.h"
#include "tfcompat/verdict.h"
#include "tfcompat/release.h"
#include "tfcompat/versiondef.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * Schemes and marks
 * ====================================================================== */

#ifdef TFC_BUILDING_BLOCKS
/** "graphdef": the built-in GraphDef scheme (messages "GraphDef"/"graph"); static. Since 0.2.0. */
TFC_API const char *tfc_registry_scheme_graphdef(void);
/** "checkpoint": the built-in checkpoint scheme ("Checkpoint"/"checkpoint"); static. Since 0.2.0. */
TFC_API const char *tfc_registry_scheme_checkpoint(void);
#endif /* TFC_BUILDING_BLOCKS */

/** How well a consumer's numbers are known. Values are ABI. */
enum tfc_mark {
    TFC_MARK_DECLARED = 0,          /**< stated by whoever built the registry */
    TFC_MARK_MEASURED = 1,          /**< read from a release-branch file */
    TFC_MARK_MEASURED_UNPROVEN = 2, /**< read from a file whose branch cannot be proven */
    TFC_MARK_INTERPOLATED = 3,      /**< between measured neighbours */
    TFC_MARK_DERIVED = 4,           /**< by reasoning only */
    TFC_MARK_RECALLED = 5,          /**< remembered from public artifacts, not read from a file */
    TFC_MARK_UNRESOLVED = 6         /**< only bounds are known */
};

#ifdef TFC_BUILDING_BLOCKS
/** Lower-case name of a mark ("measured", ...; "unknown" otherwise); static. Since 0.2.0. */
TFC_API const char *tfc_registry_mark_name(int32_t mark);
/** Mark for a name as printed by tfc_registry_mark_name, or -1. Since 0.2.0. */
TFC_API int32_t tfc_registry_mark_find(const char *name);
#endif /* TFC_BUILDING_BLOCKS */

/* ======================================================================
 * Building a registry
 * ====================================================================== */

typedef struct tfc_registry tfc_registry;
typedef struct tfc_registry_builder tfc_registry_builder;

/**
 * A consumer description for tfc_registry_builder_add_consumer_spec.
 * Initialise with tfc_consumer_spec_init(), then fill what you know.
 * Strings are copied by the builder.
 */
typedef struct tfc_consumer_spec {
    uint32_t size;            /**< sizeof(tfc_consumer_spec) */
    const char *scheme;       /**< required: "graphdef", "checkpoint" or a scheme added to the builder */
    const char *name;         /**< required: "TensorFlow", "myserving" */
    const char *release;      /**< required: "2.3.0", "7" */
    int32_t version_known;    /**< 1 (default): `consumer` is exact; 0: only low..high is known */
    int32_t consumer;         /**< the consumer version (0..INT32_MAX) when version_known */
    int32_t consumer_low;     /**< bounds when !version_known (0 <= low < high) */
    int32_t consumer_high;
    int32_t min_producer;     /**< oldest producer accepted (0..consumer, or 0..low) */
    int32_t min_consumer;     /**< min_consumer stamped on data it writes (>= 0) */
    const char *date;         /**< release date "YYYY-MM-DD", or NULL/"" when unknown */
    int32_t mark;             /**< enum tfc_mark; default TFC_MARK_DECLARED */
    const char *source;       /**< free text (how the numbers were obtained), may be NULL */
    const char *citation;     /**< free text (where), may be NULL */
    /** Since 0.2.0: the consumer's op set, "X.Y" = the ops and attrs
     *  TensorFlow X.Y registers (tfcompat/opreg.h); NULL or "" = not known,
     *  ops are not checked. Graphdef scheme only. */
    const char *op_set;
    /** Since 0.2.0: enum tfc_loader of the consumer (default
     *  TFC_LOADER_SESSION, what TF Serving and C++ use). */
    int32_t loader;
} tfc_consumer_spec;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Initialises a caller's spec of `size` bytes (pass sizeof *s) with the
 * defaults, within `size` (see "Caller structs" in tfcompat/common.h); a
 * member the size does not hold takes its default (a required string then
 * is missing). Accepts NULL. Since 1.0.0.
 */
TFC_API void tfc_consumer_spec_init(tfc_consumer_spec *s, size_t size);

/**
 * A new, empty builder that already knows the built-in schemes.
 * @param out       receives the builder (free with tfc_registry_builder_free)
 * @param allocator NULL for malloc/free; copied
 * @return TFC_OK, TFC_E_INVALID_ARGUMENT, TFC_E_NOMEM. Since 0.1.0.
 */
TFC_API int32_t tfc_registry_builder_new(tfc_registry_builder **out, const tfc_allocator *allocator,
                                         tfc_error *err);

/** Frees a builder. Accepts NULL. Since 0.1.0. */
TFC_API void tfc_registry_builder_free(tfc_registry_builder *b);

/**
 * Adds a user-defined scheme. `name` is 1-63 visible ASCII characters;
 * `upper` and `lower` (1-63 visible ASCII characters) start TensorFlow's
 * messages ("MyFormat producer version ...", "Please regenerate your
 * myformat.").
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_DUPLICATE (name taken);
 *         TFC_E_TOO_MANY (more than 256 schemes); TFC_E_NOMEM. Since 0.1.0.
 */
TFC_API int32_t tfc_registry_builder_add_scheme(tfc_registry_builder *b, const char *name,
                                                const char *upper, const char *lower,
                                                tfc_error *err);

/**
 * Adds a consumer whose numbers are exactly known (mark DECLARED).
 * Equivalent to tfc_registry_builder_add_consumer_spec with those fields.
 * @param date "YYYY-MM-DD" or NULL
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL or empty strings, unknown
 *         scheme, negative numbers, consumer < min_producer, bad date);
 *         TFC_E_DUPLICATE (same scheme, name and release);
 *         TFC_E_TOO_MANY (more than 1,000,000 consumers); TFC_E_NOMEM.
 *         Since 0.1.0.
 */
TFC_API int32_t tfc_registry_builder_add_consumer(tfc_registry_builder *b, const char *scheme,
                                                  const char *name, const char *release,
                                                  int32_t consumer, int32_t min_producer,
                                                  int32_t min_consumer, const char *date,
                                                  tfc_error *err);

/** Adds a consumer from a full description; same codes as add_consumer. Since 0.1.0. */
TFC_API int32_t tfc_registry_builder_add_consumer_spec(tfc_registry_builder *b,
                                                       const tfc_consumer_spec *spec,
                                                       tfc_error *err);

/**
 * Records a known deviation from the versioning policy: a finding of rule
 * `rule` (a TFC_REASON_POLICY_* code) about `release` in `scheme` is then
 * reported by tfc_policy_validate as a KNOWN_DEVIATION warning carrying
 * `explanation`, not as an error.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_DUPLICATE; TFC_E_NOMEM. Since 0.1.0.
 */
TFC_API int32_t tfc_registry_builder_add_deviation(tfc_registry_builder *b, const char *scheme,
                                                   const char *release, int32_t rule,
                                                   const char *explanation, tfc_error *err);

/**
 * Copies every scheme, consumer and deviation of `src` (for example
 * tfc_registry_default()) into the builder.
 * @return as the add functions. Since 0.1.0.
 */
TFC_API int32_t tfc_registry_builder_add_registry(tfc_registry_builder *b, const tfc_registry *src,
                                                  tfc_error *err);

/**
 * Makes an immutable registry from what was added; the builder stays
 * usable and must still be freed. Consumers are ordered by scheme (in the
 * order schemes were added; built-ins first), then release order, then name.
 * @return TFC_OK, TFC_E_INVALID_ARGUMENT, TFC_E_NOMEM. Since 0.1.0.
 */
TFC_API int32_t tfc_registry_builder_build(tfc_registry **out, const tfc_registry_builder *b,
                                           tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

/**
 * TensorFlow's release history (data/tf_releases.csv, compiled in), both
 * schemes, with the known policy deviations. Static and immutable: never
 * free it (tfc_registry_free ignores it). Since 0.1.0.
 */
TFC_API const tfc_registry *tfc_registry_default(void);

/**
 * Parses the registry text format (docs/registry-format.md): one consumer
 * per line, plus scheme, deviation and "include tensorflow" lines.
 * @param text      the file contents (borrowed; need not be NUL-terminated)
 * @param len       its length (at most 16 MiB)
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL out, NULL text with len > 0);
 *         TFC_E_TOO_LARGE (input or a line too long); TFC_E_PARSE (a line
 *         that does not follow the format: err->message starts
 *         "line N: ", err->offset is the byte offset of the line);
 *         TFC_E_DUPLICATE (same, for a repeated entry); TFC_E_TOO_MANY;
 *         TFC_E_NOMEM. Nothing is returned on error. Since 0.1.0.
 */
TFC_API int32_t tfc_registry_load(tfc_registry **out, const char *text, size_t len,
                                  const tfc_allocator *allocator, tfc_error *err);

/**
 * Reads and parses a registry file (the format of tfc_registry_load)
 * through the library's reading layer: only a regular file is opened (a
 * directory, FIFO or device is refused without being opened), at most
 * 16 MiB, read with pread.
 * @param out       receives the registry (free with tfc_registry_free)
 * @param path      the file (borrowed)
 * @param allocator optional; NULL = malloc/free
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL out or path);
 *         TFC_E_NOT_FOUND (no such file); TFC_E_IO (not a regular file,
 *         permission, read error); TFC_E_TOO_LARGE (over 16 MiB);
 *         TFC_E_TRUNCATED (the file shrank while being read); and every
 *         error of tfc_registry_load, whose message then starts
 *         "<path>: line N: " (err->offset is still the line's byte offset).
 *         Every message names the file. Nothing is returned on error.
 * Since 0.2.0.
 */
TFC_API int32_t tfc_registry_open(tfc_registry **out, const char *path, const tfc_allocator *allocator,
                                  tfc_error *err);

/** Frees a registry made by build, load or open. Accepts NULL and the default registry. Since 0.1.0. */
TFC_API void tfc_registry_free(tfc_registry *r);

/* ---- schemes of a registry ---- */

#ifdef TFC_BUILDING_BLOCKS
/** Number of schemes (the two built-ins come first). Since 0.1.0. */
TFC_API size_t tfc_registry_scheme_count(const tfc_registry *r);
/** Name of scheme i, "" out of range; borrowed. Since 0.1.0. */
TFC_API const char *tfc_registry_scheme_name(const tfc_registry *r, size_t i);
/** Message name of scheme i ("GraphDef"), "" out of range; borrowed. Since 0.1.0. */
TFC_API const char *tfc_registry_scheme_upper(const tfc_registry *r, size_t i);
/** Lower-case noun of scheme i ("graph"), "" out of range; borrowed. Since 0.1.0. */
TFC_API const char *tfc_registry_scheme_lower(const tfc_registry *r, size_t i);
/** Index of the scheme called `name`, or -1. Since 0.1.0. */
TFC_API int64_t tfc_registry_scheme_find(const tfc_registry *r, const char *name);
#endif /* TFC_BUILDING_BLOCKS */

/* ---- consumers of a registry (global index, grouped by scheme, release order) ---- */

/** Number of consumers, all schemes. Since 0.1.0. */
TFC_API size_t tfc_registry_consumer_count(const tfc_registry *r);
/**
 * Index of the consumer of `scheme` whose release is `release`: the
 * byte-identical release if there is one, else the first equivalent one
 * (tfc_release_equivalent: "2.3" finds "2.3.0"); -1 when none. Since 0.1.0.
 */
TFC_API int64_t tfc_registry_find(const tfc_registry *r, const char *scheme, const char *release);
#ifdef TFC_BUILDING_BLOCKS
/** Scheme name of consumer i ("" out of range); borrowed. Since 0.1.0. */
TFC_API const char *tfc_registry_consumer_scheme(const tfc_registry *r, size_t i);
#endif /* TFC_BUILDING_BLOCKS */
/** Name of consumer i ("" out of range); borrowed. Since 0.1.0. */
TFC_API const char *tfc_registry_consumer_name(const tfc_registry *r, size_t i);
/** Release string of consumer i ("" out of range); borrowed. Since 0.1.0. */
TFC_API const char *tfc_registry_consumer_release(const tfc_registry *r, size_t i);
#ifdef TFC_BUILDING_BLOCKS
/** 1 when consumer i's version is exactly known, 0 when only bounded or out of range. Since 0.1.0. */
TFC_API int32_t tfc_registry_consumer_known(const tfc_registry *r, size_t i);
/** Consumer version of consumer i; -1 when only bounded or out of range. Since 0.1.0. */
TFC_API int32_t tfc_registry_consumer_version(const tfc_registry *r, size_t i);
/** Lowest possible version (= the version when known); -1 out of range. Since 0.1.0. */
TFC_API int32_t tfc_registry_consumer_version_low(const tfc_registry *r, size_t i);
/** Highest possible version (= the version when known); -1 out of range. Since 0.1.0. */
TFC_API int32_t tfc_registry_consumer_version_high(const tfc_registry *r, size_t i);
/** min_producer of consumer i; -1 out of range. Since 0.1.0. */
TFC_API int32_t tfc_registry_consumer_min_producer(const tfc_registry *r, size_t i);
/** min_consumer consumer i stamps on what it writes; -1 out of range. Since 0.1.0. */
TFC_API int32_t tfc_registry_consumer_min_consumer(const tfc_registry *r, size_t i);
/** Release date "YYYY-MM-DD", "" when unknown; borrowed. Since 0.1.0. */
TFC_API const char *tfc_registry_consumer_date(const tfc_registry *r, size_t i);
/** Mark (enum tfc_mark); -1 out of range. Since 0.1.0. */
TFC_API int32_t tfc_registry_consumer_mark(const tfc_registry *r, size_t i);
/**
 * How the numbers were obtained, as the data file words it ("measured",
 * "recalled, corroborated", "unresolved (bounded 1990-1995)"); "" if none;
 * borrowed. Since 0.1.0.
 */
TFC_API const char *tfc_registry_consumer_source(const tfc_registry *r, size_t i);
/** Where the numbers come from (files, commits, reasoning); "" if none; borrowed. Since 0.1.0. */
TFC_API const char *tfc_registry_consumer_citation(const tfc_registry *r, size_t i);
/**
 * Op set of consumer i: "X.Y" when it registers the ops and attrs of
 * TensorFlow X.Y (TensorFlow's own releases: their major.minor), "" when
 * not known (ops are not checked); borrowed. Since 0.2.0.
 */
TFC_API const char *tfc_registry_consumer_op_set(const tfc_registry *r, size_t i);
/** enum tfc_loader of consumer i; -1 out of range. Since 0.2.0. */
TFC_API int32_t tfc_registry_consumer_loader(const tfc_registry *r, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

/* ---- known policy deviations ---- */

#ifdef TFC_BUILDING_BLOCKS
/** Number of recorded deviations. Since 0.1.0. */
TFC_API size_t tfc_registry_deviation_count(const tfc_registry *r);
/** Scheme of deviation i; borrowed, "" out of range. Since 0.1.0. */
TFC_API const char *tfc_registry_deviation_scheme(const tfc_registry *r, size_t i);
/** Release of deviation i; borrowed, "" out of range. Since 0.1.0. */
TFC_API const char *tfc_registry_deviation_release(const tfc_registry *r, size_t i);
/** Rule (TFC_REASON_POLICY_*) of deviation i; TFC_REASON_NONE out of range. Since 0.1.0. */
TFC_API int32_t tfc_registry_deviation_rule(const tfc_registry *r, size_t i);
/** Why the deviation is accepted; borrowed, "" out of range. Since 0.1.0. */
TFC_API const char *tfc_registry_deviation_explanation(const tfc_registry *r, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

/* ======================================================================
 * Asking a registry
 * ====================================================================== */

#ifdef TFC_BUILDING_BLOCKS
/**
 * Verdict of one consumer on data stamped with `data`, in one call: the
 * acceptance rule (tfcompat/accept.h) with the consumer's version,
 * min_producer and the scheme's message names, then, for the graphdef
 * scheme, the op deprecation check for `ops` as this release applies it
 * (a release enforces a deprecation only if its own version has reached
 * the deprecation version), and, for a consumer with an op set (Since
 * 0.2.0; tfcompat/opreg.h), op registration: an op the consumer does not
 * register is an OP_NOT_REGISTERED error, one no op list knows an
 * OP_UNKNOWN warning, one whose registration the data cannot date for this
 * release an UNDETERMINED finding. Ops named "_..." are not checked. For a consumer known only within bounds the
 * outcome is UNDETERMINED (reason VERSION_UNKNOWN) when the answer depends
 * on the exact value; a certain rejection is still REJECTED.
 * @param out        receives the verdict (free with tfc_verdict_free)
 * @param scheme     "graphdef", "checkpoint" or a user scheme
 * @param release    looked up with tfc_registry_find
 * @param data       the data's VersionDef; NULL means absent (all zeros)
 * @param ops        op names used by the graph and its functions (may be
 *                   NULL when n_ops is 0; ignored for other schemes)
 * @param tf_version the version string messages name; NULL: the release
 * @return TFC_OK (also for "rejected"); TFC_E_INVALID_ARGUMENT;
 *         TFC_E_UNKNOWN_RELEASE (no such scheme or release); TFC_E_NOMEM.
 *         Since 0.1.0.
 */
TFC_API int32_t tfc_registry_check_release(tfc_verdict **out, const tfc_registry *r,
                                           const char *scheme, const char *release,
                                           const tfc_versiondef *data, const char *const *ops,
                                           size_t n_ops, const char *tf_version, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

/** The answer of every consumer of one scheme for one VersionDef (and op
 *  names), as tfc_registry_check_release answers each: a building block. The core's one all-release answer, every rule
 *  applied, is tfc_check_releases (tfcompat/answer.h). */
typedef struct tfc_release_answer tfc_release_answer;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Asks every consumer of `scheme`, in release order, as
 * tfc_registry_check_release does, and gathers the accepting ones into
 * contiguous ranges. Entries are indexed 0..count-1 in release order.
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_UNKNOWN_RELEASE (unknown
 *         scheme); TFC_E_NOMEM. Since 0.1.0.
 */
TFC_API int32_t tfc_registry_check(tfc_release_answer **out, const tfc_registry *r,
                                   const char *scheme, const tfc_versiondef *data,
                                   const char *const *ops, size_t n_ops, tfc_error *err);

/** Frees an answer. Accepts NULL. Since 0.1.0. */
TFC_API void tfc_release_answer_free(tfc_release_answer *a);
/** Number of entries (consumers of the scheme). Since 0.1.0. */
TFC_API size_t tfc_release_answer_count(const tfc_release_answer *a);
/** Registry index (for the tfc_registry_consumer_* getters) of entry i; -1 out of range. Since 0.1.0. */
TFC_API int64_t tfc_release_answer_consumer(const tfc_release_answer *a, size_t i);
/** Release string of entry i; borrowed from the registry; "" out of range. Since 0.1.0. */
TFC_API const char *tfc_release_answer_release(const tfc_release_answer *a, size_t i);
/** Outcome (enum tfc_outcome) of entry i; TFC_OUTCOME_REJECTED out of range. Since 0.1.0. */
TFC_API int32_t tfc_release_answer_outcome(const tfc_release_answer *a, size_t i);
/** Full verdict of entry i, borrowed from the answer; NULL out of range. Since 0.1.0. */
TFC_API const tfc_verdict *tfc_release_answer_verdict(const tfc_release_answer *a, size_t i);
/**
 * Reason of entry i's first blocking finding: its first error when
 * rejected, its first undetermined finding when undetermined,
 * TFC_REASON_NONE when accepted. Since 0.1.0.
 */
TFC_API int32_t tfc_release_answer_reason(const tfc_release_answer *a, size_t i);
/** Message of that finding ("" when accepted); borrowed. Since 0.1.0. */
TFC_API const char *tfc_release_answer_message(const tfc_release_answer *a, size_t i);
/** Number of accepting entries. Since 0.1.0. */
TFC_API size_t tfc_release_answer_accepting_count(const tfc_release_answer *a);
/** Entry index of the k-th accepting entry; -1 out of range. Since 0.1.0. */
TFC_API int64_t tfc_release_answer_accepting(const tfc_release_answer *a, size_t k);
/** Entry index of the oldest accepting release, or -1 when none accepts. Since 0.1.0. */
TFC_API int64_t tfc_release_answer_oldest_accepting(const tfc_release_answer *a);
/** Entry index of the newest accepting release, or -1 when none accepts. Since 0.1.0. */
TFC_API int64_t tfc_release_answer_newest_accepting(const tfc_release_answer *a);
/**
 * Number of maximal runs of consecutive accepting entries ("1.0.0 - 2.1.0",
 * "2.3.0 - 2.21.0"); a rejecting or undetermined entry ends a run. Since 0.1.0.
 */
TFC_API size_t tfc_release_answer_range_count(const tfc_release_answer *a);
/** Entry index of the first release of range k; -1 out of range. Since 0.1.0. */
TFC_API int64_t tfc_release_answer_range_first(const tfc_release_answer *a, size_t k);
/** Entry index of the last release of range k; -1 out of range. Since 0.1.0. */
TFC_API int64_t tfc_release_answer_range_last(const tfc_release_answer *a, size_t k);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_REGISTRY_H */
