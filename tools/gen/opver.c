/*
 * opver.c - `tfc_gen opver`: the op-version module's tables.
 *
 *   tfc_gen opver OUT.c OUT.h tflite_builtin_ops.csv tflite_tensor_types.csv
 *                 tflite_builtin_options.csv tflite_runtime_versions.csv
 *                 tflite_resolver_ranges.csv tflite_resolver_custom_ops.csv
 *                 tflite_builder_history.csv
 *
 * Validates the TFLite tables of data/ (see data/README.md) and writes C
 * definitions for the declarations in src/opver/tables.h (OUT.c) and the
 * BuiltinOperator enum OP_<NAME> = code (OUT.h, included by op_version.c).
 * Any inconsistency fails the build with "FILE:LINE: message" (csv.h).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csv.h"
#include "gen.h"

typedef tfc_csv table;
typedef tfc_csv_row row;

/* Loads a table of the op-version module: exact header, no empty field. */
static table load(const char *path, const char *header)
{
    table t;
    tfc_csv_load(&t, path);
    tfc_csv_expect_header(&t, header);
    for (int i = 0; i < t.n_rows; i++)
        for (int c = 0; c < t.n_cols; c++) tfc_csv_nonempty(&t, &t.rows[i], c);
    return t;
}

static long number(const table *t, const row *r, int col, long min, long max)
{
    return (long)tfc_csv_int(t, r, col, min, max);
}

/* An enum table name,code with codes 0..n-1, each exactly once. */
static const char **enum_names(const table *t, int name_col, int code_col, int *count)
{
    const char **names = calloc((size_t)t->n_rows + 1, sizeof *names);
    if (!names) tfc_gen_die(t->path, 0, "out of memory");
    for (int i = 0; i < t->n_rows; i++) {
        long c = number(t, &t->rows[i], code_col, 0, t->n_rows - 1);
        if (names[c]) tfc_gen_die(t->path, t->rows[i].line, "code %ld appears twice", c);
        names[c] = t->rows[i].f[name_col];
    }
    for (int i = 0; i < t->n_rows; i++)
        if (!names[i]) tfc_gen_die(t->path, 0, "code %d missing", i);
    *count = t->n_rows;
    return names;
}

static const char **ops;
static int op_count;

static int op_code(const table *t, const row *r, int col)
{
    for (int i = 0; i < op_count; i++)
        if (!strcmp(ops[i], r->f[col])) return i;
    tfc_gen_die(t->path, r->line, "unknown builtin op \"%s\"", r->f[col]);
    return -1;
}

static void emit_names(FILE *o, const char *array, const char *count, const char **names, int n)
{
    fprintf(o, "const char *const %s[] = {\n", array);
    for (int i = 0; i < n; i++) {
        fputs("    ", o);
        tfc_gen_emit_str(o, names[i]);
        fprintf(o, ", /* %d */\n", i);
    }
    fprintf(o, "};\nconst size_t %s = %d;\n\n", count, n);
}

typedef struct triple {
    int code, a, b, line;
    const char *s;
} triple;

static int cmp_triple(const void *x, const void *y)
{
    const triple *p = x, *q = y;
    if (p->code != q->code) return p->code < q->code ? -1 : 1;
    return (p->a > q->a) - (p->a < q->a);
}

/* Op names are C identifiers (they become enumerators OP_<NAME>). */
static void check_ident(const table *t, const row *r, const char *s)
{
    for (const char *p = s; *p; p++)
        if (!((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_') || (p == s && *p <= '9'))
            tfc_gen_die(t->path, r->line, "op name \"%s\" is not an upper-case C identifier", s);
}

int tfc_gen_opver(int argc, char **argv)
{
    if (argc != 9) {
        fprintf(stderr, "usage: tfc_gen opver OUT.c OUT.h tflite_builtin_ops.csv tflite_tensor_types.csv "
                        "tflite_builtin_options.csv tflite_runtime_versions.csv "
                        "tflite_resolver_ranges.csv tflite_resolver_custom_ops.csv tflite_builder_history.csv\n");
        return 2;
    }
    const char *out_c = argv[0], *out_h = argv[1];

    table t_ops = load(argv[2], "name,code");
    ops = enum_names(&t_ops, 0, 1, &op_count);

    table t_types = load(argv[3], "name,code");
    int type_count;
    const char **types = enum_names(&t_types, 0, 1, &type_count);

    table t_opts = load(argv[4], "union,name,type_index");
    const char *opt1[256] = {0}, *opt2[256] = {0};
    int n1 = 0, n2 = 0;
    for (int i = 0; i < t_opts.n_rows; i++) {
        row *r = &t_opts.rows[i];
        long idx = number(&t_opts, r, 2, 0, 255);
        const char **arr;
        int *n;
        if (!strcmp(r->f[0], "BuiltinOptions")) { arr = opt1; n = &n1; }
        else if (!strcmp(r->f[0], "BuiltinOptions2")) { arr = opt2; n = &n2; }
        else tfc_gen_die(t_opts.path, r->line, "unknown union \"%s\"", r->f[0]);
        if (arr[idx]) tfc_gen_die(t_opts.path, r->line, "type index %ld appears twice", idx);
        arr[idx] = r->f[1];
        if (idx + 1 > *n) *n = (int)idx + 1;
    }
    for (int i = 0; i < n1; i++) if (!opt1[i]) tfc_gen_die(t_opts.path, 0, "BuiltinOptions %d missing", i);
    for (int i = 0; i < n2; i++) if (!opt2[i]) tfc_gen_die(t_opts.path, 0, "BuiltinOptions2 %d missing", i);

    table t_rt = load(argv[5], "op,version,min_runtime");
    triple *rt = calloc((size_t)t_rt.n_rows + 1, sizeof *rt);
    for (int i = 0; i < t_rt.n_rows; i++) {
        row *r = &t_rt.rows[i];
        rt[i].code = op_code(&t_rt, r, 0);
        rt[i].a = (int)number(&t_rt, r, 1, 1, 1000000);
        tfc_gen_release(t_rt.path, r->line, r->f[2], NULL);
        rt[i].s = r->f[2];
        rt[i].line = r->line;
    }
    qsort(rt, (size_t)t_rt.n_rows, sizeof *rt, cmp_triple);
    for (int i = 1; i < t_rt.n_rows; i++)
        if (rt[i].code == rt[i - 1].code && rt[i].a == rt[i - 1].a)
            tfc_gen_die(t_rt.path, rt[i].line, "%s version %d appears twice", ops[rt[i].code], rt[i].a);

    table t_rr = load(argv[6], "op,min_version,max_version");
    triple *rr = calloc((size_t)t_rr.n_rows + 1, sizeof *rr);
    for (int i = 0; i < t_rr.n_rows; i++) {
        row *r = &t_rr.rows[i];
        rr[i].code = op_code(&t_rr, r, 0);
        rr[i].a = (int)number(&t_rr, r, 1, 1, 1000000);
        rr[i].b = (int)number(&t_rr, r, 2, 1, 1000000);
        rr[i].line = r->line;
        if (rr[i].a > rr[i].b) tfc_gen_die(t_rr.path, r->line, "min_version above max_version");
    }
    qsort(rr, (size_t)t_rr.n_rows, sizeof *rr, cmp_triple);
    for (int i = 1; i < t_rr.n_rows; i++)
        if (rr[i].code == rr[i - 1].code) tfc_gen_die(t_rr.path, rr[i].line, "%s appears twice", ops[rr[i].code]);

    /* Custom ops of the standard resolver: every field but removed_in
     * (empty: still registered) is required. Their releases must be
     * runtimes of the map, so that two releases with the same newest map
     * runtime also register the same custom ops (the resolver brings a
     * release in once per newest map runtime). */
    table t_rc;
    tfc_csv_load(&t_rc, argv[7]);
    tfc_csv_expect_header(&t_rc, "name,min_version,max_version,first_release,removed_in,source");
    for (int i = 0; i < t_rc.n_rows; i++) {
        row *r = &t_rc.rows[i];
        for (int c = 0; c < t_rc.n_cols; c++)
            if (c != 4) tfc_csv_nonempty(&t_rc, r, c);
        long a = number(&t_rc, r, 1, 1, 1000000), b = number(&t_rc, r, 2, 1, 1000000);
        if (a > b) tfc_gen_die(t_rc.path, r->line, "min_version above max_version");
        for (int j = 0; j < i; j++)
            if (!strcmp(t_rc.rows[j].f[0], r->f[0])) tfc_gen_die(t_rc.path, r->line, "duplicate");
        for (int c = 3; c <= 4; c++) {
            if (!*r->f[c]) continue;
            tfc_gen_release(t_rc.path, r->line, r->f[c], NULL);
            int in_map = 0;
            for (int k = 0; k < t_rt.n_rows && !in_map; k++) in_map = !strcmp(rt[k].s, r->f[c]);
            if (!in_map) tfc_gen_die(t_rc.path, r->line, "release \"%s\" is not a runtime of the runtime map", r->f[c]);
        }
        if (*r->f[4] && tfc_gen_release_cmp(r->f[3], r->f[4]) >= 0)
            tfc_gen_die(t_rc.path, r->line, "removed_in is not after first_release");
    }

    /* How the interpreter builder of a release resolves operator codes:
     * each behaviour exactly once, from a runtime of the map (a release is
     * brought in as its newest map runtime, which then decides it). */
    static const char *const behaviours[] = {"opcode_version", "unresolved_custom_placeholder"};
    const char *since[2] = {NULL, NULL};
    table t_bh = load(argv[8], "behaviour,first_release,source");
    for (int i = 0; i < t_bh.n_rows; i++) {
        row *r = &t_bh.rows[i];
        int k = 0;
        while (k < 2 && strcmp(behaviours[k], r->f[0])) k++;
        if (k == 2) tfc_gen_die(t_bh.path, r->line, "unknown behaviour \"%s\"", r->f[0]);
        if (since[k]) tfc_gen_die(t_bh.path, r->line, "\"%s\" appears twice", r->f[0]);
        tfc_gen_release(t_bh.path, r->line, r->f[1], NULL);
        int in_map = 0;
        for (int j = 0; j < t_rt.n_rows && !in_map; j++) in_map = !strcmp(rt[j].s, r->f[1]);
        if (!in_map) tfc_gen_die(t_bh.path, r->line, "release \"%s\" is not a runtime of the runtime map", r->f[1]);
        since[k] = r->f[1];
    }
    for (int k = 0; k < 2; k++)
        if (!since[k]) tfc_gen_die(t_bh.path, 0, "no row for \"%s\"", behaviours[k]);

    for (int i = 0; i < t_ops.n_rows; i++) check_ident(&t_ops, &t_ops.rows[i], t_ops.rows[i].f[0]);
    FILE *h = tfc_gen_open(out_h);
    fputs("/* Generated by tools/gen/opver.c (tfc_gen opver) from data/tflite_builtin_ops.csv. Do not edit. */\n"
          "#ifndef TFC_OPVER_BUILTIN_OPS_H\n#define TFC_OPVER_BUILTIN_OPS_H\n\n"
          "/* Schema BuiltinOperator codes. */\nenum {\n", h);
    for (int i = 0; i < op_count; i++) fprintf(h, "    OP_%s = %d,\n", ops[i], i);
    fputs("};\n\n#endif\n", h);
    tfc_gen_close(h, out_h);

    FILE *o = tfc_gen_open(out_c);
    fputs("/* Generated by tools/gen/opver.c (tfc_gen opver) from the CSV files of data/. Do not edit. */\n"
          "#include \"opver/tables.h\"\n\n", o);
    emit_names(o, "tfc__builtin_names", "tfc__builtin_count", ops, op_count);
    emit_names(o, "tfc__tensor_type_names", "tfc__tensor_type_count", types, type_count);
    emit_names(o, "tfc__builtin_options_names", "tfc__builtin_options_count", opt1, n1);
    emit_names(o, "tfc__builtin_options2_names", "tfc__builtin_options2_count", opt2, n2);

    fputs("const tfc__runtime_entry tfc__runtime_map[] = {\n", o);
    for (int i = 0; i < t_rt.n_rows; i++)
        fprintf(o, "    {%d, %d, \"%s\"}, /* %s */\n", rt[i].code, rt[i].a, rt[i].s, ops[rt[i].code]); /* dotted decimal, checked */
    fprintf(o, "};\nconst size_t tfc__runtime_map_count = %d;\n\n", t_rt.n_rows);

    fputs("const tfc__version_range tfc__resolver_ranges[] = {\n", o);
    for (int i = 0; i < t_rr.n_rows; i++)
        fprintf(o, "    {%d, %d, %d}, /* %s */\n", rr[i].code, rr[i].a, rr[i].b, ops[rr[i].code]);
    fprintf(o, "};\nconst size_t tfc__resolver_range_count = %d;\n\n", t_rr.n_rows);

    fputs("const tfc__custom_range tfc__resolver_custom[] = {\n", o);
    for (int i = 0; i < t_rc.n_rows; i++)
    {
        fputs("    {", o);
        tfc_gen_emit_str(o, t_rc.rows[i].f[0]);
        fprintf(o, ", %ld, %ld, \"%s\", ", number(&t_rc, &t_rc.rows[i], 1, 1, 1000000),
                number(&t_rc, &t_rc.rows[i], 2, 1, 1000000), t_rc.rows[i].f[3]); /* dotted decimal, checked */
        if (*t_rc.rows[i].f[4]) fprintf(o, "\"%s\"},\n", t_rc.rows[i].f[4]);
        else fputs("NULL},\n", o);
    }
    if (!t_rc.n_rows) fputs("    {\"\", 0, 0, \"\", NULL},\n", o);
    fprintf(o, "};\nconst size_t tfc__resolver_custom_count = %d;\n\n", t_rc.n_rows);
    fprintf(o, "const char tfc__builder_opcode_version_since[] = \"%s\";\n", since[0]); /* checked */
    fprintf(o, "const char tfc__builder_custom_placeholder_since[] = \"%s\";\n", since[1]);
    tfc_gen_close(o, out_c);
    return 0;
}
