/*
 * tfcompat/deprecated.h - released entry points kept for old callers.
 *
 * Stability: deprecated. Every function here is still exported with the
 * signature it was released with (a released symbol is never removed while
 * the SONAME stays), but new code should not call it, and <tfcompat.h>
 * does not declare it: include this header (or define TFC_BUILDING_BLOCKS
 * before <tfcompat.h>) to compile old code. docs/migrating-1.1.md says what
 * replaces each:
 *   tfc_check_path          tfc_check_path_v2 (path before target, as tfc_check)
 *   tfc_gate_check          tfc_target_parse + tfc_check_path_v2
 *   tfc_scan_target_new     tfc_scan_target_for (a target of tfcompat/check.h)
 *   tfc_verdict_first_error tfc_verdict_first_finding
 *
 * Thread safety: as the functions that replace them.
 */
#ifndef TFCOMPAT_DEPRECATED_H
#define TFCOMPAT_DEPRECATED_H

#include "tfcompat/common.h"
#include "tfcompat/verdict.h"
#include "tfcompat/registry.h"
#include "tfcompat/check.h"
#include "tfcompat/scan.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @deprecated Deprecated since 1.1.0: tfc_check_path_v2 takes the path
 * before the target, as tfc_check takes the artifact before it.
 *
 * Opens `path` as tfc_check_open does and checks it: tfc_check_open +
 * tfc_check in one call; tfc_check_path_v2 with the arguments swapped.
 * @return TFC_OK (also for "rejected"); any code of tfc_check_open for
 *         an unreadable or hostile file; the codes of tfc_check.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_check_path(tfc_verdict **out, const tfc_target *t, const char *path,
                               const tfc_check_options *opts, tfc_error *err);

/**
 * @deprecated Deprecated since 1.1.0 (a 0.x entry point):
 * tfc_target_parse(release) + tfc_check_path_v2.
 *
 * Checks a SavedModel directory (or a saved_model.pb file) against one
 * release of a registry.
 * - Graph: each meta graph through tfc_opreg_check_release: VersionDef,
 *   op registration (OP_NOT_REGISTERED, OP_UNKNOWN and the like), attrs the
 *   release's OpDefs lack (ATTR_NOT_IN_OP) and op deprecations.
 * - Checkpoint: when `path` is a directory holding variables/variables.index,
 *   its header VersionDef in the checkpoint scheme: the registry's
 *   checkpoint consumer of the same release when it has one, else
 *   TensorFlow's tensor-bundle reader (consumer 1, min_producer 0).
 * @param out       receives the combined verdict (free with tfc_verdict_free)
 * @param r         the registry (e.g. tfc_registry_default(), or one built
 *                  with only the serving binary's own consumer)
 * @param release   the consumer release, looked up in the graphdef scheme
 * @param path      SavedModel directory or saved_model.pb
 * @param tf_version the version string messages name; NULL: the release
 * @param opts      parse limits and allocator; NULL for defaults
 * @return TFC_OK (also when the verdict is "rejected"); TFC_E_UNKNOWN_RELEASE;
 *         any code of tfc_artifact_open or tfc_checkpoint_open for unreadable
 *         input; TFC_E_NOMEM. *out is NULL on failure. Since 0.2.0 (any
 *         kind and release spellings since 1.0.0).
 */
TFC_API int32_t tfc_gate_check(tfc_verdict **out, const tfc_registry *r, const char *release,
                                      const char *path, const char *tf_version,
                                      const tfc_parse_options *opts, tfc_error *err);

/**
 * @deprecated Deprecated since 1.1.0 (a 0.x entry point):
 * tfc_scan_target_for with a target of tfcompat/check.h.
 *
 * Makes a scan target.
 * @param out       receives the target (free with tfc_scan_target_free)
 * @param registry  the consumers (NULL: tfc_scan_target uses
 *                  tfc_registry_default()); borrowed: it must outlive the
 *                  target
 * @param release   the TensorFlow release graphs, SavedModels and
 *                  checkpoints are checked against ("2.16.0"); a patch
 *                  release missing from the registry answers as its minor
 *                  release ("2.16.2" as "2.16.0", messages naming 2.16.2),
 *                  as `tfcompat check --tf` does. Since 1.0.0 also any one
 *                  item of a target string (tfcompat/check.h): a product
 *                  "tfjs-node@4.22.0", "tf@2.11", a registry consumer
 *                  "myserving@7". A TensorFlow release also answers
 *                  TFLite models, with its own tf.lite.Interpreter, unless
 *                  `runtime` names one (tfcompat/check.h: one rule for a
 *                  target and the model's kind).
 * @param runtime   the TFLite/LiteRT runtime release TFLite models are
 *                  checked against ("2.14.0"), or a runtime profile, as
 *                  tfc_target_add_runtime reads it (a product with no
 *                  TFLite side is TFC_E_BAD_VALUE).
 *                  Since 1.1.0: with `release` NULL the target is that
 *                  runtime alone, and a model of another kind is refused
 *                  (KIND_NOT_LOADED), as tfc_check answers it; with both
 *                  NULL a model is accepted when some release of the
 *                  registry accepts it (a TFLite model: when every (op,
 *                  version) it uses has a first runtime release).
 * @return TFC_OK; TFC_E_UNKNOWN_RELEASE (release not in the registry's
 *         graphdef scheme, or runtime not a known TFLite release);
 *         TFC_E_BAD_VALUE (a runtime that is not one);
 *         TFC_E_INVALID_ARGUMENT; TFC_E_NOMEM. *out is NULL on failure.
 *         Since 0.2.0.
 */
TFC_API int32_t tfc_scan_target_new(tfc_scan_target **out, const tfc_registry *registry,
                                    const char *release, const char *runtime, tfc_error *err);

/**
 * @deprecated Deprecated since 1.1.0: tfc_verdict_first_finding (the first
 * error, else the first warning) answers what callers ask.
 *
 * Index of the first finding with severity ERROR, or -1 when there is none.
 * Its message is the one the consumer itself would report.
 * Since 0.1.0.
 */
TFC_API int64_t tfc_verdict_first_error(const tfc_verdict *v);

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_DEPRECATED_H */
