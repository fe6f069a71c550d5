/*
 * tfcompat.h - libtfcompat: can this consumer load this model?
 * The umbrella header: includes every public header and nothing else.
 *
 * The stable 1.0 core comes first: what a serving gate, a CI job and a
 * language binding need.
 *   tfcompat/common.h     status codes, tfc_error, allocator, parse limits
 *   tfcompat/version.h    the four version axes (package, ABI, op module, ruleset)
 *   tfcompat/verdict.h    the answer: outcome, findings, the first finding
 *   tfcompat/artifact.h   open anything (GraphDef, MetaGraphDef, SavedModel
 *                         file or directory, checkpoint index, VersionDef, TFLite)
 *   tfcompat/check.h      targets ("2.11.1,litert@2.14.0"), tfc_check_path,
 *                         tfc_check, tfc_check_releases: every rule, once
 *   tfcompat/registry.h   the consumers: TensorFlow's history, your own builds
 * A gate is ten lines of these:
 *
 *     tfc_target *server = NULL;
 *     tfc_target_parse(&server, "2.11.1,litert@2.14.0", NULL, &err);
 *     tfc_verdict *v = NULL;
 *     if (tfc_check_path(&v, server, "/models/half/3", NULL, &err) != TFC_OK) ...unreadable...
 *     int64_t i = tfc_verdict_first_finding(v);    -1: load it; else why not
 *
 * Everything after it is public too, with the same ABI and semver promises:
 * the building blocks the core is made of and introspection of what was
 * read (VersionDefs, containers, checkpoints, release tables, the op
 * registry, the TFLite op-version module), the 0.x gate and the store scan.
 * Each of those headers says so at its top.
 */
#ifndef TFCOMPAT_H
#define TFCOMPAT_H

/* The stable 1.0 core. */
#include "tfcompat/common.h"
#include "tfcompat/version.h"
#include "tfcompat/verdict.h"
#include "tfcompat/artifact.h"
#include "tfcompat/registry.h"
#include "tfcompat/check.h"

/* Building blocks and introspection. */
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
#include "tfcompat/gate.h"
#include "tfcompat/scan.h"
#include "tfcompat/product.h"
#include "tfcompat/tfjs.h"

#endif
