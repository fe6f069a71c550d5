/*
 * model_out.c - JSON and text output of GraphDef / MetaGraphDef / SavedModel
 * contents, shared by `inspect` and `check`.
 */
#include <inttypes.h>
#include <string.h>

#include "cli.h"

static void names_json(jw *w, const char *key, const tfc_meta_graph *g, int32_t list)
{
    jw_key(w, key);
    jw_array_begin(w);
    for (size_t i = 0; i < tfc_meta_graph_name_count(g, list); i++) jw_string(w, tfc_meta_graph_name(g, list, i));
    jw_array_end(w);
}

void cli_versions_json(jw *w, const tfc_versiondef *v)
{
    jw_object_begin(w);
    jw_key(w, "producer");
    jw_int(w, tfc_versiondef_producer(v));
    jw_key(w, "min_consumer");
    jw_int(w, tfc_versiondef_min_consumer(v));
    jw_key(w, "bad_consumers");
    jw_array_begin(w);
    for (size_t i = 0; i < tfc_versiondef_bad_consumer_count(v); i++) jw_int(w, tfc_versiondef_bad_consumer(v, i));
    jw_array_end(w);
    jw_object_end(w);
}

/* The members of one meta graph; with graph_only, just the GraphDef's. */
void cli_meta_graph_members(jw *w, const tfc_meta_graph *g, int graph_only)
{
    size_t n;
    const char *s;
    if (!graph_only) {
        jw_key(w, "tags");
        jw_array_begin(w);
        for (size_t i = 0; i < tfc_meta_graph_tag_count(g); i++) {
            s = tfc_meta_graph_tag(g, i, &n);
            jw_string_n(w, s, n);
        }
        jw_array_end(w);
        jw_key(w, "tensorflow_version");
        s = tfc_meta_graph_tensorflow_version(g, &n);
        jw_string_n(w, s, n);
        jw_key(w, "tensorflow_git_version");
        s = tfc_meta_graph_tensorflow_git_version(g, &n);
        jw_string_n(w, s, n);
        jw_key(w, "stripped_default_attrs");
        jw_bool(w, tfc_meta_graph_stripped_default_attrs(g));
        jw_key(w, "meta_graph_version");
        s = tfc_meta_graph_meta_graph_version(g, &n);
        jw_string_n(w, s, n);
    }
    jw_key(w, "has_versions");
    jw_bool(w, tfc_meta_graph_has_versions(g));
    jw_key(w, "versions");
    cli_versions_json(w, tfc_meta_graph_versions(g));
    jw_key(w, "graph_def_deprecated_version");
    jw_int(w, tfc_meta_graph_graph_def_deprecated_version(g));
    jw_key(w, "node_count");
    jw_int(w, tfc_meta_graph_node_count(g));
    jw_key(w, "function_count");
    jw_uint(w, tfc_meta_graph_function_count(g));
    names_json(w, "function_names", g, TFC_NAMES_FUNCTIONS);
    names_json(w, "ops_in_graph", g, TFC_NAMES_OPS_IN_GRAPH);
    names_json(w, "ops_in_functions", g, TFC_NAMES_OPS_IN_FUNCTIONS);
    if (!graph_only) names_json(w, "stripped_op_list_ops", g, TFC_NAMES_STRIPPED_OPS);
}

/* Members of a model object: "kind" and the rest, per docs/CLI.md. */
void cli_model_members(jw *w, const tfc_model *m)
{
    int32_t kind = tfc_model_kind(m);
    jw_key(w, "kind");
    jw_string(w, tfc_container_kind_name(kind));
    if (kind == TFC_KIND_GRAPH_DEF) {
        cli_meta_graph_members(w, tfc_model_meta_graph(m, 0), 1);
        return;
    }
    jw_key(w, "schema_version");
    if (kind == TFC_KIND_SAVED_MODEL) jw_int(w, tfc_model_schema_version(m));
    else jw_null(w);
    jw_key(w, "meta_graphs");
    jw_array_begin(w);
    for (size_t i = 0; i < tfc_model_meta_graph_count(m); i++) {
        jw_object_begin(w);
        cli_meta_graph_members(w, tfc_model_meta_graph(m, i), 0);
        jw_object_end(w);
    }
    jw_array_end(w);
}

static void names_text(FILE *f, const char *label, const tfc_meta_graph *g, int32_t list)
{
    size_t n = tfc_meta_graph_name_count(g, list);
    fprintf(f, "  %-22s %zu", label, n);
    for (size_t i = 0; i < n && i < 12; i++) {
        fputs(i ? ", " : ": ", f);
        cli_text_escaped(f, tfc_meta_graph_name(g, list, i)); /* op names from the model: hostile */
    }
    if (n > 12) fputs(", ...", f);
    fputc('\n', f);
}

void cli_versions_text(FILE *f, const tfc_versiondef *v)
{
    fprintf(f, "producer %" PRId32 ", min_consumer %" PRId32 ", bad_consumers [", tfc_versiondef_producer(v),
            tfc_versiondef_min_consumer(v));
    for (size_t i = 0; i < tfc_versiondef_bad_consumer_count(v); i++)
        fprintf(f, "%s%" PRId32, i ? ", " : "", tfc_versiondef_bad_consumer(v, i));
    fputs("]", f);
}

void cli_model_text(FILE *f, const tfc_model *m)
{
    int32_t kind = tfc_model_kind(m);
    fprintf(f, "kind: %s\n", tfc_container_kind_name(kind));
    if (kind == TFC_KIND_SAVED_MODEL) fprintf(f, "saved_model_schema_version: %" PRId64 "\n", tfc_model_schema_version(m));
    for (size_t i = 0; i < tfc_model_meta_graph_count(m); i++) {
        const tfc_meta_graph *g = tfc_model_meta_graph(m, i);
        size_t n;
        const char *s;
        if (kind != TFC_KIND_GRAPH_DEF) {
            fprintf(f, "meta graph %zu:\n  tags:                  ", i);
            for (size_t t = 0; t < tfc_meta_graph_tag_count(g); t++) {
                s = tfc_meta_graph_tag(g, t, &n);
                if (t) fputs(", ", f);
                cli_text_escaped_n(f, s, n);
            }
            fputs("\n  tensorflow_version:    ", f);
            s = tfc_meta_graph_tensorflow_version(g, &n);
            cli_text_escaped_n(f, s, n);
            fputs("\n  tensorflow_git_version: ", f);
            s = tfc_meta_graph_tensorflow_git_version(g, &n);
            cli_text_escaped_n(f, s, n);
            fprintf(f, "\n  stripped_default_attrs: %s\n", tfc_meta_graph_stripped_default_attrs(g) ? "true" : "false");
        }
        fputs("  versions:              ", f);
        if (tfc_meta_graph_has_versions(g)) cli_versions_text(f, tfc_meta_graph_versions(g));
        else fputs("absent (reads as producer 0, min_consumer 0)", f);
        fprintf(f, "\n  nodes:                 %" PRId64 "\n  functions:             %zu\n",
                tfc_meta_graph_node_count(g), tfc_meta_graph_function_count(g));
        names_text(f, "ops in graph:", g, TFC_NAMES_OPS_IN_GRAPH);
        names_text(f, "ops in functions:", g, TFC_NAMES_OPS_IN_FUNCTIONS);
    }
}
