/*
 * op_version.h - the TFLite converter's operator-version rules, re-implemented
 * (internal; never installed).
 *
 * What it is for: given the signature of one operator (op_signature.h),
 * compute the OperatorCode.version the converter's versioning step
 * (UpdateOpVersion / GetBuiltinOperatorVersion, LiteRT HEAD) would assign; and,
 * when a file stores a different version, name the tool that most likely wrote
 * the stored one. Stored versions are what the runtime loads kernels by; the
 * computed version is a finding about the producer, never a correction.
 *
 * Per operator code, the converter's version is the MAXIMUM of the computed
 * versions over every operator that uses the code (it starts from the 0 the
 * exporter pre-writes and never lowers it); codes that no operator uses keep 0,
 * and CUSTOM codes are skipped (the exporter writes 1). The model reader
 * aggregates; this module computes per operator.
 *
 * Thread safety: every function here is pure (no state, no allocation).
 */
#ifndef TFC_OPVER_OP_VERSION_H
#define TFC_OPVER_OP_VERSION_H

#include <stddef.h>
#include <stdint.h>

#include "internal.h"
#include "opver/op_signature.h"

/*
 * Quirk flags: situations in which the converter itself would not have
 * produced a version (it throws, dereferences a null pointer or reads memory
 * it does not own). The version returned is then libtfcompat's deterministic
 * reading, taking the missing value as NoType / 0 / false, and the flag says
 * the converter's answer is undefined for this operator.
 */
/* A rule reads an input/output slot the operator does not have; the converter's
 * vector .at() throws std::out_of_range (e.g. the CONV_2D / DEPTHWISE_CONV_2D
 * int16 rule that reads output 1 of a one-output operator). */
#define TFC__OPVER_Q_MISSING_SLOT 0x1u
/* A rule reads options the option parser did not produce (LSTM without an
 * LSTMOptions table, or an enum field the parser rejects): the converter
 * dereferences a null params pointer. */
#define TFC__OPVER_Q_NULL_PARAMS 0x2u
/* The signature builder reads a tensor or shape element that does not exist
 * (an input index of -1 or past the tensor list, a missing shape, a dimension
 * past the rank): undefined behaviour in the converter. */
#define TFC__OPVER_Q_BAD_READ 0x4u
/* The options table's offsets point outside the buffer (a verified model never
 * has this); it was read as if the operator had no options table. */
#define TFC__OPVER_Q_BAD_OPTIONS 0x8u

/*
 * The version the converter's versioning step assigns to one operator.
 * Always >= 1 (every builtin without a rule, CUSTOM and unknown codes: 1).
 * quirks (may be NULL) receives the TFC__OPVER_Q_* flags raised while
 * evaluating. sig == NULL returns 1 with no flags set.
 */
TFC__HIDDEN int32_t tfc__opver_compute_version(const tfc__op_signature *sig, uint32_t *quirks);

/* 1 if the converter has explicit version rules for this builtin code. */
TFC__HIDDEN int tfc__opver_has_rules(int32_t op);
/* The builtin codes with explicit rules, ascending; *count receives 89. */
TFC__HIDDEN const int32_t *tfc__opver_rule_ops(size_t *count);

/*
 * The version the legacy post-training quantizer raises an operator code to
 * (its fixed per-op number, the int8 number even for int16 activations), or 0
 * if that quantizer does not handle the op. QUANTIZE returns 2 (requantize;
 * the QUANTIZE ops it adds at the model edges get 1) and DEQUANTIZE 2.
 */
TFC__HIDDEN int32_t tfc__opver_legacy_quantizer_version(int32_t op);

/* Who wrote the stored versions of a file, as far as the file tells. */
enum tfc__opver_writer {
    TFC__OPVER_WRITER_UNKNOWN = 0,
    TFC__OPVER_WRITER_CONVERTER = 1,        /* MLIR converter, UpdateOpVersion */
    TFC__OPVER_WRITER_CONVERTER_OTHER = 2,  /* the converter, another release's rules */
    TFC__OPVER_WRITER_TOCO = 3,             /* TF 1.x converter, its own GetVersion */
    TFC__OPVER_WRITER_LEGACY_QUANTIZER = 4, /* tools/optimize quantize_model */
    TFC__OPVER_WRITER_LEGACY_QUANTIZER_2019 = 5, /* same tool, 2019 table (CONV_2D 2) */
    TFC__OPVER_WRITER_PER_LAYER_EXTRACTION = 6, /* tflite-micro per-layer test models */
    TFC__OPVER_WRITER_TINYNN = 7,           /* TinyNeuralNetwork */
    TFC__OPVER_WRITER_VELA = 8,             /* Arm Vela */
    TFC__OPVER_WRITER_NONE = 9,             /* unreferenced code: no rule applies */
    TFC__OPVER_WRITER_KERAS2TFLITE = 10     /* MediaPipe's keras2tflite exporter */
};

/* What the file says about its producer (all borrowed, may be NULL/0). */
typedef struct tfc__opver_file_info {
    const char *description;          /* Model.description, NULL if absent */
    const char *const *metadata_names; /* Model.metadata[i].name */
    size_t metadata_count;
    const char *min_runtime_version;  /* the metadata value, NULL if no entry */
} tfc__opver_file_info;

/* The likely writer of one stored version, with a static one-line reason. */
typedef struct tfc__opver_attribution {
    int32_t writer;          /* enum tfc__opver_writer */
    const char *writer_name; /* static, stable short name ("legacy-quantizer") */
    const char *reason;      /* static sentence */
} tfc__opver_attribution;

/* The producer a file names in its description (CONVERTER, TOCO, TINYNN,
 * VELA, KERAS2TFLITE, PER_LAYER_EXTRACTION for a file with neither
 * description nor metadata, else UNKNOWN). */
TFC__HIDDEN int32_t tfc__opver_file_producer(const tfc__opver_file_info *file);

/*
 * Names the likely writer of a stored OperatorCode.version, for an operator
 * code of builtin `op` whose stored version differs from the computed one
 * (computed = the max over the code's operators; `referenced` = 0 if no
 * operator uses the code, computed is then ignored). Uses the description,
 * the metadata and the legacy quantizer's fixed table, as laid out in the
 * rules' "Where stored versions come from". Called with stored == computed it
 * still answers (the file's producer). out must not be NULL.
 */
TFC__HIDDEN void tfc__opver_likely_writer(const tfc__opver_file_info *file, int32_t op,
                                          int32_t stored, int32_t computed, int referenced,
                                          tfc__opver_attribution *out);

/* Stable short name of a writer value ("unknown" for others). */
TFC__HIDDEN const char *tfc__opver_writer_name(int32_t writer);

#endif
