/*
 * write.c - the writing layer (tfcompat/file.h, tfc_file_write): the one
 * place where the project turns bytes into a file at a path.
 *
 * Guarantees, in the order the function keeps them:
 *  - the target is looked at with lstat() and never opened: an existing
 *    FIFO, socket, device or directory is refused at once
 *    (TFC_E_NOT_REGULAR), so nothing blocks and nothing acts on a device;
 *  - the bytes go to a new file in the target's directory, created with
 *    O_CREAT | O_EXCL | O_NOFOLLOW (a name no one holds, never a link) and
 *    mode 0666 less the process umask, as a plain new file gets;
 *  - every byte is written (short writes continued, EINTR retried), then
 *    fsync()ed; only then is the file rename()d over the target, so a
 *    reader sees the old file or the new one, never a prefix;
 *  - on any failure (ENOSPC, EFBIG, EDQUOT, EIO, a failed rename) the
 *    temporary file is removed and the target is left as it was;
 *  - a symbolic link as target is itself replaced by the new file (rename
 *    replaces the directory entry): what it pointed to is never written.
 *
 * Thread safety: reentrant; concurrent calls for one path each write a
 * whole file and the last rename wins.
 */
#define _DEFAULT_SOURCE 1 /* O_NOFOLLOW, O_CLOEXEC, O_DIRECTORY */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "file_internal.h"
#include "tfcompat/file.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* Names tried before giving up when each is taken (O_EXCL says EEXIST). */
#define WRITE_TEMP_TRIES 64

static uint64_t mix(uint64_t x)
{
    x += 0x9E3779B97F4A7C15u;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9u;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBu;
    return x ^ (x >> 31);
}

/* A name nobody predicts across processes and threads: the name is only
 * a hint, O_EXCL is what makes the file ours. */
static uint64_t temp_token(void)
{
    static atomic_uint_fast64_t counter;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t c = (uint64_t)atomic_fetch_add(&counter, 1);
    return mix((uint64_t)getpid() ^ mix((uint64_t)ts.tv_nsec ^ ((uint64_t)ts.tv_sec << 30)) ^ mix(c) ^
               (uint64_t)(uintptr_t)&ts);
}

static int32_t io_fail(tfc_error *err, int e, const char *what, const char *path)
{
    return tfc__fail(err, e == ENOENT || e == ENOTDIR ? TFC_E_NOT_FOUND : TFC_E_IO, -1, "%s %s: %s", what, path,
                     strerror(e));
}

/* Writes all n bytes to fd: 0, else the errno (a write of 0 bytes, which a
 * regular file gives only when full, is ENOSPC). */
static int write_all(int fd, const uint8_t *p, size_t n)
{
    while (n) {
        ssize_t w = write(fd, p, n > ((size_t)1 << 30) ? (size_t)1 << 30 : n);
        if (w < 0 && errno == EINTR) continue;
        if (w < 0) return errno;
        if (w == 0) return ENOSPC;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

int32_t tfc_file_write(const char *path, const uint8_t *bytes, size_t len, tfc_error *err)
{
    if (!path || !path[0] || (!bytes && len))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "path is NULL or empty, or bytes NULL with a length");
    size_t pl = strlen(path);
    if (pl >= PATH_MAX) return tfc__fail(err, TFC_E_IO, -1, "cannot write a path of %zu bytes (PATH_MAX)", pl);
    struct stat st;
    if (lstat(path, &st) == 0) {
        if (!S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode))
            return tfc__fail(err, TFC_E_NOT_REGULAR, -1, "%s is not a regular file (%s): not replaced", path,
                             tfc__file_type_name((uint32_t)st.st_mode));
    } else if (errno != ENOENT) {
        return io_fail(err, errno, "cannot write", path);
    }
    /* The directory part, kept as written ("" for a bare name, "/" for the root). */
    const char *slash = strrchr(path, '/');
    size_t dl = slash ? (size_t)(slash - path) + 1 : 0;
    if (dl == pl) return tfc__fail(err, TFC_E_NOT_REGULAR, -1, "%s names a directory: not replaced", path);
    /* "<dir>/.tfc-<16 hex>.tmp": hidden (a scan skips it), short (a long
     * target name cannot push it past NAME_MAX). */
    char *tmp = tfc__alloc(NULL, dl + 32);
    if (!tmp) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    memcpy(tmp, path, dl);
    int fd = -1, e = EEXIST;
    for (int i = 0; i < WRITE_TEMP_TRIES && fd < 0 && e == EEXIST; i++) {
        snprintf(tmp + dl, 32, ".tfc-%016llx.tmp", (unsigned long long)temp_token());
        fd = tfc__file_create_new(tmp);
        e = fd < 0 ? errno : 0;
    }
    if (fd < 0) {
        char *dir = tfc__strndup(NULL, path, dl ? dl : 1);
        int32_t rc = dir ? io_fail(err, e, "cannot create a file in", dl ? dir : ".")
                         : tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        tfc__free(NULL, dir);
        tfc__free(NULL, tmp);
        return rc;
    }
    e = write_all(fd, bytes, len);
    if (!e && fsync(fd) != 0 && errno != EINVAL) e = errno; /* EINVAL: the file system has no sync */
    if (close(fd) != 0 && !e && errno != EINTR) e = errno;
    const char *what = "cannot write";
    if (!e && rename(tmp, path) != 0) e = errno, what = "cannot replace";
    if (e) {
        unlink(tmp);
        tfc__free(NULL, tmp);
        return tfc__fail(err, TFC_E_IO, -1, "%s %s: %s (the old file, if any, is left as it was)", what, path,
                         strerror(e));
    }
    /* The new name is durable once its directory is: best effort, the
     * file itself is complete either way. */
    if (dl) tmp[dl] = '\0';
    tfc__file_sync_dir(dl ? tmp : ".");
    tfc__free(NULL, tmp);
    return TFC_OK;
}
