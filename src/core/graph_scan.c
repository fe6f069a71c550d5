/*
 * graph_scan.c - the streaming read of a GraphDef: its nodes, their ops and
 * watched attrs, its function library, its version fields.
 *
 * Everything is walked with the stream walker (wire.h) over a source: the
 * caller's bytes, or a file read in windows (file_internal.h), so a file
 * of any size is read with one window of memory, and payloads that are
 * skipped are never read. A node costs its tag, its length, its name and
 * its op: the rest is skipped by its length, unless the op has watched
 * attrs (core/attr_watch.h), whose values are recorded (attr_scan.c). The
 * node's fast paths and the general path that names every error are one
 * file, so that the hot loop stays inlined.
 */
#include <stdlib.h>
#include <string.h>

#include "core/attr_watch.h"
#include "graph_scan_internal.h"

/* ------------------------------------------------------------------ */
/* Reading                                                              */


static int too_long(reader *r, const tfc__field *f, const char *what)
{
    return tfc__fail(r->err, TFC_E_TOO_LARGE, (int64_t)f->offset, "%s at offset %zu is %zu bytes, over the %u-byte limit",
                     what, f->offset, f->len, r->m->opts.max_string_size);
}

static int name_add(reader *r, tfc__nameset *s, const uint8_t *p, size_t len, size_t offset, const char *what)
{
    int rc = tfc__nameset_add(s, p, len);
    if (rc == TFC_E_TOO_MANY)
        return tfc__fail(r->err, rc, (int64_t)offset, "more than %u distinct %s names",
                         r->m->opts.max_names, what);
    if (rc) return tfc__fail(r->err, rc, -1, "out of memory collecting %s names", what);
    return TFC_OK;
}

/* A string field (bounded by max_string_size) into the name set. */
int tfc__name_field(reader *r, tfc__swire *w, tfc__nameset *s, const tfc__field *f, const char *what)
{
    if (f->len > r->m->opts.max_string_size) return too_long(r, f, what);
    const uint8_t *p;
    int rc = tfc__swire_load(w, f, &p);
    if (rc) return rc;
    return name_add(r, s, p, f->len, f->offset, what);
}

/* A copy of a string field, NUL-terminated, bounded by max_string_size. */
int tfc__dup_field(reader *r, tfc__swire *w, const tfc__field *f, tfc__arena *arena, char **out, const char *what)
{
    *out = NULL;
    if (f->len > r->m->opts.max_string_size) return too_long(r, f, what);
    const uint8_t *p = (const uint8_t *)"";
    int rc = f->len ? tfc__swire_load(w, f, &p) : TFC_OK;
    if (rc) return rc;
    *out = arena ? tfc__arena_strndup(arena, p, f->len) : tfc__strndup(&r->m->alloc, (const char *)p, f->len);
    return *out ? TFC_OK : tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
}

static inline int bytes_eq(const uint8_t *a, const uint8_t *b, size_t n);

/* tfc__watch_record of a use, the value last matched or added for its row
 * tried first, inline. */
static inline int watch_note(reader *r, tfc_meta_graph *g, size_t row, const uint8_t *vp, size_t vlen, tfc__swire *w,
                             const tfc__field *node, uint32_t where)
{
    watch_slot *s;
    if (vp && (s = tfc__watch_slot_recent(&g->attrs, USES, row)) && s->n) {
        watch_val *v = &s->v[s->last];
        if (v->len == vlen && bytes_eq(v->value, vp, vlen)) {
            v->where |= where;
            return TFC_OK;
        }
    }
    return tfc__watch_record(r, g, USES, row, vp, vlen, w, node, where);
}

/* A short varint (at most 3 bytes, so under 2^21) from p[0..n): bytes
 * used, or 0 when it is longer, truncated, or not all in p. */
static inline size_t short_varint(const uint8_t *p, size_t n, size_t *out)
{
    if (n >= 1 && p[0] < 0x80) {
        *out = p[0];
        return 1;
    }
    if (n >= 2 && p[1] < 0x80) {
        *out = (p[0] & 0x7Fu) | (size_t)p[1] << 7;
        return 2;
    }
    if (n >= 3 && p[1] >= 0x80 && p[2] < 0x80) {
        *out = (p[0] & 0x7Fu) | (size_t)(p[1] & 0x7F) << 7 | (size_t)p[2] << 14;
        return 3;
    }
    return 0;
}

/* Whether a[0..n) and b[0..n) hold the same bytes: word compares, no
 * call (names here are short: ops, attr keys). */
static inline int bytes_eq(const uint8_t *a, const uint8_t *b, size_t n)
{
    uint64_t x, y;
    if (n >= 8) {
        for (size_t i = 0; i + 8 < n; i += 8) {
            memcpy(&x, a + i, 8);
            memcpy(&y, b + i, 8);
            if (x != y) return 0;
        }
        memcpy(&x, a + n - 8, 8); /* the last eight, overlapping */
        memcpy(&y, b + n - 8, 8);
        return x == y;
    }
    if (n >= 4) {
        uint32_t u, v, u2, v2;
        memcpy(&u, a, 4);
        memcpy(&v, b, 4);
        memcpy(&u2, a + n - 4, 4);
        memcpy(&v2, b + n - 4, 4);
        return u == v && u2 == v2;
    }
    for (; n; a++, b++, n--)
        if (*a != *b) return 0;
    return 1;
}

/* The watch row in [lo, hi) of attr key k[0..n), or hi. */
static inline size_t watch_row(size_t lo, size_t hi, const uint8_t *k, size_t n)
{
    for (size_t i = lo; i < hi; i++)
        if (tfc__attr_watch_table[i].attr_len == n && bytes_eq((const uint8_t *)tfc__attr_watch_table[i].attr, k, n))
            return i;
    return hi;
}

/* The watch rows [lo, hi)'s attr lengths, mod 64: most keys of a watched
 * op's node miss at one test of this mask. (The empty table's one row, of
 * length 0, is left out: no key is of a watched attr then.) */
static uint64_t watch_keys(size_t lo, size_t hi)
{
    uint64_t keys = 0;
    for (size_t k = lo; k < hi; k++)
        if (tfc__attr_watch_table[k].attr_len) keys |= UINT64_C(1) << (tfc__attr_watch_table[k].attr_len & 63);
    return keys;
}

/* entry_shape's commonest case: an entry p[0..n), n < 128, of key (field
 * 1) then value (field 2), both lengths in one byte; 1 with key and value
 * set, or 0. */
static inline int entry_small(const uint8_t *p, size_t n, const uint8_t **kp, size_t *klen, const uint8_t **vp,
                              size_t *vlen)
{
    size_t k;
    if (n < 4 || p[0] != 0x0A || (k = p[1]) > n - 4 || p[2 + k] != 0x12 || p[3 + k] != n - 4 - k) return 0;
    *klen = k;
    *vlen = n - 4 - k;
    *kp = p + 2;
    *vp = p + 4 + k;
    return 1;
}

/* The common map entry's shape in p[0..n), all in memory: key (field 1)
 * then value (field 2), both short, nothing else. 1 with key and value
 * pointers and lengths set, 0 when the general path must read it. */
static inline int entry_shape(const uint8_t *p, size_t n, const uint8_t **kp, size_t *klen, const uint8_t **vp,
                              size_t *vlen)
{
    /* The commonest: an entry under 128 bytes, both lengths in one byte;
     * any other encoding of one that size goes to the general path. */
    if (n >= 4 && n < 0x80 && p[0] == 0x0A && p[1] <= n - 4) return entry_small(p, n, kp, klen, vp, vlen);
    size_t h, h2;
    if (n < 4 || p[0] != 0x0A || !(h = short_varint(p + 1, n - 1, klen)) || *klen > n - 1 - h) return 0;
    size_t q = 1 + h + *klen;
    if (n - q < 2 || p[q] != 0x12 || !(h2 = short_varint(p + q + 1, n - q - 1, vlen)) || *vlen != n - q - 1 - h2)
        return 0;
    *kp = p + 1 + h;
    *vp = p + q + 1 + h2;
    return 1;
}

/* The common map entry, read straight from the window (entry_shape),
 * within the limits; its two fields counted. */
static int entry_fast(const tfc__swire *parent, const tfc__field *ef, const uint8_t **kp, size_t *klen,
                      const uint8_t **vp, size_t *vlen)
{
    const tfc__src *s = parent->src;
    tfc__wire_ctx *ctx = parent->ctx;
    if (ef->at < s->off || ef->len > s->len || ef->at - s->off > s->len - ef->len) return 0;
    if (ctx->fields + 2 > ctx->opts->max_fields || parent->depth + 1 >= ctx->opts->max_depth) return 0;
    if (!entry_shape(s->data + (ef->at - s->off), ef->len, kp, klen, vp, vlen)) return 0;
    ctx->fields += 2;
    return 1;
}

static int read_attr_entry(reader *r, tfc__swire *parent, const tfc__field *ef, tfc_meta_graph *g, size_t lo,
                           size_t hi, const tfc__field *node, uint32_t where)
{
    const uint8_t *fkp, *fvp;
    size_t fkl, fvl;
    if (entry_fast(parent, ef, &fkp, &fkl, &fvp, &fvl)) {
        if (fkl == 0 || fkl > 128) return TFC_OK;
        size_t i = watch_row(lo, hi, fkp, fkl);
        return i == hi ? TFC_OK
                       : tfc__watch_record(r, g, USES, i, fvl > TFC__ATTR_VALUE_MAX ? NULL : fvp, fvl, parent, node, where);
    }
    tfc__swire w;
    int rc = tfc__swire_enter(&w, parent, ef);
    if (rc) return rc;
    tfc__field f, key = {0}, value = {0};
    int have_key = 0, have_value = 0;
    /* A map entry: key 1, value 2 (last wins); a known field with another
     * wire type is an unknown field to protobuf, and so here. */
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        if (f.wire_type != TFC__WT_LEN) continue;
        if (f.number == 1) key = f, have_key = 1;
        else if (f.number == 2) value = f, have_value = 1;
    }
    if (rc < 0) return rc;
    if (!have_key || key.len == 0 || key.len > 128) return TFC_OK;
    const uint8_t *kp;
    if ((rc = tfc__swire_load(&w, &key, &kp))) return rc;
    size_t row = watch_row(lo, hi, kp, key.len);
    if (row == hi) return TFC_OK;
    const uint8_t *vp = (const uint8_t *)"";
    if (have_value && value.len > TFC__ATTR_VALUE_MAX) vp = NULL;
    else if (have_value && value.len && (rc = tfc__swire_load(&w, &value, &vp))) return rc;
    return tfc__watch_record(r, g, USES, row, vp, have_value ? value.len : 0, &w, node, where);
}

/* The op bytes p[0..n) of a node: into the op set, and its watch rows
 * through *lo, *hi, and their watch_keys through *keys. */
static int take_op_slow(reader *r, tfc__nameset *ops, struct op_cache *c, const uint8_t *p, size_t n,
                        size_t offset, size_t *lo, size_t *hi, uint64_t *keys);

static inline int take_op_bytes(reader *r, tfc__nameset *ops, const uint8_t *p, size_t n, size_t offset,
                                size_t *lo, size_t *hi, uint64_t *keys)
{
    size_t k = (n * 7 + (n ? p[0] + 3u * p[n - 1] : 0)) & 63;
    struct op_cache *c = &r->ops[k];
    if ((r->ops_valid >> k & 1) && c->set == ops && c->len == n && bytes_eq(c->op, p, n)) {
        *lo = c->lo;
        *hi = c->hi;
        *keys = c->keys;
        return TFC_OK;
    }
    return take_op_slow(r, ops, c, p, n, offset, lo, hi, keys);
}

/* A node's op not in the recent-op cache: into the set, and cached. */
static int take_op_slow(reader *r, tfc__nameset *ops, struct op_cache *c, const uint8_t *p, size_t n,
                        size_t offset, size_t *lo, size_t *hi, uint64_t *keys)
{
    int rc = name_add(r, ops, p, n, offset, "op");
    if (rc) return rc;
    tfc__watch_range(p, n, lo, hi);
    *keys = watch_keys(*lo, *hi);
    if (n <= sizeof c->op) {
        memcpy(c->op, p, n);
        c->len = n;
        c->lo = *lo;
        c->hi = *hi;
        c->keys = *keys;
        c->set = ops;
        r->ops_valid |= UINT64_C(1) << (c - r->ops);
    }
    return TFC_OK;
}

/* The op of a node: into the op set, and its watch rows through *lo, *hi. */
static int take_op(reader *r, tfc__swire *w, tfc__nameset *ops, const tfc__field *f, size_t *lo, size_t *hi)
{
    if (f->len > r->m->opts.max_string_size) return too_long(r, f, "op");
    const uint8_t *p = (const uint8_t *)"";
    int rc = f->len ? tfc__swire_load(w, f, &p) : TFC_OK;
    if (rc) return rc;
    uint64_t keys;
    return take_op_bytes(r, ops, p, f->len, f->offset, lo, hi, &keys);
}

/*
 * The common node, read straight from the window: name (field 1), then op
 * (field 2), both well formed and in memory. Returns 1 when the node is
 * done, 0 when the general path must read it (anything else, errors
 * included, so that they are named the same way), < 0 on an error of the
 * op set. A node of an op without watched attrs is done after its op; one
 * with watched attrs is done here too when all of it is in the window and
 * every field after the op is plain (watched_fast).
 */
static int watched_fast(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function,
                        const uint8_t *p, size_t name_hdr, size_t name_len, size_t q, size_t lo, size_t hi,
                        uint64_t keys);

static inline int node_at(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function,
                          const uint8_t *p, size_t avail);

/* Whether a node of `parent` may take the fast path: its name and op
 * fields within the field limit, and the node within the depth limit. */
static inline int node_limits_ok(const tfc__swire *parent)
{
    const tfc__wire_ctx *ctx = parent->ctx;
    return ctx->fields + 2 <= ctx->opts->max_fields && parent->depth + 1 < ctx->opts->max_depth;
}

static inline int node_fast(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function)
{
    tfc__src *s = parent->src;
    if (nf->at < s->off || nf->at - s->off >= s->len || !node_limits_ok(parent)) return 0;
    size_t avail = s->len - (nf->at - s->off);
    return node_at(r, parent, nf, g, in_function, s->data + (nf->at - s->off), avail > nf->len ? nf->len : avail);
}

/* node_fast once the node's first `avail` bytes are known to be at p (all
 * of it when avail is nf->len) and the field and depth limits checked. */
static inline int node_at(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function,
                          const uint8_t *p, size_t avail)
{
    tfc__nameset *ops = &g->names[in_function ? TFC_NAMES_OPS_IN_FUNCTIONS : TFC_NAMES_OPS_IN_GRAPH];
    tfc__wire_ctx *ctx = parent->ctx;
    if (avail < 4 || p[0] != 0x0A) return 0;
    size_t nlen, h = short_varint(p + 1, avail - 1, &nlen);
    if (!h) return 0;
    size_t q = 1 + h;
    if (nlen > avail - q || avail - q - nlen < 2) return 0;
    q += nlen;
    if (p[q] != 0x12) return 0;
    size_t olen, h2 = short_varint(p + q + 1, avail - q - 1, &olen);
    if (!h2) return 0;
    q += 1 + h2;
    if (olen > avail - q || olen > r->m->opts.max_string_size) return 0;
    size_t lo, hi;
    uint64_t keys;
    int rc = take_op_bytes(r, ops, p + q, olen, nf->at + q - 1 - h2, &lo, &hi, &keys);
    if (rc) return rc;
    if (lo == hi) {
        ctx->fields += 2;
        return 1;
    }
    if (avail != nf->len) return 0; /* watched, and not all in the window */
    return watched_fast(r, parent, nf, g, in_function, p, 1 + h, nlen, q + olen, lo, hi, keys);
}

/* One plain field at p[0..n): a one-byte tag (fields 1..15) of a VARINT,
 * I64, LEN (short length) or I32 field, all within n. Its size, or 0. */
static inline size_t plain_field(const uint8_t *p, size_t n, size_t *payload_at, size_t *payload_len)
{
    if (n < 2 || p[0] >= 0x80 || p[0] < 8) return 0;
    switch (p[0] & 7) {
    case TFC__WT_VARINT: {
        size_t i = 1;
        while (i < n && i < 11 && p[i] >= 0x80) i++;
        if (i >= n || i >= 10) return 0; /* long or truncated: the general path */
        return i + 1;
    }
    case TFC__WT_I64: return n >= 9 ? 9 : 0;
    case TFC__WT_I32: return n >= 5 ? 5 : 0;
    case TFC__WT_LEN: {
        size_t len, h = short_varint(p + 1, n - 1, &len);
        if (!h || len > n - 1 - h) return 0;
        *payload_at = 1 + h;
        *payload_len = len;
        return 1 + h + len;
    }
    default: return 0;
    }
}

/* An attr entry of node nf of watched rows [lo, hi) (their lengths' mask
 * `keys`), key kp[0..kl) and value vp[0..vl), that ends `end` bytes into
 * the node: its value recorded when the key is watched. A key of length 0
 * or over 128 (read_attr_entry's bounds) may pass the mask, and then
 * matches no row: the table's generator (tools/gen/opreg.c) holds every
 * watched attr's name to 1..128 bytes. */
static inline int attr_note(reader *r, tfc_meta_graph *g, tfc__swire *w, const tfc__field *nf, size_t end,
                            const tfc__field *name, uint32_t where, size_t lo, size_t hi, uint64_t keys,
                            const uint8_t *kp, size_t kl, const uint8_t *vp, size_t vl)
{
    size_t row = keys >> (kl & 63) & 1 ? watch_row(lo, hi, kp, kl) : hi;
    if (row == hi) return TFC_OK;
    w->pos = nf->at + end;
    return watch_note(r, g, row, vl > TFC__ATTR_VALUE_MAX ? NULL : vp, vl, w, name, where);
}

/*
 * A node of a watched op, all in the window: the fields after its op are
 * read as the general path reads them (the last name so far names the
 * node; each attr entry is read_attr_entry's, its common shape inline) as
 * long as each is plain, of the wire type the general path expects, and
 * within the field limit; 0 at the first that is not, with the field count
 * as it was, sends the node to the general path.
 */
static int watched_fast(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function,
                        const uint8_t *p, size_t name_hdr, size_t name_len, size_t q, size_t lo, size_t hi,
                        uint64_t keys)
{
    tfc__wire_ctx *ctx = parent->ctx;
    const uint64_t fields0 = ctx->fields;
    size_t n = nf->len, at = 0, len = 0;
    ctx->fields += 2;
    tfc__swire w;
    int rc = tfc__swire_enter(&w, parent, nf);
    if (rc) return rc;
    tfc__field name = {0};
    name.number = 1;
    name.wire_type = TFC__WT_LEN;
    name.offset = nf->at;
    name.at = nf->at + name_hdr;
    name.len = name_len;
    uint32_t where = in_function ? 2u : 1u;
    const uint8_t *kp, *vp;
    size_t kl, vl;
    /* The count is kept here and stored before read_attr_entry and on
     * the way out; nothing else called here counts fields. */
    uint64_t fields = ctx->fields;
    const uint64_t max_fields = ctx->opts->max_fields;
    /* The field count an entry's key and value may reach: none when
     * entering an entry would pass the depth limit. */
    const uint64_t entry_max = w.depth + 1 < ctx->opts->max_depth ? max_fields : 0;
    for (size_t i = q; i < n;) {
        size_t sz;
        uint32_t t = p[i], number = t >> 3;
        int entry = 1; /* an attr entry of the common shape at kp, kl, vp, vl */
        if (t == 0x2A && n - i >= 6 && p[i + 1] < 0x80 && p[i + 1] + 2u <= n - i && fields + 3 <= entry_max &&
            entry_small(p + i + 2, p[i + 1], &kp, &kl, &vp, &vl)) {
            /* The commonest of all: such an entry (field 5) with its length
             * in one byte, read as below with the tests made once. */
            fields += 3;
            sz = 2 + (size_t)p[i + 1];
        } else {
            if (t >= 8 && t < 0x80 && (t & 7) == TFC__WT_LEN && n - i >= 2 && p[i + 1] < 0x80 && p[i + 1] <= n - i - 2) {
                at = 2; /* the commonest: a LEN field with a one-byte length */
                len = p[i + 1];
                sz = 2 + len;
            } else if (!(sz = plain_field(p + i, n - i, &at, &len)) || (number <= 7 && (t & 7) != TFC__WT_LEN)) {
                sz = 0;
            }
            if (!sz || fields >= max_fields) {
                /* Not plain, a wire-type error, or the field limit: the
                 * general path reads the node again and names it. What was
                 * recorded so far is recorded again the same way (a value
                 * already seen keeps its first node), so only the count is
                 * undone. */
                ctx->fields = fields0;
                return 0;
            }
            fields++;
            entry = 0;
            if (number == 1) {
                name.offset = nf->at + i;
                name.at = nf->at + i + at;
                name.len = len;
            } else if (number == 5 && fields + 2 <= entry_max &&
                       entry_shape(p + i + at, len, &kp, &kl, &vp, &vl)) {
                /* read_attr_entry's fast case, the node's bounds already known */
                fields += 2;
                entry = 1;
            } else if (number == 5) {
                tfc__field f = {0};
                f.number = 5;
                f.wire_type = TFC__WT_LEN;
                f.offset = nf->at + i;
                f.at = nf->at + i + at;
                f.len = len;
                w.pos = f.at + f.len;
                ctx->fields = fields;
                if ((rc = read_attr_entry(r, &w, &f, g, lo, hi, &name, where))) return rc;
                fields = ctx->fields;
            }
        }
        if (entry && (rc = attr_note(r, g, &w, nf, i + sz, &name, where, lo, hi, keys, kp, kl, vp, vl))) return rc;
        i += sz;
    }
    ctx->fields = fields;
    return 1;
}

/*
 * NodeDef: its op (field 2) goes into `ops`. TensorFlow writes name then
 * op; the node is read up to its op, and the rest is skipped by its length
 * unless the op has watched attrs, whose values are then recorded. The
 * first op field is the node's op (a later repetition is not looked for).
 */
static TFC__NOINLINE int read_node_general(reader *r, tfc__swire *parent, const tfc__field *nf,
                                            tfc_meta_graph *g, int in_function);

/* The frame of the general path is paid only by the nodes that take it. */
static inline int read_node(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function)
{
    int rc = node_fast(r, parent, nf, g, in_function);
    if (rc) return rc < 0 ? rc : TFC_OK;
    return read_node_general(r, parent, nf, g, in_function);
}

/* read_node of a node known to be all in memory at p (a function's node
 * walked in memory): node_fast without its window test. */
static inline int read_node_in(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function,
                               const uint8_t *p)
{
    int rc = node_limits_ok(parent) ? node_at(r, parent, nf, g, in_function, p, nf->len) : 0;
    if (rc) return rc < 0 ? rc : TFC_OK;
    return read_node_general(r, parent, nf, g, in_function);
}

static TFC__NOINLINE int read_node_general(reader *r, tfc__swire *parent, const tfc__field *nf,
                                            tfc_meta_graph *g, int in_function)
{
    tfc__nameset *ops = &g->names[in_function ? TFC_NAMES_OPS_IN_FUNCTIONS : TFC_NAMES_OPS_IN_GRAPH];
    int rc;
    tfc__swire w;
    if ((rc = tfc__swire_enter(&w, parent, nf))) return rc;
    tfc__field f, name = {0};
    int have_name = 0;
    size_t lo = 0, hi = 0;
    int have_op = 0;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        if (f.number == 2) {
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "NodeDef.op"))) return rc;
            if ((rc = take_op(r, &w, ops, &f, &lo, &hi))) return rc;
            if (lo == hi) return TFC_OK; /* skipped by its length */
            have_op = 1;
            break;
        }
        if (f.number <= 7) {
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "NodeDef field"))) return rc;
            if (f.number == 1) name = f, have_name = 1;
        }
    }
    if (rc < 0) return rc;
    if (!have_op) {
        /* proto3: an op that is absent reads as "" */
        return name_add(r, ops, (const uint8_t *)"", 0, nf->offset, "op");
    }
    /* An op with watched attrs: the rest of the node. */
    uint32_t where = in_function ? 2u : 1u;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        if (f.number > 7) continue;
        if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "NodeDef field"))) return rc;
        if (f.number == 1) name = f, have_name = 1;
        else if (f.number == 5 && (rc = read_attr_entry(r, &w, &f, g, lo, hi, have_name ? &name : NULL, where)))
            return rc;
    }
    return rc < 0 ? rc : TFC_OK;
}

/* TFC_FUNCTION_NAMES_CALLED: a function's name is remembered by its place
 * and hash; tfc__fn_refs_resolve keeps those that are op names. */
static int fn_ref_add(reader *r, tfc__swire *w, tfc_meta_graph *g, const tfc__field *name)
{
    if (name->len > r->m->opts.max_string_size) return too_long(r, name, "function");
    if (g->fn_ref_count >= r->m->opts.max_names)
        return tfc__fail(r->err, TFC_E_TOO_MANY, (int64_t)name->offset, "more than %u functions",
                         r->m->opts.max_names);
    const uint8_t *p = (const uint8_t *)"";
    int rc = name->len ? tfc__swire_load(w, name, &p) : TFC_OK;
    if (rc) return rc;
    fn_chunk *c = g->fn_refs;
    if (!c || c->n == FN_CHUNK) {
        if (!(c = tfc__alloc(&r->m->alloc, sizeof *c))) return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
        c->next = g->fn_refs;
        c->n = 0;
        g->fn_refs = c;
    }
    c->v[c->n++] = (fn_ref){name->at, (uint32_t)name->len, (uint32_t)tfc__name_hash(p, name->len)};
    g->fn_ref_count++;
    return TFC_OK;
}

void tfc__fn_refs_free(const tfc_allocator *a, tfc_meta_graph *g)
{
    while (g->fn_refs) {
        fn_chunk *c = g->fn_refs;
        g->fn_refs = c->next;
        tfc__free(a, c);
    }
    g->fn_ref_count = 0;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* The functions whose name is an op name of the graph or of a function
 * body: a hash match against the distinct ops, then the bytes are read
 * again and looked up in the op sets' index (not scanned: a library whose
 * functions call each other by name has as many distinct ops as functions,
 * and a scan per function made 100,000 of them take 9 s, issue 29), so no
 * other name gets in. */
int tfc__fn_refs_resolve(reader *r, tfc__src *src, tfc_meta_graph *g)
{
    const tfc__nameset *ops[2] = {&g->names[TFC_NAMES_OPS_IN_GRAPH], &g->names[TFC_NAMES_OPS_IN_FUNCTIONS]};
    size_t n_ops = ops[0]->count + ops[1]->count;
    uint32_t *hs = NULL;
    int rc = TFC_OK;
    if (g->fn_refs && n_ops) {
        if (!(hs = tfc__calloc(&r->m->alloc, n_ops, sizeof *hs))) return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
        size_t k = 0;
        for (int s = 0; s < 2; s++)
            for (size_t i = 0; i < ops[s]->count; i++)
                hs[k++] = (uint32_t)tfc__name_hash((const uint8_t *)ops[s]->items[i], ops[s]->lens[i]);
        qsort(hs, n_ops, sizeof *hs, cmp_u32);
    }
    for (fn_chunk *c = g->fn_refs; c && hs && !rc; c = c->next)
        for (size_t j = 0; j < c->n && !rc; j++) {
            const fn_ref *f = &c->v[j];
            if (!bsearch(&f->hash, hs, n_ops, sizeof *hs, cmp_u32)) continue;
            const uint8_t *p = (const uint8_t *)"";
            if (f->len && (rc = tfc__src_get(src, (size_t)f->at, f->len, &p, r->err))) break;
            if (tfc__nameset_has(ops[0], p, f->len) || tfc__nameset_has(ops[1], p, f->len))
                rc = name_add(r, &g->names[TFC_NAMES_FUNCTIONS], p, f->len, (size_t)f->at, "function");
        }
    tfc__free(&r->m->alloc, hs);
    tfc__fn_refs_free(&r->m->alloc, g);
    return rc;
}

/* src's bytes [at, at + len) if all of them are in the window, else NULL. */
static inline const uint8_t *in_window(const tfc__src *s, size_t at, size_t len)
{
    return at >= s->off && len <= s->len && at - s->off <= s->len - len ? s->data + (at - s->off) : NULL;
}

/* A LEN field with a one-byte tag (fields 1..15) and a short length, all
 * in p[0..n): its size, with its header size and length; 0 otherwise. */
static inline size_t len_field(const uint8_t *p, size_t n, size_t *hdr, size_t *len)
{
    if (n < 2 || p[0] >= 0x80 || p[0] < 8 || (p[0] & 7) != TFC__WT_LEN) return 0;
    size_t h = short_varint(p + 1, n - 1, len);
    if (!h || *len > n - 1 - h) return 0;
    *hdr = 1 + h;
    return 1 + h + *len;
}

/* An OpDef's other common fields, all in p[0..n): a VARINT with a one- or
 * two-byte tag (is_stateful is field 17), or a LEN with a two-byte tag
 * (control_output, 20) and a short length. Field numbers 1..2047, never 0.
 * Its size, or 0 for the walker. */
static inline size_t tail_field(const uint8_t *p, size_t n)
{
    size_t t;
    if (n >= 2 && p[0] >= 8 && p[0] < 0x80) t = 1;
    else if (n >= 3 && p[0] >= 0x80 && p[1] > 0 && p[1] < 0x80) t = 2;
    else return 0;
    if ((p[0] & 7) == TFC__WT_VARINT) {
        size_t i = t;
        while (i < n && i < t + 9 && p[i] >= 0x80) i++;
        if (i >= n || i >= t + 9) return 0; /* 10 bytes (over 64 bits?) or truncated: the walker's */
        return i + 1;
    }
    if ((p[0] & 7) == TFC__WT_LEN && t == 2) {
        size_t len, h = short_varint(p + 2, n - 2, &len);
        if (!h || len > n - 2 - h) return 0;
        return 2 + h + len;
    }
    return 0;
}

/* The field a stream walker would return for the len_field at absolute
 * offset `at`. */
static inline tfc__field len_field_at(uint32_t number, size_t at, size_t hdr, size_t len)
{
    tfc__field f;
    f.number = number;
    f.wire_type = TFC__WT_LEN;
    f.varint = 0;
    f.data = NULL;
    f.len = len;
    f.offset = at;
    f.at = at + hdr;
    return f;
}

/* An OpDef f (a function's signature, a stripped op) of the message walked
 * by w: its last field 1 into *name. The plain LEN fields of an OpDef all
 * in the window are walked in memory; the walker takes over at the first
 * other. */
int tfc__opdef_name(tfc__swire *w, const tfc__field *f, tfc__field *name)
{
    tfc__swire sw;
    tfc__field sf;
    int rc = tfc__swire_enter(&sw, w, f);
    if (rc) return rc;
    const uint8_t *p = in_window(sw.src, f->at, f->len);
    if (p) {
        tfc__wire_ctx *ctx = sw.ctx;
        size_t i = 0, n = f->len, hdr, len, sz;
        uint64_t fields = ctx->fields; /* kept here: nothing in the loop counts */
        const uint64_t max_fields = ctx->opts->max_fields;
        while (i < n && fields < max_fields) {
            if ((sz = len_field(p + i, n - i, &hdr, &len))) {
                if (p[i] >> 3 == 1) *name = len_field_at(1, f->at + i, hdr, len);
            } else if (p[i] >> 3 == 1 || !(sz = tail_field(p + i, n - i))) {
                break; /* a name that is not LEN is the walker's error */
            }
            fields++;
            i += sz;
        }
        ctx->fields = fields;
        sw.pos = f->at + i;
    }
    while ((rc = tfc__swire_next_inline(&sw, &sf)) > 0)
        if (sf.number == 1) {
            if ((rc = tfc__swire_expect(&sw, &sf, TFC__WT_LEN, "OpDef.name"))) return rc;
            *name = sf;
        }
    return rc < 0 ? rc : TFC_OK;
}

/*
 * FunctionDef: the name of its signature, and its nodes (read_node). A
 * function all in the window has its plain LEN fields walked in memory
 * (the walker's fields, counts and order) until the first other field or
 * until the window moves; the walker reads the rest.
 */
static int read_function(reader *r, tfc__swire *parent, const tfc__field *ff, tfc_meta_graph *g)
{
    tfc__swire w;
    int rc = tfc__swire_enter(&w, parent, ff);
    if (rc) return rc;
    tfc__field f;
    tfc__field name = {0};
    name.offset = ff->offset;
    name.at = ff->at;
    const uint8_t *p = in_window(w.src, ff->at, ff->len);
    if (p) {
        const tfc__src *s = w.src;
        const uint8_t *data0 = s->data;
        size_t off0 = s->off, i = 0, n = ff->len, hdr, len, sz;
        tfc__wire_ctx *ctx = w.ctx;
        while (i < n && ctx->fields < ctx->opts->max_fields && (sz = len_field(p + i, n - i, &hdr, &len))) {
            ctx->fields++;
            uint32_t number = p[i] >> 3;
            if (number == 1 || number == 3) {
                f = len_field_at(number, ff->at + i, hdr, len);
                w.pos = ff->at + i + sz;
                rc = number == 1 ? tfc__opdef_name(&w, &f, &name) : read_node_in(r, &w, &f, g, 1, p + i + hdr);
                if (rc) return rc;
                if (s->data != data0 || s->off != off0) { /* p is stale */
                    i += sz;
                    break;
                }
            }
            i += sz;
        }
        w.pos = ff->at + i;
    }
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        if (f.number == 1) { /* signature: OpDef; its field 1 is the name */
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "FunctionDef.signature"))) return rc;
            if ((rc = tfc__opdef_name(&w, &f, &name))) return rc;
        } else if (f.number == 3) {
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "FunctionDef.node_def"))) return rc;
            if ((rc = read_node(r, &w, &f, g, 1))) return rc;
        }
    }
    if (rc < 0) return rc;
    g->function_count++;
    if (r->m->opts.function_names == TFC_FUNCTION_NAMES_CALLED) return fn_ref_add(r, &w, g, &name);
    return tfc__name_field(r, &w, &g->names[TFC_NAMES_FUNCTIONS], &name, "function");
}

static int read_library(reader *r, tfc__swire *parent, const tfc__field *lf, tfc_meta_graph *g)
{
    tfc__swire w;
    int rc = tfc__swire_enter(&w, parent, lf);
    if (rc) return rc;
    tfc__field f;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0)
        if (f.number == 1) {
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "FunctionDefLibrary.function"))) return rc;
            if ((rc = read_function(r, &w, &f, g))) return rc;
        }
    return rc < 0 ? rc : TFC_OK;
}

int tfc__read_graph(reader *r, tfc__swire *w, tfc_meta_graph *g)
{
    int rc;
    g->has_graph_def = 1;
    tfc__field f;
    size_t n_versions = 0;
    while ((rc = tfc__swire_next_inline(w, &f)) > 0) {
        switch (f.number) {
        case 1:
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "GraphDef.node"))) return rc;
            g->node_count++;
            if ((rc = read_node(r, w, &f, g, 0))) return rc;
            break;
        case 2:
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "GraphDef.library"))) return rc;
            if ((rc = read_library(r, w, &f, g))) return rc;
            break;
        case 3:
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_VARINT, "GraphDef.version"))) return rc;
            g->deprecated_version = tfc__wire_int32(f.varint);
            break;
        case 4: {
            /* Each occurrence is a VersionDef of its own, merged into the
             * previous ones as protobuf merges a repeated message field. */
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "GraphDef.versions"))) return rc;
            tfc__wire vw;
            if ((rc = tfc__swire_enter_loaded(&vw, w, &f))) return rc;
            if ((rc = tfc__versiondef_merge_occurrence(&g->versions, &vw, n_versions == 0, &r->m->alloc)))
                return rc;
            n_versions++;
            g->has_versions = 1;
            break;
        }
        case 5:
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "GraphDef.debug_info"))) return rc;
            break;
        default:
            break;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}
