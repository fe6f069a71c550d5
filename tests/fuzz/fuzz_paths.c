/*
 * fuzz_paths.c - libFuzzer harness for the path-based entries: the input
 * becomes a file (a memfd, opened by its /proc/self/fd path, so no disk
 * I/O) and goes through tfc_file_detect_kind, tfc_file_open_model,
 * tfc_checkpoint_open and tfc_tflite_model_open, whose readers (mapping,
 * size checks, kind detection) the byte-buffer harnesses never reach.
 */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

#include <tfcompat.h>

#include "fuzz_answer.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int fd = memfd_create("tfc_fuzz_paths", 0);
    if (fd < 0) return 0;
    if (size && write(fd, data, size) != (ssize_t)size) {
        close(fd);
        return 0;
    }
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);

    int32_t kind = 0, is_dir = 0;
    (void)tfc_file_detect_kind(&kind, &is_dir, path, NULL);
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_model *m = NULL;
    int32_t rc = tfc_file_open_model(&m, path, TFC_KIND_UNKNOWN, NULL, &err);
    fuzz_answer(rc, m, &err);
    if (rc == TFC_OK) {
        for (size_t g = 0; g < tfc_model_meta_graph_count(m); g++) {
            const tfc_meta_graph *mg = tfc_model_meta_graph(m, g);
            tfc_verdict *v = NULL;
            const tfc_versiondef *vd = tfc_meta_graph_versions(mg);
            if (vd && tfc_registry_check_release(&v, tfc_registry_default(), tfc_registry_scheme_graphdef(), "2.15.0", vd,
                                                 NULL, 0, NULL, NULL) == TFC_OK)
                tfc_verdict_free(v);
        }
        tfc_model_free(m);
    }
    tfc_checkpoint *c = NULL;
    tfc_error_init(&err, sizeof err);
    rc = tfc_checkpoint_open(&c, path, NULL, &err);
    fuzz_answer(rc, c, &err);
    tfc_checkpoint_free(c);
    tfc_tflite_model *t = NULL;
    tfc_error_init(&err, sizeof err);
    rc = tfc_tflite_model_open(&t, path, NULL, &err);
    fuzz_answer(rc, t, &err);
    if (rc == TFC_OK) {
        tfc_resolver *r = NULL;
        if (tfc_resolver_standard(&r, NULL, NULL) == TFC_OK) {
            tfc_verdict *v = NULL;
            if (tfc_resolver_check(&v, t, r, TFC_TFLITE_CHECK_STRUCTURE, NULL) == TFC_OK) tfc_verdict_free(v);
            tfc_resolver_free(r);
        }
        tfc_tflite_model_free(t);
    }
    close(fd);
    return 0;
}
