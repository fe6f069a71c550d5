/*
 * check.c - `tfcompat check`: does a consumer accept the model? One call of
 * the check layer (tfc_check) with the target the options name:
 *   --consumer N [--min-producer M] [--scheme S]   TensorFlow's acceptance rule
 *   --tf RELEASE | --target SPEC                   a release of the registry (or
 *                                                  any target string), with every
 *                                                  rule that release applies
 *   [--runtime X.Y.Z | --resolver FILE]           a TFLite side, for TFLite models
 * Exit 0 accepted, 1 rejected (a verdict), 2 unreadable input, 64 usage.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli_formats.h"
#include "cli_registry.h"

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat check PATH --consumer N [--min-producer M] [--scheme S] [--tf-version STR]\n"
          "                              [--registry FILE] [--json | --format F]\n"
          "       tfcompat check PATH --tf RELEASE [--runtime X.Y.Z | --resolver FILE] [--tf-version STR]\n"
          "                              [--registry FILE] [--json | --format F]\n"
          "       tfcompat check PATH --target SPEC [--registry FILE] [--json | --format F]\n\n"
          "Does a consumer load PATH (GraphDef, MetaGraphDef, SavedModel file or directory with\n"
          "its checkpoint, bare VersionDef, checkpoint index, or a TFLite model with a runtime)?\n"
          "  --consumer N      TensorFlow's acceptance rule only: accepted when N >= min_consumer,\n"
          "                    producer >= M and N is not in bad_consumers\n"
          "  --min-producer M  the consumer's oldest accepted producer (default 0)\n"
          "  --scheme S        graphdef (default), checkpoint (default for a checkpoint\n"
          "                    index), or a scheme of --registry FILE\n"
          "  --tf RELEASE      a TensorFlow release (\"2.11.1\", \"v2.11\", \"2.11\"; a patch release\n"
          "                    answers as its minor) or a registry consumer NAME@RELEASE: every\n"
          "                    rule it applies (versions, ops and attrs, op deprecations, checkpoint)\n"
          "  --target SPEC     any target string, e.g. \"2.11.1,litert@2.14.0\" (docs/CLI.md)\n"
          "  --runtime X.Y.Z   the TFLite runtime TFLite models are checked against (or a\n"
          "                    runtime profile NAME@VERSION); --resolver FILE: a resolver file\n"
          "  --tf-version STR  the TensorFlow version messages name (default: the release)\n"
          "  --registry FILE   consumers and schemes (docs/registry-format.md)\n"
          "  --json            one JSON object on stdout (docs/CLI.md)\n"
          "  --format F        text (default), json (= --json), or a CI format: github (workflow\n"
          "                    command annotations), junit (JUnit XML), sarif (SARIF 2.1.0)\n"
          "Paths are escaped in text (\\\\ and \\xHH); JSON is strict UTF-8, with a non-UTF-8\n"
          "path's exact bytes in \"path_hex\" (docs/CLI.md, \"Strings\").\n"
          "exit: 0 accepted, 1 rejected or undetermined, 2 unreadable input, 64 usage\n",
          f);
    return rc;
}

static int report(const tfc_registry *reg, const tfc_target *t, const cli_target_args *args, const tfc_artifact *a,
                  const char *path, const tfc_verdict *v, int json, cli_ci *ci_out)
{
    int32_t outcome = tfc_verdict_outcome(v);
    int tflite = tfc_artifact_kind(a) == TFC_KIND_TFLITE;
    int tfjs = tfc_artifact_kind(a) == TFC_KIND_TFJS_MODEL; /* answered by a TF.js side, or refused */
    int64_t ci = tfc_target_consumer(t);
    const char *scheme = args->scheme ? args->scheme : tfc_artifact_scheme(a);
    const char *note = tfc_target_note(t);
    if (ci_out) {
        /* labelled as scan labels the record: what answered the model's kind */
        int32_t kind = tfc_artifact_kind(a);
        cli_ci_verdict(ci_out, path, tfc_container_kind_name(kind), tfc_target_name_for_kind(t, kind), v);
    } else if (json) {
        jw w;
        jw_init(&w, stdout);
        jw_object_begin(&w);
        cli_json_path(&w, "path", path);
        jw_key(&w, "target");
        jw_string(&w, tfc_target_name(t));
        if (tfc_target_product(t)) {
            /* the product users name, and what that version embeds */
            char embeds[160];
            snprintf(embeds, sizeof embeds, "%s %s", tfc_target_embedded(t), tfc_target_embedded_version(t));
            jw_key(&w, "product");
            jw_string(&w, tfc_target_product(t));
            jw_key(&w, "product_version");
            jw_string(&w, tfc_target_product_version(t));
            jw_key(&w, "embeds");
            jw_string(&w, embeds);
        }
        jw_key(&w, "accepted");
        jw_bool(&w, outcome == TFC_OUTCOME_ACCEPTED);
        if (tflite) {
            jw_key(&w, "runtime");
            jw_string_or_null(&w, tfc_target_runtime(t));
        } else if (args->has_consumer) {
            jw_key(&w, "consumer");
            jw_int(&w, args->consumer);
            jw_key(&w, "min_producer");
            jw_int(&w, args->min_producer);
            jw_key(&w, "scheme");
            jw_string(&w, scheme);
        } else if (ci >= 0 && !tfjs) {
            int known = tfc_registry_consumer_known(reg, (size_t)ci);
            jw_key(&w, "consumer");
            if (known) jw_int(&w, tfc_registry_consumer_version(reg, (size_t)ci));
            else jw_null(&w);
            if (!known) {
                jw_key(&w, "consumer_bounds");
                jw_array_begin(&w);
                jw_int(&w, tfc_registry_consumer_version_low(reg, (size_t)ci));
                jw_int(&w, tfc_registry_consumer_version_high(reg, (size_t)ci));
                jw_array_end(&w);
            }
            jw_key(&w, "min_producer");
            jw_int(&w, tfc_registry_consumer_min_producer(reg, (size_t)ci));
            jw_key(&w, "scheme");
            jw_string(&w, scheme);
            jw_key(&w, "release");
            jw_string(&w, tfc_target_release(t));
        }
        jw_key(&w, "outcome");
        jw_string(&w, tfc_outcome_name(outcome));
        if (note[0]) {
            jw_key(&w, "note");
            jw_string(&w, note);
        }
        jw_key(&w, "findings");
        jw_array_begin(&w);
        cli_findings_json(&w, v);
        jw_array_end(&w);
        if (tfc_verdict_dropped_count(v)) {
            jw_key(&w, "dropped_findings");
            jw_uint(&w, tfc_verdict_dropped_count(v));
        }
        jw_object_end(&w);
        jw_finish(&w);
    } else {
        const char *verb = outcome == TFC_OUTCOME_ACCEPTED   ? "accepts it"
                           : outcome == TFC_OUTCOME_REJECTED ? "rejects it"
                                                             : "may or may not accept it (undetermined)";
        if (note[0]) cli_diag("check", note, NULL);
        if (tflite || tfjs || (!args->has_consumer && ci < 0)) { /* the side the check layer picked, or the refusing target */
            cli_text_path(stdout, path);
            cli_text_escaped(stdout, tfc_target_name_for_kind(t, tfc_artifact_kind(a)));
            printf(" %s\n", verb);
        } else if (args->has_consumer) {
            int64_t s = tfc_registry_scheme_find(reg, scheme);
            cli_text_path(stdout, path);
            printf("%s consumer %" PRId32 " (min_producer %" PRId32 ") %s\n",
                   s >= 0 ? tfc_registry_scheme_upper(reg, (size_t)s) : scheme, args->consumer, args->min_producer,
                   outcome == TFC_OUTCOME_ACCEPTED ? "accepts it" : "rejects it");
            size_t n = tfc_artifact_versions_count(a);
            for (size_t i = 0; i < n; i++) {
                if (n > 1) printf("meta graph %zu versions: ", i);
                else fputs("versions: ", stdout);
                cli_versions_text(stdout, tfc_artifact_versions(a, i));
                putchar('\n');
            }
        } else {
            const char *rel = tfc_target_release(t), *named = tfc_target_tf_version(t);
            const char *product = tfc_target_product(t);
            int64_t row = product ? tfc_product_find(product, tfc_target_product_version(t)) : -1;
            cli_text_path(stdout, path);
            if (row >= 0 && !strcmp(tfc_product_side((size_t)row), "tf"))
                /* the product users name, and the runtime it embeds */
                printf("%s %s (%s %s, ", product, tfc_target_product_version(t), tfc_target_embedded(t),
                       tfc_target_embedded_version(t));
            else
                printf("%s %s (", tfc_registry_consumer_name(reg, (size_t)ci), named);
            if (strcmp(named, rel)) printf("answered as %s, ", rel);
            printf("%s consumer ", scheme);
            if (tfc_registry_consumer_known(reg, (size_t)ci))
                printf("%" PRId32, tfc_registry_consumer_version(reg, (size_t)ci));
            else
                printf("%" PRId32 "..%" PRId32 ", not known exactly", tfc_registry_consumer_version_low(reg, (size_t)ci),
                       tfc_registry_consumer_version_high(reg, (size_t)ci));
            printf(", min_producer %" PRId32 ") %s\n", tfc_registry_consumer_min_producer(reg, (size_t)ci), verb);
        }
        cli_verdict_parts_text(stdout, v);
        if (tfc_verdict_dropped_count(v))
            printf("  (%" PRIu64 " more findings not kept)\n", tfc_verdict_dropped_count(v));
    }
    return outcome == TFC_OUTCOME_ACCEPTED ? CLI_OK : CLI_REJECTED;
}

int cli_check(int argc, char **argv)
{
    const char *path = NULL, *regfile = NULL;
    cli_target_args args;
    memset(&args, 0, sizeof args);
    int json = 0, format = CLI_FMT_TEXT;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) return usage(stdout, CLI_OK);
        if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--format")) {
            if (i + 1 >= argc) return cli_usage_error("check", "missing value for", a);
            format = cli_format_parse(argv[++i]);
            if ((format != CLI_FMT_TEXT && format != CLI_FMT_JSON && !cli_format_is_ci(format)) ||
                !strcmp(argv[i], "table"))
                return cli_usage_error("check", "--format wants text, json, github, junit or sarif, not", argv[i]);
            if (format == CLI_FMT_JSON) json = 1;
        } else if (!strcmp(a, "--consumer") || !strcmp(a, "--min-producer") || !strcmp(a, "--tf-version") ||
                   !strcmp(a, "--tf") || !strcmp(a, "--target") || !strcmp(a, "--scheme") ||
                   !strcmp(a, "--registry") || !strcmp(a, "--runtime") || !strcmp(a, "--resolver")) {
            if (i + 1 >= argc) return cli_usage_error("check", "missing value for", a);
            const char *val = argv[++i];
            if (!strcmp(a, "--tf-version")) args.tf_version = val;
            else if (!strcmp(a, "--tf") || !strcmp(a, "--target")) {
                if (args.tf) return cli_usage_error("check", "give one of --tf and --target, once", a);
                args.tf = val;
            } else if (!strcmp(a, "--scheme")) args.scheme = val;
            else if (!strcmp(a, "--registry")) regfile = val;
            else if (!strcmp(a, "--runtime")) args.runtime = val;
            else if (!strcmp(a, "--resolver")) args.resolver_file = val;
            else if (cli_parse_i32(val, !strcmp(a, "--consumer") ? &args.consumer : &args.min_producer))
                return cli_usage_error("check", "not a 32-bit integer", val);
            else if (!strcmp(a, "--consumer")) args.has_consumer = 1;
        } else if (a[0] == '-' && a[1]) {
            return cli_usage_error("check", "unknown option", a);
        } else if (path) {
            return cli_usage_error("check", "more than one PATH", a);
        } else {
            path = a;
        }
    }
    if (!path) return cli_usage_error("check", "missing PATH", NULL);
    if (args.has_consumer == !!args.tf && !(args.runtime || args.resolver_file))
        return cli_usage_error("check", "give exactly one of --consumer N and --tf RELEASE (or --target SPEC)", NULL);
    if (args.has_consumer && (args.tf || args.runtime || args.resolver_file))
        return cli_usage_error("check", "--consumer N names the consumer alone", NULL);
    if (args.runtime && args.resolver_file) return cli_usage_error("check", "give one of --runtime and --resolver", NULL);
    if (json && cli_format_is_ci(format)) return cli_usage_error("check", "give one of --json and --format", NULL);

    const tfc_registry *reg = NULL;
    int out = cli_registry_open(regfile, json, &reg);
    if (out) return out;
    if (args.scheme && tfc_registry_scheme_find(reg, args.scheme) < 0) {
        cli_registry_release(reg);
        return cli_usage_error("check", "unknown scheme", args.scheme);
    }
    cli_target t;
    cli_target_init(&t);
    tfc_artifact *a = NULL;
    cli_ci *ci_out = NULL;
    if (!(out = cli_target_make(&t, "check", reg, &args, json)) && cli_format_is_ci(format) &&
        !(ci_out = cli_ci_begin(format, stdout, "tfcompat check")))
        out = cli_input_error(0, path, TFC_E_NOMEM, NULL);
    if (!out && ci_out) {
        /* A CI format reports an unreadable model as a record of its own. */
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = tfc_check_open(&a, path, NULL, &err);
        if (rc) {
            cli_ci_unreadable(ci_out, path, tfc_target_name(t.target), rc, err.message[0] ? err.message : NULL);
            out = cli_input_error(0, path, rc, &err);
        }
    } else if (!out) {
        out = cli_open_artifact(path, json, &a);
    }
    if (!out) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        /* Which side answers the model's kind is the check layer's rule
         * (tfcompat/check.h): a kind the target has no side for is its
         * verdict KIND_NOT_LOADED, as every entry reports it. */
        tfc_verdict *v = NULL;
        int32_t rc = tfc_check(&v, a, t.target, NULL, &err);
        if (rc && ci_out) cli_ci_unreadable(ci_out, path, tfc_target_name(t.target), rc, err.message[0] ? err.message : NULL);
        out = rc ? cli_input_error(json, path, rc, &err) : report(reg, t.target, &args, a, path, v, json, ci_out);
        tfc_verdict_free(v);
    }
    if (out == CLI_USAGE) cli_ci_abandon(ci_out);
    else if (ci_out && cli_ci_end(ci_out)) out = cli_input_error(0, path, TFC_E_NOMEM, NULL);
    tfc_artifact_free(a);
    cli_target_free(&t);
    cli_registry_release(reg);
    return out;
}
