/*
 * scan_product.c - `tfcompat scan ROOT... --product NAME`: which versions of
 * one product of the catalogue load each model of a store, as ranges
 * ("2.5.0-2.18.0"), and the store's summary: the newest version that loads
 * every model, and the models that no version loads. Each model's answer is
 * the check layer's product line (tfc_scan_releases_walked: the file read
 * once; tfc_answer_product),
 * the summary the library's tally (tfc_product_tally); this file only walks
 * and prints. Dispatched from scan.c's option parsing.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli_registry.h"

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat scan ROOT... --product NAME [--registry FILE] [--format table|ndjson] [--follow]\n\n"
          "Which versions of a product of the catalogue ('tfcompat registry products':\n"
          "tf-serving, tfjs-node, tensorflow-java, libtensorflow, tflite-runtime, ...) load\n"
          "each model found under the ROOTs: per model, the loading versions as ranges\n"
          "(\"3.0.0-4.22.0\"), or the newest version's first finding when none loads it;\n"
          "then the store's summary: the newest version that loads every model, and the\n"
          "models that no version loads. A version loads a model when the release it\n"
          "embeds accepts it (a TensorFlow product: graphs, SavedModels, checkpoints;\n"
          "a TFLite one: .tflite models).\n"
          "  --product NAME   the product (case-insensitive)\n"
          "  --registry FILE  consumers to ask instead of the built-in history\n"
          "  --follow         enter symbolic links to directories (as plain scan --follow;\n"
          "                   without it each is counted, \"N links not followed\")\n"
          "  --format F       table (default) or ndjson (one JSON object per model, then\n"
          "                   {\"summary\": ...})\n"
          "exit: 0 one version loads every model, 1 none does, 2 some model or ROOT\n"
          "      unreadable, 3 no model found, 64 usage\n",
          f);
    return rc;
}

typedef struct pscan {
    const char *product;
    const tfc_registry *reg;
    tfc_product_tally *tally;
    int ndjson;
    uint64_t unreadable;
    uint64_t links; /* links to directories not followed (cli_walk_roots) */
    char **unloaded; /* the paths no version loads, for the summary */
    size_t n_unloaded, cap_unloaded;
    int32_t failed; /* out of memory */
} pscan;

/* The loading versions of `line` as ranges, "A-B,C" (or "-"), into buf. */
static const char *ranges_text(char *buf, size_t size, const tfc_answer *line)
{
    size_t n = 0;
    buf[0] = 0;
    for (size_t k = 0; line && k < tfc_answer_run_count(line) && n < size; k++) {
        if (tfc_answer_run_outcome(line, k) != TFC_OUTCOME_ACCEPTED) continue;
        const char *a = tfc_answer_release(line, (size_t)tfc_answer_run_first(line, k));
        const char *b = tfc_answer_release(line, (size_t)tfc_answer_run_last(line, k));
        n += (size_t)snprintf(buf + n, size - n, strcmp(a, b) ? "%s%s-%s" : "%s%s", n ? "," : "", a, b);
    }
    if (!buf[0]) snprintf(buf, size, "-");
    return buf;
}

static void write_model(pscan *s, const char *path, int32_t kind, const tfc_answer *line, int32_t rc,
                        const tfc_error *err)
{
    FILE *f = stdout;
    size_t n = tfc_answer_count(line), loading = tfc_answer_accepting_count(line);
    int32_t oc = rc && rc != TFC_E_UNKNOWN_RELEASE ? TFC_SCAN_UNREADABLE
                 : line                            ? tfc_answer_outcome(line)
                                                   : TFC_OUTCOME_REJECTED;
    /* why none loads it: the newest version's first finding, the status of
     * an unreadable file, or that the product does not read this kind */
    const char *code = NULL, *message = NULL;
    if (oc == TFC_SCAN_UNREADABLE) {
        code = tfc_status_name(rc);
        message = err->message[0] ? err->message : tfc_status_str(rc);
    } else if (!line) {
        message = err->message;
    } else if (!loading && n) {
        code = tfc_verdict_reason_name(tfc_answer_reason(line, n - 1));
        message = tfc_answer_message(line, n - 1);
    }
    if (s->ndjson) {
        /* one compact object per line (the JSON sink) */
        jw w;
        jw_init_compact(&w, f);
        jw_object_begin(&w);
        cli_json_path(&w, "path", path);
        jw_key(&w, "kind");
        jw_string_or_null(&w, kind >= 0 ? tfc_container_kind_name(kind) : NULL);
        jw_key(&w, "product");
        jw_string(&w, s->product);
        jw_key(&w, "outcome");
        jw_string(&w, tfc_outcome_name(oc));
        jw_key(&w, "versions");
        jw_uint(&w, n);
        jw_key(&w, "loading");
        jw_uint(&w, loading);
        jw_key(&w, "ranges");
        jw_array_begin(&w);
        for (size_t k = 0; line && k < tfc_answer_run_count(line); k++) {
            if (tfc_answer_run_outcome(line, k) != TFC_OUTCOME_ACCEPTED) continue;
            jw_object_begin(&w);
            jw_key(&w, "first");
            jw_string(&w, tfc_answer_release(line, (size_t)tfc_answer_run_first(line, k)));
            jw_key(&w, "last");
            jw_string(&w, tfc_answer_release(line, (size_t)tfc_answer_run_last(line, k)));
            jw_object_end(&w);
        }
        jw_array_end(&w);
        jw_key(&w, "code");
        jw_string_or_null(&w, code);
        jw_key(&w, "message");
        jw_string_or_null(&w, message);
        if (oc == TFC_SCAN_UNREADABLE) {
            jw_key(&w, "status");
            jw_int(&w, rc);
            jw_key(&w, "offset");
            jw_int(&w, err->offset);
        }
        jw_object_end(&w);
        jw_finish(&w);
        return;
    }
    char loads[48], ranges[512];
    snprintf(loads, sizeof loads, "%zu/%zu", loading, n);
    fprintf(f, "%-12s %-16s %-7s %-19s ", tfc_outcome_name(oc), kind >= 0 ? tfc_container_kind_name(kind) : "-",
            loads, ranges_text(ranges, sizeof ranges, line));
    cli_text_escaped(f, path);
    fputc('\n', f);
    if (message) {
        fputs("  ", f);
        if (code) fprintf(f, "%s: ", code);
        cli_text_escaped(f, message);
        if (code && oc != TFC_SCAN_UNREADABLE) fprintf(f, " (%s %s)", s->product, tfc_answer_release(line, n - 1));
        fputc('\n', f);
    }
}

static int keep_unloaded(pscan *s, const char *path)
{
    if (s->n_unloaded == s->cap_unloaded) {
        size_t nc = s->cap_unloaded ? s->cap_unloaded * 2 : 16;
        char **np = realloc(s->unloaded, nc * sizeof *np);
        if (!np) return -1;
        s->unloaded = np;
        s->cap_unloaded = nc;
    }
    return (s->unloaded[s->n_unloaded] = strdup(path)) ? (int)(s->n_unloaded++, 0) : -1;
}

static int32_t on_model(const char *path, int32_t kind, void *user)
{
    pscan *s = user;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_answer *all = NULL, *line = NULL;
    /* the walk only lists (TFC_SCAN_UNREAD_FILES): the file is read once, here */
    int32_t rc = tfc_scan_releases_walked(&all, &kind, path, kind, s->reg, &err);
    if (!rc && !all) return TFC_OK; /* no model */
    if (!rc) rc = tfc_answer_product(&line, all, s->product, &err);
    if (rc == TFC_E_NOMEM) {
        s->failed = rc;
    } else {
        if (rc && rc != TFC_E_UNKNOWN_RELEASE) s->unreadable++;
        tfc_product_tally_add(s->tally, line);
        write_model(s, path, kind, line, rc, &err);
        if (!tfc_answer_accepting_count(line) && keep_unloaded(s, path)) s->failed = TFC_E_NOMEM;
    }
    tfc_answer_free(line);
    tfc_answer_free(all);
    return s->failed;
}

static void write_summary(const pscan *s)
{
    uint64_t models = tfc_product_tally_models(s->tally), none = tfc_product_tally_unloaded(s->tally);
    const char *newest = tfc_product_tally_newest(s->tally);
    if (s->ndjson) {
        jw w;
        jw_init_compact(&w, stdout);
        jw_object_begin(&w);
        jw_key(&w, "summary");
        jw_object_begin(&w);
        jw_key(&w, "product");
        jw_string(&w, s->product);
        jw_key(&w, "models");
        jw_uint(&w, models);
        jw_key(&w, "loaded");
        jw_uint(&w, models - none);
        jw_key(&w, tfc_outcome_name(TFC_SCAN_UNREADABLE));
        jw_uint(&w, s->unreadable);
        if (s->links) {
            jw_key(&w, "links_not_followed");
            jw_uint(&w, s->links);
        }
        jw_key(&w, "newest_for_all");
        jw_string_or_null(&w, newest);
        jw_key(&w, "unloaded");
        jw_array_begin(&w);
        for (size_t i = 0; i < s->n_unloaded; i++) {
            jw_object_begin(&w);
            cli_json_path(&w, "path", s->unloaded[i]);
            jw_object_end(&w);
        }
        jw_array_end(&w);
        jw_object_end(&w);
        jw_object_end(&w);
        jw_finish(&w);
        return;
    }
    printf("\n%" PRIu64 " models: %" PRIu64 " loaded by some %s version, %" PRIu64 " by none (%" PRIu64
           " unreadable)\n",
           models, models - none, s->product, none, s->unreadable);
    cli_links_not_followed(stdout, "", s->links);
    printf("newest %s version that loads every model: %s\n", s->product, newest ? newest : "none");
    if (s->n_unloaded) puts("loaded by no version:");
    for (size_t i = 0; i < s->n_unloaded; i++) {
        fputs("  ", stdout);
        cli_text_escaped(stdout, s->unloaded[i]);
        putchar('\n');
    }
}

/* --product NAME, once (cli_walk_opt_fn) */
static int product_opt(int argc, char **argv, int *i, void *user)
{
    pscan *s = user;
    const char *a = argv[*i];
    if (strcmp(a, "--product")) return -1;
    if (*i + 1 >= argc) return cli_usage_error("scan", "missing value for", a);
    if (s->product) return cli_usage_error("scan", "give --product once, not again as", argv[*i + 1]);
    s->product = argv[++*i];
    return CLI_OK;
}

int cli_scan_product(int argc, char **argv)
{
    pscan s;
    memset(&s, 0, sizeof s);
    cli_walk_args w;
    int out = cli_walk_args_parse(&w, argc, argv, "--product", product_opt, &s, usage);
    if (w.help) return out;
    s.ndjson = w.ndjson;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (!out) {
        int32_t rc = tfc_product_tally_new(&s.tally, s.product, &err);
        if (rc == TFC_E_UNKNOWN_RELEASE) {
            cli_diag("scan: --product", err.message, NULL);
            out = CLI_USAGE;
        } else if (rc) {
            out = cli_input_error(0, NULL, rc, &err);
        }
    }
    if (!out) out = cli_registry_open(w.regfile, 0, &s.reg);
    int bad_root = 0;
    if (!out) {
        if (!s.ndjson)
            printf("%-12s %-16s %-7s %-19s %s\n", "OUTCOME", "KIND", "LOADS", "VERSIONS", "PATH");
        bad_root = cli_walk_roots(w.roots, w.n_roots, w.follow, on_model, &s, &s.failed, &s.links);
        if (s.failed) {
            out = CLI_BAD_INPUT;
        } else {
            write_summary(&s);
            fflush(stdout);
            out = cli_store_exit(bad_root || s.unreadable, tfc_product_tally_models(s.tally),
                                 !tfc_product_tally_newest(s.tally), w.roots, w.n_roots, s.links);
        }
    }
    for (size_t i = 0; i < s.n_unloaded; i++) free(s.unloaded[i]);
    free(s.unloaded);
    tfc_product_tally_free(s.tally);
    cli_registry_release(s.reg);
    free(w.roots);
    return out;
}
