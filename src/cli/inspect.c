/*
 * inspect.c - `tfcompat inspect PATH [--json]`: what a model file holds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_checkpoint.h"

static int usage(FILE *f, int rc)
{
    fputs("usage: tfcompat inspect PATH [--json] [--operators]\n\n"
          "Shows the versions and contents of a GraphDef, MetaGraphDef (.meta),\n"
          "SavedModel (saved_model.pb or its directory), checkpoint index or TFLite\n"
          "model. The kind is detected from the content, never from the file name.\n"
          "  --json        one JSON object on stdout (docs/CLI.md)\n"
          "  --operators   TFLite: list every operator; GraphDef, MetaGraphDef,\n"
          "                SavedModel: every op with the first TensorFlow release\n"
          "                registering it, and the oldest release that loads the model\n",
          f);
    return rc;
}

static const char *const dating_names[] = {"exact", "approximate", "range"};

static int cmp_str(const void *x, const void *y)
{
    return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* A sorted copy of one name list of g (NULL when out of memory). */
static const char **sorted_names(const tfc_meta_graph *g, int32_t list, size_t *n)
{
    *n = tfc_meta_graph_name_count(g, list);
    const char **v = calloc(*n ? *n : 1, sizeof *v);
    if (!v) return NULL;
    for (size_t i = 0; i < *n; i++) v[i] = tfc_meta_graph_name(g, list, i);
    qsort(v, *n, sizeof *v, cmp_str);
    return v;
}

/* Every distinct op of a meta graph (graph, then functions), visited once;
 * calls of library functions (a node whose op is a function's name) are not ops. */
static void each_op(const tfc_meta_graph *g, void (*fn)(const char *op, void *ctx), void *ctx)
{
    size_t nf, ng;
    const char **fns = sorted_names(g, TFC_NAMES_FUNCTIONS, &nf);
    const char **graph_ops = sorted_names(g, TFC_NAMES_OPS_IN_GRAPH, &ng);
    for (int32_t list = TFC_NAMES_OPS_IN_GRAPH; fns && graph_ops && list <= TFC_NAMES_OPS_IN_FUNCTIONS; list++)
        for (size_t i = 0; i < tfc_meta_graph_name_count(g, list); i++) {
            const char *op = tfc_meta_graph_name(g, list, i);
            if (nf && bsearch(&op, fns, nf, sizeof *fns, cmp_str)) continue;
            if (list == TFC_NAMES_OPS_IN_FUNCTIONS && ng && bsearch(&op, graph_ops, ng, sizeof *graph_ops, cmp_str))
                continue;
            fn(op, ctx);
        }
    free((void *)fns);
    free((void *)graph_ops);
}

typedef struct op_ctx {
    jw *w;
    const tfc_meta_graph *g;
} op_ctx;

/* The attrs of `op` the graph uses that some release lacks (each once). */
static void attrs_json(jw *w, const tfc_meta_graph *g, const char *op)
{
    jw_key(w, "attrs");
    jw_array_begin(w);
    int64_t last = -1;
    for (size_t u = 0; u < tfc_opreg_attr_use_count(g); u++) {
        int64_t row = tfc_opreg_attr_use_row(g, u);
        if (row < 0 || row == last || strcmp(tfc_opreg_attr_op((size_t)row), op)) continue;
        last = row;
        jw_object_begin(w);
        jw_key(w, "attr");
        jw_string(w, tfc_opreg_attr_name((size_t)row));
        jw_key(w, "first_release");
        jw_string(w, tfc_opreg_attr_first((size_t)row));
        jw_key(w, "dating");
        jw_string(w, dating_names[tfc_opreg_attr_dating((size_t)row)]);
        jw_key(w, "node");
        jw_string(w, tfc_opreg_attr_use_node(g, u));
        jw_key(w, "default");
        jw_string(w, tfc_opreg_attr_default((size_t)row));
        jw_object_end(w);
    }
    jw_array_end(w);
}

static void op_json(const char *op, void *vctx)
{
    op_ctx *ctx = vctx;
    jw *w = ctx->w;
    int64_t i = tfc_opreg_op_find(op);
    jw_object_begin(w);
    jw_key(w, "op");
    jw_string(w, op);
    jw_key(w, "first_release");
    jw_string_or_null(w, i >= 0 ? tfc_opreg_op_first((size_t)i) : NULL);
    if (i >= 0) {
        const char *ka = tfc_opreg_op_known_absent((size_t)i);
        jw_key(w, "known_absent_in");
        jw_string_or_null(w, ka[0] ? ka : NULL);
        jw_key(w, "dating");
        jw_string(w, dating_names[tfc_opreg_op_dating((size_t)i)]);
        jw_key(w, "core");
        jw_bool(w, tfc_opreg_op_core((size_t)i));
        const char *rm = tfc_opreg_op_removed((size_t)i);
        jw_key(w, "removed_in");
        jw_string_or_null(w, rm[0] ? rm : NULL);
    }
    attrs_json(w, ctx->g, op);
    jw_object_end(w);
}

static void op_text(const char *op, void *vctx)
{
    const tfc_meta_graph *g = vctx;
    int64_t i = tfc_opreg_op_find(op);
    if (i < 0) {
        printf("  %-40s in no TensorFlow op list (needs the library that registers it)\n", op);
        return;
    }
    size_t k = (size_t)i;
    printf("  %-40s from %s", op, tfc_opreg_op_first(k));
    if (tfc_opreg_op_dating(k) == TFC_DATING_RANGE)
        printf(" (arrived after %s)", tfc_opreg_op_known_absent(k)[0] ? tfc_opreg_op_known_absent(k) : "an unknown release");
    else if (tfc_opreg_op_dating(k) == TFC_DATING_APPROX)
        printf(" (approximate)");
    if (tfc_opreg_op_removed(k)[0]) printf(", removed in %s", tfc_opreg_op_removed(k));
    if (!tfc_opreg_op_core(k)) printf(", XLA/TPU builds only");
    putchar('\n');
    int64_t last = -1;
    for (size_t u = 0; u < tfc_opreg_attr_use_count(g); u++) {
        int64_t row = tfc_opreg_attr_use_row(g, u);
        if (row < 0 || row == last || strcmp(tfc_opreg_attr_op((size_t)row), op)) continue;
        last = row;
        printf("    attr %-35s from %s (node %s)\n", tfc_opreg_attr_name((size_t)row), tfc_opreg_attr_first((size_t)row),
               tfc_opreg_attr_use_node(g, u));
    }
}

/* The oldest default-registry release accepting meta graph g, or NULL. */
static const char *oldest_release(const tfc_meta_graph *g, tfc_release_answer **keep)
{
    *keep = NULL;
    if (tfc_opreg_check(keep, tfc_registry_default(), g, NULL)) return NULL;
    int64_t o = tfc_release_answer_oldest_accepting(*keep);
    return o >= 0 ? tfc_release_answer_release(*keep, (size_t)o) : NULL;
}

static void operators_json(jw *w, const tfc_model *m)
{
    jw_key(w, "operators");
    jw_array_begin(w);
    for (size_t g = 0; g < tfc_model_meta_graph_count(m); g++) {
        const tfc_meta_graph *mg = tfc_model_meta_graph(m, g);
        jw_object_begin(w);
        jw_key(w, "ops");
        jw_array_begin(w);
        op_ctx ctx = {w, mg};
        each_op(mg, op_json, &ctx);
        jw_array_end(w);
        tfc_release_answer *a = NULL;
        jw_key(w, "oldest_loading_release");
        jw_string_or_null(w, oldest_release(mg, &a));
        tfc_release_answer_free(a);
        jw_object_end(w);
    }
    jw_array_end(w);
}

static void operators_text(const tfc_model *m)
{
    for (size_t g = 0; g < tfc_model_meta_graph_count(m); g++) {
        const tfc_meta_graph *mg = tfc_model_meta_graph(m, g);
        printf("operators (meta graph %zu), first TensorFlow release registering each:\n", g);
        each_op(mg, op_text, (void *)mg);
        tfc_release_answer *a = NULL;
        const char *o = oldest_release(mg, &a);
        printf("oldest TensorFlow release loading it: %s\n", o ? o : "none");
        tfc_release_answer_free(a);
    }
}

/* The output for an opened artifact, by its kind. */
static int show(const tfc_artifact *a, const char *path, int json, int operators)
{
    int32_t kind = tfc_artifact_kind(a);
    /* Same output as `tfcompat tflite inspect`. */
    if (kind == TFC_KIND_TFLITE) return cli_tflite_inspect(path, tfc_artifact_tflite(a), json, operators);
    if (kind == TFC_KIND_TFJS_MODEL) return cli_tfjs_inspect(tfc_artifact_tfjs_model(a), json, operators);
    if (kind == TFC_KIND_VERSION_DEF) {
        const tfc_versiondef *v = tfc_artifact_versiondef(a);
        if (json) {
            jw w;
            jw_init(&w, stdout);
            jw_object_begin(&w);
            jw_key(&w, "kind");
            jw_string(&w, "version_def");
            jw_key(&w, "versions");
            cli_versions_json(&w, v);
            jw_object_end(&w);
            jw_finish(&w);
        } else {
            fputs("kind: version_def\nversions: ", stdout);
            cli_versions_text(stdout, v);
            putchar('\n');
        }
        return CLI_OK;
    }
    const tfc_checkpoint *c = tfc_artifact_checkpoint(a);
    if (kind == TFC_KIND_CHECKPOINT_INDEX) {
        if (json) {
            jw w;
            jw_init(&w, stdout);
            jw_object_begin(&w);
            jw_key(&w, "kind");
            jw_string(&w, "checkpoint_index");
            cli_checkpoint_json(&w, c);
            jw_object_end(&w);
            jw_finish(&w);
        } else {
            cli_checkpoint_text(stdout, c);
        }
        return CLI_OK;
    }
    const tfc_model *m = tfc_artifact_model(a);
    /* A SavedModel directory: the graph and, when there is one, its checkpoint. */
    int is_dir = tfc_artifact_is_directory(a);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_artifact_checkpoint_status(a, &err);
    if (rc) return cli_input_error(json, tfc_artifact_checkpoint_path(a), rc, &err);
    if (json) {
        jw w;
        jw_init(&w, stdout);
        jw_object_begin(&w);
        if (is_dir) {
            jw_key(&w, "kind");
            jw_string(&w, "saved_model_dir");
            jw_key(&w, "saved_model");
            jw_object_begin(&w);
            cli_model_members(&w, m);
            jw_object_end(&w);
            jw_key(&w, "checkpoint");
            if (c) {
                jw_object_begin(&w);
                jw_key(&w, "kind");
                jw_string(&w, "checkpoint_index");
                cli_checkpoint_json(&w, c);
                jw_object_end(&w);
            } else {
                jw_null(&w);
            }
        } else {
            cli_model_members(&w, m);
        }
        if (operators) operators_json(&w, m);
        jw_object_end(&w);
        jw_finish(&w);
    } else {
        cli_model_text(stdout, m);
        if (is_dir) {
            if (c) {
                fputs("checkpoint (variables/variables.index):\n", stdout);
                cli_checkpoint_text(stdout, c);
            } else {
                fputs("checkpoint: none (no variables/variables.index)\n", stdout);
            }
        }
        if (operators) operators_text(m);
    }
    return CLI_OK;
}

int cli_inspect(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0, operators = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return usage(stdout, CLI_OK);
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--operators")) operators = 1;
        else if (argv[i][0] == '-' && argv[i][1]) return cli_usage_error("inspect", "unknown option", argv[i]);
        else if (path) return cli_usage_error("inspect", "more than one PATH", argv[i]);
        else path = argv[i];
    }
    if (!path) return cli_usage_error("inspect", "missing PATH", NULL);

    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_artifact *a = NULL;
    int32_t rc = tfc_artifact_open(&a, path, NULL, &err);
    if (rc) return cli_input_error(json, path, rc, &err);
    int out = show(a, path, json, operators);
    tfc_artifact_free(a);
    return out;
}
