/*
 * tfcompat/product.h - the built-in catalogue of products: consumers as
 * users name them.
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h, whose target strings name these products:
 * "tfjs-node@4.22.0", "tf-serving@2.11.1").
 *
 * Platform teams run TF Serving 2.11, tfjs-node 4.22 (which downloads
 * libtensorflow 2.9.1), not "TensorFlow 2.9.1". The catalogue maps each
 * version of such a product to the runtime it embeds, with the source the
 * mapping was read from (data/products.csv; data/README.md, "Products").
 * Rows of one product are consecutive, in version order; a TensorFlow-side
 * row always embeds a release of the built-in history or a patch release
 * of one (the build refuses anything else). No version is guessed: one no
 * source settles is not in the catalogue.
 *
 * Everything here is static and thread-safe.
 * Since 1.0.0.
 */
#ifndef TFCOMPAT_PRODUCT_H
#define TFCOMPAT_PRODUCT_H

#include "tfcompat/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef TFC_BUILDING_BLOCKS
/** Number of rows of the catalogue. Since 1.0.0. */
TFC_API size_t tfc_product_count(void);
/** Row i's product ("tfjs-node"); NULL out of range; static. Since 1.0.0. */
TFC_API const char *tfc_product_name(size_t i);
/** Row i's product version ("4.22.0"); NULL out of range; static. Since 1.0.0. */
TFC_API const char *tfc_product_version(size_t i);
/** Row i's side: "tf" (embeds a TensorFlow release) or "tflite" (a TFLite
 *  runtime release); NULL out of range; static.
 * Since 1.0.0.
 */
TFC_API const char *tfc_product_side(size_t i);
/** What row i embeds, for people ("libtensorflow"); NULL out of range; static. Since 1.0.0. */
TFC_API const char *tfc_product_runtime(size_t i);
/** The embedded release ("2.9.1"); NULL out of range; static. Since 1.0.0. */
TFC_API const char *tfc_product_runtime_version(size_t i);
/** Where row i was read ("npm registry, @tensorflow/tfjs-node@4.22.0,
 *  scripts/deps-constants.js"); NULL out of range; static.
 * Since 1.0.0.
 */
TFC_API const char *tfc_product_source(size_t i);
/** The row of `name` (case-insensitive) at `version` ("v" dropped, "X.Y" =
 *  "X.Y.0"), or -1.
 * Since 1.0.0.
 */
TFC_API int64_t tfc_product_find(const char *name, const char *version);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_PRODUCT_H */
