/*
 * The stable core on its own: this file is compiled without
 * TFC_BUILDING_BLOCKS (the build defines it for the library and the tests,
 * so it is undefined here), so it sees what <tfcompat.h> declares to a
 * caller of the core, and the deprecated header it includes explicitly.
 * It holds "one of each" (issue 28): the core's one opener, tfc_check_open,
 * and tfc_check answer a model exactly as tfc_check_path_v2 does, and as
 * the deprecated tfc_check_path did, also for a TFLite file with a wrong
 * identifier (the kind is detected from the content: without "TFL3" it is
 * no TFLite model, and all three refuse the bytes with the same code).
 */
#undef TFC_BUILDING_BLOCKS
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include <tfcompat.h>
#include <tfcompat/deprecated.h>

#define CORPUS TFC_TEST_DIR "/corpus"
#define TF2 CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu"
#define CONV0 CORPUS "/tflite/conv0.tflite"

static char scratch[64];
static char wrong_ident[128];

/* conv0.tflite with "XFL3" where the FlatBuffer file identifier "TFL3" is. */
static int setup(void **state)
{
    (void)state;
    snprintf(scratch, sizeof scratch, "/tmp/tfc_tiers_XXXXXX");
    if (!mkdtemp(scratch)) return -1;
    snprintf(wrong_ident, sizeof wrong_ident, "%s/wrong_identifier.tflite", scratch);
    FILE *in = fopen(CONV0, "rb");
    if (!in) return -1;
    static unsigned char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf, in);
    fclose(in);
    if (n < 8 || n == sizeof buf || memcmp(buf + 4, "TFL3", 4) != 0) return -1;
    buf[4] = 'X';
    FILE *out = fopen(wrong_ident, "wb");
    if (!out) return -1;
    int ok = fwrite(buf, 1, n, out) == n;
    return fclose(out) == 0 && ok ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    unlink(wrong_ident);
    return rmdir(scratch);
}

static tfc_target *parse(const char *spec)
{
    tfc_target *t = NULL;
    if (tfc_target_parse(&t, spec, NULL, NULL) != TFC_OK) fail_msg("%s", spec);
    return t;
}

/* The three ways of the core and of the deprecated entry give one verdict. */
static void same_answer(const char *spec, const char *path, int32_t outcome, int32_t reason)
{
    tfc_target *t = parse(spec);
    tfc_verdict *v2 = NULL, *old = NULL, *v = NULL;
    tfc_artifact *a = NULL;
    assert_int_equal(tfc_check_path_v2(&v2, path, t, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_check_path(&old, t, path, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_check_open(&a, path, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_check(&v, a, t, NULL, NULL), TFC_OK);
    const tfc_verdict *all[3] = {v2, old, v};
    for (int k = 0; k < 3; k++) {
        assert_int_equal(tfc_verdict_outcome(all[k]), outcome);
        int64_t i = tfc_verdict_first_finding(all[k]);
        assert_int_equal(i < 0 ? TFC_REASON_NONE : tfc_verdict_finding_reason(all[k], (size_t)i), reason);
        assert_int_equal(tfc_verdict_finding_count(all[k]), tfc_verdict_finding_count(v2));
        if (i >= 0)
            assert_string_equal(tfc_verdict_finding_message(all[k], (size_t)i),
                                tfc_verdict_finding_message(v2, (size_t)tfc_verdict_first_finding(v2)));
    }
    tfc_verdict_free(v);
    tfc_verdict_free(old);
    tfc_verdict_free(v2);
    tfc_artifact_free(a);
    tfc_target_free(t);
}

static void the_core_opener_and_check_path_v2_agree(void **state)
{
    (void)state;
    same_answer("2.11.1", CONV0, TFC_OUTCOME_ACCEPTED, TFC_REASON_NONE);
    same_answer("2.9.0", TF2, TFC_OUTCOME_REJECTED, TFC_REASON_OP_NOT_REGISTERED);
    same_answer("2.11.1", TF2, TFC_OUTCOME_ACCEPTED, TFC_REASON_NONE);
}

/* conv0.tflite with "XFL3" is no TFLite model by its content: its first
 * bytes read as a protobuf field with number 0. */
static void a_wrong_identifier_is_one_error_for_every_entry(void **state)
{
    (void)state;
    tfc_target *t = parse("2.11.1");
    tfc_verdict *v = NULL;
    tfc_artifact *a = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_check_path_v2(&v, wrong_ident, t, NULL, &err), TFC_E_BAD_TAG);
    assert_null(v);
    assert_int_equal(tfc_check_path(&v, t, wrong_ident, NULL, &err), TFC_E_BAD_TAG);
    assert_null(v);
    assert_int_equal(tfc_check_open(&a, wrong_ident, NULL, &err), TFC_E_BAD_TAG);
    assert_null(a);
    assert_string_equal(tfc_status_name(tfc_error_code(&err)), "TFC_E_BAD_TAG");
    tfc_target_free(t);
}

static void check_path_v2_arguments(void **state)
{
    (void)state;
    tfc_target *t = parse("2.11.1");
    tfc_verdict *v = (tfc_verdict *)&v; /* must be set to NULL on failure */
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_check_path_v2(&v, CORPUS "/nowhere", t, NULL, &err), TFC_E_NOT_FOUND);
    assert_null(v);
    assert_int_equal(tfc_error_code(&err), TFC_E_NOT_FOUND);
    assert_int_equal(tfc_check_path_v2(&v, TF2, NULL, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_null(v);
    assert_int_equal(tfc_check_path_v2(&v, NULL, t, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_null(v);
    assert_int_equal(tfc_check_path_v2(NULL, TF2, t, NULL, &err), TFC_E_INVALID_ARGUMENT);
    tfc_target_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_core_opener_and_check_path_v2_agree),
        cmocka_unit_test(a_wrong_identifier_is_one_error_for_every_entry),
        cmocka_unit_test(check_path_v2_arguments),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
