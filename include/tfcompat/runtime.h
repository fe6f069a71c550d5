/*
 * tfcompat/runtime.h - TFLite/LiteRT runtime releases (part of the
 * op-version module): the first release that has each (op, version) and
 * the runtime's version order. The minimum runtime a model needs is
 * tfcompat/min_runtime.h (included here for 1.0 code).
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 */
#ifndef TFCOMPAT_RUNTIME_H
#define TFCOMPAT_RUNTIME_H

#include "tfcompat/common.h"
#include "tfcompat/min_runtime.h"
#include "tfcompat/tflite.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Runtime releases ================================================ */

#ifdef TFC_BUILDING_BLOCKS
/**
 * First runtime release (static string, "1.14.0") that has builtin op `code`
 * at `version`, or NULL when the pair is not in the embedded map. Since 0.2.0.
 */
TFC_API const char *tfc_runtime_first(int32_t code, int32_t version);

/**
 * Compares two runtime version strings as the runtime does: components split
 * on '.', numeric components compared as numbers ("1.9.0" < "1.14.0"),
 * components that are not numbers skipped, and a version with more
 * components after an equal prefix is the later one. Returns -1, 0 or 1.
 * NULL compares as "". Since 0.2.0.
 */
TFC_API int32_t tfc_runtime_compare(const char *a, const char *b);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_RUNTIME_H */
