/*
 * tfcompat/checkpoint.h - reading a TensorFlow checkpoint index
 * (tensor bundle V2, `variables/variables.index`).
 *
 * Stability: the lower tier (building blocks and introspection): its
 * functions are declared only under TFC_BUILDING_BLOCKS (see tfcompat.h),
 * are outside the semver promise and may change in a minor release; most
 * callers need only the stable core (tfcompat/check.h: targets, one verdict, every release).
 *
 * The index is a LevelDB-format sorted table: data blocks of
 * prefix-compressed keys with restart points, an index block, a metaindex
 * block, each followed by a 5-byte trailer (compression type and masked
 * CRC-32C), and a 48-byte footer ending in a magic number. The entry with
 * the empty key holds the BundleHeaderProto (number of data shards,
 * endianness, the format's VersionDef); every other key is a tensor name
 * whose value is a BundleEntryProto (dtype, shape, data shard, offset,
 * size, CRC-32C of the tensor bytes, slices).
 *
 * The reader verifies the footer and magic, keeps every block handle inside
 * the file, checks every block's CRC, decompresses snappy blocks, checks
 * varints, restart points and key order, and enforces explicit limits (file
 * size, block size, entry count, key length). It reads only the index; the
 * data shards are not opened.
 *
 * Ownership: tfc_checkpoint_parse / tfc_checkpoint_open create a
 * tfc_checkpoint that the caller releases with tfc_checkpoint_free. The
 * input bytes are borrowed for the call only. Strings returned by getters
 * are borrowed from the checkpoint and valid until it is freed.
 * Thread safety: a tfc_checkpoint is immutable once returned; read it from
 * any number of threads.
 */
#ifndef TFCOMPAT_CHECKPOINT_H
#define TFCOMPAT_CHECKPOINT_H

#include "tfcompat/common.h"
#include "tfcompat/versiondef.h"
#include "tfcompat/verdict.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Version of the tensor bundle format this reader checks against (TensorFlow's kTensorBundleVersion). */
#define TFC_CHECKPOINT_BUNDLE_VERSION 1
/** Oldest bundle producer version TensorFlow's bundle reader accepts (kTensorBundleMinProducer). */
#define TFC_CHECKPOINT_BUNDLE_MIN_PRODUCER 0

/** Header endianness values (BundleHeaderProto.Endianness). */
enum tfc_checkpoint_endianness {
    TFC_CHECKPOINT_LITTLE = 0,
    TFC_CHECKPOINT_BIG = 1
};

/** Block compression types as stored in block trailers. */
enum tfc_checkpoint_compression {
    TFC_CHECKPOINT_COMPRESSION_NONE = 0,
    TFC_CHECKPOINT_COMPRESSION_SNAPPY = 1
};

/**
 * Option flag: a block whose CRC does not match is read anyway and recorded
 * (tfc_checkpoint_crc_ok() returns 0) instead of failing with
 * TFC_E_BAD_BLOCK_CRC. Everything else is still checked. For inspecting
 * damaged files; TensorFlow itself refuses such blocks.
 */
#define TFC_CHECKPOINT_TOLERATE_BAD_CRC 0x1u

/** Default limits (see tfc_checkpoint_options). */
#define TFC_CHECKPOINT_DEFAULT_MAX_FILE_SIZE ((size_t)1 << 30)
#define TFC_CHECKPOINT_DEFAULT_MAX_BLOCK_SIZE ((size_t)64 << 20)
#define TFC_CHECKPOINT_DEFAULT_MAX_ENTRIES ((size_t)1 << 22)
#define TFC_CHECKPOINT_DEFAULT_MAX_KEY_LENGTH ((size_t)1 << 16)

/**
 * Options of tfc_checkpoint_parse / tfc_checkpoint_open. Initialise with
 * tfc_checkpoint_options_init(). A limit left at 0 takes its default.
 * Fields beyond `size` (an older caller's struct) take their defaults.
 */
typedef struct tfc_checkpoint_options {
    uint32_t size;                   /**< sizeof(tfc_checkpoint_options) as the caller compiled it */
    uint32_t flags;                  /**< TFC_CHECKPOINT_* option flags */
    const tfc_allocator *allocator;  /**< copied into the checkpoint; NULL = malloc/free */
    size_t max_file_size;            /**< bytes of index file accepted (TFC_E_TOO_LARGE beyond) */
    size_t max_block_size;           /**< bytes of one block, after decompression (TFC_E_TOO_LARGE) */
    size_t max_entries;              /**< table entries, header included (TFC_E_TOO_MANY) */
    size_t max_key_length;           /**< bytes of one key (TFC_E_TOO_LARGE) */
    /* Since 0.2.0 (an older caller's smaller struct gets the defaults): */
    uint32_t max_rank;               /**< dims of one entry's shape; default and cap TFC_MAX_RANK
                                          (254, TensorFlow's TensorShape limit) (TFC_E_TOO_MANY) */
    uint32_t max_bad_consumers;      /**< entries of the header's VersionDef.bad_consumers; default
                                          TFC_DEFAULT_MAX_BAD_CONSUMERS, as for GraphDef (TFC_E_TOO_MANY) */
} tfc_checkpoint_options;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Initialises caller options of `size` bytes (pass sizeof *opts): no flags,
 * the default allocator and default limits, within `size` (see "Caller
 * structs" in tfcompat/common.h); a member the size does not hold takes its
 * default. Accepts NULL. Since 1.0.0.
 */
TFC_API void tfc_checkpoint_options_init(tfc_checkpoint_options *opts, size_t size);
#endif /* TFC_BUILDING_BLOCKS */

/** A parsed checkpoint index. Opaque. */
typedef struct tfc_checkpoint tfc_checkpoint;

#ifdef TFC_BUILDING_BLOCKS
/**
 * Parses a checkpoint index from bytes.
 *
 * @param out   receives the checkpoint (NULL on failure); free with tfc_checkpoint_free.
 * @param data  the whole index file; borrowed for the call only.
 * @param len   its length in bytes.
 * @param opts  options, or NULL for the defaults.
 * @param err   optional error detail (message names the block and offset).
 * @return TFC_OK, or: TFC_E_INVALID_ARGUMENT (out NULL, data NULL with len > 0),
 *   TFC_E_TRUNCATED (shorter than the footer), TFC_E_BAD_MAGIC,
 *   TFC_E_BAD_VARINT (malformed or oversized varint in the footer, a handle
 *   or a block entry), TFC_E_BLOCK_OUT_OF_RANGE (a block handle outside the
 *   bytes before the footer), TFC_E_BAD_BLOCK_CRC, TFC_E_BAD_BLOCK_TYPE
 *   (unknown compression type), TFC_E_DECOMPRESS (corrupt snappy block),
 *   TFC_E_BAD_BLOCK (bad restart array, entry overrunning its block, keys
 *   out of order), TFC_E_MISSING_HEADER (no empty-key entry),
 *   TFC_E_PROTO_UNPACK (header or entry value is not a valid message),
 *   TFC_E_TOO_LARGE / TFC_E_TOO_MANY (a limit), TFC_E_NOMEM.
 * Since 0.1.0.
 */
TFC_API int32_t tfc_checkpoint_parse(tfc_checkpoint **out, const uint8_t *data, size_t len,
                                 const tfc_checkpoint_options *opts, tfc_error *err);

/**
 * Reads the file at `path` (UTF-8, NUL-terminated) and parses it as
 * tfc_checkpoint_parse does. The file is read whole, after checking its
 * size against opts->max_file_size.
 * @return as tfc_checkpoint_parse, plus TFC_E_NOT_FOUND (no such file) and
 *   TFC_E_IO (cannot be opened or read). Since 0.1.0.
 */
TFC_API int32_t tfc_checkpoint_open(tfc_checkpoint **out, const char *path,
                                const tfc_checkpoint_options *opts, tfc_error *err);

/**
 * Content sniffing: 1 when data[0..len) ends like a LevelDB-format table
 * (at least the 48-byte footer, ending in the table magic), else 0. Cheap
 * (reads 8 bytes); says nothing about validity: tfc_checkpoint_parse
 * decides that. Lets a tool tell a checkpoint index from other inputs by
 * content rather than by name. Since 0.1.0.
 */
TFC_API int32_t tfc_checkpoint_looks_like_index(const uint8_t *data, size_t len);

/** Releases a checkpoint and everything borrowed from it. Accepts NULL. Since 0.1.0. */
TFC_API void tfc_checkpoint_free(tfc_checkpoint *c);
#endif /* TFC_BUILDING_BLOCKS */

/* ---- the header (BundleHeaderProto) -------------------------------------- */

#ifdef TFC_BUILDING_BLOCKS
/** Header num_shards: number of data files. 0 for NULL. Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_num_shards(const tfc_checkpoint *c);

/** Header endianness as stored (enum tfc_checkpoint_endianness; other values are kept). 0 for NULL. Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_endianness(const tfc_checkpoint *c);

/** "LITTLE" or "BIG" (static), or NULL for any other value. Since 0.1.0. */
TFC_API const char *tfc_checkpoint_endianness_name(int32_t endianness);

/** 1 when the header carries a VersionDef (field 3), else 0. Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_has_version(const tfc_checkpoint *c);

/** Header VersionDef producer (0 when absent or for NULL). Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_producer(const tfc_checkpoint *c);

/** Header VersionDef min_consumer (0 when absent or for NULL). Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_min_consumer(const tfc_checkpoint *c);

/** Number of header VersionDef bad_consumers. Since 0.1.0. */
TFC_API size_t tfc_checkpoint_bad_consumer_count(const tfc_checkpoint *c);

/** bad_consumers[i] in stored order; 0 when i is out of range. Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_bad_consumer_at(const tfc_checkpoint *c, size_t i);

/**
 * The header's VersionDef (all zeros when absent), borrowed from the
 * checkpoint and valid until it is freed; what tfc_accept_check and the
 * registry take. NULL for a NULL checkpoint. Since 0.1.0.
 */
TFC_API const tfc_versiondef *tfc_checkpoint_versions(const tfc_checkpoint *c);

/**
 * Decides as TensorFlow's bundle reader does whether it would load this
 * checkpoint: the header's VersionDef (zeros when absent) checked against
 * consumer TFC_CHECKPOINT_BUNDLE_VERSION and min producer
 * TFC_CHECKPOINT_BUNDLE_MIN_PRODUCER, in TensorFlow's order. Every failing
 * check is a finding (PRODUCER_TOO_OLD, CONSUMER_TOO_OLD, BAD_CONSUMER);
 * the first error's message is byte for byte TensorFlow's, naming
 * "TensorFlow <tf_version>".
 *
 * @param out         receives the verdict; free with tfc_verdict_free.
 * @param c           the checkpoint.
 * @param tf_version  the TensorFlow version string messages name ("2.20.0"); required.
 * @param err         optional error detail.
 * @return TFC_OK (also when the verdict is "rejected"), TFC_E_INVALID_ARGUMENT, TFC_E_NOMEM.
 * Since 0.1.0.
 */
TFC_API int32_t tfc_checkpoint_check_versions(tfc_verdict **out, const tfc_checkpoint *c,
                                          const char *tf_version, tfc_error *err);

/** TFC_CHECKPOINT_BUNDLE_VERSION, for bindings. Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_bundle_version(void);
/** TFC_CHECKPOINT_BUNDLE_MIN_PRODUCER, for bindings. Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_bundle_min_producer(void);
#endif /* TFC_BUILDING_BLOCKS */

/* ---- entries (BundleEntryProto), in key (byte) order, header excluded ---- */

#ifdef TFC_BUILDING_BLOCKS
/** Number of tensor entries. 0 for NULL. Since 0.1.0. */
TFC_API size_t tfc_checkpoint_entry_count(const tfc_checkpoint *c);

/**
 * Name (key) of entry i, NUL-terminated and borrowed; a name may hold NUL
 * bytes, so its length is stored in *len when len is not NULL. NULL (and
 * *len = 0) when i is out of range. Since 0.1.0.
 */
TFC_API const char *tfc_checkpoint_entry_name(const tfc_checkpoint *c, size_t i, size_t *len);

/**
 * Index of the entry named name[0..len) (binary search), or -1 when there
 * is none or an argument is NULL. Since 0.2.0.
 */
TFC_API int64_t tfc_checkpoint_entry_find(const tfc_checkpoint *c, const char *name, size_t len);

/** DataType number of entry i (0 = DT_INVALID, also when out of range). Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_entry_dtype(const tfc_checkpoint *c, size_t i);

/** tfc_checkpoint_dtype_name() of entry i's dtype. Since 0.1.0. */
TFC_API const char *tfc_checkpoint_entry_dtype_name(const tfc_checkpoint *c, size_t i);

/**
 * TensorFlow's name of a DataType number ("DT_FLOAT" for 1, "DT_FLOAT_REF"
 * for 101), static; NULL for a number TensorFlow does not define (as far as
 * this library knows). Since 0.2.0.
 */
TFC_API const char *tfc_checkpoint_dtype_name(int32_t dtype);

/** Rank of entry i's shape: -1 for unknown rank (or out of range), 0 for a scalar. Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_entry_rank(const tfc_checkpoint *c, size_t i);

/** Size of dimension d of entry i (-1 = unknown size); 0 when out of range. Since 0.1.0. */
TFC_API int64_t tfc_checkpoint_entry_dim(const tfc_checkpoint *c, size_t i, size_t d);

/** Data shard holding entry i's bytes; 0 when out of range. Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_entry_shard_id(const tfc_checkpoint *c, size_t i);

/** Byte offset of entry i in its data shard; 0 when out of range. Since 0.1.0. */
TFC_API int64_t tfc_checkpoint_entry_offset(const tfc_checkpoint *c, size_t i);

/** Byte size of entry i in its data shard; 0 when out of range. Since 0.1.0. */
TFC_API int64_t tfc_checkpoint_entry_size(const tfc_checkpoint *c, size_t i);

/** Stored (masked) CRC-32C of entry i's bytes; 0 when out of range. Since 0.1.0. */
TFC_API uint32_t tfc_checkpoint_entry_crc32c(const tfc_checkpoint *c, size_t i);

/** Number of slices of entry i (non-zero for a partitioned tensor). Since 0.1.0. */
TFC_API size_t tfc_checkpoint_entry_slice_count(const tfc_checkpoint *c, size_t i);
#endif /* TFC_BUILDING_BLOCKS */

/* ---- the table ------------------------------------------------------------ */

#ifdef TFC_BUILDING_BLOCKS
/** 1 when every block trailer CRC matched (always, unless TFC_CHECKPOINT_TOLERATE_BAD_CRC). Since 0.1.0. */
TFC_API int32_t tfc_checkpoint_crc_ok(const tfc_checkpoint *c);

/**
 * Compression types seen in block trailers, as a bit mask: bit t is set
 * when some block had type t (bit 0 = none, bit 1 = snappy). Since 0.1.0.
 */
TFC_API uint32_t tfc_checkpoint_compression_types(const tfc_checkpoint *c);

/** Number of data blocks read (one per index block entry). Since 0.1.0. */
TFC_API size_t tfc_checkpoint_data_blocks(const tfc_checkpoint *c);

/** Number of index block entries. Since 0.1.0. */
TFC_API size_t tfc_checkpoint_index_entries(const tfc_checkpoint *c);

/** Number of metaindex block entries (0 in TensorFlow's bundles: no filters). Since 0.1.0. */
TFC_API size_t tfc_checkpoint_metaindex_entries(const tfc_checkpoint *c);
#endif /* TFC_BUILDING_BLOCKS */

#ifdef __cplusplus
}
#endif
#endif /* TFCOMPAT_CHECKPOINT_H */
