/*
 * attr_scan.c - the watched attrs (core/attr_watch.h): the watch table rows
 * of an op, the values the scan records per (op, attr) (graph_scan.c finds
 * them on nodes; here, the producer's defaults in MetaInfoDef's stripped op
 * list), and the sorted list the model keeps after the scan
 * (container_internal.h).
 */
#include <stdlib.h>
#include <string.h>

#include "core/attr_watch.h"
#include "graph_scan_internal.h"

/* ------------------------------------------------------------------ */
/* Watched attrs                                                        */

/* The watch table's ops by hash, made once per thread on first use (the
 * table is static, so every thread makes the same): an entry holds an op's
 * first row + 1 (0: empty) and its rows' end. About 400 distinct ops in
 * 2048 entries, so a look-up, found or not, costs a hash and a probe or two
 * instead of a binary search of ten string compares. */
enum { OP_ROWS_SLOTS = TFC__WATCH_OP_SLOTS };
typedef struct op_rows { uint16_t first, end; } op_rows;
static _Thread_local op_rows op_rows_index[OP_ROWS_SLOTS];
static _Thread_local int op_rows_made;

static void op_rows_make(void)
{
    for (size_t i = 0; i < tfc__attr_watch_count;) {
        const tfc__attr_watch *w = &tfc__attr_watch_table[i];
        size_t e = i + 1;
        while (e < tfc__attr_watch_count && tfc__attr_watch_table[e].op_len == w->op_len &&
               !memcmp(tfc__attr_watch_table[e].op, w->op, w->op_len))
            e++;
        size_t h = (size_t)tfc__name_hash((const uint8_t *)w->op, w->op_len) & (OP_ROWS_SLOTS - 1);
        while (op_rows_index[h].first) h = (h + 1) & (OP_ROWS_SLOTS - 1);
        op_rows_index[h] = (op_rows){(uint16_t)(i + 1), (uint16_t)e};
        i = e;
    }
    op_rows_made = 1;
}

/* Half-open range [lo, hi) of the watch table rows of op `p[0..n)`; an op
 * without rows gives lo == hi. */
void tfc__watch_range(const uint8_t *p, size_t n, size_t *lo, size_t *hi)
{
    if (!op_rows_made) op_rows_make();
    size_t h = (size_t)tfc__name_hash(p, n) & (OP_ROWS_SLOTS - 1);
    for (; op_rows_index[h].first; h = (h + 1) & (OP_ROWS_SLOTS - 1)) {
        const op_rows *o = &op_rows_index[h];
        const tfc__attr_watch *w = &tfc__attr_watch_table[o->first - 1];
        if (w->op_len == n && (n == 0 || !memcmp(w->op, p, n))) {
            *lo = o->first - 1u;
            *hi = o->end;
            return;
        }
    }
    *lo = *hi = 0;
}

void tfc__slots_free(const tfc_allocator *a, struct graph_attrs *attrs)
{
    tfc__free(a, attrs->index);
    attrs->index = NULL;
    attrs->index_size = attrs->n_slots = 0;
    memset(attrs->recent, 0, sizeof attrs->recent);
}

/* s into the index of mask + 1 entries, at the first free one from its home. */
static void index_put(watch_slot **index, size_t mask, watch_slot *s)
{
    size_t h = tfc__watch_slot_home((int)s->which, s->row, mask);
    while (index[h]) h = (h + 1) & mask;
    index[h] = s;
}

/* A new slot of (which, row), in the arena and the index (grown to stay at
 * most half full: 2 x the watch table's rows at most). */
static watch_slot *slot_new(tfc_model *m, struct graph_attrs *at, int which, size_t row)
{
    if ((at->n_slots + 1) * 2 > at->index_size) {
        size_t size = at->index_size ? at->index_size * 2 : 16;
        watch_slot **index = tfc__calloc(&m->alloc, size, sizeof *index);
        if (!index) return NULL;
        for (size_t i = 0; i < at->index_size; i++)
            if (at->index[i]) index_put(index, size - 1, at->index[i]);
        tfc__free(&m->alloc, at->index);
        at->index = index;
        at->index_size = size;
    }
    watch_slot *s = tfc__arena_alloc(&m->arena, sizeof *s);
    if (!s) return NULL;
    s->row = (uint32_t)row;
    s->which = (uint32_t)which;
    s->n = s->last = 0;
    s->has_over = 0;
    s->over = (watch_val){NULL, 0, NULL, 0};
    index_put(at->index, at->index_size - 1, s);
    at->n_slots++;
    return s;
}

/* AttrDefs of a watched stripped op: their default values. */
static int read_op_defaults(reader *r, tfc__swire *parent, const tfc__field *of, tfc_meta_graph *g, size_t lo,
                            size_t hi)
{
    tfc__swire w, aw;
    int rc = tfc__swire_enter(&w, parent, of);
    if (rc) return rc;
    tfc__field f, af;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        if (f.number != 4 || f.wire_type != TFC__WT_LEN) continue; /* OpDef.attr */
        if ((rc = tfc__swire_enter(&aw, &w, &f))) return rc;
        tfc__field name = {0}, def = {0};
        int have_name = 0, have_def = 0;
        while ((rc = tfc__swire_next_inline(&aw, &af)) > 0) {
            if (af.wire_type != TFC__WT_LEN) continue;
            if (af.number == 1) name = af, have_name = 1;
            else if (af.number == 3) def = af, have_def = 1; /* AttrDef.default_value */
        }
        if (rc < 0) return rc;
        if (!have_name || !have_def || name.len == 0 || name.len > 128) continue;
        const uint8_t *np;
        if ((rc = tfc__swire_load(&aw, &name, &np))) return rc;
        for (size_t i = lo; i < hi; i++) {
            const char *a = tfc__attr_watch_table[i].attr;
            if (tfc__attr_watch_table[i].attr_len != name.len || memcmp(a, np, name.len)) continue;
            const uint8_t *vp = (const uint8_t *)"";
            if (def.len > TFC__ATTR_VALUE_MAX) vp = NULL;
            else if (def.len && (rc = tfc__swire_load(&aw, &def, &vp))) return rc;
            if ((rc = tfc__watch_record(r, g, DEFAULTS, i, vp, def.len, &aw, NULL, 0))) return rc;
            break;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

int tfc__read_op_list(reader *r, tfc__swire *parent, const tfc__field *lf, tfc_meta_graph *g)
{
    tfc__swire w;
    int rc = tfc__swire_enter(&w, parent, lf);
    if (rc) return rc;
    tfc__field f;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        if (f.number != 1) continue;
        if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "OpList.op"))) return rc;
        tfc__field name = {0};
        name.offset = f.offset;
        name.at = f.at;
        if ((rc = tfc__opdef_name(&w, &f, &name))) return rc;
        if ((rc = tfc__name_field(r, &w, &g->names[TFC_NAMES_STRIPPED_OPS], &name, "stripped op"))) return rc;
        size_t lo, hi;
        const uint8_t *np = (const uint8_t *)"";
        if (name.len && (rc = tfc__swire_load(&w, &name, &np))) return rc;
        tfc__watch_range(np, name.len, &lo, &hi);
        if (lo < hi && (rc = read_op_defaults(r, &w, &f, g, lo, hi))) return rc;
    }
    return rc < 0 ? rc : TFC_OK;
}

int tfc__watch_record(reader *r, tfc_meta_graph *g, int which, size_t row, const uint8_t *vp, size_t vlen,
                      tfc__swire *w, const tfc__field *node, uint32_t where)
{
    tfc_model *m = r->m;
    watch_slot *s = tfc__watch_slot_recent(&g->attrs, which, row);
    if (!s && !(s = slot_new(m, &g->attrs, which, row))) return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
    watch_val *v = NULL;
    if (vp) {
        for (uint32_t k = 0; k < s->n; k++)
            if (s->v[k].len == vlen && !memcmp(s->v[k].value, vp, vlen)) {
                s->v[k].where |= where;
                s->last = k;
                return TFC_OK;
            }
        if (s->n < TFC__ATTR_VALUES_MAX) {
            s->last = s->n;
            v = &s->v[s->n];
            if (!(v->value = tfc__arena_alloc(&m->arena, vlen ? vlen : 1)))
                return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
            if (vlen) memcpy(v->value, vp, vlen);
            v->len = vlen;
            v->where = where;
            v->node = NULL;
            s->n++;
        }
    }
    if (!v) {
        s->over.where |= where;
        if (s->has_over) return TFC_OK;
        s->has_over = 1;
        v = &s->over;
    }
    /* vp may point into the window: the node's name is loaded after the copy. */
    if (node) {
        return tfc__dup_field(r, w, node, &m->arena, &v->node, "node name");
    } else if (which == USES) {
        v->node = tfc__arena_strndup(&m->arena, (const uint8_t *)"", 0);
    } else {
        return TFC_OK;
    }
    return v->node ? TFC_OK : tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
}

static int cmp_use(const void *x, const void *y)
{
    const tfc__attr_use *a = x, *b = y;
    if (!a->value || !b->value) return (a->value == NULL) - (b->value == NULL);
    size_t n = a->value_len < b->value_len ? a->value_len : b->value_len;
    int c = n ? memcmp(a->value, b->value, n) : 0;
    if (c) return c;
    return (a->value_len > b->value_len) - (a->value_len < b->value_len);
}

static int cmp_slot_row(const void *x, const void *y)
{
    const watch_slot *a = *(const watch_slot *const *)x, *b = *(const watch_slot *const *)y;
    return (a->row > b->row) - (a->row < b->row);
}

/* Slots to the sorted list (by row, then value), the values left in the arena. */
int tfc__attrs_finish(tfc_model *m, tfc_meta_graph *g, tfc_error *err)
{
    struct graph_attrs *at = &g->attrs;
    if (!at->index) return TFC_OK;
    /* The slots by set and row: the index's occupied entries, then sorted. */
    watch_slot **by = tfc__alloc(&m->alloc, at->n_slots * sizeof *by);
    if (!by) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    for (int which = 0; which < 2; which++) {
        size_t ns = 0, n = 0;
        for (size_t i = 0; i < at->index_size; i++) {
            watch_slot *s = at->index[i];
            if (s && s->which == (uint32_t)which) {
                by[ns++] = s;
                n += s->n + (size_t)s->has_over;
            }
        }
        if (!n) continue; /* no slot, or only one whose first value could not be kept */
        qsort(by, ns, sizeof *by, cmp_slot_row);
        tfc__attr_use *list = tfc__calloc(&m->alloc, n, sizeof *list);
        if (!list) {
            tfc__free(&m->alloc, by);
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
        size_t at_ = 0;
        for (size_t j = 0; j < ns; j++) {
            const watch_slot *s = by[j];
            size_t start = at_;
            const tfc__attr_watch *row = &tfc__attr_watch_table[s->row];
            for (uint32_t k = 0; k <= s->n; k++) {
                const watch_val *v = k < s->n ? &s->v[k] : s->has_over ? &s->over : NULL;
                if (!v) break;
                list[at_++] = (tfc__attr_use){row->op, row->attr, v->value, v->value ? v->len : 0, v->node, v->where};
            }
            qsort(list + start, at_ - start, sizeof *list, cmp_use);
        }
        at->list[which] = list;
        at->count[which] = n;
    }
    tfc__free(&m->alloc, by);
    tfc__slots_free(&m->alloc, at);
    return TFC_OK;
}

size_t tfc__meta_graph_attr_use_count(const tfc_meta_graph *g) { return g ? g->attrs.count[USES] : 0; }

const tfc__attr_use *tfc__meta_graph_attr_use(const tfc_meta_graph *g, size_t i)
{
    return g && i < g->attrs.count[USES] ? &g->attrs.list[USES][i] : NULL;
}

size_t tfc__meta_graph_producer_default_count(const tfc_meta_graph *g) { return g ? g->attrs.count[DEFAULTS] : 0; }

const tfc__attr_use *tfc__meta_graph_producer_default(const tfc_meta_graph *g, size_t i)
{
    return g && i < g->attrs.count[DEFAULTS] ? &g->attrs.list[DEFAULTS][i] : NULL;
}
