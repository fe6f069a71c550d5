/*
 * tsan_shared.c - 8 threads share one registry (loaded from text), the
 * default registry, one resolver, one delegate and parsed models (a
 * SavedModel, a checkpoint, a TFLite model), and each runs every read-only
 * call on them many times. The objects are documented as immutable after
 * construction and safe to read from many threads; under ThreadSanitizer
 * (tools/tsan.sh) any data race is a failure. Without TSan it still checks
 * that every thread gets the same answers.
 * usage: tsan_shared TESTDIR
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

#define THREADS 8
#define ROUNDS 40

static const tfc_registry *reg;
static tfc_registry *loaded;
static tfc_resolver *resolver;
static tfc_delegate *delegate;
static tfc_model *model;
static tfc_checkpoint *ckpt;
static tfc_tflite_model *tfl;
static char saved_model_dir[2048];
static char tflite_path[4096];
static tfc_target *target; /* the check layer's target, shared */
static tfc_target *release_target; /* a TensorFlow release: its interpreter is made at the first TFLite model */

typedef struct answers {
    int32_t registry_outcome, loaded_outcome, gate_outcome, tflite_accepted;
    int32_t check_outcome, check_tflite_outcome;
    size_t tflite_findings, delegate_findings, versions, answer_accepting, tflite_answer_accepting;
    const char *min_runtime;
    int32_t release_tflite_outcome;
    int failed;
} answers;

static void one_round(answers *a)
{
    /* The check layer: one shared target, the all-release answers (the
     * TFLite one builds the process-wide standard interpreters once). */
    tfc_verdict *cv = NULL;
    if (tfc_check_path(&cv, target, saved_model_dir, NULL, NULL)) a->failed = 1;
    a->check_outcome = tfc_verdict_outcome(cv);
    tfc_verdict_free(cv);
    cv = NULL;
    if (tfc_check_path(&cv, target, tflite_path, NULL, NULL)) a->failed = 1;
    a->check_tflite_outcome = tfc_verdict_outcome(cv);
    tfc_verdict_free(cv);
    cv = NULL;
    if (tfc_check_path(&cv, release_target, tflite_path, NULL, NULL)) a->failed = 1;
    a->release_tflite_outcome = tfc_verdict_outcome(cv);
    tfc_verdict_free(cv);
    for (int k = 0; k < 2; k++) {
        tfc_artifact *art = NULL;
        tfc_answer *ans = NULL;
        if (tfc_check_open(&art, k ? tflite_path : saved_model_dir, NULL, NULL) ||
            tfc_check_releases(&ans, art, NULL, NULL, NULL))
            a->failed = 1;
        if (k) a->tflite_answer_accepting = tfc_answer_accepting_count(ans);
        else a->answer_accepting = tfc_answer_accepting_count(ans);
        tfc_answer_free(ans);
        tfc_artifact_free(art);
    }
    for (size_t g = 0; g < tfc_model_meta_graph_count(model); g++) {
        const tfc_meta_graph *mg = tfc_model_meta_graph(model, g);
        size_t n = tfc_meta_graph_name_count(mg, TFC_NAMES_OPS_IN_GRAPH);
        const char **ops = calloc(n ? n : 1, sizeof *ops);
        for (size_t i = 0; i < n; i++) ops[i] = tfc_meta_graph_name(mg, TFC_NAMES_OPS_IN_GRAPH, i);
        tfc_verdict *v = NULL;
        if (tfc_registry_check_release(&v, reg, tfc_registry_scheme_graphdef(), "2.15.0", tfc_meta_graph_versions(mg), ops, n,
                                       NULL, NULL))
            a->failed = 1;
        a->registry_outcome = tfc_verdict_outcome(v);
        tfc_verdict_free(v);
        v = NULL;
        if (tfc_registry_check_release(&v, loaded, tfc_registry_scheme_graphdef(), "1.0.0", tfc_meta_graph_versions(mg), ops, n,
                                       NULL, NULL))
            a->failed = 1;
        a->loaded_outcome = tfc_verdict_outcome(v);
        tfc_verdict_free(v);
        tfc_release_answer *ans = NULL;
        if (tfc_registry_check(&ans, reg, tfc_registry_scheme_graphdef(), tfc_meta_graph_versions(mg), ops, n, NULL)) a->failed = 1;
        tfc_release_answer_free(ans);
        free(ops);
    }
    tfc_verdict *v = NULL;
    if (tfc_checkpoint_check_versions(&v, ckpt, "2.15.0", NULL)) a->failed = 1;
    tfc_verdict_free(v);
    v = NULL;
    if (tfc_gate_check(&v, reg, "2.15.0", saved_model_dir, NULL, NULL, NULL)) a->failed = 1;
    a->gate_outcome = tfc_verdict_outcome(v);
    tfc_verdict_free(v);
    v = NULL;
    if (tfc_resolver_check(&v, tfl, resolver, TFC_TFLITE_CHECK_STRUCTURE, NULL)) a->failed = 1;
    a->tflite_accepted = tfc_verdict_accepted(v);
    a->tflite_findings = tfc_verdict_finding_count(v);
    tfc_verdict_free(v);
    v = NULL;
    if (tfc_delegate_check(&v, tfl, delegate, NULL)) a->failed = 1;
    a->delegate_findings = tfc_verdict_finding_count(v);
    tfc_verdict_free(v);
    tfc_op_versions *vers = NULL;
    if (tfc_op_versions_compute(&vers, tfl, NULL)) a->failed = 1;
    a->versions = tfc_op_versions_count(vers);
    tfc_op_versions_free(vers);
    tfc_min_runtime *mr = NULL;
    if (tfc_min_runtime_compute(&mr, tfl, NULL)) a->failed = 1;
    a->min_runtime = tfc_min_runtime_version(mr) ? "set" : "empty";
    tfc_min_runtime_free(mr);
    for (size_t s = 0; s < tfc_tflite_model_subgraph_count(tfl); s++) {
        tfc_tflite_subgraph_info si = {.size = sizeof si};
        if (tfc_tflite_model_subgraph(&si, tfl, s)) a->failed = 1;
        for (size_t op = 0; op < si.operator_count; op++) {
            tfc_tflite_operator_info oi = {.size = sizeof oi};
            if (tfc_tflite_model_operator(&oi, tfl, s, op, NULL)) a->failed = 1;
        }
    }
    for (size_t i = 0; i < tfc_checkpoint_entry_count(ckpt); i++) (void)tfc_checkpoint_entry_name(ckpt, i, NULL);
}

static void *worker(void *arg)
{
    answers *a = arg;
    for (int r = 0; r < ROUNDS; r++) one_round(a);
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: tsan_shared TESTDIR\n");
        return 2;
    }
    char path[4096];
    static const char text[] = "include tensorflow\nconsumer graphdef own 1.0.0 27 0 0 -\n";
    static const char deleg[] = "builtin CONV_2D 2\nbuiltin ADD 1\n";
    reg = tfc_registry_default();
    snprintf(saved_model_dir, sizeof saved_model_dir, "%s/corpus/saved_model/saved_model_half_plus_three", argv[1]);
    int rc = tfc_registry_load(&loaded, text, sizeof text - 1, NULL, NULL);
    if (!rc) rc = tfc_resolver_standard(&resolver, NULL, NULL);
    if (!rc) rc = tfc_delegate_parse(&delegate, deleg, sizeof deleg - 1, NULL, NULL);
    if (!rc) rc = tfc_file_open_model(&model, saved_model_dir, TFC_KIND_UNKNOWN, NULL, NULL);
    snprintf(path, sizeof path, "%s/variables/variables.index", saved_model_dir);
    if (!rc) rc = tfc_checkpoint_open(&ckpt, path, NULL, NULL);
    snprintf(path, sizeof path, "%s/corpus/tflite/conv0.tflite", argv[1]);
    snprintf(tflite_path, sizeof tflite_path, "%s", path);
    if (!rc) rc = tfc_target_parse(&target, "2.15.0,litert@2.14.0", NULL, NULL);
    if (!rc) rc = tfc_target_parse(&release_target, "2.11.1", NULL, NULL);
    if (!rc) rc = tfc_tflite_model_open(&tfl, path, NULL, NULL);
    if (rc) {
        fprintf(stderr, "tsan_shared: setup failed: %s\n", tfc_status_name(rc));
        return 1;
    }
    pthread_t th[THREADS];
    answers a[THREADS];
    memset(a, 0, sizeof a);
    for (int i = 0; i < THREADS; i++) pthread_create(&th[i], NULL, worker, &a[i]);
    for (int i = 0; i < THREADS; i++) pthread_join(th[i], NULL);
    int bad = 0;
    for (int i = 0; i < THREADS; i++)
        if (a[i].failed || memcmp(&a[i], &a[0], sizeof a[0])) bad = 1;
    tfc_tflite_model_free(tfl);
    tfc_checkpoint_free(ckpt);
    tfc_model_free(model);
    tfc_delegate_free(delegate);
    tfc_resolver_free(resolver);
    tfc_registry_free(loaded);
    tfc_target_free(target);
    tfc_target_free(release_target);
    printf("tsan_shared: %d threads x %d rounds, %s\n", THREADS, ROUNDS, bad ? "ANSWERS DIFFER" : "same answers");
    return bad;
}
