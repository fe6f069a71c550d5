/*
 * tfcompat/op_deprecation.h - the core ops TensorFlow deprecated at a
 * GraphDef version (data/op_deprecations.csv, compiled in) and
 * TensorFlow's own check of a graph's ops against them. The table is
 * static; findings are objects freed with tfc_op_findings_free. Reentrant.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 */
#ifndef TFCOMPAT_OP_DEPRECATION_H
#define TFCOMPAT_OP_DEPRECATION_H

#include "tfcompat/common.h"
#include "tfcompat/registry.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================
 * Op deprecations (GraphDef scheme)
 * ====================================================================== */

/** Status of a deprecation table row. Values are ABI. */
enum tfc_op_deprecation_status {
    TFC_OP_DEPRECATION_CURRENT = 0,    /**< registered with .Deprecated() in current TensorFlow */
    TFC_OP_DEPRECATION_HISTORICAL = 1, /**< deprecated in some 2016 revisions only; not checked */
    TFC_OP_DEPRECATION_TEST_ONLY = 2   /**< a test op; not checked */
};

#ifdef TFC_BUILDING_BLOCKS
/** Rows in the deprecation table (data/op_deprecations.csv). Since 0.1.0. */
TFC_API size_t tfc_op_deprecation_count(void);
/** Op name of row i; "" out of range; static. Since 0.1.0. */
TFC_API const char *tfc_op_deprecation_op(size_t i);
/** GraphDef version at which row i's op stops working; -1 out of range. Since 0.1.0. */
TFC_API int32_t tfc_op_deprecation_version(size_t i);
/**
 * Explanation of row i; "" out of range; static. When
 * tfc_op_deprecation_exact(i) is 1 it is TensorFlow's own .Deprecated()
 * text, byte for byte (so messages are TensorFlow's); when 0 it is a
 * paraphrase and messages quoting it differ from TensorFlow's in that part.
 * Since 0.1.0.
 */
TFC_API const char *tfc_op_deprecation_explanation(size_t i);
/** 1 when row i's explanation is TensorFlow's exact text, else 0. Since 0.1.0. */
TFC_API int32_t tfc_op_deprecation_exact(size_t i);
/** Status (enum tfc_op_deprecation_status) of row i; -1 out of range. Since 0.1.0. */
TFC_API int32_t tfc_op_deprecation_status(size_t i);
/** Where row i's text was read; "" out of range; static. Since 0.1.0. */
TFC_API const char *tfc_op_deprecation_source(size_t i);
/** Row of op `name` (any status), or -1. Since 0.1.0. */
TFC_API int64_t tfc_op_deprecation_find(const char *name);
#endif /* TFC_BUILDING_BLOCKS */

/** Findings of the op deprecation check. */
typedef struct tfc_op_findings tfc_op_findings;

#ifdef TFC_BUILDING_BLOCKS
/**
 * TensorFlow's op deprecation check (CheckOpDeprecation) for a graph with
 * GraphDef producer `producer` that uses the ops `names` (in the graph or
 * any function). For every distinct listed op with a current deprecation
 * at version V, in first-use order:
 *  - producer >= V: an error, reason OP_REMOVED, message
 *    "Op <name> is not available in GraphDef version <producer>. It has been
 *    removed in version <V>. <explanation>.";
 *  - producer < V: a warning, reason OP_DEPRECATED, message
 *    "Op <name> is deprecated. It will cease to work in GraphDef version
 *    <V>. <explanation>.".
 * Each finding also names the first release of `releases` (graphdef
 * scheme, release order) whose version is certainly >= V.
 * @param releases  NULL for tfc_registry_default()
 * @param allocator NULL for malloc/free
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (NULL out; NULL names with n > 0;
 *         a NULL name); TFC_E_NOMEM. Since 0.2.0.
 */
TFC_API int32_t tfc_op_deprecation_check(tfc_op_findings **out, int32_t producer, const char *const *names,
                              size_t n, const tfc_registry *releases,
                              const tfc_allocator *allocator, tfc_error *err);

/** Frees findings. Accepts NULL. Since 0.1.0. */
TFC_API void tfc_op_findings_free(tfc_op_findings *f);
/**
 * The findings as a verdict (subject = op name, value = V), borrowed from
 * `f`: REJECTED when any op was removed, else ACCEPTED. Since 0.1.0.
 */
TFC_API const tfc_verdict *tfc_op_findings_verdict(const tfc_op_findings *f);
/** Number of findings. Since 0.1.0. */
TFC_API size_t tfc_op_findings_count(const tfc_op_findings *f);
/** Op name of finding i; borrowed; "" out of range. Since 0.1.0. */
TFC_API const char *tfc_op_findings_op(const tfc_op_findings *f, size_t i);
/** TFC_REASON_OP_REMOVED or TFC_REASON_OP_DEPRECATED; TFC_REASON_NONE out of range. Since 0.1.0. */
TFC_API int32_t tfc_op_findings_reason(const tfc_op_findings *f, size_t i);
/** Deprecation version V of finding i; -1 out of range. Since 0.1.0. */
TFC_API int32_t tfc_op_findings_version(const tfc_op_findings *f, size_t i);
/** TensorFlow's message of finding i; borrowed; "" out of range. Since 0.1.0. */
TFC_API const char *tfc_op_findings_message(const tfc_op_findings *f, size_t i);
/**
 * First release whose GraphDef version is certainly >= V (the first that
 * enforces the deprecation); borrowed; "" when no release reaches V.
 * Since 0.1.0.
 */
TFC_API const char *tfc_op_findings_first_release(const tfc_op_findings *f, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_OP_DEPRECATION_H */
