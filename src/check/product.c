/*
 * product.c - the built-in catalogue of products (tfcompat/product.h),
 * read from the table tfc_gen products compiles from data/products.csv,
 * and one product over a model store (tfc_product_tally, tfcompat/check.h).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_internal.h"
#include "products_internal.h"
#include "release_grammar_internal.h"
#include "tfcompat/product.h"

static int strieq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
    return *a == *b;
}

size_t tfc_product_count(void) { return tfc__product_count; }

static const tfc__product_rec *product_at(size_t i) { return i < tfc__product_count ? &tfc__products[i] : NULL; }

const char *tfc_product_name(size_t i) { return product_at(i) ? product_at(i)->product : NULL; }
const char *tfc_product_version(size_t i) { return product_at(i) ? product_at(i)->version : NULL; }
const char *tfc_product_side(size_t i) { return product_at(i) ? product_at(i)->side : NULL; }
const char *tfc_product_runtime(size_t i) { return product_at(i) ? product_at(i)->runtime : NULL; }
const char *tfc_product_runtime_version(size_t i) { return product_at(i) ? product_at(i)->runtime_version : NULL; }
const char *tfc_product_source(size_t i) { return product_at(i) ? product_at(i)->source : NULL; }

int64_t tfc_product_find(const char *name, const char *version)
{
    if (!name || !version) return -1;
    tfc__release v;
    if (tfc__release_parse(&v, version, 0, NULL)) return -1;
    for (size_t i = 0; i < tfc__product_count; i++)
        if (strieq(tfc__products[i].product, name) && !strcmp(tfc__products[i].version, v.spelling))
            return (int64_t)i;
    return -1;
}


/* ---- one product over a model store ---------------------------------------- */

struct tfc_product_tally {
    size_t first, n;     /* the product's rows of the catalogue: consecutive, in version order */
    unsigned char *all;  /* all[k]: row first + k loads every model added so far */
    uint64_t models, unloaded;
};

int32_t tfc_product_tally_new(tfc_product_tally **out, const char *product, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!product) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "product is NULL");
    size_t first = 0, n = 0;
    for (size_t i = 0; i < tfc__product_count; i++)
        if (strieq(tfc__products[i].product, product)) {
            if (!n) first = i;
            n++;
        }
    if (!n)
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                         "'%.64s' is not a product of the catalogue (see 'tfcompat registry products')", product);
    tfc_product_tally *t = tfc__calloc(NULL, 1, sizeof *t);
    if (t) t->all = tfc__alloc(NULL, n);
    if (!t || !t->all) {
        tfc__free(NULL, t);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    memset(t->all, 1, n);
    t->first = first;
    t->n = n;
    *out = t;
    return TFC_OK;
}

/* The rule every way of adding a model passes through: one more model,
 * unloaded when no version loads it. The caller then clears all[k] for
 * each version k that does not load it. */
static void tally_count(tfc_product_tally *t, int loaded_by_some)
{
    t->models++;
    if (!loaded_by_some) t->unloaded++;
}

int32_t tfc_product_tally_add(tfc_product_tally *t, const tfc_answer *line)
{
    if (!t) return TFC_E_INVALID_ARGUMENT;
    tally_count(t, line && tfc_answer_accepting_count(line));
    /* a line holds the versions whose embedded release its answer asks, in
     * catalogue order: walk both at once, by label */
    size_t n = tfc_answer_count(line), i = 0;
    for (size_t k = 0; k < t->n; k++) {
        const char *v = tfc__products[t->first + k].version;
        size_t j = i;
        while (j < n && strcmp(tfc_answer_release(line, j), v)) j++;
        int loads = 0;
        if (j < n) { /* else not in the line: this version does not read the model's kind */
            loads = tfc_answer_release_outcome(line, j) == TFC_OUTCOME_ACCEPTED;
            i = j + 1;
        }
        if (!loads) t->all[k] = 0;
    }
    return TFC_OK;
}

/* The row (0 .. t->n - 1) of the tally's product whose version is `v`, or -1. */
static int64_t tally_row(const tfc_product_tally *t, const char *v)
{
    for (size_t k = 0; v && k < t->n; k++)
        if (!strcmp(tfc__products[t->first + k].version, v)) return (int64_t)k;
    return -1;
}

int32_t tfc_product_tally_add_ranges(tfc_product_tally *t, const char *const *first, const char *const *last,
                                     size_t n_ranges, size_t loading, tfc_error *err)
{
    if (!t) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "tally is NULL");
    if (n_ranges && (!first || !last)) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "first and last are required");
    if (n_ranges > t->n)
        return tfc__fail(err, TFC_E_TOO_MANY, -1, "%zu ranges for a product of %zu versions", n_ranges, t->n);
    /* validate every range before the tally changes: ascending, apart, of
     * the product's versions, covering exactly the `loading` versions */
    size_t covered = 0;
    int64_t prev = -1;
    for (size_t i = 0; i < n_ranges; i++) {
        int64_t a = tally_row(t, first[i]), b = tally_row(t, last[i]);
        if (!first[i] || !last[i]) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "range %zu: a version is NULL", i);
        if (a < 0 || b < 0)
            return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "range %zu: '%.64s' is not a version of %s", i,
                             a < 0 ? first[i] : last[i], tfc__products[t->first].product);
        if (a > b || a <= prev)
            return tfc__fail(err, TFC_E_BAD_VALUE, -1,
                             "range %zu (%s-%s) is not after the one before it, first to last, in version order", i,
                             first[i], last[i]);
        covered += (size_t)(b - a + 1);
        prev = b;
    }
    if (covered != loading)
        return tfc__fail(err, TFC_E_BAD_VALUE, -1,
                         "the ranges cover %zu versions of %s, not the %zu loading (a version inside a range "
                         "was not asked: the registry lacks the release it embeds)",
                         covered, tfc__products[t->first].product, loading);
    tally_count(t, n_ranges > 0);
    size_t k = 0; /* the versions between the ranges do not load it */
    for (size_t i = 0; i < n_ranges; i++) {
        for (size_t a = (size_t)tally_row(t, first[i]); k < a; k++) t->all[k] = 0;
        k = (size_t)tally_row(t, last[i]) + 1;
    }
    for (; k < t->n; k++) t->all[k] = 0;
    return TFC_OK;
}

uint64_t tfc_product_tally_models(const tfc_product_tally *t) { return t ? t->models : 0; }
uint64_t tfc_product_tally_unloaded(const tfc_product_tally *t) { return t ? t->unloaded : 0; }

const char *tfc_product_tally_newest(const tfc_product_tally *t)
{
    if (!t || !t->models) return NULL;
    for (size_t k = t->n; k-- > 0;)
        if (t->all[k]) return tfc__products[t->first + k].version;
    return NULL;
}

void tfc_product_tally_free(tfc_product_tally *t)
{
    if (!t) return;
    tfc__free(NULL, t->all);
    tfc__free(NULL, t);
}
