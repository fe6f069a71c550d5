/*
 * Tests for the CLI's JSON writer (src/cli/json.c): integers at their
 * limits (written without printf since issue 26), strings of printable
 * ASCII, escapes and invalid UTF-8 exactly as before, and a compact line
 * ended by jw_finish. A compact line is gathered by the writer and reaches
 * the FILE at jw_finish, whole, also when it outgrows the writer's buffer;
 * keys written as literals (JW_KEY) read as jw_key writes them; a path's
 * "_hex" member only when the path is not UTF-8.
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
    static char buf[8192];
    fflush(f);
    long n = ftell(f);
    assert_true(n >= 0 && (size_t)n < sizeof buf);
    rewind(f);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = 0;
    return buf;
}

/* A compact writer on a new temporary file, which it returns. */
static FILE *compact_writer(jw *w)
{
    FILE *f = tmpfile();
    assert_non_null(f);
    jw_init_compact(w, f);
    return f;
}

static void integers_at_their_limits(void **state)
{
    (void)state;
    jw w;
    FILE *f = compact_writer(&w);
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
    jw w;
    FILE *f = compact_writer(&w);
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

/* Every byte the escape treats apart, at each place of two 8-byte words:
 * the word-at-a-time pass over plain ASCII misses none. */
static void every_escape_at_every_place_of_a_word(void **state)
{
    (void)state;
    static const struct {
        const char *in, *out;
    } cases[] = {{"\x01", "\\u0001"}, {"\x1f", "\\u001f"}, {"\"", "\\\""}, {"\\", "\\\\"},
                 {"\x7f", "\\u007f"}, {"\x80", "\\ufffd"}, {"\xff", "\\ufffd"}, {"\xc3\xa9", "\xc3\xa9"},
                 {"\n", "\\n"}, {" ", " "}, {"~", "~"}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (size_t at = 0; at < 16; at++) {
            char in[32], want[48];
            snprintf(in, sizeof in, "%.*s%s%.*s", (int)at, "abcdefghijklmnop", cases[c].in, (int)(16 - at),
                     "ABCDEFGHIJKLMNOP");
            snprintf(want, sizeof want, "\"%.*s%s%.*s\"\n", (int)at, "abcdefghijklmnop", cases[c].out, (int)(16 - at),
                     "ABCDEFGHIJKLMNOP");
            jw w;
            FILE *f = compact_writer(&w);
            jw_string(&w, in);
            jw_finish(&w);
            if (strcmp(contents(f), want)) fail_msg("case %zu at %zu: %s, not %s", c, at, contents(f), want);
            fclose(f);
        }
}

/* Bytes in f so far, without flushing what the writer holds. */
static long written(FILE *f)
{
    fflush(f);
    return ftell(f);
}

static void compact_line_reaches_the_file_at_finish(void **state)
{
    (void)state;
    jw w;
    FILE *f = compact_writer(&w);
    jw_object_begin(&w);
    JW_KEY(&w, "kind");
    jw_string(&w, "tflite");
    jw_key(&w, "n");
    jw_uint(&w, 3);
    assert_int_equal(written(f), 0);
    jw_object_end(&w);
    jw_finish(&w);
    assert_string_equal(contents(f), "{\"kind\":\"tflite\",\"n\":3}\n");
    fclose(f);
}

static void a_line_longer_than_the_buffer_is_written_whole(void **state)
{
    (void)state;
    /* runs of plain ASCII around an escape and a multi-byte character,
     * crossing the writer's buffer more than once */
    static char text[3001], want[4096];
    memset(text, 'a', 3000);
    text[1000] = '"';
    memcpy(text + 2047, "\xc3\xa9", 2);
    jw w;
    FILE *f = compact_writer(&w);
    jw_array_begin(&w);
    jw_string(&w, text);
    jw_null(&w);
    jw_array_end(&w);
    jw_finish(&w);
    snprintf(want, sizeof want, "[\"%.1000s\\\"%.1046s\xc3\xa9%.951s\",null]\n", text, text + 1001, text + 2049);
    assert_string_equal(contents(f), want);
    fclose(f);
}

static void literal_keys_as_jw_key_writes_them(void **state)
{
    (void)state;
    FILE *f = tmpfile(), *g = tmpfile();
    assert_non_null(f);
    assert_non_null(g);
    jw w, v;
    jw_init(&w, f);
    jw_init(&v, g);
    jw_object_begin(&w);
    jw_object_begin(&v);
    JW_KEY(&w, "min_consumer");
    jw_key(&v, "min_consumer");
    jw_null(&w);
    jw_null(&v);
    jw_object_end(&w);
    jw_object_end(&v);
    jw_finish(&w);
    jw_finish(&v);
    char fw[64];
    const char *got = contents(f);
    assert_true(strlen(got) < sizeof fw);
    memcpy(fw, got, strlen(got) + 1);
    assert_string_equal(fw, "{\n  \"min_consumer\": null\n}\n");
    assert_string_equal(contents(g), fw);
    fclose(f);
    fclose(g);
}

static void a_path_has_hex_only_when_not_utf8(void **state)
{
    (void)state;
    jw w;
    FILE *f = compact_writer(&w);
    jw_object_begin(&w);
    cli_json_path(&w, "path", "/m/caf\xc3\xa9\n.tflite");
    cli_json_path(&w, "other", "/m/x\xff.pb");
    jw_object_end(&w);
    jw_finish(&w);
    assert_string_equal(contents(f), "{\"path\":\"/m/caf\xc3\xa9\\n.tflite\",\"other\":\"/m/x\\ufffd.pb\","
                                     "\"other_hex\":\"2f6d2f78ff2e7062\"}\n");
    fclose(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(integers_at_their_limits),
        cmocka_unit_test(strings_escaped_as_before),
        cmocka_unit_test(every_escape_at_every_place_of_a_word),
        cmocka_unit_test(compact_line_reaches_the_file_at_finish),
        cmocka_unit_test(a_line_longer_than_the_buffer_is_written_whole),
        cmocka_unit_test(literal_keys_as_jw_key_writes_them),
        cmocka_unit_test(a_path_has_hex_only_when_not_utf8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
