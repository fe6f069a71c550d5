/*
 * check_model.c - the C API in ten lines: can GraphDef consumer N load this
 * model? Usage: check_model PATH CONSUMER [TF_VERSION]
 * Exit 0 accepted, 1 rejected, 2 unreadable.
 */
#include <stdio.h>
#include <stdlib.h>

/* The building blocks (tfcompat.h: the lower tier, outside the semver promise). */
#define TFC_BUILDING_BLOCKS 1
#include <tfcompat.h>

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s PATH CONSUMER [TF_VERSION]\n", argv[0]);
        return 64;
    }
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_artifact *model = NULL; /* any file or SavedModel directory; the library detects the kind */
    if (tfc_artifact_open(&model, argv[1], NULL, &err) != TFC_OK) {
        fprintf(stderr, "%s: %s\n", argv[1], err.message);
        return 2;
    }
    if (!tfc_artifact_model(model)) {
        fprintf(stderr, "%s: a %s has no GraphDef\n", argv[1], tfc_container_kind_name(tfc_artifact_kind(model)));
        tfc_artifact_free(model);
        return 2;
    }
    const tfc_versiondef *versions = tfc_artifact_versions(model, 0);
    tfc_verdict *verdict = NULL;
    tfc_accept_check(&verdict, versions, (int32_t)atoi(argv[2]), 0, "GraphDef", "graph",
                       argc > 3 ? argv[3] : "2.21.0", NULL, &err);
    int64_t first = tfc_verdict_first_error(verdict);
    printf("%s\n", first < 0 ? "accepted" : tfc_verdict_finding_message(verdict, (size_t)first));
    int rc = tfc_verdict_accepted(verdict) ? 0 : 1;
    tfc_verdict_free(verdict);
    tfc_artifact_free(model);
    return rc;
}
