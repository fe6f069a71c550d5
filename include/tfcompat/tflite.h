/*
 * tfcompat/tflite.h - reading TFLite/LiteRT models (part of the op-version
 * module, tfcompat/opver.h): the builtin operator and tensor type tables,
 * and a verified, bounded reader of .tflite files with typed getters.
 * A parsed tfc_tflite_model is immutable: read it from many threads.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 */
#ifndef TFCOMPAT_TFLITE_H
#define TFCOMPAT_TFLITE_H

#include "tfcompat/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ==== Tables ========================================================== */

#ifdef TFC_BUILDING_BLOCKS
/**
 * Name of a BuiltinOperator code ("CONV_2D"), static; "" for a code outside
 * the embedded table. Since 0.1.0.
 */
TFC_API const char *tfc_tflite_builtin_name(int32_t code);

/**
 * Code of a BuiltinOperator name (exact, case-sensitive) in *out.
 * Returns TFC_OK, TFC_E_INVALID_ARGUMENT (NULL), TFC_E_NOT_FOUND. Since 0.1.0.
 */
TFC_API int32_t tfc_tflite_builtin_code(int32_t *out, const char *name);

/**
 * Number of builtin operators known to the embedded ruleset: the runtime's
 * BuiltinOperator_MAX + 1 (210 in this ruleset). Since 0.1.0.
 */
TFC_API int32_t tfc_tflite_builtin_count(void);

/** Name of a schema TensorType code ("INT8"), static; "" if unknown. Since 0.1.0. */
TFC_API const char *tfc_tflite_tensor_type_name(int32_t code);

/** The schema version this library's runtime rules expect (3). Since 0.1.0. */
TFC_API int32_t tfc_tflite_schema_version_supported(void);
#endif /* TFC_BUILDING_BLOCKS */



/* ==== Models ========================================================== */

typedef struct tfc_tflite_model tfc_tflite_model;

/** Option flags for tfc_tflite_options::flags. */
enum tfc_tflite_option_flags {
    /** Keep a pointer to the caller's bytes instead of copying them; the
     *  caller keeps them unchanged until the model is freed. */
    TFC_TFLITE_BORROW_DATA = 1u << 0,
    /** Parse even when bytes 4..7 are not "TFL3"; tfc_resolver_check() then
     *  reports BAD_FILE_IDENTIFIER. Without it, TFC_E_BAD_IDENTIFIER. */
    TFC_TFLITE_ANY_IDENTIFIER = 1u << 1
};

/**
 * Options for parsing a model. Initialise with tfc_tflite_options_init().
 * A zero limit means the default given below.
 */
typedef struct tfc_tflite_options {
    uint32_t size;                 /**< sizeof(tfc_tflite_options) */
    uint32_t flags;                /**< enum tfc_tflite_option_flags */
    const tfc_allocator *allocator; /**< NULL: malloc/free; copied into the model */
    size_t max_size;               /**< bytes; default and cap 2 GiB - 1 */
    uint32_t max_depth;            /**< table nesting; default 64 */
    uint32_t max_vector_len;       /**< elements in any vector; default 16 Mi */
    uint32_t max_tables;           /**< tables read while parsing; default 1 Mi */
    /* Since 0.2.0 (an older caller's smaller struct gets the defaults): */
    uint64_t max_work;             /**< units of work (operator entries, tensor-index entries,
                                        tensors and their dims read through them) a walk over the
                                        model may do. The parse prices the walks of every later
                                        call (check with the structure flag, versions, delegate
                                        check) and fails with TFC_E_TOO_MUCH_WORK past it, so a
                                        model whose vectors alias one table thousands of times is
                                        refused by every call alike. Default
                                        TFC_DEFAULT_WORK_FLOOR + TFC_DEFAULT_WORK_PER_BYTE x
                                        model bytes */
    uint32_t max_findings;         /**< findings kept per verdict; default TFC_DEFAULT_MAX_FINDINGS */
} tfc_tflite_options;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Initialises caller options of `size` bytes (pass sizeof *opts): flags 0,
 * limits 0 (= defaults), within `size` (see "Caller structs" in
 * tfcompat/common.h); a member the size does not hold takes its default.
 * Accepts NULL. Since 1.0.0.
 */
TFC_API void tfc_tflite_options_init(tfc_tflite_options *opts, size_t size);

/**
 * Parses a .tflite model from bytes. The bytes are copied unless
 * TFC_TFLITE_BORROW_DATA is set. opts may be NULL for the defaults.
 * A bad index (opcode, tensor, buffer) is not a parse error: it is a
 * finding of tfc_resolver_check(). A schema version other than 3 is not a
 * parse error either.
 * On success *out owns a model to release with tfc_tflite_model_free().
 * Errors: TFC_E_INVALID_ARGUMENT, TFC_E_EMPTY, TFC_E_TRUNCATED,
 * TFC_E_TOO_LARGE, TFC_E_BAD_IDENTIFIER, TFC_E_BAD_OFFSET, TFC_E_BAD_VTABLE,
 * TFC_E_BAD_ALIGNMENT, TFC_E_BAD_STRING, TFC_E_LENGTH_PAST_END,
 * TFC_E_TOO_DEEP, TFC_E_TOO_MANY, TFC_E_NOMEM. On error *out is NULL.
 * Since 0.1.0.
 */
TFC_API int32_t tfc_tflite_model_parse(tfc_tflite_model **out, const uint8_t *data, size_t len,
                                       const tfc_tflite_options *opts, tfc_error *err);

/**
 * Opens a .tflite file and parses it. The path must name a regular file
 * (a symlink to one is fine); it is read with pread into memory the model
 * owns (no mapping: a file truncated or replaced later cannot affect the
 * model), after its size is checked against opts->max_size. A file that
 * shrinks while being read fails with TFC_E_TRUNCATED, one that grows with
 * TFC_E_IO. Errors: those of tfc_tflite_model_parse, plus TFC_E_NOT_FOUND
 * and TFC_E_IO (not a regular file: directory, FIFO, device). Since 0.1.0.
 */
TFC_API int32_t tfc_tflite_model_open(tfc_tflite_model **out, const char *path,
                                      const tfc_tflite_options *opts, tfc_error *err);

/** Releases a model (and unmaps its file). Accepts NULL. Since 0.1.0. */
TFC_API void tfc_tflite_model_free(tfc_tflite_model *model);

/** The 4 identifier bytes (4..7) as a NUL-terminated string; borrowed. Since 0.1.0. */
TFC_API const char *tfc_tflite_model_file_identifier(const tfc_tflite_model *model);
/** Model.version (0 when absent). Since 0.1.0. */
TFC_API uint32_t tfc_tflite_model_schema_version(const tfc_tflite_model *model);
/** Model.description, borrowed, or NULL when absent. Since 0.1.0. */
TFC_API const char *tfc_tflite_model_description(const tfc_tflite_model *model);
/** Number of Model.buffers. Since 0.1.0. */
TFC_API size_t tfc_tflite_model_buffer_count(const tfc_tflite_model *model);
/** Number of Model.signature_defs. Since 0.1.0. */
TFC_API size_t tfc_tflite_model_signature_def_count(const tfc_tflite_model *model);
/** Number of Model.operator_codes. Since 0.1.0. */
TFC_API size_t tfc_tflite_model_operator_code_count(const tfc_tflite_model *model);
/** Number of subgraphs. Since 0.1.0. */
TFC_API size_t tfc_tflite_model_subgraph_count(const tfc_tflite_model *model);
/** Number of operators over all subgraphs. Since 0.1.0. */
TFC_API size_t tfc_tflite_model_operator_count(const tfc_tflite_model *model);
#endif /* TFC_BUILDING_BLOCKS */

/*
 * The info structs below are filled by the library: the caller sets `size`
 * (sizeof the struct it has) and the call writes the first
 * min(size, library sizeof) bytes, leaving `size` as it is; nothing past
 * them is written.
 */

/**
 * One OperatorCode. Strings are borrowed from the model.
 * builtin_code is the runtime's reading: the larger of raw_builtin_code and
 * deprecated_builtin_code (old models store the code only in the byte
 * field; codes above 126 carry the placeholder 127 there).
 */
typedef struct tfc_tflite_opcode_info {
    uint32_t size;                  /**< set by the caller: sizeof(tfc_tflite_opcode_info) */
    int32_t builtin_code;           /**< max(raw, deprecated) */
    int32_t deprecated_builtin_code; /**< int8 field 0 (default 0) */
    int32_t raw_builtin_code;       /**< int32 field 3 as stored (default 0) */
    int32_t version;                /**< field 2, 1 when absent */
    int32_t builtin_code_present;   /**< 1 when field 3 is physically present */
    int32_t version_present;        /**< 1 when field 2 is physically present */
    const char *custom_code;        /**< NULL when absent */
    const char *builtin_name;       /**< static name of builtin_code, "" when out of range */
} tfc_tflite_opcode_info;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Fills *out (as far as out->size allows) with operator code i.
 * Returns TFC_OK, TFC_E_INVALID_ARGUMENT, TFC_E_RANGE. Since 0.2.0.
 */
TFC_API int32_t tfc_tflite_model_opcode(tfc_tflite_opcode_info *out, const tfc_tflite_model *model, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

/** One subgraph's header. */
typedef struct tfc_tflite_subgraph_info {
    uint32_t size;          /**< sizeof(tfc_tflite_subgraph_info) */
    const char *name;       /**< borrowed, NULL when absent */
    size_t tensor_count;
    size_t operator_count;
    size_t input_count;
    size_t output_count;
} tfc_tflite_subgraph_info;

#ifdef TFC_BUILDING_BLOCKS
/** Fills *out with subgraph i. Returns TFC_OK, TFC_E_INVALID_ARGUMENT, TFC_E_RANGE. Since 0.2.0. */
TFC_API int32_t tfc_tflite_model_subgraph(tfc_tflite_subgraph_info *out, const tfc_tflite_model *model, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

/** One operator (read and verified when asked for). */
typedef struct tfc_tflite_operator_info {
    uint32_t size;                 /**< sizeof(tfc_tflite_operator_info) */
    uint32_t opcode_index;         /**< as stored; may be out of range (a finding of check) */
    size_t input_count;
    size_t output_count;
    int32_t builtin_options_type;  /**< BuiltinOptions union type, 0 = NONE */
    int32_t builtin_options2_type; /**< BuiltinOptions2 union type, 0 = NONE */
    int32_t has_custom_options;    /**< 1 when custom_options is present */
} tfc_tflite_operator_info;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Reads operator `op` of subgraph `sg`. Errors: TFC_E_RANGE, and the
 * verification errors of tfc_tflite_model_parse for a corrupt table.
 * Since 0.2.0.
 */
TFC_API int32_t tfc_tflite_model_operator(tfc_tflite_operator_info *out, const tfc_tflite_model *model, size_t sg, size_t op, tfc_error *err);

/**
 * Tensor index of input (which = 0) or output (which = 1) k of an operator,
 * as stored (-1 = optional input omitted; other values may be out of
 * range). Errors as tfc_tflite_model_operator. Since 0.2.0.
 */
TFC_API int32_t tfc_tflite_model_operator_io(int32_t *out, const tfc_tflite_model *model, size_t sg, size_t op, int32_t which, size_t k, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

/** One tensor (read and verified when asked for). */
typedef struct tfc_tflite_tensor_info {
    uint32_t size;             /**< sizeof(tfc_tflite_tensor_info) */
    int32_t type;              /**< schema TensorType code (FLOAT32 = 0) */
    uint32_t buffer;           /**< index into Model.buffers, as stored */
    int64_t rank;              /**< number of shape entries, -1 when shape is absent */
    const char *name;          /**< borrowed, NULL when absent */
    int32_t has_quantization;  /**< 1 when a quantization table is present */
    int32_t has_sparsity;      /**< 1 when a sparsity table is present */
    int32_t is_variable;
} tfc_tflite_tensor_info;

#ifdef TFC_BUILDING_BLOCKS
/** Reads tensor t of subgraph sg. Errors as tfc_tflite_model_operator. Since 0.2.0. */
TFC_API int32_t tfc_tflite_model_tensor(tfc_tflite_tensor_info *out, const tfc_tflite_model *model, size_t sg, size_t t, tfc_error *err);

/** Dimension k of tensor t's shape. Errors as tfc_tflite_model_operator. Since 0.2.0. */
TFC_API int32_t tfc_tflite_model_tensor_dim(int32_t *out, const tfc_tflite_model *model, size_t sg, size_t t, size_t k, tfc_error *err);

/** Number of Model.metadata entries. Since 0.1.0. */
TFC_API size_t tfc_tflite_model_metadata_count(const tfc_tflite_model *model);

/**
 * Metadata entry i: its name (borrowed, NULL when absent), buffer index as
 * stored, and the byte size of that buffer's data (-1 when the index is out
 * of range). Any output pointer may be NULL.
 * Returns TFC_OK, TFC_E_INVALID_ARGUMENT, TFC_E_RANGE. Since 0.2.0.
 */
TFC_API int32_t tfc_tflite_model_metadata(const char **name, uint32_t *buffer, int64_t *data_size, const tfc_tflite_model *model, size_t i);

/**
 * The stored min_runtime_version: the first metadata entry of that name,
 * its buffer's bytes up to the first NUL (NUL padding removed). Borrowed;
 * NULL when there is no such entry (or its buffer index is out of range);
 * "" when the buffer is empty or all NUL. Since 0.1.0.
 */
TFC_API const char *tfc_tflite_model_min_runtime_version(const tfc_tflite_model *model);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_TFLITE_H */
