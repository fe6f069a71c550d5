/*
 * target.c - what every command of the tfcompat tool shares to ask the
 * check layer: the registry (--registry), the target (--tf, --target,
 * --runtime, --resolver, --consumer), opening PATH as the check layer
 * opens it, and findings printed on one line. Public API only.
 */
#include <stdlib.h>
#include <string.h>

#include "cli_registry.h"

int cli_registry_open(const char *file, int json, const tfc_registry **out)
{
    *out = tfc_registry_default();
    if (!file) return CLI_OK;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_registry *r = NULL;
    int32_t rc = tfc_registry_open(&r, file, NULL, &err);
    if (rc) return cli_input_error(json, file, rc, &err);
    *out = r;
    return CLI_OK;
}

void cli_registry_release(const tfc_registry *r) { tfc_registry_free((tfc_registry *)r); }

void cli_target_init(cli_target *t)
{
    memset(t, 0, sizeof *t);
}

void cli_target_free(cli_target *t)
{
    tfc_target_free(t->target);
    tfc_resolver_free(t->resolver);
    memset(t, 0, sizeof *t);
}

static int target_make(cli_target *t, const char *cmd, const tfc_registry *reg, const cli_target_args *a, int json);

int cli_target_make(cli_target *t, const char *cmd, const tfc_registry *reg, const cli_target_args *a, int json)
{
    int rc = target_make(t, cmd, reg, a, json);
    if (rc) cli_target_free(t); /* nothing half-made is left to the caller */
    return rc;
}

static int target_make(cli_target *t, const char *cmd, const tfc_registry *reg, const cli_target_args *a, int json)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc;
    if (a->has_consumer) {
        rc = tfc_target_new_consumer(&t->target, reg, a->scheme, a->consumer, a->min_producer,
                                     a->tf_version ? a->tf_version : "unknown", &err);
        if (rc) return cli_usage_error(cmd, err.message, NULL);
    } else {
        rc = tfc_target_new(&t->target, reg, &err);
        if (rc) return cli_input_error(json, NULL, rc, &err);
        /* --tf and --runtime are target items: one parser for both. */
        if (a->tf && (rc = tfc_target_add(t->target, a->tf, &err))) {
            if (rc == TFC_E_NOMEM) return cli_input_error(json, NULL, rc, &err);
            cli_diag(cmd, err.message, NULL);
            return CLI_USAGE;
        }
        if (a->tf_version && a->tf && (rc = tfc_target_set_tf_version(t->target, a->tf_version, &err)))
            return cli_input_error(json, NULL, rc, &err);
        if (a->runtime && !a->resolver_file) {
            /* a release is the standard interpreter, NAME@VERSION a profile:
             * the library's one reading of --runtime (also scan's) */
            rc = tfc_target_add_runtime(t->target, a->runtime, &err);
            if (rc == TFC_E_NOMEM) return cli_input_error(json, NULL, rc, &err);
            if (rc == TFC_E_BAD_VALUE) {
                cli_diag(cmd, err.message, NULL);
                char what[512];
                size_t k = (size_t)snprintf(what, sizeof what, "--runtime wants a release like 2.4.0 or a runtime profile (");
                for (size_t i = 0; i < tfc_resolver_profile_count() && k < sizeof what; i++)
                    k += (size_t)snprintf(what + k, sizeof what - k, "%s%s", i ? ", " : "", tfc_resolver_profile_name(i));
                if (k < sizeof what) snprintf(what + k, sizeof what - k, ")");
                return cli_usage_error(cmd, what, a->runtime);
            }
            if (rc) {
                cli_diag(cmd, err.message, NULL);
                return CLI_USAGE;
            }
        }
    }
    if (a->resolver_file) {
        rc = tfc_resolver_open(&t->resolver, a->resolver_file, NULL, &err);
        if (rc) return cli_input_error(json, a->resolver_file, rc, &err);
        rc = tfc_target_set_resolver(t->target, t->resolver, a->resolver_file, &err);
        if (rc) return cli_input_error(json, NULL, rc, &err);
    }
    return CLI_OK;
}

int cli_open_artifact(const char *path, int json, tfc_artifact **out)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_check_options o;
    tfc_check_options_init(&o, sizeof o);
    int32_t rc = tfc_check_open(out, path, &o, &err);
    return rc ? cli_input_error(json, path, rc, &err) : CLI_OK;
}

/* The text sink's escaping (cli_text_escaped, json.c): one contract for
 * every text line; kept under this name for its callers. */
void cli_oneline(FILE *f, const char *s) { cli_text_escaped(f, s); }
