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

#include "tfcompat/answer.h"
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

/* ==== One product over a model store ==================================== */

typedef struct tfc_product_tally tfc_product_tally;

#ifdef TFC_BUILDING_BLOCKS
/**
 * A store's answer for one product of the catalogue ("which tfjs-node
 * versions can serve these models?"): the product line of each model
 * (tfc_answer_product), added one by one, and the newest version of the
 * product that loads every model added. A version loads a model when its
 * entry in the model's line accepts it (undetermined is not loading).
 * Not thread-safe: one writer; free with tfc_product_tally_free.
 * @param out     receives the tally
 * @param product a product of the catalogue (tfcompat/product.h),
 *                case-insensitive; copied
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; TFC_E_UNKNOWN_RELEASE (not a
 *         product of the catalogue); TFC_E_NOMEM.
 * Since 1.1.0.
 */
TFC_API int32_t tfc_product_tally_new(tfc_product_tally **out, const char *product, tfc_error *err);

/** Adds one model: `line` is its line for the tally's product
 *  (tfc_answer_product), borrowed for the call, or NULL for a model no
 *  version can load (unreadable, or of a kind the product does not read:
 *  a TensorFlow product and a TFLite model).
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (t is NULL).
 * Since 1.1.0.
 */
TFC_API int32_t tfc_product_tally_add(tfc_product_tally *t, const tfc_answer *line);

/**
 * Adds one model from what its record carries (`tfcompat scan --product
 * --format ndjson`, a record computed in another process): the versions
 * that load it as ranges, each covering the product's versions from
 * first[i] to last[i] in version order, and `loading`, the record's count
 * of them. The model counts as tfc_product_tally_add of its line counts it.
 * Nothing is added unless every range is valid.
 * @param t        the tally
 * @param first    n_ranges version strings of the tally's product, as the
 *                 catalogue spells them ("3.4.0"); borrowed for the call
 * @param last     n_ranges version strings, last[i] not before first[i]
 * @param n_ranges 0 for a model no version loads
 * @param loading  the record's "loading": the ranges must cover exactly
 *                 this many versions (else a version inside a range was
 *                 not asked, and the ranges do not say which)
 * @param err      optional detail
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT (t NULL, first/last or one of
 *         their strings NULL); TFC_E_TOO_MANY (more ranges than the
 *         product has versions); TFC_E_UNKNOWN_RELEASE (a string that is
 *         not a version of the product); TFC_E_BAD_VALUE (ranges out of
 *         order or overlapping, or not covering `loading` versions).
 * Since 1.1.0.
 */
TFC_API int32_t tfc_product_tally_add_ranges(tfc_product_tally *t, const char *const *first, const char *const *last,
                                             size_t n_ranges, size_t loading, tfc_error *err);

/** Number of models added. Since 1.1.0. */
TFC_API uint64_t tfc_product_tally_models(const tfc_product_tally *t);

/** Number of models added that no version of the product loads. Since 1.1.0. */
TFC_API uint64_t tfc_product_tally_unloaded(const tfc_product_tally *t);

/** The newest version of the product that loads every model added
 *  ("4.22.0"), or NULL when none does or no model was added; static (the
 *  catalogue's string).
 * Since 1.1.0.
 */
TFC_API const char *tfc_product_tally_newest(const tfc_product_tally *t);

/** Frees a tally. Accepts NULL. Since 1.1.0. */
TFC_API void tfc_product_tally_free(tfc_product_tally *t);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_PRODUCT_H */
