/*
 * Tests for the CLI's JSON writer (src/cli/json.c): integers at their
 * limits (written without printf since issue 26), strings of printable
 * ASCII, escapes and invalid UTF-8 exactly as before, and a compact line
 * ended by jw_finish.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cli/cli.h"

/* What the writer wrote to f, NUL-terminated (static buffer). */
static const char *contents(FILE *f)
{
    static char buf[1024];
    fflush(f);
    long n = ftell(f);
    assert_true(n >= 0 && (size_t)n < sizeof buf);
    rewind(f);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = 0;
    return buf;
}

static void integers_at_their_limits(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    assert_non_null(f);
    jw w;
    jw_init_compact(&w, f);
    jw_array_begin(&w);
    jw_int(&w, 0);
    jw_int(&w, -1);
    jw_int(&w, 7);
    jw_int(&w, INT64_MIN);
    jw_int(&w, INT64_MAX);
    jw_uint(&w, 0);
    jw_uint(&w, 10);
    jw_uint(&w, UINT64_MAX);
    jw_array_end(&w);
    jw_finish(&w);
    assert_string_equal(contents(f), "[0,-1,7,-9223372036854775808,9223372036854775807,0,10,18446744073709551615]\n");
    fclose(f);
}

static void strings_escaped_as_before(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    assert_non_null(f);
    jw w;
    jw_init_compact(&w, f);
    jw_object_begin(&w);
    jw_key(&w, "plain");
    jw_string(&w, "Conv2D v3 ~!");
    jw_key(&w, "esc");
    jw_string_n(&w, "a\"b\\c\nd\te\x01\x7f", 12); /* and the NUL after it */
    jw_key(&w, "utf8");
    jw_string(&w, "caf\xc3\xa9 \xe2\x82\xac");
    jw_key(&w, "bad");
    jw_string(&w, "x\xff" "y\xc3");
    jw_object_end(&w);
    jw_finish(&w);
    assert_string_equal(contents(f), "{\"plain\":\"Conv2D v3 ~!\",\"esc\":\"a\\\"b\\\\c\\nd\\te\\u0001\\u007f\\u0000\","
                                     "\"utf8\":\"caf\xc3\xa9 \xe2\x82\xac\",\"bad\":\"x\\ufffdy\\ufffd\"}\n");
    fclose(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(integers_at_their_limits),
        cmocka_unit_test(strings_escaped_as_before),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
