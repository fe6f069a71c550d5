/*
 * Tests for tfcompat/op_deprecation.h: findings for removed and deprecated
 * ops with TensorFlow's messages, the embedded table, and releases that
 * enforce a deprecation only from its GraphDef version.
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

#include "treg.h"

static void op_deprecation_findings(void **state)
{
    (void)state;
    const char *ops[] = {"Conv2D", "BatchNormWithGlobalNormalization", "Inv", "Old", "TopK",
                         "BatchNormWithGlobalNormalization"};
    tfc_op_findings *f = NULL;
    assert_int_equal(tfc_op_deprecation_check(&f, 10, ops, 6, NULL, NULL, NULL), TFC_OK);
    /* Historical (Inv) and test-only (Old) rows are not checked; duplicates once. */
    assert_int_equal(tfc_op_findings_count(f), 2);
    assert_string_equal(tfc_op_findings_op(f, 0), "BatchNormWithGlobalNormalization");
    assert_int_equal(tfc_op_findings_reason(f, 0), TFC_REASON_OP_REMOVED);
    assert_int_equal(tfc_op_findings_version(f, 0), 9);
    assert_string_equal(tfc_op_findings_message(f, 0),
                        "Op BatchNormWithGlobalNormalization is not available in GraphDef version 10. "
                        "It has been removed in version 9. Use tf.nn.batch_normalization().");
    assert_string_equal(tfc_op_findings_first_release(f, 0), "0.8.0"); /* 0.8 = 9 */
    assert_string_equal(tfc_op_findings_message(f, 1),
                        "Op TopK is not available in GraphDef version 10. It has been removed in "
                        "version 7. Use TopKV2 instead.");
    assert_string_equal(tfc_op_findings_first_release(f, 1), "0.7.0"); /* 0.7 = 8 */
    assert_int_equal(tfc_verdict_outcome(tfc_op_findings_verdict(f)), TFC_OUTCOME_REJECTED);
    assert_string_equal(tfc_op_findings_op(f, 2), "");
    assert_int_equal(tfc_op_findings_version(f, 2), -1);
    tfc_op_findings_free(f);

    assert_int_equal(tfc_op_deprecation_check(&f, 8, ops, 2, NULL, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_op_findings_count(f), 1);
    assert_int_equal(tfc_op_findings_reason(f, 0), TFC_REASON_OP_DEPRECATED);
    assert_string_equal(tfc_op_findings_message(f, 0),
                        "Op BatchNormWithGlobalNormalization is deprecated. It will cease to work in "
                        "GraphDef version 9. Use tf.nn.batch_normalization().");
    assert_int_equal(tfc_verdict_outcome(tfc_op_findings_verdict(f)), TFC_OUTCOME_ACCEPTED);
    tfc_op_findings_free(f);

    /* Producer 0 (no VersionDef): TensorFlow's test imports it with a warning. */
    assert_int_equal(tfc_op_deprecation_check(&f, 0, ops + 1, 1, NULL, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_op_findings_reason(f, 0), TFC_REASON_OP_DEPRECATED);
    tfc_op_findings_free(f);

    /* Beyond every release: no first release. */
    tfc_registry *r = treg_load("consumer graphdef x 1.0 5 0 0 -\n");
    assert_int_equal(tfc_op_deprecation_check(&f, 10, ops + 1, 1, r, NULL, NULL), TFC_OK);
    assert_string_equal(tfc_op_findings_first_release(f, 0), "");
    tfc_op_findings_free(f);
    tfc_registry_free(r);

    assert_int_equal(tfc_op_deprecation_check(&f, 10, NULL, 0, NULL, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_op_findings_count(f), 0);
    tfc_op_findings_free(f);
    const char *with_null[] = {"TopK", NULL};
    assert_int_equal(tfc_op_deprecation_check(&f, 10, with_null, 2, NULL, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_null(f);
    assert_int_equal(tfc_op_deprecation_check(&f, 10, NULL, 3, NULL, NULL, NULL), TFC_E_INVALID_ARGUMENT);

    /* The table itself. */
    assert_int_equal(tfc_op_deprecation_count(), 66);
    int64_t k = tfc_op_deprecation_find("TensorArrayConcat");
    assert_true(k >= 0);
    assert_int_equal(tfc_op_deprecation_version((size_t)k), 16);
    assert_string_equal(tfc_op_deprecation_explanation((size_t)k), "Use TensorArrayGradV3");
    assert_int_equal(tfc_op_deprecation_exact((size_t)k), 1);
    k = tfc_op_deprecation_find("Inv");
    assert_int_equal(tfc_op_deprecation_status((size_t)k), TFC_OP_DEPRECATION_HISTORICAL);
    k = tfc_op_deprecation_find("MatrixExponential");
    assert_int_equal(tfc_op_deprecation_exact((size_t)k), 1);
    assert_string_equal(tfc_op_deprecation_explanation((size_t)k),
                        "Use Python implementation tf.linalg.matrix_exponential instead.");
    /* The one paraphrase left: no ops.pbtxt carries StringToHashBucket's 2016 text. */
    k = tfc_op_deprecation_find("StringToHashBucket");
    assert_int_equal(tfc_op_deprecation_exact((size_t)k), 0);
    k = tfc_op_deprecation_find("TileGrad");
    assert_int_equal(tfc_op_deprecation_version((size_t)k), 3);
    assert_string_equal(tfc_op_deprecation_explanation((size_t)k), "TileGrad has been replaced with reduce_sum");
    assert_int_equal(tfc_op_deprecation_find("Conv2D"), -1);
    assert_int_equal(tfc_op_deprecation_find(""), -1);
    assert_int_equal(tfc_op_deprecation_find("ZZZ"), -1);
    for (size_t i = 0; i < tfc_op_deprecation_count(); i++)
        assert_int_equal(tfc_op_deprecation_find(tfc_op_deprecation_op(i)), (int64_t)i);
    assert_string_equal(tfc_op_deprecation_op(1000), "");
}

static void releases_enforce_a_deprecation_only_from_its_version(void **state)
{
    (void)state;
    /* Producer 10 with BatchNormWithGlobalNormalization (removed at 9): releases
     * whose own version is below 9 (0.5, 0.6, 0.7 = 8) never deprecated it.
     * 0.7's op list has the op, so 0.7 accepts: the only range. 0.5 and 0.6
     * read no VersionDef (undetermined without GraphDef.version). */
    const char *ops[] = {"BatchNormWithGlobalNormalization"};
    tfc_versiondef *v = treg_vd(10, 0, NULL, 0);
    tfc_release_answer *a = NULL;
    assert_int_equal(tfc_registry_check(&a, tfc_registry_default(), "graphdef", v, ops, 1, NULL), TFC_OK);
    assert_int_equal(tfc_release_answer_range_count(a), 1);
    int64_t i = treg_find_entry(a, "0.7.0");
    assert_int_equal(tfc_release_answer_outcome(a, (size_t)i), TFC_OUTCOME_ACCEPTED);
    assert_int_equal(tfc_release_answer_range_first(a, 0), i);
    assert_int_equal(tfc_release_answer_range_last(a, 0), i);
    i = treg_find_entry(a, "0.8.0");
    assert_int_equal(tfc_release_answer_reason(a, (size_t)i), TFC_REASON_OP_REMOVED);
    i = treg_find_entry(a, "1.0.0");
    assert_int_equal(tfc_release_answer_reason(a, (size_t)i), TFC_REASON_OP_REMOVED);
    assert_string_equal(tfc_release_answer_message(a, (size_t)i),
                        "Op BatchNormWithGlobalNormalization is not available in GraphDef version 10. "
                        "It has been removed in version 9. Use tf.nn.batch_normalization().");
    tfc_release_answer_free(a);
    /* The checkpoint scheme ignores ops. */
    assert_int_equal(tfc_registry_check(&a, tfc_registry_default(), "checkpoint", v, ops, 1, NULL), TFC_OK);
    assert_int_equal(tfc_release_answer_accepting_count(a), treg_release_count("checkpoint"));
    tfc_release_answer_free(a);
    tfc_versiondef_free(v);

    /* A bounded release straddling V: undetermined when the producer is past V. */
    tfc_registry *r = treg_load("consumer graphdef t 1.0 5..12 0 0 -\n");
    const char *tk[] = {"SelfAdjointEig"}; /* 11 */
    v = treg_vd(11, 0, NULL, 0);
    tfc_verdict *out = NULL;
    assert_int_equal(tfc_registry_check_release(&out, r, "graphdef", "1.0", v, tk, 1, NULL, NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(out), TFC_OUTCOME_UNDETERMINED);
    assert_string_equal(tfc_verdict_finding_subject(out, 0), "SelfAdjointEig");
    tfc_verdict_free(out);
    tfc_versiondef_free(v);
    tfc_registry_free(r);
}

/* Every op of the deprecation table, asked of every release at once
 * (tfc_registry_check, whose filter skips ops whose name cannot be in the
 * table), gets each release's findings as asked of that release alone
 * (tfc_registry_check_release, no filter). */
static void every_deprecated_op_found_by_the_all_release_answer(void **state)
{
    (void)state;
    const tfc_registry *r = tfc_registry_default();
    tfc_versiondef *v = treg_vd(10, 0, NULL, 0);
    assert_true(tfc_op_deprecation_count() > 0);
    for (size_t k = 0; k < tfc_op_deprecation_count(); k++) {
        const char *ops[] = {tfc_op_deprecation_op(k)};
        tfc_release_answer *a = NULL;
        assert_int_equal(tfc_registry_check(&a, r, "graphdef", v, ops, 1, NULL), TFC_OK);
        size_t named = 0;
        for (size_t i = 0; i < tfc_release_answer_count(a); i++) {
            tfc_verdict *one = NULL;
            assert_int_equal(tfc_registry_check_release(&one, r, "graphdef", tfc_release_answer_release(a, i), v, ops,
                                                        1, NULL, NULL),
                             TFC_OK);
            const tfc_verdict *all = tfc_release_answer_verdict(a, i);
            assert_int_equal(tfc_verdict_finding_count(all), tfc_verdict_finding_count(one));
            for (size_t f = 0; f < tfc_verdict_finding_count(one); f++) {
                assert_int_equal(tfc_verdict_finding_reason(all, f), tfc_verdict_finding_reason(one, f));
                int32_t reason = tfc_verdict_finding_reason(one, f);
                if ((reason == TFC_REASON_OP_REMOVED || reason == TFC_REASON_OP_DEPRECATED) &&
                    !strcmp(tfc_verdict_finding_subject(one, f), ops[0]))
                    named++;
            }
            tfc_verdict_free(one);
        }
        /* a current row names its op at some release */
        if (tfc_op_deprecation_status(k) == TFC_OP_DEPRECATION_CURRENT) assert_true(named > 0);
        tfc_release_answer_free(a);
    }
    tfc_versiondef_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(op_deprecation_findings),
        cmocka_unit_test(releases_enforce_a_deprecation_only_from_its_version),
        cmocka_unit_test(every_deprecated_op_found_by_the_all_release_answer),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
