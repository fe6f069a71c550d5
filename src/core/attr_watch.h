/*
 * attr_watch.h - the watched attrs: (op, attr) pairs that TensorFlow added
 * to an op after the op itself, so that some release registers the op
 * without the attr. A node of such an op that carries the attr cannot be
 * loaded by those releases ("NodeDef mentions attr ... not in Op"), unless
 * the value is the default and the exporter stripped it. The GraphDef scan
 * records the values these attrs take (container_internal.h); every other
 * node is skipped right after its op.
 */
#ifndef TFC_ATTR_WATCH_H
#define TFC_ATTR_WATCH_H

#include <stddef.h>

#include "internal.h"

typedef struct tfc__attr_watch {
    const char *op;
    const char *attr;
    size_t op_len, attr_len; /* strlen of each: the scan compares lengths first */
} tfc__attr_watch;

/* The slots of the scan's per-thread index of the table's ops
 * (attr_scan.c): the table's distinct ops must stay at most half of them,
 * and its rows under 65,535 (an entry holds rows as uint16_t);
 * test_internal_parse_plain holds the generated table to both. */
#define TFC__WATCH_OP_SLOTS 2048

/* Sorted by (strcmp(op), strcmp(attr)); no duplicates. */
TFC__HIDDEN extern const tfc__attr_watch tfc__attr_watch_table[];
TFC__HIDDEN extern const size_t tfc__attr_watch_count;

#endif
