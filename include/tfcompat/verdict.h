/*
 * tfcompat/verdict.h - the answer to "does this consumer accept this data?".
 *
 * Stability: part of the stable 1.0 core (tfcompat.h lists it first).
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
 * Reason codes: X(NAME, value, "STABLE_NAME", "description", "help"). The
 * stable name is what the CLI's JSON prints. Values and names never change
 * meaning. The description says what a finding of this reason means, the
 * help what to do about it (tfc_verdict_reason_description,
 * tfc_verdict_reason_help; the CLI's SARIF rules print them).
 * Ranges: acceptance rule 1..99, registry/ops/checkpoints 100..199,
 * TFLite op-version module 200..299, the target against the kind of
 * model 300..399 (tfcompat/check.h, "What a target answers").
 */
#define TFC_REASON_TABLE(X)                                                     \
    X(TFC_REASON_NONE, 0, "NONE", \
      "No finding.", \
      "Nothing to do.") \
    X(TFC_REASON_INVALID_CONSUMER, 1, "INVALID_CONSUMER", \
      "The consumer version asked for is not a valid version number.", \
      "Give a consumer version of 0 or more, or a release the registry lists.") \
    X(TFC_REASON_PRODUCER_TOO_OLD, 2, "PRODUCER_TOO_OLD", \
      "The data was produced by a version older than the oldest one the consumer still reads.", \
      "Re-export the model with a newer TensorFlow, or check it against an older consumer.") \
    X(TFC_REASON_CONSUMER_TOO_OLD, 3, "CONSUMER_TOO_OLD", \
      "The data needs a consumer newer than this one (its min_consumer is above the consumer's version).", \
      "Load it with a newer TensorFlow release, or re-export it with the older release it must run on.") \
    X(TFC_REASON_BAD_CONSUMER, 4, "BAD_CONSUMER", \
      "The data lists this consumer version among the ones it must not be loaded by (bad_consumers).", \
      "Load it with a release whose version the data does not exclude.") \
    X(TFC_REASON_FORWARD_COMPAT_WINDOW, 5, "FORWARD_COMPAT_WINDOW", \
      "The data was produced by a version newer than the consumer; it loads only while the forward-compatibility window covers it.", \
      "Prefer a consumer at least as new as the producer, or pin the producer to the consumer's release.") \
    X(TFC_REASON_OP_REMOVED, 100, "OP_REMOVED", \
      "The graph uses an op that the consumer's release no longer provides.", \
      "Replace the op before export, or load the model with a release that still has it.") \
    X(TFC_REASON_OP_DEPRECATED, 101, "OP_DEPRECATED", \
      "The graph uses an op that is deprecated at the graph's version in the consumer's release.", \
      "Rebuild the graph without the deprecated op, or produce it at an older GraphDef version.") \
    X(TFC_REASON_VERSION_UNKNOWN, 102, "VERSION_UNKNOWN", \
      "The answer depends on a version that is only known within bounds, so it cannot be decided.", \
      "Pin the consumer to an exact release, or give a registry that records its versions.") \
    X(TFC_REASON_CHECKPOINT_REJECTED, 103, "CHECKPOINT_REJECTED", \
      "The consumer cannot read this checkpoint's format version.", \
      "Write the checkpoint with a release the consumer reads, or load it with a newer release.") \
    X(TFC_REASON_OP_NOT_REGISTERED, 104, "OP_NOT_REGISTERED", \
      "The graph uses an op that the consumer's release does not register.", \
      "Load the model with a release that has the op, or export it without the op (or with the library that registers it).") \
    X(TFC_REASON_ATTR_NOT_IN_OP, 105, "ATTR_NOT_IN_OP", \
      "A node sets an attribute that the consumer's definition of its op does not have.", \
      "Export with a release whose op definition matches the consumer's, or strip default-valued attributes at export.") \
    X(TFC_REASON_OP_UNKNOWN, 106, "OP_UNKNOWN", \
      "The graph uses an op that tfcompat's registry does not know, so it cannot say whether the consumer has it.", \
      "Check that the consumer loads the library that defines the op.") \
    X(TFC_REASON_OP_NOT_IN_CORE, 107, "OP_NOT_IN_CORE", \
      "The graph uses an op that is not in TensorFlow's core op set; it loads only where its library is loaded.", \
      "Make sure the consumer loads the op's library (for example tensorflow_text).") \
    X(TFC_REASON_ATTR_STRIPPED_BY_LOADER, 108, "ATTR_STRIPPED_BY_LOADER", \
      "The consumer's loader removes an attribute of this node that it does not know, and uses its default.", \
      "Check that the model does not depend on the attribute's non-default value.") \
    X(TFC_REASON_POLICY_INTERVAL_CHANGED_IN_PATCH, 110, "INTERVAL_CHANGED_IN_PATCH", \
      "A registry entry changes a release's accepted version interval within a patch release.", \
      "Check the registry file: a patch release should accept the same versions as its minor release.") \
    X(TFC_REASON_POLICY_INTERVAL_SHRANK, 111, "INTERVAL_SHRANK", \
      "A registry entry accepts fewer versions than the release before it.", \
      "Check the registry file: a newer release should not read less than an older one.") \
    X(TFC_REASON_POLICY_LOWER_BOUND_RAISED_IN_MINOR, 112, "LOWER_BOUND_RAISED_IN_MINOR", \
      "A registry entry raises the oldest accepted version in a minor release.", \
      "Check the registry file: only a major release should drop support for old versions.") \
    X(TFC_REASON_POLICY_DEPRECATION_WINDOW, 113, "DEPRECATION_WINDOW_TOO_SHORT", \
      "A registry entry drops a version sooner than the deprecation window allows.", \
      "Check the registry file against the consumer's deprecation policy.") \
    X(TFC_REASON_POLICY_KNOWN_DEVIATION, 114, "KNOWN_DEVIATION", \
      "A registry entry deviates from the version policy in a way the consumer is known to have shipped.", \
      "Nothing to fix: the deviation is recorded so that answers for this release match the real consumer.") \
    X(TFC_REASON_CONTAINER_TOO_NEW, 115, "CONTAINER_TOO_NEW", \
      "The consumer's release cannot read this kind of container (it predates the format).", \
      "Load it with a release that reads the container, or export the model in a format the release reads.") \
    X(TFC_REASON_UNSUPPORTED_OP_VERSION, 200, "UNSUPPORTED_OP_VERSION", \
      "The model uses an op version that the TFLite runtime does not provide.", \
      "Convert the model with a converter that targets the runtime, or update the runtime.") \
    X(TFC_REASON_BUILTIN_CODE_OUT_OF_RANGE, 201, "BUILTIN_CODE_OUT_OF_RANGE", \
      "The model uses a builtin operator code that the TFLite runtime does not know.", \
      "Update the runtime, or convert the model with an older converter.") \
    X(TFC_REASON_UNRESOLVED_CUSTOM_OP, 202, "UNRESOLVED_CUSTOM_OP", \
      "The model uses a custom op that the TFLite runtime's op resolver does not register.", \
      "Register the custom op with the interpreter's resolver, or convert the model without it.") \
    X(TFC_REASON_BAD_SCHEMA_VERSION, 203, "BAD_SCHEMA_VERSION", \
      "The model's TFLite schema version is not one the runtime reads.", \
      "Convert the model with a converter whose schema version the runtime reads.") \
    X(TFC_REASON_BAD_FILE_IDENTIFIER, 204, "BAD_FILE_IDENTIFIER", \
      "The file does not carry the TFLite file identifier (TFL3).", \
      "Check that the file is a TFLite flatbuffer and was not truncated or re-encoded.") \
    X(TFC_REASON_BAD_INDEX, 205, "BAD_INDEX", \
      "An index inside the model (tensor, buffer, operator code) points outside its table.", \
      "Regenerate the model: the runtime refuses a model with an index out of range.") \
    X(TFC_REASON_DELEGATE_UNSUPPORTED, 206, "DELEGATE_UNSUPPORTED", \
      "The delegate does not support this op or op version, so it runs on the CPU or not at all.", \
      "Check the delegate's op coverage, or accept the CPU fallback.") \
    X(TFC_REASON_VERSION_MISMATCH, 207, "VERSION_MISMATCH", \
      "The op version stored in the model differs from the one the converter would assign.", \
      "Reconvert the model so that stored versions match what the runtime expects.") \
    X(TFC_REASON_STALE_MIN_RUNTIME, 208, "STALE_MIN_RUNTIME", \
      "The model's min_runtime_version metadata is older than what its ops need.", \
      "Reconvert the model, or do not rely on its min_runtime_version metadata.") \
    X(TFC_REASON_UNMAPPED_OP, 209, "UNMAPPED_OP", \
      "An op has no known first runtime release, so the model's minimum runtime cannot be computed.", \
      "Check the op against the runtime's release notes.") \
    X(TFC_REASON_BAD_QUANTIZATION, 210, "BAD_QUANTIZATION", \
      "A tensor's quantization parameters are not valid for the runtime.", \
      "Reconvert the model with valid quantization parameters.") \
    X(TFC_REASON_BAD_TENSOR, 211, "BAD_TENSOR", \
      "A tensor's shape, type or buffer is not valid for the runtime.", \
      "Regenerate the model: the runtime refuses a malformed tensor.") \
    X(TFC_REASON_DEFERRED_CUSTOM_OP, 212, "DEFERRED_CUSTOM_OP", \
      "The model uses a custom op whose resolution happens only when the interpreter is built.", \
      "Make sure the application registers the custom op before building the interpreter.") \
    X(TFC_REASON_UNSUPPORTED_VARIABLE_TENSOR, 213, "UNSUPPORTED_VARIABLE_TENSOR", \
      "The model uses variable tensors, which the TFLite runtime does not support.", \
      "Convert the model without resource variables, or update the runtime.") \
    X(TFC_REASON_UNSUPPORTED_TENSOR_TYPE, 214, "UNSUPPORTED_TENSOR_TYPE", \
      "A tensor has a type that the TFLite runtime does not support.", \
      "Convert the model with types the runtime supports, or update the runtime.") \
    X(TFC_REASON_KIND_NOT_LOADED, 300, "KIND_NOT_LOADED", \
      "The target has no side that loads this kind of model (a TFLite runtime cannot load a SavedModel, for example).", \
      "Check the model against a target that loads its kind.") \
    X(TFC_REASON_RELEASE_INTERPRETER, 301, "RELEASE_INTERPRETER", \
      "A TensorFlow release answers for a TFLite model through its tf.lite.Interpreter.", \
      "Nothing to fix: the finding names the interpreter that answered.")

/** Reason codes of findings. Values are part of the ABI. */
enum tfc_reason {
#define TFC__REASON_ENUM(name, value, text, description, help) name = value,
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

/**
 * A number the finding is about (an op version, a GraphDef version), or -1
 * when it has none.
 * Since 0.1.0.
 */
TFC_API int64_t tfc_verdict_finding_value(const tfc_verdict *v, size_t i);

/**
 * Index of the first finding with severity ERROR, or -1 when there is none.
 * Its message is the one the consumer itself would report.
 * Since 0.1.0.
 */
TFC_API int64_t tfc_verdict_first_error(const tfc_verdict *v);

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
