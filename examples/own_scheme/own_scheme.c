/*
 * own_scheme.c - pluginhost's versioning on libtfcompat (own_scheme.h).
 * Public API only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "own_scheme.h"

static const struct {
    const char *release;
    int32_t consumer, min_producer, min_consumer;
    const char *date;
} host_releases[] = {
    {"1.0", 3, 0, 0, "2025-01-15"},
    {"1.1", 4, 1, 0, "2025-06-02"},
    {"2.0", 7, 3, 5, "2026-03-30"},
};

int32_t own_scheme_registry(tfc_registry **out, tfc_error *err)
{
    tfc_registry_builder *b = NULL;
    int32_t rc = tfc_registry_builder_new(&b, NULL, err);
    if (!rc) rc = tfc_registry_builder_add_scheme(b, OWN_SCHEME, "Plugin", "plugin", err);
    for (size_t i = 0; !rc && i < sizeof host_releases / sizeof host_releases[0]; i++)
        rc = tfc_registry_builder_add_consumer(b, OWN_SCHEME, "pluginhost", host_releases[i].release,
                                               host_releases[i].consumer, host_releases[i].min_producer,
                                               host_releases[i].min_consumer, host_releases[i].date, err);
    if (!rc) rc = tfc_registry_builder_build(out, b, err);
    tfc_registry_builder_free(b);
    return rc;
}

int32_t own_scheme_plugin_versions(tfc_versiondef **out, const uint8_t *data, size_t len, tfc_error *err)
{
    *out = NULL;
    int32_t kind = TFC_KIND_UNKNOWN;
    int32_t rc = tfc_container_detect_kind(&kind, data, len, err);
    if (rc) return rc;
    if (kind == TFC_KIND_VERSION_DEF) return tfc_versiondef_parse(out, data, len, NULL, err);
    tfc_model *m = NULL;
    if ((rc = tfc_model_parse(&m, data, len, TFC_KIND_UNKNOWN, NULL, err))) return rc;
    const tfc_versiondef *v = tfc_model_meta_graph_count(m) ? tfc_meta_graph_versions(tfc_model_meta_graph(m, 0)) : NULL;
    /* a copy that outlives the model */
    size_t n = tfc_versiondef_bad_consumer_count(v);
    int32_t *bad = n ? malloc(n * sizeof *bad) : NULL;
    if (n && !bad) {
        tfc_model_free(m);
        return TFC_E_NOMEM;
    }
    for (size_t i = 0; i < n; i++) bad[i] = tfc_versiondef_bad_consumer(v, i);
    rc = tfc_versiondef_new(out, tfc_versiondef_producer(v), tfc_versiondef_min_consumer(v), bad, n, NULL, err);
    free(bad);
    tfc_model_free(m);
    return rc;
}

int32_t own_scheme_check(const tfc_registry *r, const char *release, const uint8_t *data, size_t len,
                         int32_t *accepted, char *msg, size_t cap, tfc_error *err)
{
    *accepted = 0;
    if (msg && cap) msg[0] = '\0';
    tfc_versiondef *v = NULL;
    int32_t rc = own_scheme_plugin_versions(&v, data, len, err);
    if (rc) return rc;
    tfc_verdict *verdict = NULL;
    rc = tfc_registry_check_release(&verdict, r, OWN_SCHEME, release, v, NULL, 0, NULL, err);
    if (!rc) {
        *accepted = tfc_verdict_accepted(verdict) ? 1 : 0;
        int64_t first = tfc_verdict_first_error(verdict);
        if (!*accepted && first >= 0 && msg && cap)
            snprintf(msg, cap, "%s", tfc_verdict_finding_message(verdict, (size_t)first));
    }
    tfc_verdict_free(verdict);
    tfc_versiondef_free(v);
    return rc;
}

int32_t own_scheme_oldest_host(const tfc_registry *r, const uint8_t *data, size_t len, const char **release,
                               tfc_error *err)
{
    *release = "";
    tfc_versiondef *v = NULL;
    int32_t rc = own_scheme_plugin_versions(&v, data, len, err);
    if (rc) return rc;
    tfc_release_answer *a = NULL;
    rc = tfc_registry_check(&a, r, OWN_SCHEME, v, NULL, 0, err);
    for (size_t i = 0; !rc && i < tfc_release_answer_count(a); i++)
        if (tfc_release_answer_outcome(a, i) == TFC_OUTCOME_ACCEPTED) {
            *release = tfc_registry_consumer_release(r, (size_t)tfc_release_answer_consumer(a, i));
            break;
        }
    tfc_release_answer_free(a);
    tfc_versiondef_free(v);
    return rc;
}
