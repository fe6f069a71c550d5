/*
 * walk_only.c - what the walking thread of `tfcompat scan --jobs N` costs
 * per model: tfc_scan_walk_v2 with the scan's flags (TFC_SCAN_UNREAD_FILES
 * and TFC_SCAN_SAVED_MODELS_UNLISTED: it lists directories other than
 * SavedModel ones and looks for saved_model.pb; the workers read the files
 * and list the SavedModel directories), each path copied as the scan's
 * hand-off does, and nothing else. --listed: the walk lists SavedModel
 * directories too (the walk of --jobs 1, and of --jobs N before 1.1.0).
 * A scan whose workers each spend R µs of CPU per model stops scaling
 * near R / (this figure) jobs, when the one walking thread is the limit.
 *
 *   walk_only [--listed] ROOT...
 *
 * Prints one line: models=N cpu_s=C us_per_model=U (this thread's CPU time
 * of the walks, process start and exit excluded).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TFC_BUILDING_BLOCKS 1
#include <tfcompat.h>

static uint64_t models;

static int32_t visit(const char *path, int32_t kind, void *user)
{
    (void)user;
    if (kind == TFC_SCAN_LINK_NOT_FOLLOWED) return TFC_OK;
    char *copy = strdup(path); /* the scan copies each path into its ring */
    if (!copy) return TFC_E_NOMEM;
    free(copy);
    models++;
    return TFC_OK;
}

int main(int argc, char **argv)
{
    int first = 1;
    uint32_t flags = TFC_SCAN_UNREAD_FILES | TFC_SCAN_SAVED_MODELS_UNLISTED;
    if (argc > 1 && !strcmp(argv[1], "--listed")) {
        flags = TFC_SCAN_UNREAD_FILES;
        first = 2;
    }
    if (argc <= first) {
        fputs("usage: walk_only [--listed] ROOT...\n", stderr);
        return 64;
    }
    struct timespec a, b;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a);
    for (int i = first; i < argc; i++) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = tfc_scan_walk_v2(argv[i], flags, visit, NULL, &err);
        if (rc) {
            fprintf(stderr, "walk_only: %s: %s\n", argv[i], err.message);
            return 2;
        }
    }
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
    double s = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
    printf("models=%llu cpu_s=%.4f us_per_model=%.3f\n", (unsigned long long)models, s,
           models ? s * 1e6 / (double)models : 0.0);
    return 0;
}
