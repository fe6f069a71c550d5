/*
 * check.c - `tfcompat check PATH --consumer N [--min-producer M]`: does a
 * consumer accept the model? Exit 0 yes, 1 no (a verdict), 2 unreadable.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat check PATH --consumer N [--min-producer M] [--tf-version STR] [--json]\n\n"
          "Applies TensorFlow's acceptance rule to the GraphDef versions of PATH\n"
          "(GraphDef, MetaGraphDef, SavedModel file or directory): accepted when\n"
          "N >= min_consumer, producer >= M and N is not in bad_consumers.\n"
          "  --consumer N      the consumer's GraphDef version (TF_GRAPH_DEF_VERSION)\n"
          "  --min-producer M  the consumer's oldest accepted producer (default 0)\n"
          "  --tf-version STR  the TensorFlow version that messages name\n"
          "  --json            one JSON object on stdout (docs/CLI.md)\n"
          "exit: 0 accepted, 1 rejected, 2 unreadable input, 64 usage\n",
          f);
    return rc;
}

int cli_check(int argc, char **argv)
{
    const char *path = NULL, *tf_version = NULL;
    int json = 0, have_consumer = 0;
    int32_t consumer = 0, min_producer = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) return usage(stdout, CLI_OK);
        if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--consumer") || !strcmp(a, "--min-producer") || !strcmp(a, "--tf-version")) {
            if (i + 1 >= argc) return cli_usage_error("check", "missing value for", a);
            const char *val = argv[++i];
            if (!strcmp(a, "--tf-version")) {
                tf_version = val;
            } else if (cli_parse_i32(val, !strcmp(a, "--consumer") ? &consumer : &min_producer)) {
                return cli_usage_error("check", "not a 32-bit integer", val);
            } else if (!strcmp(a, "--consumer")) {
                have_consumer = 1;
            }
        } else if (a[0] == '-' && a[1]) {
            return cli_usage_error("check", "unknown option", a);
        } else if (path) {
            return cli_usage_error("check", "more than one PATH", a);
        } else {
            path = a;
        }
    }
    if (!path) return cli_usage_error("check", "missing PATH", NULL);
    if (!have_consumer) return cli_usage_error("check", "missing --consumer N", NULL);
    if (!tf_version) tf_version = "unknown";

    tfc_error err;
    tfc_error_init(&err);
    int32_t kind = 0;
    int32_t rc = tfc_detect_file_kind(&kind, NULL, path, &err);
    if (rc) return cli_input_error(json, path, rc, &err);
    tfc_model *m = NULL;
    tfc_versiondef *bare = NULL;
    if (kind == TFC_KIND_VERSION_DEF) {
        uint8_t *bytes;
        size_t len;
        if ((rc = cli_read_file(path, &bytes, &len, 1u << 20, &err))) return cli_input_error(json, path, rc, &err);
        rc = tfc_versiondef_parse(&bare, bytes, len, NULL, &err);
        free(bytes);
    } else {
        rc = tfc_model_open(&m, path, TFC_KIND_UNKNOWN, NULL, &err);
    }
    if (rc) return cli_input_error(json, path, rc, &err);

    size_t n = bare ? 1 : tfc_model_meta_graph_count(m);
    tfc_verdict **verdicts = calloc(n ? n : 1, sizeof *verdicts);
    if (!verdicts) {
        tfc_model_free(m);
        return cli_input_error(json, path, TFC_E_NOMEM, NULL);
    }
    int accepted = 1;
    for (size_t i = 0; i < n; i++) {
        const tfc_versiondef *vd = bare ? bare : tfc_meta_graph_versions(tfc_model_meta_graph(m, i));
        rc = tfc_check_versions(&verdicts[i], vd, consumer, min_producer, "GraphDef",
                                "graph", tf_version, NULL, &err);
        if (rc) {
            for (size_t k = 0; k < i; k++) tfc_verdict_free(verdicts[k]);
            free(verdicts);
            tfc_model_free(m);
            tfc_versiondef_free(bare);
            return cli_input_error(json, path, rc, &err);
        }
        if (!tfc_verdict_accepted(verdicts[i])) accepted = 0;
    }
    if (json) {
        jw w;
        jw_init(&w, stdout);
        jw_object_begin(&w);
        jw_key(&w, "accepted");
        jw_bool(&w, accepted);
        jw_key(&w, "consumer");
        jw_int(&w, consumer);
        jw_key(&w, "min_producer");
        jw_int(&w, min_producer);
        jw_key(&w, "scheme");
        jw_string(&w, "graphdef");
        jw_key(&w, "findings");
        jw_array_begin(&w);
        for (size_t i = 0; i < n; i++) cli_findings_json(&w, verdicts[i], n > 1 ? (int64_t)i : -1);
        jw_array_end(&w);
        jw_object_end(&w);
        jw_finish(&w);
    } else {
        printf("%s: GraphDef consumer %" PRId32 " (min_producer %" PRId32 ") %s it\n", path, consumer,
               min_producer, accepted ? "accepts" : "rejects");
        for (size_t i = 0; i < n; i++) {
            if (n > 1) printf("meta graph %zu: ", i);
            cli_versions_text(stdout, bare ? bare : tfc_meta_graph_versions(tfc_model_meta_graph(m, i)));
            putchar('\n');
            cli_verdict_text(stdout, verdicts[i]);
        }
    }
    for (size_t i = 0; i < n; i++) tfc_verdict_free(verdicts[i]);
    free(verdicts);
    tfc_model_free(m);
    tfc_versiondef_free(bare);
    return accepted ? CLI_OK : CLI_REJECTED;
}
