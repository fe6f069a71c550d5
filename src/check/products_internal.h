/*
 * products_internal.h - the built-in catalogue of products (data/products.csv,
 * compiled by `tfc_gen products` into <build>/src/check/products_tables.c):
 * each version of a product users name (tf-serving, tfjs-node, ...) and the
 * runtime it embeds. Never installed; read through tfc_product_* and the
 * target parser (check.h).
 */
#ifndef TFC_PRODUCTS_INTERNAL_H
#define TFC_PRODUCTS_INTERNAL_H

#include <stddef.h>

typedef struct tfc__product_rec {
    const char *product;         /* "tfjs-node" */
    const char *version;         /* "4.22.0" */
    const char *side;            /* "tf" (a TensorFlow release) or "tflite" (a TFLite runtime release) */
    const char *runtime;         /* what it embeds, for people: "libtensorflow" */
    const char *runtime_version; /* "2.9.1": a release of the side's table */
    const char *source;          /* where the mapping was read */
} tfc__product_rec;

extern const tfc__product_rec tfc__products[];
extern const size_t tfc__product_count;

#endif
