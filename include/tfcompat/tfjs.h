/*
 * tfcompat/tfjs.h - TensorFlow.js models (model.json).
 *
 * Reads the `model.json` that tensorflowjs_converter writes: a graph model
 * (`format: "graph-model"`: `modelTopology` is a GraphDef in JSON, with
 * `node`, `library.function` and `versions {producer, minConsumer}`) or a
 * layers model (`format: "layers-model"`: a Keras topology), plus
 * `generatedBy`, `convertedBy` and the `weightsManifest` (shard paths and
 * the name, dtype and quantization of each weight). Weight shards are never
 * read.
 *
 * Parser: jansson (Debian's libjansson; fuzzed continuously in OSS-Fuzz),
 * private to one source file. Before jansson sees a byte, the library's own
 * scan bounds the input: size, nesting depth, string length and the number
 * of JSON values. jansson then refuses duplicate object keys, invalid UTF-8,
 * a NUL inside a string, integers past int64 and reals past double; each
 * fault has its own TFC_E_* code (below) and the byte offset where it was
 * found. jansson's working memory comes from malloc and is released before
 * the parse returns: jansson's allocator hooks are process-wide, so the
 * caller's tfc_allocator is used for everything the library allocates
 * (what the model keeps, the reader's scratch list), not for jansson.
 *
 * Error codes of the parse (besides TFC_E_INVALID_ARGUMENT, TFC_E_NOMEM):
 *   TFC_E_EMPTY           no bytes, or only white space
 *   TFC_E_TOO_LARGE       input over max_input_size, a string over max_string_size
 *   TFC_E_TOO_DEEP        arrays/objects nested deeper than max_depth
 *   TFC_E_TOO_MANY        more JSON values than max_values, more nodes,
 *                         functions, weights or shards than their limits
 *   TFC_E_JSON_SYNTAX     not JSON (or text after the top-level value)
 *   TFC_E_BAD_UTF8        a string that is not valid UTF-8
 *   TFC_E_BAD_STRING      a string holding U+0000
 *   TFC_E_NUMBER_RANGE    an integer outside int64 or a real outside double
 *   TFC_E_DUPLICATE       an object with the same key twice
 *   TFC_E_JSON_TYPE       a known member of the wrong JSON type (the top
 *                         level not an object, `node` not an array, and the like)
 *   TFC_E_MISSING_FIELD   no `modelTopology`, a node without `op`, a weight
 *                         without `name`/`dtype`, ...
 *   TFC_E_WRONG_KIND      `format` names neither a graph nor a layers model
 *                         and the topology says neither
 *   TFC_E_BAD_VALUE       a version outside int32, a negative count
 *
 * Thread safety: a parsed tfc_tfjs_model is immutable; it may be read from
 * many threads. Parsing may run concurrently in many threads.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h, whose targets name
 * TensorFlow.js releases: "tfjs@4.22.0"). Since 1.1.0.
 */
#ifndef TFCOMPAT_TFJS_H
#define TFCOMPAT_TFJS_H

#include "tfcompat/common.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A parsed model.json (opaque, immutable). Since 1.1.0. */
typedef struct tfc_tfjs_model tfc_tfjs_model;

/** Values of tfc_tfjs_model_format. Since 1.1.0. */
enum {
    TFC_TFJS_GRAPH_MODEL = 1,  /**< format "graph-model", or a topology with `node` */
    TFC_TFJS_LAYERS_MODEL = 2  /**< format "layers-model", or a Keras topology */
};

/** Default limits (the values a zero field of tfc_tfjs_options takes). Since 1.1.0. */
#define TFC_TFJS_DEFAULT_MAX_INPUT_SIZE ((uint64_t)64 << 20)
#define TFC_TFJS_DEFAULT_MAX_DEPTH 64u
#define TFC_TFJS_DEFAULT_MAX_STRING_SIZE ((uint32_t)1 << 20)
#define TFC_TFJS_DEFAULT_MAX_VALUES ((uint64_t)16 << 20)
#define TFC_TFJS_DEFAULT_MAX_NODES ((uint32_t)1 << 20)
#define TFC_TFJS_DEFAULT_MAX_WEIGHTS ((uint32_t)1 << 20)

/**
 * Limits and allocation of the model.json reader. Initialise with
 * tfc_tfjs_options_init(); NULL options means the defaults. Since 1.1.0.
 */
typedef struct tfc_tfjs_options {
    uint32_t size;                  /**< sizeof(tfc_tfjs_options) */
    const tfc_allocator *allocator; /**< NULL: malloc/free; copied into the model */
    uint64_t max_input_size;        /**< bytes of model.json; default 64 MiB */
    uint32_t max_depth;             /**< nesting of arrays and objects; default 64 */
    uint32_t max_string_size;       /**< bytes of one string or key (as written, escapes included); default 1 MiB */
    uint64_t max_values;            /**< JSON values in the document; default 16 Mi */
    uint32_t max_nodes;             /**< nodes of the graph and its functions together, functions,
                                         and layers; default 1 Mi */
    uint32_t max_weights;           /**< weights and shard paths of the manifest; default 1 Mi */
} tfc_tfjs_options;

#ifdef TFC_BUILDING_BLOCKS
/** Writes the defaults into a caller's options of `size` bytes (sizeof *o). Since 1.1.0. */
TFC_API void tfc_tfjs_options_init(tfc_tfjs_options *o, size_t size);

/**
 * Parses the bytes of a model.json (borrowed for the call) into *out, which
 * the caller frees with tfc_tfjs_model_free. Returns TFC_OK or one of the
 * codes above; *out is NULL on failure and err (optional) says why, with
 * the byte offset. Since 1.1.0.
 */
TFC_API int32_t tfc_tfjs_model_parse(tfc_tfjs_model **out, const uint8_t *data, size_t len,
                                     const tfc_tfjs_options *opts, tfc_error *err);

/**
 * Reads the regular file `path` through the library's reading layer
 * (tfcompat/file.h: no FIFO or device is opened, the size is bounded by
 * max_input_size before anything is read) and parses it as
 * tfc_tfjs_model_parse does; an error message names the file. Also
 * TFC_E_NOT_FOUND, TFC_E_IO, TFC_E_TRUNCATED. Since 1.1.0.
 */
TFC_API int32_t tfc_tfjs_model_open(tfc_tfjs_model **out, const char *path, const tfc_tfjs_options *opts,
                                    tfc_error *err);

/** Frees a model (NULL is fine); every pointer borrowed from it dies with it. Since 1.1.0. */
TFC_API void tfc_tfjs_model_free(tfc_tfjs_model *m);

/** TFC_TFJS_GRAPH_MODEL or TFC_TFJS_LAYERS_MODEL; 0 for NULL. Since 1.1.0. */
TFC_API int32_t tfc_tfjs_model_format(const tfc_tfjs_model *m);

/**
 * The model's `generatedBy`, `convertedBy` and (layers models)
 * `modelTopology.keras_version` strings, borrowed from m; NULL when absent
 * (or JSON null). Since 1.1.0.
 */
TFC_API const char *tfc_tfjs_model_generated_by(const tfc_tfjs_model *m);
/** `convertedBy` (e.g. "TensorFlow.js Converter v3.7.0"), as above. Since 1.1.0. */
TFC_API const char *tfc_tfjs_model_converted_by(const tfc_tfjs_model *m);
/** `modelTopology.keras_version` of a layers model, as above. Since 1.1.0. */
TFC_API const char *tfc_tfjs_model_keras_version(const tfc_tfjs_model *m);

/**
 * The graph's `versions`: *out_producer and *out_min_consumer (either may be
 * NULL); a value the model leaves out reads 0. Returns 1 when the model has
 * a `versions` object, 0 when not (or m NULL). Since 1.1.0.
 */
TFC_API int32_t tfc_tfjs_model_versions(const tfc_tfjs_model *m, int32_t *out_producer,
                                        int32_t *out_min_consumer);

/** Nodes of the graph (not counting functions). Since 1.1.0. */
TFC_API size_t tfc_tfjs_model_node_count(const tfc_tfjs_model *m);
/** Functions of `library.function`. Since 1.1.0. */
TFC_API size_t tfc_tfjs_model_function_count(const tfc_tfjs_model *m);
/** Attrs of every node of the graph and its functions together. Since 1.1.0. */
TFC_API size_t tfc_tfjs_model_attr_count(const tfc_tfjs_model *m);

/**
 * The distinct op names of the graph and of its functions' `nodeDef`s, in
 * byte order; for a layers model, its distinct layer `class_name`s (nested
 * models included). op(i) is borrowed from m; NULL past the end. Since 1.1.0.
 */
TFC_API size_t tfc_tfjs_model_op_count(const tfc_tfjs_model *m);
/** Op (or layer class) i, borrowed from m; NULL past the end. Since 1.1.0. */
TFC_API const char *tfc_tfjs_model_op(const tfc_tfjs_model *m, size_t i);

/**
 * The weights of `weightsManifest[].weights`, in file order: name, dtype
 * (as written, such as "float32", "int32" or "string") and the quantization dtype
 * ("uint8", "uint16", "float16"; NULL when not quantized). Borrowed from m;
 * NULL past the end. Since 1.1.0.
 */
TFC_API size_t tfc_tfjs_model_weight_count(const tfc_tfjs_model *m);
/** Weight i's name, borrowed from m; NULL past the end. Since 1.1.0. */
TFC_API const char *tfc_tfjs_model_weight_name(const tfc_tfjs_model *m, size_t i);
/** Weight i's dtype as written, borrowed from m; NULL past the end. Since 1.1.0. */
TFC_API const char *tfc_tfjs_model_weight_dtype(const tfc_tfjs_model *m, size_t i);
/** Weight i's quantization dtype; NULL when not quantized or past the end. Since 1.1.0. */
TFC_API const char *tfc_tfjs_model_weight_quantization(const tfc_tfjs_model *m, size_t i);

/** The shard paths of `weightsManifest[].paths`, in file order (never read). Since 1.1.0. */
TFC_API size_t tfc_tfjs_model_shard_count(const tfc_tfjs_model *m);
/** Shard path i, borrowed from m; NULL past the end. Since 1.1.0. */
TFC_API const char *tfc_tfjs_model_shard_path(const tfc_tfjs_model *m, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

/*
 * The embedded TensorFlow.js releases (data/tfjs_releases.csv: every
 * tfjs-converter release from 0.0.1, its op lists read at the release tag of
 * tensorflow/tfjs-converter or tensorflow/tfjs). Each release has two
 * sides: the JS runtime's op mappers (an op it lacks fails the model's first
 * run with "Unknown op 'X'. ...") and tensorflowjs_converter's op list (an
 * op it lacks stops a conversion with "Unsupported Ops in the model before
 * optimization"). A side whose list was not read is undetermined, never
 * guessed. @tensorflow/tfjs and tfjs-converter share release numbers from
 * 1.0.0 on; a tfjs release before 1.0.0 is answered by the tfjs-converter
 * release it depends on (tfc_tfjs_release_find). The index i below is a
 * row of this table (a tfjs-converter release); the check layer's tfjs@X
 * and its all-release answer for a model.json (tfcompat/answer.h) name
 * @tensorflow/tfjs releases instead, and a message about the runtime of a
 * row before 1.0.0, which no @tensorflow/tfjs release is numbered, names
 * it "TensorFlow.js with tfjs-converter 0.4.0", never "TensorFlow.js 0.4.0".
 */

/** Values of the `side` argument. Since 1.1.0. */
enum {
    TFC_TFJS_RUNTIME = 1,  /**< the JS runtime (tf.loadGraphModel, then execute) */
    TFC_TFJS_CONVERTER = 2 /**< tensorflowjs_converter, before optimization */
};

#ifdef TFC_BUILDING_BLOCKS
/** Number of embedded TF.js releases, in release order. Since 1.1.0. */
TFC_API size_t tfc_tfjs_release_count(void);

/** Release i ("4.22.0"), static; NULL past the end. Since 1.1.0. */
TFC_API const char *tfc_tfjs_release_name(size_t i);

/**
 * The index of `release` ("X.Y.Z", as the table spells it; target strings
 * take every spelling of the one release grammar, tfc_release_normalize:
 * "v4.22.0", "2.1") in *out_index.
 * With TFC_TFJS_RUNTIME, `release` is a @tensorflow/tfjs release: one
 * before 1.0.0 names the tfjs-converter release it depends on (0.11.2 ->
 * 0.4.0), and a 0.x tfjs-converter number is none (0.4.0:
 * TFC_E_UNKNOWN_RELEASE). Returns TFC_OK, TFC_E_UNKNOWN_RELEASE (not a
 * release of the table, a tfjs release that bundles no converter, or a 0.x
 * converter number asked as a tfjs release; err says which),
 * TFC_E_INVALID_ARGUMENT. Since 1.1.0.
 */
TFC_API int32_t tfc_tfjs_release_find(size_t *out_index, const char *release, int32_t side, tfc_error *err);

/**
 * 1 when the side's op list of release i was read, 0 when it is
 * undetermined (or i is out of range). Since 1.1.0.
 */
TFC_API int32_t tfc_tfjs_release_known(size_t i, int32_t side);

/** 1 when the side of release i maps `op`, 0 when not (or unknown). Since 1.1.0. */
TFC_API int32_t tfc_tfjs_release_has_op(size_t i, int32_t side, const char *op);

/**
 * The verdict of release i's `side` on a model.json, in *out (free with
 * tfc_verdict_free). A graph model: one ERROR finding per op (of the graph,
 * its functions and initializer) the side does not map, in byte order:
 * TFC_REASON_TFJS_UNKNOWN_OP with the runtime's message, or
 * TFC_REASON_TFJS_UNSUPPORTED_OP whose first finding carries the
 * converter's whole message; TFC_REASON_TFJS_LIST_UNKNOWN (UNDETERMINED)
 * when the side's list was not read. A layers model: one UNDETERMINED
 * finding, TFC_REASON_TFJS_LAYERS_MODEL (layer support per release is not
 * data yet). Returns TFC_OK (a verdict, whatever it says),
 * TFC_E_INVALID_ARGUMENT, TFC_E_RANGE (i), TFC_E_NOMEM. Since 1.1.0.
 */
TFC_API int32_t tfc_tfjs_model_check(tfc_verdict **out, const tfc_tfjs_model *m, size_t i, int32_t side,
                                     tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif

#endif
