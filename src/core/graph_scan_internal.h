/*
 * graph_scan_internal.h - what the container files share: the model's
 * records as the scan fills them, the reader, and the helpers one of them
 * defines and another calls. container.c holds the model (its envelopes,
 * SavedModel, MetaGraphDef and MetaInfoDef, the parse entry, the getters),
 * graph_scan.c the streaming GraphDef scan, attr_scan.c the watched attrs.
 * Included by those three only; never installed.
 */
#ifndef TFC_GRAPH_SCAN_INTERNAL_H
#define TFC_GRAPH_SCAN_INTERNAL_H

#include "container_internal.h"
#include "nameset.h"
#include "versiondef_internal.h"
#include "wire.h"

typedef struct watch_val {
    uint8_t *value; /* NULL: the overflow marker; in the model's arena */
    size_t len;
    char *node;     /* in the model's arena */
    uint32_t where;
} watch_val;

/* The values one watch row took in one set (uses or producer defaults);
 * in the model's arena, only its header cleared. */
typedef struct watch_slot {
    uint32_t row, which;
    uint32_t n;
    uint32_t last; /* the value matched or added last: most attrs repeat one value */
    int has_over;
    watch_val over;
    watch_val v[TFC__ATTR_VALUES_MAX];
} watch_slot;

enum { USES = 0, DEFAULTS = 1 };

struct graph_attrs {
    /* while scanning: the slots made so far, found by (which, row) in an
     * open-addressing index of index_size (a power of two, at most half
     * full) pointers; a slot is made when its pair is first seen */
    watch_slot **index;
    size_t index_size, n_slots;
    /* the slot last found for each (which, row) & 15: a graph repeats a few
     * ops, so most look-ups of the scan's hot loop end here (a slot never
     * moves once made) */
    watch_slot *recent[16];
    tfc__attr_use *list[2]; /* after the scan */
    size_t count[2];
};

/* Where (which, row) starts its probe in an index of mask + 1 entries. */
static inline size_t tfc__watch_slot_home(int which, size_t row, size_t mask)
{
    return ((row * 2 + (size_t)which) * 0x9E3779B1u >> 7) & mask;
}

/* The slot of (which, row), or NULL while there is none. */
static inline watch_slot *tfc__watch_slot(const struct graph_attrs *a, int which, size_t row)
{
    if (!a->index) return NULL;
    size_t mask = a->index_size - 1, h = tfc__watch_slot_home(which, row, mask);
    for (watch_slot *s; (s = a->index[h]); h = (h + 1) & mask)
        if (s->row == row && s->which == (uint32_t)which) return s;
    return NULL;
}

/* tfc__watch_slot through the recent slots (the scan's hot loop). */
static inline watch_slot *tfc__watch_slot_recent(struct graph_attrs *a, int which, size_t row)
{
    watch_slot **c = &a->recent[(row * 2 + (size_t)which) & 15], *s = *c;
    if (s && s->row == row && s->which == (uint32_t)which) return s;
    if ((s = tfc__watch_slot(a, which, row))) *c = s;
    return s;
}

/* With TFC_FUNCTION_NAMES_CALLED: where each function's name is in the
 * input and a hash of it, in chunks (no copy of a growing array). */
typedef struct fn_ref { uint64_t at; uint32_t len, hash; } fn_ref;
enum { FN_CHUNK = 4096 };
typedef struct fn_chunk {
    struct fn_chunk *next;
    size_t n;
    fn_ref v[FN_CHUNK];
} fn_chunk;

struct tfc_meta_graph {
    fn_chunk *fn_refs; /* while scanning, TFC_FUNCTION_NAMES_CALLED only */
    size_t fn_ref_count;
    int32_t has_meta_info, has_graph_def, has_versions, stripped_default_attrs;
    int32_t deprecated_version;
    int64_t node_count;
    size_t function_count;
    char *tf_version, *git_version, *mg_version;
    size_t tf_version_len, git_version_len, mg_version_len;
    tfc__nameset tags; /* in file order (never sorted) */
    tfc__nameset names[4];
    struct tfc_versiondef versions;
    struct graph_attrs attrs;
};

struct tfc_model {
    tfc_allocator alloc;
    tfc__arena arena; /* the names and watched values of every meta graph */
    tfc_parse_options opts;
    int32_t kind;
    int64_t schema_version;
    size_t count, cap;
    tfc_meta_graph **graphs;
};

typedef struct reader {
    tfc_model *m;
    tfc__wire_ctx ctx;
    tfc_error *err;
    /* Recent ops: consecutive nodes often share one, and a graph has few
     * distinct ops, so most nodes find theirs here by a compare, without
     * hashing it into the name set or searching the watch table. Slot by
     * length and end bytes; an entry belongs to one name set, and is
     * read only while its bit in ops_valid is set (cleared per graph). */
    uint64_t ops_valid;
    struct op_cache {
        const tfc__nameset *set;
        size_t len, lo, hi;
        uint64_t keys; /* watch_keys of [lo, hi) */
        uint8_t op[64];
    } ops[64];
} reader;

/* ---- graph_scan.c ---- */

/* A string field (bounded by max_string_size) into the name set. */
TFC__HIDDEN int tfc__name_field(reader *r, tfc__swire *w, tfc__nameset *s, const tfc__field *f, const char *what);
/* A copy of a string field, NUL-terminated, bounded by max_string_size; in
 * the arena, or (arena NULL) an allocation of its own. */
TFC__HIDDEN int tfc__dup_field(reader *r, tfc__swire *w, const tfc__field *f, tfc__arena *arena, char **out,
                               const char *what);
/* An OpDef f of the message walked by w: its last field 1 (OpDef.name,
 * which must be LEN) into *name, every field walked and counted. */
TFC__HIDDEN int tfc__opdef_name(tfc__swire *w, const tfc__field *f, tfc__field *name);
/* GraphDef: nodes, function library, version fields. */
TFC__HIDDEN int tfc__read_graph(reader *r, tfc__swire *w, tfc_meta_graph *g);
/* TFC_FUNCTION_NAMES_CALLED: the function names remembered by the scan,
 * freed; resolved into TFC_NAMES_FUNCTIONS (the op names among them). */
TFC__HIDDEN void tfc__fn_refs_free(const tfc_allocator *a, tfc_meta_graph *g);
TFC__HIDDEN int tfc__fn_refs_resolve(reader *r, tfc__src *src, tfc_meta_graph *g);

/* ---- attr_scan.c ---- */

/* Half-open range [lo, hi) of the watch table rows of op `p[0..n)`. */
TFC__HIDDEN void tfc__watch_range(const uint8_t *p, size_t n, size_t *lo, size_t *hi);
/* The slot index (the slots are the arena's). */
TFC__HIDDEN void tfc__slots_free(const tfc_allocator *a, struct graph_attrs *attrs);
/* Records value [vp, vp + vlen) (vp NULL: too large to keep) of watch row
 * `row` into slot set `which`; `node` (may be NULL) names the first node. */
TFC__HIDDEN int tfc__watch_record(reader *r, tfc_meta_graph *g, int which, size_t row, const uint8_t *vp, size_t vlen,
                                  tfc__swire *w, const tfc__field *node, uint32_t where);
/* MetaInfoDef.stripped_op_list: the stripped op names, and the default
 * values of their watched attrs. */
TFC__HIDDEN int tfc__read_op_list(reader *r, tfc__swire *parent, const tfc__field *lf, tfc_meta_graph *g);
/* Slots to the sorted list; the list takes the slots' memory. */
TFC__HIDDEN int tfc__attrs_finish(tfc_model *m, tfc_meta_graph *g, tfc_error *err);

#endif
