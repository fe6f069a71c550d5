/*
 * product.c - the built-in catalogue of products (tfcompat/product.h),
 * read from the table tfc_gen products compiles from data/products.csv.
 */
#include <ctype.h>
#include <stdio.h>
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

