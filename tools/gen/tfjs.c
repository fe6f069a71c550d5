/*
 * tfjs.c - `tfc_gen tfjs`: turns data/tfjs_releases.csv (every TensorFlow.js
 * converter release, the tag and commit its op lists were read at) and
 * data/tfjs_op_presence.csv (ranges of releases whose runtime or converter
 * maps an op) into C tables (tfjs_tables.c) for src/tfjs/tfjs_ops.c.
 *
 *   tfc_gen tfjs OUT.c tfjs_releases.csv tfjs_op_presence.csv tfjs_npm_bundles.csv
 *                tfjs_weight_support.csv tfjs_layers.csv tfjs_layer_presence.csv
 *                tfjs_runtime_faults.csv
 *
 * (tfjs_layers.csv and tfjs_layer_presence.csv: tools/gen/tfjs_layers.c;
 * tfjs_runtime_faults.csv: tools/gen/tfjs_faults.c)
 *
 * tfjs_npm_bundles.csv names, for each @tensorflow/tfjs release before 1.0.0,
 * the tfjs-converter release it depends on (empty: none) and the tfjs-core and
 * tfjs-layers it pins (0.Y.Z); from 1.0.0 on the four packages share their
 * version numbers.
 * Its rows are X.Y.Z in order, and a named converter must be a release of
 * tfjs_releases.csv.
 *
 * Releases are X.Y.Z in strictly increasing order; a release with an empty
 * source for a side is undetermined for it, and no range may cover it. Ranges
 * name releases of the table, first <= last, op names are identifiers, ops
 * come in byte order and one op's ranges of one side never overlap. The
 * presence of each op is emitted as two bitsets over the release axis.
 *
 * tfjs_weight_support.csv has one row per release, in the same order: the
 * weight dtypes and quantization kinds its loader decodes (space-separated
 * lowercase names), empty with the tag and source where undetermined, and
 * the loader whose messages the runtime writes (decodeWeights or loadWeights).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "csv.h"
#include "gen.h"

#define REL_HEADER "release,repo,tag,commit,runtime_source,runtime_ops,converter_source,converter_ops"
#define OPS_HEADER "op,side,first,last"
#define WEIGHTS_HEADER "release,tag,source,weight_dtypes,quantization,float16_float32_only,loader"
#define BUNDLES_HEADER "tfjs,tfjs_converter,tfjs_core,tfjs_layers"

static int find_release(const tfc_csv *r, const char *v)
{
    for (int i = 0; i < r->n_rows; i++)
        if (!strcmp(r->rows[i].f[0], v)) return i;
    return -1;
}

int tfc_gen_tfjs(int argc, char **argv)
{
    if (argc != 8) {
        fprintf(stderr, "usage: tfc_gen tfjs OUT.c tfjs_releases.csv tfjs_op_presence.csv tfjs_npm_bundles.csv "
                        "tfjs_weight_support.csv tfjs_layers.csv tfjs_layer_presence.csv tfjs_runtime_faults.csv\n");
        return 2;
    }
    static tfc_csv rel, ops, bun, wts; /* static: still reachable when tfc_gen_die exits on bad data */
    tfc_csv_load(&wts, argv[4]);
    tfc_csv_expect_header(&wts, WEIGHTS_HEADER);
    tfc_csv_load(&bun, argv[3]);
    tfc_csv_expect_header(&bun, BUNDLES_HEADER);
    tfc_csv_load(&rel, argv[1]);
    tfc_csv_expect_header(&rel, REL_HEADER);
    tfc_csv_load(&ops, argv[2]);
    tfc_csv_expect_header(&ops, OPS_HEADER);
    int n = rel.n_rows;
    if (n < 1) tfc_gen_die(rel.path, 0, "no releases");
    for (int i = 0; i < n; i++) {
        const tfc_csv_row *r = &rel.rows[i];
        for (int c = 0; c < 4; c++) tfc_csv_nonempty(&rel, r, c);
        tfc_gen_release(rel.path, r->line, r->f[0], NULL);
        if (i && tfc_gen_release_cmp(rel.rows[i - 1].f[0], r->f[0]) >= 0)
            tfc_gen_die(rel.path, r->line, "release %s is not after the row before it", r->f[0]);
        if (strlen(r->f[3]) != 40) tfc_gen_die(rel.path, r->line, "commit '%s' is not 40 hex digits", r->f[3]);
        for (int side = 0; side < 2; side++)
            if (!r->f[4 + 2 * side][0] != !r->f[5 + 2 * side][0])
                tfc_gen_die(rel.path, r->line, "a source and its op count are both given or both empty");
    }
    for (int i = 0; i < bun.n_rows; i++) {
        const tfc_csv_row *r = &bun.rows[i];
        int32_t v[3];
        tfc_gen_release(bun.path, r->line, tfc_csv_nonempty(&bun, r, 0), v);
        if (v[0] >= 1) tfc_gen_die(bun.path, r->line, "tfjs '%s' is not 0.Y.Z", r->f[0]);
        if (i && tfc_gen_release_cmp(bun.rows[i - 1].f[0], r->f[0]) >= 0)
            tfc_gen_die(bun.path, r->line, "tfjs %s is not after the row before it", r->f[0]);
        if (r->f[1][0] && find_release(&rel, r->f[1]) < 0)
            tfc_gen_die(bun.path, r->line, "tfjs-converter %s is not a release of %s", r->f[1], rel.path);
        tfc_gen_release(bun.path, r->line, tfc_csv_nonempty(&bun, r, 2), v);
        if (v[0] >= 1) tfc_gen_die(bun.path, r->line, "tfjs-core '%s' is not 0.Y.Z", r->f[2]);
        tfc_gen_release(bun.path, r->line, tfc_csv_nonempty(&bun, r, 3), v);
        if (v[0] >= 1) tfc_gen_die(bun.path, r->line, "tfjs-layers '%s' is not 0.Y.Z", r->f[3]);
    }
    if (wts.n_rows != n) tfc_gen_die(wts.path, 0, "%d rows, not one per release of %s (%d)", wts.n_rows, rel.path, n);
    for (int i = 0; i < n; i++) {
        const tfc_csv_row *r = &wts.rows[i];
        if (strcmp(r->f[0], rel.rows[i].f[0]))
            tfc_gen_die(wts.path, r->line, "release %s where %s has %s", r->f[0], rel.path, rel.rows[i].f[0]);
        int known = r->f[2][0] != 0;
        for (int c = 1; c < 5; c++)
            if ((r->f[c][0] != 0) != known && (c != 4 || !known))
                tfc_gen_die(wts.path, r->line, "tag, source and weight_dtypes are all given or all empty");
        if (strcmp(r->f[5], known ? (r->f[5][0] == '1' ? "1" : "0") : ""))
            tfc_gen_die(wts.path, r->line, "float16_float32_only '%s' is not 0 or 1 (empty when undetermined)", r->f[5]);
        if (known ? strcmp(r->f[6], "decodeWeights") && strcmp(r->f[6], "loadWeights") : r->f[6][0] != 0)
            tfc_gen_die(wts.path, r->line, "loader '%s' is not decodeWeights or loadWeights (empty when undetermined)",
                        r->f[6]);
        for (int c = 3; c < 5; c++)
            for (const char *s = r->f[c]; *s; s++)
                if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || (*s == ' ' && s[1] && s[1] != ' ')))
                    tfc_gen_die(wts.path, r->line, "'%s' is not lowercase names separated by one space", r->f[c]);
    }
    int bytes = (n + 7) / 8;
    /* distinct ops, in byte order */
    int n_ops = 0;
    for (int i = 0; i < ops.n_rows; i++) {
        const tfc_csv_row *r = &ops.rows[i];
        for (int c = 0; c < 4; c++) tfc_csv_nonempty(&ops, r, c);
        for (const char *s = r->f[0]; *s; s++)
            if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
                tfc_gen_die(ops.path, r->line, "op '%s' is not an identifier", r->f[0]);
        if (i) {
            int c = strcmp(ops.rows[i - 1].f[0], r->f[0]);
            if (c > 0) tfc_gen_die(ops.path, r->line, "op %s: ops come in byte order", r->f[0]);
            if (c) n_ops++;
        } else {
            n_ops = 1;
        }
    }
    unsigned char *bits = calloc((size_t)(n_ops ? n_ops : 1) * 2, (size_t)bytes);
    if (!bits) tfc_gen_die(ops.path, 0, "out of memory");
    int k = -1;
    for (int i = 0; i < ops.n_rows; i++) {
        const tfc_csv_row *r = &ops.rows[i];
        if (!i || strcmp(ops.rows[i - 1].f[0], r->f[0])) k++;
        int side = !strcmp(r->f[1], "runtime") ? 0 : !strcmp(r->f[1], "converter") ? 1 : -1;
        if (side < 0) tfc_gen_die(ops.path, r->line, "side '%s' is neither runtime nor converter", r->f[1]);
        int a = find_release(&rel, r->f[2]), b = find_release(&rel, r->f[3]);
        if (a < 0 || b < 0) tfc_gen_die(ops.path, r->line, "%s..%s: not releases of the table", r->f[2], r->f[3]);
        if (a > b) tfc_gen_die(ops.path, r->line, "%s..%s: first after last", r->f[2], r->f[3]);
        unsigned char *set = bits + ((size_t)k * 2 + (size_t)side) * (size_t)bytes;
        for (int j = a; j <= b; j++) {
            if (!rel.rows[j].f[4 + 2 * side][0])
                tfc_gen_die(ops.path, r->line, "%s..%s covers %s, whose %s list is undetermined", r->f[2], r->f[3],
                            rel.rows[j].f[0], r->f[1]);
            if (set[j / 8] & (1u << (j % 8)))
                tfc_gen_die(ops.path, r->line, "%s: ranges of one side overlap at %s", r->f[0], rel.rows[j].f[0]);
            set[j / 8] |= (unsigned char)(1u << (j % 8));
        }
    }
    FILE *o = tfc_gen_open(argv[0]);
    fputs("/* Generated by tfc_gen tfjs from data/tfjs_*.csv. Do not edit. */\n"
          "#include \"tfjs_internal.h\"\n\n"
          "const tfc__tfjs_release tfc__tfjs_releases[] = {\n", o);
    for (int i = 0; i < n; i++) {
        const tfc_csv_row *r = &rel.rows[i];
        fputs("    {", o);
        static const int cols[] = {0, 1, 2, 3, 4, 6};
        for (int c = 0; c < 6; c++) {
            if (c) fputs(", ", o);
            tfc_gen_emit_str(o, r->f[cols[c]]);
        }
        fprintf(o, ", %s, %s},\n", r->f[5][0] ? r->f[5] : "0", r->f[7][0] ? r->f[7] : "0");
    }
    fprintf(o, "};\nconst size_t tfc__tfjs_release_count = %d;\n", n);
    fprintf(o, "const size_t tfc__tfjs_presence_bytes = %d;\n\nconst char *const tfc__tfjs_ops[] = {\n", bytes);
    k = -1;
    for (int i = 0; i < ops.n_rows; i++)
        if (!i || strcmp(ops.rows[i - 1].f[0], ops.rows[i].f[0])) {
            fputs("    ", o);
            tfc_gen_emit_str(o, ops.rows[i].f[0]);
            fputs(",\n", o);
        }
    if (!n_ops) fputs("    0,\n", o);
    fprintf(o, "};\nconst size_t tfc__tfjs_op_count = %d;\n\n/* per op: the runtime's bitset, then the converter's */\n"
               "const unsigned char tfc__tfjs_presence[] = {\n", n_ops);
    for (int i = 0; i < (n_ops ? n_ops : 1) * 2; i++) {
        fputs("    ", o);
        for (int j = 0; j < bytes; j++) fprintf(o, "0x%02x,", bits[(size_t)i * (size_t)bytes + (size_t)j]);
        fputs("\n", o);
    }
    fputs("};\n\nconst tfc__tfjs_bundle tfc__tfjs_bundles[] = {\n", o);
    for (int i = 0; i < bun.n_rows; i++) {
        fputs("    {", o);
        tfc_gen_emit_str(o, bun.rows[i].f[0]);
        fputs(", ", o);
        tfc_gen_emit_str(o, bun.rows[i].f[1]);
        fputs("},\n", o);
    }
    if (!bun.n_rows) fputs("    {0, 0},\n", o);
    fprintf(o, "};\nconst size_t tfc__tfjs_bundle_count = %d;\n", bun.n_rows);
    fputs("\n/* per release, in the order of tfc__tfjs_releases */\nconst tfc__tfjs_weights tfc__tfjs_weight_support[] = {\n", o);
    for (int i = 0; i < n; i++) {
        fputs("    {", o);
        for (int c = 1; c < 5; c++) {
            tfc_gen_emit_str(o, wts.rows[i].f[c]);
            fputs(", ", o);
        }
        fprintf(o, "%s, %d},\n", wts.rows[i].f[5][0] == '1' ? "1" : "0", !strcmp(wts.rows[i].f[6], "loadWeights"));
    }
    fputs("};\n", o);
    tfc_gen_tfjs_layers(o, &rel, argv[5], argv[6]);
    tfc_gen_tfjs_faults(o, &rel, &ops, argv[7]);
    tfc_gen_close(o, argv[0]);
    free(bits);
    return 0;
}
