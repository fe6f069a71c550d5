/*
 * checkpoint.c - the checkpoint index reader (tensor bundle V2,
 * variables.index): a LevelDB-format sorted table whose empty key holds a
 * BundleHeaderProto and whose other keys are tensor names with
 * BundleEntryProto values.
 *
 * Layout read here, outermost first:
 *   footer (last 48 bytes): metaindex handle, index handle (each a varint64
 *     offset and size), zero padding to 40 bytes, 8-byte magic;
 *   block + trailer: block bytes, 1 compression-type byte, 4-byte masked
 *     CRC-32C of block bytes and type byte;
 *   block contents: entries {varint32 shared, varint32 non_shared,
 *     varint32 value_length, key suffix, value}, then uint32 restart
 *     offsets, then uint32 restart count;
 *   index block: key >= last key of a data block, value = that block's handle.
 *
 * Guarantees: every read is bounds-checked against the verified extent it
 * belongs to; no allocation is sized by a value that has not been checked
 * against the input's length and the caller's limits; on any failure the
 * partial object is freed and *out stays NULL. protobuf-c is used only in
 * this file, through an allocator that forwards to the caller's.
 * Thread safety: parsing is reentrant; a parsed tfc_checkpoint is immutable.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <snappy-c.h>

#include "crc32c_internal.h"
#include "file_internal.h"
#include "internal.h"
#include "proto_internal.h"
#include "versiondef_internal.h"
#include "wire.h"
#include "tfcompat/accept.h"
#include "tfcompat/checkpoint.h"


#define FOOTER_SIZE 48
#define FOOTER_HANDLES 40 /* bytes of the footer that hold the two handles */
#define TRAILER_SIZE 5
#define TABLE_MAGIC UINT64_C(0xdb4775248b80fb57)
/*
 * A snappy element expands at most 64 / 3 times (a 3-byte copy of 64
 * bytes), so a length claim above 22 times the compressed size is a lie
 * and is refused before anything is allocated for it.
 */
#define SNAPPY_MAX_EXPANSION 22

typedef struct ckpt_entry {
    char *name;
    size_t name_len;
    int64_t *dims;
    int32_t rank; /* -1 = unknown rank */
    int32_t dtype;
    int32_t shard_id;
    int64_t offset;
    int64_t size;
    uint32_t crc32c;
    size_t slice_count;
} ckpt_entry;

struct tfc_checkpoint {
    tfc_allocator alloc;
    int32_t num_shards;
    int32_t endianness;
    int32_t has_version;
    /* the header's VersionDef, all zeros when absent; embedded (not owned:
     * its bad array is freed with the checkpoint) and lent out by
     * tfc_checkpoint_versions */
    struct tfc_versiondef versions;
    ckpt_entry *entries;
    size_t count, cap;
    int32_t crc_ok;
    uint32_t compression_mask;
    size_t data_blocks;
    size_t index_entries;
    size_t metaindex_entries;
};

/* ---- options ---------------------------------------------------------------- */

void tfc_checkpoint_options_init(tfc_checkpoint_options *opts, size_t size)
{
    tfc_checkpoint_options d;
    memset(&d, 0, sizeof d);
    d.size = (uint32_t)sizeof d;
    d.max_file_size = TFC_CHECKPOINT_DEFAULT_MAX_FILE_SIZE;
    d.max_block_size = TFC_CHECKPOINT_DEFAULT_MAX_BLOCK_SIZE;
    d.max_entries = TFC_CHECKPOINT_DEFAULT_MAX_ENTRIES;
    d.max_key_length = TFC_CHECKPOINT_DEFAULT_MAX_KEY_LENGTH;
    d.max_rank = TFC_MAX_RANK;
    d.max_bad_consumers = TFC_DEFAULT_MAX_BAD_CONSUMERS;
    tfc__struct_out(opts, size, &d, sizeof d);
}

/* The caller's options over the defaults, reading only the members its struct holds. */
void tfc__checkpoint_options_resolve(tfc_checkpoint_options *o, const tfc_checkpoint_options *in)
{
    tfc_checkpoint_options_init(o, sizeof *o);
    if (in) {
        TFC__READ(tfc_checkpoint_options, o, in, flags);
        TFC__READ(tfc_checkpoint_options, o, in, allocator);
        TFC__READ(tfc_checkpoint_options, o, in, max_file_size);
        TFC__READ(tfc_checkpoint_options, o, in, max_block_size);
        TFC__READ(tfc_checkpoint_options, o, in, max_entries);
        TFC__READ(tfc_checkpoint_options, o, in, max_key_length);
        TFC__READ(tfc_checkpoint_options, o, in, max_rank);
        TFC__READ(tfc_checkpoint_options, o, in, max_bad_consumers);
    }
    if (!o->max_file_size) o->max_file_size = TFC_CHECKPOINT_DEFAULT_MAX_FILE_SIZE;
    if (!o->max_block_size) o->max_block_size = TFC_CHECKPOINT_DEFAULT_MAX_BLOCK_SIZE;
    if (!o->max_entries) o->max_entries = TFC_CHECKPOINT_DEFAULT_MAX_ENTRIES;
    if (!o->max_key_length) o->max_key_length = TFC_CHECKPOINT_DEFAULT_MAX_KEY_LENGTH;
    if (!o->max_rank || o->max_rank > TFC_MAX_RANK) o->max_rank = TFC_MAX_RANK;
    if (!o->max_bad_consumers) o->max_bad_consumers = TFC_DEFAULT_MAX_BAD_CONSUMERS;
    /* Keeps "limit + 1" and doubling arithmetic free of overflow. */
    if (o->max_file_size > SIZE_MAX / 4) o->max_file_size = SIZE_MAX / 4;
}

/* ---- the reader ------------------------------------------------------------- */

/* A key being rebuilt from prefix-compressed entries, and the key before it. */
typedef struct keyscan {
    uint8_t *buf;
    size_t len, cap;
    int has_prev;
} keyscan;

typedef struct block {
    const uint8_t *data;
    size_t size;
    uint8_t *owned;     /* decompressed copy, or NULL when data points into the file */
    uint64_t file_offset;
    const char *what;   /* "metaindex", "index", "data" */
    size_t ordinal;     /* data block number */
} block;

typedef struct reader {
    const uint8_t *data;
    size_t len;
    size_t body_end; /* first byte of the footer */
    tfc_checkpoint_options opts;
    tfc_error *err;
    tfc_checkpoint *c;
    size_t table_entries; /* data entries seen, header included */
    int have_header;
    keyscan data_keys;
} reader;

typedef int (*entry_fn)(reader *r, const block *b, const uint8_t *key, size_t key_len,
                        const uint8_t *value, size_t value_len, size_t pos);

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static uint64_t le64(const uint8_t *p)
{
    return (uint64_t)le32(p) | ((uint64_t)le32(p + 4) << 32);
}

/* The file offset to report for position pos inside block b. */
static int64_t fault_offset(const block *b, size_t pos)
{
    if (b->owned) return (int64_t)b->file_offset; /* positions inside decompressed bytes are not file offsets */
    return (int64_t)(b->file_offset + pos);
}

/* "data block #3 at 4096" / "index block at 84" for messages. */
/* Formatted only for a message: a block read without a fault pays nothing for it. */
enum { BLOCK_NAME_SIZE = 96 };
static const char *block_name(const block *b, char out[BLOCK_NAME_SIZE])
{
    const size_t cap = BLOCK_NAME_SIZE;
    if (strcmp(b->what, "data") == 0)
        snprintf(out, cap, "data block #%zu at %llu", b->ordinal, (unsigned long long)b->file_offset);
    else
        snprintf(out, cap, "%s block at %llu", b->what, (unsigned long long)b->file_offset);
    return out;
}

/* A key for a message: printable ASCII kept, other bytes as \xNN, cut at 64 bytes. */
static void key_text(const uint8_t *key, size_t len, char *out, size_t cap)
{
    size_t o = 0;
    for (size_t i = 0; i < len && i < 64 && o + 5 < cap; i++) {
        uint8_t ch = key[i];
        if (ch >= 0x20 && ch < 0x7f && ch != '"' && ch != '\\') out[o++] = (char)ch;
        else o += (size_t)snprintf(out + o, cap - o, "\\x%02x", ch);
    }
    if (len > 64 && o + 4 < cap) { memcpy(out + o, "...", 3); o += 3; }
    out[o < cap ? o : cap - 1] = '\0';
}

/*
 * Varint of at most max_bytes (5 for 32-bit fields, 10 for 64-bit) whose
 * value must fit max_value, read from p[*pos..end). A varint cut off by end
 * returns TFC_E_TRUNCATED so that the caller can name the structure it
 * overruns; too long or too large is TFC_E_BAD_VARINT.
 */
static int get_varint(const uint8_t *p, size_t end, size_t *pos, int max_bytes, uint64_t max_value,
                      uint64_t *out, const char **why)
{
    uint64_t v = 0;
    size_t i = *pos;
    for (int n = 0; n < max_bytes; n++, i++) {
        if (i >= end) { *why = "runs past its end"; return TFC_E_TRUNCATED; }
        uint8_t b = p[i];
        uint64_t bits = (uint64_t)(b & 0x7f);
        if (n == max_bytes - 1 && (b & 0x80)) break;
        if (n == 9 && bits > 1) { *why = "overflows 64 bits"; return TFC_E_BAD_VARINT; }
        v |= bits << (7 * n);
        if (!(b & 0x80)) {
            if (v > max_value) { *why = "does not fit 32 bits"; return TFC_E_BAD_VARINT; }
            *pos = i + 1;
            *out = v;
            return TFC_OK;
        }
    }
    *why = max_bytes == 5 ? "longer than 5 bytes" : "longer than 10 bytes";
    return TFC_E_BAD_VARINT;
}

typedef struct handle {
    uint64_t offset, size;
} handle;

/* Decodes a block handle (two varint64) from p[*pos..end). */
static int get_handle(reader *r, const uint8_t *p, size_t end, size_t *pos, handle *h,
                      const char *what, int64_t base_offset)
{
    const char *why = "";
    size_t start = *pos;
    int rc = get_varint(p, end, pos, 10, UINT64_MAX, &h->offset, &why);
    if (rc == TFC_OK) {
        start = *pos;
        rc = get_varint(p, end, pos, 10, UINT64_MAX, &h->size, &why);
        if (rc != TFC_OK)
            return tfc__fail(r->err, TFC_E_BAD_VARINT, base_offset + (int64_t)start,
                             "%s handle size: varint at %lld %s", what,
                             (long long)(base_offset + (int64_t)start), why);
        return TFC_OK;
    }
    return tfc__fail(r->err, TFC_E_BAD_VARINT, base_offset + (int64_t)start,
                     "%s handle offset: varint at %lld %s", what,
                     (long long)(base_offset + (int64_t)start), why);
}

/*
 * Locates, verifies and (if needed) decompresses the block at h. On success
 * b->data/size are the block contents; b->owned must be freed by the caller.
 */
static int read_block(reader *r, handle h, const char *what, size_t ordinal, block *b)
{
    memset(b, 0, sizeof *b);
    b->what = what;
    b->ordinal = ordinal;
    b->file_offset = h.offset;
    char name[BLOCK_NAME_SIZE];

    if (h.offset > r->body_end || h.size > r->body_end - h.offset ||
        TRAILER_SIZE > r->body_end - h.offset - h.size)
        return tfc__fail(r->err, TFC_E_BLOCK_OUT_OF_RANGE, -1,
                         "%s block [%llu, +%llu+%d) runs past %zu, where the footer starts",
                         what, (unsigned long long)h.offset, (unsigned long long)h.size,
                         TRAILER_SIZE, r->body_end);

    const uint8_t *raw = r->data + h.offset;
    size_t size = (size_t)h.size;
    uint8_t type = raw[size];
    uint32_t stored = le32(raw + size + 1);
    uint32_t actual = tfc__crc32c_extend(tfc__crc32c(raw, size), &type, 1);
    if (tfc__crc32c_mask(actual) != stored) {
        if (!(r->opts.flags & TFC_CHECKPOINT_TOLERATE_BAD_CRC))
            return tfc__fail(r->err, TFC_E_BAD_BLOCK_CRC, (int64_t)(h.offset + size + 1),
                             "%s: crc32c 0x%08x, trailer says 0x%08x", block_name(b, name), (unsigned)actual,
                             (unsigned)tfc__crc32c_unmask(stored));
        r->c->crc_ok = 0;
    }

    if (type == TFC_CHECKPOINT_COMPRESSION_NONE) {
        if (size > r->opts.max_block_size)
            return tfc__fail(r->err, TFC_E_TOO_LARGE, (int64_t)h.offset,
                             "%s: %zu bytes, more than the limit of %zu", block_name(b, name), size,
                             r->opts.max_block_size);
        b->data = raw;
        b->size = size;
    } else if (type == TFC_CHECKPOINT_COMPRESSION_SNAPPY) {
        size_t ulen = 0;
        if (snappy_uncompressed_length((const char *)raw, size, &ulen) != SNAPPY_OK)
            return tfc__fail(r->err, TFC_E_DECOMPRESS, (int64_t)h.offset,
                             "%s: snappy length header is malformed", block_name(b, name));
        if (ulen > r->opts.max_block_size)
            return tfc__fail(r->err, TFC_E_TOO_LARGE, (int64_t)h.offset,
                             "%s: decompresses to %zu bytes, more than the limit of %zu", block_name(b, name),
                             ulen, r->opts.max_block_size);
        if (ulen / SNAPPY_MAX_EXPANSION > size)
            return tfc__fail(r->err, TFC_E_DECOMPRESS, (int64_t)h.offset,
                             "%s: claims %zu bytes from %zu compressed, more than snappy can encode",
                             block_name(b, name), ulen, size);
        b->owned = tfc__alloc(&r->c->alloc, ulen);
        if (!b->owned) return tfc__fail(r->err, TFC_E_NOMEM, -1, "%s: out of memory", block_name(b, name));
        size_t got = ulen;
        if (snappy_uncompress((const char *)raw, size, (char *)b->owned, &got) != SNAPPY_OK ||
            got != ulen) {
            tfc__free(&r->c->alloc, b->owned);
            b->owned = NULL;
            return tfc__fail(r->err, TFC_E_DECOMPRESS, (int64_t)h.offset,
                             "%s: snappy data is corrupt", block_name(b, name));
        }
        b->data = b->owned;
        b->size = ulen;
    } else {
        return tfc__fail(r->err, TFC_E_BAD_BLOCK_TYPE, (int64_t)(h.offset + size),
                         "%s: compression type %u (known: 0 none, 1 snappy)", block_name(b, name), (unsigned)type);
    }
    r->c->compression_mask |= 1u << type;
    return TFC_OK;
}

static int keyscan_reserve(reader *r, keyscan *ks, size_t need)
{
    if (need <= ks->cap) return TFC_OK;
    size_t cap = ks->cap ? ks->cap : 64;
    while (cap < need) cap = cap > SIZE_MAX / 2 ? need : cap * 2;
    uint8_t *p = tfc__alloc(&r->c->alloc, cap);
    if (!p) return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory for a key of %zu bytes", need);
    if (ks->len) memcpy(p, ks->buf, ks->len);
    tfc__free(&r->c->alloc, ks->buf);
    ks->buf = p;
    ks->cap = cap;
    return TFC_OK;
}

/* Bytewise order of a[0..an) and b[0..bn): <0, 0, >0. */
static int key_compare(const uint8_t *a, size_t an, const uint8_t *b, size_t bn)
{
    size_t m = an < bn ? an : bn;
    int d = m ? memcmp(a, b, m) : 0;
    if (d) return d;
    return (an > bn) - (an < bn);
}

/*
 * Walks every entry of block b, rebuilding keys in ks (which may carry the
 * previous block's last key, so that order is checked across blocks), and
 * calls fn for each. Checks the restart array, that each restart point is
 * an entry boundary holding a full key, and strictly increasing keys.
 */
static int parse_block(reader *r, const block *b, keyscan *ks, entry_fn fn)
{
    char name[BLOCK_NAME_SIZE];
    const uint8_t *p = b->data;
    size_t size = b->size;
    if (size < 4)
        return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, 0),
                         "%s: %zu bytes, too short for its restart count", block_name(b, name), size);
    uint32_t nrestarts = le32(p + size - 4);
    if (nrestarts > (size - 4) / 4)
        return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, size - 4),
                         "%s: %u restart points do not fit in %zu bytes", block_name(b, name), (unsigned)nrestarts,
                         size);
    size_t limit = size - 4 - 4 * (size_t)nrestarts; /* entries end here */
    if (nrestarts == 0 && limit > 0)
        return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, size - 4),
                         "%s: %zu bytes of entries but no restart point", block_name(b, name), limit);
    const uint8_t *restarts = p + limit;
    if (nrestarts > 0 && le32(restarts) != 0)
        return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, limit),
                         "%s: first restart point is %u, not 0", block_name(b, name), (unsigned)le32(restarts));

    size_t pos = 0, next_restart = 0;
    int first = 1;
    while (pos < limit) {
        size_t entry_pos = pos;
        int at_restart = 0;
        if (next_restart < nrestarts) {
            uint32_t rp = le32(restarts + 4 * next_restart);
            if (rp < entry_pos)
                return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, limit + 4 * next_restart),
                                 "%s: restart point %zu (%u) is not at an entry boundary", block_name(b, name),
                                 next_restart, (unsigned)rp);
            if (rp == entry_pos) { at_restart = 1; next_restart++; }
        }
        uint64_t shared, non_shared, value_len;
        const char *why = "";
        const char *field = "shared length";
        int rc = get_varint(p, limit, &pos, 5, UINT32_MAX, &shared, &why);
        if (rc == TFC_OK) {
            field = "key length";
            rc = get_varint(p, limit, &pos, 5, UINT32_MAX, &non_shared, &why);
        }
        if (rc == TFC_OK) {
            field = "value length";
            rc = get_varint(p, limit, &pos, 5, UINT32_MAX, &value_len, &why);
        }
        if (rc == TFC_E_TRUNCATED)
            return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, entry_pos),
                             "%s: entry at %zu: %s runs past the entries", block_name(b, name), entry_pos, field);
        if (rc != TFC_OK)
            return tfc__fail(r->err, TFC_E_BAD_VARINT, fault_offset(b, pos),
                             "%s: entry at %zu: %s varint %s", block_name(b, name), entry_pos, field, why);
        if (non_shared > limit - pos || value_len > limit - pos - non_shared)
            return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, entry_pos),
                             "%s: entry at %zu (key %llu + value %llu bytes) overruns the block",
                             block_name(b, name), entry_pos, (unsigned long long)non_shared,
                             (unsigned long long)value_len);
        /* A restart point (and a block's first entry) must spell its key in full. */
        size_t avail = (first || at_restart) ? 0 : ks->len;
        if (shared > avail)
            return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, entry_pos),
                             "%s: entry at %zu shares %llu key bytes, %s", block_name(b, name), entry_pos,
                             (unsigned long long)shared,
                             avail ? "more than the previous key has" : "but starts a restart run");
        const uint8_t *delta = p + pos;
        size_t key_len = (size_t)shared + (size_t)non_shared;
        if (key_len > r->opts.max_key_length)
            return tfc__fail(r->err, TFC_E_TOO_LARGE, fault_offset(b, entry_pos),
                             "%s: entry at %zu has a %zu-byte key, more than the limit of %zu", block_name(b, name),
                             entry_pos, key_len, r->opts.max_key_length);
        if (ks->has_prev) {
            /* The first `shared` bytes equal the previous key's, so compare the rest. */
            const uint8_t *prev = ks->buf ? ks->buf + shared : (const uint8_t *)""; /* no buffer yet: "" */
            int cmp = key_compare(delta, (size_t)non_shared, prev, ks->len - (size_t)shared);
            if (cmp <= 0)
                return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, entry_pos),
                                 "%s: entry at %zu: key %s the previous key", block_name(b, name), entry_pos,
                                 cmp == 0 ? "repeats" : "sorts before");
        }
        rc = keyscan_reserve(r, ks, key_len);
        if (rc != TFC_OK) return rc;
        if (non_shared) memcpy(ks->buf + shared, delta, (size_t)non_shared);
        ks->len = key_len;
        ks->has_prev = 1;
        pos += (size_t)non_shared;
        const uint8_t *value = p + pos;
        pos += (size_t)value_len;
        rc = fn(r, b, ks->buf, ks->len, value, (size_t)value_len, entry_pos);
        if (rc != TFC_OK) return rc;
        first = 0;
    }
    /* An empty block keeps its single restart point at offset 0. */
    if (next_restart < nrestarts && !(limit == 0 && nrestarts == 1))
        return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(b, limit + 4 * next_restart),
                         "%s: restart point %zu (%u) is not at an entry boundary", block_name(b, name), next_restart,
                         (unsigned)le32(restarts + 4 * next_restart));
    return TFC_OK;
}

/* ---- entries ---------------------------------------------------------------- */

/*
 * Counts, before protobuf-c unpacks a value (and allocates a struct per
 * element), the elements of the repeated field `inner` inside every
 * occurrence of the message field `outer`: shape dims of an entry, or
 * bad_consumers of the header's VersionDef (packed or not). Malformed
 * wire data stops the count; the unpack then reports it.
 */
static uint64_t count_nested(const uint8_t *p, size_t n, uint32_t outer, uint32_t inner)
{
    uint64_t count = 0;
    size_t pos = 0;
    while (pos < n) {
        uint64_t tag, len;
        int k = tfc__varint(p + pos, n - pos, &tag);
        if (k <= 0) break;
        pos += (size_t)k;
        uint32_t wt = (uint32_t)(tag & 7);
        if (wt == TFC__WT_VARINT) {
            if ((k = tfc__varint(p + pos, n - pos, &len)) <= 0) break;
            pos += (size_t)k;
        } else if (wt == TFC__WT_I64 || wt == TFC__WT_I32) {
            size_t w = wt == TFC__WT_I64 ? 8 : 4;
            if (n - pos < w) break;
            pos += w;
        } else if (wt == TFC__WT_LEN) {
            if ((k = tfc__varint(p + pos, n - pos, &len)) <= 0) break;
            pos += (size_t)k;
            if (len > n - pos) break;
            if ((tag >> 3) == outer) {
                const uint8_t *q = p + pos;
                size_t m = (size_t)len, at = 0;
                while (at < m) {
                    uint64_t t2, l2;
                    int j = tfc__varint(q + at, m - at, &t2);
                    if (j <= 0) break;
                    at += (size_t)j;
                    uint32_t w2 = (uint32_t)(t2 & 7);
                    if (w2 == TFC__WT_VARINT) {
                        if ((j = tfc__varint(q + at, m - at, &l2)) <= 0) break;
                        at += (size_t)j;
                        if ((t2 >> 3) == inner) count++;
                    } else if (w2 == TFC__WT_I64 || w2 == TFC__WT_I32) {
                        size_t w = w2 == TFC__WT_I64 ? 8 : 4;
                        if (m - at < w) break;
                        at += w;
                    } else if (w2 == TFC__WT_LEN) {
                        if ((j = tfc__varint(q + at, m - at, &l2)) <= 0 || l2 > m - at - (size_t)j) break;
                        at += (size_t)j;
                        if ((t2 >> 3) == inner) {
                            if (outer == 2) {
                                count++; /* a Dim message */
                            } else { /* packed varints: one per byte without the high bit */
                                for (size_t b = 0; b < l2; b++) count += !(q[at + b] & 0x80);
                            }
                        }
                        at += (size_t)l2;
                    } else {
                        break;
                    }
                }
            }
            pos += (size_t)len;
        } else {
            break;
        }
    }
    return count;
}

static int take_header(reader *r, const block *b, const uint8_t *value, size_t value_len, size_t pos)
{
    tfc_checkpoint *c = r->c;
    tfc__bundle_header h;
    memset(&h, 0, sizeof h);
    tfc__allocator_copy(&h.version.alloc, &c->alloc);
    int rc = tfc__plain_bundle_header(&h, value, value_len);
    if (rc == TFC__NOT_PLAIN) {
        uint64_t nbad = count_nested(value, value_len, 3 /* version */, 3 /* bad_consumers */);
        if (nbad > r->opts.max_bad_consumers)
            return tfc__fail(r->err, TFC_E_TOO_MANY, fault_offset(b, pos),
                             "header entry: VersionDef.bad_consumers has %llu entries, over the limit of %lu",
                             (unsigned long long)nbad, (unsigned long)r->opts.max_bad_consumers);
        rc = tfc__proto_bundle_header(&h, value, value_len, &c->alloc);
    }
    if (rc == TFC_E_NOMEM) return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory for the header");
    if (rc)
        return tfc__fail(r->err, TFC_E_PROTO_UNPACK, fault_offset(b, pos),
                         "header entry (empty key): %zu bytes are not a valid BundleHeaderProto",
                         value_len);
    c->num_shards = h.num_shards;
    c->endianness = h.endianness;
    if (h.has_version) {
        c->has_version = 1;
        c->versions.producer = h.version.producer;
        c->versions.min_consumer = h.version.min_consumer;
        c->versions.bad = h.version.bad;
        c->versions.n_bad = h.version.n_bad;
        c->versions.sorted = h.version.sorted;
    }
    r->have_header = 1;
    return TFC_OK;
}

static void entry_release(const tfc_allocator *a, ckpt_entry *e)
{
    tfc__free(a, e->name);
    tfc__free(a, e->dims);
}

static int take_entry(reader *r, const block *b, const uint8_t *key, size_t key_len,
                      const uint8_t *value, size_t value_len, size_t pos)
{
    tfc_checkpoint *c = r->c;
    char kt[300];
    tfc__bundle_entry m;
    int rc = tfc__plain_bundle_entry(&m, value, value_len, r->opts.max_rank, &c->alloc);
    if (rc == TFC__NOT_PLAIN) {
        /* TensorFlow's TensorShape holds at most 254 dims; refusing more before
         * the unpack keeps a rank bomb (2 bytes a dim) from costing a struct a dim. */
        uint64_t rank = count_nested(value, value_len, 2 /* shape */, 2 /* dim */);
        if (rank > r->opts.max_rank) {
            key_text(key, key_len, kt, sizeof kt);
            return tfc__fail(r->err, TFC_E_TOO_MANY, fault_offset(b, pos),
                             "entry \"%s\": shape has %llu dimensions, over the limit of %lu", kt,
                             (unsigned long long)rank, (unsigned long)r->opts.max_rank);
        }
        rc = tfc__proto_bundle_entry(&m, value, value_len, &c->alloc);
    }
    if (rc == TFC_E_NOMEM) return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory for an entry");
    if (rc) {
        key_text(key, key_len, kt, sizeof kt);
        return tfc__fail(r->err, TFC_E_PROTO_UNPACK, fault_offset(b, pos),
                         "entry \"%s\": %zu bytes are not a valid BundleEntryProto", kt, value_len);
    }
    if (c->count == c->cap) {
        size_t cap = c->cap ? c->cap * 2 : 16;
        ckpt_entry *grown = tfc__calloc(&c->alloc, cap, sizeof *grown);
        if (!grown) {
            tfc__free(&c->alloc, m.dims);
            return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory for %zu entries", cap);
        }
        if (c->count) memcpy(grown, c->entries, c->count * sizeof *grown);
        tfc__free(&c->alloc, c->entries);
        c->entries = grown;
        c->cap = cap;
    }
    ckpt_entry e;
    memset(&e, 0, sizeof e);
    e.name = tfc__strndup(&c->alloc, (const char *)key, key_len);
    e.name_len = key_len;
    e.dtype = m.dtype;
    e.shard_id = m.shard_id;
    e.offset = m.offset;
    e.size = m.size;
    e.crc32c = m.crc32c;
    e.slice_count = m.slice_count;
    if (m.unknown_rank) {
        e.rank = -1;
    } else if (m.rank) {
        /* Each dim costs at least 2 bytes of the (verified) value, so the count is bounded. */
        if (m.rank > INT32_MAX) {
            tfc__free(&c->alloc, m.dims);
            tfc__free(&c->alloc, e.name);
            return tfc__fail(r->err, TFC_E_TOO_LARGE, fault_offset(b, pos), "entry with %zu dimensions",
                             m.rank);
        }
        e.rank = (int32_t)m.rank;
        e.dims = m.dims;
    }
    int oom = !e.name;
    if (oom) {
        entry_release(&c->alloc, &e);
        return tfc__fail(r->err, TFC_E_NOMEM, -1, "out of memory for an entry");
    }
    c->entries[c->count++] = e;
    return TFC_OK;
}

static int on_data_entry(reader *r, const block *b, const uint8_t *key, size_t key_len,
                         const uint8_t *value, size_t value_len, size_t pos)
{
    if (r->table_entries >= r->opts.max_entries)
        return tfc__fail(r->err, TFC_E_TOO_MANY, fault_offset(b, pos),
                         "more than %zu table entries (the limit)", r->opts.max_entries);
    r->table_entries++;
    if (key_len == 0) return take_header(r, b, value, value_len, pos); /* sorts first, by the order check */
    if (!r->have_header) {
        char kt[300];
        key_text(key, key_len, kt, sizeof kt);
        return tfc__fail(r->err, TFC_E_MISSING_HEADER, fault_offset(b, pos),
                         "no entry with the empty key (BundleHeaderProto): the first key is \"%s\"", kt);
    }
    return take_entry(r, b, key, key_len, value, value_len, pos);
}

static int on_meta_entry(reader *r, const block *b, const uint8_t *key, size_t key_len,
                         const uint8_t *value, size_t value_len, size_t pos)
{
    (void)b; (void)key; (void)key_len; (void)value; (void)value_len; (void)pos;
    r->c->metaindex_entries++;
    return TFC_OK;
}

/* An index entry: its value is the handle of the data block whose keys are <= its key. */
static int on_index_entry(reader *r, const block *ib, const uint8_t *key, size_t key_len,
                          const uint8_t *value, size_t value_len, size_t pos)
{
    size_t vpos = 0;
    handle h;
    const char *why;
    int rc = get_varint(value, value_len, &vpos, 10, UINT64_MAX, &h.offset, &why);
    if (rc == TFC_OK) rc = get_varint(value, value_len, &vpos, 10, UINT64_MAX, &h.size, &why);
    if (rc != TFC_OK) { /* read again to name the fault: the entry is named only then */
        char what[64];
        snprintf(what, sizeof what, "index entry #%zu", r->c->index_entries);
        vpos = 0;
        return get_handle(r, value, value_len, &vpos, &h, what, fault_offset(ib, (size_t)(value - ib->data)));
    }
    size_t ordinal = r->c->index_entries++;
    block db;
    rc = read_block(r, h, "data", ordinal, &db);
    if (rc != TFC_OK) return rc;
    rc = parse_block(r, &db, &r->data_keys, on_data_entry);
    tfc__free(&r->c->alloc, db.owned);
    if (rc != TFC_OK) return rc;
    r->c->data_blocks++;
    if (r->data_keys.has_prev && key_compare(r->data_keys.buf, r->data_keys.len, key, key_len) > 0) {
        char name[BLOCK_NAME_SIZE];
        return tfc__fail(r->err, TFC_E_BAD_BLOCK, fault_offset(ib, pos),
                         "%s: its last key sorts after its index key", block_name(&db, name));
    }
    return TFC_OK;
}

/* ---- parse ------------------------------------------------------------------ */

static int parse_table(reader *r)
{
    if (r->len < FOOTER_SIZE)
        return tfc__fail(r->err, TFC_E_TRUNCATED, 0,
                         "file is %zu bytes, shorter than the %d-byte table footer", r->len, FOOTER_SIZE);
    if (r->len > r->opts.max_file_size)
        return tfc__fail(r->err, TFC_E_TOO_LARGE, -1, "file is %zu bytes, more than the limit of %zu",
                         r->len, r->opts.max_file_size);
    r->body_end = r->len - FOOTER_SIZE;
    const uint8_t *footer = r->data + r->body_end;
    uint64_t magic = le64(footer + FOOTER_HANDLES);
    if (magic != TABLE_MAGIC)
        return tfc__fail(r->err, TFC_E_BAD_MAGIC, (int64_t)(r->body_end + FOOTER_HANDLES),
                         "table magic 0x%016llx, expected 0x%016llx (not a checkpoint index, or cut short)",
                         (unsigned long long)magic, (unsigned long long)TABLE_MAGIC);
    size_t pos = 0;
    handle meta, index;
    int rc = get_handle(r, footer, FOOTER_HANDLES, &pos, &meta, "metaindex", (int64_t)r->body_end);
    if (rc != TFC_OK) return rc;
    rc = get_handle(r, footer, FOOTER_HANDLES, &pos, &index, "index", (int64_t)r->body_end);
    if (rc != TFC_OK) return rc;

    block b;
    keyscan ks;
    memset(&ks, 0, sizeof ks);
    rc = read_block(r, meta, "metaindex", 0, &b);
    if (rc == TFC_OK) {
        rc = parse_block(r, &b, &ks, on_meta_entry);
        tfc__free(&r->c->alloc, b.owned);
    }
    if (rc == TFC_OK) {
        ks.len = 0;
        ks.has_prev = 0;
        rc = read_block(r, index, "index", 0, &b);
        if (rc == TFC_OK) {
            rc = parse_block(r, &b, &ks, on_index_entry);
            tfc__free(&r->c->alloc, b.owned);
        }
    }
    tfc__free(&r->c->alloc, ks.buf);
    if (rc != TFC_OK) return rc;
    if (!r->have_header)
        return tfc__fail(r->err, TFC_E_MISSING_HEADER, -1,
                         "no entry with the empty key (BundleHeaderProto): the table is empty");
    return TFC_OK;
}

int32_t tfc_checkpoint_parse(tfc_checkpoint **out, const uint8_t *data, size_t len,
                         const tfc_checkpoint_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!data && len) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "data is NULL");
    reader r;
    memset(&r, 0, sizeof r);
    tfc__checkpoint_options_resolve(&r.opts, opts);
    r.data = data;
    r.len = len;
    r.err = err;
    tfc_checkpoint *c = tfc__calloc(r.opts.allocator, 1, sizeof *c);
    if (!c) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&c->alloc, r.opts.allocator);
    c->crc_ok = 1;
    r.c = c;
    int rc = parse_table(&r);
    tfc__free(&c->alloc, r.data_keys.buf);
    if (rc != TFC_OK) {
        tfc_checkpoint_free(c);
        return rc;
    }
    *out = c;
    return TFC_OK;
}

int32_t tfc_checkpoint_open(tfc_checkpoint **out, const char *path, const tfc_checkpoint_options *opts,
                        tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "path is NULL");
    tfc_checkpoint_options o;
    tfc__checkpoint_options_resolve(&o, opts);
    /* The reading layer: a regular file only, its size bounded before any
     * byte is read (a link to /dev/zero is refused, not read to the limit). */
    uint8_t *buf = NULL;
    size_t n = 0;
    int rc = tfc__file_read_all(&buf, &n, path, o.max_file_size, o.allocator, err);
    if (rc == TFC_OK) {
        rc = tfc_checkpoint_parse(out, buf, n, &o, err);
        if (rc != TFC_OK && err) {
            /* Name the file in the message. */
            char msg[TFC_ERROR_MESSAGE_SIZE];
            tfc__error_message_copy(msg, sizeof msg, err);
            tfc__fail(err, rc, TFC__HOLDS(tfc_error, err, offset) ? err->offset : -1, "%s: %s", path, msg);
        }
    }
    tfc__free(o.allocator, buf);
    return rc;
}

int32_t tfc_checkpoint_looks_like_index(const uint8_t *data, size_t len)
{
    return data && len >= FOOTER_SIZE && le64(data + len - 8) == TABLE_MAGIC;
}

void tfc_checkpoint_free(tfc_checkpoint *c)
{
    if (!c) return;
    tfc_allocator a = c->alloc;
    for (size_t i = 0; i < c->count; i++) entry_release(&a, &c->entries[i]);
    tfc__free(&a, c->entries);
    tfc__free(&a, c->versions.bad);
    tfc__free(&a, c->versions.sorted);
    tfc__free(&a, c);
}

/* ---- the bundle reader's version decision ----------------------------------- */

int32_t tfc_checkpoint_check_versions(tfc_verdict **out, const tfc_checkpoint *c, const char *tf_version,
                                  tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!c) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "checkpoint is NULL");
    if (!tf_version) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "tf_version is NULL");
    /* The shared rule (accept.c); the bundle reader has no forward window. */
    tfc_accept_options o;
    tfc_accept_options_init(&o, sizeof o);
    o.allocator = &c->alloc;
    o.forward_compat_window = -1;
    return tfc_accept_check(out, &c->versions, TFC_CHECKPOINT_BUNDLE_VERSION, TFC_CHECKPOINT_BUNDLE_MIN_PRODUCER,
                              "Checkpoint", "checkpoint", tf_version, &o, err);
}

const tfc_versiondef *tfc_checkpoint_versions(const tfc_checkpoint *c) { return c ? &c->versions : NULL; }

int32_t tfc_checkpoint_bundle_version(void) { return TFC_CHECKPOINT_BUNDLE_VERSION; }
int32_t tfc_checkpoint_bundle_min_producer(void) { return TFC_CHECKPOINT_BUNDLE_MIN_PRODUCER; }

/* ---- getters ---------------------------------------------------------------- */

int32_t tfc_checkpoint_num_shards(const tfc_checkpoint *c) { return c ? c->num_shards : 0; }
int32_t tfc_checkpoint_endianness(const tfc_checkpoint *c) { return c ? c->endianness : 0; }

const char *tfc_checkpoint_endianness_name(int32_t endianness)
{
    switch (endianness) {
    case TFC_CHECKPOINT_LITTLE: return "LITTLE";
    case TFC_CHECKPOINT_BIG: return "BIG";
    default: return NULL;
    }
}

int32_t tfc_checkpoint_has_version(const tfc_checkpoint *c) { return c ? c->has_version : 0; }
int32_t tfc_checkpoint_producer(const tfc_checkpoint *c) { return c ? c->versions.producer : 0; }
int32_t tfc_checkpoint_min_consumer(const tfc_checkpoint *c) { return c ? c->versions.min_consumer : 0; }
size_t tfc_checkpoint_bad_consumer_count(const tfc_checkpoint *c) { return c ? c->versions.n_bad : 0; }

int32_t tfc_checkpoint_bad_consumer_at(const tfc_checkpoint *c, size_t i)
{
    return c && i < c->versions.n_bad ? c->versions.bad[i] : 0;
}

size_t tfc_checkpoint_entry_count(const tfc_checkpoint *c) { return c ? c->count : 0; }

static const ckpt_entry *entry_at(const tfc_checkpoint *c, size_t i)
{
    return c && i < c->count ? &c->entries[i] : NULL;
}

const char *tfc_checkpoint_entry_name(const tfc_checkpoint *c, size_t i, size_t *len)
{
    const ckpt_entry *e = entry_at(c, i);
    if (len) *len = e ? e->name_len : 0;
    return e ? e->name : NULL;
}

int64_t tfc_checkpoint_entry_find(const tfc_checkpoint *c, const char *name, size_t len)
{
    if (!c || (!name && len)) return -1;
    size_t lo = 0, hi = c->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const ckpt_entry *e = &c->entries[mid];
        int cmp = key_compare((const uint8_t *)e->name, e->name_len, (const uint8_t *)name, len);
        if (cmp == 0) return (int64_t)mid;
        if (cmp < 0) lo = mid + 1;
        else hi = mid;
    }
    return -1;
}

int32_t tfc_checkpoint_entry_dtype(const tfc_checkpoint *c, size_t i)
{
    const ckpt_entry *e = entry_at(c, i);
    return e ? e->dtype : 0;
}

const char *tfc_checkpoint_entry_dtype_name(const tfc_checkpoint *c, size_t i)
{
    const ckpt_entry *e = entry_at(c, i);
    return e ? tfc_checkpoint_dtype_name(e->dtype) : NULL;
}

/*
 * TensorFlow's DataType names (framework/types.proto). Values 1..32 are
 * value types; 101..132 are the matching reference types, value + 100.
 * 27 (FLOAT8_E4M3B11FNUZ) was reserved and later defined.
 */
static const char *const dtype_names[] = {
    "DT_INVALID", "DT_FLOAT", "DT_DOUBLE", "DT_INT32", "DT_UINT8", "DT_INT16", "DT_INT8",
    "DT_STRING", "DT_COMPLEX64", "DT_INT64", "DT_BOOL", "DT_QINT8", "DT_QUINT8", "DT_QINT32",
    "DT_BFLOAT16", "DT_QINT16", "DT_QUINT16", "DT_UINT16", "DT_COMPLEX128", "DT_HALF",
    "DT_RESOURCE", "DT_VARIANT", "DT_UINT32", "DT_UINT64", "DT_FLOAT8_E5M2", "DT_FLOAT8_E4M3FN",
    "DT_FLOAT8_E4M3FNUZ", "DT_FLOAT8_E4M3B11FNUZ", "DT_FLOAT8_E5M2FNUZ", "DT_INT4", "DT_UINT4",
    "DT_INT2", "DT_UINT2",
};
static const char *const dtype_ref_names[] = {
    NULL, "DT_FLOAT_REF", "DT_DOUBLE_REF", "DT_INT32_REF", "DT_UINT8_REF", "DT_INT16_REF",
    "DT_INT8_REF", "DT_STRING_REF", "DT_COMPLEX64_REF", "DT_INT64_REF", "DT_BOOL_REF",
    "DT_QINT8_REF", "DT_QUINT8_REF", "DT_QINT32_REF", "DT_BFLOAT16_REF", "DT_QINT16_REF",
    "DT_QUINT16_REF", "DT_UINT16_REF", "DT_COMPLEX128_REF", "DT_HALF_REF", "DT_RESOURCE_REF",
    "DT_VARIANT_REF", "DT_UINT32_REF", "DT_UINT64_REF", "DT_FLOAT8_E5M2_REF",
    "DT_FLOAT8_E4M3FN_REF", "DT_FLOAT8_E4M3FNUZ_REF", "DT_FLOAT8_E4M3B11FNUZ_REF",
    "DT_FLOAT8_E5M2FNUZ_REF", "DT_INT4_REF", "DT_UINT4_REF", "DT_INT2_REF", "DT_UINT2_REF",
};

const char *tfc_checkpoint_dtype_name(int32_t dtype)
{
    size_t n = sizeof dtype_names / sizeof dtype_names[0];
    if (dtype >= 0 && (size_t)dtype < n) return dtype_names[dtype];
    if (dtype > 100 && (size_t)(dtype - 100) < sizeof dtype_ref_names / sizeof dtype_ref_names[0])
        return dtype_ref_names[dtype - 100];
    return NULL;
}

int32_t tfc_checkpoint_entry_rank(const tfc_checkpoint *c, size_t i)
{
    const ckpt_entry *e = entry_at(c, i);
    return e ? e->rank : -1;
}

int64_t tfc_checkpoint_entry_dim(const tfc_checkpoint *c, size_t i, size_t d)
{
    const ckpt_entry *e = entry_at(c, i);
    return e && e->rank > 0 && d < (size_t)e->rank ? e->dims[d] : 0;
}

int32_t tfc_checkpoint_entry_shard_id(const tfc_checkpoint *c, size_t i)
{
    const ckpt_entry *e = entry_at(c, i);
    return e ? e->shard_id : 0;
}

int64_t tfc_checkpoint_entry_offset(const tfc_checkpoint *c, size_t i)
{
    const ckpt_entry *e = entry_at(c, i);
    return e ? e->offset : 0;
}

int64_t tfc_checkpoint_entry_size(const tfc_checkpoint *c, size_t i)
{
    const ckpt_entry *e = entry_at(c, i);
    return e ? e->size : 0;
}

uint32_t tfc_checkpoint_entry_crc32c(const tfc_checkpoint *c, size_t i)
{
    const ckpt_entry *e = entry_at(c, i);
    return e ? e->crc32c : 0;
}

size_t tfc_checkpoint_entry_slice_count(const tfc_checkpoint *c, size_t i)
{
    const ckpt_entry *e = entry_at(c, i);
    return e ? e->slice_count : 0;
}

int32_t tfc_checkpoint_crc_ok(const tfc_checkpoint *c) { return c ? c->crc_ok : 0; }
uint32_t tfc_checkpoint_compression_types(const tfc_checkpoint *c) { return c ? c->compression_mask : 0; }
size_t tfc_checkpoint_data_blocks(const tfc_checkpoint *c) { return c ? c->data_blocks : 0; }
size_t tfc_checkpoint_index_entries(const tfc_checkpoint *c) { return c ? c->index_entries : 0; }
size_t tfc_checkpoint_metaindex_entries(const tfc_checkpoint *c) { return c ? c->metaindex_entries : 0; }
