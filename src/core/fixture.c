/*
 * fixture.c - writes VersionDef, GraphDef, MetaGraphDef and SavedModel
 * messages for tests of version gates (tfcompat/fixture.h).
 *
 * The encoding is written by hand: it is a handful of varints and
 * length-delimited fields, and protobuf-c stays private to proto.c. Sizes
 * are computed first (a nested message's length precedes it), in uint64_t
 * and checked against protobuf's 2 GiB limit as they grow, so a bogus count
 * cannot overflow them; then the bytes are written in one pass.
 */
#include <string.h>

#include "tfcompat/fixture.h"
#include "internal.h"

/* protobuf's own limit on a message (and ours on an input). */
#define FIXTURE_MAX ((uint64_t)INT32_MAX)

enum { WT_VARINT = 0, WT_LEN = 2 };

typedef struct sink {
    uint8_t *p;
    size_t n;
} sink;

static uint64_t varint_size(uint64_t v)
{
    uint64_t n = 1;
    while (v >= 0x80) v >>= 7, n++;
    return n;
}

/* int32 as protobuf encodes it: a negative value is sign-extended to 64 bits. */
static uint64_t int32_bits(int32_t v) { return (uint64_t)(int64_t)v; }

static void put_varint(sink *s, uint64_t v)
{
    while (v >= 0x80) {
        s->p[s->n++] = (uint8_t)(v | 0x80);
        v >>= 7;
    }
    s->p[s->n++] = (uint8_t)v;
}

static void put_tag(sink *s, uint32_t field, uint32_t wt) { put_varint(s, (uint64_t)field << 3 | wt); }

static void put_len(sink *s, uint32_t field, uint64_t len)
{
    put_tag(s, field, WT_LEN);
    put_varint(s, len);
}

static void put_bytes(sink *s, uint32_t field, const char *p, size_t n)
{
    put_len(s, field, n);
    memcpy(s->p + s->n, p, n);
    s->n += n;
}

/* A LEN field of a payload of n bytes, tag included (field numbers here are < 16). */
static uint64_t len_field_size(uint64_t n) { return 1 + varint_size(n) + n; }

typedef struct spec {
    int32_t producer, min_consumer;
    const int32_t *bad;
    size_t n_bad;
    const char *const *ops;
    size_t n_ops;
} spec;

/* Payload sizes of the nested messages. */
typedef struct sizes {
    uint64_t packed;     /* bad_consumers payload */
    uint64_t versiondef; /* VersionDef */
    uint64_t graph;      /* GraphDef */
    uint64_t meta_info;  /* MetaInfoDef */
    uint64_t meta_graph; /* MetaGraphDef */
    uint64_t saved_model;
} sizes;

static const char TAG_SERVE[] = "serve";

/* "node<i>": the name of node i; returns its length. */
static size_t node_name(char *buf, size_t i)
{
    char digits[24];
    size_t k = 0;
    do digits[k++] = (char)('0' + i % 10), i /= 10;
    while (i);
    memcpy(buf, "node", 4);
    for (size_t j = 0; j < k; j++) buf[4 + j] = digits[k - 1 - j];
    return 4 + k;
}

static uint64_t node_size(const spec *sp, size_t i)
{
    char name[32];
    return len_field_size(node_name(name, i)) + len_field_size(strlen(sp->ops[i]));
}

static int compute(sizes *z, const spec *sp, tfc_error *err)
{
    memset(z, 0, sizeof *z);
    for (size_t i = 0; i < sp->n_bad; i++) {
        z->packed += varint_size(int32_bits(sp->bad[i]));
        if (z->packed > FIXTURE_MAX) goto too_large;
    }
    z->versiondef = 1 + varint_size(int32_bits(sp->producer));
    if (sp->min_consumer) z->versiondef += 1 + varint_size(int32_bits(sp->min_consumer));
    if (sp->n_bad) z->versiondef += len_field_size(z->packed);
    z->graph = len_field_size(z->versiondef);
    for (size_t i = 0; i < sp->n_ops; i++) {
        z->graph += len_field_size(node_size(sp, i));
        if (z->graph > FIXTURE_MAX) goto too_large;
    }
    z->meta_info = len_field_size(sizeof TAG_SERVE - 1);
    z->meta_graph = len_field_size(z->meta_info) + len_field_size(z->graph);
    z->saved_model = 2 + len_field_size(z->meta_graph);
    if (z->saved_model > FIXTURE_MAX) goto too_large;
    return TFC_OK;
too_large:
    return tfc__fail(err, TFC_E_TOO_LARGE, -1, "the message would be 2 GiB or more, over protobuf's limit");
}

static void put_versiondef(sink *s, const spec *sp, const sizes *z)
{
    put_tag(s, 1, WT_VARINT);
    put_varint(s, int32_bits(sp->producer));
    if (sp->min_consumer) {
        put_tag(s, 2, WT_VARINT);
        put_varint(s, int32_bits(sp->min_consumer));
    }
    if (sp->n_bad) {
        put_len(s, 3, z->packed);
        for (size_t i = 0; i < sp->n_bad; i++) put_varint(s, int32_bits(sp->bad[i]));
    }
}

static void put_graph(sink *s, const spec *sp, const sizes *z)
{
    for (size_t i = 0; i < sp->n_ops; i++) {
        char name[32];
        size_t nl = node_name(name, i);
        put_len(s, 1, node_size(sp, i));
        put_bytes(s, 1, name, nl);
        put_bytes(s, 2, sp->ops[i], strlen(sp->ops[i]));
    }
    put_len(s, 4, z->versiondef);
    put_versiondef(s, sp, z);
}

static void put_meta_graph(sink *s, const spec *sp, const sizes *z)
{
    put_len(s, 1, z->meta_info);
    put_bytes(s, 4, TAG_SERVE, sizeof TAG_SERVE - 1);
    put_len(s, 2, z->graph);
    put_graph(s, sp, z);
}

int32_t tfc_fixture_write(uint8_t *buf, size_t cap, size_t *out_size, int32_t kind, int32_t producer,
                          int32_t min_consumer, const int32_t *bad, size_t n_bad, const char *const *ops,
                          size_t n_ops, tfc_error *err)
{
    if (out_size) *out_size = 0;
    if (!out_size) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out_size is NULL");
    if (!buf && cap) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "buf is NULL but cap is %zu", cap);
    if (!bad && n_bad) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "bad is NULL but n_bad is %zu", n_bad);
    if (!ops && n_ops) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "ops is NULL but n_ops is %zu", n_ops);
    if (kind != TFC_KIND_VERSION_DEF && kind != TFC_KIND_GRAPH_DEF && kind != TFC_KIND_META_GRAPH_DEF &&
        kind != TFC_KIND_SAVED_MODEL)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1,
                         "kind %d is not one a fixture is written for (version_def, graph_def, "
                         "meta_graph_def, saved_model)",
                         (int)kind);
    if (kind == TFC_KIND_VERSION_DEF && n_ops)
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "a VersionDef has no nodes: ops must be empty");
    for (size_t i = 0; i < n_ops; i++)
        if (!ops[i]) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "ops[%zu] is NULL", i);

    spec sp = {producer, min_consumer, bad, n_bad, ops, n_ops};
    sizes z;
    int rc = compute(&z, &sp, err);
    if (rc) return rc;
    uint64_t total = kind == TFC_KIND_VERSION_DEF  ? z.versiondef
                     : kind == TFC_KIND_GRAPH_DEF  ? z.graph
                     : kind == TFC_KIND_META_GRAPH_DEF ? z.meta_graph
                                                   : z.saved_model;
    *out_size = (size_t)total;
    if (total > cap) return TFC_OK; /* snprintf semantics: the size, no partial message */

    sink s = {buf, 0};
    switch (kind) {
    case TFC_KIND_VERSION_DEF: put_versiondef(&s, &sp, &z); break;
    case TFC_KIND_GRAPH_DEF: put_graph(&s, &sp, &z); break;
    case TFC_KIND_META_GRAPH_DEF: put_meta_graph(&s, &sp, &z); break;
    default:
        put_tag(&s, 1, WT_VARINT);
        put_varint(&s, 1);
        put_len(&s, 2, z.meta_graph);
        put_meta_graph(&s, &sp, &z);
        break;
    }
    if (s.n != total) /* the two passes disagree: a bug, never a bad message */
        return tfc__fail(err, TFC_E_INTERNAL, -1, "fixture size %zu differs from the %zu bytes written",
                         (size_t)total, s.n);
    return TFC_OK;
}
