/*
 * fixture.c - `tfcompat fixture`: writes a VersionDef, GraphDef,
 * MetaGraphDef or SavedModel with chosen versions (and nodes of chosen
 * ops) to a file, for tests of version gates (tfcompat/fixture.h).
 * Exit 0 written, 2 the file could not be written, 64 usage.
 */
#include <inttypes.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat fixture versiondef|graphdef|meta-graph|saved-model --producer N\n"
          "                          [--min-consumer M] [--bad-consumer K]... [--op NAME]... -o FILE\n\n"
          "Writes a serialized message carrying the VersionDef {N, M, [K...]}, for tests\n"
          "of version gates; `tfcompat inspect FILE` and the library read it back exactly.\n"
          "  versiondef         a bare VersionDef\n"
          "  graphdef           a GraphDef: one node per --op, then the versions\n"
          "  meta-graph         a MetaGraphDef (.meta) with tag \"serve\" holding that GraphDef\n"
          "  saved-model        a SavedModel (saved_model.pb) with that one meta graph\n"
          "  --producer N       VersionDef.producer\n"
          "  --min-consumer M   VersionDef.min_consumer (default 0)\n"
          "  --bad-consumer K   an entry of VersionDef.bad_consumers (repeatable, kept in order)\n"
          "  --op NAME          a node of op NAME (repeatable; not for versiondef)\n"
          "  -o, --output FILE  the file to write: written whole to a temporary file\n"
          "                     beside it, then renamed over it (a link FILE is itself\n"
          "                     replaced; a FIFO, device or directory is refused)\n"
          "exit: 0 written, 2 FILE could not be written (left as it was), 64 usage\n",
          f);
    return rc;
}

static const struct {
    const char *name;
    int32_t kind;
} kinds[] = {
    {"versiondef", TFC_KIND_VERSION_DEF},
    {"graphdef", TFC_KIND_GRAPH_DEF},
    {"meta-graph", TFC_KIND_META_GRAPH_DEF},
    {"saved-model", TFC_KIND_SAVED_MODEL},
};

/* Through the library's writing layer (tfc_file_write): a temporary file
 * renamed over FILE, so a failure leaves the old FILE as it was, a FIFO or
 * device is refused without being opened, and a link is replaced, never
 * written through. */
static int write_file(const char *path, const uint8_t *b, size_t n)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_file_write(path, b, n, &err);
    if (!rc) return CLI_OK;
    fputs("tfcompat fixture: ", stderr);
    cli_text_escaped(stderr, err.message[0] ? err.message : tfc_status_str(rc));
    fprintf(stderr, " (%s)\n", tfc_status_name(rc));
    return CLI_BAD_INPUT;
}

int cli_fixture(int argc, char **argv)
{
    const char *what = NULL, *out_path = NULL;
    int32_t kind = TFC_KIND_UNKNOWN, producer = 0, min_consumer = 0;
    int have_producer = 0;
    /* at most argc / 2 repeated values each */
    int32_t *bad = calloc((size_t)argc, sizeof *bad);
    const char **ops = calloc((size_t)argc, sizeof *ops);
    size_t n_bad = 0, n_ops = 0;
    uint8_t *buf = NULL;
    int rc = CLI_OK;
    if (!bad || !ops) {
        fputs("tfcompat fixture: out of memory\n", stderr);
        rc = CLI_BAD_INPUT;
        goto done;
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            rc = usage(stdout, CLI_OK);
            goto done;
        }
        if (!strcmp(a, "--producer") || !strcmp(a, "--min-consumer") || !strcmp(a, "--bad-consumer") ||
            !strcmp(a, "--op") || !strcmp(a, "-o") || !strcmp(a, "--output")) {
            if (i + 1 >= argc) {
                rc = cli_usage_error("fixture", "missing value for", a);
                goto done;
            }
            const char *val = argv[++i];
            if (!strcmp(a, "--op")) {
                ops[n_ops++] = val;
            } else if (!strcmp(a, "-o") || !strcmp(a, "--output")) {
                out_path = val;
            } else {
                int32_t v;
                if (cli_parse_i32(val, &v)) {
                    rc = cli_usage_error("fixture", "not a 32-bit integer", val);
                    goto done;
                }
                if (!strcmp(a, "--producer")) producer = v, have_producer = 1;
                else if (!strcmp(a, "--min-consumer")) min_consumer = v;
                else bad[n_bad++] = v;
            }
        } else if (a[0] == '-' && a[1]) {
            rc = cli_usage_error("fixture", "unknown option", a);
            goto done;
        } else if (what) {
            rc = cli_usage_error("fixture", "more than one kind", a);
            goto done;
        } else {
            what = a;
        }
    }
    if (!what) {
        rc = cli_usage_error("fixture", "missing kind (versiondef, graphdef, meta-graph or saved-model)", NULL);
        goto done;
    }
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (!strcmp(what, kinds[k].name)) kind = kinds[k].kind;
    if (kind == TFC_KIND_UNKNOWN) {
        rc = cli_usage_error("fixture", "unknown kind", what);
        goto done;
    }
    if (!have_producer) {
        rc = cli_usage_error("fixture", "missing --producer N", NULL);
        goto done;
    }
    if (!out_path) {
        rc = cli_usage_error("fixture", "missing -o FILE", NULL);
        goto done;
    }
    if (kind == TFC_KIND_VERSION_DEF && n_ops) {
        rc = cli_usage_error("fixture", "a VersionDef has no nodes: --op is for graphdef, meta-graph, saved-model",
                             NULL);
        goto done;
    }

    tfc_error err;
    tfc_error_init(&err, sizeof err);
    size_t need = 0;
    int32_t st = tfc_fixture_write(NULL, 0, &need, kind, producer, min_consumer, bad, n_bad, ops, n_ops, &err);
    if (!st && !(buf = malloc(need))) st = TFC_E_NOMEM;
    if (!st) st = tfc_fixture_write(buf, need, &need, kind, producer, min_consumer, bad, n_bad, ops, n_ops, &err);
    if (st) {
        fprintf(stderr, "tfcompat fixture: %s (%s)\n", err.message[0] ? err.message : tfc_status_str(st),
                tfc_status_name(st));
        rc = CLI_BAD_INPUT;
        goto done;
    }
    /* Past a file size limit (ulimit -f), write() fails with EFBIG and the
     * old file stays; SIGXFSZ would kill the command before it could say
     * so and remove its temporary file. */
    signal(SIGXFSZ, SIG_IGN);
    rc = write_file(out_path, buf, need);
    if (!rc)
        printf("%s: %s, %zu bytes, producer %" PRId32 ", min_consumer %" PRId32 ", %zu bad_consumers, %zu nodes\n",
               out_path, tfc_container_kind_name(kind), need, producer, min_consumer, n_bad, n_ops);
done:
    free(buf);
    free(bad);
    free(ops);
    return rc;
}
