/* treg.c - see treg.h. */
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

tfc_versiondef *treg_vd(int32_t producer, int32_t min_consumer, const int32_t *bad, size_t n_bad)
{
    tfc_versiondef *v = NULL;
    assert_int_equal(tfc_versiondef_new(&v, producer, min_consumer, bad, n_bad, NULL, NULL), TFC_OK);
    return v;
}

tfc_registry *treg_load(const char *text)
{
    tfc_registry *r = NULL;
    tfc_error e;
    tfc_error_init(&e, sizeof e);
    int rc = tfc_registry_load(&r, text, strlen(text), NULL, &e);
    if (rc) fprintf(stderr, "load failed: %s\n", e.message);
    assert_int_equal(rc, TFC_OK);
    return r;
}

int64_t treg_find_entry(const tfc_release_answer *a, const char *release)
{
    for (size_t i = 0; i < tfc_release_answer_count(a); i++)
        if (!strcmp(tfc_release_answer_release(a, i), release)) return (int64_t)i;
    fail_msg("release %s not in the answer", release);
    return -1;
}

size_t treg_release_count(const char *scheme)
{
    const tfc_registry *r = tfc_registry_default();
    size_t n = 0;
    for (size_t i = 0; i < tfc_registry_consumer_count(r); i++)
        n += !strcmp(tfc_registry_consumer_scheme(r, i), scheme);
    return n;
}

const char *treg_newest(const char *scheme)
{
    const tfc_registry *r = tfc_registry_default();
    const char *newest = NULL;
    for (size_t i = 0; i < tfc_registry_consumer_count(r); i++)
        if (!strcmp(tfc_registry_consumer_scheme(r, i), scheme) &&
            (!newest || tfc_release_compare(newest, tfc_registry_consumer_release(r, i)) < 0))
            newest = tfc_registry_consumer_release(r, i);
    assert_non_null(newest);
    return newest;
}

size_t treg_release_count_from(const char *scheme, const char *release)
{
    const tfc_registry *r = tfc_registry_default();
    size_t n = 0;
    for (size_t i = 0; i < tfc_registry_consumer_count(r); i++)
        n += !strcmp(tfc_registry_consumer_scheme(r, i), scheme) &&
             tfc_release_compare(tfc_registry_consumer_release(r, i), release) >= 0;
    return n;
}

const char *treg_newest_tflite_runtime(const char *csv)
{
    static char newest[32];
    FILE *f = fopen(csv, "r");
    assert_non_null(f);
    char line[256];
    newest[0] = '\0';
    for (int n = 0; fgets(line, sizeof line, f); n++) {
        char *last = strrchr(line, ',');
        if (!n || !last) continue; /* the header */
        last[strcspn(last, "\r\n")] = '\0';
        if (!newest[0] || tfc_runtime_compare(last + 1, newest) > 0) snprintf(newest, sizeof newest, "%s", last + 1);
    }
    fclose(f);
    assert_true(newest[0] != '\0');
    return newest;
}
