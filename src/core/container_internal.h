/* container_internal.h - shared by the container files (container_detect.c, graph_scan.c,
 * attr_scan.c, container.c), file.c and the op rules. */
#ifndef TFC_CONTAINER_INTERNAL_H
#define TFC_CONTAINER_INTERNAL_H

#include "internal.h"
#include "tfcompat/container.h"
#include "wire.h"

/* Detection and parsing over a source (wire.h): bytes in memory or a file
 * read in windows (file_internal.h). Same results and codes as the public
 * functions on the same bytes. */
TFC__HIDDEN int tfc__detect_kind_src(int32_t *out_kind, tfc__src *src, tfc_error *err);
TFC__HIDDEN int tfc__model_parse_src(tfc_model **out, tfc__src *src, int32_t expected_kind,
                                     const tfc_parse_options *opts, tfc_error *err);

/*
 * Watched attrs (core/attr_watch.h) as the scan found them.
 */
typedef struct tfc__attr_use {
    const char *op;          /* NUL-terminated, borrowed (static watch table) */
    const char *attr;        /* NUL-terminated, borrowed (static watch table) */
    const uint8_t *value;    /* raw AttrValue bytes as found (a copy), or NULL = overflow marker:
                                further distinct values, or a value over 256 bytes, exist */
    size_t value_len;
    const char *node;        /* name of the first node carrying this (op, attr, value); NULL for
                                a producer default */
    uint32_t where;          /* bit 0: a GraphDef node; bit 1: a FunctionDef.node_def */
} tfc__attr_use;

/* Largest AttrValue copied; a larger one is recorded as the overflow marker. */
#define TFC__ATTR_VALUE_MAX 256
/* Distinct values kept per (op, attr) before the overflow marker. */
#define TFC__ATTR_VALUES_MAX 8

/* Distinct (op, attr, value) triples of watched attrs on nodes; at most 8
 * distinct values per (op, attr) plus one overflow marker. Sorted by (op,
 * attr, value bytes), the marker last in its (op, attr). */
TFC__HIDDEN size_t tfc__meta_graph_attr_use_count(const tfc_meta_graph *g);
TFC__HIDDEN const tfc__attr_use *tfc__meta_graph_attr_use(const tfc_meta_graph *g, size_t i);
/* MetaInfoDef.stripped_op_list: for every AttrDef of a watched (op, attr)
 * that has a default_value, value = the default_value bytes (AttrValue),
 * node = NULL, where = 0. Same order and caps. */
TFC__HIDDEN size_t tfc__meta_graph_producer_default_count(const tfc_meta_graph *g);
TFC__HIDDEN const tfc__attr_use *tfc__meta_graph_producer_default(const tfc_meta_graph *g, size_t i);

#endif
