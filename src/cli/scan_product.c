/*
 * scan_product.c - `tfcompat scan ROOT... --product NAME`: which versions of
 * one product of the catalogue load each model of a store, as ranges
 * ("2.5.0-2.18.0"), and the store's summary: the newest version that loads
 * every model, and the models that no version loads. Each model's answer is
 * the check layer's product line (tfc_check_releases, tfc_answer_product),
 * the summary the library's tally (tfc_product_tally); this file only walks
 * and prints. Dispatched from scan.c's option parsing.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli_registry.h"

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat scan ROOT... --product NAME [--registry FILE] [--format table|ndjson]\n\n"
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
        jw w;
        jw_init(&w, f);
        fputs("{\"path\":", f);
        jw_string(&w, path);
        fputs(",\"kind\":", f);
        jw_string_or_null(&w, kind >= 0 ? tfc_container_kind_name(kind) : NULL);
        fputs(",\"product\":", f);
        jw_string(&w, s->product);
        fputs(",\"outcome\":", f);
        jw_string(&w, cli_outcome_word(oc));
        fprintf(f, ",\"versions\":%zu,\"loading\":%zu,\"ranges\":[", n, loading);
        for (size_t k = 0, any = 0; line && k < tfc_answer_run_count(line); k++) {
            if (tfc_answer_run_outcome(line, k) != TFC_OUTCOME_ACCEPTED) continue;
            fputs(any++ ? ",{\"first\":" : "{\"first\":", f);
            jw_string(&w, tfc_answer_release(line, (size_t)tfc_answer_run_first(line, k)));
            fputs(",\"last\":", f);
            jw_string(&w, tfc_answer_release(line, (size_t)tfc_answer_run_last(line, k)));
            fputc('}', f);
        }
        fputs("],\"code\":", f);
        jw_string_or_null(&w, code);
        fputs(",\"message\":", f);
        jw_string_or_null(&w, message);
        if (oc == TFC_SCAN_UNREADABLE) fprintf(f, ",\"status\":%" PRId32 ",\"offset\":%" PRId64, rc, err->offset);
        fputs("}\n", f);
        return;
    }
    char loads[48], ranges[512];
    snprintf(loads, sizeof loads, "%zu/%zu", loading, n);
    fprintf(f, "%-12s %-16s %-7s %-19s ", cli_outcome_word(oc), kind >= 0 ? tfc_container_kind_name(kind) : "-",
            loads, ranges_text(ranges, sizeof ranges, line));
    cli_text_escaped(f, path);
    fputc('\n', f);
    if (message) {
        fputs("  ", f);
        if (code) fprintf(f, "%s: ", code);
        cli_oneline(f, message);
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
    tfc_artifact *a = NULL;
    tfc_answer *all = NULL, *line = NULL;
    int32_t rc = tfc_check_open(&a, path, NULL, &err);
    if (!rc) rc = tfc_check_releases(&all, a, s->reg, NULL, &err);
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
    tfc_artifact_free(a);
    return s->failed;
}

static void write_summary(const pscan *s)
{
    uint64_t models = tfc_product_tally_models(s->tally), none = tfc_product_tally_unloaded(s->tally);
    const char *newest = tfc_product_tally_newest(s->tally);
    if (s->ndjson) {
        jw w;
        jw_init(&w, stdout);
        fputs("{\"summary\":{\"product\":", stdout);
        jw_string(&w, s->product);
        printf(",\"models\":%" PRIu64 ",\"loaded\":%" PRIu64 ",\"unreadable\":%" PRIu64 ",\"newest_for_all\":", models,
               models - none, s->unreadable);
        jw_string_or_null(&w, newest);
        fputs(",\"unloaded\":[", stdout);
        for (size_t i = 0; i < s->n_unloaded; i++) {
            if (i) fputc(',', stdout);
            jw_string(&w, s->unloaded[i]);
        }
        fputs("]}}\n", stdout);
        return;
    }
    printf("\n%" PRIu64 " models: %" PRIu64 " loaded by some %s version, %" PRIu64 " by none (%" PRIu64
           " unreadable)\n",
           models, models - none, s->product, none, s->unreadable);
    printf("newest %s version that loads every model: %s\n", s->product, newest ? newest : "none");
    if (s->n_unloaded) puts("loaded by no version:");
    for (size_t i = 0; i < s->n_unloaded; i++) {
        fputs("  ", stdout);
        cli_text_escaped(stdout, s->unloaded[i]);
        putchar('\n');
    }
}

int cli_scan_product(int argc, char **argv)
{
    const char *regfile = NULL;
    const char **roots = calloc((size_t)argc, sizeof *roots);
    size_t n_roots = 0;
    pscan s;
    memset(&s, 0, sizeof s);
    if (!roots) return cli_input_error(0, NULL, TFC_E_NOMEM, NULL);
    int out = CLI_OK;
    for (int i = 1; i < argc && !out; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            free(roots);
            return usage(stdout, CLI_OK);
        }
        int opt = !strcmp(a, "--product") || !strcmp(a, "--registry") || !strcmp(a, "--format");
        if (opt && i + 1 >= argc) out = cli_usage_error("scan", "missing value for", a);
        else if (!strcmp(a, "--product") && s.product) out = cli_usage_error("scan", "give --product once, not again as", argv[i + 1]);
        else if (!strcmp(a, "--product")) s.product = argv[++i];
        else if (!strcmp(a, "--registry")) regfile = argv[++i];
        else if (!strcmp(a, "--format")) {
            const char *v = argv[++i];
            if (!strcmp(v, "ndjson")) s.ndjson = 1;
            else if (strcmp(v, "table")) out = cli_usage_error("scan", "--format with --product wants table or ndjson, not", v);
        } else if (a[0] == '-' && a[1]) {
            out = cli_usage_error("scan", "with --product, unknown option", a);
        } else {
            roots[n_roots++] = a;
        }
    }
    if (!out && !n_roots) out = cli_usage_error("scan", "missing ROOT", NULL);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (!out) {
        int32_t rc = tfc_product_tally_new(&s.tally, s.product, &err);
        if (rc == TFC_E_UNKNOWN_RELEASE) {
            fprintf(stderr, "tfcompat scan: --product: %s\n", err.message);
            out = CLI_USAGE;
        } else if (rc) {
            out = cli_input_error(0, NULL, rc, &err);
        }
    }
    if (!out) out = cli_registry_open(regfile, 0, &s.reg);
    int bad_root = 0;
    if (!out) {
        if (!s.ndjson)
            printf("%-12s %-16s %-7s %-19s %s\n", "OUTCOME", "KIND", "LOADS", "VERSIONS", "PATH");
        bad_root = cli_walk_roots(roots, n_roots, on_model, &s, &s.failed);
        if (s.failed) {
            out = CLI_BAD_INPUT;
        } else {
            write_summary(&s);
            fflush(stdout);
            if (bad_root || s.unreadable) out = CLI_BAD_INPUT;
            else if (!tfc_product_tally_models(s.tally)) {
                fprintf(stderr, "tfcompat scan: no model found under %s\n",
                        n_roots > 1 ? "any of the ROOTs" : roots[0]);
                out = CLI_NO_MODELS;
            } else out = tfc_product_tally_newest(s.tally) ? CLI_OK : CLI_REJECTED;
        }
    }
    for (size_t i = 0; i < s.n_unloaded; i++) free(s.unloaded[i]);
    free(s.unloaded);
    tfc_product_tally_free(s.tally);
    cli_registry_release(s.reg);
    free(roots);
    return out;
}
