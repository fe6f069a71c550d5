/*
 * opreg.c - TensorFlow's op and attr registry by release, and the op-level
 * rules (tfcompat/opreg.h). The tables are generated from data/ by
 * tools/gen/opreg.c; docs/op-registry.md gives the TensorFlow sources of
 * every rule and message below.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "container_internal.h"
#include "registry/opreg_internal.h"
#include "registry_internal.h"
#include "tfcompat/opreg.h"

/* ------------------------------------------------------------ the axis */

/*
 * Where axis index k (-1: before the axis) stands against release
 * major.minor: <0 older, 0 the same, >0 newer. The message eras below are
 * bounded by releases of the past, compared by number, never by position,
 * so a release added to the data moves nothing.
 */
static int axis_cmp(int k, unsigned major, unsigned minor)
{
    if (k < 0) return -1;
    unsigned a = tfc__tfop_axis_major[k], b = tfc__tfop_axis_minor[k];
    return a != major ? (a < major ? -1 : 1) : b != minor ? (b < minor ? -1 : 1) : 0;
}

int tfc__opreg_axis(const char *release)
{
    uint64_t major, minor;
    if (!release || !tfc__release_major_minor(release, &major, &minor)) return -2;
    if (major > UINT16_MAX || minor > UINT16_MAX) return -2;
    for (size_t k = 0; k < tfc__tfop_axis_count; k++)
        if (tfc__tfop_axis_major[k] == major && tfc__tfop_axis_minor[k] == minor) return (int)k;
    if (tfc__tfop_axis_count && axis_cmp(0, (unsigned)major, (unsigned)minor) > 0) return -1;
    return -2;
}

/*
 * tfc__opreg_axis of a consumer's op set, remembered per thread: a record
 * asks it of every graphdef release, and parsing the text each time was
 * 2.5 % of a SavedModel scan. A slot is found by the string's address and
 * holds a copy of its text, so an answer is reused only for the same text
 * (a freed registry's address reused by another is compared, not trusted).
 */
#define AXIS_MEMO_SLOTS 256 /* a power of two, for the hash below */
#define AXIS_MEMO_TEXT 16
typedef struct axis_memo {
    const char *at;
    char text[AXIS_MEMO_TEXT];
    int k;
} axis_memo;
static _Thread_local axis_memo axis_seen[AXIS_MEMO_SLOTS];

static int op_set_axis(const char *op_set)
{
    size_t h = (size_t)(((uint64_t)(uintptr_t)op_set * 0x9E3779B97F4A7C15u) >> 56);
    axis_memo *m = &axis_seen[h % AXIS_MEMO_SLOTS];
    /* Open addressing over a few slots: a registry's ~50 op sets all fit. */
    for (size_t i = 0; i < 8; i++) {
        axis_memo *s = &axis_seen[(h + i) % AXIS_MEMO_SLOTS];
        if (s->at == op_set && !strcmp(s->text, op_set)) return s->k;
        if (!s->at) {
            m = s;
            break;
        }
    }
    int k = tfc__opreg_axis(op_set);
    size_t n = strlen(op_set);
    if (n < AXIS_MEMO_TEXT) {
        memcpy(m->text, op_set, n + 1);
        m->at = op_set;
        m->k = k;
    }
    return k;
}

static const char *axis_name(int k)
{
    return k >= 0 && (size_t)k < tfc__tfop_axis_count ? tfc__tfop_axis[k] : "";
}

/*
 * Unknown node attrs: what ValidateNodeDef of release k does with a node
 * attr its OpDef lacks (data/tf_attr_policy.csv, evidence in
 * docs/op-loaders.md 2.2): up to 2.3 it rejects (INVALID_ARGUMENT), from 2.7
 * it logs and ignores; which of 2.4 - 2.6 changed that is not known, so they
 * answer UNDETERMINED. Releases before 1.0 reject (N0); an unknown release
 * (k == -2) is undetermined.
 */
static int attr_policy_at(int k)
{
    if (k == -1) return TFC__ATTR_REJECT;
    if (k < 0 || (size_t)k >= tfc__tfop_axis_count) return TFC__ATTR_UNDETERMINED;
    return tfc__attr_policy[k];
}

/* The last rejecting and the first ignoring release of the axis; -1 none. */
static void attr_policy_bounds(int *last_reject, int *first_ignore)
{
    *last_reject = -1;
    *first_ignore = -1;
    for (size_t k = 0; k < tfc__tfop_axis_count; k++) {
        if (tfc__attr_policy[k] == TFC__ATTR_REJECT) *last_reject = (int)k;
        if (tfc__attr_policy[k] == TFC__ATTR_IGNORE && *first_ignore < 0) *first_ignore = (int)k;
    }
}

/* ------------------------------------------------------------ lookups */

/*
 * The op table by name, and each op's and attr's present releases as a
 * mask, built once per process on first use (pthread_once): a model's ops
 * were each a binary search by strcmp (~11 compares) and each presence
 * mask a walk of the op's cells, for every record. Open addressing over
 * twice the rows, FNV-1a; a row's hash is kept so that a probe compares
 * strings only when hashes match. The table's content is fixed, so a probe
 * ends at an empty slot within its longest chain whatever name is asked.
 * Without memory the lookups fall back to the binary search and the cells.
 */
static struct {
    uint32_t *slot;  /* row + 1, 0 empty; a power of two of them */
    uint32_t *hash;  /* per op row */
    uint64_t *op_present, *attr_present; /* per row: present_mask of its cells */
    size_t mask;
    atomic_int ready; /* set last, once everything above is written */
} tables;
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static uint32_t name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* The axis releases (k < 64) at which `cells` says present. */
static uint64_t present_mask(const char *cells)
{
    uint64_t mask = 0;
    for (size_t k = 0; k < tfc__tfop_axis_count && k < 64; k++)
        if (cells[k] == TFC__CELL_PRESENT) mask |= (uint64_t)1 << k;
    return mask;
}

static void tables_init(void)
{
    size_t n = 4;
    while (n < 2 * tfc__tfop_count) n *= 2;
    tables.slot = tfc__calloc(NULL, n, sizeof *tables.slot);
    tables.hash = tfc__calloc(NULL, tfc__tfop_count ? tfc__tfop_count : 1, sizeof *tables.hash);
    tables.op_present = tfc__calloc(NULL, tfc__tfop_count ? tfc__tfop_count : 1, sizeof *tables.op_present);
    tables.attr_present = tfc__calloc(NULL, tfc__tfattr_count ? tfc__tfattr_count : 1, sizeof *tables.attr_present);
    if (!tables.slot || !tables.hash || !tables.op_present || !tables.attr_present || tfc__tfop_count > UINT32_MAX - 1) {
        tfc__free(NULL, tables.slot);
        tfc__free(NULL, tables.hash);
        tfc__free(NULL, tables.op_present);
        tfc__free(NULL, tables.attr_present);
        return;
    }
    tables.mask = n - 1;
    for (size_t i = 0; i < tfc__tfop_count; i++) {
        uint32_t h = name_hash(tfc__tfops[i].name);
        size_t at = h & tables.mask;
        while (tables.slot[at]) at = (at + 1) & tables.mask;
        tables.slot[at] = (uint32_t)i + 1;
        tables.hash[i] = h;
        tables.op_present[i] = present_mask(tfc__tfops[i].presence);
    }
    for (size_t i = 0; i < tfc__tfattr_count; i++) tables.attr_present[i] = present_mask(tfc__tfattrs[i].presence);
    atomic_store_explicit(&tables.ready, 1, memory_order_release);
}

static int tables_ready(void)
{
    if (atomic_load_explicit(&tables.ready, memory_order_acquire)) return 1;
    pthread_once(&tables_once, tables_init);
    return atomic_load_explicit(&tables.ready, memory_order_acquire);
}

static uint64_t op_present_mask(size_t row)
{
    return tables_ready() ? tables.op_present[row] : present_mask(tfc__tfops[row].presence);
}

static uint64_t attr_present_mask(size_t row)
{
    return tables_ready() ? tables.attr_present[row] : present_mask(tfc__tfattrs[row].presence);
}

static int64_t find_op(const char *name)
{
    if (tables_ready()) {
        uint32_t h = name_hash(name);
        for (size_t at = h & tables.mask; tables.slot[at]; at = (at + 1) & tables.mask) {
            size_t row = tables.slot[at] - 1;
            if (tables.hash[row] == h && !strcmp(tfc__tfops[row].name, name)) return (int64_t)row;
        }
        return -1;
    }
    size_t lo = 0, hi = tfc__tfop_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(tfc__tfops[mid].name, name);
        if (!c) return (int64_t)mid;
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    return -1;
}

static int64_t find_attr(const char *op, const char *attr)
{
    size_t lo = 0, hi = tfc__tfattr_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(tfc__tfattrs[mid].op, op);
        if (!c) c = strcmp(tfc__tfattrs[mid].attr, attr);
        if (!c) return (int64_t)mid;
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    return -1;
}

/*
 * Presence at axis k of something whose cells (one per axis release) are
 * `cells`: each release as its own sources say, with no interval assumed
 * (TensorFlow 2.0 branched before 1.15 and lacks ops both have). Before
 * the axis (k == -1, a release older than every op list): absent when the
 * first release of the axis lacks it (the data's model of the releases no
 * list covers), else undetermined; after it (k == -2): undetermined.
 */
static int cell_presence(const char *cells, int k)
{
    if (k == -1) return cells[0] == TFC__CELL_ABSENT ? TFC_PRESENCE_ABSENT : TFC_PRESENCE_UNDETERMINED;
    if (k < 0 || (size_t)k >= tfc__tfop_axis_count) return TFC_PRESENCE_UNDETERMINED;
    if (cells[k] == TFC__CELL_PRESENT) return TFC_PRESENCE_PRESENT;
    if (cells[k] == TFC__CELL_ABSENT) return TFC_PRESENCE_ABSENT;
    return TFC_PRESENCE_UNDETERMINED;
}

static int op_presence_at(const tfc__tfop_rec *o, int k) { return cell_presence(o->presence, k); }

static int attr_presence_at(const tfc__tfattr_rec *a, int k) { return cell_presence(a->presence, k); }

/*
 * Why the cell at axis k (0 <= k < count) is undetermined, in words that
 * name the missing or insufficient source, written into buf: "no source
 * lists the ops of TensorFlow 2.19 (data/tf_op_sources.csv has no snapshot
 * of it)", "the sources of TensorFlow 2.17 (pygen) neither list 'X' nor are
 * complete for it", "only approximate sources of TensorFlow 2.1 (...) leave
 * 'X' out"; then the nearest releases whose cells tell ("; 2.18 lacks it,
 * 2.20 has it").
 */
static void why_undetermined(char *buf, size_t cap, const char *cells, int k, const char *what)
{
    size_t n;
    if (!tfc__tfop_axis_listed[k])
        n = (size_t)snprintf(buf, cap,
                             "no source lists the ops of TensorFlow %s (data/tf_op_sources.csv has no snapshot of "
                             "it)",
                             tfc__tfop_axis[k]);
    else if (cells[k] == TFC__CELL_APPROX_ABSENT)
        n = (size_t)snprintf(buf, cap, "only approximate sources of TensorFlow %s (%s) leave %s out",
                             tfc__tfop_axis[k], tfc__tfop_axis_sources[k], what);
    else
        n = (size_t)snprintf(buf, cap, "the sources of TensorFlow %s (%s) neither list %s nor are complete for it",
                             tfc__tfop_axis[k], tfc__tfop_axis_sources[k], what);
    if (n >= cap) return;
    int before = -1, after = -1;
    for (int j = k - 1; j >= 0 && before < 0; j--)
        if (cells[j] == TFC__CELL_PRESENT || cells[j] == TFC__CELL_ABSENT) before = j;
    for (size_t j = (size_t)k + 1; j < tfc__tfop_axis_count && after < 0; j++)
        if (cells[j] == TFC__CELL_PRESENT || cells[j] == TFC__CELL_ABSENT) after = (int)j;
    if (before >= 0)
        n += (size_t)snprintf(buf + n, cap - n, "; %s %s it", tfc__tfop_axis[before],
                              cells[before] == TFC__CELL_PRESENT ? "has" : "lacks");
    if (n < cap && after >= 0)
        snprintf(buf + n, cap - n, "%s %s %s it", before >= 0 ? "," : ";", tfc__tfop_axis[after],
                 cells[after] == TFC__CELL_PRESENT ? "has" : "lacks");
}

/* ------------------------------------------------------------ public table */

size_t tfc_opreg_op_count(void) { return tfc__tfop_count; }

int64_t tfc_opreg_op_find(const char *name) { return name ? find_op(name) : -1; }

static const tfc__tfop_rec *op_at(size_t i) { return i < tfc__tfop_count ? &tfc__tfops[i] : NULL; }

const char *tfc_opreg_op_name(size_t i) { return op_at(i) ? op_at(i)->name : ""; }
const char *tfc_opreg_op_first(size_t i) { return op_at(i) ? axis_name(op_at(i)->first) : ""; }
const char *tfc_opreg_op_known_absent(size_t i) { return op_at(i) ? axis_name(op_at(i)->absent_before) : ""; }
int32_t tfc_opreg_op_dating(size_t i) { return op_at(i) ? op_at(i)->exact : -1; }
const char *tfc_opreg_op_last(size_t i) { return op_at(i) ? axis_name(op_at(i)->last) : ""; }
const char *tfc_opreg_op_removed(size_t i) { return op_at(i) ? axis_name(op_at(i)->removed_in) : ""; }
int32_t tfc_opreg_op_core(size_t i) { return op_at(i) ? op_at(i)->core : -1; }
const char *tfc_opreg_op_evidence(size_t i) { return op_at(i) ? op_at(i)->evidence : ""; }

int32_t tfc_opreg_op_presence(const char *name, const char *release)
{
    if (!name || !release) return -1;
    if (name[0] == '_') return TFC_PRESENCE_PRESENT;
    int k = tfc__opreg_axis(release);
    uint64_t ma, mi;
    if (k == -2 && !tfc__release_major_minor(release, &ma, &mi)) return -1;
    int64_t i = find_op(name);
    if (i < 0) return TFC_PRESENCE_UNKNOWN;
    if (k == -2) return TFC_PRESENCE_UNDETERMINED;
    return op_presence_at(&tfc__tfops[i], k);
}

size_t tfc_opreg_attr_count(void) { return tfc__tfattr_count; }

int64_t tfc_opreg_attr_find(const char *op, const char *attr) { return op && attr ? find_attr(op, attr) : -1; }

static const tfc__tfattr_rec *attr_at(size_t i) { return i < tfc__tfattr_count ? &tfc__tfattrs[i] : NULL; }

const char *tfc_opreg_attr_op(size_t i) { return attr_at(i) ? attr_at(i)->op : ""; }
const char *tfc_opreg_attr_name(size_t i) { return attr_at(i) ? attr_at(i)->attr : ""; }
const char *tfc_opreg_attr_type(size_t i) { return attr_at(i) ? attr_at(i)->type : ""; }
const char *tfc_opreg_attr_default(size_t i) { return attr_at(i) ? attr_at(i)->default_text : ""; }
const char *tfc_opreg_attr_first(size_t i) { return attr_at(i) ? axis_name(attr_at(i)->first) : ""; }
const char *tfc_opreg_attr_known_absent(size_t i) { return attr_at(i) ? axis_name(attr_at(i)->absent_before) : ""; }
int32_t tfc_opreg_attr_dating(size_t i) { return attr_at(i) ? attr_at(i)->exact : -1; }

int32_t tfc_opreg_attr_presence(const char *op, const char *attr, const char *release)
{
    if (!op || !attr || !release) return -1;
    uint64_t ma, mi;
    if (!tfc__release_major_minor(release, &ma, &mi)) return -1;
    int64_t i = find_attr(op, attr);
    if (i < 0) return TFC_PRESENCE_UNKNOWN;
    int k = tfc__opreg_axis(release);
    if (k == -2) return TFC_PRESENCE_UNDETERMINED;
    return attr_presence_at(&tfc__tfattrs[i], k);
}

static const char *const loader_names[] = {"session", "python-v1"};

const char *tfc_opreg_loader_name(int32_t loader)
{
    return loader >= 0 && loader < 2 ? loader_names[loader] : "";
}

int32_t tfc_opreg_loader_find(const char *name)
{
    for (int32_t i = 0; name && i < 2; i++)
        if (!strcmp(name, loader_names[i])) return i;
    return -1;
}

/* ------------------------------------------------------------ AttrValue equality */

typedef struct rd {
    const uint8_t *p;
    size_t n, pos;
} rd;

static int rd_varint(rd *r, uint64_t *v)
{
    *v = 0;
    for (int s = 0; s < 70; s += 7) {
        if (r->pos >= r->n) return 0;
        uint8_t b = r->p[r->pos++];
        *v |= (uint64_t)(b & 0x7f) << s;
        if (!(b & 0x80)) return 1;
    }
    return 0;
}

/* Next field: number, wire type, varint/fixed value or payload. */
static int rd_field(rd *r, uint32_t *num, uint32_t *wt, uint64_t *v, const uint8_t **data, size_t *len)
{
    uint64_t tag;
    if (!rd_varint(r, &tag) || (tag >> 3) == 0 || (tag >> 3) > UINT32_MAX) return 0;
    *num = (uint32_t)(tag >> 3);
    *wt = (uint32_t)(tag & 7);
    *data = NULL;
    *len = 0;
    switch (*wt) {
    case 0: return rd_varint(r, v);
    case 1:
        if (r->n - r->pos < 8) return 0;
        *v = 0;
        for (int i = 7; i >= 0; i--) *v = (*v << 8) | r->p[r->pos + (size_t)i];
        r->pos += 8;
        return 1;
    case 5:
        if (r->n - r->pos < 4) return 0;
        *v = 0;
        for (int i = 3; i >= 0; i--) *v = (*v << 8) | r->p[r->pos + (size_t)i];
        r->pos += 4;
        return 1;
    case 2:
        if (!rd_varint(r, v) || *v > r->n - r->pos) return 0;
        *data = r->p + r->pos;
        *len = (size_t)*v;
        r->pos += (size_t)*v;
        return 1;
    default: return 0;
    }
}

/* A canonical form: equal forms <=> equal messages (for the fields TF uses). */
typedef struct canon {
    uint8_t b[1024];
    size_t n;
    int overflow;
} canon;

static void c_put(canon *c, const void *p, size_t n)
{
    if (c->overflow || n > sizeof c->b - c->n) {
        c->overflow = 1;
        return;
    }
    memcpy(c->b + c->n, p, n);
    c->n += n;
}

static void c_u64(canon *c, uint64_t v) { c_put(c, &v, sizeof v); }

static void c_bytes(canon *c, const uint8_t *p, size_t n)
{
    c_u64(c, n);
    c_put(c, p, n);
}

/* Scalar of kind `num` (AttrValue / ListValue numbering shifted to AttrValue's). */
static int c_scalar(canon *c, uint32_t kind, uint32_t wt, uint64_t v, const uint8_t *d, size_t n)
{
    switch (kind) {
    case 2: /* s */
        if (wt != 2) return 0;
        c_bytes(c, d, n);
        return 1;
    case 3: /* i */
    case 6: /* type */
        if (wt != 0) return 0;
        if (kind == 6) v = (uint32_t)v; /* enums are int32 */
        c_u64(c, v);
        return 1;
    case 4: /* f: float32 bits */
        if (wt != 5) return 0;
        c_u64(c, v);
        return 1;
    case 5: /* b */
        if (wt != 0) return 0;
        c_u64(c, v != 0);
        return 1;
    default: /* shape, tensor, func, placeholder: compared as bytes */
        if (wt != 2) return 0;
        c_bytes(c, d, n);
        return 1;
    }
}

/* ListValue field numbers: s=2 i=3 f=4 b=5 type=6 shape=7 tensor=8 func=9. */
static int c_list(canon *c, const uint8_t *p, size_t n)
{
    c_u64(c, 0x4c495354); /* "LIST" */
    for (uint32_t want = 2; want <= 9; want++) {
        canon items = {.n = 0};
        uint64_t count = 0;
        rd r = {p, n, 0};
        while (r.pos < r.n) {
            uint32_t num, wt;
            uint64_t v;
            const uint8_t *d;
            size_t len;
            if (!rd_field(&r, &num, &wt, &v, &d, &len)) return 0;
            if (num != want) continue;
            int scalar_kind = want == 9 ? 10 : (int)want;
            if (wt == 2 && (want == 3 || want == 4 || want == 5 || want == 6)) {
                /* packed */
                rd q = {d, len, 0};
                while (q.pos < q.n) {
                    uint64_t e = 0;
                    if (want == 4) {
                        if (q.n - q.pos < 4) return 0;
                        for (int i = 3; i >= 0; i--) e = (e << 8) | q.p[q.pos + (size_t)i];
                        q.pos += 4;
                        if (!c_scalar(&items, 4, 5, e, NULL, 0)) return 0;
                    } else {
                        if (!rd_varint(&q, &e)) return 0;
                        if (!c_scalar(&items, (uint32_t)scalar_kind, 0, e, NULL, 0)) return 0;
                    }
                    count++;
                }
            } else {
                if (!c_scalar(&items, (uint32_t)scalar_kind, wt, v, d, len)) return 0;
                count++;
            }
        }
        if (items.overflow) return 0;
        c_u64(c, want);
        c_u64(c, count);
        c_put(c, items.b, items.n);
    }
    return !c->overflow;
}

static int canonical(canon *c, const uint8_t *p, size_t n)
{
    /* The oneof: the last member on the wire wins. */
    rd r = {p, n, 0};
    uint32_t kind = 0, kwt = 0;
    uint64_t kv = 0;
    const uint8_t *kd = NULL;
    size_t kl = 0;
    while (r.pos < r.n) {
        uint32_t num, wt;
        uint64_t v;
        const uint8_t *d;
        size_t len;
        if (!rd_field(&r, &num, &wt, &v, &d, &len)) return 0;
        if (num >= 1 && num <= 10) {
            kind = num;
            kwt = wt;
            kv = v;
            kd = d;
            kl = len;
        }
    }
    c->n = 0;
    c->overflow = 0;
    c_u64(c, kind);
    if (kind == 0) return 1;
    if (kind == 1) return kwt == 2 && c_list(c, kd, kl);
    return c_scalar(c, kind, kwt, kv, kd, kl) && !c->overflow;
}

int tfc__attr_value_equal(const uint8_t *a, size_t na, const uint8_t *b, size_t nb)
{
    if (!a || !b) return 0;
    if (na == nb && !memcmp(a, b, na)) return 1;
    canon ca, cb;
    if (!canonical(&ca, a, na) || !canonical(&cb, b, nb)) return 0;
    return ca.n == cb.n && !memcmp(ca.b, cb.b, ca.n);
}

/* ------------------------------------------------------------ the model */

typedef struct model_op {
    const char *name;
    int64_t idx;      /* row of tfc__tfops, -1 none */
    uint64_t present; /* op_present_mask of the row; 0 none */
} model_op;

typedef struct model_use {
    const tfc__opreg_use *u;
    int64_t op_idx, attr_idx;
    int32_t strippable; /* 1: the Python v1 loader removes it (top-level only, equals producer default) */
    int32_t first_of_pair; /* 1: first use of its (op, attr) */
} model_use;

struct tfc__opreg_model {
    tfc_allocator alloc;
    int32_t graph_version; /* deprecated GraphDef.version, -1 unknown */
    model_op *ops;
    size_t n_ops;
    model_use *uses;
    size_t n_uses;
    /* Bit k (axis index, k < 64): release k finds nothing in this model
     * (every op listed, in every build, registered; every watched attr of
     * a registered op in its OpDef), so tfc__opreg_check_into adds nothing
     * there. Computed once per model: a record asks ~47 releases. */
    uint64_t clean;
};

/* model->clean: the releases at which check_op and check_use return
 * without a finding for every op and use of the model. */
static uint64_t clean_releases(const tfc__opreg_model *m)
{
    uint64_t clean = ~(uint64_t)0;
    for (size_t i = 0; clean && i < m->n_ops; i++) {
        const model_op *o = &m->ops[i];
        if (o->idx < 0 || !tfc__tfops[o->idx].core) return 0; /* a warning at every release */
        clean &= op_present_mask((size_t)o->idx);
    }
    for (size_t i = 0; clean && i < m->n_uses; i++) {
        const model_use *mu = &m->uses[i];
        if (mu->op_idx < 0) continue; /* check_use says nothing */
        /* a finding where the op is present and the attr is not */
        clean &= ~(op_present_mask((size_t)mu->op_idx) & ~attr_present_mask((size_t)mu->attr_idx));
    }
    return clean;
}

/* qsort has no context argument: the names being sorted (one sort at a
 * time per thread is not guaranteed, hence thread-local). */
static _Thread_local const char *const *sort_ops;

static int cmp_op_pos(const void *pa, const void *pb)
{
    size_t x = *(const size_t *)pa, y = *(const size_t *)pb;
    int c = strcmp(sort_ops[x], sort_ops[y]);
    return c ? c : (x > y) - (x < y);
}

void tfc__opreg_model_free(tfc__opreg_model *m)
{
    if (!m) return;
    tfc_allocator a = m->alloc;
    tfc__free(&a, m->ops);
    tfc__free(&a, m->uses);
    tfc__free(&a, m);
}

int tfc__opreg_model_new(tfc__opreg_model **out, const tfc_allocator *a, const char *const *ops, size_t n_ops,
                         const tfc__opreg_use *uses, size_t n_uses, const tfc__opreg_use *defaults,
                         size_t n_defaults, int has_producer_list)
{
    *out = NULL;
    tfc__opreg_model *m = tfc__calloc(a, 1, sizeof *m);
    if (!m) return TFC_E_NOMEM;
    tfc__allocator_copy(&m->alloc, a);
    m->graph_version = -1;
    m->ops = tfc__calloc(a, n_ops ? n_ops : 1, sizeof *m->ops);
    m->uses = tfc__calloc(a, n_uses ? n_uses : 1, sizeof *m->uses);
    if (!m->ops || !m->uses) {
        tfc__opreg_model_free(m);
        return TFC_E_NOMEM;
    }
    /* Distinct names in first-use order, in O(n log n): a hostile graph may
     * name a million distinct ops. An op of the table is known by its row
     * (one bit per row); only names of no row are sorted to find repeats. */
    /* A graph's few dozen ops fit the stack; a larger one (hostile or not)
     * gets memory of its size. */
    int64_t row_small[64];
    size_t order_small[64];
    uint8_t seen_small[256];
    int small = n_ops <= 64 && tfc__tfop_count / 8 + 1 <= sizeof seen_small;
    int64_t *row = small ? row_small : tfc__calloc(a, n_ops ? n_ops : 1, sizeof *row);
    size_t *order = small ? order_small : tfc__calloc(a, n_ops ? n_ops : 1, sizeof *order);
    uint8_t *seen = small ? memset(seen_small, 0, sizeof seen_small) : tfc__calloc(a, tfc__tfop_count / 8 + 1, 1);
    if (!row || !order || !seen) {
        tfc__free(a, row);
        tfc__free(a, order);
        tfc__free(a, seen);
        tfc__opreg_model_free(m);
        return TFC_E_NOMEM;
    }
    size_t n_unknown = 0;
    for (size_t i = 0; i < n_ops; i++) {
        row[i] = -2; /* left out */
        if (!ops[i] || ops[i][0] == '_') continue; /* "_" ops: TensorFlow-internal, every build has them */
        int64_t r = find_op(ops[i]);
        if (r < 0) {
            order[n_unknown++] = i;
        } else if (!(seen[r / 8] & (1u << (r % 8)))) {
            seen[r / 8] |= (uint8_t)(1u << (r % 8));
            row[i] = r;
        }
    }
    sort_ops = ops;
    qsort(order, n_unknown, sizeof *order, cmp_op_pos);
    for (size_t i = 0; i < n_unknown; i++)
        if (i == 0 || strcmp(ops[order[i - 1]], ops[order[i]]) != 0) row[order[i]] = -1;
    for (size_t i = 0; i < n_ops; i++) {
        if (row[i] == -2) continue;
        m->ops[m->n_ops].name = ops[i];
        m->ops[m->n_ops].idx = row[i];
        m->ops[m->n_ops].present = row[i] >= 0 ? op_present_mask((size_t)row[i]) : 0;
        m->n_ops++;
    }
    if (!small) {
        tfc__free(a, row);
        tfc__free(a, order);
        tfc__free(a, seen);
    }
    for (size_t i = 0; i < n_uses; i++) {
        const tfc__opreg_use *u = &uses[i];
        if (!u->op || !u->attr || u->attr[0] == '_') continue;
        int64_t ai = find_attr(u->op, u->attr);
        if (ai < 0) continue;
        model_use *mu = &m->uses[m->n_uses];
        mu->u = u;
        mu->op_idx = find_op(u->op);
        mu->attr_idx = ai;
        /* Uses come sorted by (op, attr): a pair's uses are adjacent. */
        mu->first_of_pair = m->n_uses == 0 || m->uses[m->n_uses - 1].attr_idx != ai;
        /* Python's _RemoveDefaultAttrs: only with a producer op list, only
         * top-level nodes, only when the producer's AttrDef has a default
         * equal to the node's value. */
        if (has_producer_list && u->where == 1 && u->value) {
            for (size_t d = 0; d < n_defaults; d++) {
                const tfc__opreg_use *pd = &defaults[d];
                if (pd->op && pd->attr && pd->value && !strcmp(pd->op, u->op) && !strcmp(pd->attr, u->attr) &&
                    tfc__attr_value_equal(u->value, u->value_len, pd->value, pd->value_len)) {
                    mu->strippable = 1;
                    break;
                }
            }
        }
        m->n_uses++;
    }
    m->clean = clean_releases(m);
    *out = m;
    return TFC_OK;
}

void tfc__opreg_model_set_graph_version(tfc__opreg_model *m, int32_t v)
{
    if (m) m->graph_version = v;
}

int32_t tfc__opreg_model_graph_version(const tfc__opreg_model *m) { return m ? m->graph_version : -1; }

/* ------------------------------------------------------------ messages */

#define HOST "<host>" /* TensorFlow prints the consumer's gethostname() here */

/*
 * "Op type not registered" as the release at axis k words it
 * (docs/op-loaders.md 2.1): O0 up to 1.0, O1 1.1-1.7, O2 1.8-2.11, O3 from
 * 2.12. Observed: 1.0.0 prints O0, 1.3 O1, 1.8/1.9-labelled builds both O1
 * and O2, 1.11-2.0 O2, >= 2.12 O3; the boundaries between observations are
 * the most likely releases, not read from tags (docs/op-registry.md).
 */
static int add_not_registered(tfc_verdict *v, const char *op, int k)
{
    static const char o1[] = "Make sure the Op and Kernel are registered in the binary running in this process.";
    if (axis_cmp(k, 1, 0) <= 0)
        return tfc__verdict_add(v, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_ERROR, op, -1,
                                "Op type not registered '%s'", op);
    if (axis_cmp(k, 1, 8) < 0)
        return tfc__verdict_add(v, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_ERROR, op, -1,
                                "Op type not registered '%s' in binary running on " HOST ". %s", op, o1);
    if (axis_cmp(k, 2, 12) < 0)
        return tfc__verdict_add(v, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_ERROR, op, -1,
                                "Op type not registered '%s' in binary running on " HOST ". %s Note that if you "
                                "are loading a saved graph which used ops from tf.contrib, accessing (e.g.) "
                                "`tf.contrib.resampler` should be done before importing the graph, as contrib "
                                "ops are lazily registered when the module is first accessed.",
                                op, o1);
    return tfc__verdict_add(v, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_ERROR, op, -1,
                            "Op type not registered '%s' in binary running on " HOST ". %s Note that if you are "
                            "loading a saved graph which used ops from tf.contrib (e.g. `tf.contrib.resampler`), "
                            "accessing should be done before importing the graph, as contrib ops are lazily "
                            "registered when the module is first accessed.",
                            op, o1);
}

static int add_attr_rejected(tfc_verdict *v, const char *subject, const tfc__tfattr_rec *a, const char *node, int k)
{
    /* The OpDef summary needs the consumer's full OpDef, which the data does
     * not hold: "Op<name=X; ...>" is the documented shortened form. */
    /* N0 up to 1.0, N1 1.1-1.12, N2 from 1.13 (docs/op-loaders.md 2.2). */
    if (axis_cmp(k, 1, 0) <= 0)
        return tfc__verdict_add(v, TFC_REASON_ATTR_NOT_IN_OP, TFC_SEVERITY_ERROR, subject, -1,
                                "NodeDef mentions attr '%s' not in Op<name=%s; ...>; NodeDef: %s = %s[...](...)",
                                a->attr, a->op, node, a->op);
    if (axis_cmp(k, 1, 13) < 0)
        return tfc__verdict_add(v, TFC_REASON_ATTR_NOT_IN_OP, TFC_SEVERITY_ERROR, subject, -1,
                                "NodeDef mentions attr '%s' not in Op<name=%s; ...>; NodeDef: %s = %s[...](...). "
                                "(Check whether your GraphDef-interpreting binary is up to date with your "
                                "GraphDef-generating binary.).",
                                a->attr, a->op, node, a->op);
    return tfc__verdict_add(v, TFC_REASON_ATTR_NOT_IN_OP, TFC_SEVERITY_ERROR, subject, -1,
                            "NodeDef mentions attr '%s' not in Op<name=%s; ...>; NodeDef: {{node %s}}. (Check "
                            "whether your GraphDef-interpreting binary is up to date with your "
                            "GraphDef-generating binary.).",
                            a->attr, a->op, node);
}

/* ------------------------------------------------------------ the rules */

static int check_op(tfc_verdict *v, const model_op *o, int k, const char *tfv)
{
    if (o->idx < 0)
        return tfc__verdict_add(v, TFC_REASON_OP_UNKNOWN, TFC_SEVERITY_WARNING, o->name, -1,
                                "Op '%s' is in none of TensorFlow's op lists (%s to %s): TensorFlow %s "
                                "needs the library that registers it (a custom-op library such as "
                                "TensorFlow Text or TFRA), else it fails with \"Op type not registered '%s'\".",
                                o->name, axis_name(0), axis_name((int)tfc__tfop_axis_count - 1), tfv, o->name);
    const tfc__tfop_rec *r = &tfc__tfops[o->idx];
    int p = k == -2 ? TFC_PRESENCE_UNDETERMINED : op_presence_at(r, k);
    int rc = TFC_OK;
    if (p == TFC_PRESENCE_ABSENT) return add_not_registered(v, o->name, k);
    if (p == TFC_PRESENCE_UNDETERMINED) {
        if (k < 0)
            return tfc__verdict_add(v, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_UNDETERMINED, o->name, -1,
                                    "No source lists the ops of TensorFlow %s (data/tf_op_sources.csv covers %s "
                                    "to %s): whether it registers '%s' is undetermined.",
                                    tfv, axis_name(0), axis_name((int)tfc__tfop_axis_count - 1), o->name);
        int keep = tfc__verdict_keeps(v, TFC_SEVERITY_UNDETERMINED);
        if (!keep) return TFC_OK;
        char why[320] = "", what[160];
        if (keep == 2) { /* the message is formatted: say why */
            snprintf(what, sizeof what, "'%s'", o->name);
            why_undetermined(why, sizeof why, r->presence, k, what);
        }
        return tfc__verdict_add(v, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_UNDETERMINED, o->name, -1,
                                "Whether TensorFlow %s registers '%s' is undetermined: %s%s.", tfv, o->name, why,
                                r->core || k <= r->last ? ""
                                                        : " (an op of builds that link XLA/TPU ops, which the "
                                                          "lists after its last release do not track)");
    }
    if (!r->core)
        rc = tfc__verdict_add(v, TFC_REASON_OP_NOT_IN_CORE, TFC_SEVERITY_WARNING, o->name, -1,
                              "Op '%s' is registered by TensorFlow %s builds that link XLA/TPU ops (pip "
                              "TensorFlow, libtensorflow; first listed in %s), not by every build: a "
                              "core-only binary fails with \"Op type not registered '%s'\".",
                              o->name, tfv, axis_name(r->first), o->name);
    return rc;
}

static int check_use(tfc_verdict *v, const tfc__opreg_model *m, const model_use *mu, int k, int32_t loader,
                     const char *tfv)
{
    const tfc__tfattr_rec *a = &tfc__tfattrs[mu->attr_idx];
    if (mu->op_idx < 0) return TFC_OK;
    int op_p = k == -2 ? TFC_PRESENCE_UNDETERMINED : op_presence_at(&tfc__tfops[mu->op_idx], k);
    if (op_p != TFC_PRESENCE_PRESENT) return TFC_OK; /* the op finding says it all */
    int p = k == -2 ? TFC_PRESENCE_UNDETERMINED : attr_presence_at(a, k);
    if (p == TFC_PRESENCE_PRESENT) return TFC_OK;
    (void)m;
    const char *node = mu->u->node ? mu->u->node : "?";
    int stripped = loader == TFC_LOADER_PYTHON_V1 && mu->strippable;
    int policy = attr_policy_at(k);
    /* The first finding's severity: when the verdict keeps none of it (an
     * outcome-only one already decided), nothing below is formatted; the
     * one that may follow is a warning, which such a verdict skips too. */
    int32_t first = stripped                            ? TFC_SEVERITY_WARNING
                    : p == TFC_PRESENCE_UNDETERMINED    ? TFC_SEVERITY_UNDETERMINED
                    : policy == TFC__ATTR_REJECT        ? TFC_SEVERITY_ERROR
                    : policy == TFC__ATTR_UNDETERMINED  ? TFC_SEVERITY_UNDETERMINED
                                                        : TFC_SEVERITY_WARNING;
    int keep = tfc__verdict_keeps(v, first);
    if (!keep) return TFC_OK;
    char subject[256];
    snprintf(subject, sizeof subject, "%s.%s", a->op, a->attr);
    if (stripped)
        return tfc__verdict_add(v, TFC_REASON_ATTR_STRIPPED_BY_LOADER, TFC_SEVERITY_WARNING, subject, -1,
                                "TensorFlow %s's OpDef of %s %s attr '%s'; this consumer's Python loader removes "
                                "it from node '%s' first (its value equals the producer's default in "
                                "stripped_op_list). A C++ loader (TF Serving, LoadSavedModel) does not.",
                                tfv, a->op, p == TFC_PRESENCE_ABSENT ? "lacks" : "may lack", a->attr, node);
    int rc;
    if (p == TFC_PRESENCE_UNDETERMINED) {
        char why[320] = "", what[200];
        if (keep < 2) {
            /* an outcome-only verdict formats no message: no why */
        } else if (k < 0 || (size_t)k >= tfc__tfop_axis_count) {
            snprintf(why, sizeof why, "no source lists the ops of TensorFlow %s (data/tf_op_sources.csv covers %s to %s)", tfv,
                     axis_name(0), axis_name((int)tfc__tfop_axis_count - 1));
        } else {
            snprintf(what, sizeof what, "attr '%s' of %s", a->attr, a->op);
            why_undetermined(why, sizeof why, a->presence, k, what);
        }
        rc = tfc__verdict_add(v, TFC_REASON_ATTR_NOT_IN_OP, TFC_SEVERITY_UNDETERMINED, subject, -1,
                              "Whether TensorFlow %s's OpDef of %s has attr '%s' (node '%s') is undetermined: "
                              "%s.",
                              tfv, a->op, a->attr, node, why);
    } else if (policy == TFC__ATTR_REJECT) {
        rc = add_attr_rejected(v, subject, a, node, k);
    } else if (policy == TFC__ATTR_UNDETERMINED) {
        int last_reject, first_ignore;
        attr_policy_bounds(&last_reject, &first_ignore);
        rc = tfc__verdict_add(v, TFC_REASON_ATTR_NOT_IN_OP, TFC_SEVERITY_UNDETERMINED, subject, -1,
                              "TensorFlow %s's OpDef of %s lacks attr '%s' (node '%s'). TensorFlow up to %s "
                              "rejects such a NodeDef, %s and later log and ignore the attr; no source of "
                              "ValidateNodeDef (tensorflow/core/framework/node_def_util.cc) of %s to %s was read "
                              "(data/tf_attr_policy.csv), so which release changed that is not known and the "
                              "answer is undetermined.",
                              tfv, a->op, a->attr, node, last_reject >= 0 ? axis_name(last_reject) : "(none)",
                              first_ignore >= 0 ? axis_name(first_ignore) : "(none)", axis_name(last_reject + 1),
                              first_ignore >= 0 ? axis_name(first_ignore - 1)
                                                : axis_name((int)tfc__tfop_axis_count - 1));
    } else {
        rc = tfc__verdict_add(v, TFC_REASON_ATTR_NOT_IN_OP, TFC_SEVERITY_WARNING, subject, -1,
                              "NodeDef mentions attribute %s which is not in the op definition: Op<name=%s; ...> "
                              "This may be expected if your graph generating binary is newer  than this binary. "
                              "Unknown attributes will be ignored. NodeDef: {{node %s}}",
                              a->attr, a->op, node);
    }
    if (!rc && mu->strippable && (policy != TFC__ATTR_IGNORE || p == TFC_PRESENCE_UNDETERMINED))
        rc = tfc__verdict_add(v, TFC_REASON_ATTR_STRIPPED_BY_LOADER, TFC_SEVERITY_WARNING, subject, -1,
                              "A Python TF1 loader (import_meta_graph, saved_model.loader.load) would remove "
                              "attr '%s' from node '%s' first (its value equals the producer's default in "
                              "stripped_op_list) and load; this answer is for a loader that does not (C++ "
                              "LoadSavedModel, TF Serving).",
                              a->attr, node);
    return rc;
}

int tfc__opreg_check_into(tfc_verdict *v, const tfc__opreg_model *m, const char *op_set, int32_t loader,
                          const char *tfv)
{
    if (!m || !op_set || !op_set[0]) return TFC_OK;
    return tfc__opreg_check_at(v, m, op_set_axis(op_set), loader, tfv);
}

int tfc__opreg_op_set_axis(const char *op_set) { return op_set && op_set[0] ? op_set_axis(op_set) : -2; }

int tfc__opreg_check_at(tfc_verdict *v, const tfc__opreg_model *m, int k, int32_t loader, const char *tfv)
{
    if (!m) return TFC_OK;
    if (k >= 0 && k < 64 && (m->clean >> k) & 1) return TFC_OK; /* nothing to find at this release */
    /* An outcome-only verdict already rejected keeps no finding more (not
     * even an error): the walk stops there, at the start when the version
     * rules rejected. One that formats no message lists no early ops. */
    int keeps = tfc__verdict_keeps(v, TFC_SEVERITY_ERROR), loud = keeps == 2;
    if (!keeps) return TFC_OK;
    int rc = TFC_OK;
    /* Before the first release an op list covers (0.5: no ops.pbtxt
     * existed yet) the ops that release already has are one undetermined
     * finding (the first few named), not one each. */
    size_t n_early = 0;
    char early[256];
    early[0] = '\0';
    /* An op of no list, or one registered at k, gives at most a warning
     * (OP_UNKNOWN, OP_NOT_IN_CORE), which an outcome-only verdict skips. */
    int quiet_walk = !loud && k >= 0 && k < 64;
    for (size_t i = 0; !rc && i < m->n_ops; i++) {
        const model_op *o = &m->ops[i];
        if (quiet_walk && (o->idx < 0 || (o->present >> k) & 1)) continue;
        if (k == -1 && o->idx >= 0 && op_presence_at(&tfc__tfops[o->idx], k) == TFC_PRESENCE_UNDETERMINED) {
            size_t used = loud ? strlen(early) : 0;
            if (loud && n_early < 4) snprintf(early + used, sizeof early - used, "%s'%s'", n_early ? ", " : "", o->name);
            else if (loud && n_early == 4) snprintf(early + used, sizeof early - used, ", ...");
            n_early++;
            continue;
        }
        rc = check_op(v, o, k, tfv);
        if (!rc && !loud && tfc_verdict_outcome(v) == TFC_OUTCOME_REJECTED) return TFC_OK;
    }
    if (!rc && n_early)
        rc = tfc__verdict_add(v, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_UNDETERMINED, "", (int64_t)n_early,
                              "No source lists the ops of TensorFlow %s (data/tf_op_sources.csv starts at %s): "
                              "whether it registers %s (%zu op%s that %s registers) is undetermined.",
                              tfv, axis_name(0), early, n_early, n_early == 1 ? "" : "s", axis_name(0));
    for (size_t i = 0; !rc && i < m->n_uses; i++) {
        const model_use *mu = &m->uses[i];
        /* One finding per (op, attr): the first use that fails decides. */
        if (!mu->first_of_pair) continue;
        const model_use *pick = mu;
        if (loader == TFC_LOADER_PYTHON_V1 && mu->strippable)
            for (size_t j = i + 1; j < m->n_uses && m->uses[j].attr_idx == mu->attr_idx; j++)
                if (!m->uses[j].strippable) {
                    pick = &m->uses[j];
                    break;
                }
        rc = check_use(v, m, pick, k, loader, tfv);
        if (!rc && !loud && tfc_verdict_outcome(v) == TFC_OUTCOME_REJECTED) return TFC_OK;
    }
    return rc;
}

/* The scan's watched attr uses whose (op, attr) is a row of the attr table. */
static const tfc__attr_use *use_at(const tfc_meta_graph *g, size_t i, int64_t *row)
{
    if (!g || i >= tfc__meta_graph_attr_use_count(g)) return NULL;
    const tfc__attr_use *u = tfc__meta_graph_attr_use(g, i);
    *row = u && u->op && u->attr ? find_attr(u->op, u->attr) : -1;
    return u;
}

size_t tfc_opreg_attr_use_count(const tfc_meta_graph *g)
{
    return g ? tfc__meta_graph_attr_use_count(g) : 0;
}

int64_t tfc_opreg_attr_use_row(const tfc_meta_graph *g, size_t i)
{
    int64_t row = -1;
    return use_at(g, i, &row) ? row : -1;
}

const char *tfc_opreg_attr_use_node(const tfc_meta_graph *g, size_t i)
{
    int64_t row = -1;
    const tfc__attr_use *u = use_at(g, i, &row);
    return u && u->node ? u->node : "";
}

int32_t tfc_opreg_attr_use_is_default(const tfc_meta_graph *g, size_t i)
{
    int64_t row = -1;
    const tfc__attr_use *u = use_at(g, i, &row);
    if (!u || row < 0 || tfc__tfattrs[row].has_default != 1) return -1;
    if (!u->value) return 0;
    return tfc__attr_value_equal(u->value, u->value_len, tfc__tfattrs[row].default_value, tfc__tfattrs[row].default_len);
}
