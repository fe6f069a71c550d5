/*
 * fuzz_scan_walk.c - libFuzzer harness for tfc_scan_walk (and
 * tfc_scan_walk_v2 without following links) over trees made
 * from the input: directories (short and 200-byte names, so a tree can pass
 * the depth limit and PATH_MAX), files with the input's bytes, FIFOs and
 * sockets-by-name, symbolic links up, across, to nothing and to FIFOs,
 * directories without search permission. The walk must return (a FIFO
 * opened with a blocking open would hang: a timeout is a finding), visit
 * only paths under the root, and every path it visits as unknown is read
 * once through the reading layer (tfc_file_detect_kind), which must not
 * block either. The tree is made in /dev/shm when it is writable (a tmpfs),
 * else in /tmp, and removed after each input.
 *
 * The input is a program of one-byte operations (op = byte & 7, then the
 * operands it takes):
 *   0 NAME       mkdir NAME in the current directory and enter it
 *   1            leave the current directory (not above the root)
 *   2 NAME LEN   file NAME holding the next LEN bytes of the input
 *   3 NAME T     symlink NAME -> target T % 6: "..", ".", "../..", the
 *                root, "nowhere" (dangling), NAME itself (a loop)
 *   4 NAME       FIFO NAME
 *   5 MODE       chmod the current directory: 0755, 0444, 0111 or 0
 *   6            mkdir a 200-byte name and enter it
 *   7 NAME       file NAME holding a minimal TFLite header ("....TFL3")
 * NAME is one byte, an index into a fixed list of names (model-like,
 * saved_model.pb, variables, hidden, data shards, plain).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <tfcompat.h>

#define MAX_OPS 256
#define MAX_DEPTH 96

static char root[64];

static const char *const names[] = {"a",          "b",           "m.pb",      "saved_model.pb",
                                    "variables",  "x.tflite",    "y.lite",    "g.pbtxt",
                                    "v.index",    "c.meta",      ".hidden.pb", "d.data-00000-of-00001",
                                    "README",     "variables.index", "z",     "1"};

/* Removes everything under the directory open at fd, through descriptors
 * (paths in the tree may pass PATH_MAX); directories made unsearchable are
 * opened up first. */
static void rm_under(int fd, int depth)
{
    int dup_fd = dup(fd);
    DIR *d = dup_fd >= 0 ? fdopendir(dup_fd) : NULL;
    if (!d) {
        if (dup_fd >= 0) close(dup_fd);
        return;
    }
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        struct stat st;
        if (fstatat(fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR(st.st_mode) && depth < 4 * MAX_DEPTH) {
            (void)fchmodat(fd, e->d_name, 0755, 0);
            int sub = openat(fd, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (sub >= 0) {
                rm_under(sub, depth + 1);
                close(sub);
            }
            (void)unlinkat(fd, e->d_name, AT_REMOVEDIR);
        } else {
            (void)unlinkat(fd, e->d_name, 0);
        }
    }
    closedir(d);
}

/* Empties the root. */
static void clear_root(void)
{
    (void)chmod(root, 0755);
    int fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    /* readdir while unlinking may miss entries: twice */
    rm_under(fd, 0);
    rm_under(fd, 0);
    close(fd);
}

static void remove_root(void)
{
    clear_root();
    rmdir(root);
}

typedef struct walk_state {
    size_t root_len, visits;
    int bad;
    const tfc_scan_target *records; /* the unread-files walk: make each record (tfc_scan_record_new_walked) */
    size_t models;                  /* paths with a record (links not followed are none) */
} walk_state;

static int32_t visit(const char *path, int32_t kind, void *user)
{
    walk_state *w = user;
    w->visits++;
    if (getenv("TFC_FUZZ_WALK_VERBOSE")) fprintf(stderr, "visit %d %s\n", (int)kind, path + w->root_len);
    if (strncmp(path, root, w->root_len) || (path[w->root_len] && path[w->root_len] != '/')) w->bad = 1;
    if (kind == TFC_KIND_UNKNOWN) {
        int32_t k = 0, is_dir = 0;
        (void)tfc_file_detect_kind(&k, &is_dir, path, NULL); /* must not block */
    }
    if (kind == TFC_SCAN_LINK_NOT_FOLLOWED) return 0;
    if (!w->records) {
        w->models++;
        return 0;
    }
    tfc_scan_record *r = NULL;
    if (tfc_scan_record_new_walked(&r, w->records, path, kind, NULL) == TFC_OK && r) w->models++;
    else if (kind != TFC_SCAN_FILE) w->bad = 1; /* only a file the walk did not open may hold no model */
    tfc_scan_record_free(r);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!root[0]) {
        snprintf(root, sizeof root, "%s/tfc_fuzz_walk_XXXXXX", access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
        if (!mkdtemp(root)) return 0;
        atexit(remove_root);
    }
    /* Made relative to a descriptor of the current directory (mkdirat,
     * openat, ...): the tree may pass PATH_MAX, which absolute paths cannot. */
    static int fds[MAX_DEPTH + 1];
    size_t depth = 0;
    fds[0] = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fds[0] < 0) return 0;
    size_t i = 0;
    for (int ops = 0; ops < MAX_OPS && i < size; ops++) {
        uint8_t op = data[i++] & 7;
        const char *name = i < size ? names[data[i] % (sizeof names / sizeof *names)] : "a";
        int cwd = fds[depth];
        switch (op) {
        case 0:
        case 6: {
            if (op == 0) i++;
            char longname[201];
            if (op == 6) {
                memset(longname, 'n', 200);
                longname[200] = 0;
                name = longname;
            }
            if (depth >= MAX_DEPTH) break;
            (void)mkdirat(cwd, name, 0755);
            int fd = openat(cwd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (fd >= 0) fds[++depth] = fd;
            break;
        }
        case 1:
            if (depth) close(fds[depth--]);
            break;
        case 2: {
            i++;
            size_t n = i < size ? data[i++] : 0;
            if (n > size - i) n = size - i;
            int fd = openat(cwd, name, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0644);
            if (fd >= 0) {
                if (n) (void)!write(fd, data + i, n);
                close(fd);
            }
            i += n;
            break;
        }
        case 3: {
            i++;
            uint8_t t = i < size ? data[i++] % 6 : 0;
            static const char *const targets[] = {"..", ".", "../..", NULL, "nowhere", NULL};
            const char *target = targets[t] ? targets[t] : t == 3 ? root : name;
            (void)symlinkat(target, cwd, name);
            break;
        }
        case 4:
            i++;
            (void)mkfifoat(cwd, name, 0644);
            break;
        case 5: {
            static const mode_t modes[] = {0755, 0444, 0111, 0};
            (void)fchmod(cwd, modes[(i < size ? data[i++] : 0) & 3]);
            break;
        }
        case 7: {
            i++;
            static const uint8_t tfl[16] = {0x10, 0, 0, 0, 'T', 'F', 'L', '3'};
            int fd = openat(cwd, name, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0644);
            if (fd >= 0) {
                (void)!write(fd, tfl, sizeof tfl);
                close(fd);
            }
            break;
        }
        }
    }
    while (depth) close(fds[depth--]);
    close(fds[0]);
    walk_state w = {strlen(root), 0, 0, NULL, 0};
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = tfc_scan_walk(root, visit, &w, &err);
    if (rc != TFC_OK && rc != TFC_E_IO && rc != TFC_E_NOT_FOUND && rc != TFC_E_NOMEM) abort();
    if (w.bad) abort(); /* a path outside the root */
    /* The same tree without following links (the command's default): links
     * are passed, not entered; the same bounds. */
    walk_state nf = {strlen(root), 0, 0, NULL, 0};
    rc = tfc_scan_walk_v2(root, 0, visit, &nf, &err);
    if (rc != TFC_OK && rc != TFC_E_IO && rc != TFC_E_NOT_FOUND && rc != TFC_E_NOMEM) abort();
    if (nf.bad) abort();
    /* The command's walk (TFC_SCAN_UNREAD_FILES, the files read by their
     * records): the records are those of the walk above, one per path it
     * passed as a model; nothing blocks (a FIFO is never opened blocking). */
    static tfc_scan_target *target;
    if (!target && tfc_scan_target_new(&target, NULL, NULL, NULL, NULL)) abort();
    walk_state un = {strlen(root), 0, 0, target, 0};
    int32_t rc2 = tfc_scan_walk_v2(root, TFC_SCAN_UNREAD_FILES, visit, &un, &err);
    if (rc2 != rc || un.bad || (rc == TFC_OK && un.models != nf.models)) abort();
    clear_root();
    return 0;
}
