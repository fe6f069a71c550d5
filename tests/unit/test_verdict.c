/* Tests for tfcompat/verdict.h: findings, outcomes, reason names. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>
#include "internal.h"

static int counted;
static void *count_alloc(size_t n, void *user) { counted++; (void)user; return malloc(n); }
static void count_free(void *p, void *user) { counted--; (void)user; free(p); }

/* An allocator that counts live blocks, the count reset. */
static tfc_allocator counting(void)
{
    tfc_allocator a;
    tfc_allocator_init(&a, sizeof a);
    a.alloc = count_alloc;
    a.free = count_free;
    counted = 0;
    return a;
}

static void verdict_collects_findings_in_order(void **state)
{
    (void)state;
    tfc_allocator a = counting();
    tfc_verdict *v = tfc__verdict_new(&a);
    assert_non_null(v);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc__verdict_add(v, TFC_REASON_FORWARD_COMPAT_WINDOW, TFC_SEVERITY_WARNING, NULL, 30, "w %d", 1), 0);
    assert_int_equal(tfc_verdict_accepted(v), 1);
    assert_int_equal(tfc_verdict_first_error(v), -1);
    assert_int_equal(tfc__verdict_add(v, TFC_REASON_BAD_CONSUMER, TFC_SEVERITY_ERROR, "Conv2D", 5, "e"), 0);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_verdict_finding_count(v), 2);
    assert_int_equal(tfc_verdict_first_error(v), 1);
    assert_string_equal(tfc_verdict_finding_message(v, 0), "w 1");
    assert_string_equal(tfc_verdict_finding_subject(v, 1), "Conv2D");
    assert_int_equal(tfc_verdict_finding_value(v, 1), 5);
    assert_string_equal(tfc_verdict_reason_name(tfc_verdict_finding_reason(v, 1)), "BAD_CONSUMER");
    assert_string_equal(tfc_verdict_finding_message(v, 9), "");
    assert_int_equal(tfc_verdict_finding_severity(v, 9), -1);
    assert_true(counted > 0);
    tfc_verdict_free(v);
    assert_int_equal(counted, 0);
    tfc_verdict_free(NULL);
}

static void reason_names_are_stable(void **state)
{
    (void)state;
    /* Names and values are ABI: bindings and JSON use them. */
    assert_string_equal(tfc_verdict_reason_name(TFC_REASON_CONSUMER_TOO_OLD), "CONSUMER_TOO_OLD");
    assert_string_equal(tfc_verdict_reason_name(TFC_REASON_PRODUCER_TOO_OLD), "PRODUCER_TOO_OLD");
    assert_string_equal(tfc_verdict_reason_name(TFC_REASON_BAD_CONSUMER), "BAD_CONSUMER");
    assert_string_equal(tfc_verdict_reason_name(-12345), "UNKNOWN");
}

/* Every reason says what it means and what to do, in its own words (SARIF
 * rules print them: a text that repeats the name tells a reader nothing). */
static void every_reason_has_a_description_and_help(void **state)
{
    (void)state;
    size_t n = 0;
#define TFC__REASON_TEXTS(name, value, text)                                                  \
    {                                                                                         \
        const char *description = tfc_verdict_reason_description(value);                     \
        const char *help = tfc_verdict_reason_help(value);                                    \
        assert_true(strlen(description) > strlen(text) && strlen(help) > strlen(text));       \
        assert_null(strstr(description, text));                                               \
        assert_string_not_equal(description, help);                                           \
        assert_int_equal(description[strlen(description) - 1], '.');                          \
        n++;                                                                                  \
    }
    TFC_REASON_TABLE(TFC__REASON_TEXTS)
#undef TFC__REASON_TEXTS
    assert_int_equal(n, 48); /* 38, and the 10 TensorFlow.js reasons (400..409) */
    assert_string_equal(tfc_verdict_reason_description(TFC_REASON_OP_NOT_REGISTERED),
                        "The graph uses an op that the consumer's release does not register.");
    assert_string_equal(tfc_verdict_reason_description(-12345), "");
    assert_string_equal(tfc_verdict_reason_help(-12345), "");
}

static void null_verdict_reads_as_rejected_and_empty(void **state)
{
    (void)state;
    assert_int_equal(tfc_verdict_outcome(NULL), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_verdict_accepted(NULL), 0);
    assert_int_equal(tfc_verdict_finding_count(NULL), 0);
    assert_int_equal(tfc_verdict_first_error(NULL), -1);
    assert_string_equal(tfc_verdict_finding_message(NULL, 0), "");
    assert_string_equal(tfc_verdict_finding_subject(NULL, 0), "");
    assert_int_equal(tfc_verdict_finding_value(NULL, 0), -1);
    assert_int_equal(tfc_verdict_finding_reason(NULL, 0), TFC_REASON_NONE);
}

/* Issue 26 (eighth pass): a quiet all-release answer shares a verdict
 * between releases whose verdicts are equal, and empties the one it made
 * to fill it again. Equal means every getter reads the same; an emptied
 * verdict is a new one (accepted, nothing held) of the same quietness,
 * its memory back with the allocator's once freed. */
static void clear_and_equal(void **state)
{
    (void)state;
    tfc_allocator a = counting();
    tfc_verdict *x = tfc__verdict_new(&a), *y = tfc__verdict_new(&a), *loud = tfc__verdict_new(&a);
    assert_non_null(x);
    assert_non_null(y);
    assert_non_null(loud);
    tfc__verdict_set_quiet(x);
    tfc__verdict_set_quiet(y);
    assert_int_equal(tfc__verdict_equal(x, y), 1); /* both new */
    assert_int_equal(tfc__verdict_equal(x, loud), 0); /* quietness differs */
    assert_int_equal(tfc__verdict_add(x, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_UNDETERMINED, "Foo", -1, "u"), 0);
    assert_int_equal(tfc__verdict_add(y, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_UNDETERMINED, "Foo", -1, "u"), 0);
    assert_int_equal(tfc__verdict_equal(x, y), 1);
    assert_int_equal(tfc__verdict_add(x, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_ERROR, "Bar", -1, "e"), 0);
    assert_int_equal(tfc__verdict_add(y, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_ERROR, "Baz", -1, "e"), 0);
    assert_int_equal(tfc_verdict_finding_count(x), 2);
    assert_int_equal(tfc__verdict_equal(x, y), 0); /* the error's subject differs */
    /* emptied: a new verdict's state, quiet still, filled again */
    tfc__verdict_clear(y);
    assert_int_equal(tfc_verdict_outcome(y), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_verdict_finding_count(y), 0);
    assert_int_equal(tfc_verdict_dropped_count(y), 0);
    assert_int_equal(tfc__verdict_keeps(y, TFC_SEVERITY_ERROR), 1);
    assert_int_equal(tfc__verdict_add(y, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_UNDETERMINED, "Foo", -1, "u"), 0);
    assert_int_equal(tfc__verdict_add(y, TFC_REASON_OP_NOT_REGISTERED, TFC_SEVERITY_ERROR, "Bar", -1, "e"), 0);
    assert_int_equal(tfc__verdict_equal(x, y), 1);
    assert_int_equal(tfc__verdict_equal(y, x), 1);
    /* a value, a severity or a dropped finding tells them apart */
    assert_int_equal(tfc__verdict_add(loud, TFC_REASON_BAD_CONSUMER, TFC_SEVERITY_ERROR, "", 5, "m"), 0);
    tfc_verdict *other = tfc__verdict_new(&a);
    assert_non_null(other);
    assert_int_equal(tfc__verdict_add(other, TFC_REASON_BAD_CONSUMER, TFC_SEVERITY_ERROR, "", 6, "m"), 0);
    assert_int_equal(tfc__verdict_equal(loud, other), 0);
    tfc__verdict_clear(other);
    assert_int_equal(tfc__verdict_add(other, TFC_REASON_BAD_CONSUMER, TFC_SEVERITY_ERROR, "", 5, "m"), 0);
    assert_int_equal(tfc__verdict_equal(loud, other), 1);
    tfc__verdict_drop(other, TFC_SEVERITY_ERROR, 1);
    assert_int_equal(tfc__verdict_equal(loud, other), 0);
    /* a merged finding's part name is compared and freed with the rest */
    tfc__verdict_clear(other);
    assert_int_equal(tfc__verdict_append(other, loud, "meta_graph 1"), 0);
    assert_string_equal(tfc_verdict_finding_where(other, 0), "meta_graph 1");
    assert_int_equal(tfc__verdict_equal(loud, other), 0);
    tfc__verdict_clear(other);
    assert_int_equal(tfc__verdict_append(other, loud, ""), 0);
    assert_int_equal(tfc__verdict_equal(loud, other), 1);
    assert_int_equal(tfc__verdict_equal(NULL, other), 0);
    tfc__verdict_clear(NULL);
    tfc_verdict_free(x);
    tfc_verdict_free(y);
    tfc_verdict_free(loud);
    tfc_verdict_free(other);
    assert_int_equal(counted, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(verdict_collects_findings_in_order),
        cmocka_unit_test(reason_names_are_stable),
        cmocka_unit_test(every_reason_has_a_description_and_help),
        cmocka_unit_test(null_verdict_reads_as_rejected_and_empty),
        cmocka_unit_test(clear_and_equal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
