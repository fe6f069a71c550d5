/*
 * tfcompat/verdict.h - the answer to "does this consumer accept this data?".
 *
 * Stability: the stable core (tfcompat.h lists it first) for the functions
 * declared outside `#ifdef TFC_BUILDING_BLOCKS`; those inside are the lower
 * tier, outside the semver promise (see tfcompat.h).
 *
 * A tfc_verdict is a successful result, also when the answer is "no": it
 * holds the outcome and every finding (not only the first), each with a
 * stable reason code, a severity and a message shaped like the one the
 * consumer itself (TensorFlow, the TFLite runtime) would print.
 *
 * Ownership: verdicts are created by check functions and released with
 * tfc_verdict_free(). Strings returned by the getters are borrowed from the
 * verdict and valid until it is freed.
 * Thread safety: a verdict is immutable once returned; read it from any
 * number of threads.
 */
#ifndef TFCOMPAT_VERDICT_H
#define TFCOMPAT_VERDICT_H

#include "tfcompat/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Outcomes of a verdict. */
enum tfc_outcome {
    TFC_OUTCOME_ACCEPTED = 0,     /**< the consumer accepts the data */
    TFC_OUTCOME_REJECTED = 1,     /**< at least one error finding */
    TFC_OUTCOME_UNDETERMINED = 2  /**< the answer depends on a value known only within bounds */
};

/** Finding severities. */
enum tfc_severity {
    TFC_SEVERITY_ERROR = 0,   /**< blocks acceptance */
    TFC_SEVERITY_WARNING = 1, /**< informative; does not block */
    TFC_SEVERITY_UNDETERMINED = 2 /**< might block; the data needed to decide is unknown */
};

/*
 * Reason codes: X(NAME, value, "STABLE_NAME"). The stable name is what the
 * CLI's JSON prints. Values and names never change meaning. What a finding
 * of each reason means, and what to do about it, are
 * tfc_verdict_reason_description and tfc_verdict_reason_help (the CLI's
 * SARIF rules print them).
 * Ranges: acceptance rule 1..99, registry/ops/checkpoints 100..199,
 * TFLite op-version module 200..299, the target against the kind of
 * model 300..399 (tfcompat/check.h, "What a target answers"), TensorFlow.js
 * 400..499.
 */
#define TFC_REASON_TABLE(X)                                                     \
    X(TFC_REASON_NONE, 0, "NONE") \
    X(TFC_REASON_INVALID_CONSUMER, 1, "INVALID_CONSUMER") \
    X(TFC_REASON_PRODUCER_TOO_OLD, 2, "PRODUCER_TOO_OLD") \
    X(TFC_REASON_CONSUMER_TOO_OLD, 3, "CONSUMER_TOO_OLD") \
    X(TFC_REASON_BAD_CONSUMER, 4, "BAD_CONSUMER") \
    X(TFC_REASON_FORWARD_COMPAT_WINDOW, 5, "FORWARD_COMPAT_WINDOW") \
    X(TFC_REASON_OP_REMOVED, 100, "OP_REMOVED") \
    X(TFC_REASON_OP_DEPRECATED, 101, "OP_DEPRECATED") \
    X(TFC_REASON_VERSION_UNKNOWN, 102, "VERSION_UNKNOWN") \
    X(TFC_REASON_CHECKPOINT_REJECTED, 103, "CHECKPOINT_REJECTED") \
    X(TFC_REASON_OP_NOT_REGISTERED, 104, "OP_NOT_REGISTERED") \
    X(TFC_REASON_ATTR_NOT_IN_OP, 105, "ATTR_NOT_IN_OP") \
    X(TFC_REASON_OP_UNKNOWN, 106, "OP_UNKNOWN") \
    X(TFC_REASON_OP_NOT_IN_CORE, 107, "OP_NOT_IN_CORE") \
    X(TFC_REASON_ATTR_STRIPPED_BY_LOADER, 108, "ATTR_STRIPPED_BY_LOADER") \
    X(TFC_REASON_POLICY_INTERVAL_CHANGED_IN_PATCH, 110, "INTERVAL_CHANGED_IN_PATCH") \
    X(TFC_REASON_POLICY_INTERVAL_SHRANK, 111, "INTERVAL_SHRANK") \
    X(TFC_REASON_POLICY_LOWER_BOUND_RAISED_IN_MINOR, 112, "LOWER_BOUND_RAISED_IN_MINOR") \
    X(TFC_REASON_POLICY_DEPRECATION_WINDOW, 113, "DEPRECATION_WINDOW_TOO_SHORT") \
    X(TFC_REASON_POLICY_KNOWN_DEVIATION, 114, "KNOWN_DEVIATION") \
    X(TFC_REASON_CONTAINER_TOO_NEW, 115, "CONTAINER_TOO_NEW") \
    X(TFC_REASON_UNSUPPORTED_OP_VERSION, 200, "UNSUPPORTED_OP_VERSION") \
    X(TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE, 201, "BUILTIN_CODE_OUT_OF_RANGE") \
    X(TFC_REASON_UNRESOLVED_CUSTOM_OP, 202, "UNRESOLVED_CUSTOM_OP") \
    X(TFC_REASON_BAD_SCHEMA_VERSION, 203, "BAD_SCHEMA_VERSION") \
    X(TFC_REASON_BAD_FILE_IDENTIFIER, 204, "BAD_FILE_IDENTIFIER") \
    X(TFC_REASON_BAD_INDEX, 205, "BAD_INDEX") \
    X(TFC_REASON_DELEGATE_UNSUPPORTED, 206, "DELEGATE_UNSUPPORTED") \
    X(TFC_REASON_VERSION_MISMATCH, 207, "VERSION_MISMATCH") \
    X(TFC_REASON_STALE_MIN_RUNTIME, 208, "STALE_MIN_RUNTIME") \
    X(TFC_REASON_UNMAPPED_OP, 209, "UNMAPPED_OP") \
    X(TFC_REASON_BAD_QUANTIZATION, 210, "BAD_QUANTIZATION") \
    X(TFC_REASON_BAD_TENSOR, 211, "BAD_TENSOR") \
    X(TFC_REASON_DEFERRED_CUSTOM_OP, 212, "DEFERRED_CUSTOM_OP") \
    X(TFC_REASON_UNSUPPORTED_VARIABLE_TENSOR, 213, "UNSUPPORTED_VARIABLE_TENSOR") \
    X(TFC_REASON_UNSUPPORTED_TENSOR_TYPE, 214, "UNSUPPORTED_TENSOR_TYPE") \
    X(TFC_REASON_KIND_NOT_LOADED, 300, "KIND_NOT_LOADED") \
    X(TFC_REASON_RELEASE_INTERPRETER, 301, "RELEASE_INTERPRETER") \
    X(TFC_REASON_TFJS_UNKNOWN_OP, 400, "TFJS_UNKNOWN_OP") \
    X(TFC_REASON_TFJS_UNSUPPORTED_OP, 401, "TFJS_UNSUPPORTED_OP") \
    X(TFC_REASON_TFJS_LIST_UNKNOWN, 402, "TFJS_LIST_UNKNOWN") \
    X(TFC_REASON_TFJS_LAYERS_MODEL, 403, "TFJS_LAYERS_MODEL") \
    X(TFC_REASON_TFJS_WEIGHT_UNSUPPORTED, 404, "TFJS_WEIGHT_UNSUPPORTED") \
    X(TFC_REASON_TFJS_WEIGHTS_UNKNOWN, 405, "TFJS_WEIGHTS_UNKNOWN") \
    X(TFC_REASON_TFJS_NO_SIGNATURE, 406, "TFJS_NO_SIGNATURE") \
    X(TFC_REASON_TFJS_OUTPUTS_UNKNOWN, 407, "TFJS_OUTPUTS_UNKNOWN") \
    X(TFC_REASON_TFJS_UNKNOWN_LAYER, 408, "TFJS_UNKNOWN_LAYER") \
    X(TFC_REASON_TFJS_RUNTIME_FAULT, 409, "TFJS_RUNTIME_FAULT")

/** Reason codes of findings. Values are part of the ABI. */
enum tfc_reason {
#define TFC__REASON_ENUM(name, value, text) name = value,
    TFC_REASON_TABLE(TFC__REASON_ENUM)
#undef TFC__REASON_ENUM
};

/** Stable upper-case name of a reason ("UNKNOWN" if not in the table); static. Since 0.2.0. */
TFC_API const char *tfc_verdict_reason_name(int32_t reason);

/**
 * What a finding of this reason means, one sentence in English (the
 * reason table's description); "" if the reason is not in the table.
 * Static; never NULL. Since 1.1.0.
 */
TFC_API const char *tfc_verdict_reason_description(int32_t reason);

/**
 * What to do about a finding of this reason, one sentence in English (the
 * reason table's help); "" if the reason is not in the table. Static;
 * never NULL. Since 1.1.0.
 */
TFC_API const char *tfc_verdict_reason_help(int32_t reason);

/**
 * The name every output prints for an outcome: "accepted", "rejected",
 * "undetermined" (enum tfc_outcome), "unreadable" for 3
 * (TFC_SCAN_UNREADABLE, tfcompat/scan.h); "unknown" for any other value.
 * Static; never NULL. Since 1.1.0.
 */
TFC_API const char *tfc_outcome_name(int32_t outcome);

/**
 * The name every output prints for a finding's severity: "error",
 * "warning", "undetermined" (enum tfc_severity); "unknown" for any other
 * value (tfc_verdict_finding_severity's -1). Static; never NULL.
 * Since 1.1.0.
 */
TFC_API const char *tfc_severity_name(int32_t severity);

typedef struct tfc_verdict tfc_verdict;

/** Releases a verdict. Accepts NULL. Since 0.1.0. */
TFC_API void tfc_verdict_free(tfc_verdict *v);

/** The outcome (enum tfc_outcome); TFC_OUTCOME_REJECTED for NULL. Since 0.1.0. */
TFC_API int32_t tfc_verdict_outcome(const tfc_verdict *v);

/** 1 when the outcome is TFC_OUTCOME_ACCEPTED, else 0. Since 0.1.0. */
TFC_API int32_t tfc_verdict_accepted(const tfc_verdict *v);

/** Number of findings, errors and warnings, in the order they were found. Since 0.1.0. */
TFC_API size_t tfc_verdict_finding_count(const tfc_verdict *v);

/**
 * Findings the verdict did not keep because it already held its maximum
 * (TFC_DEFAULT_MAX_FINDINGS unless an options struct says otherwise). They
 * still count for the outcome: a dropped ERROR finding rejects. 0 for NULL.
 * Since 0.2.0.
 */
TFC_API uint64_t tfc_verdict_dropped_count(const tfc_verdict *v);

/** Reason code (enum tfc_reason) of finding i; TFC_REASON_NONE if out of range. Since 0.1.0. */
TFC_API int32_t tfc_verdict_finding_reason(const tfc_verdict *v, size_t i);

/** Severity (enum tfc_severity) of finding i; -1 if out of range. Since 0.1.0. */
TFC_API int32_t tfc_verdict_finding_severity(const tfc_verdict *v, size_t i);

/** Message of finding i (borrowed; "" if out of range). Since 0.1.0. */
TFC_API const char *tfc_verdict_finding_message(const tfc_verdict *v, size_t i);

/**
 * Subject of finding i (borrowed): the op name, release or entry the finding
 * is about, or "" when it is about the data as a whole.
 * Since 0.1.0.
 */
TFC_API const char *tfc_verdict_finding_subject(const tfc_verdict *v, size_t i);

#ifdef TFC_BUILDING_BLOCKS
/**
 * A number the finding is about (an op version, a GraphDef version), or -1
 * when it has none.
 * Since 0.1.0.
 */
TFC_API int64_t tfc_verdict_finding_value(const tfc_verdict *v, size_t i);
#endif /* TFC_BUILDING_BLOCKS */


/**
 * Index of the finding that decides a refusal: the first ERROR finding,
 * else the first UNDETERMINED one; -1 when there is neither (accepted).
 * Every entry (the command, scan records, Python) reports this one as
 * "the first finding". Since 1.0.0.
 */
TFC_API int64_t tfc_verdict_first_finding(const tfc_verdict *v);

/**
 * The part of the data finding i is about (borrowed): "meta_graph N" for
 * a meta graph of a model that has several, "variables/variables.index"
 * for a SavedModel directory's checkpoint, "" otherwise (the graph of a
 * one-graph model, a file checked alone) or when i is out of range.
 * Since 1.0.0.
 */
TFC_API const char *tfc_verdict_finding_where(const tfc_verdict *v, size_t i);

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_VERDICT_H */
