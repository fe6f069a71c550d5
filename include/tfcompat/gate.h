/*
 * tfcompat/gate.h - one verdict for a whole SavedModel directory.
 *
 * Stability: an introspection and building-block header: public, under the
 * same ABI and semver promises as the core, but most callers need only the
 * stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 * What a model server asks before loading `export/<version>/`: will this
 * release of mine load the graph (every meta graph's VersionDef, the ops
 * and attrs its nodes and functions use, and the op deprecations it
 * enforces) and its checkpoint (variables/
 * variables.index, in the checkpoint scheme)? Everything is combined into
 * one verdict, in that order, each finding's subject naming where it comes
 * from ("meta_graph 0", "variables/variables.index").
 *
 * Since 1.0.0 this is a caller of the check layer (tfcompat/check.h):
 * tfc_target_parse(release) then tfc_check_path, so `release` follows the
 * target rules ("2.11.1" answers as 2.11.0; "v2.11", "2.11") and any kind
 * tfc_artifact_open reads is checked (a GraphDef, a MetaGraphDef, a
 * checkpoint index, a TFLite model: see tfcompat/check.h for a kind the
 * target has no side for). New code: tfc_target_parse + tfc_check_path.
 *
 * Thread safety: reentrant; the registry is only read.
 */
#ifndef TFCOMPAT_GATE_H
#define TFCOMPAT_GATE_H

#include "tfcompat/common.h"
#include "tfcompat/registry.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
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

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_GATE_H */
