/*
 * tfcompat/gate.h - one verdict for a whole SavedModel directory.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
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
 * tfc_target_parse(release) then tfc_check_path_v2, so `release` follows the
 * target rules ("2.11.1" answers as 2.11.0; "v2.11", "2.11") and any kind
 * tfc_artifact_open reads is checked (a GraphDef, a MetaGraphDef, a
 * checkpoint index, a TFLite model: see tfcompat/check.h for a kind the
 * target has no side for). Deprecated: new code calls tfc_target_parse +
 * tfc_check_path_v2 (tfcompat/deprecated.h declares tfc_gate_check).
 *
 * Thread safety: reentrant; the registry is only read.
 */
#ifndef TFCOMPAT_GATE_H
#define TFCOMPAT_GATE_H

#include "tfcompat/common.h"
#include "tfcompat/registry.h"
#include "tfcompat/verdict.h"

/* tfc_gate_check is deprecated (tfcompat/deprecated.h declares it). */
#include "tfcompat/deprecated.h"

#endif /* TFCOMPAT_GATE_H */
