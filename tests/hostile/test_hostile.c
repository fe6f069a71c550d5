/*
 * test_hostile.c - runs the hostile-input catalogue (tests/hostile/
 * catalogue.tsv): every named input through its public entry point, each in
 * a child process, and checks
 *   - the status code is the one the catalogue expects (a specific code,
 *     never a crash: ASan/UBSan abort the child and fail the row);
 *   - the child's CPU time stays within 1 s;
 *   - the library's peak heap (every allocation goes through a counting
 *     tfc_allocator) stays within 64 MiB, and so does the child's resident
 *     set when no sanitizer inflates it.
 * Inputs whose name starts with '@' are made here: special files (FIFO,
 * directory, /dev/null), a missing file, a path longer than PATH_MAX, and
 * resolver texts too large to keep in the repository.
 * usage: test_hostile CATALOGUE INPUT_DIR
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <tfcompat.h>

#define MAX_CPU_SECONDS 1.0
#define MAX_HEAP ((size_t)64 << 20)

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define TFC_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define TFC_SANITIZED 1
#endif
#endif

/* ---- the counting allocator ------------------------------------------------- */

static size_t heap_now, heap_peak;

static void *count_alloc(size_t n, void *user)
{
    (void)user;
    size_t *p = malloc(n + 16);
    if (!p) return NULL;
    p[0] = n;
    heap_now += n;
    if (heap_now > heap_peak) heap_peak = heap_now;
    return (char *)p + 16;
}

static void count_free(void *ptr, void *user)
{
    (void)user;
    if (!ptr) return;
    size_t *p = (size_t *)((char *)ptr - 16);
    heap_now -= p[0];
    free(p);
}

static tfc_allocator counting;

/* ---- entries ------------------------------------------------------------------ */

static char *slurp(const char *path, size_t *len, int32_t *rc)
{
    *len = 0;
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) || !S_ISREG(st.st_mode)) {
        *rc = fd < 0 && errno == ENOENT ? TFC_E_NOT_FOUND : TFC_E_IO;
        if (fd >= 0) close(fd);
        return NULL;
    }
    char *p = malloc((size_t)st.st_size + 1);
    ssize_t n = p ? read(fd, p, (size_t)st.st_size) : -1;
    close(fd);
    if (n < 0) {
        free(p);
        *rc = TFC_E_IO;
        return NULL;
    }
    *len = (size_t)n;
    *rc = TFC_OK;
    return p;
}

static int32_t run_tflite(const char *path)
{
    tfc_tflite_options o;
    tfc_tflite_options_init(&o, sizeof o);
    o.allocator = &counting;
    tfc_tflite_model *m = NULL;
    int32_t rc = tfc_tflite_model_open(&m, path, &o, NULL);
    if (rc) return rc;
    tfc_resolver *r = NULL;
    tfc_verdict *v = NULL;
    if (!(rc = tfc_resolver_standard(&r, &counting, NULL)))
        rc = tfc_resolver_check(&v, m, r, TFC_TFLITE_CHECK_STRUCTURE, NULL);
    if (v && tfc_verdict_dropped_count(v)) fprintf(stderr, "    (check kept %zu findings, dropped %llu)\n",
                                                  tfc_verdict_finding_count(v),
                                                  (unsigned long long)tfc_verdict_dropped_count(v));
    tfc_verdict_free(v);
    tfc_resolver_free(r);
    tfc_op_versions *vs = NULL;
    if (!rc) rc = tfc_op_versions_compute(&vs, m, NULL);
    tfc_op_versions_free(vs);
    tfc_min_runtime *mr = NULL;
    if (!rc) rc = tfc_min_runtime_compute(&mr, m, NULL);
    tfc_min_runtime_free(mr);
    static const char table[] = "builtin ADD 1\n";
    tfc_delegate *d = NULL;
    if (!rc && !(rc = tfc_delegate_parse(&d, table, sizeof table - 1, &counting, NULL))) {
        v = NULL;
        rc = tfc_delegate_check(&v, m, d, NULL);
        tfc_verdict_free(v);
    }
    tfc_delegate_free(d);
    tfc_tflite_model_free(m);
    return rc;
}

static int32_t run_checkpoint(const char *path)
{
    tfc_checkpoint_options o;
    tfc_checkpoint_options_init(&o, sizeof o);
    o.allocator = &counting;
    tfc_checkpoint *c = NULL;
    int32_t rc = tfc_checkpoint_open(&c, path, &o, NULL);
    tfc_checkpoint_free(c);
    return rc;
}

static int32_t run_model(const char *path)
{
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.allocator = &counting;
    tfc_model *m = NULL;
    int32_t rc = tfc_file_open_model(&m, path, TFC_KIND_UNKNOWN, &o, NULL);
    tfc_model_free(m);
    return rc;
}

static int32_t run_gate(const char *path)
{
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.allocator = &counting;
    tfc_verdict *v = NULL;
    int32_t rc = tfc_gate_check(&v, tfc_registry_default(), "2.15.0", path, NULL, &o, NULL);
    tfc_verdict_free(v);
    return rc;
}

static int32_t run_text(const char *path, int registry)
{
    size_t len;
    int32_t rc;
    char *text = slurp(path, &len, &rc);
    if (!text) return rc;
    if (registry) {
        tfc_registry *r = NULL;
        rc = tfc_registry_load(&r, text, len, &counting, NULL);
        tfc_registry_free(r);
    } else {
        tfc_resolver *r = NULL;
        rc = tfc_resolver_parse(&r, text, len, &counting, NULL);
        tfc_resolver_free(r);
    }
    free(text);
    return rc;
}

static int32_t run_entry(const char *entry, const char *path)
{
    if (!strcmp(entry, "tflite")) return run_tflite(path);
    if (!strcmp(entry, "checkpoint")) return run_checkpoint(path);
    if (!strcmp(entry, "model")) return run_model(path);
    if (!strcmp(entry, "gate")) return run_gate(path);
    if (!strcmp(entry, "registry")) return run_text(path, 1);
    if (!strcmp(entry, "resolver")) return run_text(path, 0);
    fprintf(stderr, "unknown entry %s\n", entry);
    return 1;
}

/* ---- special inputs -------------------------------------------------------------- */

static char tmpdir[] = "/tmp/tfc_hostile_XXXXXX";
static char *longpath;

static const char *special(const char *name)
{
    static char path[256];
    if (!strcmp(name, "@fifo")) {
        snprintf(path, sizeof path, "%s/fifo", tmpdir);
        if (mkfifo(path, 0600) && errno != EEXIST) return NULL;
        return path;
    }
    if (!strcmp(name, "@dir")) {
        snprintf(path, sizeof path, "%s/dir", tmpdir);
        if (mkdir(path, 0700) && errno != EEXIST) return NULL;
        return path;
    }
    if (!strcmp(name, "@devnull")) return "/dev/null";
    if (!strcmp(name, "@resolver_repeats") || !strcmp(name, "@resolver_descending")) {
        /* 8 MiB of resolver text: "standard" and "release" lines that each
         * stand for hundreds of ranges, repeated; or 500,000 builtin lines
         * of one op in descending versions (each one in front of all the
         * others). */
        int rep = !strcmp(name, "@resolver_repeats");
        snprintf(path, sizeof path, "%s/%s.txt", tmpdir, name + 1);
        FILE *f = fopen(path, "w");
        if (!f) return NULL;
        for (long i = 0; rep ? ftell(f) < (8L << 20) : i < 500000; i++) {
            if (rep) fputs(i % 3 == 0 ? "standard\n" : i % 3 == 1 ? "release 2.4.0\n" : "release 2.17.1\n", f);
            else fprintf(f, "builtin ADD %ld\n", 2 * (500000 - i));
        }
        fclose(f);
        return path;
    }
    if (!strcmp(name, "@missing")) {
        snprintf(path, sizeof path, "%s/no_such_file", tmpdir);
        return path;
    }
    if (!strcmp(name, "@longpath")) {
        /* 5000 characters of "a/" components under the temp dir. */
        if (!longpath) {
            size_t n = strlen(tmpdir);
            longpath = malloc(n + 5002);
            memcpy(longpath, tmpdir, n);
            for (size_t i = n; i < n + 5000; i += 2) memcpy(longpath + i, "/a", 2);
            longpath[n + 5000] = 0;
        }
        return longpath;
    }
    return NULL;
}

/* ---- the run ------------------------------------------------------------------------ */

typedef struct result {
    int32_t code;
    size_t peak;
} result;

static int run_row(const char *name, const char *entry, const char *expected, const char *dir, const char *waits)
{
    char path[4096];
    const char *p = path;
    if (name[0] == '@') {
        p = special(name);
        if (!p) {
            printf("FAIL %s: cannot make the special input: %s\n", name, strerror(errno));
            return 1;
        }
    } else {
        snprintf(path, sizeof path, "%s/%s", dir, name);
    }
    int fds[2];
    if (pipe(fds)) return 1;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        struct rlimit cpu = {10, 11}; /* a guard against a hang; the check is below */
        setrlimit(RLIMIT_CPU, &cpu);
        alarm(waits ? 3 : 30); /* a guard against blocking (a FIFO without a writer) */
        heap_now = heap_peak = 0;
        result r = {run_entry(entry, p), heap_peak};
        if (write(fds[1], &r, sizeof r) != (ssize_t)sizeof r) _exit(3);
        _exit(0);
    }
    close(fds[1]);
    result r = {0, 0};
    ssize_t got = read(fds[0], &r, sizeof r);
    close(fds[0]);
    int status = 0;
    struct rusage ru;
    memset(&ru, 0, sizeof ru);
    wait4(pid, &status, 0, &ru);
    double cpu = (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + (double)ru.ru_stime.tv_sec +
                 ru.ru_stime.tv_usec / 1e6;
    long rss_kib = ru.ru_maxrss;
    int fail = 0;
    char why[256] = "";
    if (got != (ssize_t)sizeof r || !WIFEXITED(status) || WEXITSTATUS(status)) {
        snprintf(why, sizeof why, "child died (status 0x%x)", (unsigned)status);
        fail = 1;
    } else if (strcmp(tfc_status_name(r.code), expected)) {
        snprintf(why, sizeof why, "got %s, expected %s", tfc_status_name(r.code), expected);
        fail = 1;
    } else if (cpu > MAX_CPU_SECONDS) {
        snprintf(why, sizeof why, "%.2f s of CPU, over %.1f s", cpu, MAX_CPU_SECONDS);
        fail = 1;
    } else if (r.peak > MAX_HEAP) {
        snprintf(why, sizeof why, "peak heap %zu bytes, over %zu", r.peak, MAX_HEAP);
        fail = 1;
    }
#ifndef TFC_SANITIZED
    else if ((size_t)rss_kib * 1024 > MAX_HEAP + ((size_t)16 << 20)) {
        snprintf(why, sizeof why, "resident set %ld KiB, over 64 MiB (+16 MiB for the program)", rss_kib);
        fail = 1;
    }
#endif
    if (waits) {
        printf("%s %-36s %-10s %-26s waits for %s: %s\n", fail ? "wait" : "XPASS", name, entry,
               tfc_status_name(r.code), waits, fail ? why : "passes now; remove the marker");
        return 0;
    }
    printf("%s %-36s %-10s %-26s cpu %.3f s  heap %8zu B  rss %6ld KiB%s%s\n", fail ? "FAIL" : "ok  ", name, entry,
           tfc_status_name(r.code), cpu, r.peak, rss_kib, fail ? "  " : "", why);
    return fail;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: test_hostile CATALOGUE INPUT_DIR\n");
        return 2;
    }
    tfc_allocator_init(&counting, sizeof counting);
    counting.alloc = count_alloc;
    counting.free = count_free;
    if (!mkdtemp(tmpdir)) return 2;
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    char line[1024];
    int rows = 0, failed = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        char *name = strtok(line, "\t\n");
        char *entry = strtok(NULL, "\t\n");
        char *expected = strtok(NULL, "\t\n");
        char *cls = strtok(NULL, "\t\n");
        char *waits = cls ? strtok(NULL, "\t\n") : NULL;
        if (!name || !entry || !expected) {
            printf("FAIL malformed catalogue line\n");
            failed++;
            continue;
        }
        rows++;
        failed += run_row(name, entry, expected, argv[2], waits);
    }
    fclose(f);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    if (system(cmd)) { /* best effort */ }
    free(longpath);
    printf("%d inputs, %d failed\n", rows, failed);
    return failed || rows == 0 ? 1 : 0;
}
