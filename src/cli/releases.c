/*
 * releases.c - `tfcompat releases PATH`: which releases accept a model, from
 * the check layer's all-release answer (tfc_check_releases): the accepting
 * ranges, then the refusals grouped into runs of releases refused for the
 * same first finding (every release on its own line with --verbose).
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli_registry.h"

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat releases PATH [--registry FILE] [--product NAME] [--verbose] [--json]\n\n"
          "Asks every release whether it loads PATH: a GraphDef, MetaGraphDef, SavedModel\n"
          "(file or directory, with its checkpoint) or a checkpoint index, against every\n"
          "release of the registry (default: TensorFlow's history); a TFLite model against\n"
          "every TFLite runtime release; a TensorFlow.js model.json against every\n"
          "@tensorflow/tfjs release that loads a graph model (a 0.x release that bundles\n"
          "no tfjs-converter is left out). Prints the accepting releases as ranges, then the\n"
          "refusing releases grouped by their first finding (the newest release's message),\n"
          "and the releases whose answer depends on a version known only within bounds.\n"
          "  --registry FILE  consumers to ask instead (docs/registry-format.md)\n"
          "  --product NAME   one product line: the registry's consumers of that name\n"
          "                   (a registry file may name several), or a product of the\n"
          "                   catalogue ('tfcompat registry products': tfjs-node,\n"
          "                   tf-serving, ...), answered per product version\n"
          "  --verbose        one line per refusing release, with its own message\n"
          "  --json           one JSON object on stdout (docs/CLI.md)\n"
          "exit: 0 some release accepts, 1 none does, 2 unreadable input, 64 usage\n",
          f);
    return rc;
}

static void print_json(const tfc_answer *ans, const char *path, const char *product)
{
    size_t count = tfc_answer_count(ans);
    jw w;
    jw_init(&w, stdout);
    jw_object_begin(&w);
    cli_json_path(&w, "path", path);
    if (product) {
        /* the product line: its versions, each with what it embeds */
        jw_key(&w, "product");
        jw_string(&w, product);
        jw_key(&w, "versions");
        jw_array_begin(&w);
        for (size_t i = 0; i < count; i++) {
            jw_object_begin(&w);
            jw_key(&w, "version");
            jw_string(&w, tfc_answer_release(ans, i));
            jw_key(&w, "embeds");
            jw_string_or_null(&w, tfc_answer_embedded(ans, i)[0] ? tfc_answer_embedded(ans, i) : NULL);
            jw_key(&w, "outcome");
            jw_string(&w, tfc_outcome_name(tfc_answer_release_outcome(ans, i)));
            jw_object_end(&w);
        }
        jw_array_end(&w);
    }
    jw_key(&w, "scheme");
    jw_string(&w, tfc_answer_scheme(ans));
    jw_key(&w, "accepting");
    jw_array_begin(&w);
    for (size_t i = 0; i < count; i++)
        if (tfc_answer_release_outcome(ans, i) == TFC_OUTCOME_ACCEPTED) jw_string(&w, tfc_answer_release(ans, i));
    jw_array_end(&w);
    jw_key(&w, "ranges");
    jw_array_begin(&w);
    for (size_t k = 0; k < tfc_answer_run_count(ans); k++) {
        if (tfc_answer_run_outcome(ans, k) != TFC_OUTCOME_ACCEPTED) continue;
        jw_object_begin(&w);
        jw_key(&w, "first");
        jw_string(&w, tfc_answer_release(ans, (size_t)tfc_answer_run_first(ans, k)));
        jw_key(&w, "last");
        jw_string(&w, tfc_answer_release(ans, (size_t)tfc_answer_run_last(ans, k)));
        jw_object_end(&w);
    }
    jw_array_end(&w);
    for (int pass = 0; pass < 2; pass++) {
        int32_t want = pass ? TFC_OUTCOME_UNDETERMINED : TFC_OUTCOME_REJECTED;
        jw_key(&w, pass ? "undetermined" : "rejecting");
        jw_array_begin(&w);
        for (size_t i = 0; i < count; i++) {
            if (tfc_answer_release_outcome(ans, i) != want) continue;
            jw_object_begin(&w);
            jw_key(&w, "release");
            jw_string(&w, tfc_answer_release(ans, i));
            if (!pass) {
                jw_key(&w, "code");
                jw_string(&w, tfc_verdict_reason_name(tfc_answer_reason(ans, i)));
            }
            jw_key(&w, "message");
            jw_string(&w, tfc_answer_message(ans, i));
            jw_object_end(&w);
        }
        jw_array_end(&w);
    }
    jw_key(&w, "runs");
    jw_array_begin(&w);
    for (size_t k = 0; k < tfc_answer_run_count(ans); k++) {
        size_t last = (size_t)tfc_answer_run_last(ans, k);
        jw_object_begin(&w);
        jw_key(&w, "first");
        jw_string(&w, tfc_answer_release(ans, (size_t)tfc_answer_run_first(ans, k)));
        jw_key(&w, "last");
        jw_string(&w, tfc_answer_release(ans, last));
        jw_key(&w, "outcome");
        jw_string(&w, tfc_outcome_name(tfc_answer_run_outcome(ans, k)));
        if (tfc_answer_run_outcome(ans, k) != TFC_OUTCOME_ACCEPTED) {
            jw_key(&w, "code");
            jw_string(&w, tfc_verdict_reason_name(tfc_answer_reason(ans, last)));
            if (tfc_answer_subject(ans, last)[0]) {
                jw_key(&w, "subject");
                jw_string(&w, tfc_answer_subject(ans, last));
            }
            jw_key(&w, "message");
            jw_string(&w, tfc_answer_message(ans, last));
        }
        jw_object_end(&w);
    }
    jw_array_end(&w);
    jw_object_end(&w);
    jw_finish(&w);
}

/* Release i, and for a product version what it embeds: "4.22.0
 * (libtensorflow 2.9.1)". */
static const char *label(char *buf, size_t cap, const tfc_answer *ans, size_t i)
{
    if (tfc_answer_embedded(ans, i)[0]) snprintf(buf, cap, "%s (%s)", tfc_answer_release(ans, i), tfc_answer_embedded(ans, i));
    else snprintf(buf, cap, "%s", tfc_answer_release(ans, i));
    return buf;
}

static void print_text(const tfc_answer *ans, const char *path, int verbose, const char *product)
{
    size_t count = tfc_answer_count(ans);
    const char *scheme = tfc_answer_scheme(ans);
    cli_text_path(stdout, path);
    if (product)
        printf("%zu of %zu %s versions accept it\n", tfc_answer_accepting_count(ans), count, product);
    else
        printf("%zu of %zu %s%s releases accept it\n", tfc_answer_accepting_count(ans), count, scheme,
               strcmp(scheme, "tflite") ? "" : " runtime");
    int any = 0;
    for (size_t k = 0; k < tfc_answer_run_count(ans); k++) {
        if (tfc_answer_run_outcome(ans, k) != TFC_OUTCOME_ACCEPTED) continue;
        size_t i = (size_t)tfc_answer_run_first(ans, k), j = (size_t)tfc_answer_run_last(ans, k);
        if (!any) fputs("accepted by:", stdout);
        char l1[160], l2[160];
        printf("%s %s", any ? "," : "", label(l1, sizeof l1, ans, i));
        if (i != j) printf(" \xe2\x80\x93 %s", label(l2, sizeof l2, ans, j));
        any = 1;
    }
    if (any) putchar('\n');
    for (int pass = 0; pass < 2; pass++) {
        int32_t want = pass ? TFC_OUTCOME_UNDETERMINED : TFC_OUTCOME_REJECTED;
        int header = 0;
        for (size_t k = 0; k < tfc_answer_run_count(ans); k++) {
            if (tfc_answer_run_outcome(ans, k) != want) continue;
            if (!header) puts(pass ? "undetermined (the data only bounds the answer; each line names what is missing):" : "rejected by:");
            header = 1;
            size_t i = (size_t)tfc_answer_run_first(ans, k), j = (size_t)tfc_answer_run_last(ans, k);
            for (size_t r = verbose ? i : j; r <= j; r++) {
                char span[400], l1[160], l2[160];
                if (verbose || i == j) snprintf(span, sizeof span, "%s", label(l1, sizeof l1, ans, r));
                else snprintf(span, sizeof span, "%s \xe2\x80\x93 %s", label(l1, sizeof l1, ans, i), label(l2, sizeof l2, ans, j));
                /* the dash is 3 bytes and 1 column: pad to the column, not the byte */
                int pad = (verbose || i == j) ? 17 : 19;
                printf("  %-*s %s", pad, span, tfc_verdict_reason_name(tfc_answer_reason(ans, r)));
                const char *subject = tfc_answer_subject(ans, r);
                if (subject[0]) {
                    fputs(" '", stdout);
                    cli_text_escaped(stdout, subject);
                    putchar('\'');
                }
                fputs(": ", stdout);
                cli_text_escaped(stdout, tfc_answer_message(ans, r));
                putchar('\n');
            }
        }
    }
}

int cli_releases(int argc, char **argv)
{
    const char *path = NULL, *regfile = NULL, *product = NULL;
    int json = 0, verbose = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) return usage(stdout, CLI_OK);
        if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--verbose") || !strcmp(a, "-v")) {
            verbose = 1;
        } else if (!strcmp(a, "--registry")) {
            if (i + 1 >= argc) return cli_usage_error("releases", "missing value for", a);
            regfile = argv[++i];
        } else if (!strcmp(a, "--product")) {
            if (i + 1 >= argc) return cli_usage_error("releases", "missing value for", a);
            product = argv[++i];
        } else if (a[0] == '-' && a[1]) {
            return cli_usage_error("releases", "unknown option", a);
        } else if (path) {
            return cli_usage_error("releases", "more than one PATH", a);
        } else {
            path = a;
        }
    }
    if (!path) return cli_usage_error("releases", "missing PATH", NULL);

    const tfc_registry *reg = NULL;
    int out = cli_registry_open(regfile, json, &reg);
    if (out) return out;
    tfc_artifact *a = NULL;
    if (!(out = cli_open_artifact(path, json, &a))) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        tfc_answer *ans = NULL;
        int32_t rc = tfc_check_releases(&ans, a, reg, NULL, &err);
        if (!rc && product) {
            tfc_answer *line = NULL;
            rc = tfc_answer_product(&line, ans, product, &err);
            tfc_answer_free(ans);
            ans = line;
            if (rc == TFC_E_UNKNOWN_RELEASE) {
                cli_diag("releases", err.message, NULL);
                tfc_artifact_free(a);
                cli_registry_release(reg);
                return CLI_USAGE;
            }
        }
        if (rc) {
            out = cli_input_error(json, path, rc, &err);
        } else {
            if (json) print_json(ans, path, product);
            else print_text(ans, path, verbose, product);
            out = tfc_answer_accepting_count(ans) ? CLI_OK : CLI_REJECTED;
        }
        tfc_answer_free(ans);
    }
    tfc_artifact_free(a);
    cli_registry_release(reg);
    return out;
}
