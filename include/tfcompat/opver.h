/*
 * tfcompat/opver.h - the TFLite op-version module: can this TFLite / LiteRT
 * runtime load this .tflite model?
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 * Module API version 2.1 (TFC_OPVER_API_VERSION_MAJOR/MINOR in
 * tfcompat/version.h, tfc_opver_api_version() at run time). This header is
 * versioned separately from the rest of the library: its API version moves
 * when this header changes. It shares the core's error model (tfc_error,
 * TFC_E_*), allocator hook and verdict object.
 *
 * What it answers
 *   - What a model contains: operator codes (with the runtime's builtin-code
 *     rule), subgraphs, operators, tensors, buffers, metadata.
 *   - Whether a resolver (the runtime's table of kernels, keyed exactly by
 *     (op, version)) resolves every operator code, with the runtime's own
 *     messages: tfc_resolver_check().
 *   - The minimum runtime release a model needs, from the embedded map of
 *     first releases per (op, version), and whether the model's stored
 *     min_runtime_version metadata agrees: tfc_min_runtime_compute().
 *   - Which nodes a delegate would refuse: tfc_delegate_check().
 *
 * Headers of the module (this one includes them all):
 *   tfcompat/tflite.h       builtin tables; reading a model
 *   tfcompat/resolver.h     op resolvers and the model check
 *   tfcompat/runtime.h      runtime releases
 *   tfcompat/min_runtime.h  the minimum runtime a model needs
 *   tfcompat/op_versions.h  the converter's versions computed per operator code
 *   tfcompat/delegate.h     delegate capability tables
 *
 * Reading is lazy and verified: parsing reads the model's header, operator
 * codes, metadata and subgraph headers; operators and tensors are read (and
 * verified) only when asked for. Weight buffers are never read.
 *
 * Thread safety: a parsed tfc_tflite_model is immutable; any number of
 * threads may read it. Resolvers and delegate tables are built by one
 * thread; once built, concurrent lookups and checks are safe.
 */
#ifndef TFCOMPAT_OPVER_H
#define TFCOMPAT_OPVER_H

#include "tfcompat/common.h"
#include "tfcompat/delegate.h"
#include "tfcompat/op_versions.h"
#include "tfcompat/resolver.h"
#include "tfcompat/min_runtime.h"
#include "tfcompat/runtime.h"
#include "tfcompat/tflite.h"
#include "tfcompat/verdict.h"

#endif /* TFCOMPAT_OPVER_H */
