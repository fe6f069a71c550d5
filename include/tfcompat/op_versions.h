/*
 * tfcompat/op_versions.h - the version the TFLite converter would give
 * each operator code of a model, computed from the operators' parameters
 * (part of the op-version module), next to the stored one, with the likely
 * writer of a stored version that differs. Results are immutable.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 */
#ifndef TFCOMPAT_OP_VERSIONS_H
#define TFCOMPAT_OP_VERSIONS_H

#include "tfcompat/common.h"
#include "tfcompat/tflite.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Converter versions ============================================== */

typedef struct tfc_op_versions tfc_op_versions;

/**
 * Quirk flags of tfc_op_versions_get(): the converter itself would not
 * have produced a version for some operator of the code (it would throw or
 * read memory it does not own); the version given is libtfcompat's reading
 * with the missing value taken as none / 0 / false.
 */
enum tfc_op_version_quirks {
    TFC_TFLITE_QUIRK_MISSING_SLOT = 1u << 0, /**< a rule reads an input/output the operator lacks */
    TFC_TFLITE_QUIRK_NULL_PARAMS = 1u << 1,  /**< a rule reads options the operator does not have */
    TFC_TFLITE_QUIRK_BAD_READ = 1u << 2,     /**< the signature needs a tensor or dimension that is missing */
    TFC_TFLITE_QUIRK_BAD_OPTIONS = 1u << 3   /**< the options table could not be read */
};

#ifdef TFC_BUILDING_BLOCKS
/**
 * Computes, for every operator code, the version the TFLite converter's
 * rules assign (from each operator's options and tensors; the highest over
 * the operators using the code; builtins without rules and custom ops are
 * version 1). Where it differs from the stored version, a VERSION_MISMATCH
 * warning names the tool that most likely wrote the stored one. Stored
 * versions stay authoritative: the runtime loads kernels by them.
 * Reads every operator: cost grows with the graph.
 * On success *out owns a result (tfc_op_versions_free).
 * Errors: TFC_E_INVALID_ARGUMENT, TFC_E_NOMEM, verification errors of a
 * corrupt operator or tensor table. Since 0.2.0.
 */
TFC_API int32_t tfc_op_versions_compute(tfc_op_versions **out, const tfc_tflite_model *model,
                                            tfc_error *err);

/** Number of operator codes covered (the model's operator code count). Since 0.2.0. */
TFC_API size_t tfc_op_versions_count(const tfc_op_versions *v);

/**
 * For operator code i: the computed version (0 when no operator uses the
 * code), quirk flags (enum tfc_op_version_quirks) and the stable short
 * name of the likely writer of its stored version ("converter", "toco",
 * "legacy-quantizer", ...; static). Any output may be NULL.
 * Returns TFC_OK, TFC_E_INVALID_ARGUMENT, TFC_E_RANGE. Since 0.2.0.
 */
TFC_API int32_t tfc_op_versions_get(int32_t *computed, uint32_t *quirks, const char **writer, const tfc_op_versions *v, size_t i);

/**
 * The VERSION_MISMATCH findings (severity WARNING), borrowed from the result
 * and valid until it is freed. Since 0.2.0.
 */
TFC_API const tfc_verdict *tfc_op_versions_findings(const tfc_op_versions *v);

/** Releases a result. Accepts NULL. Since 0.2.0. */
TFC_API void tfc_op_versions_free(tfc_op_versions *v);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_OP_VERSIONS_H */
