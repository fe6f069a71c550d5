/*
 * gen_tables.c - build-time generator of the op-version module's tables.
 *
 *   gen_tables DATA_DIR OUT.c
 *
 * Reads the CSV files of data/ (see data/README.md), validates them, and
 * writes C definitions for the declarations in tables.h. Any inconsistency
 * fails the build with a message naming the file and line, so a bad edit of
 * a table can never produce a library.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ROWS 4096
#define MAX_COLS 4
#define MAX_FIELD 128

typedef struct row {
    char f[MAX_COLS][MAX_FIELD];
    int line;
} row;

typedef struct table {
    const char *path;
    row *rows;
    int n;
} table;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((noreturn, format(printf, 1, 2)))
#endif
static void die(const char *fmt, ...);

static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("gen_tables: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

/* Reads a CSV with a header line and exactly ncols columns per line. */
static table load(const char *dir, const char *name, int ncols, const char *header)
{
    static char path[4096];
    table t = {0};
    snprintf(path, sizeof path, "%s/%s", dir, name);
    t.path = strdup(path);
    FILE *f = fopen(path, "r");
    if (!f) die("%s: %s", path, strerror(errno));
    t.rows = calloc(MAX_ROWS, sizeof *t.rows);
    if (!t.rows) die("out of memory");
    char line[1024];
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        size_t len = strlen(line);
        if (len && line[len - 1] != '\n' && !feof(f)) die("%s:%d: line too long", path, lineno);
        while (len && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = 0;
        if (lineno == 1) {
            if (strcmp(line, header)) die("%s:1: header is \"%s\", expected \"%s\"", path, line, header);
            continue;
        }
        if (!len) continue;
        if (t.n == MAX_ROWS) die("%s: too many rows", path);
        row *r = &t.rows[t.n];
        r->line = lineno;
        int col = 0;
        char *p = line;
        for (;;) {
            char *comma = strchr(p, ',');
            size_t flen = comma ? (size_t)(comma - p) : strlen(p);
            if (col >= ncols) die("%s:%d: more than %d columns", path, lineno, ncols);
            if (flen == 0) die("%s:%d: empty column %d", path, lineno, col + 1);
            if (flen >= MAX_FIELD) die("%s:%d: field too long", path, lineno);
            for (size_t i = 0; i < flen; i++)
                if (p[i] == '"' || p[i] == '\\' || (unsigned char)p[i] < 0x20)
                    die("%s:%d: unsupported character in field", path, lineno);
            memcpy(r->f[col], p, flen);
            r->f[col][flen] = 0;
            col++;
            if (!comma) break;
            p = comma + 1;
        }
        if (col != ncols) die("%s:%d: %d columns, expected %d", path, lineno, col, ncols);
        t.n++;
    }
    fclose(f);
    return t;
}

static long number(const table *t, const row *r, int col, long min, long max)
{
    const char *s = r->f[col];
    for (const char *p = s; *p; p++)
        if (!isdigit((unsigned char)*p)) die("%s:%d: \"%s\" is not a number", t->path, r->line, s);
    errno = 0;
    long v = strtol(s, NULL, 10);
    if (errno || v < min || v > max)
        die("%s:%d: %s out of range %ld..%ld", t->path, r->line, s, min, max);
    return v;
}

/* An enum table name,code with codes 0..n-1, each exactly once. */
static const char **enum_names(const table *t, int name_col, int code_col, int *count)
{
    const char **names = calloc((size_t)t->n + 1, sizeof *names);
    if (!names) die("out of memory");
    for (int i = 0; i < t->n; i++) {
        long c = number(t, &t->rows[i], code_col, 0, t->n - 1);
        if (names[c]) die("%s:%d: code %ld appears twice", t->path, t->rows[i].line, c);
        names[c] = t->rows[i].f[name_col];
    }
    for (int i = 0; i < t->n; i++)
        if (!names[i]) die("%s: code %d missing", t->path, i);
    *count = t->n;
    return names;
}

static const char **ops;
static int op_count;

static int op_code(const table *t, const row *r, int col)
{
    for (int i = 0; i < op_count; i++)
        if (!strcmp(ops[i], r->f[col])) return i;
    die("%s:%d: unknown builtin op \"%s\"", t->path, r->line, r->f[col]);
    return -1;
}

/* "1.14.0": dotted decimal numbers, 1 to 4 components. */
static void check_release(const table *t, const row *r, const char *s)
{
    int comps = 0, digits = 0;
    for (const char *p = s;; p++) {
        if (isdigit((unsigned char)*p)) {
            digits++;
            continue;
        }
        if (!digits || digits > 6) die("%s:%d: bad release \"%s\"", t->path, r->line, s);
        comps++;
        digits = 0;
        if (!*p) break;
        if (*p != '.') die("%s:%d: bad release \"%s\"", t->path, r->line, s);
    }
    if (comps < 2 || comps > 4) die("%s:%d: bad release \"%s\"", t->path, r->line, s);
}

static void emit_names(FILE *o, const char *array, const char *count, const char **names, int n)
{
    fprintf(o, "const char *const %s[] = {\n", array);
    for (int i = 0; i < n; i++) fprintf(o, "    \"%s\", /* %d */\n", names[i], i);
    fprintf(o, "};\nconst size_t %s = %d;\n\n", count, n);
}

typedef struct triple {
    int code, a, b;
    const char *s;
} triple;

static int cmp_triple(const void *x, const void *y)
{
    const triple *p = x, *q = y;
    if (p->code != q->code) return p->code < q->code ? -1 : 1;
    return (p->a > q->a) - (p->a < q->a);
}

int main(int argc, char **argv)
{
    if (argc != 3) die("usage: gen_tables DATA_DIR OUT.c");
    const char *dir = argv[1];

    table t_ops = load(dir, "tflite_builtin_ops.csv", 2, "name,code");
    ops = enum_names(&t_ops, 0, 1, &op_count);

    table t_types = load(dir, "tflite_tensor_types.csv", 2, "name,code");
    int type_count;
    const char **types = enum_names(&t_types, 0, 1, &type_count);

    table t_opts = load(dir, "tflite_builtin_options.csv", 3, "union,name,type_index");
    const char *opt1[256] = {0}, *opt2[256] = {0};
    int n1 = 0, n2 = 0;
    for (int i = 0; i < t_opts.n; i++) {
        row *r = &t_opts.rows[i];
        long idx = number(&t_opts, r, 2, 0, 255);
        const char **arr;
        int *n;
        if (!strcmp(r->f[0], "BuiltinOptions")) { arr = opt1; n = &n1; }
        else if (!strcmp(r->f[0], "BuiltinOptions2")) { arr = opt2; n = &n2; }
        else die("%s:%d: unknown union \"%s\"", t_opts.path, r->line, r->f[0]);
        if (arr[idx]) die("%s:%d: type index %ld appears twice", t_opts.path, r->line, idx);
        arr[idx] = r->f[1];
        if (idx + 1 > *n) *n = (int)idx + 1;
    }
    for (int i = 0; i < n1; i++) if (!opt1[i]) die("%s: BuiltinOptions %d missing", t_opts.path, i);
    for (int i = 0; i < n2; i++) if (!opt2[i]) die("%s: BuiltinOptions2 %d missing", t_opts.path, i);

    table t_rt = load(dir, "tflite_runtime_versions.csv", 3, "op,version,min_runtime");
    triple *rt = calloc((size_t)t_rt.n + 1, sizeof *rt);
    for (int i = 0; i < t_rt.n; i++) {
        row *r = &t_rt.rows[i];
        rt[i].code = op_code(&t_rt, r, 0);
        rt[i].a = (int)number(&t_rt, r, 1, 1, 1000000);
        check_release(&t_rt, r, r->f[2]);
        rt[i].s = r->f[2];
    }
    qsort(rt, (size_t)t_rt.n, sizeof *rt, cmp_triple);
    for (int i = 1; i < t_rt.n; i++)
        if (rt[i].code == rt[i - 1].code && rt[i].a == rt[i - 1].a)
            die("%s: %s version %d appears twice", t_rt.path, ops[rt[i].code], rt[i].a);

    table t_rr = load(dir, "tflite_resolver_ranges.csv", 3, "op,min_version,max_version");
    triple *rr = calloc((size_t)t_rr.n + 1, sizeof *rr);
    for (int i = 0; i < t_rr.n; i++) {
        row *r = &t_rr.rows[i];
        rr[i].code = op_code(&t_rr, r, 0);
        rr[i].a = (int)number(&t_rr, r, 1, 1, 1000000);
        rr[i].b = (int)number(&t_rr, r, 2, 1, 1000000);
        if (rr[i].a > rr[i].b) die("%s:%d: min_version above max_version", t_rr.path, r->line);
    }
    qsort(rr, (size_t)t_rr.n, sizeof *rr, cmp_triple);
    for (int i = 1; i < t_rr.n; i++)
        if (rr[i].code == rr[i - 1].code) die("%s: %s appears twice", t_rr.path, ops[rr[i].code]);

    table t_rc = load(dir, "tflite_resolver_custom_ops.csv", 3, "name,min_version,max_version");
    for (int i = 0; i < t_rc.n; i++) {
        row *r = &t_rc.rows[i];
        long a = number(&t_rc, r, 1, 1, 1000000), b = number(&t_rc, r, 2, 1, 1000000);
        if (a > b) die("%s:%d: min_version above max_version", t_rc.path, r->line);
        for (int j = 0; j < i; j++)
            if (!strcmp(t_rc.rows[j].f[0], r->f[0])) die("%s:%d: duplicate", t_rc.path, r->line);
    }

    FILE *o = fopen(argv[2], "w");
    if (!o) die("%s: %s", argv[2], strerror(errno));
    fputs("/* Generated by gen_tables from the CSV files of data/ at build time. Do not edit. */\n"
          "#include \"opver/tables.h\"\n\n", o);
    emit_names(o, "tfc__builtin_names", "tfc__builtin_count", ops, op_count);
    emit_names(o, "tfc__tensor_type_names", "tfc__tensor_type_count", types, type_count);
    emit_names(o, "tfc__builtin_options_names", "tfc__builtin_options_count", opt1, n1);
    emit_names(o, "tfc__builtin_options2_names", "tfc__builtin_options2_count", opt2, n2);

    fputs("const tfc__runtime_entry tfc__runtime_map[] = {\n", o);
    for (int i = 0; i < t_rt.n; i++)
        fprintf(o, "    {%d, %d, \"%s\"}, /* %s */\n", rt[i].code, rt[i].a, rt[i].s, ops[rt[i].code]);
    fprintf(o, "};\nconst size_t tfc__runtime_map_count = %d;\n\n", t_rt.n);

    fputs("const tfc__version_range tfc__resolver_ranges[] = {\n", o);
    for (int i = 0; i < t_rr.n; i++)
        fprintf(o, "    {%d, %d, %d}, /* %s */\n", rr[i].code, rr[i].a, rr[i].b, ops[rr[i].code]);
    fprintf(o, "};\nconst size_t tfc__resolver_range_count = %d;\n\n", t_rr.n);

    fputs("const tfc__custom_range tfc__resolver_custom[] = {\n", o);
    for (int i = 0; i < t_rc.n; i++)
        fprintf(o, "    {\"%s\", %s, %s},\n", t_rc.rows[i].f[0], t_rc.rows[i].f[1], t_rc.rows[i].f[2]);
    if (!t_rc.n) fputs("    {\"\", 0, 0},\n", o);
    fprintf(o, "};\nconst size_t tfc__resolver_custom_count = %d;\n", t_rc.n);
    if (fclose(o)) die("%s: write failed", argv[2]);
    return 0;
}
