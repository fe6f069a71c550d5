/*
 * Tests for the reading layer's read of a path the caller has looked at
 * (src/core/file.c, tfc__file_read_small_looked, issue 26; and
 * tfc__file_read_all, which reads the same way after its stat): no stat
 * before the open; every guard of the layer kept: only a regular
 * file is read (a FIFO swapped in is refused on the descriptor, without a
 * blocking open), the size is bounded before the allocation, and a file
 * that grows or shrinks during the read is an error, never bytes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "file_internal.h"

static char dir[] = "/tmp/tfc_looked_XXXXXX";

static void path_in(char *p, size_t n, const char *name) { snprintf(p, n, "%s/%s", dir, name); }

static void write_bytes(const char *p, const char *bytes)
{
    FILE *f = fopen(p, "wb");
    assert_non_null(f);
    fputs(bytes, f);
    fclose(f);
}

/* An allocator that changes the file when the read buffer is allocated:
 * after the fstat, before the read. */
typedef struct changer {
    const char *path;
    int grow; /* 1: append; 0: truncate to `size` */
    off_t size;
} changer;

static void *changing_alloc(size_t n, void *user)
{
    changer *c = user;
    if (c->grow) {
        FILE *f = fopen(c->path, "ab");
        assert_non_null(f);
        fputs("more", f);
        fclose(f);
    } else {
        assert_int_equal(truncate(c->path, c->size), 0);
    }
    return malloc(n);
}
static void plain_free(void *p, void *user)
{
    (void)user;
    free(p);
}

static int read_looked(const char *p, uint64_t max, const tfc_allocator *a, uint8_t **out, size_t *len,
                       tfc_error *err)
{
    tfc_error_init(err, sizeof *err);
    *out = (uint8_t *)err; /* set on every return */
    *len = 99;
    return tfc__file_read_small_looked(out, len, p, max, a, err);
}

static void reads_a_regular_file_whole(void **state)
{
    (void)state;
    char p[512];
    path_in(p, sizeof p, "m.bin");
    write_bytes(p, "0123456789");
    uint8_t *b;
    size_t n;
    tfc_error err;
    assert_int_equal(read_looked(p, 1024, NULL, &b, &n, &err), TFC_OK);
    assert_int_equal(n, 10);
    assert_memory_equal(b, "0123456789", 10);
    tfc__free(NULL, b);
    /* empty: no bytes, no buffer (as tfc__file_read_all) */
    write_bytes(p, "");
    assert_int_equal(read_looked(p, 1024, NULL, &b, &n, &err), TFC_OK);
    assert_int_equal(n, 0);
    assert_null(b);
    /* over the bound: nothing allocated or read */
    write_bytes(p, "0123456789");
    assert_int_equal(read_looked(p, 9, NULL, &b, &n, &err), TFC_E_TOO_LARGE);
    assert_null(b);
    assert_int_equal(n, 0);
    assert_int_equal(read_looked(p, 10, NULL, &b, &n, &err), TFC_OK);
    tfc__free(NULL, b);
    unlink(p);
}

static void refuses_what_is_no_regular_file(void **state)
{
    (void)state;
    char p[512];
    uint8_t *b;
    size_t n;
    tfc_error err;
    path_in(p, sizeof p, "none");
    assert_int_equal(read_looked(p, 1024, NULL, &b, &n, &err), TFC_E_NOT_FOUND);
    assert_null(b);
    /* a FIFO (swapped in after the caller looked): the open does not wait for a writer */
    path_in(p, sizeof p, "fifo");
    assert_int_equal(mkfifo(p, 0600), 0);
    alarm(20);
    assert_int_equal(read_looked(p, 1024, NULL, &b, &n, &err), TFC_E_IO);
    alarm(0);
    assert_null(b);
    assert_non_null(strstr(err.message, "is not a regular file (a FIFO)"));
    unlink(p);
    assert_int_equal(read_looked(dir, 1024, NULL, &b, &n, &err), TFC_E_IO);
    assert_non_null(strstr(err.message, "is not a regular file (a directory)"));
}

static void a_file_changed_during_the_read_is_an_error(void **state)
{
    (void)state;
    char p[512];
    path_in(p, sizeof p, "changing.bin");
    uint8_t *b;
    size_t n;
    tfc_error err;
    for (int grow = 0; grow < 2; grow++)
        for (off_t size = 0; size < (grow ? 1 : 10); size += 5) {
            write_bytes(p, "0123456789");
            changer c = {p, grow, size};
            tfc_allocator a;
            tfc_allocator_init(&a, sizeof a);
            a.alloc = changing_alloc;
            a.free = plain_free;
            a.user = &c;
            int rc = read_looked(p, 1024, &a, &b, &n, &err);
            assert_int_equal(rc, grow ? TFC_E_IO : TFC_E_TRUNCATED);
            assert_null(b);
            assert_int_equal(n, 0);
            assert_non_null(strstr(err.message, "changed while being read"));
            /* tfc__file_read_all reads the same way (after its stat), and words a growth with the new size */
            write_bytes(p, "0123456789");
            tfc_error_init(&err, sizeof err);
            b = (uint8_t *)&err;
            assert_int_equal(tfc__file_read_all(&b, &n, p, 1024, &a, &err), grow ? TFC_E_IO : TFC_E_TRUNCATED);
            assert_null(b);
            if (grow) assert_non_null(strstr(err.message, "it was 10 bytes when opened and is 14 bytes now"));
        }
    unlink(p);
}

static int setup(void **state)
{
    (void)state;
    return mkdtemp(dir) ? 0 : -1;
}
static int teardown(void **state)
{
    (void)state;
    return rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reads_a_regular_file_whole),
        cmocka_unit_test(refuses_what_is_no_regular_file),
        cmocka_unit_test(a_file_changed_during_the_read_is_an_error),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
