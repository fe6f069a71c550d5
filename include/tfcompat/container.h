/*
 * tfcompat/container.h - the containers that carry a GraphDef VersionDef:
 * GraphDef, MetaGraphDef (.meta) and SavedModel (saved_model.pb), detected
 * by content, never by file name.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 * Reading the versions of a GraphDef never unpacks its nodes: a streaming
 * wire-format scanner walks the fields and skips payloads by their length,
 * so time grows with the number of nodes and memory does not grow with the
 * file size (beyond the sets of distinct names it collects). A node is
 * read up to its op (TensorFlow writes name, then op) and the rest is
 * skipped by its length; the first op field of a node is its op. Nodes of
 * the few ops that gained attrs after their first release are read whole.
 * The protobuf runtime unpacks only VersionDef; each occurrence of a
 * repeated GraphDef.versions is unpacked on its own and merged as protobuf
 * merges messages.
 *
 * A GraphDef is presented as a model with one meta graph that has no meta
 * info; a MetaGraphDef as a model with one meta graph; a SavedModel with one
 * per entry of its meta_graphs, in file order.
 *
 * Ownership: tfc_model_parse/tfc_file_open_model (tfcompat/file.h) return a model
 * the caller frees with tfc_model_free. Everything returned by a getter is
 * borrowed from the model and valid until it is freed.
 * Thread safety: a model is immutable; read it from many threads.
 */
#ifndef TFCOMPAT_CONTAINER_H
#define TFCOMPAT_CONTAINER_H

#include "tfcompat/common.h"
#include "tfcompat/versiondef.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Kinds of input, as detected from content. Values are ABI. */
enum tfc_kind {
    TFC_KIND_UNKNOWN = 0,
    TFC_KIND_GRAPH_DEF = 1,
    TFC_KIND_META_GRAPH_DEF = 2,
    TFC_KIND_SAVED_MODEL = 3,
    TFC_KIND_CHECKPOINT_INDEX = 4,
    TFC_KIND_TFLITE = 5,
    TFC_KIND_VERSION_DEF = 6,
    /** A TensorFlow.js model.json (tfcompat/tfjs.h): a JSON object with a
     * "modelTopology" member in its first MiB. Since 1.1.0. */
    TFC_KIND_TFJS_MODEL = 7
};

#ifdef TFC_BUILDING_BLOCKS
/** Stable lower-case name of a kind ("saved_model"); "unknown" otherwise. Since 0.2.0. */
TFC_API const char *tfc_container_kind_name(int32_t kind);

/**
 * Detects the kind of an input from its bytes: a TFLite flatbuffer by its
 * identifier, a checkpoint index by its table magic, and the protobuf
 * messages by their field structure.
 * @return TFC_OK with *out_kind set; TFC_E_EMPTY for no bytes; a wire-format
 *         code when the bytes are malformed protobuf; TFC_E_TEXT_FORMAT for a
 *         text protobuf; TFC_E_UNKNOWN_KIND otherwise. Since 0.2.0.
 */
TFC_API int32_t tfc_container_detect_kind(int32_t *out_kind, const uint8_t *data, size_t len, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

typedef struct tfc_model tfc_model;
typedef struct tfc_meta_graph tfc_meta_graph;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Parses a GraphDef, MetaGraphDef or SavedModel from bytes.
 * @param expected_kind  TFC_KIND_UNKNOWN to detect, or the kind the caller
 *                       requires: other content fails with TFC_E_WRONG_KIND
 *                       (TFLite, checkpoint index, another message) or
 *                       TFC_E_TEXT_FORMAT (text protobuf)
 * @param opts           limits and allocator; NULL for defaults
 * @return TFC_OK, or a negative code with *out NULL. Since 0.1.0.
 */
TFC_API int32_t tfc_model_parse(tfc_model **out, const uint8_t *data, size_t len,
                                int32_t expected_kind, const tfc_parse_options *opts,
                                tfc_error *err);

/** Frees a model. Accepts NULL. Since 0.1.0. */
TFC_API void tfc_model_free(tfc_model *m);

/** Kind of the parsed input (enum tfc_kind). Since 0.1.0. */
TFC_API int32_t tfc_model_kind(const tfc_model *m);

/** SavedModel.saved_model_schema_version, or -1 when the input is not a SavedModel. Since 0.1.0. */
TFC_API int64_t tfc_model_schema_version(const tfc_model *m);

/** Number of meta graphs (1 for a GraphDef or MetaGraphDef). Since 0.1.0. */
TFC_API size_t tfc_model_meta_graph_count(const tfc_model *m);

/** Meta graph i (borrowed), or NULL when out of range. Since 0.1.0. */
TFC_API const tfc_meta_graph *tfc_model_meta_graph(const tfc_model *m, size_t i);

/** 1 when the meta graph has a MetaInfoDef (0 for a bare GraphDef). Since 0.1.0. */
TFC_API int32_t tfc_meta_graph_has_meta_info(const tfc_meta_graph *g);
/** Number of tags (MetaInfoDef.tags). Since 0.1.0. */
TFC_API size_t tfc_meta_graph_tag_count(const tfc_meta_graph *g);
/** Tag i, NUL-terminated; *len (optional) gets its length. Since 0.1.0. */
TFC_API const char *tfc_meta_graph_tag(const tfc_meta_graph *g, size_t i, size_t *len);
/**
 * MetaInfoDef.tensorflow_version, verbatim ("" when absent). The bytes may
 * hold anything, including NUL: *len (optional) gets the stored length.
 * Since 0.1.0.
 */
TFC_API const char *tfc_meta_graph_tensorflow_version(const tfc_meta_graph *g, size_t *len);
/** MetaInfoDef.tensorflow_git_version, verbatim; see above. Since 0.1.0. */
TFC_API const char *tfc_meta_graph_tensorflow_git_version(const tfc_meta_graph *g, size_t *len);
/** MetaInfoDef.meta_graph_version (user text), verbatim. Since 0.1.0. */
TFC_API const char *tfc_meta_graph_meta_graph_version(const tfc_meta_graph *g, size_t *len);
/** MetaInfoDef.stripped_default_attrs (0 when absent). Since 0.1.0. */
TFC_API int32_t tfc_meta_graph_stripped_default_attrs(const tfc_meta_graph *g);
/** 1 when the meta graph has a GraphDef. Since 0.1.0. */
TFC_API int32_t tfc_meta_graph_has_graph_def(const tfc_meta_graph *g);
/** 1 when GraphDef.versions (field 4) is present. Since 0.1.0. */
TFC_API int32_t tfc_meta_graph_has_versions(const tfc_meta_graph *g);
/**
 * GraphDef.versions (borrowed; never NULL for a valid g: all zeros when
 * absent, as TensorFlow reads it). Since 0.1.0.
 */
TFC_API const tfc_versiondef *tfc_meta_graph_versions(const tfc_meta_graph *g);
/** The deprecated GraphDef.version (field 3), 0 when absent. Since 0.1.0. */
TFC_API int32_t tfc_meta_graph_graph_def_deprecated_version(const tfc_meta_graph *g);
/** Number of GraphDef.node entries. Since 0.1.0. */
TFC_API int64_t tfc_meta_graph_node_count(const tfc_meta_graph *g);
/** Number of functions in GraphDef.library. Since 0.1.0. */
TFC_API size_t tfc_meta_graph_function_count(const tfc_meta_graph *g);
#endif /* TFC_BUILDING_BLOCKS */

/** Name lists of a meta graph; each is sorted by bytes and free of duplicates. */
enum tfc_name_list {
    TFC_NAMES_FUNCTIONS = 0,       /**< FunctionDef.signature.name of the library */
    TFC_NAMES_OPS_IN_GRAPH = 1,    /**< NodeDef.op of GraphDef.node */
    TFC_NAMES_OPS_IN_FUNCTIONS = 2,/**< NodeDef.op of every FunctionDef.node_def */
    TFC_NAMES_STRIPPED_OPS = 3     /**< OpDef.name of MetaInfoDef.stripped_op_list */
};
#ifdef TFC_BUILDING_BLOCKS
/** Number of names in a list (0 for an unknown list). Since 0.1.0. */
TFC_API size_t tfc_meta_graph_name_count(const tfc_meta_graph *g, int32_t list);
/** Name i of a list (borrowed, NUL-terminated), or NULL when out of range. Since 0.1.0. */
TFC_API const char *tfc_meta_graph_name(const tfc_meta_graph *g, int32_t list, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_CONTAINER_H */
