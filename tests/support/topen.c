/* topen.c - see topen.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "tcli.h"
#include "topen.h"

static char *path_of(const char *name)
{
    size_t n = strlen(tcli_tmpdir()) + strlen(name) + 2;
    char *p = malloc(n);
    if (!p) fail_msg("topen: out of memory");
    snprintf(p, n, "%s/%s", tcli_tmpdir(), name);
    return p;
}

char *topen_write(const char *name, const char *text)
{
    char *p = path_of(name);
    FILE *f = fopen(p, "wb");
    if (!f || fwrite(text, 1, strlen(text), f) != strlen(text)) fail_msg("topen: cannot write %s", p);
    fclose(f);
    return p;
}

static void expect(topen_fn fn, const char *path, int32_t code, const char *what)
{
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    int32_t rc = fn(path, &e);
    if (rc != code)
        fail_msg("%s (%s): got %s, want %s: %s", what, path, tfc_status_name(rc), tfc_status_name(code), e.message);
    assert_int_equal(e.code, code);
    if (!strstr(e.message, path)) fail_msg("%s: the message does not name %s: %s", what, path, e.message);
}

void topen_check_bad_paths(topen_fn fn, uint64_t limit)
{
    char *missing = path_of("no_such_file.txt");
    expect(fn, missing, TFC_E_NOT_FOUND, "missing file");
    free(missing);

    char *dir = path_of("a_directory");
    assert_int_equal(mkdir(dir, 0700), 0);
    expect(fn, dir, TFC_E_IO, "directory");
    rmdir(dir);
    free(dir);

    char *fifo = path_of("a_fifo");
    assert_int_equal(mkfifo(fifo, 0600), 0);
    alarm(20); /* opening a FIFO for reading would wait for a writer */
    expect(fn, fifo, TFC_E_IO, "FIFO");
    alarm(0);
    unlink(fifo);
    free(fifo);

    /* One byte over the limit, sparse: no 16 MiB written. */
    char *big = topen_write("too_large.txt", "# a comment\n");
    assert_int_equal(truncate(big, (off_t)(limit + 1)), 0);
    expect(fn, big, TFC_E_TOO_LARGE, "file over the limit");
    unlink(big);
    free(big);
}
