/*
 * proto_internal.h - the protobuf-c boundary. proto.c is the only source
 * file that includes protobuf-c or its generated headers; every other file
 * sees plain C results. Each unpack runs through the caller's allocator,
 * and an allocation that fails inside protobuf-c is reported as
 * TFC_E_NOMEM (protobuf-c itself only returns NULL), a malformed message as
 * TFC_E_PROTO_UNPACK. The callers name the message and offset in their
 * error text; these functions fill no tfc_error.
 */
#ifndef TFC_PROTO_INTERNAL_H
#define TFC_PROTO_INTERNAL_H

#include "internal.h"
#include "versiondef_internal.h"

/*
 * Unpacks a VersionDef payload into *dst (an embedded VersionDef: its
 * alloc must be set; bad_consumers are allocated with it).
 * @return TFC_OK, TFC_E_PROTO_UNPACK or TFC_E_NOMEM.
 */
TFC__HIDDEN int tfc__proto_versiondef(struct tfc_versiondef *dst, const uint8_t *data, size_t len);

/* What a checkpoint needs of tensorflow.BundleHeaderProto. */
typedef struct tfc__bundle_header {
    int32_t num_shards;
    int32_t endianness;
    int has_version;
    struct tfc_versiondef version; /* alloc set by the caller; bad owned by it */
} tfc__bundle_header;

/* @return TFC_OK, TFC_E_PROTO_UNPACK or TFC_E_NOMEM. */
TFC__HIDDEN int tfc__proto_bundle_header(tfc__bundle_header *out, const uint8_t *data, size_t len,
                                         const tfc_allocator *a);

/* What a checkpoint needs of tensorflow.BundleEntryProto. */
typedef struct tfc__bundle_entry {
    int32_t dtype;
    int32_t shard_id;
    int64_t offset, size;
    uint32_t crc32c;
    size_t slice_count;
    int unknown_rank;
    size_t rank;       /* number of dims */
    int64_t *dims;     /* rank sizes, allocated with the caller's allocator (NULL when rank is 0) */
} tfc__bundle_entry;

/* @return TFC_OK, TFC_E_PROTO_UNPACK or TFC_E_NOMEM. */
TFC__HIDDEN int tfc__proto_bundle_entry(tfc__bundle_entry *out, const uint8_t *data, size_t len,
                                        const tfc_allocator *a);

/*
 * The plain shapes, decoded without protobuf-c: the fields a TensorFlow
 * writer emits, each once, well formed, with one-byte tags; a header
 * whose VersionDef has no bad_consumers; an entry without slices or dim
 * names and with at most max_rank dims. What they return for such bytes
 * is what the unpack above returns. Anything else is TFC__NOT_PLAIN,
 * nothing allocated, for the caller's general path (its limits checked
 * before the unpack, its errors named the same way).
 * @return TFC_OK, TFC__NOT_PLAIN or TFC_E_NOMEM.
 */
enum { TFC__NOT_PLAIN = 1 };
TFC__HIDDEN int tfc__plain_bundle_header(tfc__bundle_header *out, const uint8_t *data, size_t len);
TFC__HIDDEN int tfc__plain_bundle_entry(tfc__bundle_entry *out, const uint8_t *data, size_t len, size_t max_rank,
                                        const tfc_allocator *a);

#endif
