/*
 * tfcompat/answer.h - the verdict of every release at once
 * (tfc_check_releases, tfcompat/check.h): each release's verdict, the
 * accepting releases, and runs of releases refused for the same first
 * finding. The one all-release answer of the library (the registry's
 * tfc_release_answer is a building block).
 *
 * Stability: the stable core (tfcompat.h lists it first) for the functions
 * declared outside `#ifdef TFC_BUILDING_BLOCKS`; those inside are the lower
 * tier, outside the semver promise (see tfcompat.h).
 *
 * Ownership: an answer is the caller's (tfc_answer_free); getters borrow
 * from it. Thread safety: immutable, safe to read from many threads.
 * Since 1.0.0 (in tfcompat/check.h until 1.1.0, which still includes it).
 */
#ifndef TFCOMPAT_ANSWER_H
#define TFCOMPAT_ANSWER_H

#include "tfcompat/common.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Every release at once ============================================ */

typedef struct tfc_answer tfc_answer;

/** Frees an answer. Accepts NULL. Since 1.0.0. */
TFC_API void tfc_answer_free(tfc_answer *a);

/** What the releases are: "graphdef", "checkpoint" (registry schemes),
 *  "tflite" or "tfjs" (a model.json: the npm @tensorflow/tfjs releases that
 *  load a graph model, by their own numbers: the 0.x ones that bundle a
 *  tfjs-converter, then 1.0.0 on; a 0.x one that bundles none is left
 *  out; since 1.1.0); static. "" for NULL.
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

#ifdef TFC_BUILDING_BLOCKS
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
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_ANSWER_H */
