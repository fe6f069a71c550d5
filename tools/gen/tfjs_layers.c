/*
 * tfjs_layers.c - the layer tables of `tfc_gen tfjs` (tools/gen/tfjs.c):
 * data/tfjs_layers.csv (per release of tfjs_releases.csv, in its order: where
 * the layer classes its tfjs-layers registers were read, how many, and the
 * form of its "Unknown layer" message) and data/tfjs_layer_presence.csv
 * (ranges of consecutive releases registering each class) become
 * tfc__tfjs_layer_releases[] and tfc__tfjs_layer_ranges[] for
 * src/tfjs/tfjs_layers.c.
 *
 * Refused: a row count or release that is not the one of tfjs_releases.csv; a
 * row whose tag, source, count and message are not all given or all empty; a
 * count that is not a positive number or a message that is neither short nor
 * long; a class that is not an identifier; ranges not in byte order of class
 * and then release; a range naming a release the table lacks, first after
 * last, covering an undetermined release or overlapping the one before it;
 * and a release whose ranges do not add up to its count.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csv.h"
#include "gen.h"

static int row_of(const tfc_csv *rel, const char *v)
{
    for (int i = 0; i < rel->n_rows; i++)
        if (!strcmp(rel->rows[i].f[0], v)) return i;
    return -1;
}

void tfc_gen_tfjs_layers(FILE *o, const tfc_csv *rel, const char *layers_path, const char *presence_path)
{
    static tfc_csv lay, pre; /* static: still reachable when tfc_gen_die exits on bad data */
    tfc_csv_load(&lay, layers_path);
    tfc_csv_expect_header(&lay, "release,tag,source,layers,message");
    tfc_csv_load(&pre, presence_path);
    tfc_csv_expect_header(&pre, "layer,first,last");
    int n = rel->n_rows;
    if (lay.n_rows != n) tfc_gen_die(lay.path, 0, "%d rows, not one per release of %s (%d)", lay.n_rows, rel->path, n);
    int *count = calloc((size_t)n, sizeof *count), *covered = calloc((size_t)n, sizeof *covered);
    if (!count || !covered) tfc_gen_die(lay.path, 0, "out of memory");
    for (int i = 0; i < n; i++) {
        const tfc_csv_row *r = &lay.rows[i];
        if (strcmp(r->f[0], rel->rows[i].f[0]))
            tfc_gen_die(lay.path, r->line, "release %s where %s has %s", r->f[0], rel->path, rel->rows[i].f[0]);
        int known = r->f[1][0] != 0;
        for (int c = 2; c < 5; c++)
            if ((r->f[c][0] != 0) != known)
                tfc_gen_die(lay.path, r->line, "tag, source, layers and message are all given or all empty");
        if (!known) continue;
        char *end;
        long k = strtol(r->f[3], &end, 10);
        if (*end || k < 1 || k > 100000) tfc_gen_die(lay.path, r->line, "layers '%s' is not a positive count", r->f[3]);
        count[i] = (int)k;
        if (strcmp(r->f[4], "short") && strcmp(r->f[4], "long"))
            tfc_gen_die(lay.path, r->line, "message '%s' is neither short nor long", r->f[4]);
    }
    for (int i = 0; i < pre.n_rows; i++) {
        const tfc_csv_row *r = &pre.rows[i], *prev = i ? &pre.rows[i - 1] : NULL;
        for (int c = 0; c < 3; c++) tfc_csv_nonempty(&pre, r, c);
        for (const char *s = r->f[0]; *s; s++)
            if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
                tfc_gen_die(pre.path, r->line, "layer '%s' is not an identifier", r->f[0]);
        int a = row_of(rel, r->f[1]), b = row_of(rel, r->f[2]);
        if (a < 0 || b < 0) tfc_gen_die(pre.path, r->line, "%s..%s: not releases of %s", r->f[1], r->f[2], rel->path);
        if (a > b) tfc_gen_die(pre.path, r->line, "%s..%s: first after last", r->f[1], r->f[2]);
        int same = prev && !strcmp(prev->f[0], r->f[0]);
        if (prev && strcmp(prev->f[0], r->f[0]) > 0)
            tfc_gen_die(pre.path, r->line, "layer %s: layers come in byte order", r->f[0]);
        if (same && row_of(rel, prev->f[2]) >= a)
            tfc_gen_die(pre.path, r->line, "%s: ranges out of order or overlapping at %s", r->f[0], r->f[1]);
        for (int j = a; j <= b; j++) {
            if (!count[j])
                tfc_gen_die(pre.path, r->line, "%s..%s covers %s, whose layers are undetermined", r->f[1], r->f[2],
                            rel->rows[j].f[0]);
            covered[j]++;
        }
    }
    for (int i = 0; i < n; i++)
        if (covered[i] != count[i])
            tfc_gen_die(pre.path, 0, "release %s: %d ranges cover it, %s says %d layers", rel->rows[i].f[0], covered[i],
                        lay.path, count[i]);
    fputs("\n/* per release, in the order of tfc__tfjs_releases */\n"
          "const tfc__tfjs_layer_release tfc__tfjs_layer_releases[] = {\n", o);
    for (int i = 0; i < n; i++) {
        fputs("    {", o);
        tfc_gen_emit_str(o, lay.rows[i].f[1]);
        fputs(", ", o);
        tfc_gen_emit_str(o, lay.rows[i].f[2]);
        fprintf(o, ", %d, %d},\n", count[i], !strcmp(lay.rows[i].f[4], "long"));
    }
    fputs("};\n\n/* byte order of layer, then release */\nconst tfc__tfjs_layer_range tfc__tfjs_layer_ranges[] = {\n", o);
    for (int i = 0; i < pre.n_rows; i++) {
        fputs("    {", o);
        tfc_gen_emit_str(o, pre.rows[i].f[0]);
        fprintf(o, ", %d, %d},\n", row_of(rel, pre.rows[i].f[1]), row_of(rel, pre.rows[i].f[2]));
    }
    if (!pre.n_rows) fputs("    {0, 0, 0},\n", o);
    fprintf(o, "};\nconst size_t tfc__tfjs_layer_range_count = %d;\n", pre.n_rows);
    free(count);
    free(covered);
}
