/*
 * proto.c - the one file that speaks protobuf-c (see proto_internal.h).
 *
 * protobuf-c is given an allocator that forwards to the caller's
 * tfc_allocator and remembers a failed allocation, so that an
 * out-of-memory inside protobuf-c is TFC_E_NOMEM, not a parse error.
 * Callers validate payloads with the wire reader first when they need a
 * precise fault and offset; protobuf-c then unpacks well-formed bytes.
 */
#include <string.h>

#include <protobuf-c/protobuf-c.h>

#include "proto_internal.h"
#include "tensor_bundle.pb-c.h"
#include "versions.pb-c.h"
#include "wire.h"

typedef struct pb_ctx {
    const tfc_allocator *alloc;
    int failed;
} pb_ctx;

static void *pb_alloc(void *user, size_t n)
{
    pb_ctx *ctx = user;
    void *p = tfc__alloc(ctx->alloc, n);
    if (!p) ctx->failed = 1;
    return p;
}

static void pb_free(void *user, void *p) { tfc__free(((pb_ctx *)user)->alloc, p); }

static ProtobufCAllocator adapter(pb_ctx *ctx, const tfc_allocator *a)
{
    ctx->alloc = a;
    ctx->failed = 0;
    ProtobufCAllocator pa;
    pa.alloc = pb_alloc;
    pa.free = pb_free;
    pa.allocator_data = ctx;
    return pa;
}

static int unpack_failed(const pb_ctx *ctx) { return ctx->failed ? TFC_E_NOMEM : TFC_E_PROTO_UNPACK; }

/* Copies a VersionDef message into an embedded tfc_versiondef. */
static int copy_versiondef(struct tfc_versiondef *dst, const Tensorflow__VersionDef *m)
{
    dst->producer = m->producer;
    dst->min_consumer = m->min_consumer;
    dst->bad = NULL;
    dst->n_bad = 0;
    if (m->n_bad_consumers) {
        dst->bad = tfc__calloc(&dst->alloc, m->n_bad_consumers, sizeof *dst->bad);
        if (!dst->bad) return TFC_E_NOMEM;
        memcpy(dst->bad, m->bad_consumers, m->n_bad_consumers * sizeof *dst->bad);
        dst->n_bad = m->n_bad_consumers;
    }
    dst->sorted = NULL;
    if (tfc__versiondef_index(dst)) {
        tfc__free(&dst->alloc, dst->bad);
        dst->bad = NULL;
        dst->n_bad = 0;
        return TFC_E_NOMEM;
    }
    return TFC_OK;
}

int tfc__proto_versiondef(struct tfc_versiondef *dst, const uint8_t *data, size_t len)
{
    pb_ctx ctx;
    ProtobufCAllocator pa = adapter(&ctx, &dst->alloc);
    Tensorflow__VersionDef *m = tensorflow__version_def__unpack(&pa, len, data);
    if (!m) return unpack_failed(&ctx);
    int rc = copy_versiondef(dst, m);
    tensorflow__version_def__free_unpacked(m, &pa);
    return rc;
}

int tfc__proto_bundle_header(tfc__bundle_header *out, const uint8_t *data, size_t len,
                             const tfc_allocator *a)
{
    pb_ctx ctx;
    ProtobufCAllocator pa = adapter(&ctx, a);
    Tensorflow__BundleHeaderProto *h = tensorflow__bundle_header_proto__unpack(&pa, len, data);
    if (!h) return unpack_failed(&ctx);
    out->num_shards = h->num_shards;
    out->endianness = (int32_t)h->endianness;
    out->has_version = h->version != NULL;
    int rc = h->version ? copy_versiondef(&out->version, h->version) : TFC_OK;
    tensorflow__bundle_header_proto__free_unpacked(h, &pa);
    return rc;
}

int tfc__proto_bundle_entry(tfc__bundle_entry *out, const uint8_t *data, size_t len,
                            const tfc_allocator *a)
{
    pb_ctx ctx;
    ProtobufCAllocator pa = adapter(&ctx, a);
    Tensorflow__BundleEntryProto *m = tensorflow__bundle_entry_proto__unpack(&pa, len, data);
    if (!m) return unpack_failed(&ctx);
    memset(out, 0, sizeof *out);
    out->dtype = m->dtype;
    out->shard_id = m->shard_id;
    out->offset = m->offset;
    out->size = m->size;
    out->crc32c = m->crc32c;
    out->slice_count = m->n_slices;
    int rc = TFC_OK;
    if (m->shape && m->shape->unknown_rank) {
        out->unknown_rank = 1;
    } else if (m->shape && m->shape->n_dim) {
        out->rank = m->shape->n_dim;
        out->dims = tfc__calloc(a, m->shape->n_dim, sizeof *out->dims);
        if (!out->dims) rc = TFC_E_NOMEM;
        else
            for (size_t d = 0; d < m->shape->n_dim; d++) out->dims[d] = m->shape->dim[d]->size;
    }
    tensorflow__bundle_entry_proto__free_unpacked(m, &pa);
    return rc;
}

/* ---- the plain shapes ------------------------------------------------- */

/* A varint at p[*i..n) (as protobuf-c reads it: at most 10 bytes): 1 with
 * *v and *i past it, 0 when malformed or cut off. */
static int plain_varint(const uint8_t *p, size_t n, size_t *i, uint64_t *v)
{
    int k = tfc__varint(p + *i, n - *i, v);
    if (k <= 0) return 0;
    *i += (size_t)k;
    return 1;
}

/* A LEN payload at p[*i..n): 1 with its bounds, *i past it; 0 otherwise. */
static int plain_len(const uint8_t *p, size_t n, size_t *i, size_t *at, size_t *len)
{
    uint64_t l;
    if (!plain_varint(p, n, i, &l) || l > n - *i) return 0;
    *at = *i;
    *len = (size_t)l;
    *i += (size_t)l;
    return 1;
}

int tfc__plain_bundle_header(tfc__bundle_header *out, const uint8_t *p, size_t n)
{
    int32_t num_shards = 0, endianness = 0, producer = 0, min_consumer = 0;
    int has_version = 0;
    size_t i = 0, at, len;
    uint64_t v;
    while (i < n) {
        uint8_t tag = p[i++];
        if (tag == 0x08 || tag == 0x10) { /* num_shards, endianness */
            if (!plain_varint(p, n, &i, &v)) return TFC__NOT_PLAIN;
            *(tag == 0x08 ? &num_shards : &endianness) = (int32_t)(uint32_t)v;
        } else if (tag == 0x1A && !has_version) { /* version: producer, min_consumer only */
            if (!plain_len(p, n, &i, &at, &len)) return TFC__NOT_PLAIN;
            has_version = 1;
            for (size_t j = at; j < at + len;) {
                uint8_t t = p[j++];
                if ((t != 0x08 && t != 0x10) || !plain_varint(p, at + len, &j, &v)) return TFC__NOT_PLAIN;
                *(t == 0x08 ? &producer : &min_consumer) = (int32_t)(uint32_t)v;
            }
        } else {
            return TFC__NOT_PLAIN;
        }
    }
    out->num_shards = num_shards;
    out->endianness = endianness;
    out->has_version = has_version;
    if (has_version) {
        out->version.producer = producer;
        out->version.min_consumer = min_consumer;
        out->version.bad = NULL;
        out->version.n_bad = 0;
        out->version.sorted = NULL;
    }
    return TFC_OK;
}

/* TensorShapeProto at p[at..at + len): its dims counted (and, with dims,
 * stored), unknown_rank read; 0 when not plain. */
static int plain_shape(const uint8_t *p, size_t at, size_t len, size_t *rank, int64_t *dims, int *unknown_rank)
{
    size_t end = at + len, d = 0, dat, dlen;
    uint64_t v;
    int seen_unknown = 0;
    for (size_t j = at; j < end;) {
        uint8_t t = p[j++];
        if (t == 0x12) { /* dim: size only */
            if (!plain_len(p, end, &j, &dat, &dlen)) return 0;
            int64_t size = 0;
            for (size_t k = dat; k < dat + dlen;) {
                if (p[k++] != 0x08 || !plain_varint(p, dat + dlen, &k, &v)) return 0;
                size = (int64_t)v;
            }
            if (dims) dims[d] = size;
            d++;
        } else if (t == 0x18 && !seen_unknown) {
            if (!plain_varint(p, end, &j, &v)) return 0;
            seen_unknown = 1;
            *unknown_rank = v != 0;
        } else {
            return 0;
        }
    }
    *rank = d;
    return 1;
}

int tfc__plain_bundle_entry(tfc__bundle_entry *out, const uint8_t *p, size_t n, size_t max_rank,
                            const tfc_allocator *a)
{
    tfc__bundle_entry e;
    memset(&e, 0, sizeof e);
    size_t i = 0, shape_at = 0, shape_len = 0, rank = 0;
    int has_shape = 0;
    uint64_t v;
    while (i < n) {
        uint8_t tag = p[i++];
        switch (tag) {
        case 0x08: case 0x18: case 0x20: case 0x28: /* dtype, shard_id, offset, size */
            if (!plain_varint(p, n, &i, &v)) return TFC__NOT_PLAIN;
            if (tag == 0x08) e.dtype = (int32_t)(uint32_t)v;
            else if (tag == 0x18) e.shard_id = (int32_t)(uint32_t)v;
            else if (tag == 0x20) e.offset = (int64_t)v;
            else e.size = (int64_t)v;
            break;
        case 0x12: /* shape, once */
            if (has_shape || !plain_len(p, n, &i, &shape_at, &shape_len)) return TFC__NOT_PLAIN;
            has_shape = 1;
            break;
        case 0x35: /* crc32c, fixed32 */
            if (n - i < 4) return TFC__NOT_PLAIN;
            e.crc32c = (uint32_t)p[i] | (uint32_t)p[i + 1] << 8 | (uint32_t)p[i + 2] << 16 | (uint32_t)p[i + 3] << 24;
            i += 4;
            break;
        default:
            return TFC__NOT_PLAIN;
        }
    }
    if (has_shape) {
        if (!plain_shape(p, shape_at, shape_len, &rank, NULL, &e.unknown_rank) || rank > max_rank)
            return TFC__NOT_PLAIN;
        if (!e.unknown_rank && rank) {
            if (!(e.dims = tfc__calloc(a, rank, sizeof *e.dims))) return TFC_E_NOMEM;
            plain_shape(p, shape_at, shape_len, &rank, e.dims, &e.unknown_rank);
            e.rank = rank;
        }
    }
    *out = e;
    return TFC_OK;
}
