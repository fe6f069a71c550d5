/*
 * swap_shim.c - a deterministic stat/open race, for the hostile catalogue.
 * Preloaded (LD_PRELOAD) into test_hostile: when a path whose last
 * component starts with "swapfifo" is opened and is still a regular file,
 * the shim replaces it with a FIFO of the same name first, as another
 * process could between a reader's stat() and its open(). A reader that
 * opens without O_NONBLOCK then blocks forever (no writer); the reading
 * layer must open it without blocking and refuse it (fstat: not a regular
 * file). Every other path goes to the real call untouched.
 */
#define _GNU_SOURCE 1
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* test_hostile looks this symbol up to know the shim is there. */
int tfc_test_swap_shim = 1;

static void swap(const char *path)
{
    if (!path) return;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if (strncmp(base, "swapfifo", 8)) return;
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode)) return;
    if (unlink(path) == 0) (void)mkfifo(path, 0600);
}

static mode_t mode_of(int flags, va_list ap)
{
    return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? (mode_t)va_arg(ap, int) : 0;
}

#define NEXT(name, type) static type real_##name; if (!real_##name) real_##name = (type)dlsym(RTLD_NEXT, #name)

typedef int (*open_fn)(const char *, int, ...);
typedef int (*openat_fn)(int, const char *, int, ...);
typedef int (*open2_fn)(const char *, int);
typedef int (*openat2_fn)(int, const char *, int);
typedef FILE *(*fopen_fn)(const char *, const char *);

int open(const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    mode_t m = mode_of(flags, ap);
    va_end(ap);
    swap(path);
    NEXT(open, open_fn);
    return real_open(path, flags, m);
}

int open64(const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    mode_t m = mode_of(flags, ap);
    va_end(ap);
    swap(path);
    NEXT(open64, open_fn);
    return real_open64(path, flags, m);
}

int openat(int dir, const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    mode_t m = mode_of(flags, ap);
    va_end(ap);
    swap(path);
    NEXT(openat, openat_fn);
    return real_openat(dir, path, flags, m);
}

int openat64(int dir, const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    mode_t m = mode_of(flags, ap);
    va_end(ap);
    swap(path);
    NEXT(openat64, openat_fn);
    return real_openat64(dir, path, flags, m);
}

/* _FORTIFY_SOURCE's checked variants */
int __open_2(const char *path, int flags);
int __open_2(const char *path, int flags)
{
    swap(path);
    NEXT(__open_2, open2_fn);
    return real___open_2(path, flags);
}

int __open64_2(const char *path, int flags);
int __open64_2(const char *path, int flags)
{
    swap(path);
    NEXT(__open64_2, open2_fn);
    return real___open64_2(path, flags);
}

FILE *fopen(const char *path, const char *mode)
{
    swap(path);
    NEXT(fopen, fopen_fn);
    return real_fopen(path, mode);
}

FILE *fopen64(const char *path, const char *mode)
{
    swap(path);
    NEXT(fopen64, fopen_fn);
    return real_fopen64(path, mode);
}
