/*
 * own_registry.c - a serving binary that knows only its own build.
 *
 * "myserving 7" was built against a TensorFlow whose GraphDef version is
 * 2100 (min_producer 0). At start-up it builds a registry of that one
 * consumer; then every SavedModel directory it is asked to load is gated
 * with one call, tfc_gate_check: TensorFlow's version check on every
 * meta graph, the op deprecations, and the checkpoint header, with
 * TensorFlow's own message on refusal.
 *
 * Usage: own_registry SAVED_MODEL_DIR
 * Exit 0 accepted, 1 refused (or undecidable), 2 unreadable model.
 */
#include <stdio.h>

/* The building blocks (tfcompat.h: the lower tier, outside the semver promise). */
#define TFC_BUILDING_BLOCKS 1
#include <tfcompat.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s SAVED_MODEL_DIR\n", argv[0]);
        return 64;
    }
    tfc_error err;
    tfc_error_init(&err, sizeof err);

    /* Once, at start-up: the registry of this build. Immutable afterwards,
     * so request threads may share it without locks. */
    tfc_registry_builder *b = NULL;
    tfc_registry *self = NULL;
    if (tfc_registry_builder_new(&b, NULL, &err) ||
        tfc_registry_builder_add_consumer(b, tfc_registry_scheme_graphdef(), "myserving", "7", 2100, 0, 0, "2026-11-01",
                                          &err) ||
        tfc_registry_builder_build(&self, b, &err)) {
        fprintf(stderr, "registry: %s\n", err.message);
        tfc_registry_builder_free(b);
        return 2;
    }
    tfc_registry_builder_free(b);

    /* Per model: one call. */
    tfc_verdict *verdict = NULL;
    if (tfc_gate_check(&verdict, self, "7", argv[1], NULL, NULL, &err) != TFC_OK) {
        fprintf(stderr, "%s: %s (%s)\n", argv[1], err.message, tfc_status_name(err.code));
        tfc_registry_free(self);
        return 2;
    }
    int rc;
    if (tfc_verdict_accepted(verdict)) {
        printf("accepted by myserving 7\n");
        rc = 0;
    } else {
        int64_t first = tfc_verdict_first_error(verdict);
        size_t i = first >= 0 ? (size_t)first : 0;
        printf("refused by myserving 7 (%s): %s\n", tfc_verdict_finding_subject(verdict, i),
               tfc_verdict_finding_message(verdict, i));
        rc = 1;
    }
    tfc_verdict_free(verdict);
    tfc_registry_free(self);
    return rc;
}
