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

int32_t tfc_product_tally_add(tfc_product_tally *t, const tfc_answer *line)
{
    if (!t) return TFC_E_INVALID_ARGUMENT;
    t->models++;
    if (!line || !tfc_answer_accepting_count(line)) t->unloaded++;
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
