/*
 * wire.c - the streaming protobuf wire-format reader (see wire.h).
 */
#include "wire.h"

int tfc__varint(const uint8_t *p, size_t n, uint64_t *out)
{
    uint64_t v = 0;
    for (size_t i = 0; i < 10; i++) {
        if (i >= n) return 0;
        uint8_t b = p[i];
        /* The tenth byte may only carry the top bit of a 64-bit value. */
        if (i == 9 && (b & 0xFE)) return -1;
        v |= (uint64_t)(b & 0x7F) << (7 * i);
        if (!(b & 0x80)) {
            *out = v;
            return (int)i + 1;
        }
    }
    return -1;
}

void tfc__wire_init(tfc__wire *w, tfc__wire_ctx *ctx, const uint8_t *data, size_t len)
{
    w->p = data;
    w->len = len;
    w->pos = 0;
    w->base = 0;
    w->depth = 0;
    w->ctx = ctx;
}

int tfc__wire_enter(tfc__wire *child, const tfc__wire *parent, const tfc__field *f)
{
    if (parent->depth + 1 >= parent->ctx->opts->max_depth)
        return tfc__fail(parent->ctx->err, TFC_E_TOO_DEEP, (int64_t)f->offset,
                         "message nesting deeper than %u levels at offset %zu",
                         parent->ctx->opts->max_depth, f->offset);
    child->p = f->data;
    child->len = f->len;
    child->pos = 0;
    child->base = parent->base + (size_t)(f->data - parent->p);
    child->depth = parent->depth + 1;
    child->ctx = parent->ctx;
    return TFC_OK;
}

static int read_varint(tfc__wire *w, uint64_t *out, const char *what)
{
    /* Fast path: with 10 bytes left the varint cannot run past the end,
     * so it is decoded without a bounds check per byte. */
    if (w->len - w->pos >= 10) {
        const uint8_t *p = w->p + w->pos;
        uint64_t v = p[0];
        if (v < 0x80) {
            *out = v;
            w->pos += 1;
            return TFC_OK;
        }
        v &= 0x7F;
        for (size_t i = 1; i < 10; i++) {
            uint64_t b = p[i];
            if (i == 9 && (b & 0xFE)) break; /* over 64 bits: the slow path names it */
            v |= (b & 0x7F) << (7 * i);
            if (b < 0x80) {
                *out = v;
                w->pos += i + 1;
                return TFC_OK;
            }
        }
    }
    size_t at = w->base + w->pos;
    int n = tfc__varint(w->p + w->pos, w->len - w->pos, out);
    if (n == 0)
        return tfc__fail(w->ctx->err, TFC_E_TRUNCATED, (int64_t)at,
                         "truncated varint (%s) at offset %zu: the message ends after %zu bytes",
                         what, at, w->len - w->pos);
    if (n < 0)
        return tfc__fail(w->ctx->err, TFC_E_BAD_VARINT, (int64_t)at,
                         "malformed varint (%s) at offset %zu: longer than 10 bytes", what, at);
    w->pos += (size_t)n;
    return TFC_OK;
}

int tfc__wire_next(tfc__wire *w, tfc__field *f)
{
    tfc__wire_ctx *ctx = w->ctx;
    if (w->pos >= w->len) return 0;
    if (++ctx->fields > ctx->opts->max_fields)
        return tfc__fail(ctx->err, TFC_E_TOO_MANY, (int64_t)(w->base + w->pos),
                         "more than %llu fields in one input", (unsigned long long)ctx->opts->max_fields);
    f->offset = w->base + w->pos;
    uint64_t key;
    int rc = read_varint(w, &key, "field tag");
    if (rc) return rc;
    uint64_t number = key >> 3;
    uint32_t wt = (uint32_t)(key & 7);
    if (number == 0 || number > 0x1FFFFFFF)
        return tfc__fail(ctx->err, TFC_E_BAD_TAG, (int64_t)f->offset,
                         "invalid field number %llu at offset %zu", (unsigned long long)number, f->offset);
    f->number = (uint32_t)number;
    f->wire_type = wt;
    f->data = NULL;
    f->len = 0;
    f->at = 0;
    f->varint = 0;
    switch (wt) {
    case TFC__WT_VARINT:
        if ((rc = read_varint(w, &f->varint, "field value"))) return rc;
        return 1;
    case TFC__WT_I64:
    case TFC__WT_I32: {
        size_t n = wt == TFC__WT_I64 ? 8 : 4;
        if (w->len - w->pos < n)
            return tfc__fail(ctx->err, TFC_E_TRUNCATED, (int64_t)f->offset,
                             "truncated %zu-byte value of field %u at offset %zu", n, f->number, f->offset);
        uint64_t v = 0;
        for (size_t i = 0; i < n; i++) v |= (uint64_t)w->p[w->pos + i] << (8 * i);
        f->varint = v;
        w->pos += n;
        return 1;
    }
    case TFC__WT_LEN: {
        uint64_t n;
        if ((rc = read_varint(w, &n, "length"))) return rc;
        if (n > 0x7FFFFFFFu)
            return tfc__fail(ctx->err, TFC_E_TOO_LARGE, (int64_t)f->offset,
                             "field %u at offset %zu claims %llu bytes, over protobuf's 2 GiB limit",
                             f->number, f->offset, (unsigned long long)n);
        if (n > w->len - w->pos)
            return tfc__fail(ctx->err, TFC_E_LENGTH_PAST_END, (int64_t)f->offset,
                             "field %u at offset %zu claims %llu bytes but only %zu remain in its message",
                             f->number, f->offset, (unsigned long long)n, w->len - w->pos);
        f->data = w->p + w->pos;
        f->at = w->base + w->pos;
        f->len = (size_t)n;
        w->pos += (size_t)n;
        if (ctx->progress && w->depth == 0) ctx->progress(w->base + w->pos, ctx->progress_user);
        return 1;
    }
    case TFC__WT_SGROUP:
    case TFC__WT_EGROUP:
        return tfc__fail(ctx->err, TFC_E_GROUP, (int64_t)f->offset,
                         "field %u at offset %zu uses the deprecated group encoding, which no TensorFlow message uses",
                         f->number, f->offset);
    default:
        return tfc__fail(ctx->err, TFC_E_BAD_TAG, (int64_t)f->offset,
                         "invalid wire type %u for field %u at offset %zu", wt, f->number, f->offset);
    }
}

static int expect(tfc__wire_ctx *ctx, const tfc__field *f, uint32_t wt, const char *what)
{
    static const char *names[] = {"varint", "64-bit", "length-delimited", "group start", "group end", "32-bit"};
    if (f->wire_type == wt) return TFC_OK;
    return tfc__fail(ctx->err, TFC_E_WIRE_TYPE, (int64_t)f->offset,
                     "%s (field %u) at offset %zu has wire type %s, expected %s", what, f->number,
                     f->offset, f->wire_type < 6 ? names[f->wire_type] : "invalid", wt < 6 ? names[wt] : "?");
}

int tfc__wire_expect(const tfc__wire *w, const tfc__field *f, uint32_t wt, const char *what)
{
    return f->wire_type == wt ? TFC_OK : expect(w->ctx, f, wt, what);
}

int tfc__swire_expect(const tfc__swire *w, const tfc__field *f, uint32_t wt, const char *what)
{
    return f->wire_type == wt ? TFC_OK : expect(w->ctx, f, wt, what);
}

/* ---- streaming ------------------------------------------------------- */

void tfc__src_memory(tfc__src *s, const uint8_t *data, size_t len)
{
    static const uint8_t empty[1] = {0};
    s->data = data ? data : empty;
    s->off = 0;
    s->len = len;
    s->total = len;
    s->max_piece = 0;
    s->fill = NULL;
}

int tfc__src_get(tfc__src *s, size_t at, size_t n, const uint8_t **p, tfc_error *err)
{
    if (at >= s->off && n <= s->len && at - s->off <= s->len - n) {
        *p = s->data + (at - s->off);
        return TFC_OK;
    }
    if (at > s->total || n > s->total - at || !s->fill)
        return tfc__fail(err, TFC_E_INTERNAL, (int64_t)at, "read of %zu bytes at offset %zu outside the input", n, at);
    if (s->max_piece && n > s->max_piece)
        return tfc__fail(err, TFC_E_TOO_LARGE, (int64_t)at,
                         "%zu bytes at offset %zu are needed at once, over the %zu-byte window of the streaming reader",
                         n, at, s->max_piece);
    int rc = s->fill(s, at, n, err);
    if (rc) return rc;
    *p = s->data + (at - s->off);
    return TFC_OK;
}

void tfc__swire_init(tfc__swire *w, tfc__wire_ctx *ctx, tfc__src *src)
{
    w->src = src;
    w->pos = 0;
    w->end = src->total;
    w->depth = 0;
    w->ctx = ctx;
}

/* Long enough for a tag and a varint or fixed value (at most 10 + 10). */
#define HEAD 20

int tfc__swire_next(tfc__swire *w, tfc__field *f)
{
    if (w->pos >= w->end) return 0;
    size_t rem = w->end - w->pos;
    const uint8_t *p = NULL;
    tfc__src *s = w->src;
    if (w->pos >= s->off && w->pos - s->off + (rem < HEAD ? rem : HEAD) <= s->len) {
        p = s->data + (w->pos - s->off);
        /* Fast path: a one-byte tag (fields 1..15) of a varint or LEN field
         * whose value is well formed; anything else takes the general
         * path, which names the fault exactly as the buffer walker does. */
        uint32_t key = p[0];
        tfc__wire_ctx *ctx = w->ctx;
        /* The bytes of this message that the window holds from pos. */
        size_t avail = s->len - (w->pos - s->off);
        if (avail > rem) avail = rem;
        if (avail >= 2 && key >= 8 && key < 0x80 && ((key & 7) == TFC__WT_LEN || (key & 7) == TFC__WT_VARINT) &&
            ctx->fields < ctx->opts->max_fields) {
            uint64_t v = p[1] & 0x7F;
            size_t i = 1;
            int ok = 1;
            if (p[1] >= 0x80) {
                size_t lim = avail < 11 ? avail : 11; /* the value's bytes are p[1..lim) */
                for (i = 2; i < lim; i++) {
                    v |= (uint64_t)(p[i] & 0x7F) << (7 * (i - 1));
                    if (p[i] < 0x80) break;
                }
                /* complete within the bytes held, and at most 64 bits */
                ok = i < lim && (i < 10 || (i == 10 && p[10] <= 1));
            }
            size_t hdr = i + 1;
            if (ok && (key & 7) == TFC__WT_VARINT) {
                tfc__swire_take(w, f, key, TFC__WT_VARINT, v, hdr);
                return 1;
            }
            if (ok && v <= 0x7FFFFFFFu && v <= rem - hdr) {
                tfc__swire_take(w, f, key, TFC__WT_LEN, v, hdr);
                return 1;
            }
        }
    } else {
        int rc = tfc__src_get(s, w->pos, rem < HEAD ? rem : HEAD, &p, w->ctx->err);
        if (rc) return rc;
    }
    /* A walker over the rest of the message whose bytes past HEAD are not
     * all in memory: tfc__wire_next reads the head only, and the payload
     * pointer it computes is not used. */
    tfc__wire t = {p, rem, 0, w->pos, w->depth, w->ctx};
    void (*progress)(size_t, void *) = w->ctx->progress;
    w->ctx->progress = NULL;
    int rc = tfc__wire_next(&t, f);
    w->ctx->progress = progress;
    if (rc <= 0) return rc;
    f->data = NULL;
    w->pos += t.pos;
    return 1;
}

int tfc__swire_too_deep(const tfc__swire *parent, const tfc__field *f)
{
    return tfc__fail(parent->ctx->err, TFC_E_TOO_DEEP, (int64_t)f->offset,
                     "message nesting deeper than %u levels at offset %zu", parent->ctx->opts->max_depth, f->offset);
}

int tfc__swire_load(tfc__swire *w, const tfc__field *f, const uint8_t **p)
{
    return tfc__src_get(w->src, f->at, f->len, p, w->ctx->err);
}

int tfc__swire_enter_loaded(tfc__wire *child, tfc__swire *parent, const tfc__field *f)
{
    if (parent->depth + 1 >= parent->ctx->opts->max_depth)
        return tfc__fail(parent->ctx->err, TFC_E_TOO_DEEP, (int64_t)f->offset,
                         "message nesting deeper than %u levels at offset %zu",
                         parent->ctx->opts->max_depth, f->offset);
    const uint8_t *p = NULL;
    int rc = tfc__swire_load(parent, f, &p);
    if (rc) return rc;
    child->p = p;
    child->len = f->len;
    child->pos = 0;
    child->base = f->at;
    child->depth = parent->depth + 1;
    child->ctx = parent->ctx;
    return TFC_OK;
}
