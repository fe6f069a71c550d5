/*
 * Tests for tfcompat/release.h: TensorFlow's release order and equivalent
 * spellings of one release.
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

static void release_order_is_tensorflows(void **state)
{
    (void)state;
    /* Each string sorts strictly before the next one. */
    static const char *const ordered[] = {
        "0.5",         "0.11.0rc0",   "0.11.0rc1",  "0.11.0",      "0.12.head",  "0.12.0-rc0",
        "0.12.0-rc1",  "0.12.0",      "1.0.0-alpha", "1.0.0rc0",   "1.0.0-rc2",  "1.0.0",
        "1.0.1",       "1.2.0-rc1",   "1.2.0-rc1-uber", "1.2.0",    "1.2.0-uber", "1.13.1-rc0",
        "1.15.0-rc3",  "1.15.0",      "1.15.5",     "2.9.0",       "2.9.0-mkl-support", "2.10.0dev202230",
        "2.10.0",      "2.16.1",      "2.16.1-chocolate.1", "2.21.0-dev", "2.21.0-rc0", "2.21.0",
        "v2.22.0",     "10.0.0",      "master",     "nightly"};
    size_t n = sizeof ordered / sizeof *ordered;
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(tfc_release_compare(ordered[i], ordered[i]), 0);
        for (size_t j = i + 1; j < n; j++) {
            if (tfc_release_compare(ordered[i], ordered[j]) >= 0)
                fail_msg("%s should sort before %s", ordered[i], ordered[j]);
            if (tfc_release_compare(ordered[j], ordered[i]) <= 0)
                fail_msg("%s should sort after %s", ordered[j], ordered[i]);
        }
    }
    /* Equivalent spellings: equal but for the byte-wise tie break. */
    assert_true(tfc_release_equivalent("2.3", "2.3.0"));
    assert_true(tfc_release_equivalent("1.0.0rc0", "1.0.0-rc0"));
    assert_true(tfc_release_equivalent("1.0.0-RC1", "1.0.0rc1"));
    assert_false(tfc_release_equivalent("1.0.0-rc1", "1.0.0"));
    assert_int_not_equal(tfc_release_compare("2.3", "2.3.0"), 0);
    assert_int_equal(tfc_release_compare(NULL, NULL), 0);
    assert_true(tfc_release_compare(NULL, "0") < 0);
    /* Numbers of any size compare by value: they used to saturate at
     * 2^64 - 1, and the byte-wise tie break then put 99999999999999999999
     * (above 2^64) before 100000000000000000000. */
    assert_true(tfc_release_compare("99999999999999999999999.1", "99999999999999999999999.2") < 0);
    static const char *const huge[] = {"18446744073709551615.0", "18446744073709551616.0", "99999999999999999999.0",
                                       "100000000000000000000.0-rc99999999999999999999",
                                       "100000000000000000000.0-rc100000000000000000000", "100000000000000000000.0",
                                       "100000000000000000000.1"};
    for (size_t i = 0; i + 1 < sizeof huge / sizeof *huge; i++) {
        if (tfc_release_compare(huge[i], huge[i + 1]) >= 0) fail_msg("%s should sort before %s", huge[i], huge[i + 1]);
        if (tfc_release_compare(huge[i + 1], huge[i]) <= 0) fail_msg("%s should sort after %s", huge[i + 1], huge[i]);
    }
    /* Leading zeros do not change a number's value. */
    assert_true(tfc_release_equivalent("2.016.0", "2.16.0"));
    assert_true(tfc_release_equivalent("00000000000000000000000002.3", "2.3"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(release_order_is_tensorflows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
