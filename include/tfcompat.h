/*
 * tfcompat.h - libtfcompat: can this consumer load this model?
 * The umbrella header: includes every public header and nothing else.
 *
 * The stable 1.0 core comes first: what a serving gate, a CI job and a
 * language binding need.
 *   tfcompat/common.h     status codes, tfc_error, allocator, parse limits
 *   tfcompat/version.h    the four version axes (package, ABI, op module, ruleset)
 *   tfcompat/verdict.h    the answer: outcome, findings, the first finding
 *   tfcompat/artifact.h   what tfc_check_open read (GraphDef, MetaGraphDef,
 *                         SavedModel file or directory, checkpoint index,
 *                         VersionDef, TFLite): its kind and path
 *   tfcompat/target.h     the consumer asked: "2.11.1,litert@2.14.0"
 *   tfcompat/check.h      tfc_check_open, tfc_check, tfc_check_path_v2,
 *                         tfc_check_releases
 *   tfcompat/answer.h     every release at once: verdicts, ranges, runs
 *   tfcompat/registry.h   the consumers: TensorFlow's history, your own builds
 * A gate is ten lines of these:
 *
 *     tfc_target *server = NULL;
 *     tfc_target_parse(&server, "2.11.1,litert@2.14.0", NULL, &err);
 *     tfc_verdict *v = NULL;
 *     if (tfc_check_path_v2(&v, "/models/half/3", server, NULL, &err) != TFC_OK) ...unreadable...
 *     int64_t i = tfc_verdict_first_finding(v);    -1: load it; else why not
 *
 * Two tiers. What this header declares by default is the stable core: the
 * functions above and their accessors, at most 80 (tests/abi/core_count.sh
 * counts them), each released signature kept for good (a change is a new
 * `_v2` function, as SQLite does). tests/abi/symbols.txt names each
 * exported function's tier, and abidiff holds the core to the baseline
 * strictly.
 *
 * The lower tier - the building blocks the core is made of and
 * introspection of what was read (VersionDefs, containers, checkpoints,
 * release tables, the op registry, the TFLite op-version module, the store
 * scan) - is declared only when the includer opts in:
 *
 *     #define TFC_BUILDING_BLOCKS
 *     #include <tfcompat.h>
 *
 * (or -DTFC_BUILDING_BLOCKS). It is exported from the same library, but it
 * is OUTSIDE the semver promise: a lower-tier function may change or go in
 * a minor release (with a new SOVERSION when the ABI breaks). Why a macro,
 * as zstd's ZSTD_STATIC_LINKING_ONLY, and not libgit2's include/git2/sys/
 * directory: every header keeps its path, so 1.0 code that includes
 * <tfcompat/opreg.h> needs one define, not new include lines; one header
 * stays one module (its core functions and its building blocks side by
 * side, each building block inside `#ifdef TFC_BUILDING_BLOCKS`); and the
 * opt-in is one greppable word on a build line. Types, enums and macros
 * stay visible in both tiers (core accessors name them).
 *
 * Released entry points replaced by the core (tfc_check_path,
 * tfc_gate_check, tfc_scan_target_new, tfc_verdict_first_error) stay
 * exported and are declared in tfcompat/deprecated.h (included here only
 * with TFC_BUILDING_BLOCKS); docs/migrating-1.1.md says what replaces each.
 */
#ifndef TFCOMPAT_H
#define TFCOMPAT_H

/* The stable 1.0 core. */
#include "tfcompat/common.h"
#include "tfcompat/version.h"
#include "tfcompat/verdict.h"
#include "tfcompat/artifact.h"
#include "tfcompat/registry.h"
#include "tfcompat/target.h"
#include "tfcompat/answer.h"
#include "tfcompat/check.h"

/* Building blocks and introspection: their types always, their functions
 * only under TFC_BUILDING_BLOCKS. */
#include "tfcompat/versiondef.h"
#include "tfcompat/accept.h"
#include "tfcompat/container.h"
#include "tfcompat/fixture.h"
#include "tfcompat/file.h"
#include "tfcompat/checkpoint.h"
#include "tfcompat/release.h"
#include "tfcompat/history.h"
#include "tfcompat/policy.h"
#include "tfcompat/op_deprecation.h"
#include "tfcompat/opver.h"
#include "tfcompat/opreg.h"
#include "tfcompat/scan.h"
#include "tfcompat/product.h"
#include "tfcompat/tfjs.h"

#ifdef TFC_BUILDING_BLOCKS
#include "tfcompat/deprecated.h"
#endif

#endif
