/*
 * container.c - GraphDef, MetaGraphDef and SavedModel: detection by content
 * and a streaming read of what libtfcompat needs from them.
 *
 * Everything is walked with the stream walker (wire.h) over a source: the
 * caller's bytes, or a file read in windows (file_internal.h), so a file
 * of any size is read with one window of memory, and payloads that are
 * skipped are never read. A node costs its tag, its length, its name and
 * its op: the rest is skipped by its length, unless the op has watched
 * attrs (core/attr_watch.h), whose values are recorded. MetaInfoDef's
 * small fields are read with the wire reader; VersionDef goes through
 * versiondef.c (validated, then unpacked with protobuf-c), one occurrence
 * at a time.
 */
#include <stdlib.h>
#include <string.h>

#include "container_internal.h"
#include "core/attr_watch.h"
#include "nameset.h"
#include "versiondef_internal.h"
#include "wire.h"

typedef struct watch_val {
    uint8_t *value; /* NULL: the overflow marker */
    size_t len;
    char *node;
    uint32_t where;
} watch_val;

typedef struct watch_slot {
    uint32_t n;
    uint32_t last; /* the value matched or added last: most attrs repeat one value */
    int has_over;
    watch_val v[TFC__ATTR_VALUES_MAX];
    watch_val over;
} watch_slot;

enum { USES = 0, DEFAULTS = 1 };

struct graph_attrs {
    watch_slot **slots[2];  /* while scanning: tfc__attr_watch_count row pointers each, made on
                               first use; a row's slot is allocated when the row is first seen */
    tfc__attr_use *list[2]; /* after the scan */
    size_t count[2];
};

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
    tfc_parse_options opts;
    int32_t kind;
    int64_t schema_version;
    size_t count, cap;
    tfc_meta_graph **graphs;
};

const char *tfc_container_kind_name(int32_t kind)
{
    switch (kind) {
    case TFC_KIND_GRAPH_DEF: return "graph_def";
    case TFC_KIND_META_GRAPH_DEF: return "meta_graph_def";
    case TFC_KIND_SAVED_MODEL: return "saved_model";
    case TFC_KIND_CHECKPOINT_INDEX: return "checkpoint_index";
    case TFC_KIND_TFLITE: return "tflite";
    case TFC_KIND_VERSION_DEF: return "version_def";
    default: return "unknown";
    }
}

/* ------------------------------------------------------------------ */
/* Detection                                                            */

/* Wire types of the known fields of each message, indexed by field number;
 * 0xFF = unknown field, 0xFE = varint or length-delimited (packed). */
typedef struct schema { const char *name; uint8_t wt[9]; } schema;
#define U 0xFF
static const schema S_SAVED_MODEL = {"SavedModel", {U, 0, 2, U, U, U, U, U, U}};
static const schema S_META_GRAPH = {"MetaGraphDef", {U, 2, 2, 2, 2, 2, 2, 2, U}};
static const schema S_META_INFO = {"MetaInfoDef", {U, 2, 2, 2, 2, 2, 2, 0, 2}};
static const schema S_GRAPH = {"GraphDef", {U, 2, 2, 0, 2, 2, U, U, U}};
static const schema S_NODE = {"NodeDef", {U, 2, 2, 2, 2, 2, 2, 2, U}};
static const schema S_VERSIONS = {"VersionDef", {U, 0, 0, 0xFE, U, U, U, U, U}};
#undef U

typedef struct shape {
    int ok;              /* walked without a wire error */
    int known, unknown;  /* fields matching the schema / of unknown number */
    int mismatch;        /* known field with the wrong wire type */
    uint32_t seen[9];    /* occurrences per known field number */
    tfc__field first[9]; /* first occurrence per known field number */
} shape;

/* Detection looks at this many leading fields of a message: enough to tell
 * the kinds apart, and it keeps detection cheap on a 2 GB graph. */
#define DETECT_FIELDS 4096

/* Walks (a prefix of) the message at input bytes [at, at + n) against k
 * schemas at once, without side effects: the walk itself does not depend
 * on the schema, so one pass fills every shape. Returns the wire error
 * code, or TFC_OK. */
static int walk_shapes(tfc__src *src, size_t at, size_t n, const schema *const *s, shape *out, int k,
                       tfc_error *err)
{
    tfc_parse_options o;
    tfc_parse_options_init(&o);
    tfc__wire_ctx ctx = {&o, 0, err, NULL, NULL};
    tfc__swire w = {src, at, at + n, 0, &ctx};
    for (int j = 0; j < k; j++) memset(&out[j], 0, sizeof out[j]);
    tfc__field f;
    int rc;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        if (ctx.fields > DETECT_FIELDS) {
            rc = 0;
            break;
        }
        for (int j = 0; j < k; j++) {
            shape *sh = &out[j];
            if (f.number > 8 || s[j]->wt[f.number] == 0xFF) {
                sh->unknown++;
                continue;
            }
            uint8_t want = s[j]->wt[f.number];
            if (want == 0xFE ? (f.wire_type != 0 && f.wire_type != 2) : f.wire_type != want) sh->mismatch++;
            else sh->known++;
            if (!sh->seen[f.number]++) sh->first[f.number] = f;
        }
    }
    for (int j = 0; j < k; j++) out[j].ok = rc == 0;
    return rc;
}

static int walk_shape(tfc__src *src, size_t at, size_t n, const schema *s, shape *out, tfc_error *err)
{
    return walk_shapes(src, at, n, &s, out, 1, err);
}

static int fits(tfc__src *src, const tfc__field *f, const schema *s)
{
    shape sh;
    return walk_shape(src, f->at, f->len, s, &sh, NULL) == 0 && sh.mismatch == 0 && sh.unknown == 0;
}

static int is_identifier(const uint8_t *p, size_t n)
{
    if (!p || n == 0) return 0;
    for (size_t i = 0; i < n; i++) {
        uint8_t c = p[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
              c == '>' || c == '.' || c == '-' || c == '/'))
            return 0;
    }
    return 1;
}

static int is_text_field(const uint8_t *p, size_t n)
{
    if (!p) return 0;
    for (size_t i = 0; i < n; i++)
        if (p[i] < 0x20 || p[i] == 0x7F) return 0;
    return 1;
}

/* The payload of a LEN field in memory, or NULL if it cannot be read. */
static const uint8_t *peek(tfc__src *src, const tfc__field *f)
{
    const uint8_t *p;
    return tfc__src_get(src, f->at, f->len, &p, NULL) ? NULL : p;
}

/* A NodeDef: only LEN fields 1..7, and an op that is an identifier. */
static int node_like(tfc__src *src, const tfc__field *f)
{
    shape sh;
    if (walk_shape(src, f->at, f->len, &S_NODE, &sh, NULL) || sh.mismatch) return 0;
    if (!sh.seen[2]) return 0;
    if (!is_identifier(peek(src, &sh.first[2]), sh.first[2].len)) return 0;
    return !sh.seen[1] || is_text_field(peek(src, &sh.first[1]), sh.first[1].len);
}

/* A MetaInfoDef: its schema, and text where it has text. */
static int meta_info_like(tfc__src *src, const tfc__field *f)
{
    shape sh;
    if (walk_shape(src, f->at, f->len, &S_META_INFO, &sh, NULL) || sh.mismatch) return 0;
    if (sh.seen[1] && !is_text_field(peek(src, &sh.first[1]), sh.first[1].len)) return 0;
    if (sh.seen[5] && !is_text_field(peek(src, &sh.first[5]), sh.first[5].len)) return 0;
    return 1;
}

static int meta_graph_like(tfc__src *src, const tfc__field *f)
{
    shape sh;
    if (walk_shape(src, f->at, f->len, &S_META_GRAPH, &sh, NULL) || sh.mismatch) return 0;
    if (sh.seen[1]) return meta_info_like(src, &sh.first[1]);
    if (sh.seen[2]) return fits(src, &sh.first[2], &S_GRAPH);
    return sh.known > 0;
}

static int looks_like_text(const uint8_t *p, size_t n)
{
    size_t k = n < 512 ? n : 512, printable = 0;
    for (size_t i = 0; i < k; i++) {
        uint8_t c = p[i];
        if (c == '\n' || c == '\r' || c == '\t' || (c >= 0x20 && c < 0x7F) || c >= 0x80) printable++;
        else return 0;
    }
    /* text protobufs start with a field name or a comment */
    size_t i = 0;
    while (i < k && (p[i] == ' ' || p[i] == '\n' || p[i] == '\r' || p[i] == '\t')) i++;
    return i < k && ((p[i] >= 'a' && p[i] <= 'z') || (p[i] >= 'A' && p[i] <= 'Z') || p[i] == '#' || p[i] == '{');
}

static const uint8_t TABLE_MAGIC[8] = {0x57, 0xfb, 0x80, 0x8b, 0x24, 0x75, 0x47, 0xdb};

int tfc__detect_kind_src(int32_t *out_kind, tfc__src *src, tfc_error *err)
{
    *out_kind = TFC_KIND_UNKNOWN;
    size_t len = src->total;
    if (len == 0) return tfc__fail(err, TFC_E_EMPTY, 0, "the input is empty (0 bytes)");
    const uint8_t *p;
    int rc;
    if (len >= 8) {
        if ((rc = tfc__src_get(src, 0, 8, &p, err))) return rc;
        if (!memcmp(p + 4, "TFL3", 4)) {
            *out_kind = TFC_KIND_TFLITE;
            return TFC_OK;
        }
    }
    if (len >= 48) {
        if ((rc = tfc__src_get(src, len - 8, 8, &p, err))) return rc;
        if (!memcmp(p, TABLE_MAGIC, 8)) {
            *out_kind = TFC_KIND_CHECKPOINT_INDEX;
            return TFC_OK;
        }
    }
    if ((rc = tfc__src_get(src, 0, len < 512 ? len : 512, &p, err))) return rc;
    if (looks_like_text(p, len))
        return tfc__fail(err, TFC_E_TEXT_FORMAT, 0,
                         "the input looks like a text protobuf (.pbtxt) or other text; "
                         "TensorFlow's binary formats are expected");

    /* The top-level message against each kind's schema, in one pass. */
    static const schema *const tops[4] = {&S_GRAPH, &S_SAVED_MODEL, &S_VERSIONS, &S_META_GRAPH};
    shape shapes[4];
    tfc_error werr;
    tfc_error_init(&werr);
    rc = walk_shapes(src, 0, len, tops, shapes, 4, &werr);
    if (rc) {
        if (err) *err = werr;
        return rc;
    }
    const shape top = shapes[0], sm = shapes[1], vd = shapes[2], mg = shapes[3];

    /* Only SavedModel and VersionDef have a varint field 1. */
    if (sm.seen[1] && sm.first[1].wire_type == 0) {
        if (!vd.mismatch && !vd.unknown) *out_kind = TFC_KIND_VERSION_DEF;
        else if (!sm.mismatch && sm.seen[2]) *out_kind = TFC_KIND_SAVED_MODEL;
        goto done;
    }
    if (!vd.mismatch && !vd.unknown && vd.known) {
        *out_kind = TFC_KIND_VERSION_DEF;
        goto done;
    }
    /* GraphDef: a varint field 3, a VersionDef in field 4, or nodes. Fields
     * unknown to us are allowed (newer TensorFlow adds some); field 5 is no
     * evidence, since a MetaGraphDef's signature_def is a field 5 too. */
    if (!top.mismatch) {
        int graph = (top.seen[3] > 0) ||
                    (top.seen[4] && top.first[4].len && fits(src, &top.first[4], &S_VERSIONS));
        if (!graph && top.seen[1]) graph = node_like(src, &top.first[1]);
        if (graph) {
            *out_kind = TFC_KIND_GRAPH_DEF;
            goto done;
        }
    }
    {
        if (!mg.mismatch && mg.known) {
            int meta = 0;
            if (mg.seen[1]) meta = meta_info_like(src, &mg.first[1]);
            else if (mg.seen[3] || mg.seen[4] || mg.seen[5] || mg.seen[6] || mg.seen[7]) meta = 1;
            if (meta) {
                *out_kind = TFC_KIND_META_GRAPH_DEF;
                goto done;
            }
        }
    }
    /* Only field 2 left: a SavedModel whose schema version is 0 (omitted), or
     * a GraphDef with just a function library. */
    if (!sm.mismatch && !sm.unknown && sm.seen[2]) {
        if (sm.seen[2] > 1 || meta_graph_like(src, &sm.first[2])) {
            *out_kind = TFC_KIND_SAVED_MODEL;
            goto done;
        }
    }
    if (!top.mismatch && !top.unknown && top.known) {
        *out_kind = TFC_KIND_GRAPH_DEF;
        goto done;
    }
done:
    if (*out_kind == TFC_KIND_UNKNOWN)
        return tfc__fail(err, TFC_E_UNKNOWN_KIND, 0,
                         "not a GraphDef, MetaGraphDef, SavedModel, VersionDef, checkpoint index "
                         "or TFLite model: the field structure matches none of them");
    return TFC_OK;
}

int32_t tfc_container_detect_kind(int32_t *out_kind, const uint8_t *data, size_t len, tfc_error *err)
{
    if (!out_kind) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out_kind is NULL");
    *out_kind = TFC_KIND_UNKNOWN;
    if (!data && len) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "data is NULL");
    tfc__src src;
    tfc__src_memory(&src, data, len);
    return tfc__detect_kind_src(out_kind, &src, err);
}

/* ------------------------------------------------------------------ */
/* Watched attrs                                                        */

/* Half-open range [lo, hi) of the watch table rows of op `p[0..n)`. */
static void watch_range(const uint8_t *p, size_t n, size_t *lo, size_t *hi)
{
    size_t a = 0, b = tfc__attr_watch_count;
    while (a < b) { /* first row whose op is >= the key */
        size_t mid = a + (b - a) / 2;
        const char *op = tfc__attr_watch_table[mid].op;
        size_t ol = tfc__attr_watch_table[mid].op_len;
        int c = memcmp(op, p, ol < n ? ol : n);
        if (c < 0 || (c == 0 && ol < n)) a = mid + 1;
        else b = mid;
    }
    size_t e = a;
    while (e < tfc__attr_watch_count && tfc__attr_watch_table[e].op_len == n &&
           !memcmp(tfc__attr_watch_table[e].op, p, n))
        e++;
    *lo = a;
    *hi = e;
}

static void slots_free(const tfc_allocator *a, watch_slot **slots)
{
    if (!slots) return;
    for (size_t i = 0; i < tfc__attr_watch_count; i++) {
        watch_slot *s = slots[i];
        if (!s) continue;
        for (uint32_t k = 0; k < s->n; k++) {
            tfc__free(a, s->v[k].value);
            tfc__free(a, s->v[k].node);
        }
        tfc__free(a, s->over.node);
        tfc__free(a, s);
    }
    tfc__free(a, slots);
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */

typedef struct reader {
    tfc_model *m;
    tfc__wire_ctx ctx;
    tfc_error *err;
    /* Recent ops: consecutive nodes often share one, and a graph has few
     * distinct ops, so most nodes find theirs here by a compare, without
     * hashing it into the name set or searching the watch table. Slot by
     * length and end bytes; an entry belongs to one name set. */
    struct op_cache {
        const tfc__nameset *set;
        size_t len, lo, hi;
        uint8_t op[64];
    } ops[64];
} reader;

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
static int name_field(reader *r, tfc__swire *w, tfc__nameset *s, const tfc__field *f, const char *what)
{
    if (f->len > r->m->opts.max_string_size) return too_long(r, f, what);
    const uint8_t *p;
    int rc = tfc__swire_load(w, f, &p);
    if (rc) return rc;
    return name_add(r, s, p, f->len, f->offset, what);
}

/* A copy of a string field, NUL-terminated, bounded by max_string_size. */
static int dup_field(reader *r, tfc__swire *w, const tfc__field *f, char **out, const char *what)
{
    *out = NULL;
    if (f->len > r->m->opts.max_string_size) return too_long(r, f, what);
    const uint8_t *p = (const uint8_t *)"";
    int rc = f->len ? tfc__swire_load(w, f, &p) : TFC_OK;
    if (rc) return rc;
    *out = tfc__strndup(&r->m->alloc, (const char *)p, f->len);
    return *out ? TFC_OK : tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
}

/* Records value [vp, vp + vlen) (vp NULL: too large to keep) of watch row
 * `row` into slot set `which`; `node` (may be NULL) names the first node. */
static int watch_record(reader *r, tfc_meta_graph *g, int which, size_t row, const uint8_t *vp, size_t vlen,
                        tfc__swire *w, const tfc__field *node, uint32_t where);

static inline int bytes_eq(const uint8_t *a, const uint8_t *b, size_t n);

/* watch_record of a use, the value last matched or added for its row
 * tried first, inline. */
static inline int watch_note(reader *r, tfc_meta_graph *g, size_t row, const uint8_t *vp, size_t vlen, tfc__swire *w,
                             const tfc__field *node, uint32_t where)
{
    watch_slot **slots = g->attrs.slots[USES], *s;
    if (vp && slots && (s = slots[row]) && s->n) {
        watch_val *v = &s->v[s->last];
        if (v->len == vlen && bytes_eq(v->value, vp, vlen)) {
            v->where |= where;
            return TFC_OK;
        }
    }
    return watch_record(r, g, USES, row, vp, vlen, w, node, where);
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

/* The common map entry's shape in p[0..n), all in memory: key (field 1)
 * then value (field 2), both short, nothing else. 1 with key and value
 * pointers and lengths set, 0 when the general path must read it. */
static inline int entry_shape(const uint8_t *p, size_t n, const uint8_t **kp, size_t *klen, const uint8_t **vp,
                              size_t *vlen)
{
    /* The commonest: an entry under 128 bytes, both lengths in one byte;
     * any other encoding of one that size goes to the general path. */
    if (n >= 4 && n < 0x80 && p[0] == 0x0A && p[1] <= n - 4) {
        size_t k = p[1];
        if (p[2 + k] != 0x12 || p[3 + k] != n - 4 - k) return 0;
        *klen = k;
        *vlen = n - 4 - k;
        *kp = p + 2;
        *vp = p + 4 + k;
        return 1;
    }
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
                       : watch_record(r, g, USES, i, fvl > TFC__ATTR_VALUE_MAX ? NULL : fvp, fvl, parent, node, where);
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
    return watch_record(r, g, USES, row, vp, have_value ? value.len : 0, &w, node, where);
}

/* The op bytes p[0..n) of a node: into the op set, and its watch rows
 * through *lo, *hi. */
static int take_op_slow(reader *r, tfc__nameset *ops, struct op_cache *c, const uint8_t *p, size_t n,
                        size_t offset, size_t *lo, size_t *hi);

static inline int take_op_bytes(reader *r, tfc__nameset *ops, const uint8_t *p, size_t n, size_t offset,
                                size_t *lo, size_t *hi)
{
    struct op_cache *c = &r->ops[(n * 7 + (n ? p[0] + 3u * p[n - 1] : 0)) & 63];
    if (c->set == ops && c->len == n && bytes_eq(c->op, p, n)) {
        *lo = c->lo;
        *hi = c->hi;
        return TFC_OK;
    }
    return take_op_slow(r, ops, c, p, n, offset, lo, hi);
}

/* A node's op not in the recent-op cache: into the set, and cached. */
static int take_op_slow(reader *r, tfc__nameset *ops, struct op_cache *c, const uint8_t *p, size_t n,
                        size_t offset, size_t *lo, size_t *hi)
{
    int rc = name_add(r, ops, p, n, offset, "op");
    if (rc) return rc;
    watch_range(p, n, lo, hi);
    if (n <= sizeof c->op) {
        memcpy(c->op, p, n);
        c->len = n;
        c->lo = *lo;
        c->hi = *hi;
        c->set = ops;
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
    return take_op_bytes(r, ops, p, f->len, f->offset, lo, hi);
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
                        const uint8_t *p, size_t name_hdr, size_t name_len, size_t q, size_t lo, size_t hi);

static inline int node_at(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function,
                          const uint8_t *p, size_t avail);

static inline int node_fast(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function)
{
    tfc__src *s = parent->src;
    tfc__wire_ctx *ctx = parent->ctx;
    if (nf->at < s->off || nf->at - s->off >= s->len || ctx->fields + 2 > ctx->opts->max_fields) return 0;
    if (parent->depth + 1 >= ctx->opts->max_depth) return 0;
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
    int rc = take_op_bytes(r, ops, p + q, olen, nf->at + q - 1 - h2, &lo, &hi);
    if (rc) return rc;
    if (lo == hi) {
        ctx->fields += 2;
        return 1;
    }
    if (avail != nf->len) return 0; /* watched, and not all in the window */
    return watched_fast(r, parent, nf, g, in_function, p, 1 + h, nlen, q + olen, lo, hi);
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

/*
 * A node of a watched op, all in the window: the fields after its op are
 * read as the general path reads them (the last name so far names the
 * node; each attr entry is read_attr_entry's, its common shape inline) as
 * long as each is plain, of the wire type the general path expects, and
 * within the field limit; 0 at the first that is not, with the field count
 * as it was, sends the node to the general path.
 */
static int watched_fast(reader *r, tfc__swire *parent, const tfc__field *nf, tfc_meta_graph *g, int in_function,
                        const uint8_t *p, size_t name_hdr, size_t name_len, size_t q, size_t lo, size_t hi)
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
    int entry_ok = w.depth + 1 < ctx->opts->max_depth;
    uint64_t lens = 0; /* the watched attrs' lengths, mod 64: most keys miss at one test */
    for (size_t k = lo; k < hi; k++) lens |= UINT64_C(1) << (tfc__attr_watch_table[k].attr_len & 63);
    const uint8_t *kp, *vp;
    size_t kl, vl;
    /* The count is kept here and stored before read_attr_entry and on
     * the way out; nothing else called here counts fields. */
    uint64_t fields = ctx->fields;
    const uint64_t max_fields = ctx->opts->max_fields;
    for (size_t i = q; i < n;) {
        size_t sz;
        uint32_t t = p[i], number = t >> 3;
        if (t >= 8 && t < 0x80 && (t & 7) == TFC__WT_LEN && n - i >= 2 && p[i + 1] < 0x80 && p[i + 1] <= n - i - 2) {
            at = 2; /* the commonest: a LEN field with a one-byte length */
            len = p[i + 1];
            sz = 2 + len;
        } else if (!(sz = plain_field(p + i, n - i, &at, &len)) || (number <= 7 && (t & 7) != TFC__WT_LEN)) {
            sz = 0;
        }
        if (!sz || fields >= max_fields) {
            /* Not plain, a wire-type error, or the field limit: the general
             * path reads the node again and names it. What was recorded so
             * far is recorded again the same way (a value already seen
             * keeps its first node), so only the count is undone. */
            ctx->fields = fields0;
            return 0;
        }
        fields++;
        if (number == 1) {
            name.offset = nf->at + i;
            name.at = nf->at + i + at;
            name.len = len;
        } else if (number == 5 && entry_ok && fields + 2 <= max_fields &&
                   entry_shape(p + i + at, len, &kp, &kl, &vp, &vl)) {
            /* read_attr_entry's fast case, the node's bounds already known */
            fields += 2;
            size_t row = kl && kl <= 128 && (lens >> (kl & 63) & 1) ? watch_row(lo, hi, kp, kl) : hi;
            if (row != hi) {
                w.pos = nf->at + i + sz;
                if ((rc = watch_note(r, g, row, vl > TFC__ATTR_VALUE_MAX ? NULL : vp, vl, &w, &name, where)))
                    return rc;
            }
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

/* A 32-bit hash of p[0..n), eight bytes at a step (function names are
 * long: "__inference_..._1234"); only compared with itself. */
static uint32_t hash32(const uint8_t *p, size_t n)
{
    uint64_t h = 0x9E3779B97F4A7C15u ^ n;
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t x;
        memcpy(&x, p, 8);
        h = (h ^ x) * 0xFF51AFD7ED558CCDu;
        h ^= h >> 32;
    }
    uint64_t t = 0;
    for (size_t i = 0; i < n; i++) t |= (uint64_t)p[i] << (8 * i);
    h = (h ^ t) * 0xC4CEB9FE1A85EC53u;
    return (uint32_t)(h ^ h >> 29);
}

/* TFC_FUNCTION_NAMES_CALLED: a function's name is remembered by its place
 * and hash; fn_refs_resolve keeps those that are op names. */
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
    c->v[c->n++] = (fn_ref){name->at, (uint32_t)name->len, hash32(p, name->len)};
    g->fn_ref_count++;
    return TFC_OK;
}

static void fn_refs_free(const tfc_allocator *a, tfc_meta_graph *g)
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

static int has_name(const tfc__nameset *s, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < s->count; i++)
        if (s->lens[i] == n && (n == 0 || !memcmp(s->items[i], p, n))) return 1;
    return 0;
}

/* The functions whose name is an op name of the graph or of a function
 * body: a hash match against the (few) distinct ops, then the bytes are
 * read again and compared, so no other name gets in. */
static int fn_refs_resolve(reader *r, tfc__src *src, tfc_meta_graph *g)
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
                hs[k++] = hash32((const uint8_t *)ops[s]->items[i], ops[s]->lens[i]);
        qsort(hs, n_ops, sizeof *hs, cmp_u32);
    }
    for (fn_chunk *c = g->fn_refs; c && hs && !rc; c = c->next)
        for (size_t j = 0; j < c->n && !rc; j++) {
            const fn_ref *f = &c->v[j];
            if (!bsearch(&f->hash, hs, n_ops, sizeof *hs, cmp_u32)) continue;
            const uint8_t *p = (const uint8_t *)"";
            if (f->len && (rc = tfc__src_get(src, (size_t)f->at, f->len, &p, r->err))) break;
            if (has_name(ops[0], p, f->len) || has_name(ops[1], p, f->len))
                rc = name_add(r, &g->names[TFC_NAMES_FUNCTIONS], p, f->len, (size_t)f->at, "function");
        }
    tfc__free(&r->m->alloc, hs);
    fn_refs_free(&r->m->alloc, g);
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

/* FunctionDef.signature (OpDef) f of the function walked by w: its last
 * field 1 into *name. The plain LEN fields of a signature all in the
 * window are walked in memory; the walker takes over at the first other. */
static int read_signature_name(tfc__swire *w, const tfc__field *f, tfc__field *name)
{
    tfc__swire sw;
    tfc__field sf;
    int rc = tfc__swire_enter(&sw, w, f);
    if (rc) return rc;
    const uint8_t *p = in_window(sw.src, f->at, f->len);
    if (p) {
        tfc__wire_ctx *ctx = sw.ctx;
        size_t i = 0, n = f->len, hdr, len, sz;
        while (i < n && ctx->fields < ctx->opts->max_fields) {
            if ((sz = len_field(p + i, n - i, &hdr, &len))) {
                if (p[i] >> 3 == 1) *name = len_field_at(1, f->at + i, hdr, len);
            } else if (p[i] >> 3 == 1 || !(sz = tail_field(p + i, n - i))) {
                break; /* a name that is not LEN is the walker's error */
            }
            ctx->fields++;
            i += sz;
        }
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
                rc = number == 1 ? read_signature_name(&w, &f, &name) : read_node(r, &w, &f, g, 1);
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
            if ((rc = read_signature_name(&w, &f, &name))) return rc;
        } else if (f.number == 3) {
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "FunctionDef.node_def"))) return rc;
            if ((rc = read_node(r, &w, &f, g, 1))) return rc;
        }
    }
    if (rc < 0) return rc;
    g->function_count++;
    if (r->m->opts.function_names == TFC_FUNCTION_NAMES_CALLED) return fn_ref_add(r, &w, g, &name);
    return name_field(r, &w, &g->names[TFC_NAMES_FUNCTIONS], &name, "function");
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

static int read_graph(reader *r, tfc__swire *w, tfc_meta_graph *g)
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
            if ((rc = watch_record(r, g, DEFAULTS, i, vp, def.len, &aw, NULL, 0))) return rc;
            break;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

static int read_op_list(reader *r, tfc__swire *parent, const tfc__field *lf, tfc_meta_graph *g)
{
    tfc__swire w, ow;
    int rc = tfc__swire_enter(&w, parent, lf);
    if (rc) return rc;
    tfc__field f, of;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        if (f.number != 1) continue;
        if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "OpList.op"))) return rc;
        if ((rc = tfc__swire_enter(&ow, &w, &f))) return rc;
        tfc__field name = {0};
        name.offset = f.offset;
        name.at = f.at;
        while ((rc = tfc__swire_next_inline(&ow, &of)) > 0)
            if (of.number == 1) {
                if ((rc = tfc__swire_expect(&ow, &of, TFC__WT_LEN, "OpDef.name"))) return rc;
                name = of;
            }
        if (rc < 0) return rc;
        if ((rc = name_field(r, &ow, &g->names[TFC_NAMES_STRIPPED_OPS], &name, "stripped op"))) return rc;
        size_t lo, hi;
        const uint8_t *np = (const uint8_t *)"";
        if (name.len && (rc = tfc__swire_load(&ow, &name, &np))) return rc;
        watch_range(np, name.len, &lo, &hi);
        if (lo < hi && (rc = read_op_defaults(r, &w, &f, g, lo, hi))) return rc;
    }
    return rc < 0 ? rc : TFC_OK;
}

/* Tags keep file order and duplicates: stored unsorted, one by one. */
static int tag_append(reader *r, tfc__nameset *t, char *s, size_t len)
{
    if (t->count == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 4;
        char **items = tfc__calloc(&r->m->alloc, cap, sizeof *items);
        size_t *lens = tfc__calloc(&r->m->alloc, cap, sizeof *lens);
        if (!items || !lens) {
            tfc__free(&r->m->alloc, items);
            tfc__free(&r->m->alloc, lens);
            tfc__free(&r->m->alloc, s);
            return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
        }
        if (t->count) {
            memcpy(items, t->items, t->count * sizeof *items);
            memcpy(lens, t->lens, t->count * sizeof *lens);
        }
        tfc__free(&r->m->alloc, t->items);
        tfc__free(&r->m->alloc, t->lens);
        t->items = items;
        t->lens = lens;
        t->cap = cap;
    }
    t->items[t->count] = s;
    t->lens[t->count++] = len;
    return TFC_OK;
}

/* MetaInfoDef: the small fields with the wire reader (strings: last
 * occurrence wins; tags: every occurrence, in order), and the op list. */
static int read_meta_info(reader *r, tfc__swire *parent, const tfc__field *mf, tfc_meta_graph *g)
{
    tfc__swire w;
    int rc = tfc__swire_enter(&w, parent, mf);
    if (rc) return rc;
    g->has_meta_info = 1;
    tfc__field f;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        switch (f.number) {
        case 1: case 4: case 5: case 6: {
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "MetaInfoDef text field"))) return rc;
            if (f.len > r->m->opts.max_string_size)
                return tfc__fail(r->err, TFC_E_TOO_LARGE, (int64_t)f.offset,
                                 "MetaInfoDef field %u at offset %zu is %zu bytes, over the %u-byte limit",
                                 f.number, f.offset, f.len, r->m->opts.max_string_size);
            if (f.number == 4 && g->tags.count + 1 > r->m->opts.max_names)
                return tfc__fail(r->err, TFC_E_TOO_MANY, (int64_t)f.offset, "more than %u tags",
                                 r->m->opts.max_names);
            char *s;
            if ((rc = dup_field(r, &w, &f, &s, "MetaInfoDef field"))) return rc;
            char **dst = f.number == 1 ? &g->mg_version : f.number == 5 ? &g->tf_version
                       : f.number == 6 ? &g->git_version : NULL;
            if (!dst) {
                if ((rc = tag_append(r, &g->tags, s, f.len))) return rc;
                break;
            }
            tfc__free(&r->m->alloc, *dst);
            *dst = s;
            if (f.number == 1) g->mg_version_len = f.len;
            else if (f.number == 5) g->tf_version_len = f.len;
            else g->git_version_len = f.len;
            break;
        }
        case 7:
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_VARINT, "MetaInfoDef.stripped_default_attrs"))) return rc;
            g->stripped_default_attrs = f.varint != 0;
            break;
        case 2:
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "MetaInfoDef.stripped_op_list"))) return rc;
            if ((rc = read_op_list(r, &w, &f, g))) return rc;
            break;
        case 3: case 8:
            if ((rc = tfc__swire_expect(&w, &f, TFC__WT_LEN, "MetaInfoDef field"))) return rc;
            break;
        default:
            break;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

static int watch_record(reader *r, tfc_meta_graph *g, int which, size_t row, const uint8_t *vp, size_t vlen,
                        tfc__swire *w, const tfc__field *node, uint32_t where)
{
    const tfc_allocator *a = &r->m->alloc;
    watch_slot ***slots = &g->attrs.slots[which];
    if (!*slots && !(*slots = tfc__calloc(a, tfc__attr_watch_count, sizeof **slots)))
        return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
    if (!(*slots)[row] && !((*slots)[row] = tfc__calloc(a, 1, sizeof ***slots)))
        return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
    watch_slot *s = (*slots)[row];
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
            if (!(v->value = tfc__alloc(a, vlen ? vlen : 1))) return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
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
    if (node) return dup_field(r, w, node, &v->node, "node name");
    if (which == USES) {
        v->node = tfc__strndup(a, "", 0);
        if (!v->node) return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
    }
    return TFC_OK;
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

/* Slots to the sorted list; the list takes the slots' memory. */
static int attrs_finish(tfc_model *m, tfc_meta_graph *g, tfc_error *err)
{
    for (int which = 0; which < 2; which++) {
        watch_slot **slots = g->attrs.slots[which];
        if (!slots) continue;
        size_t n = 0;
        for (size_t i = 0; i < tfc__attr_watch_count; i++)
            if (slots[i]) n += slots[i]->n + (size_t)slots[i]->has_over;
        tfc__attr_use *list = n ? tfc__calloc(&m->alloc, n, sizeof *list) : NULL;
        if (n && !list) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        size_t at = 0;
        for (size_t i = 0; i < tfc__attr_watch_count; i++) {
            watch_slot *s = slots[i];
            if (!s) continue;
            size_t start = at;
            for (uint32_t k = 0; k <= s->n; k++) {
                const watch_val *v = k < s->n ? &s->v[k] : s->has_over ? &s->over : NULL;
                if (!v) break;
                list[at++] = (tfc__attr_use){tfc__attr_watch_table[i].op, tfc__attr_watch_table[i].attr, v->value,
                                             v->value ? v->len : 0, v->node, v->where};
            }
            qsort(list + start, at - start, sizeof *list, cmp_use);
            tfc__free(&m->alloc, s); /* the list took its values and node names */
            slots[i] = NULL;
        }
        tfc__free(&m->alloc, slots);
        g->attrs.slots[which] = NULL;
        g->attrs.list[which] = list;
        g->attrs.count[which] = n;
    }
    return TFC_OK;
}

static void meta_graph_free(tfc_model *m, tfc_meta_graph *g)
{
    if (!g) return;
    tfc__free(&m->alloc, g->tf_version);
    tfc__free(&m->alloc, g->git_version);
    tfc__free(&m->alloc, g->mg_version);
    fn_refs_free(&m->alloc, g);
    tfc__nameset_free(&g->tags);
    for (int i = 0; i < 4; i++) tfc__nameset_free(&g->names[i]);
    tfc__versiondef_clear(&g->versions);
    for (int which = 0; which < 2; which++) {
        slots_free(&m->alloc, g->attrs.slots[which]);
        for (size_t i = 0; i < g->attrs.count[which]; i++) {
            tfc__free(&m->alloc, (void *)g->attrs.list[which][i].value);
            tfc__free(&m->alloc, (void *)g->attrs.list[which][i].node);
        }
        tfc__free(&m->alloc, g->attrs.list[which]);
    }
    tfc__free(&m->alloc, g);
}

static tfc_meta_graph *meta_graph_new(reader *r)
{
    tfc_model *m = r->m;
    if (m->count >= m->opts.max_meta_graphs) {
        tfc__fail(r->err, TFC_E_TOO_MANY, -1, "more than %u meta graphs", m->opts.max_meta_graphs);
        return NULL;
    }
    if (m->count == m->cap) {
        size_t cap = m->cap ? m->cap * 2 : 2;
        tfc_meta_graph **gs = tfc__calloc(&m->alloc, cap, sizeof *gs);
        if (!gs) {
            tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
            return NULL;
        }
        if (m->count) memcpy(gs, m->graphs, m->count * sizeof *gs);
        tfc__free(&m->alloc, m->graphs);
        m->graphs = gs;
        m->cap = cap;
    }
    tfc_meta_graph *g = tfc__calloc(&m->alloc, 1, sizeof *g);
    if (!g) {
        tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory");
        return NULL;
    }
    tfc__nameset_init(&g->tags, &m->alloc, m->opts.max_names);
    for (int i = 0; i < 4; i++) tfc__nameset_init(&g->names[i], &m->alloc, m->opts.max_names);
    tfc__allocator_copy(&g->versions.alloc, &m->alloc);
    m->graphs[m->count++] = g;
    memset(r->ops, 0, sizeof r->ops); /* a new graph's sets may reuse addresses */
    return g;
}

static int read_meta_graph(reader *r, tfc__swire *w, tfc_meta_graph *g)
{
    tfc__field f;
    int rc;
    int seen_info = 0, seen_graph = 0;
    while ((rc = tfc__swire_next_inline(w, &f)) > 0) {
        if (f.number == 1) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "MetaGraphDef.meta_info_def"))) return rc;
            if (seen_info++)
                return tfc__fail(r->err, TFC_E_BAD_VALUE, (int64_t)f.offset,
                                 "MetaGraphDef has a second meta_info_def at offset %zu", f.offset);
            if ((rc = read_meta_info(r, w, &f, g))) return rc;
        } else if (f.number == 2) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "MetaGraphDef.graph_def"))) return rc;
            if (seen_graph++)
                return tfc__fail(r->err, TFC_E_BAD_VALUE, (int64_t)f.offset,
                                 "MetaGraphDef has a second graph_def at offset %zu", f.offset);
            tfc__swire gw;
            if ((rc = tfc__swire_enter(&gw, w, &f))) return rc;
            if ((rc = read_graph(r, &gw, g))) return rc;
        } else if (f.number <= 7) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "MetaGraphDef field"))) return rc;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

static int read_saved_model(reader *r, tfc__swire *w)
{
    tfc__field f;
    int rc;
    while ((rc = tfc__swire_next_inline(w, &f)) > 0) {
        if (f.number == 1) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_VARINT, "SavedModel.saved_model_schema_version"))) return rc;
            r->m->schema_version = (int64_t)f.varint;
        } else if (f.number == 2) {
            if ((rc = tfc__swire_expect(w, &f, TFC__WT_LEN, "SavedModel.meta_graphs"))) return rc;
            tfc_meta_graph *g = meta_graph_new(r);
            if (!g) return r->err ? r->err->code : TFC_E_NOMEM;
            tfc__swire mw;
            if ((rc = tfc__swire_enter(&mw, w, &f))) return rc;
            if ((rc = read_meta_graph(r, &mw, g))) return rc;
        }
    }
    return rc < 0 ? rc : TFC_OK;
}

static const char *kind_article(int32_t kind)
{
    switch (kind) {
    case TFC_KIND_GRAPH_DEF: return "a GraphDef";
    case TFC_KIND_META_GRAPH_DEF: return "a MetaGraphDef";
    case TFC_KIND_SAVED_MODEL: return "a SavedModel";
    case TFC_KIND_CHECKPOINT_INDEX: return "a checkpoint index (tensor bundle table)";
    case TFC_KIND_TFLITE: return "a TFLite flatbuffer (identifier TFL3)";
    case TFC_KIND_VERSION_DEF: return "a bare VersionDef";
    default: return "of an unknown kind";
    }
}

int tfc__model_parse_src(tfc_model **out, tfc__src *src, int32_t expected, const tfc_parse_options *opts,
                         tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (expected < 0 || expected > TFC_KIND_SAVED_MODEL)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "expected_kind %d is not a GraphDef, MetaGraphDef or SavedModel kind", (int)expected);
    tfc_parse_options o;
    tfc__parse_options_resolve(&o, opts);
    size_t len = src->total;
    if (len > o.max_input_size)
        return tfc__fail(err, TFC_E_TOO_LARGE, -1, "input of %zu bytes exceeds the %llu-byte limit", len,
                         (unsigned long long)o.max_input_size);

    int32_t kind = TFC_KIND_UNKNOWN;
    int rc = tfc__detect_kind_src(&kind, src, err);
    if (rc == TFC_E_TEXT_FORMAT || rc == TFC_E_EMPTY || rc == TFC_E_IO) return rc;
    /* Given the kind, a GraphDef/MetaGraphDef/SavedModel classification
     * that disagrees is reported only when it is certain: TFLite, a
     * checkpoint, or a different message recognised from its fields. */
    if (expected != TFC_KIND_UNKNOWN) {
        if (rc == 0 && kind != expected)
            return tfc__fail(err, TFC_E_WRONG_KIND, 0, "expected %s, but the input is %s",
                             kind_article(expected), kind_article(kind));
        /* An unclassifiable or malformed input is read as the kind asked
         * for, so that the error names the actual fault. */
        kind = expected;
    } else if (rc) {
        return rc;
    } else if (kind == TFC_KIND_TFLITE || kind == TFC_KIND_CHECKPOINT_INDEX || kind == TFC_KIND_VERSION_DEF) {
        return tfc__fail(err, TFC_E_WRONG_KIND, 0,
                         "the input is %s, not a GraphDef, MetaGraphDef or SavedModel", kind_article(kind));
    }

    tfc_model *m = tfc__calloc(o.allocator, 1, sizeof *m);
    if (!m) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&m->alloc, o.allocator);
    m->opts = o;
    m->kind = kind;
    m->schema_version = -1;
    reader r;
    memset(&r, 0, sizeof r);
    r.m = m;
    r.ctx = (tfc__wire_ctx){&m->opts, 0, err, NULL, NULL};
    r.err = err;
    tfc__swire w;
    tfc__swire_init(&w, &r.ctx, src);
    if (kind == TFC_KIND_SAVED_MODEL) {
        m->schema_version = 0;
        rc = read_saved_model(&r, &w);
    } else {
        tfc_meta_graph *g = meta_graph_new(&r);
        if (!g) rc = err ? err->code : TFC_E_NOMEM;
        else if (kind == TFC_KIND_META_GRAPH_DEF) rc = read_meta_graph(&r, &w, g);
        else rc = read_graph(&r, &w, g);
    }
    for (size_t i = 0; !rc && i < m->count; i++) {
        if ((rc = fn_refs_resolve(&r, src, m->graphs[i]))) break;
        for (int k = 0; k < 4; k++) tfc__nameset_sort(&m->graphs[i]->names[k]);
        rc = attrs_finish(m, m->graphs[i], err);
    }
    if (rc) {
        tfc_model_free(m);
        return rc;
    }
    *out = m;
    return TFC_OK;
}

int32_t tfc_model_parse(tfc_model **out, const uint8_t *data, size_t len, int32_t expected_kind,
                        const tfc_parse_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!data && len) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "data is NULL");
    tfc__src src;
    tfc__src_memory(&src, data, len);
    return tfc__model_parse_src(out, &src, expected_kind, opts, err);
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

void tfc_model_free(tfc_model *m)
{
    if (!m) return;
    tfc_allocator a = m->alloc;
    for (size_t i = 0; i < m->count; i++) meta_graph_free(m, m->graphs[i]);
    tfc__free(&a, m->graphs);
    tfc__free(&a, m);
}

int32_t tfc_model_kind(const tfc_model *m) { return m ? m->kind : TFC_KIND_UNKNOWN; }
int64_t tfc_model_schema_version(const tfc_model *m) { return m ? m->schema_version : -1; }
size_t tfc_model_meta_graph_count(const tfc_model *m) { return m ? m->count : 0; }

const tfc_meta_graph *tfc_model_meta_graph(const tfc_model *m, size_t i)
{
    return m && i < m->count ? m->graphs[i] : NULL;
}

int32_t tfc_meta_graph_has_meta_info(const tfc_meta_graph *g) { return g ? g->has_meta_info : 0; }
size_t tfc_meta_graph_tag_count(const tfc_meta_graph *g) { return g ? g->tags.count : 0; }

const char *tfc_meta_graph_tag(const tfc_meta_graph *g, size_t i, size_t *len)
{
    if (!g || i >= g->tags.count) {
        if (len) *len = 0;
        return NULL;
    }
    if (len) *len = g->tags.lens[i];
    return g->tags.items[i];
}

static const char *text(const char *s, size_t n, size_t *len)
{
    if (len) *len = s ? n : 0;
    return s ? s : "";
}

const char *tfc_meta_graph_tensorflow_version(const tfc_meta_graph *g, size_t *len)
{
    return text(g ? g->tf_version : NULL, g ? g->tf_version_len : 0, len);
}

const char *tfc_meta_graph_tensorflow_git_version(const tfc_meta_graph *g, size_t *len)
{
    return text(g ? g->git_version : NULL, g ? g->git_version_len : 0, len);
}

const char *tfc_meta_graph_meta_graph_version(const tfc_meta_graph *g, size_t *len)
{
    return text(g ? g->mg_version : NULL, g ? g->mg_version_len : 0, len);
}

int32_t tfc_meta_graph_stripped_default_attrs(const tfc_meta_graph *g) { return g ? g->stripped_default_attrs : 0; }
int32_t tfc_meta_graph_has_graph_def(const tfc_meta_graph *g) { return g ? g->has_graph_def : 0; }
int32_t tfc_meta_graph_has_versions(const tfc_meta_graph *g) { return g ? g->has_versions : 0; }
const tfc_versiondef *tfc_meta_graph_versions(const tfc_meta_graph *g) { return g ? &g->versions : NULL; }
int32_t tfc_meta_graph_graph_def_deprecated_version(const tfc_meta_graph *g) { return g ? g->deprecated_version : 0; }
int64_t tfc_meta_graph_node_count(const tfc_meta_graph *g) { return g ? g->node_count : 0; }
size_t tfc_meta_graph_function_count(const tfc_meta_graph *g) { return g ? g->function_count : 0; }

size_t tfc_meta_graph_name_count(const tfc_meta_graph *g, int32_t list)
{
    return g && list >= 0 && list < 4 ? g->names[list].count : 0;
}

const char *tfc_meta_graph_name(const tfc_meta_graph *g, int32_t list, size_t i)
{
    if (!g || list < 0 || list >= 4 || i >= g->names[list].count) return NULL;
    return g->names[list].items[i];
}
