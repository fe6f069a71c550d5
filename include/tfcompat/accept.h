/*
 * tfcompat/accept.h - TensorFlow's acceptance rule for versioned data.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 * A consumer with version `consumer` and minimum accepted producer
 * `min_producer` accepts data stamped with a VersionDef when, in this order
 * (the first failure is the one TensorFlow reports):
 *   1. consumer >= min_producer (else the consumer itself is misconfigured),
 *   2. producer >= min_producer,
 *   3. min_consumer <= consumer,
 *   4. consumer is not listed in bad_consumers.
 * The producer is never compared with the consumer: newer data is accepted
 * unless its min_consumer forbids it. Messages are TensorFlow's, byte for
 * byte (two spaces before "Please").
 *
 * Thread safety: pure functions.
 */
#ifndef TFCOMPAT_ACCEPT_H
#define TFCOMPAT_ACCEPT_H

#include "tfcompat/common.h"
#include "tfcompat/verdict.h"
#include "tfcompat/versiondef.h"

#ifdef __cplusplus
extern "C" {
#endif

/** TensorFlow's forward-compatibility window, in GraphDef versions (days). */
#define TFC_FORWARD_COMPAT_WINDOW 21

/**
 * Options of tfc_accept_check. Initialise with tfc_accept_options_init().
 */
typedef struct tfc_accept_options {
    uint32_t size;                  /**< sizeof(tfc_accept_options) */
    const tfc_allocator *allocator; /**< for the verdict; NULL: malloc/free */
    /** Add a FORWARD_COMPAT_WINDOW warning when producer - consumer exceeds
     *  this many versions; default TFC_FORWARD_COMPAT_WINDOW; -1 disables. */
    int32_t forward_compat_window;
} tfc_accept_options;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Initialises caller options of `size` bytes (pass sizeof *o) with the
 * defaults, within `size` (see "Caller structs" in tfcompat/common.h); a
 * member the size does not hold takes its default. Accepts NULL.
 * Since 1.0.0.
 */
TFC_API void tfc_accept_options_init(tfc_accept_options *o, size_t size);

/**
 * Applies the acceptance rule and returns a verdict with every finding in
 * TensorFlow's order: INVALID_CONSUMER (consumer < min_producer; TensorFlow
 * reports it as an internal error), PRODUCER_TOO_OLD, CONSUMER_TOO_OLD,
 * BAD_CONSUMER (all errors), then FORWARD_COMPAT_WINDOW (a warning: data
 * produced more than the window after the consumer; TensorFlow mentions it
 * only when the import fails for another reason).
 *
 * @param out         receives the verdict (free with tfc_verdict_free)
 * @param data        the data's VersionDef; NULL means absent (all zeros)
 * @param consumer    the consumer's version (e.g. TF_GRAPH_DEF_VERSION)
 * @param min_producer the consumer's oldest accepted producer
 * @param upper_name  starts each message: "GraphDef", "Checkpoint"
 * @param lower_name  used in "Please regenerate your <lower_name>."
 * @param tf_version  the version string messages name ("2.20.0")
 * @param opts        NULL for defaults
 * @return TFC_OK (also when the verdict is "rejected"), TFC_E_INVALID_ARGUMENT
 *         (NULL out or names), TFC_E_NOMEM. Since 0.2.0.
 */
TFC_API int32_t tfc_accept_check(tfc_verdict **out, const tfc_versiondef *data, int32_t consumer,
                                   int32_t min_producer, const char *upper_name,
                                   const char *lower_name, const char *tf_version,
                                   const tfc_accept_options *opts, tfc_error *err);

/**
 * TensorFlow's message when an import fails for another reason and the data
 * is from beyond the forward-compatibility window: it wraps `original`.
 * Written to buf with snprintf semantics; returns the full length needed
 * (excluding the NUL). Since 0.2.0.
 */
TFC_API size_t tfc_accept_forward_compat_message(char *buf, size_t cap, const char *original,
                                          int32_t consumer, int32_t producer);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_ACCEPT_H */
