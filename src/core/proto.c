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
