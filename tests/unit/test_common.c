/* Tests for tfcompat/common.h: status codes, the error struct. */
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

static void status_strings_come_from_the_table(void **state)
{
    (void)state;
    assert_string_equal(tfc_status_str(TFC_OK), "ok");
    assert_string_equal(tfc_status_name(TFC_E_TRUNCATED), "TFC_E_TRUNCATED");
    assert_string_equal(tfc_status_str(TFC_E_GROUP), "deprecated group encoding");
    assert_string_equal(tfc_status_str(12345), "unknown status");
    assert_string_equal(tfc_status_name(-9999), "TFC_E_UNKNOWN");
    /* Codes are ABI: pin a few values. */
    assert_int_equal(TFC_E_INVALID_ARGUMENT, -1);
    assert_int_equal(TFC_E_BAD_MAGIC, -50);
    assert_int_equal(TFC_E_BAD_IDENTIFIER, -70);
}

static void error_is_filled_only_as_far_as_its_size(void **state)
{
    (void)state;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    assert_int_equal(e.size, sizeof e);
    assert_int_equal(e.offset, -1);
    int rc = tfc__fail(&e, TFC_E_TRUNCATED, 17, "cut at %d", 17);
    assert_int_equal(rc, TFC_E_TRUNCATED);
    assert_int_equal(tfc_error_code(&e), TFC_E_TRUNCATED);
    assert_int_equal(e.offset, 17);
    assert_string_equal(tfc_error_message(&e), "cut at 17");
    assert_int_equal(tfc__fail(NULL, TFC_E_NOMEM, -1, "x"), TFC_E_NOMEM);

    /* An older, smaller struct: only a 4-byte message area is written. */
    unsigned char raw[sizeof(tfc_error)];
    memset(raw, 0xAA, sizeof raw);
    tfc_error *small = (tfc_error *)raw;
    small->size = (uint32_t)(offsetof(tfc_error, message) + 4);
    tfc__fail(small, TFC_E_RANGE, -1, "long message");
    assert_string_equal(small->message, "lon");
    assert_int_equal(raw[offsetof(tfc_error, message) + 4], 0xAA);
}



int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(status_strings_come_from_the_table),
        cmocka_unit_test(error_is_filled_only_as_far_as_its_size),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
