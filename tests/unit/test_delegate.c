/*
 * Tests for tfcompat/delegate.h: nodes a delegate would refuse.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "fbbuild.h"
#include "tflmodel.h"
#include "tjson.h"
#include "topen.h"

static void delegates_list_refused_nodes(void **state)
{
    (void)state;
    opcode_spec codes[] = {{1, 3, 0, 0, 1, 3, NULL}, {1, 4, 0, 0, 1, 2, NULL}, {1, 32, 0, 0, 1, 1, "Foo"}};
    op_spec ops[] = {{0, {0}, 1, {1}, 1}, {1, {0}, 1, {1}, 1}, {2, {0}, 1, {1}, 1}, {0, {1}, 1, {0}, 1}};
    model_spec s = {.codes = codes, .ncodes = 3, .ops = ops, .nops = 4, .ntensors = 2, .nbuffers = 1};
    built b;
    build_model(&s, &b);
    tfc_tflite_model *m = parse_ok(&b);
    const char table[] = "# a GPU-like delegate\nbuiltin CONV_2D 2\nbuiltin DEPTHWISE_CONV_2D 2\n";
    tfc_delegate *d;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_delegate_parse(&d, table, strlen(table), NULL, &err), TFC_OK);
    tfc_verdict *v;
    assert_int_equal(tfc_delegate_check(&v, m, d, &err), TFC_OK);
    assert_int_equal(tfc_verdict_finding_count(v), 3); /* both CONV_2D nodes and the custom op */
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_DELEGATE_UNSUPPORTED);
    assert_int_equal(tfc_verdict_finding_severity(v, 0), TFC_SEVERITY_WARNING);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "subgraph 0 node 0 (CONV_2D): Max version supported: 2. Requested version 3.");
    assert_string_equal(tfc_verdict_finding_message(v, 1),
                        "subgraph 0 node 2 (Foo version 1): op not supported by the delegate");
    assert_string_equal(tfc_verdict_finding_subject(v, 2), "CONV_2D");
    tfc_verdict_free(v);
    assert_int_equal(tfc_delegate_add_custom(d, "Foo", 1, &err), TFC_OK);
    assert_int_equal(tfc_delegate_add_custom(d, "Foo", 1, &err), TFC_E_DUPLICATE);
    assert_int_equal(tfc_delegate_add_builtin(d, 32, 1, &err), TFC_E_BAD_VALUE);
    assert_int_equal(tfc_delegate_check(&v, m, d, &err), TFC_OK);
    assert_int_equal(tfc_verdict_finding_count(v), 2);
    tfc_verdict_free(v);
    tfc_delegate_free(d);
    const char dup[] = "builtin CONV_2D 2\nbuiltin 3 4\n";
    assert_int_equal(tfc_delegate_parse(&d, dup, strlen(dup), NULL, &err), TFC_E_DUPLICATE);
    assert_null(d);
    tfc_tflite_model_free(m);
    fbb_free(b.b);
}

/* An allocator that fails after a budget of allocations. */

/* ---- opening a delegate file by path (tfc_delegate_open) ---- */
#define CONV0 TFC_TEST_DIR "/corpus/tflite/conv0.tflite"

static int32_t open_delegate(const char *path, tfc_error *err)
{
    tfc_delegate *d = (tfc_delegate *)1;
    int32_t rc = tfc_delegate_open(&d, path, NULL, err);
    if (rc) assert_null(d);
    tfc_delegate_free(d);
    return rc;
}

/* Findings of the delegate read from a file with `text` on conv0. */
static tfc_verdict *check_conv0(const char *text)
{
    char *path = topen_write("conv0.delegate", text);
    tfc_delegate *d = NULL;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    if (tfc_delegate_open(&d, path, NULL, &e)) fail_msg("open: %s", e.message);
    tfc_tflite_model *m = NULL;
    if (tfc_tflite_model_open(&m, CONV0, NULL, &e)) fail_msg("model: %s", e.message);
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_delegate_check(&v, m, d, &e), TFC_OK);
    tfc_tflite_model_free(m);
    tfc_delegate_free(d);
    free(path);
    return v;
}

static void delegate_files_are_opened_by_path(void **state)
{
    (void)state;
    tfc_verdict *v = check_conv0("# takes CONV_2D up to version 5\nbuiltin CONV_2D 5\ncustom MyOp 1\n");
    assert_true(tfc_verdict_accepted(v));
    assert_int_equal(tfc_verdict_finding_count(v), 0);
    tfc_verdict_free(v);

    v = check_conv0("builtin CONV_2D 2\n");
    assert_true(tfc_verdict_accepted(v)); /* the node falls back to the CPU */
    assert_int_equal(tfc_verdict_finding_count(v), 1);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_DELEGATE_UNSUPPORTED);
    assert_string_equal(tfc_verdict_finding_subject(v, 0), "CONV_2D");
    assert_int_equal(tfc_verdict_finding_value(v, 0), 3);
    assert_non_null(strstr(tfc_verdict_finding_message(v, 0), "Max version supported: 2. Requested version 3."));
    tfc_verdict_free(v);
}

static void expect_failure(const char *name, const char *text, int32_t code, const char *after_path)
{
    char *path = topen_write(name, text);
    tfc_delegate *d = (tfc_delegate *)1;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_delegate_open(&d, path, NULL, &e), code);
    assert_null(d);
    assert_int_equal(e.code, code);
    char want[1024];
    snprintf(want, sizeof want, "%s: %s", path, after_path);
    if (strncmp(e.message, want, strlen(want))) fail_msg("message: %s, want it to start with %s", e.message, want);
    free(path);
}

static void delegate_file_errors_name_the_file_and_line(void **state)
{
    (void)state;
    expect_failure("bad_op.delegate", "builtin NOT_AN_OP 1\n", TFC_E_PARSE, "line 1: unknown builtin op \"NOT_AN_OP\"");
    expect_failure("bad_line.delegate", "# one entry\nbuiltin CONV_2D\n", TFC_E_PARSE,
                   "line 2: expected \"builtin OP MAX_VERSION\" or \"custom NAME MAX_VERSION\"");
    expect_failure("dup.delegate", "builtin CONV_2D 5\nbuiltin CONV_2D 6\n", TFC_E_DUPLICATE, "line 2: ");
}

static void delegate_open_refuses_what_is_not_a_small_regular_file(void **state)
{
    (void)state;
    topen_check_bad_paths(open_delegate, (uint64_t)16 << 20);
    tfc_delegate *d = (tfc_delegate *)1;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(tfc_delegate_open(NULL, "x", NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_delegate_open(&d, NULL, NULL, &e), TFC_E_INVALID_ARGUMENT);
    assert_null(d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(delegates_list_refused_nodes),
        cmocka_unit_test(delegate_files_are_opened_by_path),
        cmocka_unit_test(delegate_file_errors_name_the_file_and_line),
        cmocka_unit_test(delegate_open_refuses_what_is_not_a_small_regular_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
