/*
 * fuzz_saved_model_dir.c - libFuzzer harness for the SavedModel directory
 * layout: the input is split into saved_model.pb and
 * variables/variables.index of a directory made once per process (byte 0:
 * bit 0 = write the index, bit 1 = make saved_model.pb a directory instead,
 * bit 2 = make variables/variables.index a directory; bytes 1..4: little-
 * endian length of the saved_model.pb part), then tfc_gate_check and
 * tfc_file_open_model run on the directory. The directory is made in
 * /dev/shm when it is writable (a tmpfs: no journal per execution, several
 * times the executions a second of a disk-backed /tmp), else in /tmp.
 */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <tfcompat.h>

#include "fuzz_answer.h"

static char dir[64];
static char pb[128], vars[128], index_path[160];

static void put_file(const char *path, const uint8_t *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f) return;
    if (n) (void)!fwrite(p, 1, n, f);
    fclose(f);
}

/* Removes a file or an empty directory at path. */
static void clear(const char *path)
{
    if (unlink(path)) (void)rmdir(path);
}

/* The directory goes when the process ends (replay, or a fuzzer's exit). */
static void remove_dir(void)
{
    clear(pb);
    clear(index_path);
    rmdir(vars);
    rmdir(dir);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "%s/tfc_fuzz_sm_XXXXXX", access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
        if (!mkdtemp(dir)) return 0;
        snprintf(pb, sizeof pb, "%s/saved_model.pb", dir);
        snprintf(vars, sizeof vars, "%s/variables", dir);
        snprintf(index_path, sizeof index_path, "%s/variables/variables.index", dir);
        mkdir(vars, 0700);
        atexit(remove_dir);
    }
    if (size < 5) return 0;
    uint8_t flags = data[0];
    uint32_t split = (uint32_t)data[1] | (uint32_t)data[2] << 8 | (uint32_t)data[3] << 16 | (uint32_t)data[4] << 24;
    data += 5;
    size -= 5;
    if (split > size) split = (uint32_t)size;
    clear(pb);
    clear(index_path);
    if (flags & 2) mkdir(pb, 0700);
    else put_file(pb, data, split);
    if (flags & 4) mkdir(index_path, 0700);
    else if (flags & 1) put_file(index_path, data + split, size - split);

    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_verdict *v = NULL;
    int32_t rc = tfc_gate_check(&v, tfc_registry_default(), "2.15.0", dir, NULL, NULL, &err);
    fuzz_answer(rc, v, &err);
    tfc_verdict_free(v);
    tfc_error_init(&err, sizeof err);
    tfc_model *m = NULL;
    rc = tfc_file_open_model(&m, dir, TFC_KIND_SAVED_MODEL, NULL, &err);
    fuzz_answer(rc, m, &err);
    tfc_model_free(m);
    return 0;
}
