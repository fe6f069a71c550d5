/* Tests for tfcompat/versiondef.h: parse, new, getters, the import merge. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "internal.h"
#include "versiondef_internal.h"

static void parses_fields_and_packed_bad_consumers(void **state)
{
    (void)state;
    /* producer 1569, min_consumer 12, bad_consumers [5, 7] unpacked then [9] packed */
    static const uint8_t b[] = {0x08, 0xa1, 0x0c, 0x10, 0x0c, 0x18, 0x05, 0x18, 0x07, 0x1a, 0x01, 0x09};
    tfc_versiondef *v = NULL;
    assert_int_equal(tfc_versiondef_parse(&v, b, sizeof b, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_versiondef_producer(v), 1569);
    assert_int_equal(tfc_versiondef_min_consumer(v), 12);
    assert_int_equal(tfc_versiondef_bad_consumer_count(v), 3);
    assert_int_equal(tfc_versiondef_bad_consumer(v, 0), 5);
    assert_int_equal(tfc_versiondef_bad_consumer(v, 1), 7);
    assert_int_equal(tfc_versiondef_bad_consumer(v, 2), 9);
    assert_int_equal(tfc_versiondef_bad_consumer(v, 3), 0);
    tfc_versiondef_free(v);
}

static void empty_input_is_all_zero(void **state)
{
    (void)state;
    tfc_versiondef *v = NULL;
    assert_int_equal(tfc_versiondef_parse(&v, NULL, 0, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_versiondef_producer(v), 0);
    assert_int_equal(tfc_versiondef_min_consumer(v), 0);
    assert_int_equal(tfc_versiondef_bad_consumer_count(v), 0);
    tfc_versiondef_free(v);
}

static void last_scalar_wins_and_unknown_fields_are_skipped(void **state)
{
    (void)state;
    /* producer 3, an unknown field 9 (varint), producer 4 */
    static const uint8_t b[] = {0x08, 0x03, 0x48, 0x01, 0x08, 0x04};
    tfc_versiondef *v = NULL;
    assert_int_equal(tfc_versiondef_parse(&v, b, sizeof b, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_versiondef_producer(v), 4);
    tfc_versiondef_free(v);
}

static void malformed_inputs_have_specific_codes(void **state)
{
    (void)state;
    struct { const uint8_t *b; size_t n; int32_t code; } cases[] = {
        {(const uint8_t *)"\x08", 1, TFC_E_TRUNCATED},                  /* tag without value */
        {(const uint8_t *)"\x08\x80", 2, TFC_E_TRUNCATED},              /* varint cut */
        {(const uint8_t *)"\x0a\x01\x00", 3, TFC_E_WIRE_TYPE},         /* producer as bytes */
        {(const uint8_t *)"\x1a\x05\x01", 3, TFC_E_LENGTH_PAST_END},   /* packed run past the end */
        {(const uint8_t *)"\x1a\x01\x80", 3, TFC_E_TRUNCATED},         /* packed varint cut */
        {(const uint8_t *)"\x0b", 1, TFC_E_GROUP},                      /* group start */
        {(const uint8_t *)"\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\x7f", 11, TFC_E_BAD_VARINT},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tfc_versiondef *v = (tfc_versiondef *)1;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t rc = tfc_versiondef_parse(&v, cases[i].b, cases[i].n, NULL, &err);
        if (rc != cases[i].code) fail_msg("case %zu: %s (%s)", i, tfc_status_name(rc), err.message);
        assert_null(v);
        assert_int_equal(err.code, cases[i].code);
        assert_true(err.message[0] != 0);
    }
}

static void bad_consumer_limit_applies_before_allocation(void **state)
{
    (void)state;
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.max_bad_consumers = 2;
    static const uint8_t b[] = {0x18, 0x01, 0x18, 0x02, 0x18, 0x03};
    tfc_versiondef *v = NULL;
    assert_int_equal(tfc_versiondef_parse(&v, b, sizeof b, &o, NULL), TFC_E_TOO_MANY);
    assert_null(v);
    assert_int_equal(tfc_versiondef_parse(&v, b, 4, &o, NULL), TFC_OK);
    assert_int_equal(tfc_versiondef_bad_consumer_count(v), 2);
    tfc_versiondef_free(v);
}

static void merge_is_tensorflows_import_rule(void **state)
{
    (void)state;
    static const int32_t ea[] = {9, 3}, ia[] = {3, 1};
    tfc_versiondef *e = NULL, *i = NULL, *m = NULL;
    assert_int_equal(tfc_versiondef_new(&e, 27, 12, ea, 2, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_versiondef_new(&i, 21, 14, ia, 2, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_versiondef_merge(&m, e, i, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_versiondef_producer(m), 21);
    assert_int_equal(tfc_versiondef_min_consumer(m), 14);
    assert_int_equal(tfc_versiondef_bad_consumer_count(m), 3);
    assert_int_equal(tfc_versiondef_bad_consumer(m, 0), 1);
    assert_int_equal(tfc_versiondef_bad_consumer(m, 1), 3);
    assert_int_equal(tfc_versiondef_bad_consumer(m, 2), 9);
    tfc_versiondef_free(m);
    tfc_versiondef_free(i);
    tfc_versiondef_free(e);
    assert_int_equal(tfc_versiondef_merge(NULL, NULL, NULL, NULL, NULL), TFC_E_INVALID_ARGUMENT);
}

static int budget;
static void *limited_alloc(size_t n, void *user) { (void)user; return budget-- > 0 ? malloc(n) : NULL; }
static void limited_free(void *p, void *user) { (void)user; free(p); }

static void allocation_failure_at_every_step_is_nomem(void **state)
{
    (void)state;
    static const uint8_t b[] = {0x08, 0xa1, 0x0c, 0x10, 0x0c, 0x18, 0x05, 0x18, 0x07};
    tfc_allocator a;
    tfc_allocator_init(&a, sizeof a);
    a.alloc = limited_alloc;
    a.free = limited_free;
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    o.allocator = &a;
    int ok_at = -1;
    for (int n = 0; n < 64 && ok_at < 0; n++) {
        budget = n;
        tfc_versiondef *v = NULL;
        int32_t rc = tfc_versiondef_parse(&v, b, sizeof b, &o, NULL);
        if (rc == TFC_OK) {
            ok_at = n;
            assert_int_equal(tfc_versiondef_bad_consumer_count(v), 2);
            tfc_versiondef_free(v);
        } else {
            assert_int_equal(rc, TFC_E_NOMEM);
            assert_null(v);
        }
    }
    assert_true(ok_at > 0);
}

/* Getters keep the order as written; the check looks consumers up in a
 * sorted copy, so a registry of 160,000 consumers asks about 65,536
 * bad_consumers in O(consumers x log 65,536): 26.5 s of CPU before (a
 * linear scan per consumer), 0.015 s after (RelWithDebInfo, one core). */
static void bad_consumers_keep_their_order_and_are_bisected(void **state)
{
    (void)state;
    static const int32_t written[] = {9, -3, 40, 9, 2};
    tfc_versiondef *v = NULL;
    assert_int_equal(tfc_versiondef_new(&v, 50, 0, written, 5, NULL, NULL), TFC_OK);
    for (size_t i = 0; i < 5; i++) assert_int_equal(tfc_versiondef_bad_consumer(v, i), written[i]);
    for (int32_t c = -5; c < 45; c++) {
        tfc_verdict *vd = NULL;
        assert_int_equal(tfc_accept_check(&vd, v, c, -10, "GraphDef", "graph", "x", NULL, NULL), TFC_OK);
        int listed = c == 9 || c == -3 || c == 40 || c == 2;
        int found = 0;
        for (size_t k = 0; k < tfc_verdict_finding_count(vd); k++)
            found |= tfc_verdict_finding_reason(vd, k) == TFC_REASON_BAD_CONSUMER;
        assert_int_equal(found, listed);
        tfc_verdict_free(vd);
    }
    /* the range form, for consumers known only within bounds */
    int32_t got = 0;
    assert_true(tfc__versiondef_bad_in_range(v, 3, 40, &got) && got == 9);
    assert_true(tfc__versiondef_bad_in_range(v, -10, 100, &got) && got == -3);
    assert_true(tfc__versiondef_bad_in_range(v, 40, 40, &got) && got == 40);
    assert_false(tfc__versiondef_bad_in_range(v, 10, 39, &got));
    assert_false(tfc__versiondef_bad_in_range(v, 41, 100, &got));
    assert_false(tfc__versiondef_bad_in_range(v, 9, 2, &got));
    tfc_versiondef_free(v);

    enum { CONSUMERS = 160000, BAD = 65536 };
    size_t cap = (size_t)CONSUMERS * 48, n = 0;
    char *text = malloc(cap);
    assert_non_null(text);
    for (int i = 0; i < CONSUMERS; i++)
        n += (size_t)snprintf(text + n, cap - n, "consumer graphdef x %d.%d %d 0 0 -\n", i / 1000, i % 1000, i + 10);
    tfc_registry *r = NULL;
    assert_int_equal(tfc_registry_load(&r, text, n, NULL, NULL), TFC_OK);
    free(text);
    int32_t *bad = malloc(BAD * sizeof *bad);
    assert_non_null(bad);
    for (int32_t i = 0; i < BAD; i++) bad[i] = 1000000 + 7 * (BAD - 1 - i); /* descending, none a consumer */
    bad[BAD / 2] = 12345 + 10;                                               /* but consumer 1.2.345's */
    assert_int_equal(tfc_versiondef_new(&v, 1, 0, bad, BAD, NULL, NULL), TFC_OK);
    free(bad);
    clock_t t0 = clock();
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_registry_check(&a, r, "graphdef", v, NULL, 0, NULL), TFC_OK);
    double cpu = (double)(clock() - t0) / CLOCKS_PER_SEC;
    /* speed is measured, never asserted: the figure is printed (bench/README) */
    print_message("    160,000 consumers x 65,536 bad_consumers: %.3f s of CPU\n", cpu);
    assert_int_equal(tfc_release_answer_count(a), CONSUMERS);
    assert_int_equal(tfc_release_answer_accepting_count(a), CONSUMERS - 1);
    int64_t i = tfc_registry_find(r, "graphdef", "12.345");
    assert_true(i >= 0);
    for (size_t k = 0; k < tfc_release_answer_count(a); k++)
        if (tfc_release_answer_consumer(a, k) == i) assert_int_equal(tfc_release_answer_reason(a, k), TFC_REASON_BAD_CONSUMER);
    tfc_release_answer_free(a);
    tfc_versiondef_free(v);
    tfc_registry_free(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parses_fields_and_packed_bad_consumers),
        cmocka_unit_test(empty_input_is_all_zero),
        cmocka_unit_test(last_scalar_wins_and_unknown_fields_are_skipped),
        cmocka_unit_test(malformed_inputs_have_specific_codes),
        cmocka_unit_test(bad_consumer_limit_applies_before_allocation),
        cmocka_unit_test(merge_is_tensorflows_import_rule),
        cmocka_unit_test(allocation_failure_at_every_step_is_nomem),
        cmocka_unit_test(bad_consumers_keep_their_order_and_are_bisected),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
