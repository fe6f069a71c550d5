/*
 * Tests for the shortcuts of the SavedModel and checkpoint parse (issue 26,
 * the eighth pass): each must answer what the general path answers.
 *   - tfc__watch_range by its per-thread hash index = the watch table's
 *     rows of the op, for every op of the table, and nothing for others;
 *   - the watch slots found by (set, row) in an index that grows: a graph
 *     with many watched (op, attr) pairs lists them by row, values sorted,
 *     the overflow marker last;
 *   - a watched op's attr keys of 0, 64, 128, 129 bytes and a watched
 *     attr's length but other bytes match no row;
 *   - name sets sorted in place (up to 32 names) and by qsort (more);
 *   - tfc__plain_bundle_entry / tfc__plain_bundle_header = protobuf-c's
 *     unpack whenever they decode, and TFC__NOT_PLAIN (nothing allocated)
 *     for the shapes they leave to it.
 * The messages are made here, field by field: the cases are shapes of the
 * wire format, not files from the wild.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "core/attr_watch.h"
#include "graph_scan_internal.h"
#include "proto_internal.h"
#include "tbytes.h"

/* ---- protobuf fields on tbytes.h --------------------------------------- */

/* A LEN field of raw bytes. */
static void put_bytes_field(buf *o, uint32_t number, const void *p, size_t n)
{
    put_varint(o, (uint64_t)number << 3 | 2);
    put_varint(o, n);
    put(o, p, n);
}

static void put_vfield(buf *o, uint32_t number, uint64_t v)
{
    put_varint(o, (uint64_t)number << 3);
    put_varint(o, v);
}

/* ---- watch rows ---------------------------------------------------------- */

static void watch_range_every_op(void **state)
{
    (void)state;
    for (size_t i = 0; i < tfc__attr_watch_count; i++) {
        const tfc__attr_watch *w = &tfc__attr_watch_table[i];
        size_t first = i, end = i;
        while (first > 0 && !strcmp(tfc__attr_watch_table[first - 1].op, w->op)) first--;
        while (end < tfc__attr_watch_count && !strcmp(tfc__attr_watch_table[end].op, w->op)) end++;
        size_t lo = 99999, hi = 0;
        tfc__watch_range((const uint8_t *)w->op, w->op_len, &lo, &hi);
        assert_int_equal(lo, first);
        assert_int_equal(hi, end);
    }
    /* the bounds of the scan's op index (attr_watch.h): at most half its
     * slots taken by distinct ops, rows that fit its uint16_t entries */
    size_t ops = 0;
    for (size_t i = 0; i < tfc__attr_watch_count; i++)
        ops += i == 0 || strcmp(tfc__attr_watch_table[i - 1].op, tfc__attr_watch_table[i].op) != 0;
    assert_true(ops > 0 && ops * 2 <= TFC__WATCH_OP_SLOTS);
    assert_true(tfc__attr_watch_count < 65535);
    static const char *const absent[] = {"", "Abor", "Abortt", "abort", "Const", "NoOp", "ZZZZZZZZZZZZZZZZZZZZZZZZ"};
    for (size_t i = 0; i < sizeof absent / sizeof absent[0]; i++) {
        size_t lo = 1, hi = 2;
        tfc__watch_range((const uint8_t *)absent[i], strlen(absent[i]), &lo, &hi);
        assert_int_equal(lo, hi);
    }
}

/* A NodeDef: name, op, one attr entry (key, AttrValue bytes). */
static void put_node(buf *g, const char *name, const char *op, const char *attr, const uint8_t *val, size_t vlen)
{
    buf entry = {0}, node = {0};
    put_bytes_field(&entry, 1, attr, strlen(attr));
    put_bytes_field(&entry, 2, val, vlen);
    put_bytes_field(&node, 1, name, strlen(name));
    put_bytes_field(&node, 2, op, strlen(op));
    put_len(&node, 5, &entry);
    put_len(g, 1, &node);
    buf_free(&entry);
    buf_free(&node);
}

static int cmp_bytes(const uint8_t *a, size_t an, const uint8_t *b, size_t bn)
{
    size_t n = an < bn ? an : bn;
    int c = n ? memcmp(a, b, n) : 0;
    return c ? c : (an > bn) - (an < bn);
}

/* 60 watched pairs (the slot index grows from 16 entries to 128), seen
 * from the last row to the first; the first pair takes 11 distinct values
 * (8 kept, then the overflow marker), one of them twice. */
static void many_watched_pairs_by_row(void **state)
{
    (void)state;
    enum { PAIRS = 60 };
    assert_true(tfc__attr_watch_count >= PAIRS);
    buf g = {0};
    size_t step = tfc__attr_watch_count / PAIRS;
    char name[32];
    for (size_t k = PAIRS; k-- > 0;) {
        const tfc__attr_watch *w = &tfc__attr_watch_table[k * step];
        uint8_t val[2] = {0x18, (uint8_t)(k & 0x7F)}; /* AttrValue.i */
        snprintf(name, sizeof name, "node_%zu", k);
        put_node(&g, name, w->op, w->attr, val, sizeof val);
    }
    const tfc__attr_watch *w0 = &tfc__attr_watch_table[0];
    for (int v = 10; v >= 0; v--) {
        uint8_t val[2] = {0x18, (uint8_t)(v + 1)};
        snprintf(name, sizeof name, "more_%d", v);
        put_node(&g, name, w0->op, w0->attr, val, sizeof val);
        if (v == 5) put_node(&g, "again", w0->op, w0->attr, val, sizeof val);
    }
    tfc_model *m = NULL;
    assert_int_equal(tfc_model_parse(&m, g.p, g.n, TFC_KIND_GRAPH_DEF, NULL, NULL), TFC_OK);
    buf_free(&g);
    const tfc_meta_graph *mg = tfc_model_meta_graph(m, 0);
    /* Row 0: value 0 (from the first loop, k = 0) and 1..11 of the second; 8 kept, the marker. */
    assert_int_equal(tfc__meta_graph_attr_use_count(mg), (PAIRS - 1) + 9);
    size_t i = 0;
    const tfc__attr_use *u;
    for (int v = 0; v < 8; v++, i++) {
        u = tfc__meta_graph_attr_use(mg, i);
        assert_string_equal(u->op, w0->op);
        assert_int_equal(u->value_len, 2);
        assert_int_equal(u->where, 1);
    }
    for (size_t j = 1; j < 8; j++)
        assert_true(cmp_bytes(tfc__meta_graph_attr_use(mg, j - 1)->value, 2, tfc__meta_graph_attr_use(mg, j)->value,
                              2) < 0);
    assert_int_equal(tfc__meta_graph_attr_use(mg, 0)->value[1], 0);
    assert_string_equal(tfc__meta_graph_attr_use(mg, 0)->node, "node_0");
    u = tfc__meta_graph_attr_use(mg, i++);
    assert_null(u->value); /* the overflow marker, last in its pair */
    assert_string_equal(u->op, w0->op);
    for (size_t k = 1; k < PAIRS; k++, i++) {
        u = tfc__meta_graph_attr_use(mg, i);
        const tfc__attr_watch *w = &tfc__attr_watch_table[k * step];
        assert_string_equal(u->op, w->op);
        assert_string_equal(u->attr, w->attr);
        assert_int_equal(u->value[1], k & 0x7F);
        snprintf(name, sizeof name, "node_%zu", k);
        assert_string_equal(u->node, name);
    }
    assert_int_equal(tfc__meta_graph_producer_default_count(mg), 0);
    tfc_model_free(m);
}

/* A watched op's node whose attr keys the scan must turn away before it
 * looks for their row (issue 26 point 4: the key's length is tested by the
 * op's mask alone): an empty key, keys of 64, 128 and 129 bytes (the first
 * two share the empty key's bit; 129 takes the general path), and a key
 * of a watched attr's length but other bytes; then the watched attr. One
 * use, of the watched attr, with its node; the same node without it, none. */
static void watched_node_odd_keys(void **state)
{
    (void)state;
    const tfc__attr_watch *w0 = &tfc__attr_watch_table[0];
    char k64[65], k128[129], k129[130], other[64];
    memset(k64, 'k', 64), k64[64] = 0;
    memset(k128, 'k', 128), k128[128] = 0;
    memset(k129, 'k', 129), k129[129] = 0;
    assert_true(w0->attr_len < sizeof other);
    memcpy(other, w0->attr, w0->attr_len + 1);
    other[0] = other[0] == 'z' ? 'y' : 'z';
    const char *keys[] = {"", k64, k128, k129, other, w0->attr};
    const uint8_t val[2] = {0x18, 7}; /* AttrValue.i */
    for (int with = 1; with >= 0; with--) {
        buf g = {0}, node = {0};
        put_bytes_field(&node, 1, "odd", 3);
        put_bytes_field(&node, 2, w0->op, w0->op_len);
        for (size_t k = 0; k < sizeof keys / sizeof *keys - (with ? 0 : 1); k++) {
            buf entry = {0};
            put_bytes_field(&entry, 1, keys[k], strlen(keys[k]));
            put_bytes_field(&entry, 2, val, sizeof val);
            put_len(&node, 5, &entry);
            buf_free(&entry);
        }
        put_len(&g, 1, &node);
        tfc_model *m = NULL;
        assert_int_equal(tfc_model_parse(&m, g.p, g.n, TFC_KIND_GRAPH_DEF, NULL, NULL), TFC_OK);
        const tfc_meta_graph *mg = tfc_model_meta_graph(m, 0);
        assert_int_equal(tfc__meta_graph_attr_use_count(mg), with ? 1 : 0);
        if (with) {
            const tfc__attr_use *u = tfc__meta_graph_attr_use(mg, 0);
            assert_string_equal(u->op, w0->op);
            assert_string_equal(u->attr, w0->attr);
            assert_int_equal(u->value_len, 2);
            assert_int_equal(u->value[1], 7);
            assert_string_equal(u->node, "odd");
        }
        tfc_model_free(m);
        buf_free(&g);
        buf_free(&node);
    }
}

/* Ops named in descending order, each twice: sorted ascending, once. */
static void op_names_sorted(void **state)
{
    (void)state;
    static const size_t counts[] = {5, 32, 33, 40};
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        buf g = {0};
        char op[64], prev[64] = "";
        for (int rep = 0; rep < 2; rep++)
            for (size_t k = counts[c]; k-- > 0;) {
                snprintf(op, sizeof op, "Op%02zu%s", k, k % 3 ? "" : "_long_name_past_eight");
                uint8_t val[2] = {0x18, 1};
                put_node(&g, "n", op, "x", val, sizeof val);
            }
        tfc_model *m = NULL;
        assert_int_equal(tfc_model_parse(&m, g.p, g.n, TFC_KIND_GRAPH_DEF, NULL, NULL), TFC_OK);
        buf_free(&g);
        const tfc_meta_graph *mg = tfc_model_meta_graph(m, 0);
        assert_int_equal(tfc_meta_graph_name_count(mg, TFC_NAMES_OPS_IN_GRAPH), counts[c]);
        for (size_t k = 0; k < counts[c]; k++) {
            const char *name = tfc_meta_graph_name(mg, TFC_NAMES_OPS_IN_GRAPH, k);
            snprintf(op, sizeof op, "Op%02zu%s", k, k % 3 ? "" : "_long_name_past_eight");
            assert_string_equal(name, op);
            assert_true(strcmp(prev, name) < 0);
            snprintf(prev, sizeof prev, "%s", name);
        }
        tfc_model_free(m);
    }
}

/* ---- checkpoint values ---------------------------------------------------- */

static void entry_equal(const tfc__bundle_entry *a, const tfc__bundle_entry *b)
{
    assert_int_equal(a->dtype, b->dtype);
    assert_int_equal(a->shard_id, b->shard_id);
    assert_int_equal(a->offset, b->offset);
    assert_int_equal(a->size, b->size);
    assert_int_equal(a->crc32c, b->crc32c);
    assert_int_equal(a->slice_count, b->slice_count);
    assert_int_equal(a->unknown_rank, b->unknown_rank);
    assert_int_equal(a->rank, b->rank);
    for (size_t d = 0; d < a->rank; d++) assert_int_equal(a->dims[d], b->dims[d]);
}

/* A shape of dims (each a Dim with its size), then unknown_rank when >= 0. */
static void put_shape(buf *o, const int64_t *dims, size_t n, int unknown)
{
    buf s = {0}, dim = {0};
    for (size_t d = 0; d < n; d++) {
        dim.n = 0;
        put_vfield(&dim, 1, (uint64_t)dims[d]);
        put_len(&s, 2, &dim);
    }
    if (unknown >= 0) put_vfield(&s, 3, (uint64_t)unknown);
    put_len(o, 2, &s);
    buf_free(&s);
    buf_free(&dim);
}

static void put_crc(buf *o, uint32_t crc)
{
    put_u8(o, 0x35);
    put_le32(o, crc);
}

/* Plain decodes as protobuf-c does (want_plain 1), or is left to it (0). */
static void check_entry(const buf *v, int want_plain, size_t max_rank)
{
    tfc__bundle_entry p, q;
    memset(&p, 0xA5, sizeof p);
    int rc = tfc__plain_bundle_entry(&p, v->p, v->n, max_rank, NULL);
    assert_int_equal(rc, want_plain ? TFC_OK : TFC__NOT_PLAIN);
    if (!want_plain) return;
    assert_int_equal(tfc__proto_bundle_entry(&q, v->p, v->n, NULL), TFC_OK);
    entry_equal(&p, &q);
    free(p.dims);
    free(q.dims);
}

static void plain_entry_is_protobuf_c(void **state)
{
    (void)state;
    const int64_t dims[] = {3, 4, 1, 0, 1024};
    buf v = {0}, s = {0}, dim = {0};
    /* the writer's order and values */
    put_vfield(&v, 1, 1);
    put_shape(&v, dims, 2, -1);
    put_vfield(&v, 3, 0);
    put_vfield(&v, 4, 4096);
    put_vfield(&v, 5, 48);
    put_crc(&v, 0xDEADBEEF);
    check_entry(&v, 1, 32);
    /* empty: all zero */
    v.n = 0;
    check_entry(&v, 1, 32);
    /* any order, a scalar twice (the last wins), over-long and 10-byte varints */
    v.n = 0;
    put_crc(&v, 1);
    put_vfield(&v, 5, UINT64_MAX); /* size -1 */
    put_vfield(&v, 1, 0xFFFFFFFF00000013u); /* int32 from the low 32 bits */
    put(&v, "\x18\x85\x80\x80\x00", 5); /* shard_id 5, over-long */
    put_vfield(&v, 4, 7);
    put_vfield(&v, 4, 9);
    put_shape(&v, dims, 5, 0);
    put_crc(&v, 0x01020304);
    check_entry(&v, 1, 32);
    /* unknown rank: no dims kept */
    v.n = 0;
    put_shape(&v, dims, 3, 1);
    check_entry(&v, 1, 32);
    /* unknown_rank as an over-long zero, a dim of size -1 (10 bytes) */
    v.n = 0;
    put_vfield(&v, 1, 2);
    put_vfield(&dim, 1, UINT64_MAX);
    put_len(&s, 2, &dim);
    put_bytes_field(&s, 2, "", 0); /* a Dim without a size */
    put(&s, "\x18\x80\x00", 3);
    put_len(&v, 2, &s);
    check_entry(&v, 1, 32);
    /* exactly max_rank dims, then one more */
    v.n = 0;
    put_shape(&v, dims, 5, -1);
    check_entry(&v, 1, 5);
    check_entry(&v, 0, 4);

    /* left to protobuf-c */
    static const struct { const char *bytes; size_t n; } not_plain[] = {
        {"\x3a\x00", 2},                                           /* a slice (field 7) */
        {"\x12\x0a\x12\x08\x08\x02\x12\x04rows", 12},              /* a dim with a name */
        {"\x12\x04\x12\x02\x08\x03\x12\x04\x12\x02\x08\x03", 12}, /* a second shape */
        {"\x48\x01", 2},                                           /* an unknown field */
        {"\x0a\x01x", 3},                                          /* dtype as LEN */
        {"\x20\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01", 12},  /* an 11-byte varint */
        {"\x35\x01\x02", 3},                                       /* a cut-off crc32c */
    };
    for (size_t k = 0; k < sizeof not_plain / sizeof not_plain[0]; k++) {
        v.n = 0;
        put(&v, not_plain[k].bytes, not_plain[k].n);
        check_entry(&v, 0, 32);
    }
    buf_free(&v);
    buf_free(&s);
    buf_free(&dim);
}

static void check_header(const buf *v, int want_plain)
{
    tfc__bundle_header p, q;
    memset(&p, 0, sizeof p);
    memset(&q, 0, sizeof q);
    int rc = tfc__plain_bundle_header(&p, v->p, v->n);
    assert_int_equal(rc, want_plain ? TFC_OK : TFC__NOT_PLAIN);
    if (!want_plain) return;
    assert_int_equal(tfc__proto_bundle_header(&q, v->p, v->n, NULL), TFC_OK);
    assert_int_equal(p.num_shards, q.num_shards);
    assert_int_equal(p.endianness, q.endianness);
    assert_int_equal(p.has_version, q.has_version);
    if (p.has_version) {
        assert_int_equal(p.version.producer, q.version.producer);
        assert_int_equal(p.version.min_consumer, q.version.min_consumer);
        assert_int_equal(p.version.n_bad, q.version.n_bad);
        assert_null(p.version.bad);
    }
}

static void plain_header_is_protobuf_c(void **state)
{
    (void)state;
    buf v = {0}, ver = {0};
    put_vfield(&ver, 1, 1);
    put_vfield(&v, 1, 1);
    put_len(&v, 3, &ver);
    check_header(&v, 1);
    v.n = 0;
    check_header(&v, 1);
    v.n = 0;
    ver.n = 0;
    put_vfield(&ver, 2, 3);
    put_vfield(&ver, 1, 7);
    put_vfield(&ver, 1, 8);
    put_len(&v, 3, &ver);
    put_vfield(&v, 2, 1);
    put_vfield(&v, 1, 0xFFFFFFFFFFFFFFFFu);
    check_header(&v, 1);
    /* bad_consumers, unpacked and packed; a second version; an unknown field */
    v.n = 0;
    ver.n = 0;
    put_vfield(&ver, 3, 5);
    put_len(&v, 3, &ver);
    check_header(&v, 0);
    v.n = 0;
    ver.n = 0;
    put_bytes_field(&ver, 3, "\x05\x06", 2);
    put_len(&v, 3, &ver);
    check_header(&v, 0);
    v.n = 0;
    put_bytes_field(&v, 3, "", 0);
    put_bytes_field(&v, 3, "", 0);
    check_header(&v, 0);
    v.n = 0;
    put_vfield(&v, 4, 0);
    check_header(&v, 0);
    buf_free(&v);
    buf_free(&ver);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(watch_range_every_op),
        cmocka_unit_test(many_watched_pairs_by_row),
        cmocka_unit_test(watched_node_odd_keys),
        cmocka_unit_test(op_names_sorted),
        cmocka_unit_test(plain_entry_is_protobuf_c),
        cmocka_unit_test(plain_header_is_protobuf_c),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
