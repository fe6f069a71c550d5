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
 * directory, /dev/null), a missing file, a path longer than PATH_MAX,
 * resolver and registry texts too large to keep in the repository, and the
 * trees the scan walk must not hang on or leave out. Names starting with
 * "@swapfifo" are regular files that swap_shim.so (preloaded by ctest)
 * turns into a FIFO when they are opened: a deterministic stat/open race.
 * usage: test_hostile CATALOGUE INPUT_DIR
 */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
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

/* A registry that asks every one of its consumers about a VersionDef
 * with the most bad_consumers a model may carry (65,536). */
static int32_t run_registry_check(const char *path)
{
    size_t len;
    int32_t rc;
    char *text = slurp(path, &len, &rc);
    if (!text) return rc;
    tfc_registry *r = NULL;
    rc = tfc_registry_load(&r, text, len, &counting, NULL);
    free(text);
    if (rc) return rc;
    static int32_t bad[65536];
    for (int32_t i = 0; i < 65536; i++) bad[i] = 1000000 + 7 * (65535 - i); /* none matches: every lookup misses */
    tfc_versiondef *v = NULL;
    rc = tfc_versiondef_new(&v, 1, 0, bad, 65536, &counting, NULL);
    tfc_release_answer *a = NULL;
    if (!rc) rc = tfc_registry_check(&a, r, "graphdef", v, NULL, 0, NULL);
    tfc_release_answer_free(a);
    tfc_versiondef_free(v);
    tfc_registry_free(r);
    return rc;
}

/* The walk: its own code, else the code reading the first path it visited
 * as TFC_KIND_UNKNOWN gives (what that path's record reports, through the
 * reading layer), else TFC_OK. So a row expecting an error fails if the
 * walk leaves the path out in silence. */
typedef struct walk_seen {
    char first_unknown[8192];
    size_t n, links; /* links: passed as TFC_SCAN_LINK_NOT_FOLLOWED */
    int records;
    int32_t first_status;
    tfc_scan_target *target;
} walk_seen;

static int32_t on_walk(const char *path, int32_t kind, void *user)
{
    walk_seen *w = user;
    w->n++;
    if (kind == TFC_SCAN_LINK_NOT_FOLLOWED) {
        w->links++; /* not entered, no model: no record */
        return TFC_OK;
    }
    if (kind == TFC_KIND_UNKNOWN && !w->first_unknown[0])
        snprintf(w->first_unknown, sizeof w->first_unknown, "%s", path);
    if (w->records) {
        tfc_scan_record *rec = NULL;
        int32_t rc = tfc_scan_record_new(&rec, w->target, path, NULL);
        if (rc) return rc;
        if (!w->first_status && tfc_scan_record_outcome(rec) == TFC_SCAN_UNREADABLE)
            w->first_status = tfc_scan_record_status(rec);
        tfc_scan_record_free(rec);
    }
    return TFC_OK;
}

/* records: 0 the walk alone, 1 with a record of every path, 2 the walk
 * without following links (tfc_scan_walk_v2, flags 0), whose row holds one
 * link to a directory: TFC_OK when exactly that link was passed as
 * TFC_SCAN_LINK_NOT_FOLLOWED (and nothing unknown), TFC_E_NOT_FOUND when
 * none was (left out in silence, or entered), TFC_E_TOO_MANY when more. */
static int32_t run_walk(const char *path, int records)
{
    static walk_seen w;
    memset(&w, 0, sizeof w);
    w.records = records == 1;
    int32_t rc = records == 1 ? tfc_scan_target_new(&w.target, tfc_registry_default(), NULL, NULL, NULL) : TFC_OK;
    if (!rc) rc = records == 2 ? tfc_scan_walk_v2(path, 0, on_walk, &w, NULL) : tfc_scan_walk(path, on_walk, &w, NULL);
    tfc_scan_target_free(w.target);
    if (rc) return rc;
    if (records == 1) return w.first_status;
    if (records == 2 && !w.first_unknown[0]) return w.links == 1 ? TFC_OK : w.links ? TFC_E_TOO_MANY : TFC_E_NOT_FOUND;
    if (!w.first_unknown[0]) return TFC_OK;
    int32_t kind;
    rc = tfc_file_detect_kind(&kind, NULL, w.first_unknown, NULL);
    return rc ? rc : TFC_E_UNKNOWN_KIND; /* visited as unknown, yet readable: not what a row expects */
}

/* tfc_check_path_v2 with the target tfjs-converter@4.22.0: the SavedModel
 * read (counting allocator), then its serving signature's graph walked
 * (src/tfjs/tfjs_convert.c). The verdict itself: test_cli_hostile.sh. */
static int32_t run_tfjs_convert(const char *path)
{
    tfc_parse_options po;
    tfc_parse_options_init(&po, sizeof po);
    po.allocator = &counting;
    tfc_check_options o;
    tfc_check_options_init(&o, sizeof o);
    o.allocator = &counting;
    o.parse = &po;
    tfc_target *t = NULL;
    tfc_verdict *v = NULL;
    int32_t rc = tfc_target_parse(&t, "tfjs-converter@4.22.0", NULL, NULL);
    if (!rc) rc = tfc_check_path_v2(&v, path, t, &o, NULL);
    tfc_verdict_free(v);
    tfc_target_free(t);
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
    if (!strcmp(entry, "registry_check")) return run_registry_check(path);
    if (!strcmp(entry, "registry_open")) {
        tfc_registry *r = NULL;
        int32_t rc = tfc_registry_open(&r, path, &counting, NULL);
        tfc_registry_free(r);
        return rc;
    }
    if (!strcmp(entry, "tfjs")) {
        tfc_tfjs_options o;
        tfc_tfjs_options_init(&o, sizeof o);
        o.allocator = &counting;
        tfc_tfjs_model *m = NULL;
        int32_t rc = tfc_tfjs_model_open(&m, path, &o, NULL);
        tfc_tfjs_model_free(m);
        return rc;
    }
    if (!strcmp(entry, "tfjs_convert")) return run_tfjs_convert(path);
    if (!strcmp(entry, "walk")) return run_walk(path, 0);
    if (!strcmp(entry, "scan")) return run_walk(path, 1);
    if (!strcmp(entry, "walk_nofollow")) return run_walk(path, 2);
    fprintf(stderr, "unknown entry %s\n", entry);
    return 1;
}

/* ---- special inputs -------------------------------------------------------------- */

static char tmpdir[] = "/tmp/tfc_hostile_XXXXXX";
static char *longpath;
static const char *input_dir;

static int write_bytes(const char *path, const void *p, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    size_t w = fwrite(p, 1, n, f);
    return fclose(f) || w != n ? -1 : 0;
}

/* A small valid TFLite model from the inputs' neighbour, the corpus. */
static int copy_model(const char *to)
{
    char from[4096];
    snprintf(from, sizeof from, "%s/../../corpus/tflite/hello_world_int8.tflite", input_dir);
    size_t n;
    int32_t rc;
    char *p = slurp(from, &n, &rc);
    if (!p) return -1;
    int r = write_bytes(to, p, n);
    free(p);
    return r;
}

/* A fresh directory tmpdir/name (emptied first). */
static const char *fresh_dir(const char *name, char *path, size_t cap)
{
    char cmd[2 * 512 + 64];
    snprintf(path, cap, "%s/%s", tmpdir, name);
    snprintf(cmd, sizeof cmd, "chmod -R u+rwx %s 2>/dev/null; rm -rf %s", path, path);
    if (system(cmd)) { /* best effort */ }
    return mkdir(path, 0755) ? NULL : path;
}

/* A model.json whose one op name is `n` bytes long (written in 1 MiB pieces). */
static const char *tfjs_long_string(const char *name, size_t n, char *path, size_t cap)
{
    snprintf(path, cap, "%s/%s", tmpdir, name + 1);
    FILE *f = fopen(path, "wb");
    if (!f) return NULL;
    static char piece[1 << 20];
    memset(piece, 'n', sizeof piece);
    fputs("{\"format\": \"graph-model\", \"modelTopology\": {\"node\": [{\"op\": \"", f);
    for (size_t k = 0; k < n; k += sizeof piece) fwrite(piece, 1, n - k < sizeof piece ? n - k : sizeof piece, f);
    fputs("\"}]}}", f);
    return fclose(f) ? NULL : path;
}

static const char *special_tree(const char *name)
{
    static char path[512];
    char p[8192];
    if (!strcmp(name, "@tfjs_string_100m.json")) return tfjs_long_string(name, (size_t)100 << 20, path, sizeof path);
    if (!strcmp(name, "@tfjs_string_2m.json")) return tfjs_long_string(name, (size_t)2 << 20, path, sizeof path);
    if (!strcmp(name, "@swapfifo.txt")) {
        snprintf(path, sizeof path, "%s/swapfifo.txt", tmpdir);
        unlink(path);
        static const char text[] = "consumer graphdef x 1 5 0 0 -\n";
        return write_bytes(path, text, sizeof text - 1) ? NULL : path;
    }
    if (!strcmp(name, "@swapfifo.pb") || !strcmp(name, "@swapfifo.index") || !strcmp(name, "@swapfifo.tflite")) {
        /* a regular file, a FIFO once opened (swap_shim.c) */
        snprintf(path, sizeof path, "%s/%s", tmpdir, name + 1);
        unlink(path);
        return copy_model(path) ? NULL : path;
    }
    if (!strcmp(name, "@swapfifo_store")) {
        if (!fresh_dir("swapstore", path, sizeof path)) return NULL;
        snprintf(p, sizeof p, "%s/swapfifo_notes", path); /* named like nothing: still named, unreadable */
        return copy_model(p) ? NULL : path;
    }
    if (!strcmp(name, "@fifo_link")) {
        snprintf(p, sizeof p, "%s/fifo", tmpdir);
        if (mkfifo(p, 0600) && errno != EEXIST) return NULL;
        snprintf(path, sizeof path, "%s/fifo_link", tmpdir);
        unlink(path);
        return symlink(p, path) ? NULL : path;
    }
    if (!strcmp(name, "@fifo_store") || !strcmp(name, "@socket_store")) {
        int fifo = name[1] == 'f';
        if (!fresh_dir(name + 1, path, sizeof path)) return NULL;
        snprintf(p, sizeof p, "%s/a.tflite", path);
        if (copy_model(p)) return NULL;
        snprintf(p, sizeof p, "%s/notes", path); /* not named like a model: skipped */
        if (mkfifo(p, 0600)) return NULL;
        snprintf(p, sizeof p, "%s/x.pb", path);
        if (fifo) return mkfifo(p, 0600) ? NULL : path;
        int s = socket(AF_UNIX, SOCK_STREAM, 0);
        struct sockaddr_un a;
        memset(&a, 0, sizeof a);
        a.sun_family = AF_UNIX;
        size_t pl = strlen(p);
        if (pl >= sizeof a.sun_path) {
            if (s >= 0) close(s);
            return NULL;
        }
        memcpy(a.sun_path, p, pl + 1);
        int r = s < 0 ? -1 : bind(s, (struct sockaddr *)&a, sizeof a);
        if (s >= 0) close(s);
        return r ? NULL : path;
    }
    if (!strcmp(name, "@deep_tree")) {
        /* 70 levels: those past 64 are not listed, the 64th is named */
        if (!fresh_dir("deep", path, sizeof path)) return NULL;
        size_t n = (size_t)snprintf(p, sizeof p, "%s", path);
        for (int i = 0; i < 70; i++) {
            n += (size_t)snprintf(p + n, sizeof p - n, "/d");
            if (mkdir(p, 0755)) return NULL;
        }
        snprintf(p + n, sizeof p - n, "/m.tflite");
        return copy_model(p) ? NULL : path;
    }
    if (!strcmp(name, "@long_tree")) {
        /* 22 levels of 200-byte names: past PATH_MAX, made with mkdirat */
        if (!fresh_dir("long", path, sizeof path)) return NULL;
        char comp[201];
        memset(comp, 'n', 200);
        comp[200] = 0;
        int fd = open(path, O_RDONLY | O_DIRECTORY);
        for (int i = 0; fd >= 0 && i < 22; i++) {
            int next = mkdirat(fd, comp, 0755) ? -1 : openat(fd, comp, O_RDONLY | O_DIRECTORY);
            close(fd);
            fd = next;
        }
        if (fd < 0) return NULL;
        int m = openat(fd, "m.tflite", O_WRONLY | O_CREAT, 0644);
        close(fd);
        if (m < 0) return NULL;
        close(m);
        return path;
    }
    if (!strcmp(name, "@unsearchable")) {
        /* readable, not searchable: run as nobody when root (see run_row) */
        if (!fresh_dir("unsearchable", path, sizeof path)) return NULL;
        snprintf(p, sizeof p, "%s/m.tflite", path);
        if (copy_model(p) || chmod(path, 0444)) return NULL;
        return path;
    }
    if (!strcmp(name, "@proc_link") || !strcmp(name, "@loop_link")) {
        /* a model and one link: to /proc (every process's view of /), or
         * back to the store itself */
        if (!fresh_dir(name + 1, path, sizeof path)) return NULL;
        snprintf(p, sizeof p, "%s/m.tflite", path);
        if (copy_model(p)) return NULL;
        snprintf(p, sizeof p, "%s/link", path);
        return symlink(name[1] == 'p' ? "/proc" : ".", p) ? NULL : path;
    }
    if (!strcmp(name, "@linked_fan")) {
        /* d0..d12, each with two links to the next: 4096 paths to d12 */
        static char chain[512], root[512];
        char q[1100];
        if (!fresh_dir("chain", chain, sizeof chain) || !fresh_dir("fanroot", root, sizeof root)) return NULL;
        for (int k = 0; k <= 12; k++) {
            snprintf(q, sizeof q, "%s/d%d", chain, k);
            if (mkdir(q, 0755)) return NULL;
        }
        for (int k = 0; k < 12; k++)
            for (int l = 0; l < 2; l++) {
                char from[1100];
                snprintf(q, sizeof q, "%s/d%d", chain, k + 1);
                snprintf(from, sizeof from, "%s/d%d/%c", chain, k, 'a' + l);
                if (symlink(q, from)) return NULL;
            }
        snprintf(q, sizeof q, "%s/d12/m.tflite", chain);
        if (copy_model(q)) return NULL;
        snprintf(q, sizeof q, "%s/d0", chain);
        char link[1100];
        snprintf(link, sizeof link, "%s/d0", root);
        if (symlink(q, link)) return NULL;
        return root;
    }
    if (!strcmp(name, "@registry_bounded_20k")) {
        /* 20,000 consumers known only within bounds (LOW..HIGH) */
        snprintf(path, sizeof path, "%s/registry_bounded_20k.txt", tmpdir);
        FILE *f = fopen(path, "w");
        if (!f) return NULL;
        for (int i = 0; i < 20000; i++)
            fprintf(f, "consumer graphdef x %d.%d %d..%d 0 0 - unresolved\n", i / 1000, i % 1000, i + 10, i + 15);
        return fclose(f) ? NULL : path;
    }
    if (!strcmp(name, "@registry_50k")) {
        /* 50,000 consumers (under ASan 0.8 s at 100,000: margin), each asked about
         * 65,536 bad_consumers; test_versiondef asks 160,000 */
        snprintf(path, sizeof path, "%s/registry_50k.txt", tmpdir);
        FILE *f = fopen(path, "w");
        if (!f) return NULL;
        for (int i = 0; i < 50000; i++) fprintf(f, "consumer graphdef x %d.%d %d 0 0 -\n", i / 1000, i % 1000, i + 10);
        return fclose(f) ? NULL : path;
    }
    return NULL;
}

static const char *special(const char *name)
{
    static char path[256];
    const char *tree = special_tree(name);
    if (tree) return tree;
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
    if (!strncmp(name, "@swapfifo", 9) && !dlsym(RTLD_DEFAULT, "tfc_test_swap_shim")) {
        printf("FAIL %s: run under swap_shim.so (LD_PRELOAD; ctest sets it)\n", name);
        return 1;
    }
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
        /* root searches any directory: the unsearchable rows run as nobody */
        if (!strcmp(name, "@unsearchable") && geteuid() == 0 && (setgid(65534) || setuid(65534))) _exit(4);
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
    if (!mkdtemp(tmpdir) || chmod(tmpdir, 0711)) return 2; /* 0711: nobody reaches @unsearchable */
    input_dir = argv[2];
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
    snprintf(cmd, sizeof cmd, "chmod -R u+rwx %s; rm -rf %s", tmpdir, tmpdir);
    if (system(cmd)) { /* best effort */ }
    free(longpath);
    printf("%d inputs, %d failed\n", rows, failed);
    return failed || rows == 0 ? 1 : 0;
}
