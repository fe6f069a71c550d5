/*
 * tfcompat/common.h - the error model, ownership rules and allocator hook
 * shared by every libtfcompat module.
 *
 * Stability: the stable core (tfcompat.h lists it first) for the functions
 * declared outside `#ifdef TFC_BUILDING_BLOCKS`; those inside are the lower
 * tier, outside the semver promise (see tfcompat.h).
 *
 * Error model
 *   Every fallible function returns an int32_t status: TFC_OK (0) or a
 *   negative TFC_E_* code. Codes come from one table (TFC_STATUS_TABLE) and
 *   are never renumbered or reused. Detail goes into an optional
 *   caller-provided tfc_error (NULL means "code only"); there is no global
 *   or thread-local "last error".
 *
 *   A verdict is not an error: "consumer 27 rejects this graph" is a
 *   successful call that returns a tfc_verdict (see tfcompat/verdict.h).
 *
 * Ownership
 *   - Inputs are borrowed for the duration of the call only.
 *   - Every constructor has a matching *_free() that accepts NULL.
 *   - Getters return pointers borrowed from their parent object, valid until
 *     that parent is freed.
 *   - Strings are NUL-terminated UTF-8. The library never returns memory the
 *     caller must release with free().
 *   - Allocation can be redirected per object with a tfc_allocator, passed in
 *     an options struct; it is forwarded to the protobuf runtime the library
 *     uses internally.
 *
 * Thread safety
 *   Functions that take no shared mutable object are reentrant. Parsed
 *   objects are immutable after construction and safe to read from many
 *   threads. A tfc_error must not be shared between concurrent calls.
 */
#ifndef TFCOMPAT_COMMON_H
#define TFCOMPAT_COMMON_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32) && !defined(TFC_STATIC)
#  ifdef TFC_BUILDING
#    define TFC_API __declspec(dllexport)
#  else
#    define TFC_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) || defined(__clang__)
#  define TFC_API __attribute__((visibility("default")))
#else
#  define TFC_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The status table: X(NAME, value, "description").
 * Ranges: core and protobuf wire format -1..-39, files -40..-49,
 * checkpoint tables -50..-69, FlatBuffers/TFLite -70..-89,
 * registry and data files -90..-109. A value is never reused.
 */
#define TFC_STATUS_TABLE(X)                                                          \
    X(TFC_OK, 0, "ok")                                                               \
    X(TFC_E_INVALID_ARGUMENT, -1, "invalid argument")                                \
    X(TFC_E_NOMEM, -2, "out of memory")                                              \
    X(TFC_E_INTERNAL, -3, "internal error")                                          \
    X(TFC_E_RANGE, -4, "index out of range")                                         \
    X(TFC_E_EMPTY, -5, "empty input")                                                \
    X(TFC_E_TRUNCATED, -6, "input ends inside a value")                              \
    X(TFC_E_LENGTH_PAST_END, -7, "length-delimited field runs past its end")         \
    X(TFC_E_BAD_VARINT, -8, "malformed varint")                                      \
    X(TFC_E_BAD_TAG, -9, "malformed field tag")                                      \
    X(TFC_E_WIRE_TYPE, -10, "unexpected wire type for a known field")               \
    X(TFC_E_GROUP, -11, "deprecated group encoding")                                 \
    X(TFC_E_TOO_LARGE, -12, "size exceeds a limit")                                  \
    X(TFC_E_TOO_DEEP, -13, "nesting exceeds the depth limit")                        \
    X(TFC_E_TOO_MANY, -14, "count exceeds a limit")                                  \
    X(TFC_E_PROTO_UNPACK, -15, "protobuf message could not be unpacked")             \
    X(TFC_E_WRONG_KIND, -16, "input is not of the expected kind")                    \
    X(TFC_E_UNKNOWN_KIND, -17, "input kind not recognised")                          \
    X(TFC_E_BAD_VALUE, -18, "field value out of its valid range")                    \
    X(TFC_E_TEXT_FORMAT, -19, "text protobuf where the binary form is expected")     \
    X(TFC_E_TOO_MUCH_WORK, -20, "input needs more work than its size allows")       \
    X(TFC_E_IO, -40, "input/output error")                                           \
    X(TFC_E_NOT_FOUND, -41, "file or entry not found")                               \
    X(TFC_E_NOT_REGULAR, -42, "not a regular file")                                  \
    X(TFC_E_BAD_MAGIC, -50, "bad table magic number")                                \
    X(TFC_E_BLOCK_OUT_OF_RANGE, -51, "block handle points outside the file")        \
    X(TFC_E_BAD_BLOCK_CRC, -52, "block checksum mismatch")                           \
    X(TFC_E_BAD_BLOCK_TYPE, -53, "unknown block compression type")                   \
    X(TFC_E_BAD_BLOCK, -54, "malformed table block")                                 \
    X(TFC_E_MISSING_HEADER, -55, "checkpoint header entry missing")                  \
    X(TFC_E_DECOMPRESS, -56, "block decompression failed")                           \
    X(TFC_E_BAD_IDENTIFIER, -70, "wrong file identifier")                            \
    X(TFC_E_BAD_OFFSET, -71, "offset points outside the buffer")                     \
    X(TFC_E_BAD_VTABLE, -72, "malformed vtable")                                     \
    X(TFC_E_BAD_ALIGNMENT, -73, "misaligned value")                                  \
    X(TFC_E_BAD_STRING, -74, "malformed string")                                     \
    X(TFC_E_MISSING_FIELD, -75, "required field missing")                            \
    X(TFC_E_PARSE, -90, "syntax error in a text file")                               \
    X(TFC_E_DUPLICATE, -91, "duplicate entry")                                       \
    X(TFC_E_UNKNOWN_RELEASE, -92, "release not known")                               \
    X(TFC_E_FROZEN, -93, "object is immutable")                                      \
    X(TFC_E_JSON_SYNTAX, -110, "malformed JSON")                                     \
    X(TFC_E_BAD_UTF8, -111, "string is not valid UTF-8")                             \
    X(TFC_E_NUMBER_RANGE, -112, "number outside the representable range")          \
    X(TFC_E_JSON_TYPE, -113, "JSON value of the wrong type")

/** Status codes. Values are part of the ABI and never change. */
enum tfc_status_code {
#define TFC__STATUS_ENUM(name, value, text) name = value,
    TFC_STATUS_TABLE(TFC__STATUS_ENUM)
#undef TFC__STATUS_ENUM
};

/**
 * A static, never-NULL description of a status code ("unknown status" for a
 * value not in the table). Since 0.1.0.
 */
TFC_API const char *tfc_status_str(int32_t code);

/**
 * The stable symbolic name of a status code ("TFC_E_TRUNCATED"), static,
 * never NULL ("TFC_E_UNKNOWN" for a value not in the table). Since 0.1.0.
 */
TFC_API const char *tfc_status_name(int32_t code);

/** Size of tfc_error::message, including the terminating NUL. */
#define TFC_ERROR_MESSAGE_SIZE 512

/*
 * Caller structs and their _init functions (the 1.0 ABI, since 1.0.0)
 *
 *   Every struct the caller allocates (tfc_error, tfc_allocator and the
 *   options, spec and info structs) starts with `uint32_t size`: the bytes
 *   the caller's struct has, as it was compiled. The library reads a member
 *   only when it lies wholly within `size`: a member of a smaller (older)
 *   struct, or one that ends past `size` (even inside a pointer), takes its
 *   default. It writes no byte past `size` (structs it fills, such as the
 *   TFLite info structs, get their first min(size, library sizeof) bytes;
 *   a tfc_error gets code and offset when they fit and its message
 *   truncated to fit). Bytes past the library's own struct, in a larger
 *   (newer) caller's struct, are never read or written.
 *
 *   Each tfc_X_init(p, size) takes the caller's `sizeof *p`. It writes the
 *   first min(size, sizeof(tfc_X) of the library) bytes of the defaults,
 *   then stores `size` (capped at UINT32_MAX) in p->size, so that later
 *   calls know what the caller has. When size is larger than the library's
 *   struct, the bytes past it are left untouched (zero them first if a newer
 *   header gives them a meaning). A size smaller than the `size` member
 *   (4 bytes) writes nothing. A NULL p writes nothing.
 */

/**
 * Caller-provided error detail. Initialise with tfc_error_init(&err,
 * sizeof err), pass its address to any fallible call; on failure the call
 * fills `code`, `offset` and `message`, each only when it lies within
 * `size`, the message truncated to the bytes the struct holds and always
 * NUL-terminated. On success it is left untouched.
 */
typedef struct tfc_error {
    uint32_t size;    /**< the caller's sizeof(tfc_error), set by tfc_error_init */
    int32_t code;     /**< the TFC_E_* code returned */
    int64_t offset;   /**< byte offset in the input where the fault was found, or -1 */
    char message[TFC_ERROR_MESSAGE_SIZE]; /**< NUL-terminated UTF-8 */
} tfc_error;

/**
 * Initialises a caller's error of `size` bytes (pass sizeof *err): code 0,
 * offset -1, message "", as far as `size` and the library's struct reach
 * (see "Caller structs" above); err->size = size. Accepts NULL.
 * Since 1.0.0.
 */
TFC_API void tfc_error_init(tfc_error *err, size_t size);
/** sizeof(tfc_error) for bindings that allocate it themselves. Since 0.1.0. */
TFC_API size_t tfc_error_sizeof(void);
/** Borrowed message of an error ("" for NULL or a size that holds no message byte). Since 0.1.0. */
TFC_API const char *tfc_error_message(const tfc_error *err);
/** Code of an error (TFC_E_INVALID_ARGUMENT for NULL or a size that does not hold `code`). Since 0.1.0. */
TFC_API int32_t tfc_error_code(const tfc_error *err);

/**
 * Allocator hook, passed per object in options structs and forwarded to
 * the internal protobuf runtime. `alloc` returns NULL on failure; `free` accepts NULL. Both
 * receive `user` last. A NULL tfc_allocator pointer means malloc/free.
 */
typedef struct tfc_allocator {
    uint32_t size;                               /**< sizeof(tfc_allocator) */
    void *(*alloc)(size_t n, void *user);
    void (*free)(void *ptr, void *user);
    void *user;
} tfc_allocator;

/**
 * Initialises a caller's allocator of `size` bytes (pass sizeof *a) with the
 * malloc/free defaults and a NULL user, within `size` (see "Caller structs").
 * An allocator whose size does not hold both hooks means malloc/free; one
 * that does not hold `user` is called with user NULL. Accepts NULL.
 * Since 1.0.0.
 */
TFC_API void tfc_allocator_init(tfc_allocator *a, size_t size);

/**
 * Limits and allocation for the protobuf parsers (VersionDef, GraphDef,
 * MetaGraphDef, SavedModel). Initialise with tfc_parse_options_init(), then
 * change what you need; a NULL options pointer means the defaults. Input
 * that exceeds a limit fails with TFC_E_TOO_LARGE, TFC_E_TOO_DEEP or
 * TFC_E_TOO_MANY, never with a partial result.
 */
typedef struct tfc_parse_options {
    uint32_t size;                  /**< sizeof(tfc_parse_options) */
    const tfc_allocator *allocator; /**< NULL: malloc/free; copied into the parsed object */
    uint64_t max_input_size;        /**< whole input; default 2^31 - 1, protobuf's own limit */
    uint32_t max_depth;             /**< nesting of messages walked; default 100 (protobuf's) */
    uint64_t max_fields;            /**< fields walked in one parse; default 2^32 */
    uint32_t max_string_size;       /**< one copied string (tag, op name, version); default 1 MiB */
    uint32_t max_meta_graphs;       /**< meta graphs in a SavedModel; default 1024 */
    uint32_t max_names;             /**< distinct names collected per list (ops, functions, tags); default 1048576 */
    uint32_t max_bad_consumers;     /**< entries of VersionDef.bad_consumers; default 65536 */
    /** Which FunctionDef names a GraphDef/MetaGraphDef/SavedModel read keeps
     * in TFC_NAMES_FUNCTIONS: TFC_FUNCTION_NAMES_ALL (0, the default: every
     * name of the library) or TFC_FUNCTION_NAMES_CALLED (only the functions
     * whose name is also an op name of the same meta graph, i.e. the
     * functions called as ops: all that the op-level verdict needs; memory
     * then no longer grows with the size of the library, about 16 bytes per
     * function instead of the name). tfc_meta_graph_function_count counts
     * every function either way; with CALLED, max_names bounds the number
     * of functions. Other values read as TFC_FUNCTION_NAMES_ALL. Since 0.2.0. */
    uint32_t function_names;
} tfc_parse_options;

/*
 * Limits shared by every format (GraphDef/SavedModel, checkpoint, TFLite),
 * so that one concept has one default everywhere. Each options struct can
 * lower or raise them; these are the values a zero field takes.
 *
 *   TFC_DEFAULT_MAX_BAD_CONSUMERS  entries of one VersionDef.bad_consumers
 *   TFC_MAX_RANK                   dimensions of one tensor shape; TensorFlow's
 *                                  own TensorShape refuses more than 254
 *   TFC_DEFAULT_MAX_FINDINGS       findings kept in one verdict; the rest are
 *                                  counted (tfc_verdict_dropped_count) but
 *                                  not stored, and the outcome still counts them
 *   TFC_DEFAULT_WORK_PER_BYTE,     a walk over one input (tables visited,
 *   TFC_DEFAULT_WORK_FLOOR         vector elements read, dims, entries) may do
 *                                  at most FLOOR + PER_BYTE x input bytes units
 *                                  of work; past that it fails with
 *                                  TFC_E_TOO_MUCH_WORK. An honest file reads
 *                                  each element once, so only inputs whose
 *                                  tables alias each other come near it.
 */
#define TFC_DEFAULT_MAX_BAD_CONSUMERS 65536u
#define TFC_MAX_RANK 254u
#define TFC_DEFAULT_MAX_FINDINGS 4096u
#define TFC_DEFAULT_WORK_PER_BYTE 16u
#define TFC_DEFAULT_WORK_FLOOR (1u << 20)
/** Values of tfc_parse_options.function_names. Since 0.2.0. */
enum {
    TFC_FUNCTION_NAMES_ALL = 0,
    TFC_FUNCTION_NAMES_CALLED = 1
};

/**
 * Initialises caller options of `size` bytes (pass sizeof *o) with every
 * default, within `size` (see "Caller structs"); a member the size does not
 * hold takes its default when the options are read. Accepts NULL.
 * Since 1.0.0.
 */
TFC_API void tfc_parse_options_init(tfc_parse_options *o, size_t size);

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_COMMON_H */
