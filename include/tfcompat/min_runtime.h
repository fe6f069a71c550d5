/*
 * tfcompat/min_runtime.h - the minimum TFLite/LiteRT runtime a model needs
 * (part of the op-version module), computed from the (op, version) pairs it
 * uses and compared with the min_runtime_version it stores. Results are
 * immutable; free with tfc_min_runtime_free.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 * Since 0.2.0 (in tfcompat/runtime.h until 1.1.0, which still includes it).
 */
#ifndef TFCOMPAT_MIN_RUNTIME_H
#define TFCOMPAT_MIN_RUNTIME_H

#include "tfcompat/common.h"
#include "tfcompat/tflite.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Minimum runtime ================================================= */

typedef struct tfc_min_runtime tfc_min_runtime;

/** How the stored min_runtime_version relates to the computed one. */
enum tfc_min_runtime_agreement {
    TFC_MIN_RUNTIME_AGREES = 0,       /**< stored equals computed */
    TFC_MIN_RUNTIME_STALE = 1,        /**< stored is older than the ops need */
    TFC_MIN_RUNTIME_STORED_NEWER = 2, /**< stored is later than the ops need */
    TFC_MIN_RUNTIME_NOT_STORED = 3    /**< no min_runtime_version metadata */
};

#ifdef TFC_BUILDING_BLOCKS
/**
 * Computes the minimum runtime of a model: the latest first-runtime over
 * its operator codes' (builtin code, stored version) pairs, compared as
 * dotted numbers. Every operator code counts, used or not, because the
 * runtime resolves every one of them when it loads the model. Pairs missing
 * from the map (custom ops, unregistered builtins, unknown versions) are
 * listed as unmapped and do not contribute.
 * On success *out owns a result (tfc_min_runtime_free).
 * Errors: TFC_E_INVALID_ARGUMENT, TFC_E_NOMEM. Since 0.2.0.
 */
TFC_API int32_t tfc_min_runtime_compute(tfc_min_runtime **out, const tfc_tflite_model *model,
                                               tfc_error *err);

/**
 * The computed minimum, borrowed; NULL when it is undefined: no operator
 * code of the model is in the runtime map (Edge TPU-only, Flex-only and
 * zero-operator models). Before 1.1.0 an undefined minimum was "".
 * Since 0.2.0.
 */
TFC_API const char *tfc_min_runtime_version(const tfc_min_runtime *mr);
/** The stored min_runtime_version, or NULL; borrowed. Since 0.2.0. */
TFC_API const char *tfc_min_runtime_stored(const tfc_min_runtime *mr);
/** enum tfc_min_runtime_agreement. Since 0.2.0. */
TFC_API int32_t tfc_min_runtime_agreement(const tfc_min_runtime *mr);

/**
 * A one-line explanation, borrowed: agreement, or which ops raise the
 * minimum above the stored value ("stored min_runtime_version 1.5.0 is
 * stale: DEPTHWISE_CONV_2D v3, FULLY_CONNECTED v4 need 1.14.0"). Since 0.2.0.
 */
TFC_API const char *tfc_min_runtime_message(const tfc_min_runtime *mr);

/**
 * Distinct (op, version) pairs whose first runtime is later than the stored
 * value (all mapped pairs when nothing is stored), latest first.
 * Since 0.2.0.
 */
TFC_API size_t tfc_min_runtime_raising_count(const tfc_min_runtime *mr);
/**
 * Pair i of the raising list: builtin code, version and its first runtime
 * (borrowed). Any output may be NULL. Returns TFC_OK or TFC_E_RANGE. Since 0.2.0.
 */
TFC_API int32_t tfc_min_runtime_raising(int32_t *code, int32_t *version, const char **runtime, const tfc_min_runtime *mr, size_t i);

/** Distinct (op, version) pairs not in the map, in file order. Since 0.2.0. */
TFC_API size_t tfc_min_runtime_unmapped_count(const tfc_min_runtime *mr);
/**
 * Unmapped pair i: name (builtin name, or the custom name for custom ops;
 * borrowed), builtin code and version. Any output may be NULL.
 * Returns TFC_OK or TFC_E_RANGE. Since 0.2.0.
 */
TFC_API int32_t tfc_min_runtime_unmapped(const char **name, int32_t *code, int32_t *version, const tfc_min_runtime *mr, size_t i);

/** Releases a result. Accepts NULL. Since 0.2.0. */
TFC_API void tfc_min_runtime_free(tfc_min_runtime *mr);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_MIN_RUNTIME_H */
