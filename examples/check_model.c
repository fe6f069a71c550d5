/*
 * check_model.c - a complete program on the stable core: can this consumer
 * load this model?
 *
 * Usage: check_model PATH TARGET [TF_VERSION]
 *   PATH        any model: GraphDef, MetaGraphDef, SavedModel file or
 *               directory, checkpoint index, TFLite model (detected by content)
 *   TARGET      a target string: "2.11.1", "litert@2.14.0",
 *               "2.11.1,litert@2.14.0", "tf-serving@2.11.1", ...
 *   TF_VERSION  the TensorFlow version messages name (default: the release's)
 * Prints "TARGET_NAME accepts it" or "TARGET_NAME rejects it: MESSAGE" (the
 * consumer's own message). Exit 0 accepted, 1 rejected, 2 unreadable model,
 * 64 usage or an unknown target.
 */
#include <stdio.h>

#include <tfcompat.h>

int main(int argc, char **argv)
{
    if (argc < 3 || argc > 4) {
        fprintf(stderr, "usage: %s PATH TARGET [TF_VERSION]\n", argv[0]);
        return 64;
    }
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_target *target = NULL; /* once per server: parsed, then shared */
    if (tfc_target_parse(&target, argv[2], NULL, &err) != TFC_OK ||
        (argc > 3 && tfc_target_set_tf_version(target, argv[3], &err) != TFC_OK)) {
        fprintf(stderr, "%s: %s\n", argv[2], err.message);
        tfc_target_free(target);
        return 64;
    }
    tfc_verdict *verdict = NULL; /* per model */
    if (tfc_check_path_v2(&verdict, argv[1], target, NULL, &err) != TFC_OK) {
        fprintf(stderr, "%s: %s (%s)\n", argv[1], err.message, tfc_status_name(err.code));
        tfc_target_free(target);
        return 2;
    }
    int64_t why = tfc_verdict_first_finding(verdict); /* -1: accepted */
    if (why < 0)
        printf("%s accepts it\n", tfc_target_name(target));
    else
        printf("%s rejects it: %s\n", tfc_target_name(target), tfc_verdict_finding_message(verdict, (size_t)why));
    int rc = tfc_verdict_accepted(verdict) ? 0 : 1;
    tfc_verdict_free(verdict);
    tfc_target_free(target);
    return rc;
}
