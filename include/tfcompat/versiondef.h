/*
 * tfcompat/versiondef.h - VersionDef: the version stamp TensorFlow puts on
 * versioned data (GraphDef, checkpoint headers, saved objects).
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 *   producer       version of the code that wrote the data
 *   min_consumer   oldest consumer version that may read it
 *   bad_consumers  consumer versions that must refuse it
 *
 * A tfc_versiondef is immutable once made and safe to read from many
 * threads. It is made by parsing serialized bytes (with the internal protobuf runtime; packed
 * and unpacked bad_consumers both accepted), from plain values, or borrowed
 * from a parsed container (tfcompat/container.h). An absent VersionDef reads
 * as all zeros, as in TensorFlow.
 */
#ifndef TFCOMPAT_VERSIONDEF_H
#define TFCOMPAT_VERSIONDEF_H

#include "tfcompat/common.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tfc_versiondef tfc_versiondef;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Parses a serialized VersionDef message.
 * @param out   receives the new object (owned by the caller; free with
 *              tfc_versiondef_free); left NULL on failure
 * @param data  the message bytes (borrowed for the call); may be NULL when len is 0
 * @param opts  limits and allocator, or NULL for the defaults
 * @param err   optional detail
 * @return TFC_OK; TFC_E_INVALID_ARGUMENT; a wire-format code (TFC_E_TRUNCATED,
 *         TFC_E_BAD_VARINT, TFC_E_WIRE_TYPE, TFC_E_GROUP, TFC_E_LENGTH_PAST_END,
 *         TFC_E_TOO_LARGE and the other wire-format codes); TFC_E_TOO_MANY (bad_consumers limit);
 *         TFC_E_PROTO_UNPACK; TFC_E_NOMEM. An empty input is a valid, all-zero
 *         VersionDef. Since 0.1.0.
 */
TFC_API int32_t tfc_versiondef_parse(tfc_versiondef **out, const uint8_t *data, size_t len,
                                     const tfc_parse_options *opts, tfc_error *err);

/**
 * Makes a VersionDef from values. `bad` may be NULL when n_bad is 0; it is
 * copied. `allocator` may be NULL. Since 0.1.0.
 */
TFC_API int32_t tfc_versiondef_new(tfc_versiondef **out, int32_t producer, int32_t min_consumer,
                                   const int32_t *bad, size_t n_bad,
                                   const tfc_allocator *allocator, tfc_error *err);

/** Frees a VersionDef made by parse, new or merge. Accepts NULL. Since 0.1.0. */
TFC_API void tfc_versiondef_free(tfc_versiondef *v);

/** producer (0 for NULL). Since 0.1.0. */
TFC_API int32_t tfc_versiondef_producer(const tfc_versiondef *v);
/** min_consumer (0 for NULL). Since 0.1.0. */
TFC_API int32_t tfc_versiondef_min_consumer(const tfc_versiondef *v);
/** Number of bad_consumers entries, in stored order (0 for NULL). Since 0.1.0. */
TFC_API size_t tfc_versiondef_bad_consumer_count(const tfc_versiondef *v);
/** bad_consumers[i] (0 when out of range). Since 0.1.0. */
TFC_API int32_t tfc_versiondef_bad_consumer(const tfc_versiondef *v, size_t i);

/**
 * Version merge used when TensorFlow imports one graph into another
 * (UpdateVersionDef): producer = min of both, min_consumer = max of both,
 * bad_consumers = sorted union without duplicates. The result is new and
 * owned by the caller. Since 0.1.0.
 */
TFC_API int32_t tfc_versiondef_merge(tfc_versiondef **out, const tfc_versiondef *existing,
                                     const tfc_versiondef *imported,
                                     const tfc_allocator *allocator, tfc_error *err);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_VERSIONDEF_H */
