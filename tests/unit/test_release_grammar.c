/*
 * Tests for the one release grammar (src/registry/release_grammar.c) and
 * its public face tfc_release_normalize (tfcompat/release.h): every
 * spelling the entries accept, normalised; every refused one with its code
 * and message. The entries (target parser, resolver, registry files,
 * products) are held to the same answers in test_check, test_resolver,
 * test_registry_file and the CLI tests.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include <tfcompat.h>

#include "release_grammar_internal.h"

static void accepted_spellings_normalise(void **state)
{
    (void)state;
    static const struct {
        const char *in, *out, *number;
        int32_t tag, tag_number;
    } cases[] = {
        {"2.11", "2.11.0", "2.11.0", TFC__TAG_NONE, -1},
        {"2.11.0", "2.11.0", "2.11.0", TFC__TAG_NONE, -1},
        {"2.11.1", "2.11.1", "2.11.1", TFC__TAG_NONE, -1},
        {"v2.11.1", "2.11.1", "2.11.1", TFC__TAG_NONE, -1},
        {"v2.11", "2.11.0", "2.11.0", TFC__TAG_NONE, -1},
        {"0.0", "0.0.0", "0.0.0", TFC__TAG_NONE, -1},
        {"99999.99999.99999", "99999.99999.99999", "99999.99999.99999", TFC__TAG_NONE, -1},
        {"2.11.0-rc1", "2.11.0-rc1", "2.11.0", TFC__TAG_RC, 1},
        {"1.15.0rc3", "1.15.0rc3", "1.15.0", TFC__TAG_RC, 3},
        {"1.2.0-rc2", "1.2.0-rc2", "1.2.0", TFC__TAG_RC, 2},
        {"2.11.0-rc.1", "2.11.0-rc.1", "2.11.0", TFC__TAG_RC, 1},
        {"2.11.0-rc", "2.11.0-rc", "2.11.0", TFC__TAG_RC, -1},
        {"2.11rc0", "2.11rc0", "2.11.0", TFC__TAG_RC, 0},
        {"0.12.head", "0.12.head", "0.12.0", TFC__TAG_DEV, -1},
        {"2.21.0-dev", "2.21.0-dev", "2.21.0", TFC__TAG_DEV, -1},
        {"2.21.0-dev20250301", "2.21.0-dev20250301", "2.21.0", TFC__TAG_DEV, 20250301},
        {"2.21.0.dev20250301", "2.21.0.dev20250301", "2.21.0", TFC__TAG_DEV, 20250301},
        {"2.10.0dev202230", "2.10.0dev202230", "2.10.0", TFC__TAG_DEV, 202230},
        {"2.0.0-alpha0", "2.0.0-alpha0", "2.0.0", TFC__TAG_ALPHA, 0},
        {"2.0.0a0", "2.0.0a0", "2.0.0", TFC__TAG_ALPHA, 0},
        {"2.0.0-beta1", "2.0.0-beta1", "2.0.0", TFC__TAG_BETA, 1},
        {"v2.0.0b1", "2.0.0b1", "2.0.0", TFC__TAG_BETA, 1},
        {"2.11.0-rc99999999", "2.11.0-rc99999999", "2.11.0", TFC__TAG_RC, 99999999},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tfc__release r;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        if (tfc__release_parse(&r, cases[i].in, 0, &err)) fail_msg("%s: %s", cases[i].in, err.message);
        assert_string_equal(r.spelling, cases[i].out);
        assert_string_equal(r.number, cases[i].number);
        assert_int_equal(r.tag, cases[i].tag);
        assert_int_equal(r.tag_number, cases[i].tag_number);
        char buf[80];
        size_t needed = 0;
        assert_int_equal(tfc_release_normalize(buf, sizeof buf, &needed, cases[i].in, &err), TFC_OK);
        assert_string_equal(buf, cases[i].out);
        assert_int_equal(needed, strlen(cases[i].out) + 1);
    }
    /* parts as numbers */
    tfc__release r;
    assert_int_equal(tfc__release_parse(&r, "v2.11.1", 0, NULL), TFC_OK);
    assert_int_equal(r.nparts, 3);
    assert_int_equal(r.part[0], 2);
    assert_int_equal(r.part[1], 11);
    assert_int_equal(r.part[2], 1);
    /* a registry file's own build number, only where asked for */
    assert_int_equal(tfc__release_parse(&r, "7", TFC__RELEASE_BARE, NULL), TFC_OK);
    assert_int_equal(r.nparts, 1);
    assert_string_equal(r.spelling, "7");
    assert_string_equal(r.number, "7");
    assert_int_equal(tfc__release_parse(&r, "7", 0, NULL), TFC_E_BAD_VALUE);
    assert_int_equal(tfc__release_parse(&r, "7x", TFC__RELEASE_BARE, NULL), TFC_E_BAD_VALUE);
    assert_int_equal(tfc__release_parse(&r, "07", TFC__RELEASE_BARE, NULL), TFC_E_BAD_VALUE);
    assert_int_equal(tfc__release_parse(&r, "100000", TFC__RELEASE_BARE, NULL), TFC_E_BAD_VALUE);
}

#define FORMS "(a release is X.Y, X.Y.Z or vX.Y.Z, optionally -rcN, -dev[N], .head, -alphaN, -betaN, aN or bN)"

static void refused_spellings_say_why(void **state)
{
    (void)state;
    static const struct {
        const char *in, *message;
    } cases[] = {
        /* issue 25: each was answered as a real release before */
        {"4294967298.11.1", "release '4294967298.11.1': part 1 is above 99999 " FORMS},
        {"2.4294967307.1", "release '2.4294967307.1': part 2 is above 99999 " FORMS},
        {"+2.11.1", "release '+2.11.1': part 1 is not a decimal number (digits 0-9 only: no sign, space or letter) " FORMS},
        {"2.+11.1", "release '2.+11.1': part 2 is not a decimal number (digits 0-9 only: no sign, space or letter) " FORMS},
        {" 2. 11. 1", "release ' 2. 11. 1': part 1 is not a decimal number (digits 0-9 only: no sign, space or letter) " FORMS},
        {"2. 11. 1", "release '2. 11. 1': part 2 is not a decimal number (digits 0-9 only: no sign, space or letter) " FORMS},
        {"2.11.-1", "release '2.11.-1': part 3 is not a decimal number (digits 0-9 only: no sign, space or letter) " FORMS},
        {"2.15x", "release '2.15x': 'x' after the release number is not a pre-release tag " FORMS},
        {"2.1O.0", "release '2.1O.0': 'O.0' after the release number is not a pre-release tag " FORMS},
        {"V2.11.1", "release 'V2.11.1': starts with 'V' (the prefix is a lower-case 'v', as git tags write it) " FORMS},
        /* and the rest of the grammar */
        {"", "empty release " FORMS},
        {"2", "release '2': has one number, not X.Y " FORMS},
        {"2.", "release '2.': part 2 is not a decimal number (digits 0-9 only: no sign, space or letter) " FORMS},
        {"2.11.", "release '2.11.': part 3 is not a decimal number (digits 0-9 only: no sign, space or letter) " FORMS},
        {"02.11.0", "release '02.11.0': part 1 has a leading zero " FORMS},
        {"2.011", "release '2.011': part 2 has a leading zero " FORMS},
        {"100000.0", "release '100000.0': part 1 is above 99999 " FORMS},
        {"2.11.1.4", "release '2.11.1.4': '.4' after the release number is not a pre-release tag " FORMS},
        {"2.11.0-RC1", "release '2.11.0-RC1': '-RC1' after the release number is not a pre-release tag " FORMS},
        {"2.11.0-rc1x", "release '2.11.0-rc1x': text 'x' follows the release " FORMS},
        {"2.11.0-rc01", "release '2.11.0-rc01': the number of tag 'rc' has a leading zero " FORMS},
        {"2.11.0-rc100000000", "release '2.11.0-rc100000000': the number of tag 'rc' is above 99999999 " FORMS},
        {"0.12.head1", "release '0.12.head1': text '1' follows the release " FORMS},
        {"2.0.0a", "release '2.0.0a': tag 'a' or 'b' needs its number (2.0.0a0) " FORMS},
        {"2.11.0+cpu", "release '2.11.0+cpu': '+cpu' after the release number is not a pre-release tag " FORMS},
        {"2.11.0-garbage!", "release '2.11.0-garbage!': '-garbage!' after the release number is not a pre-release tag " FORMS},
        {"1.2.0-rc1-uber", "release '1.2.0-rc1-uber': text '-uber' follows the release " FORMS},
        {"vv2.4", "release 'vv2.4': part 1 is not a decimal number (digits 0-9 only: no sign, space or letter) " FORMS},
        {"2.11.1\n", "release '2.11.1\n': '\n' after the release number is not a pre-release tag " FORMS},
        {"11111111111111111111111111111111111111111111111111111111111111111",
         "release '11111111111111111111111111111111...' is longer than 64 bytes"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        char buf[16] = "untouched";
        size_t needed = 99;
        assert_int_equal(tfc_release_normalize(buf, sizeof buf, &needed, cases[i].in, &err), TFC_E_BAD_VALUE);
        assert_int_equal(tfc_error_code(&err), TFC_E_BAD_VALUE);
        if (strcmp(err.message, cases[i].message)) fail_msg("'%s': \"%s\", want \"%s\"", cases[i].in, err.message, cases[i].message);
        assert_string_equal(buf, "");
        assert_int_equal(needed, 0);
        tfc__release r;
        /* with the bare form allowed, only "2" becomes a release */
        assert_int_equal(tfc__release_parse(&r, cases[i].in, TFC__RELEASE_BARE, NULL),
                         strcmp(cases[i].in, "2") ? TFC_E_BAD_VALUE : TFC_OK);
    }
}

static void arguments_and_sizes(void **state)
{
    (void)state;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_release_normalize(NULL, 0, NULL, NULL, &err), TFC_E_INVALID_ARGUMENT);
    assert_int_equal(tfc_release_normalize(NULL, 4, NULL, "2.11", &err), TFC_E_INVALID_ARGUMENT);
    /* the size alone, then a buffer too small: cut, NUL-terminated, size still told */
    size_t needed = 0;
    assert_int_equal(tfc_release_normalize(NULL, 0, &needed, "v2.11", NULL), TFC_OK);
    assert_int_equal(needed, 7);
    char small[4];
    assert_int_equal(tfc_release_normalize(small, sizeof small, &needed, "v2.11", NULL), TFC_OK);
    assert_string_equal(small, "2.1");
    assert_int_equal(needed, 7);
    /* NAME@VERSION */
    char name[8];
    const char *ver = NULL;
    assert_int_equal(tfc__release_split_product("2.11.0", name, sizeof name, &ver, NULL), 0);
    assert_int_equal(tfc__release_split_product("tf@2.11", name, sizeof name, &ver, NULL), 1);
    assert_string_equal(name, "tf");
    assert_string_equal(ver, "2.11");
    assert_int_equal(tfc__release_split_product("@2.11", name, sizeof name, &ver, &err), TFC_E_BAD_VALUE);
    assert_string_equal(err.message, "'@2.11' is not NAME@RELEASE (NAME of 1 to 7 bytes)");
    assert_int_equal(tfc__release_split_product("tf@", name, sizeof name, &ver, NULL), TFC_E_BAD_VALUE);
    assert_int_equal(tfc__release_split_product("tensorflow@2.11", name, sizeof name, &ver, NULL), TFC_E_BAD_VALUE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(accepted_spellings_normalise),
        cmocka_unit_test(refused_spellings_say_why),
        cmocka_unit_test(arguments_and_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
