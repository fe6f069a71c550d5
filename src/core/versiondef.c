/*
 * versiondef.c - VersionDef parsing, construction and merge.
 *
 * protobuf-c only says "NULL" when an unpack fails, so every payload is
 * first walked with the wire reader, which names the fault and its offset;
 * protobuf-c (behind proto.c) then unpacks a message already known to be
 * well formed.
 */
#include <stdlib.h>
#include <string.h>

#include "proto_internal.h"
#include "versiondef_internal.h"

/* Checks field wire types and counts bad_consumers, so limits apply before
 * protobuf-c allocates. */
static int validate(tfc__wire *w, size_t *n_bad)
{
    tfc__field f;
    int rc;
    *n_bad = 0;
    while ((rc = tfc__wire_next(w, &f)) > 0) {
        switch (f.number) {
        case 1:
            if ((rc = tfc__wire_expect(w, &f, TFC__WT_VARINT, "VersionDef.producer"))) return rc;
            break;
        case 2:
            if ((rc = tfc__wire_expect(w, &f, TFC__WT_VARINT, "VersionDef.min_consumer"))) return rc;
            break;
        case 3:
            if (f.wire_type == TFC__WT_VARINT) {
                (*n_bad)++;
            } else if (f.wire_type == TFC__WT_LEN) {
                /* packed: a run of varints filling the payload exactly */
                size_t pos = 0;
                while (pos < f.len) {
                    uint64_t v;
                    int n = tfc__varint(f.data + pos, f.len - pos, &v);
                    size_t at = w->base + (size_t)(f.data - w->p) + pos;
                    if (n == 0)
                        return tfc__fail(w->ctx->err, TFC_E_TRUNCATED, (int64_t)at,
                                         "truncated varint in packed VersionDef.bad_consumers at offset %zu", at);
                    if (n < 0)
                        return tfc__fail(w->ctx->err, TFC_E_BAD_VARINT, (int64_t)at,
                                         "malformed varint in packed VersionDef.bad_consumers at offset %zu", at);
                    pos += (size_t)n;
                    (*n_bad)++;
                }
            } else {
                return tfc__wire_expect(w, &f, TFC__WT_VARINT, "VersionDef.bad_consumers");
            }
            if (*n_bad > w->ctx->opts->max_bad_consumers)
                return tfc__fail(w->ctx->err, TFC_E_TOO_MANY, (int64_t)f.offset,
                                 "VersionDef.bad_consumers has more than %u entries",
                                 w->ctx->opts->max_bad_consumers);
            break;
        default:
            break; /* unknown fields are skipped, as proto3 readers do */
        }
    }
    return rc;
}

int tfc__versiondef_unpack(struct tfc_versiondef *dst, tfc__wire *w, const tfc_allocator *a)
{
    memset(dst, 0, sizeof *dst);
    tfc__allocator_copy(&dst->alloc, a);
    size_t n_bad;
    tfc__wire check = *w;
    int rc = validate(&check, &n_bad);
    if (rc) return rc;
    rc = tfc__proto_versiondef(dst, w->p, w->len);
    if (rc == TFC_E_NOMEM) return tfc__fail(w->ctx->err, TFC_E_NOMEM, -1, "out of memory unpacking a VersionDef");
    if (rc)
        return tfc__fail(w->ctx->err, TFC_E_PROTO_UNPACK, (int64_t)w->base,
                         "protobuf-c could not unpack the VersionDef at offset %zu", w->base);
    return TFC_OK;
}

int tfc__versiondef_merge_occurrence(struct tfc_versiondef *dst, tfc__wire *w, int first, const tfc_allocator *a)
{
    if (first) return tfc__versiondef_unpack(dst, w, a);
    struct tfc_versiondef next;
    int rc = tfc__versiondef_unpack(&next, w, a);
    if (rc) return rc;
    /* Which scalars this occurrence sets (it is well formed: validated). */
    int has_producer = 0, has_min_consumer = 0;
    tfc__wire scan = *w;
    tfc__field f;
    while (tfc__wire_next(&scan, &f) > 0) {
        if (f.number == 1) has_producer = 1;
        else if (f.number == 2) has_min_consumer = 1;
    }
    if (has_producer) dst->producer = next.producer;
    if (has_min_consumer) dst->min_consumer = next.min_consumer;
    if (next.n_bad) {
        size_t n = dst->n_bad + next.n_bad;
        if (n > w->ctx->opts->max_bad_consumers) {
            tfc__versiondef_clear(&next);
            return tfc__fail(w->ctx->err, TFC_E_TOO_MANY, (int64_t)w->base,
                             "VersionDef.bad_consumers has more than %u entries",
                             w->ctx->opts->max_bad_consumers);
        }
        int32_t *all = tfc__calloc(&dst->alloc, n, sizeof *all);
        if (!all) {
            tfc__versiondef_clear(&next);
            return tfc__fail(w->ctx->err, TFC_E_NOMEM, -1, "out of memory merging VersionDefs");
        }
        if (dst->n_bad) memcpy(all, dst->bad, dst->n_bad * sizeof *all);
        memcpy(all + dst->n_bad, next.bad, next.n_bad * sizeof *all);
        tfc__free(&dst->alloc, dst->bad);
        dst->bad = all;
        dst->n_bad = n;
        if (tfc__versiondef_index(dst)) {
            tfc__versiondef_clear(&next);
            return tfc__fail(w->ctx->err, TFC_E_NOMEM, -1, "out of memory merging VersionDefs");
        }
    }
    tfc__versiondef_clear(&next);
    return TFC_OK;
}

void tfc__versiondef_clear(struct tfc_versiondef *v)
{
    if (!v) return;
    tfc__free(&v->alloc, v->bad);
    tfc__free(&v->alloc, v->sorted);
    v->bad = NULL;
    v->sorted = NULL;
    v->n_bad = 0;
}

static int cmp_i32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

int tfc__versiondef_index(struct tfc_versiondef *v)
{
    tfc__free(&v->alloc, v->sorted);
    v->sorted = NULL;
    if (!v->n_bad) return TFC_OK;
    v->sorted = tfc__calloc(&v->alloc, v->n_bad, sizeof *v->sorted);
    if (!v->sorted) return TFC_E_NOMEM;
    memcpy(v->sorted, v->bad, v->n_bad * sizeof *v->sorted);
    qsort(v->sorted, v->n_bad, sizeof *v->sorted, cmp_i32);
    return TFC_OK;
}

int tfc__versiondef_bad_in_range(const struct tfc_versiondef *v, int32_t lo, int32_t hi, int32_t *out)
{
    if (!v || !v->n_bad || lo > hi) return 0;
    if (!v->sorted) {
        int found = 0;
        for (size_t i = 0; i < v->n_bad; i++)
            if (v->bad[i] >= lo && v->bad[i] <= hi && (!found || v->bad[i] < *out)) *out = v->bad[i], found = 1;
        return found;
    }
    size_t a = 0, b = v->n_bad; /* the first entry >= lo is in [a, b] */
    while (a < b) {
        size_t mid = a + (b - a) / 2;
        if (v->sorted[mid] < lo) a = mid + 1;
        else b = mid;
    }
    if (a == v->n_bad || v->sorted[a] > hi) return 0;
    *out = v->sorted[a];
    return 1;
}

int tfc__versiondef_is_bad(const struct tfc_versiondef *v, int32_t consumer)
{
    int32_t found = 0;
    return tfc__versiondef_bad_in_range(v, consumer, consumer, &found);
}

int32_t tfc_versiondef_parse(tfc_versiondef **out, const uint8_t *data, size_t len,
                             const tfc_parse_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!data && len) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "data is NULL");
    tfc_parse_options o;
    tfc__parse_options_resolve(&o, opts);
    if (len > o.max_input_size)
        return tfc__fail(err, TFC_E_TOO_LARGE, -1, "VersionDef of %zu bytes exceeds the %llu-byte limit",
                         len, (unsigned long long)o.max_input_size);
    tfc__wire_ctx ctx = {&o, 0, err, NULL, NULL};
    tfc__wire w;
    static const uint8_t empty[1] = {0};
    tfc__wire_init(&w, &ctx, data ? data : empty, len);
    tfc_versiondef *v = tfc__calloc(o.allocator, 1, sizeof *v);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    int rc = tfc__versiondef_unpack(v, &w, o.allocator);
    if (rc) {
        tfc__versiondef_clear(v);
        tfc__free(o.allocator, v);
        return rc;
    }
    v->owned = 1;
    *out = v;
    return TFC_OK;
}

int32_t tfc_versiondef_new(tfc_versiondef **out, int32_t producer, int32_t min_consumer,
                           const int32_t *bad, size_t n_bad, const tfc_allocator *allocator,
                           tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!bad && n_bad) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "bad is NULL but n_bad is %zu", n_bad);
    tfc_versiondef *v = tfc__calloc(allocator, 1, sizeof *v);
    if (!v) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    tfc__allocator_copy(&v->alloc, allocator);
    if (n_bad) {
        v->bad = tfc__calloc(&v->alloc, n_bad, sizeof *v->bad);
        if (!v->bad) {
            tfc__free(allocator, v);
            return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
        memcpy(v->bad, bad, n_bad * sizeof *bad);
    }
    v->n_bad = n_bad;
    if (tfc__versiondef_index(v)) {
        tfc__free(allocator, v->bad);
        tfc__free(allocator, v);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    }
    v->producer = producer;
    v->min_consumer = min_consumer;
    v->owned = 1;
    *out = v;
    return TFC_OK;
}

void tfc_versiondef_free(tfc_versiondef *v)
{
    if (!v || !v->owned) return;
    tfc_allocator a = v->alloc;
    tfc__free(&a, v->bad);
    tfc__free(&a, v->sorted);
    tfc__free(&a, v);
}

int32_t tfc_versiondef_producer(const tfc_versiondef *v) { return v ? v->producer : 0; }
int32_t tfc_versiondef_min_consumer(const tfc_versiondef *v) { return v ? v->min_consumer : 0; }
size_t tfc_versiondef_bad_consumer_count(const tfc_versiondef *v) { return v ? v->n_bad : 0; }

int32_t tfc_versiondef_bad_consumer(const tfc_versiondef *v, size_t i)
{
    return v && i < v->n_bad ? v->bad[i] : 0;
}

int32_t tfc_versiondef_merge(tfc_versiondef **out, const tfc_versiondef *existing,
                             const tfc_versiondef *imported, const tfc_allocator *allocator,
                             tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    int32_t ep = tfc_versiondef_producer(existing), ip = tfc_versiondef_producer(imported);
    int32_t ec = tfc_versiondef_min_consumer(existing), ic = tfc_versiondef_min_consumer(imported);
    size_t ne = tfc_versiondef_bad_consumer_count(existing), ni = tfc_versiondef_bad_consumer_count(imported);
    if (ne > SIZE_MAX / sizeof(int32_t) - ni) return tfc__fail(err, TFC_E_TOO_MANY, -1, "too many bad_consumers");
    int32_t *all = tfc__calloc(allocator, ne + ni, sizeof *all);
    if (!all) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    for (size_t i = 0; i < ne; i++) all[i] = existing->bad[i];
    for (size_t i = 0; i < ni; i++) all[ne + i] = imported->bad[i];
    qsort(all, ne + ni, sizeof *all, cmp_i32);
    size_t n = 0;
    for (size_t i = 0; i < ne + ni; i++)
        if (n == 0 || all[n - 1] != all[i]) all[n++] = all[i];
    int rc = tfc_versiondef_new(out, ep < ip ? ep : ip, ec > ic ? ec : ic, all, n, allocator, err);
    tfc__free(allocator, all);
    return rc;
}
