/*
 * tfcompat/resolver.h - op resolvers (part of the op-version module):
 * which builtin (op, version) pairs and custom ops a runtime registers,
 * as TFLite's MutableOpResolver does, and the check of a model against
 * one, with the runtime's own messages. A resolver is mutable until it is
 * shared: build it, then read it from many threads.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 */
#ifndef TFCOMPAT_RESOLVER_H
#define TFCOMPAT_RESOLVER_H

#include "tfcompat/common.h"
#include "tfcompat/tflite.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Resolvers ======================================================= */

typedef struct tfc_resolver tfc_resolver;

#ifdef TFC_BUILDING_BLOCKS
/** An empty resolver. allocator may be NULL. Errors: TFC_E_NOMEM, TFC_E_INVALID_ARGUMENT. Since 0.2.0. */
TFC_API int32_t tfc_resolver_new(tfc_resolver **out, const tfc_allocator *allocator,
                                       tfc_error *err);

/**
 * The standard resolver of the current runtime (the embedded snapshot of
 * BuiltinOpResolver: builtin ranges and its custom ops). Since 0.2.0.
 */
TFC_API int32_t tfc_resolver_standard(tfc_resolver **out,
                                            const tfc_allocator *allocator, tfc_error *err);

/**
 * The standard interpreter of LiteRT/TFLite release `release`: what its
 * BuiltinOpResolver registers. Builtin ops: every (op, version) whose first
 * runtime in the embedded map is at or before the release. Custom ops: those
 * its standard resolver registers, each from the release that added it
 * until the one that dropped it (TFLite_Detection_PostProcess from 1.10.0,
 * Mfcc and AudioSpectrogram from 1.8.0, ...; docs/tflite.md). Any other
 * custom op stays unresolved. The largest builtin code the release knows is
 * the largest code with an entry at or before it (see tfc_resolver_max_builtin).
 * A release is written "X.Y.Z", "vX.Y.Z" or "X.Y" (= X.Y.0): decimal
 * numbers without leading zeros. The releases known are the minor releases
 * X.Y of the embedded map (1.5 to 2.23 with ruleset 2026112602); a patch
 * release answers as its minor release plus the patches of it the map lists
 * at or before it ("2.14.2" as 2.14.0). A release older than the oldest
 * known, newer than the newest known minor release, or a minor release the
 * map does not have ("1.0", "1.16", "2.24") is TFC_E_UNKNOWN_RELEASE.
 * `release` may also name a runtime profile, "NAME@VERSION"
 * ("litertjs@2.5.3", see tfc_resolver_profile_name): the resolver measured
 * from that real runtime build.
 * Errors: TFC_E_BAD_VALUE (neither a release string as above nor a known
 * profile), TFC_E_UNKNOWN_RELEASE (a release the embedded map does not
 * know: what it registers is not known), TFC_E_NOMEM. Custom ops and the
 * strict release strings from ruleset 2026112602. Since 0.2.0.
 */
TFC_API int32_t tfc_resolver_for_release(tfc_resolver **out, const char *release,
                                               const tfc_allocator *allocator, tfc_error *err);

/**
 * Parses a resolver description (docs/tflite.md, "Resolver files"): one
 * directive per line, '#' starts a comment:
 *   builtin NAME|CODE MIN [MAX]   add versions MIN..MAX (MAX defaults to MIN)
 *   custom NAME MIN [MAX]         add a custom op's versions
 *   standard                      add the standard resolver
 *   release X.Y.Z                 add that release's standard interpreter
 *                                 (as tfc_resolver_for_release)
 *   release NAME@VERSION          add a runtime profile
 *   max_builtin_code NAME|CODE    the largest builtin code the runtime knows
 * and the build properties of a measured runtime (docs/tflite.md, "Build
 * properties"; MESSAGE is "double-quoted text"):
 *   custom_ops deferred|load      unresolved custom ops fail at the first run
 *                                 (DEFERRED_CUSTOM_OP warning) or at load (default)
 *   variable_tensors refused MESSAGE | variable_tensors supported (default)
 *   tensor_types TYPE...          the tensor element types the build converts
 *                                 (TensorType names or codes 0..127; lines add up)
 *   tensor_type_refused MESSAGE   the refusal of any other type, "{code}" = its code
 * Errors: TFC_E_PARSE (message names the line), TFC_E_BAD_VALUE, TFC_E_NOMEM.
 * Since 0.2.0.
 */
TFC_API int32_t tfc_resolver_parse(tfc_resolver **out, const char *text, size_t len,
                                         const tfc_allocator *allocator, tfc_error *err);

/**
 * Reads and parses a resolver file (the format of tfc_resolver_parse)
 * through the library's reading layer: only a regular file is opened (a
 * directory, FIFO or device is refused without being opened), at most
 * 16 MiB, read with pread. `out` receives the resolver (free with
 * tfc_resolver_free); `path` is borrowed; allocator NULL = malloc/free.
 * Errors: TFC_E_INVALID_ARGUMENT (NULL out or path), TFC_E_NOT_FOUND,
 * TFC_E_IO (not a regular file, permission, read error),
 * TFC_E_TOO_LARGE, TFC_E_TRUNCATED, and those of tfc_resolver_parse, whose
 * message then starts "<path>: line N: ". Every message names the file.
 * Since 0.2.0.
 */
TFC_API int32_t tfc_resolver_open(tfc_resolver **out, const char *path,
                                  const tfc_allocator *allocator, tfc_error *err);

/**
 * Registers builtin op `code` for versions min..max inclusive (as
 * MutableOpResolver::AddBuiltin; min > max registers nothing). Codes and
 * versions must be >= 0 / >= 1. Errors: TFC_E_INVALID_ARGUMENT,
 * TFC_E_BAD_VALUE, TFC_E_NOMEM. Since 0.2.0.
 */
TFC_API int32_t tfc_resolver_add_builtin(tfc_resolver *r, int32_t code,
                                               int32_t min_version, int32_t max_version,
                                               tfc_error *err);

/** Registers a custom op (exact, case-sensitive name) for versions min..max. Since 0.2.0. */
TFC_API int32_t tfc_resolver_add_custom(tfc_resolver *r, const char *name,
                                              int32_t min_version, int32_t max_version,
                                              tfc_error *err);

/** 1 when (code, version) is registered (exact lookup), else 0. Since 0.2.0. */
TFC_API int32_t tfc_resolver_has_builtin(const tfc_resolver *r, int32_t code,
                                               int32_t version);

/** 1 when (name, version) is registered, else 0. Since 0.2.0. */
TFC_API int32_t tfc_resolver_has_custom(const tfc_resolver *r, const char *name,
                                              int32_t version);

/** Releases a resolver. Accepts NULL. Since 0.2.0. */
TFC_API void tfc_resolver_free(tfc_resolver *r);

/**
 * Sets the largest builtin code the runtime knows (its schema's
 * BuiltinOperator_MAX): an operator code above it fails to load with
 * BUILTIN_CODE_OUT_OF_RANGE, "Op builtin_code out of range: N. Are you
 * using old TFLite binary with newer model?", whatever is registered.
 * Overrides what "standard" and "release" directives set.
 * Errors: TFC_E_INVALID_ARGUMENT (r NULL), TFC_E_BAD_VALUE (code < 0).
 * Since 0.2.0.
 */
TFC_API int32_t tfc_resolver_set_max_builtin(tfc_resolver *r, int32_t code, tfc_error *err);

/**
 * The largest builtin code the resolver's runtime knows: as set, else the
 * largest over its "standard" / "release" directives, else the embedded
 * schema's largest code (tfc_tflite_builtin_count() - 1, also for NULL).
 * Since 0.2.0.
 */
TFC_API int32_t tfc_resolver_max_builtin(const tfc_resolver *r);
#endif /* TFC_BUILDING_BLOCKS */

/*
 * Build properties from C (docs/tflite.md, "Build properties"): what the
 * resolver text's custom_ops, variable_tensors, tensor_types and
 * tensor_type_refused directives set, for a resolver built by hand or to
 * adjust a profile's. Call them before the resolver is shared.
 */

#ifdef TFC_BUILDING_BLOCKS
/**
 * "custom_ops deferred" (deferred != 0: the build loads a model whose
 * custom ops it cannot resolve and fails at the first run, so those are
 * DEFERRED_CUSTOM_OP warnings) or "custom_ops load" (0, the default:
 * refused at load).
 * Errors: TFC_E_INVALID_ARGUMENT (r NULL).
 * Since 1.0.0.
 */
TFC_API int32_t tfc_resolver_set_custom_ops_deferred(tfc_resolver *r, int32_t deferred, tfc_error *err);

/**
 * "variable_tensors refused MESSAGE" (message non-NULL: a variable tensor
 * is UNSUPPORTED_VARIABLE_TENSOR with that runtime text, copied) or
 * "variable_tensors supported" (NULL, the default).
 * Errors: TFC_E_INVALID_ARGUMENT (r NULL), TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_resolver_set_variable_tensors_refused(tfc_resolver *r, const char *message, tfc_error *err);

/**
 * "tensor_types TYPE..." and "tensor_type_refused MESSAGE": the build
 * converts only the tensor element types `codes` (TensorType codes, n of
 * them; n == 0 with codes NULL: every type again, the default), and refuses
 * any other with UNSUPPORTED_TENSOR_TYPE and `message` ("{code}" = the
 * type's code; NULL: the default text). Replaces what was set before.
 * Errors: TFC_E_INVALID_ARGUMENT (r NULL, codes NULL with n > 0),
 * TFC_E_BAD_VALUE (a code outside 0..127), TFC_E_NOMEM.
 * Since 1.0.0.
 */
TFC_API int32_t tfc_resolver_set_tensor_types(tfc_resolver *r, const int32_t *codes, size_t n, const char *message,
                                              tfc_error *err);

/** 1 when unresolved custom ops are deferred to the first run, else 0 (also NULL). Since 1.0.0. */
TFC_API int32_t tfc_resolver_custom_ops_deferred(const tfc_resolver *r);

/** The refusal text of variable tensors, or NULL when they load; borrowed. Since 1.0.0. */
TFC_API const char *tfc_resolver_variable_tensors_refused(const tfc_resolver *r);

/** 1 when the build converts tensor type `code`, else 0 (every type when
 *  none was restricted; 0 for NULL).
 * Since 1.0.0.
 */
TFC_API int32_t tfc_resolver_has_tensor_type(const tfc_resolver *r, int32_t code);

/** Number of embedded runtime profiles (resolvers measured from real runtimes). Since 0.2.0. */
TFC_API size_t tfc_resolver_profile_count(void);

/**
 * Name of runtime profile i, "NAME@VERSION" (static string), for
 * tfc_resolver_for_release() and "release" directives; NULL when i is out
 * of range. Since 0.2.0.
 */
TFC_API const char *tfc_resolver_profile_name(size_t i);
#endif /* TFC_BUILDING_BLOCKS */


/* ==== Model check ===================================================== */

/** Flags for tfc_resolver_check(). */
enum tfc_tflite_check_flags {
    /** Also read every operator and verify every stored index (opcode,
     *  tensor, buffer): BAD_INDEX findings. Cost grows with the graph. */
    TFC_TFLITE_CHECK_STRUCTURE = 1u << 0
};

#ifdef TFC_BUILDING_BLOCKS
/**
 * Would a runtime with this resolver load the model? Reports every failing
 * operator code (not only the first), in file order, once per distinct
 * (op, version, custom name), each with a stable reason and the runtime's
 * own message:
 *   BAD_FILE_IDENTIFIER  "The model is not a valid Flatbuffer buffer"
 *   BAD_SCHEMA_VERSION   "Model provided is schema version %d not equal to supported version 3."
 *   BUILTIN_CODE_OUT_OF_RANGE "Op builtin_code out of range: %d. Are you using old TFLite binary with newer model?"
 *   UNSUPPORTED_OP_VERSION    "Didn't find op for builtin opcode '%s' version '%d'. An older
 *                              version of this builtin might be supported. Are you using an old
 *                              TFLite binary with a newer model?"
 *   UNRESOLVED_CUSTOM_OP "Encountered unresolved custom op: %s.\nSee instructions: ..." (or the
 *                        Flex delegate message for names starting with "Flex", or
 *                        "Operator with CUSTOM builtin_code has no custom_code.")
 *   with TFC_TFLITE_CHECK_STRUCTURE, what the interpreter checks from the file
 *   alone when it builds the graph:
 *   BAD_TENSOR       no subgraph / buffers / tensors, a variable tensor with data
 *   BAD_INDEX        an out-of-range stored index
 *   BAD_QUANTIZATION quantization parameters it refuses ("quantized_dimension
 *                    must be in range [0, R). Was D.", ...; docs/tflite.md)
 *   and the resolver's build properties (tfc_resolver_parse), whatever the
 *   flags, after the operator codes and before the structure findings:
 *   DEFERRED_CUSTOM_OP (warning, with "custom_ops deferred", in place of
 *                    UNRESOLVED_CUSTOM_OP) "Encountered unresolved custom op:
 *                    %s. This runtime loads the model without preparing its
 *                    nodes: the model fails at its first invocation."
 *   UNSUPPORTED_VARIABLE_TENSOR  a variable tensor, the profile's message
 *                    ("Variable tensors not yet supported.")
 *   UNSUPPORTED_TENSOR_TYPE      a tensor type outside "tensor_types", the
 *                    profile's message ("Element type (12) not currently supported")
 *   (subject "subgraph S tensor T"; value the tensor index / the type code).
 * Messages carry no trailing newline. Finding subject = op name (custom name
 * for custom ops), value = the op version.
 * On success *out owns a verdict (tfc_verdict_free). Errors:
 * TFC_E_INVALID_ARGUMENT, TFC_E_NOMEM, and with the structure flag the
 * verification errors of a corrupt operator or tensor table. Since 0.2.0.
 */
TFC_API int32_t tfc_resolver_check(tfc_verdict **out, const tfc_tflite_model *model,
                                 const tfc_resolver *resolver, uint32_t flags,
                                 tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_RESOLVER_H */
