/*
 * opreg.c - `tfc_gen opreg`: TensorFlow's op and attr registry by release.
 *
 *   tfc_gen opreg OUT.c WATCH.c tf_ops.csv tf_op_attrs.csv tf_op_sources.csv tf_attr_policy.csv
 *                 tf_releases.csv tf_op_presence.csv tf_attr_presence.csv
 *
 * OUT.c: the op table (one row per op: first and last release, the latest
 * release known without it, how exact that is, core or not), the late-added
 * attr table (attrs added to an op after the op itself, with their type and
 * default as a serialized AttrValue), the release axis (the minor releases of
 * tf_releases.csv from the first one a source in tf_op_sources.csv lists) with,
 * per release, whether any source lists its ops, and per release what
 * ValidateNodeDef does with an attr the OpDef lacks (tf_attr_policy.csv:
 * reject, undetermined, ignore). Declarations:
 * src/registry/opreg_internal.h. WATCH.c: the scanner's watch table
 * (tfc__attr_watch_table, src/core/attr_watch.h), the (op, attr) pairs of
 * the attr table. Faults stop the build with "FILE:LINE: message" (csv.h).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csv.h"
#include "gen.h"
#include "registry_internal.h"

/*
 * The release axis: TensorFlow's minor releases (major.minor) in the order
 * of tf_releases.csv, from the first release some op source lists
 * (tf_op_sources.csv) to the newest release of tf_releases.csv. Nothing
 * here names a release: a new TensorFlow release is a row of the data.
 */
static char (*axis)[16];
static int n_axis;

static void make_axis(const tfc_csv *rel, const tfc_csv *src)
{
    int c_rel = tfc_csv_col(rel, "release"), s_rel = tfc_csv_col(src, "release");
    axis = calloc((size_t)rel->n_rows + 1, sizeof *axis);
    if (!axis) tfc_gen_die(rel->path, 0, "out of memory");
    int start = -1;
    for (int i = 0; i < rel->n_rows; i++) {
        const tfc_csv_row *r = &rel->rows[i];
        int32_t part[3];
        tfc_gen_release(rel->path, r->line, r->f[c_rel], part);
        char mm[16];
        snprintf(mm, sizeof mm, "%d.%d", (int)part[0], (int)part[1]);
        /* Patch rows (1.15.5) share their minor release's place. */
        if (n_axis && !strcmp(axis[n_axis - 1], mm)) continue;
        if (start < 0)
            for (int j = 0; j < src->n_rows && start < 0; j++)
                if (!strcmp(src->rows[j].f[s_rel], mm)) start = n_axis;
        memcpy(axis[n_axis++], mm, sizeof mm);
    }
    if (start < 0) tfc_gen_die(src->path, 0, "no source names a release of %s", rel->path);
    memmove(axis, axis + start, sizeof *axis * (size_t)(n_axis - start));
    n_axis -= start;
    if (n_axis > INT16_MAX) tfc_gen_die(rel->path, 0, "too many releases");
}

/* Axis index of a release cell; -1 for an empty cell when allow_empty. */
static int axis_of(const tfc_csv *t, const tfc_csv_row *r, int col, int allow_empty)
{
    const char *s = r->f[col];
    if (!*s) {
        if (allow_empty) return -1;
        tfc_gen_die(t->path, r->line, "%s is empty", t->cols[col]);
    }
    for (int k = 0; k < n_axis; k++)
        if (!strcmp(axis[k], s)) return k;
    tfc_gen_die(t->path, r->line, "%s '%s' is not a release %s..%s of tf_releases.csv", t->cols[col], s, axis[0],
                axis[n_axis - 1]);
}

/*
 * Presence cells (tf_op_presence.csv, tf_attr_presence.csv): one column per
 * release the op lists cover, each on the axis and in its order; cells 1
 * present, 0 absent, blank when no source can tell, a `~` suffix when only
 * approximate sources decide. Encoded per axis release as one character
 * (TFC__CELL_* in opreg_internal.h): '1' present (also 1~), '0' absent, '~'
 * absent by approximate sources only, '?' nothing tells (a blank cell, or a
 * release the file has no column for, such as a release newer than every
 * op list), except between two releases that have it (below).
 */
typedef struct presence_cols {
    int first_col;   /* column of the first release */
    int *axis_of_col; /* axis index per column (from first_col) */
} presence_cols;

static presence_cols presence_header(const tfc_csv *t, int first_col)
{
    presence_cols p = {first_col, calloc((size_t)t->n_cols + 1, sizeof(int))};
    if (!p.axis_of_col) tfc_gen_die(t->path, 1, "out of memory");
    int prev = -1;
    for (int c = first_col; c < t->n_cols; c++) {
        int k = -1;
        for (int j = 0; j < n_axis; j++)
            if (!strcmp(axis[j], t->cols[c])) k = j;
        if (k < 0) tfc_gen_die(t->path, 1, "column '%s' is not a release %s..%s of tf_releases.csv", t->cols[c], axis[0], axis[n_axis - 1]);
        if (k <= prev) tfc_gen_die(t->path, 1, "column '%s' is out of release order", t->cols[c]);
        p.axis_of_col[c - first_col] = prev = k;
    }
    return p;
}

/* The row's cells as an axis-long string of '1', '0', '~', '?'. */
static char *presence_cells(const tfc_csv *t, const tfc_csv_row *r, const presence_cols *p)
{
    char *s = malloc((size_t)n_axis + 1);
    if (!s) tfc_gen_die(t->path, r->line, "out of memory");
    memset(s, '?', (size_t)n_axis);
    s[n_axis] = 0;
    for (int c = p->first_col; c < t->n_cols; c++) {
        const char *v = r->f[c];
        char ch = !strcmp(v, "1") || !strcmp(v, "1~") ? '1' : !strcmp(v, "0") ? '0' : !strcmp(v, "0~") ? '~' : !*v ? '?' : 0;
        if (!ch) tfc_gen_die(t->path, r->line, "cell '%s' of %s must be 1, 0, 1~, 0~ or empty", v, t->cols[c]);
        s[p->axis_of_col[c - p->first_col]] = ch;
    }
    /* A release no source tells about reads as the data reads it (the
     * reference's "undetermined only where the status changes"): between two
     * releases that have it, with nothing but silence between, it has it
     * (2.19, which no source lists, has the ops of both 2.18 and 2.20); before
     * any release that has it and before a release known without it, it
     * lacks it (an op not yet added). Everywhere else (next to a removal, an
     * approximate absence, after the last release that has it) it stays
     * undetermined. Only a source's own 0 makes a gap like 2.0's. */
    char *known = malloc((size_t)n_axis + 1);
    if (!known) tfc_gen_die(t->path, r->line, "out of memory");
    memcpy(known, s, (size_t)n_axis + 1);
    int seen_one = 0;
    for (int k = 0; k < n_axis; k++) {
        if (known[k] == '1') seen_one = 1;
        if (known[k] != '?') continue;
        int b = k - 1, a = k + 1;
        while (b >= 0 && known[b] == '?') b--;
        while (a < n_axis && known[a] == '?') a++;
        char before = b >= 0 ? known[b] : 0, after = a < n_axis ? known[a] : 0;
        if (before == '1' && after == '1') s[k] = '1';
        else if (!seen_one && after == '0') s[k] = '0';
    }
    free(known);
    return s;
}

static int exact_of(const tfc_csv *t, const tfc_csv_row *r, int col)
{
    const char *s = r->f[col];
    if (!strcmp(s, "yes")) return 0;
    if (!strcmp(s, "approx")) return 1;
    if (!strcmp(s, "no")) return 2;
    tfc_gen_die(t->path, r->line, "first_seen_exact must be yes, approx or no, not '%s'", s);
}

static int is_op_name(const char *s)
{
    if (!((*s >= 'A' && *s <= 'Z') || *s == '_')) return 0;
    for (const char *p = s; *p; p++)
        if (!((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_'))
            return 0;
    return 1;
}

/* ---- defaults: TensorFlow text format -> serialized AttrValue ---------- */

typedef struct buf {
    unsigned char b[512];
    size_t n;
} buf;

static void put(buf *o, const tfc_csv *t, const tfc_csv_row *r, unsigned c)
{
    if (o->n >= sizeof o->b) tfc_gen_die(t->path, r->line, "default too long");
    o->b[o->n++] = (unsigned char)c;
}

static void put_varint(buf *o, const tfc_csv *t, const tfc_csv_row *r, uint64_t v)
{
    while (v >= 0x80) {
        put(o, t, r, (unsigned)(v & 0x7f) | 0x80);
        v >>= 7;
    }
    put(o, t, r, (unsigned)v);
}

static const struct {
    const char *name;
    int value;
} dtypes[] = {{"DT_FLOAT", 1},      {"DT_DOUBLE", 2},   {"DT_INT32", 3},      {"DT_UINT8", 4},
              {"DT_INT16", 5},      {"DT_INT8", 6},     {"DT_STRING", 7},     {"DT_COMPLEX64", 8},
              {"DT_INT64", 9},      {"DT_BOOL", 10},    {"DT_QINT8", 11},     {"DT_QUINT8", 12},
              {"DT_QINT32", 13},    {"DT_BFLOAT16", 14}, {"DT_QINT16", 15},   {"DT_QUINT16", 16},
              {"DT_UINT16", 17},    {"DT_COMPLEX128", 18}, {"DT_HALF", 19},   {"DT_RESOURCE", 20},
              {"DT_VARIANT", 21},   {"DT_UINT32", 22},  {"DT_UINT64", 23}};

static int dtype_of(const tfc_csv *t, const tfc_csv_row *r, const char *s, size_t n)
{
    for (size_t i = 0; i < sizeof dtypes / sizeof *dtypes; i++)
        if (strlen(dtypes[i].name) == n && !memcmp(dtypes[i].name, s, n)) return dtypes[i].value;
    tfc_gen_die(t->path, r->line, "unknown DataType '%.*s'", (int)n, s);
}

static int64_t int_of(const tfc_csv *t, const tfc_csv_row *r, const char *s, const char **end)
{
    char *e;
    long long v = strtoll(s, &e, 10);
    if (e == s) tfc_gen_die(t->path, r->line, "bad integer in default '%s'", s);
    *end = e;
    return v;
}

/* s:"..." with C escapes \n \t \\ \" \' and octal. */
static void put_string(buf *o, const tfc_csv *t, const tfc_csv_row *r, const char *s, const char **end)
{
    if (*s != '"') tfc_gen_die(t->path, r->line, "string default must be quoted");
    buf tmp = {.n = 0};
    const char *p = s + 1;
    for (; *p && *p != '"'; p++) {
        unsigned c = (unsigned char)*p;
        if (c == '\\') {
            p++;
            switch (*p) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case '\\': c = '\\'; break;
            case '"': c = '"'; break;
            case '\'': c = '\''; break;
            default:
                if (*p >= '0' && *p <= '7') {
                    c = 0;
                    for (int k = 0; k < 3 && *p >= '0' && *p <= '7'; k++, p++) c = c * 8 + (unsigned)(*p - '0');
                    p--;
                } else {
                    tfc_gen_die(t->path, r->line, "unknown escape in default");
                }
            }
        }
        put(&tmp, t, r, c);
    }
    if (*p != '"') tfc_gen_die(t->path, r->line, "unterminated string default");
    *end = p + 1;
    put_varint(o, t, r, tmp.n);
    for (size_t i = 0; i < tmp.n; i++) put(o, t, r, tmp.b[i]);
}

static void put_float(buf *o, const tfc_csv *t, const tfc_csv_row *r, const char *s, const char **end)
{
    float f;
    if (!strncmp(s, "inf", 3)) { f = INFINITY; *end = s + 3; }
    else if (!strncmp(s, "-inf", 4)) { f = -INFINITY; *end = s + 4; }
    else {
        char *e;
        f = strtof(s, &e);
        if (e == s) tfc_gen_die(t->path, r->line, "bad float in default '%s'", s);
        *end = e;
    }
    uint32_t bits;
    memcpy(&bits, &f, 4);
    for (int k = 0; k < 4; k++) put(o, t, r, (bits >> (8 * k)) & 0xff);
}

/*
 * Encodes a default as AttrValue bytes. Returns 1 with the bytes, 0 when
 * the attr has no default (empty cell), -1 when the default is not known
 * exactly (Go wrapper text "go:...").
 */
static int encode_default(buf *o, const tfc_csv *t, const tfc_csv_row *r, const char *s)
{
    o->n = 0;
    if (!*s) return 0;
    if (!strncmp(s, "go:", 3)) return -1;
    const char *e = s;
    if (!strncmp(s, "s:", 2)) {
        put(o, t, r, 0x12);
        put_string(o, t, r, s + 2, &e);
    } else if (!strncmp(s, "i:", 2)) {
        put(o, t, r, 0x18);
        put_varint(o, t, r, (uint64_t)int_of(t, r, s + 2, &e));
    } else if (!strncmp(s, "f:", 2)) {
        put(o, t, r, 0x25);
        put_float(o, t, r, s + 2, &e);
    } else if (!strcmp(s, "b:true") || !strcmp(s, "b:false")) {
        put(o, t, r, 0x28);
        put(o, t, r, s[2] == 't');
        e = s + strlen(s);
    } else if (!strncmp(s, "type:", 5)) {
        put(o, t, r, 0x30);
        put_varint(o, t, r, (uint64_t)dtype_of(t, r, s + 5, strlen(s + 5)));
        e = s + strlen(s);
    } else if (!strcmp(s, "shape{unknown_rank:true}")) {
        static const unsigned char v[] = {0x3a, 0x02, 0x18, 0x01};
        for (size_t k = 0; k < sizeof v; k++) put(o, t, r, v[k]);
        e = s + strlen(s);
    } else if (!strncmp(s, "list{", 5)) {
        /* Ints, types or strings, one kind per list (what the data holds). */
        buf ints = {.n = 0}, types = {.n = 0}, strs = {.n = 0};
        const char *p = s + 5;
        while (*p && *p != '}') {
            if (*p == ' ') { p++; continue; }
            if (!strncmp(p, "i:", 2)) put_varint(&ints, t, r, (uint64_t)int_of(t, r, p + 2, &p));
            else if (!strncmp(p, "type:", 5)) {
                const char *q = p + 5;
                while (*q && *q != ' ' && *q != '}') q++;
                put_varint(&types, t, r, (uint64_t)dtype_of(t, r, p + 5, (size_t)(q - p - 5)));
                p = q;
            } else if (!strncmp(p, "s:", 2)) {
                put(&strs, t, r, 0x12);
                put_string(&strs, t, r, p + 2, &p);
            } else tfc_gen_die(t->path, r->line, "unsupported list default '%s'", s);
        }
        if (*p != '}' || p[1]) tfc_gen_die(t->path, r->line, "bad list default '%s'", s);
        buf list = {.n = 0};
        for (size_t k = 0; k < strs.n; k++) put(&list, t, r, strs.b[k]);
        if (ints.n) { put(&list, t, r, 0x1a); put_varint(&list, t, r, ints.n); for (size_t k = 0; k < ints.n; k++) put(&list, t, r, ints.b[k]); }
        if (types.n) { put(&list, t, r, 0x32); put_varint(&list, t, r, types.n); for (size_t k = 0; k < types.n; k++) put(&list, t, r, types.b[k]); }
        put(o, t, r, 0x0a);
        put_varint(o, t, r, list.n);
        for (size_t k = 0; k < list.n; k++) put(o, t, r, list.b[k]);
        e = p + 1;
    } else {
        tfc_gen_die(t->path, r->line, "unsupported default '%s'", s);
    }
    if (*e) tfc_gen_die(t->path, r->line, "text after the default '%s'", s);
    return 1;
}

/* ---- main ----------------------------------------------------------------- */

typedef struct sorted {
    const tfc_csv_row *row;
} sorted;

/*
 * tf_attr_policy.csv: rows first,last,policy,evidence covering the axis in
 * order, without gaps or overlaps. The policies must run reject, then
 * undetermined, then ignore (each may be absent): the messages name the
 * last rejecting and the first ignoring release, and TensorFlow never went
 * back to rejecting. Values: 0 reject, 1 undetermined, 2 ignore
 * (TFC__ATTR_* in opreg_internal.h).
 */
static void attr_policy(const tfc_csv *t, uint8_t *policy)
{
    int c_first = tfc_csv_col(t, "first"), c_last = tfc_csv_col(t, "last"), c_pol = tfc_csv_col(t, "policy"),
        c_ev = tfc_csv_col(t, "evidence");
    int next = 0, prev = 0;
    for (int i = 0; i < t->n_rows; i++) {
        const tfc_csv_row *r = &t->rows[i];
        int first = axis_of(t, r, c_first, 0), last = axis_of(t, r, c_last, 0);
        if (first != next)
            tfc_gen_die(t->path, r->line, "first must be %s (rows cover %s..%s in order, no gap or overlap)",
                        axis[next], axis[0], axis[n_axis - 1]);
        if (last < first) tfc_gen_die(t->path, r->line, "last before first");
        const char *p = r->f[c_pol];
        int v = !strcmp(p, "reject") ? 0 : !strcmp(p, "undetermined") ? 1 : !strcmp(p, "ignore") ? 2 : -1;
        if (v < 0) tfc_gen_die(t->path, r->line, "policy must be reject, undetermined or ignore, not '%s'", p);
        if (v < prev)
            tfc_gen_die(t->path, r->line, "policy %s after a later one (order: reject, undetermined, ignore)", p);
        (void)tfc_csv_nonempty(t, r, c_ev);
        for (int k = first; k <= last; k++) policy[k] = (uint8_t)v;
        prev = v;
        next = last + 1;
    }
    if (next != n_axis) tfc_gen_die(t->path, 0, "the rows do not reach %s", axis[n_axis - 1]);
}

static int c_op, c_attr;

static int cmp_ops(const void *a, const void *b)
{
    return strcmp((*(const tfc_csv_row *const *)a)->f[c_op], (*(const tfc_csv_row *const *)b)->f[c_op]);
}

static int cmp_attrs(const void *a, const void *b)
{
    const tfc_csv_row *x = *(const tfc_csv_row *const *)a, *y = *(const tfc_csv_row *const *)b;
    int c = strcmp(x->f[c_op], y->f[c_op]);
    return c ? c : strcmp(x->f[c_attr], y->f[c_attr]);
}

int tfc_gen_opreg(int argc, char **argv)
{
    if (argc != 9) {
        fprintf(stderr, "usage: tfc_gen opreg OUT.c WATCH.c tf_ops.csv tf_op_attrs.csv tf_op_sources.csv "
                        "tf_attr_policy.csv tf_releases.csv tf_op_presence.csv tf_attr_presence.csv\n");
        return 2;
    }
    const char *out = argv[0], *watch = argv[1];
    tfc_csv ops, attrs, src, pol, rel, opp, atp;
    tfc_csv_load(&ops, argv[2]);
    tfc_csv_load(&attrs, argv[3]);
    tfc_csv_load(&src, argv[4]);
    tfc_csv_load(&pol, argv[5]);
    tfc_csv_load(&rel, argv[6]);
    tfc_csv_load(&opp, argv[7]);
    tfc_csv_load(&atp, argv[8]);
    make_axis(&rel, &src);
    if (tfc_csv_col(&opp, "op") != 0) tfc_gen_die(opp.path, 1, "the first column must be op");
    if (tfc_csv_col(&atp, "op") != 0 || tfc_csv_col(&atp, "attr") != 1)
        tfc_gen_die(atp.path, 1, "the first columns must be op,attr");
    presence_cols op_cols = presence_header(&opp, 1), attr_cols = presence_header(&atp, 2);
    uint8_t *policy = calloc((size_t)n_axis, 1);
    char **kinds = calloc((size_t)n_axis, sizeof *kinds);
    if (!policy || !kinds) tfc_gen_die(pol.path, 0, "out of memory");
    attr_policy(&pol, policy);

    /* The kinds of source that list each release's ops ("canon+cc", "pygen";
     * "" none), for the messages that say what decides or is missing. */
    {
        int s_rel = tfc_csv_col(&src, "release"), s_commit = tfc_csv_col(&src, "commit"),
            s_kind = tfc_csv_col(&src, "kind");
        for (int i = 0; i < src.n_rows; i++) {
            const tfc_csv_row *r = &src.rows[i];
            if (strlen(r->f[s_commit]) != 40) tfc_gen_die(src.path, r->line, "commit must be 40 hex digits");
            const char *kind = tfc_csv_nonempty(&src, r, s_kind);
            for (int k = 0; k < n_axis; k++) {
                if (strcmp(axis[k], r->f[s_rel])) continue;
                size_t have = kinds[k] ? strlen(kinds[k]) : 0, kl = strlen(kind);
                int dup = 0;
                for (const char *q = kinds[k]; q && *q;) {
                    const char *e = strchr(q, '+');
                    size_t n = e ? (size_t)(e - q) : strlen(q);
                    if (n == kl && !memcmp(q, kind, n)) dup = 1;
                    q = e ? e + 1 : q + n;
                }
                if (dup) continue;
                kinds[k] = realloc(kinds[k], have + kl + 2);
                if (!kinds[k]) tfc_gen_die(src.path, r->line, "out of memory");
                snprintf(kinds[k] + have, kl + 2, "%s%s", have ? "+" : "", kind);
            }
        }
    }

    /* ---- ops ---- */
    c_op = tfc_csv_col(&ops, "op");
    int o_first = tfc_csv_col(&ops, "first_seen"), o_abs = tfc_csv_col(&ops, "known_absent_in"),
        o_exact = tfc_csv_col(&ops, "first_seen_exact"), o_last = tfc_csv_col(&ops, "last_seen"),
        o_next = tfc_csv_col(&ops, "next_known_absent_in"), o_core = tfc_csv_col(&ops, "in_canonical_ops_pbtxt"),
        o_ev = tfc_csv_col(&ops, "first_seen_evidence");
    const tfc_csv_row **orow = malloc(sizeof *orow * (size_t)(ops.n_rows + 1));
    if (!orow) tfc_gen_die(ops.path, 0, "out of memory");
    for (int i = 0; i < ops.n_rows; i++) orow[i] = &ops.rows[i];
    qsort(orow, (size_t)ops.n_rows, sizeof *orow, cmp_ops);
    if (opp.n_rows != ops.n_rows) tfc_gen_die(opp.path, 0, "%d rows, %s has %d", opp.n_rows, ops.path, ops.n_rows);
    const tfc_csv_row **oprow = malloc(sizeof *oprow * (size_t)(opp.n_rows + 1));
    if (!oprow) tfc_gen_die(opp.path, 0, "out of memory");
    for (int i = 0; i < opp.n_rows; i++) oprow[i] = &opp.rows[i];
    qsort(oprow, (size_t)opp.n_rows, sizeof *oprow, cmp_ops); /* column 0 is op, as in tf_ops.csv */

    FILE *o = tfc_gen_open(out);
    fputs("/* Generated by tools/gen/opreg.c (tfc_gen opreg) from data/tf_ops.csv, tf_op_attrs.csv,\n"
          " * tf_op_sources.csv, tf_attr_policy.csv, tf_releases.csv, tf_op_presence.csv and\n"
          " * tf_attr_presence.csv. Do not edit. */\n"
          "#include \"registry/opreg_internal.h\"\n\n", o);
    fputs("const char *const tfc__tfop_axis[] = {", o);
    for (int k = 0; k < n_axis; k++) fprintf(o, "%s\"%s\"", k ? ", " : "", axis[k]);
    /* major and minor of each, so the library compares releases without parsing. */
    fprintf(o, "};\nconst uint16_t tfc__tfop_axis_major[] = {");
    for (int k = 0; k < n_axis; k++) fprintf(o, "%s%d", k ? ", " : "", atoi(axis[k]));
    fprintf(o, "};\nconst uint16_t tfc__tfop_axis_minor[] = {");
    for (int k = 0; k < n_axis; k++) fprintf(o, "%s%d", k ? ", " : "", atoi(strchr(axis[k], '.') + 1));
    fprintf(o, "};\nconst uint8_t tfc__tfop_axis_listed[] = {");
    for (int k = 0; k < n_axis; k++) fprintf(o, "%s%d", k ? ", " : "", kinds[k] != NULL);
    fprintf(o, "};\nconst char *const tfc__tfop_axis_sources[] = {");
    for (int k = 0; k < n_axis; k++) fprintf(o, "%s\"%s\"", k ? ", " : "", kinds[k] ? kinds[k] : "");
    fprintf(o, "};\nconst size_t tfc__tfop_axis_count = %d;\n", n_axis);
    fputs("const uint8_t tfc__attr_policy[] = {", o);
    for (int k = 0; k < n_axis; k++) fprintf(o, "%s%d", k ? ", " : "", policy[k]);
    fputs("};\n\n", o);

    fputs("const tfc__tfop_rec tfc__tfops[] = {\n", o);
    for (int i = 0; i < ops.n_rows; i++) {
        const tfc_csv_row *r = orow[i];
        const char *name = r->f[c_op];
        if (!is_op_name(name)) tfc_gen_die(ops.path, r->line, "'%s' is not an op name", name);
        if (i && !strcmp(orow[i - 1]->f[c_op], name)) tfc_gen_die(ops.path, r->line, "op %s listed twice", name);
        int first = axis_of(&ops, r, o_first, 0), absent = axis_of(&ops, r, o_abs, 1);
        int exact = exact_of(&ops, r, o_exact), last = axis_of(&ops, r, o_last, 0);
        int next = axis_of(&ops, r, o_next, 1);
        if (absent >= first) tfc_gen_die(ops.path, r->line, "known_absent_in is not before first_seen");
        if (exact == 0 && absent >= 0 && absent != first - 1)
            tfc_gen_die(ops.path, r->line, "exact first_seen must follow known_absent_in");
        if (exact == 2 && absent >= 0 && absent == first - 1)
            tfc_gen_die(ops.path, r->line, "a range first_seen with no release in between");
        /* A range without known_absent_in: no source tells any earlier release. */
        if (last < first) tfc_gen_die(ops.path, r->line, "last_seen before first_seen");
        if (next >= 0 && next <= last) tfc_gen_die(ops.path, r->line, "next_known_absent_in not after last_seen");
        const char *core = r->f[o_core];
        if (strcmp(core, "yes") && strcmp(core, "no")) tfc_gen_die(ops.path, r->line, "in_canonical_ops_pbtxt must be yes or no");
        /* Its presence row: the same op, in the same sorted order. */
        if (i >= opp.n_rows || strcmp(oprow[i]->f[0], name))
            tfc_gen_die(opp.path, i < opp.n_rows ? oprow[i]->line : 0, "op %s has no presence row here", name);
        char *cells = presence_cells(&opp, oprow[i], &op_cols);
        if (cells[first] != '1' || cells[last] != '1')
            tfc_gen_die(opp.path, oprow[i]->line, "%s: first_seen and last_seen cells must be 1", name);
        fputs("    {", o);
        tfc_gen_emit_str(o, name);
        fprintf(o, ", %d, %d, %d, %d, %d, %d, ", first, absent, last, next, exact, !strcmp(core, "yes"));
        tfc_gen_emit_str(o, tfc_csv_nonempty(&ops, r, o_ev));
        fputs(", ", o);
        tfc_gen_emit_str(o, cells);
        fputs("},\n", o);
        free(cells);
    }
    fprintf(o, "};\nconst size_t tfc__tfop_count = %d;\n\n", ops.n_rows);

    /* ---- late-added attrs ---- */
    c_op = tfc_csv_col(&attrs, "op");
    c_attr = tfc_csv_col(&attrs, "attr");
    int a_type = tfc_csv_col(&attrs, "type"), a_def = tfc_csv_col(&attrs, "default"),
        a_first = tfc_csv_col(&attrs, "first_seen"), a_abs = tfc_csv_col(&attrs, "known_absent_in"),
        a_exact = tfc_csv_col(&attrs, "first_seen_exact"), a_last = tfc_csv_col(&attrs, "last_seen"),
        a_opf = tfc_csv_col(&attrs, "op_first_seen"), a_ev = tfc_csv_col(&attrs, "first_seen_evidence");
    const tfc_csv_row **arow = malloc(sizeof *arow * (size_t)(attrs.n_rows + 1));
    if (!arow) tfc_gen_die(attrs.path, 0, "out of memory");
    for (int i = 0; i < attrs.n_rows; i++) arow[i] = &attrs.rows[i];
    qsort(arow, (size_t)attrs.n_rows, sizeof *arow, cmp_attrs);
    if (atp.n_rows != attrs.n_rows) tfc_gen_die(atp.path, 0, "%d rows, %s has %d", atp.n_rows, attrs.path, attrs.n_rows);
    const tfc_csv_row **atrow = malloc(sizeof *atrow * (size_t)(atp.n_rows + 1));
    if (!atrow) tfc_gen_die(atp.path, 0, "out of memory");
    for (int i = 0; i < atp.n_rows; i++) atrow[i] = &atp.rows[i];
    qsort(atrow, (size_t)atp.n_rows, sizeof *atrow, cmp_attrs); /* op, attr are columns 0, 1 in both files */
    fputs("const tfc__tfattr_rec tfc__tfattrs[] = {\n", o);
    for (int i = 0; i < attrs.n_rows; i++) {
        const tfc_csv_row *r = arow[i];
        if (i && !cmp_attrs(&arow[i - 1], &arow[i]))
            tfc_gen_die(attrs.path, r->line, "%s.%s listed twice", r->f[c_op], r->f[c_attr]);
        /* The op must be in the op table, first seen where this row says. */
        const tfc_csv_row *key = r;
        int saved = c_op;
        c_op = tfc_csv_col(&ops, "op");
        tfc_csv_row probe = *key;
        probe.f[c_op] = r->f[saved];
        const tfc_csv_row *pp = &probe;
        const tfc_csv_row **hit = bsearch(&pp, orow, (size_t)ops.n_rows, sizeof *orow, cmp_ops);
        c_op = saved;
        if (!hit) tfc_gen_die(attrs.path, r->line, "op %s is not in %s", r->f[c_op], ops.path);
        int op_first = axis_of(&ops, *hit, o_first, 0);
        if (axis_of(&attrs, r, a_opf, 0) != op_first)
            tfc_gen_die(attrs.path, r->line, "op_first_seen disagrees with %s", ops.path);
        int first = axis_of(&attrs, r, a_first, 0), absent = axis_of(&attrs, r, a_abs, 1);
        int exact = exact_of(&attrs, r, a_exact), last = axis_of(&attrs, r, a_last, 0);
        if (first <= op_first) tfc_gen_die(attrs.path, r->line, "an attr row must be added after its op");
        if (absent < 0 || absent >= first) tfc_gen_die(attrs.path, r->line, "known_absent_in must be before first_seen");
        if (exact == 0 && absent != first - 1) tfc_gen_die(attrs.path, r->line, "exact first_seen must follow known_absent_in");
        if (last < first) tfc_gen_die(attrs.path, r->line, "last_seen before first_seen");
        buf d;
        int has_def = encode_default(&d, &attrs, r, r->f[a_def]);
        fputs("    {", o);
        tfc_gen_emit_str(o, r->f[c_op]);
        fputs(", ", o);
        tfc_gen_emit_str(o, tfc_csv_nonempty(&attrs, r, c_attr));
        fputs(", ", o);
        tfc_gen_emit_str(o, tfc_csv_nonempty(&attrs, r, a_type));
        fputs(", ", o);
        tfc_gen_emit_str(o, r->f[a_def]);
        fputs(", (const uint8_t *)", o);
        /* The AttrValue bytes as a string literal (may hold NULs: length given). */
        fputc('"', o);
        for (size_t k = 0; k < d.n; k++) fprintf(o, "\\%03o", d.b[k]);
        fputc('"', o);
        fprintf(o, ", %zu, %d, %d, %d, %d, %d, ", d.n, has_def, first, absent, last, exact);
        tfc_gen_emit_str(o, tfc_csv_nonempty(&attrs, r, a_ev));
        if (cmp_attrs(&arow[i], &atrow[i]))
            tfc_gen_die(atp.path, atrow[i]->line, "%s.%s has no presence row here", r->f[c_op], r->f[c_attr]);
        char *cells = presence_cells(&atp, atrow[i], &attr_cols);
        if (cells[first] != '1' || cells[last] != '1')
            tfc_gen_die(atp.path, atrow[i]->line, "%s.%s: first_seen and last_seen cells must be 1", r->f[c_op],
                        r->f[c_attr]);
        fputs(", ", o);
        tfc_gen_emit_str(o, cells);
        free(cells);
        fputs("},\n", o);
    }
    if (!attrs.n_rows) fputs("    {\"\", \"\", \"\", \"\", NULL, 0, 0, 0, 0, 0, 0, \"\", \"\"},\n", o);
    fprintf(o, "};\nconst size_t tfc__tfattr_count = %d;\n", attrs.n_rows);
    tfc_gen_close(o, out);

    FILE *w = tfc_gen_open(watch);
    fputs("/* Generated by tools/gen/opreg.c (tfc_gen opreg) from data/tf_op_attrs.csv. Do not edit.\n"
          " * The (op, attr) pairs some TensorFlow release lacks although it has the op. */\n"
          "#include \"core/attr_watch.h\"\n\nconst tfc__attr_watch tfc__attr_watch_table[] = {\n", w);
    for (int i = 0; i < attrs.n_rows; i++) {
        /* The scan (src/core/graph_scan.c, attr_note) finds no row for a
         * key of 0 or over 128 bytes without testing its length. */
        size_t attr_len = strlen(arow[i]->f[c_attr]);
        if (attr_len == 0 || attr_len > 128)
            tfc_gen_die(attrs.path, arow[i]->line, "%s: a watched attr's name must be 1 to 128 bytes", arow[i]->f[c_attr]);
        fputs("    {", w);
        tfc_gen_emit_str(w, arow[i]->f[c_op]);
        fputs(", ", w);
        tfc_gen_emit_str(w, arow[i]->f[c_attr]);
        fprintf(w, ", %zu, %zu},\n", strlen(arow[i]->f[c_op]), attr_len);
    }
    if (!attrs.n_rows) fputs("    {\"\", \"\", 0, 0},\n", w);
    fprintf(w, "};\nconst size_t tfc__attr_watch_count = %d;\n", attrs.n_rows);
    tfc_gen_close(w, watch);
    return 0;
}
