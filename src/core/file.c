/*
 * file.c - the reading layer (file_internal.h), the writing layer's two
 * opens (tfc__file_create_new, tfc__file_sync_dir), directory listings
 * (tfc__file_list_dir) and opening models by path (tfcompat/file.h).
 */
#define _DEFAULT_SOURCE 1 /* syscall, dirent's d_type */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif
#include <unistd.h>

#include "container_internal.h"
#include "file_internal.h"
#include "tfcompat/file.h"

int tfc__path_exists(const char *path)
{
    struct stat st;
    return path && stat(path, &st) == 0;
}

int tfc__is_dir(const char *path)
{
    struct stat st;
    return path && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int tfc__path_join(char **out, const tfc_allocator *a, const char *dir, const char *name, tfc_error *err)
{
    size_t dl = strlen(dir);
    while (dl > 1 && dir[dl - 1] == '/') dl--;
    size_t nl = strlen(name);
    /* Sized to the path: no fixed buffer truncates a long one into the
     * name of some other file. The system refuses what it cannot open. */
    *out = tfc__alloc(a, dl + 1 + nl + 1);
    if (!*out) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory joining a path");
    memcpy(*out, dir, dl);
    (*out)[dl] = '/';
    memcpy(*out + dl + 1, name, nl + 1);
    return TFC_OK;
}

const char *tfc__file_type_name(uint32_t mode)
{
    mode_t m = (mode_t)mode;
    if (S_ISDIR(m)) return "a directory";
    if (S_ISFIFO(m)) return "a FIFO";
    if (S_ISCHR(m)) return "a character device";
    if (S_ISBLK(m)) return "a block device";
    if (S_ISSOCK(m)) return "a socket";
    return "not a regular file";
}

static int not_regular(const char *path, mode_t m, tfc_error *err)
{
    return tfc__fail(err, TFC_E_IO, -1, "%s is not a regular file (%s)", path, tfc__file_type_name((uint32_t)m));
}

int tfc__file_open(tfc__file *f, const char *path, uint64_t max_size, tfc_error *err)
{
    f->fd = -1;
    f->size = 0;
    f->path = path;
    /* Look before opening: opening a FIFO or a device can block or act. */
    struct stat st;
    if (stat(path, &st) != 0) {
        int e = errno;
        return tfc__fail(err, e == ENOENT || e == ENOTDIR ? TFC_E_NOT_FOUND : TFC_E_IO, -1,
                         "cannot open %s: %s", path, strerror(e));
    }
    if (!S_ISREG(st.st_mode)) return not_regular(path, st.st_mode, err);
    return tfc__file_open_looked(f, path, max_size, err);
}

int tfc__file_open_looked(tfc__file *f, const char *path, uint64_t max_size, tfc_error *err)
{
    f->fd = -1;
    f->size = 0;
    f->path = path;
    struct stat st;
    /* O_NONBLOCK: if the path was swapped for a FIFO since the caller looked,
     * open does not wait for a writer; fstat below refuses it. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        return tfc__fail(err, e == ENOENT || e == ENOTDIR ? TFC_E_NOT_FOUND : TFC_E_IO, -1,
                         "cannot open %s: %s", path, strerror(e));
    }
    if (fstat(fd, &st) != 0) {
        int e = errno;
        close(fd);
        return tfc__fail(err, TFC_E_IO, -1, "cannot stat %s: %s", path, strerror(e));
    }
    if (!S_ISREG(st.st_mode)) {
        close(fd);
        return not_regular(path, st.st_mode, err);
    }
    if (st.st_size < 0 || (uint64_t)st.st_size > max_size || (uint64_t)st.st_size > SIZE_MAX / 2) {
        close(fd);
        return tfc__fail(err, TFC_E_TOO_LARGE, -1, "%s is %lld bytes, over the %llu-byte limit", path,
                         (long long)st.st_size, (unsigned long long)max_size);
    }
    f->fd = fd;
    f->size = (uint64_t)st.st_size;
    return TFC_OK;
}

void tfc__file_close(tfc__file *f)
{
    if (f->fd >= 0) close(f->fd);
    f->fd = -1;
}

static int shrank(const tfc__file *f, uint64_t at, tfc_error *err)
{
    return tfc__fail(err, TFC_E_TRUNCATED, (int64_t)at,
                     "%s changed while being read: it was %llu bytes when opened and now ends at offset %llu",
                     f->path, (unsigned long long)f->size, (unsigned long long)at);
}

int tfc__file_pread(const tfc__file *f, void *buf, size_t n, uint64_t off, tfc_error *err)
{
    uint8_t *p = buf;
    size_t got = 0;
    while (got < n) {
        ssize_t r = pread(f->fd, p + got, n - got, (off_t)(off + got));
        if (r < 0) {
            if (errno == EINTR) continue;
            int e = errno;
            return tfc__fail(err, TFC_E_IO, (int64_t)(off + got), "cannot read %s at offset %llu: %s",
                             f->path, (unsigned long long)(off + got), strerror(e));
        }
        if (r == 0) return shrank(f, off + got, err);
        got += (size_t)r;
    }
    return TFC_OK;
}

int tfc__file_check_unchanged(const tfc__file *f, tfc_error *err)
{
    struct stat st;
    if (fstat(f->fd, &st) != 0) {
        int e = errno;
        return tfc__fail(err, TFC_E_IO, -1, "cannot stat %s: %s", f->path, strerror(e));
    }
    if ((uint64_t)st.st_size < f->size) return shrank(f, (uint64_t)st.st_size, err);
    if ((uint64_t)st.st_size != f->size)
        return tfc__fail(err, TFC_E_IO, -1,
                         "%s changed while being read: it was %llu bytes when opened and is %llu bytes now",
                         f->path, (unsigned long long)f->size, (unsigned long long)st.st_size);
    return TFC_OK;
}

/* The whole of the open file f into memory allocated with `a`, then closes
 * f; the size checked again after the read. *out is NULL for an empty file. */
static int read_whole(tfc__file *f, uint8_t **out, size_t *len, const tfc_allocator *a, tfc_error *err)
{
    size_t n = (size_t)f->size;
    uint8_t *buf = NULL;
    int rc = TFC_OK;
    if (n) {
        buf = tfc__alloc(a, n);
        if (!buf) {
            tfc__file_close(f);
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory reading %zu bytes of %s", n, f->path);
        }
        rc = tfc__file_pread(f, buf, n, 0, err);
    }
    if (!rc) rc = tfc__file_check_unchanged(f, err);
    tfc__file_close(f);
    if (rc) {
        tfc__free(a, buf);
        return rc;
    }
    *out = buf;
    *len = n;
    return TFC_OK;
}

int tfc__file_read_all(uint8_t **out, size_t *len, const char *path, uint64_t max_size,
                       const tfc_allocator *a, tfc_error *err)
{
    *out = NULL;
    *len = 0;
    tfc__file f;
    int rc = tfc__file_open(&f, path, max_size, err);
    return rc ? rc : read_whole(&f, out, len, a, err);
}

int tfc__file_read_small_looked(uint8_t **out, size_t *len, const char *path, uint64_t max_size,
                                const tfc_allocator *a, tfc_error *err)
{
    *out = NULL;
    *len = 0;
    tfc__file f;
    int rc = tfc__file_open_looked(&f, path, max_size, err);
    return rc ? rc : read_whole(&f, out, len, a, err);
}

int tfc__file_name_error(int rc, const char *path, tfc_error *err)
{
    if (!err || !path || !TFC__HOLDS(tfc_error, err, message[0])) return rc;
    char msg[TFC_ERROR_MESSAGE_SIZE];
    tfc__error_message_copy(msg, sizeof msg, err);
    size_t pl = strlen(path);
    /* Already named: leave it. */
    if (!strncmp(msg, path, pl) && msg[pl] == ':') return rc;
    int64_t offset = TFC__HOLDS(tfc_error, err, offset) ? err->offset : -1;
    tfc__fail(err, rc, offset, "%s: %s", path, msg);
    return rc;
}

int tfc__text_file_parse(void *out, const char *path, uint64_t max, const tfc_allocator *a,
                         tfc__text_parser parse, tfc_error *err)
{
    if (!path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "path is NULL");
    uint8_t *bytes = NULL;
    size_t len = 0;
    int rc = tfc__file_read_all(&bytes, &len, path, max, a, err);
    if (rc) return rc;
    rc = parse(out, (const char *)bytes, len, a, err);
    tfc__free(a, bytes);
    return rc ? tfc__file_name_error(rc, path, err) : TFC_OK;
}

static int src_fill(tfc__src *src, size_t at, size_t n, tfc_error *err)
{
    tfc__file_src *s = (tfc__file_src *)src;
    size_t want = n > TFC__FILE_WINDOW ? n : TFC__FILE_WINDOW;
    if (want > src->total - at) want = src->total - at;
    /* Bytes from `at` that the window already holds (a field straddling
     * its end) are moved, not read again. */
    size_t keep = 0;
    if (s->buf && src->len && at >= src->off && at - src->off < src->len) keep = src->len - (at - src->off);
    if (keep > want) keep = want;
    uint8_t *nb = s->buf;
    if (want > s->cap) {
        nb = tfc__alloc(s->alloc, want);
        if (!nb) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory for a %zu-byte read window", want);
    }
    if (keep) memmove(nb, s->buf + (at - src->off), keep);
    if (nb != s->buf) {
        tfc__free(s->alloc, s->buf);
        s->buf = nb;
        s->cap = want;
    }
    src->len = 0; /* the window is invalid until the read succeeds */
    if (want > keep) {
        int rc = tfc__file_pread(s->file, s->buf + keep, want - keep, at + keep, err);
        if (rc) return rc;
    }
    static const uint8_t empty[1] = {0};
    src->data = s->buf ? s->buf : empty; /* no buffer yet: a zero-length window */
    src->off = at;
    src->len = want;
    return TFC_OK;
}

int tfc__file_src_init(tfc__file_src *s, const tfc__file *f, const tfc_allocator *a, tfc_error *err)
{
    (void)err;
    memset(s, 0, sizeof *s);
    s->file = f;
    s->alloc = a;
    static const uint8_t empty[1] = {0};
    s->src.data = empty;
    s->src.total = (size_t)f->size;
    s->src.max_piece = TFC__FILE_MAX_PIECE;
    s->src.fill = src_fill;
    return TFC_OK;
}

void tfc__file_src_free(tfc__file_src *s)
{
    tfc__free(s->alloc, s->buf);
    s->buf = NULL;
    s->cap = 0;
}

/* Opens `file` and runs fn over it as a windowed source; the file must
 * not have changed size by the end. */
static int with_file_src(const char *file, uint64_t max_size, const tfc_allocator *a,
                         int (*fn)(tfc__src *src, void *user, tfc_error *err), void *user, tfc_error *err)
{
    tfc__file f;
    int rc = tfc__file_open(&f, file, max_size, err);
    if (rc) return rc;
    tfc__file_src s;
    tfc__file_src_init(&s, &f, a, err);
    rc = fn(&s.src, user, err);
    /* A file that changed under the read: report that, not what it caused. */
    if (tfc__file_check_unchanged(&f, NULL)) rc = tfc__file_check_unchanged(&f, err);
    tfc__file_src_free(&s);
    tfc__file_close(&f);
    return rc;
}

/* tfc__file_with_model of a path whose caller knows whether it is a
 * directory (is_dir): no second look at it. */
static int with_model_looked(const char *path, int is_dir, uint64_t max_size, const tfc_allocator *a,
                             int (*fn)(tfc__src *src, void *user, tfc_error *err), void *user, tfc_error *err)
{
    char *joined = NULL;
    if (is_dir) {
        int rc = tfc__path_join(&joined, a, path, "saved_model.pb", err);
        if (rc) return rc;
    }
    int rc = with_file_src(joined ? joined : path, max_size, a, fn, user, err);
    tfc__free(a, joined);
    return rc;
}

int tfc__file_with_model(const char *path, uint64_t max_size, const tfc_allocator *a,
                         int (*fn)(tfc__src *src, void *user, tfc_error *err), void *user, tfc_error *err)
{
    return with_model_looked(path, tfc__is_dir(path), max_size, a, fn, user, err);
}

typedef struct open_args {
    tfc_model **out;
    int32_t expected;
    const tfc_parse_options *opts;
} open_args;

static int open_fn(tfc__src *src, void *user, tfc_error *err)
{
    open_args *a = user;
    return tfc__model_parse_src(a->out, src, a->expected, a->opts, err);
}

int tfc__file_open_model_looked(tfc_model **out, const char *path, int is_dir, int32_t expected_kind,
                                const tfc_parse_options *opts, tfc_error *err)
{
    *out = NULL;
    tfc_parse_options o;
    tfc__parse_options_resolve(&o, opts);
    if (expected_kind == TFC_KIND_UNKNOWN && is_dir) expected_kind = TFC_KIND_SAVED_MODEL;
    open_args args = {out, expected_kind, &o};
    int rc = with_model_looked(path, is_dir, o.max_input_size, o.allocator, open_fn, &args, err);
    if (rc && *out) {
        tfc_model_free(*out);
        *out = NULL;
    }
    return rc;
}

int32_t tfc_file_open_model(tfc_model **out, const char *path, int32_t expected_kind,
                       const tfc_parse_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "path is NULL");
    return tfc__file_open_model_looked(out, path, tfc__is_dir(path), expected_kind, opts, err);
}

static int detect_fn(tfc__src *src, void *user, tfc_error *err)
{
    return tfc__detect_kind_src(user, src, err);
}

/* The last 8 bytes of a checkpoint index (a LevelDB-format table). */
static const uint8_t TABLE_MAGIC[8] = {0x57, 0xfb, 0x80, 0x8b, 0x24, 0x75, 0x47, 0xdb};

int tfc__file_detect_kind_bounded(int32_t *out_kind, int *out_unread, const char *path, uint8_t *buf, size_t cap,
                                  tfc_error *err)
{
    *out_kind = TFC_KIND_UNKNOWN;
    *out_unread = 1;
    tfc__file f;
    int rc = tfc__file_open(&f, path, UINT64_MAX, err);
    if (rc) return rc;
    size_t n = (size_t)f.size;
    if (buf && n <= cap) {
        /* Small: TFLite's identifier at offset 4 (the detection's first
         * rule) says the kind from the first 8 bytes, the rest unread;
         * anything else is read whole and judged by the same detection as
         * bytes in memory. */
        size_t first = n < 8 ? n : 8;
        rc = tfc__file_pread(&f, buf, first, 0, err);
        int tflite = !rc && n >= 8 && !memcmp(buf + 4, "TFL3", 4);
        if (!rc && !tflite && n > first) rc = tfc__file_pread(&f, buf + first, n - first, first, err);
        if (!rc) rc = tfc__file_check_unchanged(&f, err);
        if (!rc) {
            *out_unread = 0;
            if (tflite) *out_kind = TFC_KIND_TFLITE;
            else rc = tfc_container_detect_kind(out_kind, buf, n, err);
        }
    } else {
        /* Large: the two magics that say a kind at once (TFLite's identifier
         * at offset 4, a table's magic in its last 8 bytes), else the
         * streaming detection over this same descriptor, so the bytes judged
         * are those of the file that was checked to be regular. */
        uint8_t head[8], tail[8];
        int known = 0;
        if (buf && n >= 16) {
            rc = tfc__file_pread(&f, head, 8, 0, err);
            if (!rc) rc = tfc__file_pread(&f, tail, 8, n - 8, err);
            if (!rc && !memcmp(head + 4, "TFL3", 4)) *out_kind = TFC_KIND_TFLITE, known = 1;
            else if (!rc && !memcmp(tail, TABLE_MAGIC, 8)) *out_kind = TFC_KIND_CHECKPOINT_INDEX, known = 1;
        }
        if (!rc && !known) {
            tfc__file_src s;
            tfc__file_src_init(&s, &f, NULL, err);
            rc = tfc__detect_kind_src(out_kind, &s.src, err);
            tfc__file_src_free(&s);
            /* The windows are read as the detection goes: a read error is
             * the file's, any other failure is what its content says. */
            *out_unread = rc == TFC_E_IO || rc == TFC_E_NOMEM;
        } else if (!rc) {
            *out_unread = 0;
        }
        /* A file that changed under the read: report that, not what it caused. */
        if (tfc__file_check_unchanged(&f, NULL)) {
            rc = tfc__file_check_unchanged(&f, err);
            *out_unread = 1;
        }
    }
    tfc__file_close(&f);
    if (rc) *out_kind = TFC_KIND_UNKNOWN;
    return rc;
}

int32_t tfc_file_detect_kind(int32_t *out_kind, int32_t *out_is_dir, const char *path, tfc_error *err)
{
    if (!out_kind || !path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out_kind and path are required");
    *out_kind = TFC_KIND_UNKNOWN;
    if (out_is_dir) *out_is_dir = 0;
    char *joined = NULL;
    const char *file = path;
    int dir = tfc__is_dir(path);
    if (dir) {
        int rc = tfc__path_join(&joined, NULL, path, "saved_model.pb", err);
        if (rc) return rc;
        file = joined;
        if (out_is_dir) *out_is_dir = 1;
    }
    int rc = with_file_src(file, UINT64_MAX, NULL, detect_fn, out_kind, err);
    if (rc) *out_kind = TFC_KIND_UNKNOWN;
    if (!rc && dir && *out_kind != TFC_KIND_SAVED_MODEL) {
        *out_kind = TFC_KIND_UNKNOWN;
        rc = tfc__fail(err, TFC_E_WRONG_KIND, -1, "%s is not a SavedModel", file);
    }
    tfc__free(NULL, joined);
    return rc;
}

/* ---- the writing layer's two opens (src/core/write.c) ---------------------
 * Kept here, beside the reading layer's, so that every open() of a path is in
 * this file. Neither can block: the first creates a new name (O_EXCL, no link
 * followed), the second opens a directory (O_DIRECTORY fails on anything else). */

int tfc__file_create_new(const char *path)
{
    return open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
}

void tfc__file_sync_dir(const char *dir)
{
    int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        (void)fsync(dfd);
        close(dfd);
    }
}

/* ---- directory listings (the walk, src/artifact/scan_walk.c) --------------
 * Names and readdir's types only: no byte of a file is read, and opening a
 * directory (O_DIRECTORY, or opendir) fails on anything else, so a FIFO never
 * blocks it. On Linux the entries are read with getdents64 into the caller's
 * buffer (opendir allocates and frees a 32 KiB one per directory: one per
 * SavedModel of a store); elsewhere, or without a buffer, with readdir. */

#if defined(__linux__) && defined(SYS_getdents64)
/* getdents64's record (linux/dirent.h). */
typedef struct dirent64_rec {
    uint64_t d_ino;
    int64_t d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
} dirent64_rec;

/* -2: getdents64 is not there (ENOSYS) and nothing was listed yet. */
static int32_t list_getdents(const char *path, uint8_t *buf, size_t cap, tfc__file_dir_entry_fn each, void *user)
{
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return 1;
    int32_t rc = TFC_OK;
    int listed = 0;
    for (;;) {
        long got = syscall(SYS_getdents64, fd, buf, cap);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            rc = errno == ENOSYS && !listed ? -2 : 1;
            break;
        }
        if (got == 0) break;
        listed = 1;
        for (long off = 0; off < got && !rc;) {
            const dirent64_rec *d = (const dirent64_rec *)(const void *)(buf + off);
            if (d->d_reclen == 0 || (long)d->d_reclen > got - off) break; /* not a record the kernel writes */
            rc = each(user, d->d_name, d->d_type);
            off += d->d_reclen;
        }
        if (rc) break;
    }
    int saved = errno;
    close(fd);
    errno = saved;
    return rc;
}
#endif

int32_t tfc__file_list_dir(const char *path, uint8_t *buf, size_t cap, tfc__file_dir_entry_fn each, void *user)
{
#if defined(__linux__) && defined(SYS_getdents64)
    if (buf && cap) {
        int32_t rc = list_getdents(path, buf, cap, each, user);
        if (rc != -2) return rc;
    }
#else
    (void)buf;
    (void)cap;
#endif
    DIR *d = opendir(path);
    if (!d) return 1;
    int32_t rc = TFC_OK;
    struct dirent *de;
    while (!rc && (de = readdir(d)) != NULL) rc = each(user, de->d_name, de->d_type);
    int saved = errno;
    closedir(d);
    errno = saved;
    return rc;
}
