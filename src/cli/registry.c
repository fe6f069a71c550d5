/*
 * registry.c - `tfcompat registry list|validate [FILE] [--json]`: show the
 * consumers of a registry (the built-in TensorFlow history, or a registry
 * file) and check its release sequences against the versioning policy.
 */
#include <inttypes.h>
#include <string.h>

#include "cli_registry.h"

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat registry list [FILE] [--json]\n"
          "       tfcompat registry validate [FILE] [--scheme NAME] [--json]\n"
          "       tfcompat registry products [--json]\n\n"
          "list      every consumer: scheme, release, name, consumer version (or its\n"
          "          bounds), min_producer, the min_consumer it stamps, date and mark\n"
          "validate  checks each scheme's release sequence against TensorFlow's\n"
          "          versioning policy (each product line, a consumer name, on its\n"
          "          own); known deviations are warnings\n"
          "products  the built-in catalogue: each version of a product (tf-serving,\n"
          "          tfjs-node, ...), the runtime it embeds, and where that was read;\n"
          "          target strings name them as NAME@VERSION\n"
          "FILE is a registry file (docs/registry-format.md); without it, the built-in\n"
          "TensorFlow release history.\n"
          "exit: 0 success (validate: no violation), 1 violations, 2 unreadable FILE, 64 usage\n",
          f);
    return rc;
}

static void list_json(const tfc_registry *r)
{
    jw w;
    jw_init(&w, stdout);
    jw_object_begin(&w);
    jw_key(&w, "schemes");
    jw_array_begin(&w);
    for (size_t i = 0; i < tfc_registry_scheme_count(r); i++) {
        jw_object_begin(&w);
        jw_key(&w, "name");
        jw_string(&w, tfc_registry_scheme_name(r, i));
        jw_key(&w, "upper");
        jw_string(&w, tfc_registry_scheme_upper(r, i));
        jw_key(&w, "lower");
        jw_string(&w, tfc_registry_scheme_lower(r, i));
        jw_object_end(&w);
    }
    jw_array_end(&w);
    jw_key(&w, "consumers");
    jw_array_begin(&w);
    for (size_t i = 0; i < tfc_registry_consumer_count(r); i++) {
        jw_object_begin(&w);
        jw_key(&w, "scheme");
        jw_string(&w, tfc_registry_consumer_scheme(r, i));
        jw_key(&w, "name");
        jw_string(&w, tfc_registry_consumer_name(r, i));
        jw_key(&w, "release");
        jw_string(&w, tfc_registry_consumer_release(r, i));
        jw_key(&w, "consumer");
        if (tfc_registry_consumer_known(r, i)) jw_int(&w, tfc_registry_consumer_version(r, i));
        else jw_null(&w);
        if (!tfc_registry_consumer_known(r, i)) {
            jw_key(&w, "consumer_bounds");
            jw_array_begin(&w);
            jw_int(&w, tfc_registry_consumer_version_low(r, i));
            jw_int(&w, tfc_registry_consumer_version_high(r, i));
            jw_array_end(&w);
        }
        jw_key(&w, "min_producer");
        jw_int(&w, tfc_registry_consumer_min_producer(r, i));
        jw_key(&w, "min_consumer");
        jw_int(&w, tfc_registry_consumer_min_consumer(r, i));
        jw_key(&w, "date");
        const char *d = tfc_registry_consumer_date(r, i);
        jw_string_or_null(&w, *d ? d : NULL);
        jw_key(&w, "mark");
        jw_string(&w, tfc_registry_mark_name(tfc_registry_consumer_mark(r, i)));
        jw_key(&w, "source");
        const char *s = tfc_registry_consumer_source(r, i);
        jw_string_or_null(&w, *s ? s : NULL);
        jw_key(&w, "op_set");
        const char *ops = tfc_registry_consumer_op_set(r, i);
        jw_string_or_null(&w, *ops ? ops : NULL);
        jw_key(&w, "loader");
        jw_string(&w, tfc_opreg_loader_name(tfc_registry_consumer_loader(r, i)));
        jw_object_end(&w);
    }
    jw_array_end(&w);
    jw_key(&w, "deviations");
    jw_array_begin(&w);
    for (size_t i = 0; i < tfc_registry_deviation_count(r); i++) {
        jw_object_begin(&w);
        jw_key(&w, "scheme");
        jw_string(&w, tfc_registry_deviation_scheme(r, i));
        jw_key(&w, "release");
        jw_string(&w, tfc_registry_deviation_release(r, i));
        jw_key(&w, "rule");
        jw_string(&w, tfc_verdict_reason_name(tfc_registry_deviation_rule(r, i)));
        jw_key(&w, "explanation");
        jw_string(&w, tfc_registry_deviation_explanation(r, i));
        jw_object_end(&w);
    }
    jw_array_end(&w);
    jw_object_end(&w);
    jw_finish(&w);
}

static void list_text(const tfc_registry *r)
{
    printf("%-10s %-12s %-12s %-12s %-6s %-6s %-10s %s\n", "scheme", "release", "name", "consumer",
           "min_p", "min_c", "date", "mark");
    for (size_t i = 0; i < tfc_registry_consumer_count(r); i++) {
        char v[32];
        if (tfc_registry_consumer_known(r, i))
            snprintf(v, sizeof v, "%" PRId32, tfc_registry_consumer_version(r, i));
        else
            snprintf(v, sizeof v, "%" PRId32 "..%" PRId32, tfc_registry_consumer_version_low(r, i),
                     tfc_registry_consumer_version_high(r, i));
        const char *d = tfc_registry_consumer_date(r, i);
        printf("%-10s %-12s %-12s %-12s %-6" PRId32 " %-6" PRId32 " %-10s %s\n",
               tfc_registry_consumer_scheme(r, i), tfc_registry_consumer_release(r, i),
               tfc_registry_consumer_name(r, i), v, tfc_registry_consumer_min_producer(r, i),
               tfc_registry_consumer_min_consumer(r, i), *d ? d : "-",
               tfc_registry_mark_name(tfc_registry_consumer_mark(r, i)));
    }
    for (size_t i = 0; i < tfc_registry_deviation_count(r); i++)
        printf("deviation: %s %s %s: %s\n", tfc_registry_deviation_scheme(r, i),
               tfc_registry_deviation_release(r, i), tfc_verdict_reason_name(tfc_registry_deviation_rule(r, i)),
               tfc_registry_deviation_explanation(r, i));
}

/* The catalogue of products (tfc_product_*). */
static void products(int json)
{
    size_t n = tfc_product_count();
    if (!json) {
        printf("%-14s %-10s %-24s %s\n", "product", "version", "embeds", "source");
        for (size_t i = 0; i < n; i++) {
            char emb[96];
            snprintf(emb, sizeof emb, "%s %s", tfc_product_runtime(i), tfc_product_runtime_version(i));
            printf("%-14s %-10s %-24s %s\n", tfc_product_name(i), tfc_product_version(i), emb, tfc_product_source(i));
        }
        return;
    }
    jw w;
    jw_init(&w, stdout);
    jw_object_begin(&w);
    jw_key(&w, "products");
    jw_array_begin(&w);
    for (size_t i = 0; i < n; i++) {
        jw_object_begin(&w);
        jw_key(&w, "product");
        jw_string(&w, tfc_product_name(i));
        jw_key(&w, "version");
        jw_string(&w, tfc_product_version(i));
        jw_key(&w, "side");
        jw_string(&w, tfc_product_side(i));
        jw_key(&w, "runtime");
        jw_string(&w, tfc_product_runtime(i));
        jw_key(&w, "runtime_version");
        jw_string(&w, tfc_product_runtime_version(i));
        jw_key(&w, "source");
        jw_string(&w, tfc_product_source(i));
        jw_object_end(&w);
    }
    jw_array_end(&w);
    jw_object_end(&w);
    jw_finish(&w);
}

static int validate(const tfc_registry *r, const char *scheme, const char *label, int json)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_verdict *v = NULL;
    int32_t rc = tfc_policy_validate(&v, r, scheme, &err);
    if (rc == TFC_E_UNKNOWN_RELEASE) {
        cli_diag("registry", err.message, NULL);
        return CLI_USAGE;
    }
    if (rc) return cli_input_error(json, label, rc, &err);
    int valid = tfc_verdict_outcome(v) == TFC_OUTCOME_ACCEPTED;
    if (json) {
        jw w;
        jw_init(&w, stdout);
        jw_object_begin(&w);
        jw_key(&w, "valid");
        jw_bool(&w, valid);
        jw_key(&w, "findings");
        jw_array_begin(&w);
        for (size_t i = 0; i < tfc_verdict_finding_count(v); i++) {
            jw_object_begin(&w);
            jw_key(&w, "release");
            jw_string(&w, tfc_verdict_finding_subject(v, i));
            jw_key(&w, "code");
            jw_string(&w, tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)));
            jw_key(&w, "severity");
            jw_string(&w, tfc_severity_name(tfc_verdict_finding_severity(v, i)));
            jw_key(&w, "message");
            jw_string(&w, tfc_verdict_finding_message(v, i));
            jw_object_end(&w);
        }
        jw_array_end(&w);
        jw_object_end(&w);
        jw_finish(&w);
    } else {
        cli_text_path(stdout, label);
        printf("%s (%zu finding%s)\n", valid ? "follows the versioning policy" : "violates the versioning policy",
               tfc_verdict_finding_count(v), tfc_verdict_finding_count(v) == 1 ? "" : "s");
        cli_verdict_text(stdout, v);
    }
    tfc_verdict_free(v);
    return valid ? CLI_OK : CLI_REJECTED;
}

int cli_registry(int argc, char **argv)
{
    const char *action = NULL, *file = NULL, *scheme = NULL;
    int json = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) return usage(stdout, CLI_OK);
        if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--scheme")) {
            if (i + 1 >= argc) return cli_usage_error("registry", "missing value for", a);
            scheme = argv[++i];
        } else if (a[0] == '-' && a[1]) {
            return cli_usage_error("registry", "unknown option", a);
        } else if (!action) {
            action = a;
        } else if (!file) {
            file = a;
        } else {
            return cli_usage_error("registry", "unexpected argument", a);
        }
    }
    if (!action) return cli_usage_error("registry", "missing action (list, validate or products)", NULL);
    if (!strcmp(action, "products")) {
        if (file || scheme) return cli_usage_error("registry", "products takes no FILE and no --scheme", NULL);
        products(json);
        return CLI_OK;
    }
    int is_list = !strcmp(action, "list");
    if (!is_list && strcmp(action, "validate")) return cli_usage_error("registry", "unknown action", action);
    if (is_list && scheme) return cli_usage_error("registry", "--scheme applies to validate", NULL);
    const tfc_registry *r = NULL;
    int rc = cli_registry_open(file, json, &r);
    if (rc) return rc;
    if (is_list) {
        if (json) list_json(r);
        else list_text(r);
    } else {
        rc = validate(r, scheme, file ? file : "built-in TensorFlow registry", json);
    }
    cli_registry_release(r);
    return rc;
}
