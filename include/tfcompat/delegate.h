/*
 * tfcompat/delegate.h - delegate capability tables (part of the
 * op-version module): which nodes of a model a delegate would refuse.
 * A delegate table is mutable until shared; then read-only.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 */
#ifndef TFCOMPAT_DELEGATE_H
#define TFCOMPAT_DELEGATE_H

#include "tfcompat/common.h"
#include "tfcompat/tflite.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Delegates ======================================================= */

typedef struct tfc_delegate tfc_delegate;

#ifdef TFC_BUILDING_BLOCKS
/** An empty delegate capability table (op -> newest supported version). Since 0.2.0. */
TFC_API int32_t tfc_delegate_new(tfc_delegate **out, const tfc_allocator *allocator,
                                       tfc_error *err);

/**
 * Parses a capability table (docs/tflite.md, "Delegate capability files"): one entry per
 * line, '#' starts a comment:
 *   builtin NAME|CODE MAX_VERSION
 *   custom NAME MAX_VERSION
 * A repeated op is TFC_E_DUPLICATE. Errors: TFC_E_PARSE, TFC_E_BAD_VALUE,
 * TFC_E_DUPLICATE, TFC_E_NOMEM. Since 0.2.0.
 */
TFC_API int32_t tfc_delegate_parse(tfc_delegate **out, const char *text, size_t len,
                                         const tfc_allocator *allocator, tfc_error *err);

/**
 * Reads and parses a capability file (the format of tfc_delegate_parse)
 * through the library's reading layer: only a regular file is opened (a
 * directory, FIFO or device is refused without being opened), at most
 * 16 MiB, read with pread. `out` receives the table (free with
 * tfc_delegate_free); `path` is borrowed; allocator NULL = malloc/free.
 * Errors: TFC_E_INVALID_ARGUMENT (NULL out or path), TFC_E_NOT_FOUND,
 * TFC_E_IO (not a regular file, permission, read error),
 * TFC_E_TOO_LARGE, TFC_E_TRUNCATED, and those of tfc_delegate_parse, whose
 * message then starts "<path>: line N: ". Every message names the file.
 * Since 0.2.0.
 */
TFC_API int32_t tfc_delegate_open(tfc_delegate **out, const char *path,
                                  const tfc_allocator *allocator, tfc_error *err);

/** Declares that the delegate takes builtin `code` up to max_version. Since 0.2.0. */
TFC_API int32_t tfc_delegate_add_builtin(tfc_delegate *d, int32_t code,
                                               int32_t max_version, tfc_error *err);

/** Declares that the delegate takes custom op `name` up to max_version. Since 0.2.0. */
TFC_API int32_t tfc_delegate_add_custom(tfc_delegate *d, const char *name,
                                              int32_t max_version, tfc_error *err);

/** Releases a capability table. Accepts NULL. Since 0.2.0. */
TFC_API void tfc_delegate_free(tfc_delegate *d);

/**
 * Lists every node (operator) the delegate would refuse, as delegates do
 * when they partition a graph: an op it does not list, or a version above
 * its maximum ("Max version supported: M. Requested version V."). One
 * DELEGATE_UNSUPPORTED finding (severity WARNING: the node falls back to
 * the CPU kernels) per refused node; the verdict stays accepted unless the
 * model is unreadable. Subject = op name, value = version; the message
 * names subgraph and operator index.
 * Errors: TFC_E_INVALID_ARGUMENT, TFC_E_NOMEM, verification errors of a
 * corrupt operator table. Since 0.2.0.
 */
TFC_API int32_t tfc_delegate_check(tfc_verdict **out, const tfc_tflite_model *model,
                                          const tfc_delegate *delegate, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_DELEGATE_H */
