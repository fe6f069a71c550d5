/*
 * Tests for tfcompat/checkpoint.h and the CRC-32C behind it.
 *
 * - every real checkpoint index in tests/corpus/saved_model/ against its
 *   expected JSON, field by field, and every entry's CRC against its bytes
 *   in the data shard;
 * - every crafted file in tests/corpus/checkpoint_index_synthetic/ gives
 *   its stated outcome (the expected fields, or the status code of its
 *   fault class);
 * - tables built here (a small writer of the same format) for the cases
 *   the corpus does not cover: snappy, restarts, key order, limits,
 *   unknown values, allocation failure, the bundle reader's verdict.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <snappy-c.h>

#include <tfcompat.h>
#include "crc32c_internal.h"
#include "internal.h"
/* tjson.h's header comment contains a slash-star; the warning is not about our code. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wcomment"
#include "tjson.h"
#include "tbytes.h"
#pragma GCC diagnostic pop

#define CORPUS TFC_TEST_DIR "/corpus"

/* ---- CRC-32C ------------------------------------------------------------ */

static void crc32c_matches_known_vectors(void **state)
{
    (void)state;
    uint8_t v[32];
    assert_int_equal(tfc__crc32c((const uint8_t *)"", 0), 0);
    assert_int_equal(tfc__crc32c((const uint8_t *)"123456789", 9), 0xE3069283u);
    /* RFC 3720 (iSCSI) B.4 test vectors. */
    memset(v, 0, sizeof v);
    assert_int_equal(tfc__crc32c(v, 32), 0x8A9136AAu);
    memset(v, 0xFF, sizeof v);
    assert_int_equal(tfc__crc32c(v, 32), 0x62A8AB43u);
    for (int i = 0; i < 32; i++) v[i] = (uint8_t)i;
    assert_int_equal(tfc__crc32c(v, 32), 0x46DD794Eu);
    for (int i = 0; i < 32; i++) v[i] = (uint8_t)(31 - i);
    assert_int_equal(tfc__crc32c(v, 32), 0x113FDB5Cu);
    /* Extending equals computing over the concatenation. */
    uint32_t whole = tfc__crc32c(v, 32);
    assert_int_equal(tfc__crc32c_extend(tfc__crc32c(v, 13), v + 13, 19), whole);
}

static void crc32c_mask_round_trips(void **state)
{
    (void)state;
    uint32_t crc = tfc__crc32c((const uint8_t *)"foo", 3);
    assert_int_not_equal(tfc__crc32c_mask(crc), crc);
    assert_int_not_equal(tfc__crc32c_mask(tfc__crc32c_mask(crc)), crc);
    assert_int_equal(tfc__crc32c_unmask(tfc__crc32c_mask(crc)), crc);
    assert_int_equal(tfc__crc32c_unmask(tfc__crc32c_unmask(tfc__crc32c_mask(tfc__crc32c_mask(crc)))), crc);
    /* The mask of 0 is the delta itself. */
    assert_int_equal(tfc__crc32c_mask(0), 0xa282ead8u);
}

/* ---- comparing with expected JSON ------------------------------------------ */

static int64_t jint(const tj *o, const char *key)
{
    const tj *v = tj_get(o, key);
    if (!v || v->type != TJ_NUMBER) fail_msg("expected JSON: %s missing or not a number", key);
    return v->integer;
}

static int jbool(const tj *o, const char *key)
{
    const tj *v = tj_get(o, key);
    if (!v || v->type != TJ_BOOL) fail_msg("expected JSON: %s missing or not a bool", key);
    return v->boolean;
}

static const char *jstr(const tj *o, const char *key)
{
    const tj *v = tj_get(o, key);
    if (!v || v->type != TJ_STRING) fail_msg("expected JSON: %s missing or not a string", key);
    return v->string;
}

static const char *reason_lower(int32_t reason, char *out, size_t cap)
{
    const char *n = tfc_verdict_reason_name(reason);
    size_t i = 0;
    for (; n[i] && i + 1 < cap; i++) out[i] = (char)(n[i] >= 'A' && n[i] <= 'Z' ? n[i] + 32 : n[i]);
    out[i] = '\0';
    return out;
}

/* Every checkpoint_index field of the expected JSON, compared with c. */
static void compare_with_expected(const tfc_checkpoint *c, const tj *x, const char *what)
{
    print_message("comparing %s\n", what);
    assert_int_equal(tfc_checkpoint_num_shards(c), jint(x, "num_shards"));
    assert_int_equal(tfc_checkpoint_endianness(c), jint(x, "endianness"));
    assert_string_equal(tfc_checkpoint_endianness_name(tfc_checkpoint_endianness(c)), jstr(x, "endianness_name"));
    assert_int_equal(tfc_checkpoint_has_version(c), jbool(x, "has_version"));
    const tj *v = tj_get(x, "versions");
    assert_non_null(v);
    assert_int_equal(tfc_checkpoint_producer(c), jint(v, "producer"));
    assert_int_equal(tfc_checkpoint_min_consumer(c), jint(v, "min_consumer"));
    const tj *bad = tj_get(v, "bad_consumers");
    assert_non_null(bad);
    assert_int_equal(tfc_checkpoint_bad_consumer_count(c), bad->count);
    for (size_t i = 0; i < bad->count; i++)
        assert_int_equal(tfc_checkpoint_bad_consumer_at(c, i), tj_at(bad, i)->integer);

    const tj *br = tj_get(x, "tf_bundle_reader");
    assert_non_null(br);
    assert_int_equal(tfc_checkpoint_bundle_version(), jint(br, "consumer"));
    assert_int_equal(tfc_checkpoint_bundle_min_producer(), jint(br, "min_producer"));
    tfc_verdict *verdict = NULL;
    assert_int_equal(tfc_checkpoint_check_versions(&verdict, c, "2.20.0", NULL), TFC_OK);
    assert_int_equal(tfc_verdict_accepted(verdict), jbool(br, "accepted"));
    const tj *reason = tj_get(br, "reason");
    assert_non_null(reason);
    int64_t first = tfc_verdict_first_error(verdict);
    if (reason->type == TJ_NULL) {
        assert_int_equal(first, -1);
    } else {
        char low[64];
        assert_true(first >= 0);
        assert_string_equal(reason_lower(tfc_verdict_finding_reason(verdict, (size_t)first), low, sizeof low),
                            reason->string);
    }
    tfc_verdict_free(verdict);

    const tj *entries = tj_get(x, "entries");
    assert_non_null(entries);
    assert_int_equal(tfc_checkpoint_entry_count(c), jint(x, "entry_count"));
    assert_int_equal(tfc_checkpoint_entry_count(c), entries->count);
    for (size_t i = 0; i < entries->count; i++) {
        const tj *e = tj_at(entries, i);
        size_t len = 0;
        const char *name = tfc_checkpoint_entry_name(c, i, &len);
        const tj *jn = tj_get(e, "name");
        assert_non_null(name);
        assert_int_equal(len, jn->len);
        assert_memory_equal(name, jn->string, len);
        assert_int_equal(tfc_checkpoint_entry_find(c, name, len), (int64_t)i);
        assert_int_equal(tfc_checkpoint_entry_dtype(c, i), jint(e, "dtype"));
        assert_string_equal(tfc_checkpoint_entry_dtype_name(c, i), jstr(e, "dtype_name"));
        const tj *shape = tj_get(e, "shape");
        assert_non_null(shape);
        if (shape->type == TJ_NULL) {
            assert_int_equal(tfc_checkpoint_entry_rank(c, i), -1);
        } else {
            assert_int_equal(tfc_checkpoint_entry_rank(c, i), shape->count);
            for (size_t d = 0; d < shape->count; d++)
                assert_int_equal(tfc_checkpoint_entry_dim(c, i, d), tj_at(shape, d)->integer);
        }
        assert_int_equal(tfc_checkpoint_entry_shard_id(c, i), jint(e, "shard_id"));
        assert_int_equal(tfc_checkpoint_entry_offset(c, i), jint(e, "offset"));
        assert_int_equal(tfc_checkpoint_entry_size(c, i), jint(e, "size"));
        assert_int_equal(tfc_checkpoint_entry_crc32c(c, i), jint(e, "crc32c"));
        assert_int_equal(tfc_checkpoint_entry_slice_count(c, i), jint(e, "slice_count"));
    }
    assert_int_equal(tfc_checkpoint_crc_ok(c), jbool(x, "crc_ok"));
    const tj *types = tj_get(x, "compression_types_seen");
    assert_non_null(types);
    uint32_t mask = 0;
    for (size_t i = 0; i < types->count; i++) mask |= 1u << tj_at(types, i)->integer;
    assert_int_equal(tfc_checkpoint_compression_types(c), mask);
    const tj *t = tj_get(x, "table");
    assert_non_null(t);
    assert_int_equal(tfc_checkpoint_data_blocks(c), jint(t, "data_blocks"));
    assert_int_equal(tfc_checkpoint_index_entries(c), jint(t, "index_entries"));
    assert_int_equal(tfc_checkpoint_metaindex_entries(c), jint(t, "metaindex_entries"));
}

/* Names of the *.json files in dir, sorted; returns the count. */
static size_t list_json(const char *dir, char names[][128], size_t max)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l < 6 || l >= 128 || strcmp(e->d_name + l - 5, ".json") != 0) continue;
        assert_true(n < max);
        memcpy(names[n], e->d_name, l - 5);
        names[n][l - 5] = '\0';
        n++;
    }
    closedir(d);
    qsort(names, n, sizeof names[0], (int (*)(const void *, const void *))strcmp);
    return n;
}

/* ---- the real corpus -------------------------------------------------------- */

/*
 * TensorFlow's CRC of a DT_STRING tensor: its bytes are varint64 element
 * lengths, a masked CRC of those lengths, then the strings; the CRC covers
 * each length as 4 little-endian bytes (8 if it needs them), the stored
 * length CRC, and the strings.
 */
static uint32_t string_tensor_crc(const tfc_checkpoint *c, size_t i, const uint8_t *p, size_t n)
{
    int64_t elems = 1;
    for (int32_t d = 0; d < tfc_checkpoint_entry_rank(c, i); d++) elems *= tfc_checkpoint_entry_dim(c, i, (size_t)d);
    uint32_t crc = 0;
    size_t pos = 0;
    uint64_t total = 0;
    for (int64_t e = 0; e < elems; e++) {
        uint64_t len = 0;
        int shift = 0;
        do {
            assert_true(pos < n && shift < 64);
            len |= (uint64_t)(p[pos] & 0x7f) << shift;
            shift += 7;
        } while (p[pos++] & 0x80);
        uint8_t le[8];
        for (int k = 0; k < 8; k++) le[k] = (uint8_t)(len >> (8 * k));
        crc = tfc__crc32c_extend(crc, le, len <= UINT32_MAX ? 4 : 8);
        total += len;
    }
    assert_true(pos + 4 + total == n);
    uint32_t stored = (uint32_t)p[pos] | ((uint32_t)p[pos + 1] << 8) | ((uint32_t)p[pos + 2] << 16) |
                      ((uint32_t)p[pos + 3] << 24);
    assert_int_equal(stored, tfc__crc32c_mask(crc));
    return tfc__crc32c_extend(crc, p + pos, 4 + (size_t)total);
}

static void real_indexes_match_expected_json(void **state)
{
    (void)state;
    char names[32][128];
    size_t n = list_json(CORPUS "/expected/checkpoint_index", names, 32);
    assert_int_equal(n, 5);
    for (size_t k = 0; k < n; k++) {
        char path[512];
        snprintf(path, sizeof path, CORPUS "/expected/checkpoint_index/%s.json", names[k]);
        tj *x = tj_load(path);
        assert_non_null(x);
        assert_string_equal(jstr(x, "kind"), "checkpoint_index");
        snprintf(path, sizeof path, CORPUS "/%s", jstr(x, "file"));

        /* Both entry points: bytes and path. */
        size_t len = 0;
        unsigned char *bytes = t_read_file(path, &len);
        assert_non_null(bytes);
        assert_int_equal(len, jint(x, "size"));
        assert_int_equal(tfc_checkpoint_looks_like_index(bytes, len), 1);
        assert_int_equal(tfc_checkpoint_looks_like_index(bytes, len - 1), 0);
        assert_int_equal(tfc_checkpoint_looks_like_index(bytes + len - 47, 47), 0);
        assert_int_equal(tfc_checkpoint_looks_like_index(NULL, len), 0);
        tfc_checkpoint *c = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int rc = tfc_checkpoint_parse(&c, bytes, len, NULL, &err);
        if (rc != TFC_OK) fail_msg("%s: %s", path, err.message);
        compare_with_expected(c, x, path);
        tfc_checkpoint_free(c);
        c = NULL;
        assert_int_equal(tfc_checkpoint_open(&c, path, NULL, &err), TFC_OK);
        compare_with_expected(c, x, path);

        /* Each stored CRC is the masked CRC-32C of the tensor's bytes in its shard. */
        assert_int_equal(tfc_checkpoint_num_shards(c), 1);
        char shard[512];
        snprintf(shard, sizeof shard, "%.*s.data-00000-of-00001", (int)(strlen(path) - strlen(".index")), path);
        size_t dlen = 0;
        unsigned char *data = t_read_file(shard, &dlen);
        assert_non_null(data);
        for (size_t i = 0; i < tfc_checkpoint_entry_count(c); i++) {
            int64_t off = tfc_checkpoint_entry_offset(c, i), size = tfc_checkpoint_entry_size(c, i);
            assert_int_equal(tfc_checkpoint_entry_shard_id(c, i), 0);
            assert_true(off >= 0 && size >= 0 && (uint64_t)off + (uint64_t)size <= dlen);
            uint32_t crc = tfc_checkpoint_entry_dtype(c, i) == 7
                               ? string_tensor_crc(c, i, data + off, (size_t)size)
                               : tfc__crc32c(data + off, (size_t)size);
            assert_int_equal(tfc__crc32c_mask(crc), tfc_checkpoint_entry_crc32c(c, i));
        }
        free(data);
        free(bytes);
        tfc_checkpoint_free(c);
        tj_free(x);
    }
}

/* ---- the synthetic corpus --------------------------------------------------- */

/* The status code for each fault class named by the expected files. */
static int class_code(const char *cls)
{
    static const struct { const char *name; int code; } map[] = {
        {"truncated", TFC_E_TRUNCATED},
        {"bad_magic", TFC_E_BAD_MAGIC},
        {"block_out_of_range", TFC_E_BLOCK_OUT_OF_RANGE},
        {"bad_block_crc", TFC_E_BAD_BLOCK_CRC},
        {"bad_block_type", TFC_E_BAD_BLOCK_TYPE},
        {"bad_block", TFC_E_BAD_BLOCK},
        {"missing_header", TFC_E_MISSING_HEADER},
        {"bad_varint", TFC_E_BAD_VARINT},
        {"decompress", TFC_E_DECOMPRESS},
        {"bad_proto", TFC_E_PROTO_UNPACK},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(map[i].name, cls) == 0) return map[i].code;
    fail_msg("fault class %s has no status code", cls);
    return 0;
}

static void synthetic_indexes_give_their_stated_outcome(void **state)
{
    (void)state;
    char names[64][128];
    size_t n = list_json(CORPUS "/expected/checkpoint_index_synthetic", names, 64);
    assert_true(n >= 15);
    size_t ok = 0, errors = 0;
    for (size_t k = 0; k < n; k++) {
        char path[512];
        snprintf(path, sizeof path, CORPUS "/expected/checkpoint_index_synthetic/%s.json", names[k]);
        tj *x = tj_load(path);
        assert_non_null(x);
        snprintf(path, sizeof path, CORPUS "/%s", jstr(x, "file"));
        size_t len = 0;
        unsigned char *bytes = t_read_file(path, &len);
        assert_non_null(bytes);
        assert_int_equal(len, jint(x, "size"));
        tfc_checkpoint *c = (tfc_checkpoint *)(uintptr_t)1;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int rc = tfc_checkpoint_parse(&c, bytes, len, NULL, &err);
        /* Sniffing sees the magic unless the fault is in the footer's length or magic. */
        const tj *cls = tj_get(x, "class");
        int footer_fault = cls && (strcmp(cls->string, "bad_magic") == 0 || strcmp(cls->string, "truncated") == 0);
        assert_int_equal(tfc_checkpoint_looks_like_index(bytes, len), !footer_fault);
        if (strcmp(jstr(x, "expect"), "ok") == 0) {
            if (rc != TFC_OK) fail_msg("%s: %s", path, err.message);
            compare_with_expected(c, x, path);
            ok++;
        } else {
            int want = class_code(jstr(x, "class"));
            print_message("%s: %s (%s)\n", names[k], tfc_status_name(rc), err.message);
            if (rc != want)
                fail_msg("%s: got %s, want %s: %s", path, tfc_status_name(rc), tfc_status_name(want), err.message);
            assert_null(c);
            assert_int_equal(err.code, rc);
            assert_true(strlen(err.message) > 10);
            errors++;
        }
        tfc_checkpoint_free(c);
        free(bytes);
        tj_free(x);
    }
    assert_true(ok >= 4);
    assert_true(errors >= 11);
}

/* ---- a small writer of the same table format -------------------------------- */

typedef struct kv {
    const char *key;
    size_t key_len;
    buf value;
} kv;

/* Block contents: prefix-compressed entries, a restart every `interval`. */
static void block_contents(buf *out, const kv *kvs, size_t n, int interval)
{
    uint32_t restarts[256];
    size_t nr = 0;
    const char *prev = "";
    size_t prev_len = 0;
    for (size_t i = 0; i < n; i++) {
        size_t shared = 0;
        if (i % (size_t)interval == 0) {
            assert_true(nr < 256);
            restarts[nr++] = (uint32_t)out->n;
        } else {
            while (shared < prev_len && shared < kvs[i].key_len && prev[shared] == kvs[i].key[shared]) shared++;
        }
        put_varint(out, shared);
        put_varint(out, kvs[i].key_len - shared);
        put_varint(out, kvs[i].value.n);
        put(out, kvs[i].key + shared, kvs[i].key_len - shared);
        put(out, kvs[i].value.p, kvs[i].value.n);
        prev = kvs[i].key;
        prev_len = kvs[i].key_len;
    }
    if (nr == 0) restarts[nr++] = 0;
    for (size_t i = 0; i < nr; i++) put_le32(out, restarts[i]);
    put_le32(out, (uint32_t)nr);
}

/* Appends contents + trailer to file; the handle goes to h (offset, size). */
static void write_block(buf *file, const buf *contents, uint8_t type, uint64_t h[2])
{
    buf stored = {0};
    if (type == 1) {
        size_t cap = snappy_max_compressed_length(contents->n);
        stored.p = malloc(cap);
        stored.cap = cap;
        assert_int_equal(snappy_compress((const char *)contents->p, contents->n, (char *)stored.p, &cap), SNAPPY_OK);
        stored.n = cap;
    } else {
        put(&stored, contents->p, contents->n);
    }
    h[0] = file->n;
    h[1] = stored.n;
    put(file, stored.p, stored.n);
    uint32_t crc = tfc__crc32c_extend(tfc__crc32c(stored.p, stored.n), &type, 1);
    put_u8(file, type);
    put_le32(file, tfc__crc32c_mask(crc));
    buf_free(&stored);
}

/* A whole index: data blocks of `per_block` entries, then metaindex, index, footer. */
static void build_table_keyed(buf *file, const kv *kvs, size_t n, size_t per_block, int interval,
                              uint8_t type, const char *const *index_keys)
{
    kv index[64];
    size_t ni = 0;
    for (size_t start = 0; start < n || (n == 0 && ni == 0); start += per_block) {
        size_t cnt = n - start < per_block ? n - start : per_block;
        buf contents = {0};
        block_contents(&contents, kvs + start, cnt, interval);
        uint64_t h[2];
        write_block(file, &contents, type, h);
        buf_free(&contents);
        assert_true(ni < 64);
        memset(&index[ni], 0, sizeof index[ni]);
        /* The block's last key is a valid index key (>= every key in it). */
        index[ni].key = cnt ? kvs[start + cnt - 1].key : "";
        index[ni].key_len = cnt ? kvs[start + cnt - 1].key_len : 0;
        if (index_keys) {
            index[ni].key = index_keys[ni];
            index[ni].key_len = strlen(index_keys[ni]);
        }
        put_varint(&index[ni].value, h[0]);
        put_varint(&index[ni].value, h[1]);
        ni++;
        if (n == 0) break;
    }
    buf meta = {0}, idx = {0};
    block_contents(&meta, NULL, 0, 16);
    block_contents(&idx, index, ni, 1);
    uint64_t mh[2], ih[2];
    write_block(file, &meta, 0, mh);
    write_block(file, &idx, 0, ih);
    buf footer = {0};
    put_varint(&footer, mh[0]);
    put_varint(&footer, mh[1]);
    put_varint(&footer, ih[0]);
    put_varint(&footer, ih[1]);
    while (footer.n < 40) put_u8(&footer, 0);
    put_le32(&footer, 0x8b80fb57u);
    put_le32(&footer, 0xdb477524u);
    put(file, footer.p, footer.n);
    buf_free(&footer);
    buf_free(&meta);
    buf_free(&idx);
    for (size_t i = 0; i < ni; i++) buf_free(&index[i].value);
}

static void build_table(buf *file, const kv *kvs, size_t n, size_t per_block, int interval, uint8_t type)
{
    build_table_keyed(file, kvs, n, per_block, interval, type, NULL);
}

/* A BundleHeaderProto: num_shards 1 and optional VersionDef. */
static void header_value(buf *v, int with_version, int32_t producer, int32_t min_consumer,
                         const int32_t *bad, size_t n_bad, int32_t endianness)
{
    put_u8(v, 0x08); put_varint(v, 1);
    if (endianness) { put_u8(v, 0x10); put_varint(v, (uint64_t)(int64_t)endianness); }
    if (with_version) {
        buf vd = {0};
        if (producer) { put_u8(&vd, 0x08); put_varint(&vd, (uint64_t)(int64_t)producer); }
        if (min_consumer) { put_u8(&vd, 0x10); put_varint(&vd, (uint64_t)(int64_t)min_consumer); }
        for (size_t i = 0; i < n_bad; i++) { put_u8(&vd, 0x18); put_varint(&vd, (uint64_t)(int64_t)bad[i]); }
        put_u8(v, 0x1a); put_varint(v, vd.n); put(v, vd.p, vd.n);
        buf_free(&vd);
    }
}

/* A BundleEntryProto with dtype, dims (rank -1 = unknown), offset/size, crc, slices. */
static void entry_value(buf *v, int32_t dtype, int rank, const int64_t *dims, int64_t offset,
                        int64_t size, uint32_t crc, int slices)
{
    put_u8(v, 0x08); put_varint(v, (uint64_t)(int64_t)dtype);
    buf shape = {0};
    if (rank < 0) { put_u8(&shape, 0x18); put_u8(&shape, 1); }
    for (int d = 0; d < rank; d++) {
        buf dim = {0};
        put_u8(&dim, 0x08); put_varint(&dim, (uint64_t)dims[d]);
        put_u8(&shape, 0x12); put_varint(&shape, dim.n); put(&shape, dim.p, dim.n);
        buf_free(&dim);
    }
    put_u8(v, 0x12); put_varint(v, shape.n); put(v, shape.p, shape.n);
    buf_free(&shape);
    if (offset) { put_u8(v, 0x20); put_varint(v, (uint64_t)offset); }
    put_u8(v, 0x28); put_varint(v, (uint64_t)size);
    put_u8(v, 0x35); put_le32(v, crc);
    for (int s = 0; s < slices; s++) {
        /* TensorSliceProto { extent { start 0 length 2 } } */
        const uint8_t slice[] = {0x0a, 0x04, 0x08, 0x00, 0x10, 0x02};
        put_u8(v, 0x3a); put_varint(v, sizeof slice); put(v, slice, sizeof slice);
    }
}

/* n entries named "var/%04d" after a header; the caller frees with free_kvs. */
static kv *make_kvs(size_t n, const buf *header)
{
    kv *kvs = calloc(n + 1, sizeof *kvs);
    assert_non_null(kvs);
    kvs[0].key = "";
    kvs[0].key_len = 0;
    put(&kvs[0].value, header->p, header->n);
    for (size_t i = 1; i <= n; i++) {
        char *name = malloc(32);
        snprintf(name, 32, "var/%04zu", i - 1);
        kvs[i].key = name;
        kvs[i].key_len = strlen(name);
        int64_t dims[2] = {(int64_t)i, 3};
        entry_value(&kvs[i].value, 1, 2, dims, (int64_t)(i * 16), 12, (uint32_t)i, 0);
    }
    return kvs;
}

static void free_kvs(kv *kvs, size_t n)
{
    for (size_t i = 0; i <= n; i++) {
        if (i) free((char *)kvs[i].key);
        buf_free(&kvs[i].value);
    }
    free(kvs);
}

static int parse_buf(const buf *b, tfc_checkpoint **out, const tfc_checkpoint_options *o, tfc_error *err)
{
    /* An exact-size copy, so that ASan sees any read past the end. */
    uint8_t *copy = malloc(b->n ? b->n : 1);
    if (b->n) memcpy(copy, b->p, b->n);
    tfc_error_init(err, sizeof *err);
    int rc = tfc_checkpoint_parse(out, copy, b->n, o, err);
    free(copy);
    return rc;
}

static void built_tables_read_back(void **state)
{
    (void)state;
    const size_t n = 100;
    buf header = {0};
    header_value(&header, 1, 1, 0, NULL, 0, 0);
    kv *kvs = make_kvs(n, &header);
    for (uint8_t type = 0; type <= 1; type++) {
        for (int interval = 1; interval <= 16; interval *= 4) {
            buf file = {0};
            build_table(&file, kvs, n + 1, 30, interval, type);
            tfc_checkpoint *c = NULL;
            tfc_error err;
            int rc = parse_buf(&file, &c, NULL, &err);
            if (rc != TFC_OK) fail_msg("type %u interval %d: %s", type, interval, err.message);
            assert_int_equal(tfc_checkpoint_entry_count(c), n);
            assert_int_equal(tfc_checkpoint_data_blocks(c), 4);
            assert_int_equal(tfc_checkpoint_index_entries(c), 4);
            assert_int_equal(tfc_checkpoint_metaindex_entries(c), 0);
            /* Metaindex and index are stored plain; data blocks with `type`. */
            assert_int_equal(tfc_checkpoint_compression_types(c), (1u << 0) | (1u << type));
            for (size_t i = 0; i < n; i++) {
                size_t len;
                const char *name = tfc_checkpoint_entry_name(c, i, &len);
                assert_int_equal(len, kvs[i + 1].key_len);
                assert_memory_equal(name, kvs[i + 1].key, len);
                assert_int_equal(tfc_checkpoint_entry_rank(c, i), 2);
                assert_int_equal(tfc_checkpoint_entry_dim(c, i, 0), (int64_t)i + 1);
                assert_int_equal(tfc_checkpoint_entry_dim(c, i, 1), 3);
                assert_int_equal(tfc_checkpoint_entry_dim(c, i, 2), 0);
                assert_int_equal(tfc_checkpoint_entry_offset(c, i), (int64_t)(i + 1) * 16);
                assert_int_equal(tfc_checkpoint_entry_crc32c(c, i), i + 1);
            }
            assert_int_equal(tfc_checkpoint_entry_find(c, "var/0042", 8), 42);
            assert_int_equal(tfc_checkpoint_entry_find(c, "var/00420", 9), -1);
            assert_int_equal(tfc_checkpoint_entry_find(c, "", 0), -1);
            assert_int_equal(tfc_checkpoint_entry_find(NULL, "var/0042", 8), -1);
            assert_int_equal(tfc_checkpoint_entry_find(c, NULL, 3), -1);
            tfc_checkpoint_free(c);
            buf_free(&file);
        }
    }
    free_kvs(kvs, n);
    buf_free(&header);
}

static void unknown_values_are_kept_as_numbers(void **state)
{
    (void)state;
    buf header = {0};
    header_value(&header, 0, 0, 0, NULL, 0, 7); /* no VersionDef, endianness 7 */
    kv kvs[4];
    memset(kvs, 0, sizeof kvs);
    kvs[0].key = ""; put(&kvs[0].value, header.p, header.n);
    int64_t none[1] = {0};
    kvs[1].key = "a"; kvs[1].key_len = 1; entry_value(&kvs[1].value, 999, -1, none, 0, 0, 0, 0);
    kvs[2].key = "b"; kvs[2].key_len = 1; entry_value(&kvs[2].value, 101, 0, none, 0, 0, 0, 3);
    /* Key with a NUL byte and a non-UTF-8 byte. */
    kvs[3].key = "b\0\xff"; kvs[3].key_len = 3; entry_value(&kvs[3].value, 7, 0, none, 0, 0, 0, 0);
    buf file = {0};
    build_table(&file, kvs, 4, 16, 16, 0);
    tfc_checkpoint *c = NULL;
    tfc_error err;
    assert_int_equal(parse_buf(&file, &c, NULL, &err), TFC_OK);
    assert_int_equal(tfc_checkpoint_endianness(c), 7);
    assert_null(tfc_checkpoint_endianness_name(7));
    assert_int_equal(tfc_checkpoint_has_version(c), 0);
    assert_int_equal(tfc_checkpoint_producer(c), 0);
    assert_int_equal(tfc_checkpoint_entry_dtype(c, 0), 999);
    assert_null(tfc_checkpoint_entry_dtype_name(c, 0));
    assert_int_equal(tfc_checkpoint_entry_rank(c, 0), -1);
    assert_int_equal(tfc_checkpoint_entry_dim(c, 0, 0), 0);
    assert_string_equal(tfc_checkpoint_entry_dtype_name(c, 1), "DT_FLOAT_REF");
    assert_int_equal(tfc_checkpoint_entry_rank(c, 1), 0);
    assert_int_equal(tfc_checkpoint_entry_slice_count(c, 1), 3);
    size_t len;
    const char *name = tfc_checkpoint_entry_name(c, 2, &len);
    assert_int_equal(len, 3);
    assert_memory_equal(name, "b\0\xff", 4); /* NUL-terminated too */
    assert_int_equal(tfc_checkpoint_entry_find(c, "b\0\xff", 3), 2);
    /* Out-of-range getters return their documented defaults. */
    assert_null(tfc_checkpoint_entry_name(c, 3, &len));
    assert_int_equal(len, 0);
    assert_int_equal(tfc_checkpoint_entry_rank(c, 3), -1);
    assert_int_equal(tfc_checkpoint_entry_size(c, 3), 0);
    assert_int_equal(tfc_checkpoint_bad_consumer_at(c, 0), 0);
    /* An absent VersionDef reads as zeros, which the bundle reader accepts. */
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_checkpoint_check_versions(&v, c, "2.20.0", NULL), TFC_OK);
    assert_int_equal(tfc_verdict_accepted(v), 1);
    assert_int_equal(tfc_verdict_finding_count(v), 0);
    tfc_verdict_free(v);
    tfc_checkpoint_free(c);
    for (int i = 0; i < 4; i++) buf_free(&kvs[i].value);
    buf_free(&file);
    buf_free(&header);
}

static void dtype_names_follow_tensorflow(void **state)
{
    (void)state;
    assert_string_equal(tfc_checkpoint_dtype_name(0), "DT_INVALID");
    assert_string_equal(tfc_checkpoint_dtype_name(1), "DT_FLOAT");
    assert_string_equal(tfc_checkpoint_dtype_name(7), "DT_STRING");
    assert_string_equal(tfc_checkpoint_dtype_name(14), "DT_BFLOAT16");
    assert_string_equal(tfc_checkpoint_dtype_name(19), "DT_HALF");
    assert_string_equal(tfc_checkpoint_dtype_name(20), "DT_RESOURCE");
    assert_string_equal(tfc_checkpoint_dtype_name(21), "DT_VARIANT");
    assert_string_equal(tfc_checkpoint_dtype_name(23), "DT_UINT64");
    assert_string_equal(tfc_checkpoint_dtype_name(29), "DT_INT4");
    assert_string_equal(tfc_checkpoint_dtype_name(32), "DT_UINT2");
    assert_null(tfc_checkpoint_dtype_name(33));
    assert_null(tfc_checkpoint_dtype_name(100));
    assert_string_equal(tfc_checkpoint_dtype_name(101), "DT_FLOAT_REF");
    assert_string_equal(tfc_checkpoint_dtype_name(132), "DT_UINT2_REF");
    assert_null(tfc_checkpoint_dtype_name(133));
    assert_null(tfc_checkpoint_dtype_name(-1));
    assert_null(tfc_checkpoint_dtype_name(INT32_MIN));
    /* Every reference type is its value type + 100, named with _REF. */
    for (int32_t t = 1; t <= 32; t++) {
        char want[64];
        snprintf(want, sizeof want, "%s_REF", tfc_checkpoint_dtype_name(t));
        assert_string_equal(tfc_checkpoint_dtype_name(t + 100), want);
    }
}

/* ---- the bundle reader's verdict -------------------------------------------- */

static tfc_checkpoint *with_header(const buf *header)
{
    kv kvs[2];
    memset(kvs, 0, sizeof kvs);
    kvs[0].key = "";
    put(&kvs[0].value, header->p, header->n);
    kvs[1].key = "w";
    kvs[1].key_len = 1;
    entry_value(&kvs[1].value, 1, 0, NULL, 0, 4, 0, 0);
    buf file = {0};
    build_table(&file, kvs, 2, 16, 16, 0);
    tfc_checkpoint *c = NULL;
    tfc_error err;
    assert_int_equal(parse_buf(&file, &c, NULL, &err), TFC_OK);
    buf_free(&file);
    buf_free(&kvs[0].value);
    buf_free(&kvs[1].value);
    return c;
}

static void bundle_reader_verdicts_use_tensorflow_messages(void **state)
{
    (void)state;
    static const struct {
        int32_t producer, min_consumer, bad[2];
        size_t n_bad;
        int32_t reasons[3];
        const char *first;
    } cases[] = {
        {1, 0, {0, 0}, 0, {0}, NULL},
        {2, 2, {0, 0}, 0, {TFC_REASON_CONSUMER_TOO_OLD},
         "Checkpoint min consumer version 2 above current version 1 for TensorFlow 2.20.0.  Please upgrade TensorFlow."},
        {-1, 0, {0, 0}, 0, {TFC_REASON_PRODUCER_TOO_OLD},
         "Checkpoint producer version -1 below min producer 0 supported by TensorFlow 2.20.0.  Please regenerate your checkpoint."},
        {2, 0, {1, 0}, 1, {TFC_REASON_BAD_CONSUMER},
         "Checkpoint disallows consumer version 1.  Please upgrade TensorFlow: this version is likely buggy."},
        {1, 0, {3, 4}, 2, {0}, NULL},
        /* All three at once: TensorFlow reports the producer first. */
        {-1, 2, {5, 1}, 2, {TFC_REASON_PRODUCER_TOO_OLD, TFC_REASON_CONSUMER_TOO_OLD, TFC_REASON_BAD_CONSUMER},
         "Checkpoint producer version -1 below min producer 0 supported by TensorFlow 2.20.0.  Please regenerate your checkpoint."},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        buf header = {0};
        header_value(&header, 1, cases[k].producer, cases[k].min_consumer, cases[k].bad, cases[k].n_bad, 0);
        tfc_checkpoint *c = with_header(&header);
        assert_int_equal(tfc_checkpoint_producer(c), cases[k].producer);
        assert_int_equal(tfc_checkpoint_bad_consumer_count(c), cases[k].n_bad);
        tfc_verdict *v = NULL;
        assert_int_equal(tfc_checkpoint_check_versions(&v, c, "2.20.0", NULL), TFC_OK);
        size_t nf = 0;
        while (nf < 3 && cases[k].reasons[nf]) nf++;
        assert_int_equal(tfc_verdict_finding_count(v), nf);
        assert_int_equal(tfc_verdict_accepted(v), nf == 0);
        for (size_t i = 0; i < nf; i++) {
            assert_int_equal(tfc_verdict_finding_reason(v, i), cases[k].reasons[i]);
            assert_int_equal(tfc_verdict_finding_severity(v, i), TFC_SEVERITY_ERROR);
        }
        if (cases[k].first) {
            assert_int_equal(tfc_verdict_first_error(v), 0);
            assert_string_equal(tfc_verdict_finding_message(v, 0), cases[k].first);
        }
        tfc_verdict_free(v);
        tfc_checkpoint_free(c);
        buf_free(&header);
    }
    tfc_verdict *v = (tfc_verdict *)(uintptr_t)1;
    assert_int_equal(tfc_checkpoint_check_versions(&v, NULL, "2.20.0", NULL), TFC_E_INVALID_ARGUMENT);
    assert_null(v);
    assert_int_equal(tfc_checkpoint_check_versions(NULL, NULL, "x", NULL), TFC_E_INVALID_ARGUMENT);
}

static void consumer_rejected_lists_every_finding(void **state)
{
    (void)state;
    tfc_checkpoint *c = NULL;
    assert_int_equal(tfc_checkpoint_open(&c, CORPUS "/checkpoint_index_synthetic/consumer_rejected.index", NULL, NULL), TFC_OK);
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_checkpoint_check_versions(&v, c, "1.8.0-rc1", NULL), TFC_OK);
    assert_int_equal(tfc_verdict_outcome(v), TFC_OUTCOME_REJECTED);
    assert_int_equal(tfc_verdict_finding_count(v), 2);
    assert_int_equal(tfc_verdict_finding_reason(v, 0), TFC_REASON_CONSUMER_TOO_OLD);
    assert_int_equal(tfc_verdict_finding_value(v, 0), 5);
    assert_string_equal(tfc_verdict_finding_message(v, 0),
                        "Checkpoint min consumer version 5 above current version 1 for TensorFlow 1.8.0-rc1.  Please upgrade TensorFlow.");
    assert_int_equal(tfc_verdict_finding_reason(v, 1), TFC_REASON_BAD_CONSUMER);
    assert_string_equal(tfc_verdict_finding_message(v, 1),
                        "Checkpoint disallows consumer version 1.  Please upgrade TensorFlow: this version is likely buggy.");
    tfc_verdict_free(v);
    tfc_checkpoint_free(c);
}

/* ---- hostile built tables ----------------------------------------------------- */

/* A valid 3-entry table (one data block at offset 0) to damage. */
static void small_table(buf *file, uint8_t type)
{
    buf header = {0};
    header_value(&header, 1, 1, 0, NULL, 0, 0);
    kv *kvs = make_kvs(3, &header);
    build_table(file, kvs, 4, 16, 16, type);
    free_kvs(kvs, 3);
    buf_free(&header);
}

/* Recomputes the trailer CRC of the block [off, off+size). */
static void fix_crc(buf *file, size_t off, size_t size)
{
    uint32_t crc = tfc__crc32c(file->p + off, size + 1);
    uint32_t m = tfc__crc32c_mask(crc);
    for (int i = 0; i < 4; i++) file->p[off + size + 1 + (size_t)i] = (uint8_t)(m >> (8 * i));
}

/* Size of the first data block (at offset 0): the metaindex block follows its trailer. */
static size_t first_block_size(const buf *file)
{
    const uint8_t *f = file->p + file->n - 48;
    uint64_t off = 0;
    int s = 0;
    do {
        off |= (uint64_t)(f[s] & 0x7f) << (7 * s);
    } while (f[s++] & 0x80);
    return (size_t)off - 5;
}

static void expect_fault(const buf *file, const tfc_checkpoint_options *o, int code, const char *needle)
{
    tfc_checkpoint *c = (tfc_checkpoint *)(uintptr_t)1;
    tfc_error err;
    int rc = parse_buf(file, &c, o, &err);
    print_message("  -> %s: %s\n", tfc_status_name(rc), err.message);
    if (rc != code) fail_msg("got %s (%s), want %s", tfc_status_name(rc), err.message, tfc_status_name(code));
    assert_null(c);
    if (needle && !strstr(err.message, needle)) fail_msg("message \"%s\" lacks \"%s\"", err.message, needle);
}

static void damaged_blocks_fail_with_their_fault(void **state)
{
    (void)state;
    buf good = {0};
    small_table(&good, 0);
    size_t dsize = first_block_size(&good);
    uint32_t nrestarts = good.p[dsize - 4];
    assert_int_equal(nrestarts, 1);

    /* CRC damage is refused, or recorded with TOLERATE_BAD_CRC. */
    buf f = {0};
    put(&f, good.p, good.n);
    f.p[dsize + 1] ^= 1;
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK_CRC, "data block #0 at 0");
    tfc_checkpoint_options o;
    tfc_checkpoint_options_init(&o, sizeof o);
    o.flags = TFC_CHECKPOINT_TOLERATE_BAD_CRC;
    tfc_checkpoint *c = NULL;
    tfc_error err;
    assert_int_equal(parse_buf(&f, &c, &o, &err), TFC_OK);
    assert_int_equal(tfc_checkpoint_crc_ok(c), 0);
    assert_int_equal(tfc_checkpoint_entry_count(c), 3);
    tfc_checkpoint_free(c);
    buf_free(&f);

    /* Restart count larger than the block. */
    put(&f, good.p, good.n);
    f.p[dsize - 4] = 0xff;
    fix_crc(&f, 0, dsize);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK, "restart points do not fit");
    buf_free(&f);

    /* First restart point not at 0. */
    put(&f, good.p, good.n);
    f.p[dsize - 8] = 3;
    fix_crc(&f, 0, dsize);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK, "first restart point");
    buf_free(&f);

    /* No restart point although there are entries. */
    put(&f, good.p, good.n);
    f.p[dsize - 4] = 0;
    fix_crc(&f, 0, dsize);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK, "no restart point");
    buf_free(&f);

    /* Header entry claims to share bytes with a previous key. */
    put(&f, good.p, good.n);
    f.p[0] = 1;
    fix_crc(&f, 0, dsize);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK, "shares 1 key bytes");
    buf_free(&f);

    /* A header value that is not a BundleHeaderProto (field 1 as wire type 7). */
    put(&f, good.p, good.n);
    f.p[3] = 0x0f;
    fix_crc(&f, 0, dsize);
    expect_fault(&f, NULL, TFC_E_PROTO_UNPACK, "BundleHeaderProto");
    buf_free(&f);

    /* Block trailer type 2 (not a type TensorFlow writes). */
    put(&f, good.p, good.n);
    f.p[dsize] = 2;
    fix_crc(&f, 0, dsize);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK_TYPE, "compression type 2");
    buf_free(&f);

    /* Footer handle whose 10th byte overflows 64 bits. */
    put(&f, good.p, good.n);
    memset(f.p + f.n - 48, 0xff, 9);
    f.p[f.n - 48 + 9] = 0x02;
    expect_fault(&f, NULL, TFC_E_BAD_VARINT, "overflows 64 bits");
    buf_free(&f);

    /* Just the footer: every handle is out of range. */
    put(&f, good.p + good.n - 48, 48);
    expect_fault(&f, NULL, TFC_E_BLOCK_OUT_OF_RANGE, "metaindex block");
    buf_free(&f);
    buf_free(&good);

    /* Empty input and arguments. */
    buf empty = {0};
    expect_fault(&empty, NULL, TFC_E_TRUNCATED, "shorter than");
    assert_int_equal(tfc_checkpoint_parse(NULL, (const uint8_t *)"", 0, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    c = (tfc_checkpoint *)(uintptr_t)1;
    assert_int_equal(tfc_checkpoint_parse(&c, NULL, 5, NULL, NULL), TFC_E_INVALID_ARGUMENT);
    assert_null(c);
}

static void snappy_damage_is_a_decompress_fault(void **state)
{
    (void)state;
    buf good = {0};
    small_table(&good, 1);
    size_t dsize = first_block_size(&good);
    tfc_checkpoint *c = NULL;
    tfc_error err;
    assert_int_equal(parse_buf(&good, &c, NULL, &err), TFC_OK);
    assert_int_equal(tfc_checkpoint_compression_types(c), 3u);
    tfc_checkpoint_free(c);

    /* A length header claiming far more than snappy can encode in this many bytes. */
    buf f = {0};
    put(&f, good.p, good.n);
    uint8_t claim[5] = {0xff, 0xff, 0xff, 0x0f, 0x00}; /* 32 MiB - 1: under the block limit */
    memcpy(f.p, claim, 4);
    fix_crc(&f, 0, dsize);
    expect_fault(&f, NULL, TFC_E_DECOMPRESS, "more than snappy can encode");
    /* Over the block limit, it is a limit fault first. */
    tfc_checkpoint_options o;
    tfc_checkpoint_options_init(&o, sizeof o);
    o.max_block_size = 1024;
    expect_fault(&f, &o, TFC_E_TOO_LARGE, "decompresses to");
    buf_free(&f);

    /* A length that does not match the stream. */
    put(&f, good.p, good.n);
    f.p[0] = (uint8_t)(f.p[0] + 1);
    fix_crc(&f, 0, dsize);
    expect_fault(&f, NULL, TFC_E_DECOMPRESS, "snappy");
    buf_free(&f);

    /* A malformed length varint. */
    put(&f, good.p, good.n);
    memset(f.p, 0xff, dsize < 6 ? dsize : 6);
    fix_crc(&f, 0, dsize);
    expect_fault(&f, NULL, TFC_E_DECOMPRESS, "snappy");
    buf_free(&f);
    buf_free(&good);
}

static void key_order_is_enforced(void **state)
{
    (void)state;
    buf header = {0};
    header_value(&header, 1, 1, 0, NULL, 0, 0);
    kv kvs[3];
    memset(kvs, 0, sizeof kvs);
    kvs[0].key = ""; put(&kvs[0].value, header.p, header.n);
    kvs[1].key = "b"; kvs[1].key_len = 1; entry_value(&kvs[1].value, 1, 0, NULL, 0, 4, 0, 0);
    kvs[2].key = "a"; kvs[2].key_len = 1; entry_value(&kvs[2].value, 1, 0, NULL, 0, 4, 0, 0);
    buf f = {0};
    build_table(&f, kvs, 3, 16, 16, 0);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK, "sorts before");
    buf_free(&f);
    /* The same key twice. */
    kvs[2].key = "b";
    build_table(&f, kvs, 3, 16, 16, 0);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK, "repeats");
    buf_free(&f);
    /* Out of order across data blocks (block 0: "", "b"; block 1: "a"), index keys in order. */
    kvs[2].key = "a";
    static const char *const ordered[] = {"c", "d"};
    build_table_keyed(&f, kvs, 3, 2, 16, 0, ordered);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK, "data block #1 at");
    buf_free(&f);
    /* Index keys out of order. */
    build_table(&f, kvs, 3, 2, 16, 0);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK, "index block at");
    buf_free(&f);
    /* An index key below its block's last key. */
    kvs[2].key = "c";
    static const char *const low[] = {"a", "d"};
    build_table_keyed(&f, kvs, 3, 2, 16, 0, low);
    expect_fault(&f, NULL, TFC_E_BAD_BLOCK, "sorts after its index key");
    buf_free(&f);
    for (int i = 0; i < 3; i++) buf_free(&kvs[i].value);
    buf_free(&header);

    /* An empty table has no header. */
    build_table(&f, NULL, 0, 16, 16, 0);
    expect_fault(&f, NULL, TFC_E_MISSING_HEADER, "empty");
    buf_free(&f);
}

static void limits_are_enforced(void **state)
{
    (void)state;
    buf header = {0};
    header_value(&header, 1, 1, 0, NULL, 0, 0);
    kv *kvs = make_kvs(50, &header);
    buf f = {0};
    build_table(&f, kvs, 51, 100, 16, 0);
    tfc_checkpoint_options o;

    tfc_checkpoint_options_init(&o, sizeof o);
    o.max_entries = 51;
    tfc_checkpoint *c = NULL;
    tfc_error err;
    assert_int_equal(parse_buf(&f, &c, &o, &err), TFC_OK);
    tfc_checkpoint_free(c);
    o.max_entries = 50;
    expect_fault(&f, &o, TFC_E_TOO_MANY, "more than 50 table entries");

    tfc_checkpoint_options_init(&o, sizeof o);
    o.max_key_length = 7;
    expect_fault(&f, &o, TFC_E_TOO_LARGE, "8-byte key");

    tfc_checkpoint_options_init(&o, sizeof o);
    o.max_block_size = 256;
    expect_fault(&f, &o, TFC_E_TOO_LARGE, "data block #0");

    tfc_checkpoint_options_init(&o, sizeof o);
    o.max_file_size = f.n - 1;
    expect_fault(&f, &o, TFC_E_TOO_LARGE, "limit");

    /* An older caller's smaller struct: fields it lacks take the defaults. */
    tfc_checkpoint_options_init(&o, sizeof o);
    o.size = (uint32_t)offsetof(tfc_checkpoint_options, max_entries);
    o.max_entries = 1; /* beyond its size: ignored */
    assert_int_equal(parse_buf(&f, &c, &o, &err), TFC_OK);
    tfc_checkpoint_free(c);

    free_kvs(kvs, 50);
    buf_free(&f);
    buf_free(&header);
}

/* ---- allocation: the caller's allocator, failures, no leaks ------------------ */

static long live;
static long fail_after;
static void *counting_alloc(size_t n, void *user)
{
    (void)user;
    if (fail_after == 0) return NULL;
    if (fail_after > 0) fail_after--;
    live++;
    return malloc(n);
}
static void counting_free(void *p, void *user)
{
    (void)user;
    if (p) live--;
    free(p);
}

static void allocations_go_through_the_allocator_and_never_leak(void **state)
{
    (void)state;
    size_t len = 0;
    unsigned char *bytes = t_read_file(CORPUS "/saved_model/saved_model_half_plus_two_tf2_cpu/variables/variables.index", &len);
    assert_non_null(bytes);
    tfc_allocator a;
    tfc_allocator_init(&a, sizeof a);
    a.alloc = counting_alloc;
    a.free = counting_free;
    tfc_checkpoint_options o;
    tfc_checkpoint_options_init(&o, sizeof o);
    o.allocator = &a;

    live = 0;
    fail_after = -1;
    tfc_checkpoint *c = NULL;
    assert_int_equal(tfc_checkpoint_parse(&c, bytes, len, &o, NULL), TFC_OK);
    assert_true(live > 0);
    tfc_verdict *v = NULL;
    assert_int_equal(tfc_checkpoint_check_versions(&v, c, "2.20.0", NULL), TFC_OK);
    tfc_verdict_free(v);
    tfc_checkpoint_free(c);
    assert_int_equal(live, 0);

    /* Fail the n-th allocation for every n until parsing succeeds. */
    int succeeded = 0;
    for (long n = 0; n < 500 && !succeeded; n++) {
        live = 0;
        fail_after = n;
        c = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int rc = tfc_checkpoint_parse(&c, bytes, len, &o, &err);
        if (rc == TFC_OK) {
            succeeded = 1;
            tfc_checkpoint_free(c);
        } else {
            if (rc != TFC_E_NOMEM)
                fail_msg("allocation %ld failing gave %s: %s", n, tfc_status_name(rc), err.message);
            assert_null(c);
        }
        assert_int_equal(live, 0);
    }
    assert_true(succeeded);
    fail_after = -1;
    free(bytes);
}

static void open_reports_missing_files(void **state)
{
    (void)state;
    tfc_checkpoint *c = (tfc_checkpoint *)(uintptr_t)1;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    assert_int_equal(tfc_checkpoint_open(&c, CORPUS "/no/such/variables.index", NULL, &err), TFC_E_NOT_FOUND);
    assert_null(c);
    assert_non_null(strstr(err.message, "variables.index"));
    assert_int_equal(tfc_checkpoint_open(&c, CORPUS, NULL, &err), TFC_E_IO);
    assert_int_equal(tfc_checkpoint_open(&c, NULL, NULL, &err), TFC_E_INVALID_ARGUMENT);
    /* The path is named in parse errors too. */
    assert_int_equal(tfc_checkpoint_open(&c, CORPUS "/checkpoint_index_synthetic/bad_magic.index", NULL, &err),
                     TFC_E_BAD_MAGIC);
    assert_non_null(strstr(err.message, "bad_magic.index: table magic 0xda4775248b80fb57"));
    tfc_checkpoint_options o;
    tfc_checkpoint_options_init(&o, sizeof o);
    o.max_file_size = 100;
    assert_int_equal(tfc_checkpoint_open(&c, CORPUS "/checkpoint_index_synthetic/valid_minimal.index", &o, &err),
                     TFC_E_TOO_LARGE);
    o.max_file_size = 151;
    assert_int_equal(tfc_checkpoint_open(&c, CORPUS "/checkpoint_index_synthetic/valid_minimal.index", &o, &err),
                     TFC_OK);
    tfc_checkpoint_free(c);
    tfc_checkpoint_free(NULL);
    /* NULL objects read as defaults. */
    assert_int_equal(tfc_checkpoint_entry_count(NULL), 0);
    assert_int_equal(tfc_checkpoint_crc_ok(NULL), 0);
    assert_null(tfc_checkpoint_entry_name(NULL, 0, NULL));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(crc32c_matches_known_vectors),
        cmocka_unit_test(crc32c_mask_round_trips),
        cmocka_unit_test(real_indexes_match_expected_json),
        cmocka_unit_test(synthetic_indexes_give_their_stated_outcome),
        cmocka_unit_test(built_tables_read_back),
        cmocka_unit_test(unknown_values_are_kept_as_numbers),
        cmocka_unit_test(dtype_names_follow_tensorflow),
        cmocka_unit_test(bundle_reader_verdicts_use_tensorflow_messages),
        cmocka_unit_test(consumer_rejected_lists_every_finding),
        cmocka_unit_test(damaged_blocks_fail_with_their_fault),
        cmocka_unit_test(snappy_damage_is_a_decompress_fault),
        cmocka_unit_test(key_order_is_enforced),
        cmocka_unit_test(limits_are_enforced),
        cmocka_unit_test(allocations_go_through_the_allocator_and_never_leak),
        cmocka_unit_test(open_reports_missing_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
