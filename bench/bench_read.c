/*
 * bench_read.c - one reading of one model, for bench_measure to time.
 *
 *   bench_read floor|tfc|protobuf-c PATH
 *
 * PATH is a GraphDef file or a SavedModel directory (its saved_model.pb).
 * Prints one line: time_s=... (wall time of the reading itself, process
 * start and exit excluded), cpu_s=... (CPU time of the process over the
 * same span, up to the end of the cleanup), nodes=..., producer=..., so the
 * methods can be checked against each other.
 *
 *   floor       read() of the whole file into one reused 1 MiB buffer: the
 *               least any reader pays to get the bytes from the kernel.
 *   tfc         libtfcompat's verdict: tfc_file_open_model (mmap + scan) and
 *               tfc_accept_check for a consumer at producer 2100, then
 *               tfc_verdict_free and tfc_model_free (inside the clock).
 *   protobuf-c  mmap the file and unpack the whole GraphDef (or SavedModel)
 *               with protobuf-c; the clock stops once the versions are read
 *               (freeing the unpacked tree is not timed).
 */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <tfcompat.h>

#include "tf_model.pb-c.h"

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int die(const char *what)
{
    fprintf(stderr, "bench_read: %s\n", what);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s floor|tfc|protobuf-c PATH\n", argv[0]);
        return 64;
    }
    const char *method = argv[1], *path = argv[2];
    char file[4096];
    struct stat st;
    if (stat(path, &st)) return die("cannot stat the input");
    int dir = S_ISDIR(st.st_mode);
    snprintf(file, sizeof file, dir ? "%s/saved_model.pb" : "%s", path);
    long long nodes = -1;
    int producer = -1;
    double t0 = now(), c0 = cpu_now(), t1;

    if (!strcmp(method, "floor")) {
        static uint8_t chunk[1 << 20];
        int fd = open(file, O_RDONLY);
        if (fd < 0) return die("cannot open the input");
        ssize_t n;
        long long total = 0;
        while ((n = read(fd, chunk, sizeof chunk)) > 0) total += n;
        close(fd);
        t1 = now();
        if (n < 0) return die("read failed");
        nodes = total;
    } else if (!strcmp(method, "tfc")) {
        tfc_model *m = NULL;
        tfc_verdict *v = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        /* As a serving gate reads a model (and `tfcompat check`): function
         * names only for the functions called as ops. */
        tfc_parse_options po;
        tfc_parse_options_init(&po, sizeof po);
        po.function_names = TFC_FUNCTION_NAMES_CALLED;
        if (tfc_file_open_model(&m, path, TFC_KIND_UNKNOWN, &po, &err)) {
            fprintf(stderr, "bench_read: tfc_file_open_model: %s\n", err.message);
            return 1;
        }
        const tfc_meta_graph *g = tfc_model_meta_graph(m, 0);
        const tfc_versiondef *vd = tfc_meta_graph_versions(g);
        if (tfc_accept_check(&v, vd, 2100, 0, "GraphDef", "graph", "2.21.0", NULL, &err)) {
            fprintf(stderr, "bench_read: tfc_accept_check: %s\n", err.message);
            return 1;
        }
        if (!tfc_verdict_accepted(v)) return die("the verdict rejects the generated model");
        producer = tfc_versiondef_producer(vd);
        nodes = tfc_meta_graph_node_count(g);
        tfc_verdict_free(v);
        tfc_model_free(m);
        t1 = now();
    } else if (!strcmp(method, "protobuf-c")) {
        int fd = open(file, O_RDONLY);
        if (fd < 0 || fstat(fd, &st)) return die("cannot open the input");
        size_t len = (size_t)st.st_size;
        uint8_t *data = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
        close(fd);
        if (data == MAP_FAILED) return die("mmap failed");
        if (dir) {
            Benchtf__SavedModel *sm = benchtf__saved_model__unpack(NULL, len, data);
            if (!sm || sm->n_meta_graphs < 1 || !sm->meta_graphs[0]->graph_def) return die("protobuf-c: unpack failed");
            Benchtf__GraphDef *g = sm->meta_graphs[0]->graph_def;
            producer = g->versions ? g->versions->producer : 0;
            nodes = (long long)g->n_node;
            t1 = now();
            benchtf__saved_model__free_unpacked(sm, NULL);
        } else {
            Benchtf__GraphDef *g = benchtf__graph_def__unpack(NULL, len, data);
            if (!g) return die("protobuf-c: unpack failed");
            producer = g->versions ? g->versions->producer : 0;
            nodes = (long long)g->n_node;
            t1 = now();
            benchtf__graph_def__free_unpacked(g, NULL);
        }
        munmap(data, len);
    } else {
        return die("unknown method");
    }
    double c1 = cpu_now(); /* after t1: includes the untimed free of the comparators, a little more CPU */
    printf("time_s=%.6f cpu_s=%.6f nodes=%lld producer=%d\n", t1 - t0, c1 - c0, nodes, producer);
    return 0;
}
