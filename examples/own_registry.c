/*
 * own_registry.c - a serving binary that knows only its own build.
 *
 * "myserving 7" was built against a TensorFlow whose GraphDef version is
 * 2100 (min_producer 0). At start-up it builds a registry of that one
 * consumer; then every model it is asked to load is gated with one call,
 * tfc_registry_check_release, which applies TensorFlow's version check and
 * its op-deprecation check and returns TensorFlow's own message on refusal.
 *
 * Usage: own_registry MODEL_PATH   (SavedModel file or directory, GraphDef,
 *                                  MetaGraphDef)
 * Exit 0 accepted, 1 refused (or undecidable), 2 unreadable model.
 */
#include <stdio.h>
#include <stdlib.h>

#include <tfcompat.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s MODEL_PATH\n", argv[0]);
        return 64;
    }
    tfc_error err;
    tfc_error_init(&err);

    /* Once, at start-up: the registry of this build. Immutable afterwards,
     * so request threads may share it without locks. */
    tfc_registry_builder *b = NULL;
    tfc_registry *self = NULL;
    if (tfc_registry_builder_new(&b, NULL, &err) ||
        tfc_registry_builder_add_consumer(b, tfc_scheme_graphdef(), "myserving", "7",
                                          2100 /* consumer */, 0 /* min_producer */,
                                          12 /* min_consumer it stamps */, "2024-11-08", &err) ||
        tfc_registry_builder_build(&self, b, &err)) {
        fprintf(stderr, "registry: %s\n", err.message);
        tfc_registry_builder_free(b);
        return 70;
    }
    tfc_registry_builder_free(b);

    /* Per model: read it (hostile input: any fault is a clear error). */
    tfc_model *model = NULL;
    if (tfc_model_open(&model, argv[1], TFC_KIND_UNKNOWN, NULL, &err) != TFC_OK) {
        fprintf(stderr, "%s: %s\n", argv[1], err.message);
        tfc_registry_free(self);
        return 2;
    }
    const tfc_meta_graph *g = tfc_model_meta_graph(model, 0);
    size_t n_graph = tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_GRAPH);
    size_t n_fn = tfc_meta_graph_name_count(g, TFC_NAMES_OPS_IN_FUNCTIONS);
    const char **ops = calloc(n_graph + n_fn + 1, sizeof *ops);
    if (!ops) {
        tfc_model_free(model);
        tfc_registry_free(self);
        return 70;
    }
    for (size_t i = 0; i < n_graph; i++) ops[i] = tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_GRAPH, i);
    for (size_t i = 0; i < n_fn; i++) ops[n_graph + i] = tfc_meta_graph_name(g, TFC_NAMES_OPS_IN_FUNCTIONS, i);

    /* The gate: one call, one verdict. */
    tfc_verdict *verdict = NULL;
    int rc = 2;
    if (tfc_registry_check_release(&verdict, self, tfc_scheme_graphdef(), "7",
                                   tfc_meta_graph_versions(g), ops, n_graph + n_fn, NULL, &err) == TFC_OK) {
        int64_t first = tfc_verdict_first_error(verdict);
        if (tfc_verdict_accepted(verdict)) {
            printf("accepted\n");
            rc = 0;
        } else {
            printf("refused: %s\n", first >= 0 ? tfc_verdict_finding_message(verdict, (size_t)first)
                                              : tfc_verdict_finding_message(verdict, 0));
            rc = 1;
        }
    } else {
        fprintf(stderr, "check: %s\n", err.message);
    }
    tfc_verdict_free(verdict);
    free(ops);
    tfc_model_free(model);
    tfc_registry_free(self);
    return rc;
}
