/*
 * read_floor.c - the read floor of a model store: walk the tree and read()
 * every model file (.pb, .index, .tflite, .meta) into one reused buffer,
 * one thread. The least a scan of the same files pays to get their bytes
 * from the kernel; bench/store.sh divides its scan times by this.
 *
 *   read_floor ROOT...
 *
 * Prints one line: files=N bytes=B time_s=T (wall time of the walk and the
 * reads, process start and exit excluded).
 */
#define _XOPEN_SOURCE 700
#include <fcntl.h>
#include <ftw.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define BUF_SIZE (1u << 20)

static char *buf;
static uint64_t files, bytes;
static int failed;

static int is_model(const char *path)
{
    static const char *const ext[] = {".pb", ".index", ".tflite", ".meta"};
    size_t n = strlen(path);
    for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++) {
        size_t e = strlen(ext[i]);
        if (n >= e && !strcmp(path + n - e, ext[i])) return 1;
    }
    return 0;
}

static int visit(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    (void)ftw;
    if (type != FTW_F || !is_model(path)) return 0;
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        perror(path);
        failed = 1;
        return 0;
    }
    ssize_t got;
    while ((got = read(fd, buf, BUF_SIZE)) > 0) bytes += (uint64_t)got;
    if (got < 0) {
        perror(path);
        failed = 1;
    }
    close(fd);
    files++;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s ROOT...\n", argv[0]);
        return 64;
    }
    buf = malloc(BUF_SIZE);
    if (!buf) return 1;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    /* FTW_PHYS: links are not followed, as tfcompat scan does not follow them */
    for (int i = 1; i < argc; i++)
        if (nftw(argv[i], visit, 64, FTW_PHYS)) {
            perror(argv[i]);
            failed = 1;
        }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    printf("files=%llu bytes=%llu time_s=%.6f\n", (unsigned long long)files, (unsigned long long)bytes, s);
    free(buf);
    return failed;
}
