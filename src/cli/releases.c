/*
 * releases.c - `tfcompat releases PATH`: which releases accept a model, as
 * ranges, with the first blocking message of every refusal; and the output
 * of `check --tf RELEASE`.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "cli_registry.h"

int cli_registry_open(const char *file, int json, const tfc_registry **out)
{
    *out = tfc_registry_default();
    if (!file) return CLI_OK;
    tfc_error err;
    tfc_error_init(&err);
    tfc_registry *r = NULL;
    int32_t rc = tfc_registry_open(&r, file, NULL, &err);
    if (rc) return cli_input_error(json, file, rc, &err);
    *out = r;
    return CLI_OK;
}

void cli_registry_release(const tfc_registry *r) { tfc_registry_free((tfc_registry *)r); }

/* Per release: the worst outcome over the graphs and its first blocking message. */
typedef struct merged {
    int32_t outcome;
    int32_t reason;
    const char *message;
} merged;

static int merge_answers(tfc_release_answer **answers, size_t n_graphs, merged *m, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        m[i].outcome = TFC_OUTCOME_ACCEPTED;
        m[i].reason = TFC_REASON_NONE;
        m[i].message = "";
        for (size_t g = 0; g < n_graphs; g++) {
            int32_t o = tfc_release_answer_outcome(answers[g], i);
            /* rejected beats undetermined beats accepted */
            int worse = (o == TFC_OUTCOME_REJECTED && m[i].outcome != TFC_OUTCOME_REJECTED) ||
                        (o == TFC_OUTCOME_UNDETERMINED && m[i].outcome == TFC_OUTCOME_ACCEPTED);
            if (worse) {
                m[i].outcome = o;
                m[i].reason = tfc_release_answer_reason(answers[g], i);
                m[i].message = tfc_release_answer_message(answers[g], i);
            }
        }
    }
    return 0;
}

static void free_answers(tfc_release_answer **answers, size_t n)
{
    for (size_t g = 0; answers && g < n; g++) tfc_release_answer_free(answers[g]);
    free(answers);
}

int cli_releases_report(const tfc_registry *reg, const char *scheme, const char *path,
                        const cli_graph *graphs, size_t n_graphs, int json)
{
    static const cli_graph absent = {NULL, NULL, 0, NULL};
    if (n_graphs == 0) {
        graphs = &absent;
        n_graphs = 1;
    }
    tfc_error err;
    tfc_error_init(&err);
    tfc_release_answer **answers = calloc(n_graphs, sizeof *answers);
    if (!answers) return cli_input_error(json, path, TFC_E_NOMEM, NULL);
    for (size_t g = 0; g < n_graphs; g++) {
        int32_t rc = graphs[g].mg && !strcmp(scheme, tfc_registry_scheme_graphdef())
                         ? tfc_opreg_check(&answers[g], reg, graphs[g].mg, &err)
                         : tfc_registry_check(&answers[g], reg, scheme, graphs[g].versions, graphs[g].ops,
                                              graphs[g].n_ops, &err);
        if (rc) {
            free_answers(answers, n_graphs);
            return cli_input_error(json, path, rc, &err);
        }
    }
    size_t count = tfc_release_answer_count(answers[0]);
    merged *m = calloc(count ? count : 1, sizeof *m);
    if (!m) {
        free_answers(answers, n_graphs);
        return cli_input_error(json, path, TFC_E_NOMEM, NULL);
    }
    merge_answers(answers, n_graphs, m, count);
    const tfc_release_answer *a = answers[0]; /* release strings are the same in every answer */
    size_t n_accepting = 0;
    for (size_t i = 0; i < count; i++) n_accepting += m[i].outcome == TFC_OUTCOME_ACCEPTED;

    if (json) {
        jw w;
        jw_init(&w, stdout);
        jw_object_begin(&w);
        jw_key(&w, "accepting");
        jw_array_begin(&w);
        for (size_t i = 0; i < count; i++)
            if (m[i].outcome == TFC_OUTCOME_ACCEPTED) jw_string(&w, tfc_release_answer_release(a, i));
        jw_array_end(&w);
        jw_key(&w, "ranges");
        jw_array_begin(&w);
        for (size_t i = 0; i < count; i++) {
            if (m[i].outcome != TFC_OUTCOME_ACCEPTED) continue;
            size_t j = i;
            while (j + 1 < count && m[j + 1].outcome == TFC_OUTCOME_ACCEPTED) j++;
            jw_object_begin(&w);
            jw_key(&w, "first");
            jw_string(&w, tfc_release_answer_release(a, i));
            jw_key(&w, "last");
            jw_string(&w, tfc_release_answer_release(a, j));
            jw_object_end(&w);
            i = j;
        }
        jw_array_end(&w);
        jw_key(&w, "rejecting");
        jw_array_begin(&w);
        for (size_t i = 0; i < count; i++) {
            if (m[i].outcome != TFC_OUTCOME_REJECTED) continue;
            jw_object_begin(&w);
            jw_key(&w, "release");
            jw_string(&w, tfc_release_answer_release(a, i));
            jw_key(&w, "code");
            jw_string(&w, tfc_verdict_reason_name(m[i].reason));
            jw_key(&w, "message");
            jw_string(&w, m[i].message);
            jw_object_end(&w);
        }
        jw_array_end(&w);
        jw_key(&w, "undetermined");
        jw_array_begin(&w);
        for (size_t i = 0; i < count; i++) {
            if (m[i].outcome != TFC_OUTCOME_UNDETERMINED) continue;
            jw_object_begin(&w);
            jw_key(&w, "release");
            jw_string(&w, tfc_release_answer_release(a, i));
            jw_key(&w, "message");
            jw_string(&w, m[i].message);
            jw_object_end(&w);
        }
        jw_array_end(&w);
        jw_object_end(&w);
        jw_finish(&w);
    } else {
        printf("%s: %zu of %zu %s releases accept it\n", path ? path : "-", n_accepting, count, scheme);
        int any = 0;
        for (size_t i = 0; i < count; i++) {
            if (m[i].outcome != TFC_OUTCOME_ACCEPTED) continue;
            size_t j = i;
            while (j + 1 < count && m[j + 1].outcome == TFC_OUTCOME_ACCEPTED) j++;
            if (!any) fputs("accepted by:", stdout);
            if (i == j) printf(" %s", tfc_release_answer_release(a, i));
            else printf("%s %s \xe2\x80\x93 %s", any ? "," : "", tfc_release_answer_release(a, i),
                        tfc_release_answer_release(a, j));
            any = 1;
            i = j;
        }
        if (any) putchar('\n');
        for (int pass = 0; pass < 2; pass++) {
            int32_t want = pass ? TFC_OUTCOME_UNDETERMINED : TFC_OUTCOME_REJECTED;
            int header = 0;
            for (size_t i = 0; i < count; i++) {
                if (m[i].outcome != want) continue;
                if (!header) puts(pass ? "undetermined (versions known only within bounds):" : "rejected by:");
                header = 1;
                printf("  %-12s %s: %s\n", tfc_release_answer_release(a, i),
                       pass ? "VERSION_UNKNOWN" : tfc_verdict_reason_name(m[i].reason), m[i].message);
            }
        }
    }
    free(m);
    free_answers(answers, n_graphs);
    return n_accepting ? CLI_OK : CLI_REJECTED;
}

static const char *outcome_name(int32_t o)
{
    return o == TFC_OUTCOME_ACCEPTED ? "accepted" : o == TFC_OUTCOME_REJECTED ? "rejected" : "undetermined";
}

int cli_tf_check_report(const tfc_registry *reg, const char *scheme, const char *release,
                        const char *tf_version, const char *path, const cli_graph *graphs,
                        size_t n_graphs, int json)
{
    static const cli_graph absent = {NULL, NULL, 0, NULL};
    if (n_graphs == 0) {
        graphs = &absent;
        n_graphs = 1;
    }
    int64_t idx = tfc_registry_find(reg, scheme, release);
    char minor[64];
    unsigned x, y, z;
    char tail;
    /* A patch release missing from the table (2.16.2) has its minor
     * release's versions: the accepted interval is constant across patch
     * releases (TensorFlow's versioning policy), the GraphDef version being
     * frozen at the branch cut. */
    char note[256] = "";
    if (idx < 0 && sscanf(release, "%u.%u.%u%c", &x, &y, &z, &tail) == 3 && z > 0) {
        snprintf(minor, sizeof minor, "%u.%u.0", x, y);
        idx = tfc_registry_find(reg, scheme, minor);
        if (idx >= 0) {
            snprintf(note, sizeof note, "%s is not in the table; using %s, whose versions every %u.%u patch "
                                        "release keeps", release, minor, x, y);
            /* --json: the note is a member of the object; stderr stays empty on exit 0 and 1 */
            if (!json) fprintf(stderr, "tfcompat check: %s\n", note);
            if (!tf_version) tf_version = release;
        }
    }
    if (idx < 0) {
        fprintf(stderr, "tfcompat check: no release '%s' in scheme '%s' (see 'tfcompat registry list')\n",
                release, scheme);
        return CLI_USAGE;
    }
    size_t ci = (size_t)idx;
    tfc_error err;
    tfc_error_init(&err);
    tfc_verdict **v = calloc(n_graphs, sizeof *v);
    if (!v) return cli_input_error(json, path, TFC_E_NOMEM, NULL);
    int32_t outcome = TFC_OUTCOME_ACCEPTED;
    for (size_t g = 0; g < n_graphs; g++) {
        int32_t rc = graphs[g].mg && !strcmp(scheme, tfc_registry_scheme_graphdef())
                         ? tfc_opreg_check_release(&v[g], reg, tfc_registry_consumer_release(reg, ci),
                                                   graphs[g].mg, tf_version, &err)
                         : tfc_registry_check_release(&v[g], reg, scheme, tfc_registry_consumer_release(reg, ci),
                                                      graphs[g].versions, graphs[g].ops, graphs[g].n_ops,
                                                      tf_version, &err);
        if (rc) {
            for (size_t k = 0; k < g; k++) tfc_verdict_free(v[k]);
            free(v);
            return cli_input_error(json, path, rc, &err);
        }
        int32_t o = tfc_verdict_outcome(v[g]);
        if (o == TFC_OUTCOME_REJECTED || (o == TFC_OUTCOME_UNDETERMINED && outcome == TFC_OUTCOME_ACCEPTED))
            outcome = o;
    }
    const char *rel = tfc_registry_consumer_release(reg, ci);
    int known = tfc_registry_consumer_known(reg, ci);
    if (json) {
        jw w;
        jw_init(&w, stdout);
        jw_object_begin(&w);
        jw_key(&w, "accepted");
        jw_bool(&w, outcome == TFC_OUTCOME_ACCEPTED);
        jw_key(&w, "consumer");
        if (known) jw_int(&w, tfc_registry_consumer_version(reg, ci));
        else jw_null(&w);
        if (!known) {
            jw_key(&w, "consumer_bounds");
            jw_array_begin(&w);
            jw_int(&w, tfc_registry_consumer_version_low(reg, ci));
            jw_int(&w, tfc_registry_consumer_version_high(reg, ci));
            jw_array_end(&w);
        }
        jw_key(&w, "min_producer");
        jw_int(&w, tfc_registry_consumer_min_producer(reg, ci));
        jw_key(&w, "scheme");
        jw_string(&w, scheme);
        jw_key(&w, "release");
        jw_string(&w, rel);
        jw_key(&w, "outcome");
        jw_string(&w, outcome_name(outcome));
        if (note[0]) {
            jw_key(&w, "note");
            jw_string(&w, note);
        }
        jw_key(&w, "findings");
        jw_array_begin(&w);
        for (size_t g = 0; g < n_graphs; g++) cli_findings_json(&w, v[g], n_graphs > 1 ? (int64_t)g : -1);
        jw_array_end(&w);
        jw_object_end(&w);
        jw_finish(&w);
    } else {
        printf("%s: %s %s (%s consumer ", path ? path : "-", tfc_registry_consumer_name(reg, ci), rel, scheme);
        if (known) printf("%" PRId32, tfc_registry_consumer_version(reg, ci));
        else printf("%" PRId32 "..%" PRId32 ", not known exactly", tfc_registry_consumer_version_low(reg, ci),
                    tfc_registry_consumer_version_high(reg, ci));
        printf(", min_producer %" PRId32 ") %s\n", tfc_registry_consumer_min_producer(reg, ci),
               outcome == TFC_OUTCOME_ACCEPTED ? "accepts it"
               : outcome == TFC_OUTCOME_REJECTED ? "rejects it"
                                                 : "may or may not accept it (undetermined)");
        for (size_t g = 0; g < n_graphs; g++) {
            if (n_graphs > 1) printf("meta graph %zu:\n", g);
            cli_verdict_text(stdout, v[g]);
        }
    }
    for (size_t g = 0; g < n_graphs; g++) tfc_verdict_free(v[g]);
    free(v);
    return outcome == TFC_OUTCOME_ACCEPTED ? CLI_OK : CLI_REJECTED;
}

/* ---- the `releases` command: reading PATH ------------------------------ */

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat releases PATH [--registry FILE] [--json]\n\n"
          "Asks every release of the registry (default: every TensorFlow release the\n"
          "library knows, `tfcompat registry list`) whether\n"
          "it accepts PATH: a GraphDef, MetaGraphDef, SavedModel (file or directory) or a\n"
          "checkpoint index (answered by the checkpoint scheme). Prints the accepting\n"
          "releases as ranges, the first blocking message of every refusal, and the\n"
          "releases whose answer depends on a version known only within bounds.\n"
          "  --registry FILE  consumers to ask instead (docs/registry-format.md)\n"
          "  --json           one JSON object on stdout (docs/CLI.md)\n"
          "exit: 0 some release accepts, 1 none does, 2 unreadable input, 64 usage\n",
          f);
    return rc;
}

int cli_load_graphs(const char *path, int json, cli_loaded *out)
{
    memset(out, 0, sizeof *out);
    tfc_error err;
    tfc_error_init(&err);
    /* The VersionDefs only: a SavedModel directory's checkpoint is not
     * asked, and a TFLite model is refused below without being read. */
    tfc_artifact_options o;
    tfc_artifact_options_init(&o);
    o.flags = TFC_ARTIFACT_NO_CHECKPOINT;
    o.read_kinds = TFC_ARTIFACT_KINDS_VERSIONED;
    /* The op-level verdict needs only the functions called as ops, so the
     * memory does not grow with the library's size. */
    tfc_parse_options po;
    tfc_parse_options_init(&po);
    po.function_names = TFC_FUNCTION_NAMES_CALLED;
    o.parse = &po;
    int32_t rc = tfc_artifact_open(&out->artifact, path, &o, &err);
    if (rc) return cli_input_error(json, path, rc, &err);
    if (tfc_artifact_kind(out->artifact) == TFC_KIND_TFLITE) {
        cli_loaded_free(out);
        err.code = TFC_E_WRONG_KIND;
        snprintf(err.message, sizeof err.message,
                 "a TFLite model has no GraphDef versions; use 'tfcompat tflite check'");
        return cli_input_error(json, path, TFC_E_WRONG_KIND, &err);
    }
    out->scheme = tfc_artifact_scheme(out->artifact);
    size_t n = tfc_artifact_versions_count(out->artifact);
    out->graphs = calloc(n ? n : 1, sizeof *out->graphs);
    if (!out->graphs) {
        cli_loaded_free(out);
        return cli_input_error(json, path, TFC_E_NOMEM, NULL);
    }
    out->n = n;
    const tfc_model *model = tfc_artifact_model(out->artifact); /* NULL: a VersionDef or checkpoint */
    for (size_t g = 0; g < n; g++) {
        out->graphs[g].versions = tfc_artifact_versions(out->artifact, g);
        out->graphs[g].ops = tfc_artifact_ops(out->artifact, g, &out->graphs[g].n_ops);
        out->graphs[g].mg = model ? tfc_model_meta_graph(model, g) : NULL; /* for the op and attr rules */
    }
    return CLI_OK;
}

void cli_loaded_free(cli_loaded *l)
{
    free(l->graphs);
    tfc_artifact_free(l->artifact);
    memset(l, 0, sizeof *l);
}

int cli_releases(int argc, char **argv)
{
    const char *path = NULL, *regfile = NULL;
    int json = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) return usage(stdout, CLI_OK);
        if (!strcmp(a, "--json")) {
            json = 1;
        } else if (!strcmp(a, "--registry")) {
            if (i + 1 >= argc) return cli_usage_error("releases", "missing value for", a);
            regfile = argv[++i];
        } else if (a[0] == '-' && a[1]) {
            return cli_usage_error("releases", "unknown option", a);
        } else if (path) {
            return cli_usage_error("releases", "more than one PATH", a);
        } else {
            path = a;
        }
    }
    if (!path) return cli_usage_error("releases", "missing PATH", NULL);

    cli_loaded l;
    int out = cli_load_graphs(path, json, &l);
    if (out) return out;
    const tfc_registry *reg = NULL;
    out = cli_registry_open(regfile, json, &reg);
    if (!out) {
        out = cli_releases_report(reg, l.scheme, path, l.graphs, l.n, json);
        cli_registry_release(reg);
    }
    cli_loaded_free(&l);
    return out;
}
