/*
 * tfjs_faults.c - the runtime-fault table of `tfc_gen tfjs` (tools/gen/tfjs.c):
 * data/tfjs_runtime_faults.csv (known faults of TensorFlow.js runtimes that no
 * op list can express: the releases first..last of tfjs_releases.csv that have
 * one, the ops whose kernels expose it, the runtime's error, the upstream
 * issue and how the range was established) becomes tfc__tfjs_faults[] for
 * src/tfjs/tfjs_faults.c.
 *
 * Refused: an id that is not lowercase letters, digits and '_', or repeated; a
 * release the table lacks, first after last, or a range covering a release
 * whose runtime op list is undetermined; ops that are not identifiers
 * separated by one space in byte order, or that no release of the range maps
 * (tfjs_op_presence.csv); an error that is empty or holds '"' (messages
 * quote it), or holds "{shape}" more than once; an issue that is not
 * OWNER/REPO#N; an empty evidence.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csv.h"
#include "gen.h"

#define FAULTS_HEADER "id,first,last,ops,error,issue,evidence"

static int row_of(const tfc_csv *rel, const char *v)
{
    for (int i = 0; i < rel->n_rows; i++)
        if (!strcmp(rel->rows[i].f[0], v)) return i;
    return -1;
}

/* Whether ops (op,side,first,last) has a runtime range of `op` meeting a..b. */
static int mapped_in(const tfc_csv *rel, const tfc_csv *ops, const char *op, size_t len, int a, int b)
{
    for (int i = 0; i < ops->n_rows; i++) {
        const tfc_csv_row *r = &ops->rows[i];
        if (strlen(r->f[0]) == len && !memcmp(r->f[0], op, len) && !strcmp(r->f[1], "runtime") &&
            row_of(rel, r->f[2]) <= b && row_of(rel, r->f[3]) >= a)
            return 1;
    }
    return 0;
}

static void check_ops(const tfc_csv *t, const tfc_csv_row *r, const tfc_csv *rel, const tfc_csv *ops, int a, int b)
{
    const char *prev = NULL;
    size_t prev_len = 0;
    for (const char *p = r->f[3]; *p;) {
        size_t k = strcspn(p, " ");
        for (size_t j = 0; j < k; j++) {
            char c = p[j];
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
                tfc_gen_die(t->path, r->line, "ops '%s' are not identifiers separated by one space", r->f[3]);
        }
        if (!k || (p[k] == ' ' && !p[k + 1]))
            tfc_gen_die(t->path, r->line, "ops '%s' are not identifiers separated by one space", r->f[3]);
        if (prev) {
            size_t m = prev_len < k ? prev_len : k;
            int c = memcmp(prev, p, m);
            if (c > 0 || (!c && prev_len >= k))
                tfc_gen_die(t->path, r->line, "op %.*s: ops come in byte order, once each", (int)k, p);
        }
        if (!mapped_in(rel, ops, p, k, a, b))
            tfc_gen_die(t->path, r->line, "op %.*s: no runtime of %s..%s maps it", (int)k, p, r->f[1], r->f[2]);
        prev = p;
        prev_len = k;
        p += k + (p[k] == ' ');
    }
}

void tfc_gen_tfjs_faults(FILE *o, const tfc_csv *rel, const tfc_csv *ops, const char *faults_path)
{
    static tfc_csv t; /* static: still reachable when tfc_gen_die exits on bad data */
    tfc_csv_load(&t, faults_path);
    tfc_csv_expect_header(&t, FAULTS_HEADER);
    for (int i = 0; i < t.n_rows; i++) {
        const tfc_csv_row *r = &t.rows[i];
        for (int c = 0; c < 7; c++) tfc_csv_nonempty(&t, r, c);
        for (const char *s = r->f[0]; *s; s++)
            if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_'))
                tfc_gen_die(t.path, r->line, "id '%s' is not lowercase letters, digits and '_'", r->f[0]);
        for (int j = 0; j < i; j++)
            if (!strcmp(t.rows[j].f[0], r->f[0])) tfc_gen_die(t.path, r->line, "id %s is repeated", r->f[0]);
        int a = row_of(rel, r->f[1]), b = row_of(rel, r->f[2]);
        if (a < 0 || b < 0) tfc_gen_die(t.path, r->line, "%s..%s: not releases of %s", r->f[1], r->f[2], rel->path);
        if (a > b) tfc_gen_die(t.path, r->line, "%s..%s: first after last", r->f[1], r->f[2]);
        for (int j = a; j <= b; j++)
            if (!rel->rows[j].f[4][0])
                tfc_gen_die(t.path, r->line, "%s..%s covers %s, whose runtime list is undetermined", r->f[1],
                            r->f[2], rel->rows[j].f[0]);
        check_ops(&t, r, rel, ops, a, b);
        const char *shape = strstr(r->f[4], "{shape}");
        if (strchr(r->f[4], '"') || (shape && strstr(shape + 1, "{shape}")))
            tfc_gen_die(t.path, r->line, "error '%s' holds '\"' or {shape} twice", r->f[4]);
        const char *hash = strchr(r->f[5], '#'), *slash = strchr(r->f[5], '/');
        if (!slash || !hash || slash > hash || slash == r->f[5] || hash == slash + 1 || !hash[1] ||
            strspn(hash + 1, "0123456789") != strlen(hash + 1))
            tfc_gen_die(t.path, r->line, "issue '%s' is not OWNER/REPO#N", r->f[5]);
    }
    fputs("\n/* data/tfjs_runtime_faults.csv: first, last are rows of tfc__tfjs_releases */\n"
          "const tfc__tfjs_fault tfc__tfjs_faults[] = {\n", o);
    for (int i = 0; i < t.n_rows; i++) {
        const tfc_csv_row *r = &t.rows[i];
        fputs("    {", o);
        static const int cols[] = {0, 3, 4, 5};
        for (int c = 0; c < 4; c++) {
            tfc_gen_emit_str(o, r->f[cols[c]]);
            fputs(", ", o);
        }
        fprintf(o, "%d, %d},\n", row_of(rel, r->f[1]), row_of(rel, r->f[2]));
    }
    if (!t.n_rows) fputs("    {0, 0, 0, 0, 0, 0},\n", o);
    fprintf(o, "};\nconst size_t tfc__tfjs_fault_count = %d;\n", t.n_rows);
}
